// One quad per point, centered on it and reaching half a pixel beyond the marker for the antialiasing ramp.
precision highp float;

attribute vec2 position;
attribute vec2 corner;

uniform vec2 cameraOffset;
uniform vec2 pixelScale;
uniform vec2 viewportSize;
// Half the marker's extent plus the ramp, device pixels.
uniform float reach;

// Device pixels from the point's center.
varying vec2 local;

void main() {
  vec2 center = (position + cameraOffset) * pixelScale;
  local = corner * reach;
  gl_Position = vec4((center + local) / (0.5 * viewportSize), 0.0, 1.0);
}
