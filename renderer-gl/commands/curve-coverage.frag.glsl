// Pass 1 of a curve: writes the pixel's coverage into the alpha channel only, blended with MAX, so a
// pixel touched by several overlapping quads keeps the largest coverage instead of summing them (summing
// would thicken the fringe at every joint and eat the antialiasing). DASHED is defined for dashed and
// dotted curves.
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform float halfWidth;
uniform float opacity;
// Device pixels: the dash's straight core (0 for dots), the pattern's period, and where the pattern
// starts (the curve origin's x in pixels, modulo the period, so dashes stay put while panning).
uniform float dashCore;
uniform float dashPeriod;
uniform float dashPhase;

varying vec2 local;
varying float segmentLength;
varying float startDistance;

void main() {
  float along = clamp(local.x, 0.0, segmentLength);
  float pixelDistance = length(vec2(local.x - along, local.y));
#ifdef DASHED
  // Along the curve, the distance to the nearest dash core; combined with the distance across, every
  // dash is a capsule with round ends.
  float position = mod(startDistance + along + dashPhase, dashPeriod);
  float outside = position <= dashCore ? 0.0 : min(position - dashCore, dashPeriod - position);
  pixelDistance = length(vec2(outside, pixelDistance));
#endif
  // A pixel-wide ramp centered on the edge: round joins, round caps and antialiasing in one expression.
  float coverage = clamp(halfWidth + 0.5 - pixelDistance, 0.0, 1.0);
  gl_FragColor = vec4(0.0, 0.0, 0.0, coverage * opacity);
}
