// Expands one segment into a quad around it (curve-geometry.ts: 4 vertices per segment, each carrying both
// ends, the points before and after them and its corner). Across the segment the quad reaches the
// half width plus the half-pixel antialiasing ramp. Along it, the quad reaches past the end only as far as
// the joint needs: at a free end (a cap, or a dot) the full radius; at a joint with a turn of angle α,
// radius × sin(α / 2). That much covers this segment's half of the round join's wedge (the neighbour's
// quad covers the other half), so a smooth, densely sampled curve costs about one fragment per pixel
// instead of the 4–5 of full capsules.
precision highp float;

attribute vec2 start;
attribute vec2 end;
attribute vec2 before;
attribute vec2 after;
// (end: 0 at the start, 1 at the end; side: −1 or +1)
attribute vec2 corner;
// Dash distance at the segment start in math units along x (curve-geometry.ts).
attribute float distance;

// Device pixels per math unit.
uniform vec2 pixelScale;
uniform vec2 viewportSize;
#ifdef BATCHED
// A batch of solid curves (curve-solid.ts): each vertex names its curve's slot; per slot two vectors:
// (camera offset x, y, half width, clip-space depth) and the premultiplied color × opacity.
attribute float slot;
uniform vec4 curveData[2 * CURVES_PER_BATCH];
#else
// One dashed or dotted curve (curve-dashed.ts): origin − view center in math units, subtracted in float64
// on the CPU, half the line width in device pixels, the clip-space depth of its layer and its
// premultiplied color × opacity.
uniform vec2 cameraOffset;
uniform float halfWidth;
uniform float layerDepth;
uniform vec4 color;
#endif
// For curve-solid.frag.glsl: the curve's color, half width and window-space layer depth.
varying vec4 curveColor;
varying float curveHalfWidth;
varying float curveWindowDepth;

// The dash distance at the segment start, device pixels (curve-solid.frag.glsl's DASHED variant).
varying float startDistance;
// For curve-solid.frag.glsl: this fragment, the segment and its neighbours in device pixels (the same at
// all 4 vertices of a quad, so they arrive unchanged).
varying vec2 fragmentPixels;
varying vec4 segmentPixels;
varying vec4 neighborPixels;

// The coverage ramp ends half a pixel outside the line's edge (curve-solid.frag.glsl).
const float FRINGE = 0.5;

void main() {
#ifdef BATCHED
  int index = int(slot + 0.5);
  vec4 placement = curveData[2 * index];
  vec2 cameraOffset = placement.xy;
  float halfWidth = placement.z;
  float depth = placement.w;
  curveColor = curveData[2 * index + 1];
#else
  float depth = layerDepth;
  curveColor = color;
#endif
  curveHalfWidth = halfWidth;
  curveWindowDepth = 0.5 * depth + 0.5;
  vec2 startPixels = (start + cameraOffset) * pixelScale;
  vec2 endPixels = (end + cameraOffset) * pixelScale;
  vec2 delta = endPixels - startPixels;
  float pixelLength = length(delta);
  // A zero-length segment (an isolated sample) still draws as a round dot.
  vec2 direction = pixelLength > 1e-6 ? delta / pixelLength : vec2(1.0, 0.0);
  vec2 normal = vec2(-direction.y, direction.x);
  bool atEnd = corner.x > 0.5;
  vec2 joint = atEnd ? endPixels : startPixels;
  vec2 beforePixels = (before + cameraOffset) * pixelScale;
  vec2 afterPixels = (after + cameraOffset) * pixelScale;
  // The neighbouring segment's direction, oriented the same way as this one.
  vec2 onward = atEnd ? afterPixels - joint : joint - beforePixels;
  float onwardLength = length(onward);
  float radius = halfWidth + FRINGE;
  float overhang = radius;
  if (onwardLength > 1e-6 && pixelLength > 1e-6) {
    float cosTurn = dot(direction, onward / onwardLength);
    overhang = radius * sqrt(max(0.0, 0.5 - 0.5 * cosTurn));
  }
  float along = atEnd ? pixelLength + overhang : -overhang;
  float across = corner.y * radius;
  startDistance = distance * pixelScale.x;
  vec2 position = startPixels + direction * along + normal * across;
  fragmentPixels = position;
  segmentPixels = vec4(startPixels, endPixels);
  neighborPixels = vec4(beforePixels, afterPixels);
  gl_Position = vec4(position / (0.5 * viewportSize), depth, 1.0);
}
