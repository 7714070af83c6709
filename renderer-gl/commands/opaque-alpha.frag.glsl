// Last pass of a frame: the curve passes use the alpha channel as scratch space, so it is set back to 1
// (only alpha is written) before the page composites the canvas or a screenshot reads it.
precision mediump float;

void main() {
  gl_FragColor = vec4(0.0, 0.0, 0.0, 1.0);
}
