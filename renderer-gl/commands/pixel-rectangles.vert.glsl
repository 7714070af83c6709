// Rectangles in device pixels from the left and bottom edges (pixel-bands.ts), for the line passes: their
// fragment shaders read gl_FragCoord only, so this geometry decides which pixels run, never their color.
precision highp float;

attribute vec2 pixel;
uniform vec2 viewportSize;

// Clip-space depth 1 - 2^-14: farther than every layer of fills and curves (draw-frame.ts layerDepth),
// nearer than the clear's 1. The grid's depth test draws each pixel once where its strips cross; the
// axes pass has no depth test.
const float LINE_DEPTH = 0.99993896484375;

void main() {
  gl_Position = vec4(pixel / viewportSize * 2.0 - 1.0, LINE_DEPTH, 1.0);
}
