/**
 * What to do with one interval once its midpoint is known: keep the midpoint or not, which halves to
 * refine at the next level, and where the curve breaks. All distances are in pixels.
 *
 * Three situations, by which of the left end, middle and right end are defined (not NaN):
 * - all defined: refine a half when the midpoint strays from the chord (the curve bends), or when the
 *   half carries nearly all of the interval's rise (a jump or a pole concentrates there; a smooth steep
 *   stretch splits its rise about evenly and drops out). A half still jump-like when narrower than
 *   MIN_JUMP_WIDTH_PIXELS is a jump: the curve breaks there.
 * - defined on one side only: the domain ends inside; bisect toward the edge until it is pinned to
 *   MIN_JUMP_WIDTH_PIXELS, so sqrt(x) reaches x = 0, and refine the defined half beside it as a curve.
 * - ends defined, middle not: a hole; both halves become domain edges.
 *
 * A new edge is probed first MIN_JUMP_WIDTH_PIXELS from its defined end: where that is undefined too, the
 * defined end is where the domain ends (to the finest width we pin), found in one evaluation instead of
 * twenty bisections. It pays where defined points stand alone: x^x for x < 0 is real at the rationals
 * with an odd denominator only (the VM follows them, as typed math does), a dust whose every interval
 * holds a hole; bisecting each hole's edges spent the whole budget of points (11,000) to draw nothing.
 * A real edge (sqrt(x) at 0) costs one evaluation more.
 */
import { insertCurvePointAfter, markBreakAfter, xOf, yOf } from './curve-points';
import { enqueueInterval, FLAG_DOMAIN_EDGE, FLAG_EDGE_PROBE, FLAG_JUMP_SUSPECT } from './refinement-queue';
import { areOutsideTogether, clampToBand, pixelsPerX, pixelsPerY } from './sampling-view';

/** Refine while the midpoint is farther than this from the chord (the issue asks for 0.25 to 0.5). */
const REFINE_TOLERANCE_PIXELS: f64 = 0.25;
/** A midpoint closer than this to the chord adds nothing visible and is dropped. */
const KEEP_TOLERANCE_PIXELS: f64 = 0.05;
/** Bends narrower than this are below what a screen shows: stop refining them. */
const MIN_CURVATURE_WIDTH_PIXELS: f64 = 1.0 / 32;
/**
 * Jumps and domain edges are pinned this finely (2^-20 px). A continuous function would need a slope
 * of a million pixels per pixel to rise JUMP_RISE_PIXELS over it, so what still rises is a jump.
 */
const MIN_JUMP_WIDTH_PIXELS: f64 = 1.0 / 1048576;
/** Rises below a pixel are never treated as jumps: they cannot be seen either way. */
const JUMP_RISE_PIXELS: f64 = 1;
/**
 * A half keeps being bisected as a possible jump while it carries this share of its parent's rise.
 * Smooth stretches carry about 1/2; power laws |x|^p about 2^-p (cube root 0.79); jumps and poles 1.
 */
const JUMP_RATIO: f64 = 0.9;
/** At the finest width, a jump is declared only when the rise did not shrink at all (real jumps: ~1). */
const BREAK_RATIO: f64 = 0.98;

function isJumpLike(rise: f64, parentRise: f64): bool {
  return rise > JUMP_RISE_PIXELS && rise >= JUMP_RATIO * parentRise;
}

/**
 * Where a new edge from `left` (at `leftX`) to `rightX` is probed: MIN_JUMP_WIDTH_PIXELS inside from its
 * defined end. NaN when neither end is defined.
 */
function edgeProbeX(left: i32, leftX: f64, right: i32, rightX: f64): f64 {
  const offset = MIN_JUMP_WIDTH_PIXELS / pixelsPerX;
  const leftY = yOf(left);
  if (leftY == leftY) return leftX + offset;
  const rightY = yOf(right);
  return rightY == rightY ? rightX - offset : NaN;
}

/**
 * Queues the interval from `left` (at `leftX`) to `right` (at `rightX`) for the next level with the x it
 * will be split at: its middle, or for a new edge its probe. An interval f64 cannot split any more is
 * settled at once: it is never evaluated, so it takes no room in the level's budget.
 */
function queueInterval(left: i32, leftX: f64, right: i32, rightX: f64, flags: u8): void {
  // Halves, not the sum halved: no overflow near ±MAX_VALUE.
  const middleX =
    flags & FLAG_EDGE_PROBE ? edgeProbeX(left, leftX, right, rightX) : 0.5 * leftX + 0.5 * rightX;
  if (middleX > leftX && middleX < rightX) enqueueInterval(middleX, left, right, flags);
  else settleUnrefinedInterval(left, flags);
}

function queueEdgeHalf(start: i32, startX: f64, end: i32, endX: f64, widthPixels: f64): void {
  if (widthPixels >= MIN_JUMP_WIDTH_PIXELS) queueInterval(start, startX, end, endX, FLAG_DOMAIN_EDGE);
}

/** A new edge: probed beside its defined end first (see above). */
function queueNewEdge(start: i32, startX: f64, end: i32, endX: f64, widthPixels: f64): void {
  if (widthPixels >= 2 * MIN_JUMP_WIDTH_PIXELS) {
    queueInterval(start, startX, end, endX, FLAG_DOMAIN_EDGE | FLAG_EDGE_PROBE);
  } else {
    queueEdgeHalf(start, startX, end, endX, widthPixels);
  }
}

/** The probe of a new edge evaluated to `probeY` at `probeX`. */
function settleEdgeProbe(left: i32, right: i32, probeX: f64, probeY: f64): void {
  // Undefined beside the defined end: the edge is there, and the line already breaks at the other end.
  if (probeY != probeY) return;
  const leftDefined = yOf(left) == yOf(left);
  const probe = insertCurvePointAfter(left, probeX, probeY);
  // The rest, from the probe to the undefined end, is bisected as an edge.
  if (leftDefined) {
    const rightX = xOf(right);
    queueEdgeHalf(probe, probeX, right, rightX, (rightX - probeX) * pixelsPerX);
  } else {
    const leftX = xOf(left);
    queueEdgeHalf(left, leftX, probe, probeX, (probeX - leftX) * pixelsPerX);
  }
}

function queueCurveHalf(start: i32, startX: f64, end: i32, endX: f64, widthPixels: f64): void {
  if (widthPixels >= MIN_CURVATURE_WIDTH_PIXELS) queueInterval(start, startX, end, endX, 0);
}

function settleHalf(
  start: i32,
  startX: f64,
  end: i32,
  endX: f64,
  widthPixels: f64,
  rise: f64,
  parentRise: f64,
  jumpLike: bool,
  refine: bool,
): void {
  if (!refine) return;
  if (jumpLike && widthPixels < MIN_JUMP_WIDTH_PIXELS) {
    if (rise >= BREAK_RATIO * parentRise) markBreakAfter(start);
    return;
  }
  inline.always(queueInterval(start, startX, end, endX, jumpLike ? FLAG_JUMP_SUSPECT : 0));
}

function refineDefinedInterval(
  left: i32,
  leftX: f64,
  leftY: f64,
  right: i32,
  rightX: f64,
  rightY: f64,
  middleX: f64,
  middleY: f64,
  leftWidth: f64,
  rightWidth: f64,
): void {
  // Everything off-screen on one side: nothing to draw between, whatever the curve does there.
  if (areOutsideTogether(leftY, middleY, rightY)) return;
  const leftRise = (middleY - leftY) * pixelsPerY;
  const rightRise = (rightY - middleY) * pixelsPerY;
  const chordX = leftWidth + rightWidth;
  const chordY = leftRise + rightRise;
  // Distance of the midpoint from the chord, |chord x (middle - left)| / |chord|, compared squared: no
  // square root for each of the ~2,000 midpoints a curve takes.
  const cross = chordX * leftRise - chordY * leftWidth;
  const crossSquared = cross * cross;
  const chordSquared = chordX * chordX + chordY * chordY;
  const parentRise = Math.abs(chordY);
  const bends = crossSquared > REFINE_TOLERANCE_PIXELS * REFINE_TOLERANCE_PIXELS * chordSquared;
  const leftJump = isJumpLike(Math.abs(leftRise), parentRise);
  const rightJump = isJumpLike(Math.abs(rightRise), parentRise);
  const refineLeft = leftJump || (bends && leftWidth >= MIN_CURVATURE_WIDTH_PIXELS);
  const refineRight = rightJump || (bends && rightWidth >= MIN_CURVATURE_WIDTH_PIXELS);
  if (
    !refineLeft &&
    !refineRight &&
    crossSquared < KEEP_TOLERANCE_PIXELS * KEEP_TOLERANCE_PIXELS * chordSquared
  ) {
    return;
  }
  const middle = insertCurvePointAfter(left, middleX, middleY);
  // Inlined, as refineInterval is (see the sampler's loop): nine arguments make a call cost.
  inline.always(
    settleHalf(left, leftX, middle, middleX, leftWidth, Math.abs(leftRise), parentRise, leftJump, refineLeft),
  );
  inline.always(
    settleHalf(
      middle,
      middleX,
      right,
      rightX,
      rightWidth,
      Math.abs(rightRise),
      parentRise,
      rightJump,
      refineRight,
    ),
  );
}

/**
 * Handles the interval from `left` to `right`, queued with `flags`, whose midpoint `middleX` (or for a
 * new edge its probe) evaluated to `rawMiddleY`.
 */
export function refineInterval(left: i32, right: i32, middleX: f64, rawMiddleY: f64, flags: u8): void {
  const middleY = clampToBand(rawMiddleY);
  if (flags & FLAG_EDGE_PROBE) {
    settleEdgeProbe(left, right, middleX, middleY);
    return;
  }
  const leftX = xOf(left);
  const rightX = xOf(right);
  const leftY = yOf(left);
  const rightY = yOf(right);
  const leftWidth = (middleX - leftX) * pixelsPerX;
  const rightWidth = (rightX - middleX) * pixelsPerX;
  const leftDefined = leftY == leftY;
  const rightDefined = rightY == rightY;
  const middleDefined = middleY == middleY;
  if (leftDefined && rightDefined) {
    if (middleDefined) {
      // Inlined at the call, as refineInterval is in the sampler's loop (see there).
      inline.always(
        refineDefinedInterval(
          left,
          leftX,
          leftY,
          right,
          rightX,
          rightY,
          middleX,
          middleY,
          leftWidth,
          rightWidth,
        ),
      );
    } else {
      const middle = insertCurvePointAfter(left, middleX, middleY);
      queueNewEdge(left, leftX, middle, middleX, leftWidth);
      queueNewEdge(middle, middleX, right, rightX, rightWidth);
    }
  } else if (leftDefined) {
    const middle = insertCurvePointAfter(left, middleX, middleY);
    if (middleDefined) {
      queueCurveHalf(left, leftX, middle, middleX, leftWidth);
      queueEdgeHalf(middle, middleX, right, rightX, rightWidth);
    } else {
      queueEdgeHalf(left, leftX, middle, middleX, leftWidth);
    }
  } else if (rightDefined) {
    const middle = insertCurvePointAfter(left, middleX, middleY);
    if (middleDefined) {
      queueEdgeHalf(left, leftX, middle, middleX, leftWidth);
      queueCurveHalf(middle, middleX, right, rightX, rightWidth);
    } else {
      queueEdgeHalf(middle, middleX, right, rightX, rightWidth);
    }
  }
}

/** Flags for a first-level interval, before any midpoint is known. */
function initialIntervalFlags(leftY: f64, rightY: f64): u8 {
  if (leftY != leftY || rightY != rightY) return FLAG_DOMAIN_EDGE | FLAG_EDGE_PROBE;
  return Math.abs(rightY - leftY) * pixelsPerY > JUMP_RISE_PIXELS ? FLAG_JUMP_SUSPECT : 0;
}

/** Queues the grid interval from point `left` to point `right` for the first level (not when both ends are undefined). */
export function queueGridInterval(
  left: i32,
  leftX: f64,
  leftY: f64,
  right: i32,
  rightX: f64,
  rightY: f64,
): void {
  if (leftY != leftY && rightY != rightY) return;
  inline.always(queueInterval(left, leftX, right, rightX, initialIntervalFlags(leftY, rightY)));
}

/** An interval the sampler could not refine (budget or float resolution spent). */
export function settleUnrefinedInterval(left: i32, flags: u8): void {
  if (flags & FLAG_JUMP_SUSPECT) markBreakAfter(left);
}
