// The three point styles as distance fields in device pixels: POINT a filled disk, OPEN a ring around a
// disk of the background color (Desmos' open point), CROSS two diagonal bars with round ends.
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

// 0: POINT, 1: OPEN, 2: CROSS.
uniform float style;
uniform float radius;
// Ring width of OPEN, bar width of CROSS.
uniform float strokeWidth;
// Premultiplied.
uniform vec4 color;
uniform vec4 background;

varying vec2 local;

float coverage(float distance) {
  return clamp(0.5 - distance, 0.0, 1.0);
}

void main() {
  float centerDistance = length(local);
  vec4 result;
  if (style < 0.5) {
    result = color * coverage(centerDistance - radius);
  } else if (style < 1.5) {
    float inside = coverage(centerDistance - (radius - strokeWidth));
    result = mix(color, background, inside) * coverage(centerDistance - radius);
  } else {
    // Bars along the diagonals, each a capsule whose round end reaches the radius.
    vec2 rotated = vec2(local.x + local.y, local.x - local.y) * 0.70710678;
    float halfBar = 0.5 * strokeWidth;
    float reach = radius - halfBar;
    float first = length(vec2(max(abs(rotated.x) - reach, 0.0), rotated.y));
    float second = length(vec2(max(abs(rotated.y) - reach, 0.0), rotated.x));
    result = color * coverage(min(first, second) - halfBar);
  }
  gl_FragColor = result;
}
