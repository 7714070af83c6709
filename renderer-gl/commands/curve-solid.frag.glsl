// Curves in one pass (curve-solid.ts: a batch of solid curves per draw; curve-dashed.ts: one dashed or dotted
// curve, DASHED defined). A curve's antialiased color is blended "over" the frame, and the depth test keeps
// that to once per pixel: the curve is a depth layer of its own (later curves nearer, so they still draw
// on top), and within its layer a fragment's depth falls as its coverage rises, compared with LESS. So the
// first fragment that covers a pixel claims it, later fragments of the same curve with the same or less
// coverage are rejected, and one with more coverage (where the curve crosses itself) blends once more on
// top, which never lightens a crossing. Because any one of the overlapping quads of a joint may claim a
// pixel, each fragment measures its distance to its own segment and to both neighbouring segments: the
// same coverage whichever quad arrives first. Dashes are measured the same way, with the pattern carried
// on from the segment's start distance to both neighbours, so a dash runs on through a joint and the
// quads of the joint agree on it. A fragment without coverage is discarded: it claims nothing.
// Without EXT_frag_depth (FRAG_DEPTH undefined) the first fragment of a curve claims the pixel.
// One pass, no scratch alpha: the frame's alpha stays 1, so the screen's context is opaque (gl-layer.ts).
#ifdef FRAG_DEPTH
#extension GL_EXT_frag_depth : enable
#endif
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

// Window-space span of a curve's coverage levels.
uniform float depthSpan;

// From curve-segments.vert.glsl: the curve's premultiplied color × opacity, half width (device pixels) and
// window-space layer depth.
varying vec4 curveColor;
varying float curveHalfWidth;
varying float curveWindowDepth;

varying vec2 fragmentPixels;
varying vec4 segmentPixels;
varying vec4 neighborPixels;
// The dash distance at the segment's start, device pixels (0 for solid curves).
varying float startDistance;

#ifdef DASHED
// Device pixels: the dash's straight core (0 for dots), the pattern's period, and where the pattern
// starts (the curve origin's x in pixels, modulo the period, so dashes stay put while panning).
uniform float dashCore;
uniform float dashPeriod;
uniform float dashPhase;
#endif

// Coverage is compared in steps of 1/16: fragments of two quads computing the same coverage with different
// rounding fall on the same level, so they do not both blend.
const float COVERAGE_LEVELS = 16.0;
// The layer depth arrives through a varying, and interpolation may move it by an ulp: one unit of a 24-bit
// depth buffer near 1, enough to let a second quad of the same curve pass LESS and blend twice. Layer
// depths and level spans are multiples of 2⁻²⁰ (draw-frame.ts), so rounding to that grid restores them.
const float DEPTH_GRID = 1048576.0;

// The distance from a point to the ink of one segment: the segment itself, or (DASHED) its dashes, where
// the pattern stands at `patternStart` device pixels at the segment's start. Combined with the distance
// across, every dash is a capsule with round ends.
float distanceToInk(vec2 point, vec2 start, vec2 end, float patternStart) {
  vec2 delta = end - start;
  float lengthSquared = dot(delta, delta);
  float along = lengthSquared > 1e-12 ? clamp(dot(point - start, delta) / lengthSquared, 0.0, 1.0) : 0.0;
  float across = length(point - start - delta * along);
#ifdef DASHED
  float position = mod(patternStart + along * sqrt(lengthSquared) + dashPhase, dashPeriod);
  float outside = position <= dashCore ? 0.0 : min(position - dashCore, dashPeriod - position);
  return length(vec2(outside, across));
#else
  return across;
#endif
}

void main() {
  vec2 start = segmentPixels.xy;
  vec2 end = segmentPixels.zw;
  vec2 before = neighborPixels.xy;
  float pixelDistance = min(
    distanceToInk(fragmentPixels, start, end, startDistance),
    min(
      distanceToInk(fragmentPixels, before, start, startDistance - length(start - before)),
      distanceToInk(fragmentPixels, end, neighborPixels.zw, startDistance + length(end - start))
    )
  );
  float coverage = clamp(curveHalfWidth + 0.5 - pixelDistance, 0.0, 1.0);
  if (coverage <= 0.0) discard;
#ifdef FRAG_DEPTH
  float level = floor(coverage * COVERAGE_LEVELS + 0.5) / COVERAGE_LEVELS;
  gl_FragDepthEXT = floor(curveWindowDepth * DEPTH_GRID + 0.5) / DEPTH_GRID + (1.0 - level) * depthSpan;
#endif
  gl_FragColor = curveColor * coverage;
}
