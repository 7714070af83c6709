// Pass 1 of a curve: writes the pixel's coverage by the capsule into the alpha channel only, blended with
// MAX, so a pixel touched by several overlapping segments keeps the largest coverage instead of summing
// them (summing would thicken densely sampled curves and eat their antialiasing).
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

uniform float halfWidth;
uniform float opacity;

varying vec2 local;
varying float segmentLength;

void main() {
  float along = clamp(local.x, 0.0, segmentLength);
  float pixelDistance = length(vec2(local.x - along, local.y));
  // A pixel-wide ramp centered on the edge: round joins, round caps and antialiasing in one expression.
  float coverage = clamp(halfWidth + 0.5 - pixelDistance, 0.0, 1.0);
  gl_FragColor = vec4(0.0, 0.0, 0.0, coverage * opacity);
}
