// A filled region's triangles, math offsets from the fill's origin, to clip space.
precision highp float;

attribute vec2 position;

uniform vec2 cameraOffset;
uniform vec2 pixelScale;
uniform vec2 viewportSize;
// This fill's depth (fill-passes.ts).
uniform float depth;

void main() {
  gl_Position = vec4((position + cameraOffset) * pixelScale / (0.5 * viewportSize), depth, 1.0);
}
