// Expands one segment of the worker's triangle geometry into a capsule around it. Each of the segment's
// 6 vertices carries both ends and a corner index; the corner picks the end and the side to push towards
// (SEGMENT_CORNERS in worker/protocol.ts, passed in as uniforms). The quad is pushed out by the half
// width plus a 1 px fringe across the segment and beyond both ends, so the fragment shader has room for
// round caps and the antialiased edge.
precision highp float;

attribute vec2 start;
attribute vec2 end;
attribute float corner;

// origin − view center in math units, subtracted in float64 on the CPU.
uniform vec2 cameraOffset;
// Device pixels per math unit.
uniform vec2 pixelScale;
uniform vec2 viewportSize;
uniform float halfWidth;
// SEGMENT_CORNERS as columns: the end (0, 1) and the side (−1, +1) of corners 0–2 and of corners 3–5.
uniform vec3 cornerEndsLow;
uniform vec3 cornerEndsHigh;
uniform vec3 cornerSidesLow;
uniform vec3 cornerSidesHigh;

// Position relative to the segment start along and across the segment, in device pixels.
varying vec2 local;
varying float segmentLength;

const float FRINGE = 1.0;

void main() {
  vec2 startPixels = (start + cameraOffset) * pixelScale;
  vec2 endPixels = (end + cameraOffset) * pixelScale;
  vec2 delta = endPixels - startPixels;
  float pixelLength = length(delta);
  // A zero-length segment (an isolated sample) still draws as a round dot.
  vec2 direction = pixelLength > 1e-6 ? delta / pixelLength : vec2(1.0, 0.0);
  vec2 normal = vec2(-direction.y, direction.x);
  // A one-hot select rather than indexing a uniform array: dynamic indexing is slow in software GL.
  vec3 selectLow = vec3(equal(vec3(floor(corner + 0.5)), vec3(0.0, 1.0, 2.0)));
  vec3 selectHigh = vec3(equal(vec3(floor(corner + 0.5)), vec3(3.0, 4.0, 5.0)));
  vec2 endAndSide = vec2(
    dot(cornerEndsLow, selectLow) + dot(cornerEndsHigh, selectHigh),
    dot(cornerSidesLow, selectLow) + dot(cornerSidesHigh, selectHigh)
  );
  float radius = halfWidth + FRINGE;
  float along = endAndSide.x > 0.5 ? pixelLength + radius : -radius;
  float across = endAndSide.y * radius;
  local = vec2(along, across);
  segmentLength = pixelLength;
  vec2 position = startPixels + direction * along + normal * across;
  gl_Position = vec4(position / (0.5 * viewportSize), 0.0, 1.0);
}
