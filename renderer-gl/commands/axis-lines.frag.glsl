// The x- and y-axis lines (math 0), in device pixels from the left and bottom edges, and the arrowheads
// at their ends. A hidden axis is moved far outside the buffer by the CPU.
uniform vec2 axisPosition;
uniform float lineWidth;
uniform vec4 color;
// Per arrowhead: tip (x, y) and the direction it points to (x, y); a zero direction draws nothing.
uniform vec4 arrowRight;
uniform vec4 arrowLeft;
uniform vec4 arrowTop;
uniform vec4 arrowBottom;
// Tip to base, and half the base, device pixels.
uniform float arrowLength;
uniform float arrowHalfWidth;

// Coverage of the pixel centered at `point` by an isosceles triangle, from its signed distance (the
// largest of the three edges' signed distances, positive outside), with a one-pixel ramp.
float arrowCoverage(vec2 point, vec4 arrow) {
  if (dot(arrow.zw, arrow.zw) < 0.5) return 0.0;
  vec2 offset = point - arrow.xy;
  float back = -dot(offset, arrow.zw);
  float across = abs(dot(offset, vec2(-arrow.w, arrow.z)));
  float side = (across * arrowLength - back * arrowHalfWidth) / length(vec2(arrowLength, arrowHalfWidth));
  float distance = max(max(back - arrowLength, side), -back);
  return clamp(0.5 - distance, 0.0, 1.0);
}

void main() {
  vec2 pixelStart = floor(gl_FragCoord.xy);
  float coverage = max(
    lineCoverage(pixelStart.x, axisPosition.x, lineWidth),
    lineCoverage(pixelStart.y, axisPosition.y, lineWidth)
  );
  vec2 center = gl_FragCoord.xy;
  coverage = max(coverage, max(arrowCoverage(center, arrowRight), arrowCoverage(center, arrowLeft)));
  coverage = max(coverage, max(arrowCoverage(center, arrowTop), arrowCoverage(center, arrowBottom)));
  gl_FragColor = color * coverage;
}
