// A fill's premultiplied color × opacity; fill-passes.ts' depth test makes it once per pixel.
precision mediump float;

uniform vec4 color;

void main() {
  gl_FragColor = color;
}
