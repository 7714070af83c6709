// Pass 2 of a curve: blends the color once per pixel with the coverage pass 1 left in the destination
// alpha (blend: rgb = color × dstAlpha + dst × (1 − dstAlpha); alpha = 0), which also resets the alpha, so
// the next fragment on the same pixel changes nothing.
precision mediump float;

uniform vec3 color;

void main() {
  gl_FragColor = vec4(color, 0.0);
}
