// Rectangles in device pixels from the left and bottom edges (pixel-bands.ts), for the line passes: their
// fragment shaders read gl_FragCoord only, so this geometry decides which pixels run, never their color.
precision highp float;

attribute vec2 pixel;
uniform vec2 viewportSize;

void main() {
  gl_Position = vec4(pixel / viewportSize * 2.0 - 1.0, 0.0, 1.0);
}
