// The x- and y-axis lines (math 0), in device pixels from the left and bottom edges.
uniform vec2 axisPosition;
uniform float lineWidth;
uniform vec4 color;

void main() {
  vec2 pixelStart = floor(gl_FragCoord.xy);
  float coverage = max(
    lineCoverage(pixelStart.x, axisPosition.x, lineWidth),
    lineCoverage(pixelStart.y, axisPosition.y, lineWidth)
  );
  gl_FragColor = color * coverage;
}
