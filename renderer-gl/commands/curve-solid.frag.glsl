// Solid curves in one pass, a batch of them per draw (curve-solid.ts). A curve's antialiased color is blended "over" the frame, and the depth test keeps
// that to once per pixel: the curve is a depth layer of its own (later curves nearer, so they still draw
// on top), and within its layer a fragment's depth falls as its coverage rises, compared with LESS. So the
// first fragment that covers a pixel claims it, later fragments of the same curve with the same or less
// coverage are rejected, and one with more coverage (where the curve crosses itself) blends once more on
// top, which never lightens a crossing. Because any one of the overlapping quads of a joint may claim a
// pixel, each fragment measures its distance to its own segment and to both neighbouring segments: the
// same coverage whichever quad arrives first. A fragment without coverage is discarded: it claims nothing.
// Without EXT_frag_depth (FRAG_DEPTH undefined) the first fragment of a curve claims the pixel.
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

// From curve-segments.vert.glsl (BATCHED): the curve's premultiplied color × opacity, half width (device
// pixels) and window-space layer depth.
varying vec4 curveColor;
varying float curveHalfWidth;
varying float curveWindowDepth;

varying vec2 fragmentPixels;
varying vec4 segmentPixels;
varying vec4 neighborPixels;

// Coverage is compared in steps of 1/16: fragments of two quads computing the same coverage with different
// rounding fall on the same level, so they do not both blend.
const float COVERAGE_LEVELS = 16.0;
// The layer depth arrives through a varying, and interpolation may move it by an ulp: one unit of a 24-bit
// depth buffer near 1, enough to let a second quad of the same curve pass LESS and blend twice. Layer
// depths and level spans are multiples of 2⁻²⁰ (draw-frame.ts), so rounding to that grid restores them.
const float DEPTH_GRID = 1048576.0;

float distanceToSegment(vec2 point, vec2 start, vec2 end) {
  vec2 delta = end - start;
  float lengthSquared = dot(delta, delta);
  float along = lengthSquared > 1e-12 ? clamp(dot(point - start, delta) / lengthSquared, 0.0, 1.0) : 0.0;
  return length(point - start - delta * along);
}

void main() {
  vec2 start = segmentPixels.xy;
  vec2 end = segmentPixels.zw;
  float pixelDistance = min(
    distanceToSegment(fragmentPixels, start, end),
    min(
      distanceToSegment(fragmentPixels, neighborPixels.xy, start),
      distanceToSegment(fragmentPixels, end, neighborPixels.zw)
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
