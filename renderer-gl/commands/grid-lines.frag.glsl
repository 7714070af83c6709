// Minor and major grid lines of both directions in one full-screen pass. Positions are in device pixels
// from the left (x) and bottom (y) edges; the CPU computed every phase in float64 (grid-layout.ts).
uniform vec2 majorPhase;
uniform vec2 majorStep;
uniform vec2 subdivisions;
uniform vec2 axisPosition;
uniform vec2 minorOpacity;
uniform float lineWidth;
uniform vec4 minorColor;
uniform vec4 majorColor;

// (minor coverage, major coverage) of the grid line nearest to this pixel along one direction.
vec2 gridCoverage(float pixelStart, float phase, float stepMajor, float subdivision, float axis) {
  float stepMinor = stepMajor / subdivision;
  float index = floor((pixelStart + 0.5 - phase) / stepMinor + 0.5);
  float center = phase + index * stepMinor;
  // The axis replaces the grid line at 0, so a thin gray line never peeks out beside it.
  float coverage = abs(center - axis) < 0.5 ? 0.0 : lineCoverage(pixelStart, center, lineWidth);
  bool isMajor = abs(index - subdivision * floor(index / subdivision + 0.5)) < 0.5;
  return isMajor ? vec2(0.0, coverage) : vec2(coverage, 0.0);
}

void main() {
  vec2 pixelStart = floor(gl_FragCoord.xy);
  vec2 vertical = gridCoverage(pixelStart.x, majorPhase.x, majorStep.x, subdivisions.x, axisPosition.x);
  vec2 horizontal = gridCoverage(pixelStart.y, majorPhase.y, majorStep.y, subdivisions.y, axisPosition.y);
  // max, not a sum: a crossing of two lines is no darker than either line.
  float minor = max(vertical.x * minorOpacity.x, horizontal.x * minorOpacity.y);
  float major = max(vertical.y, horizontal.y);
  vec4 color = minorColor * minor;
  gl_FragColor = majorColor * major + color * (1.0 - majorColor.a * major);
}
