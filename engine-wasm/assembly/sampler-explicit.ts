/**
 * Adaptive sampling of an explicit curve y = f(x) over a viewport, into a polyline with breaks.
 *
 * Strategy:
 * 1. A uniform grid, one sample per INITIAL_SPACING_PIXELS, evaluated in one batched VM call. The grid
 *    includes xmin and xmax, so a curve defined there reaches both edges of the view.
 * 2. Level by level, every queued interval gets its midpoint; all midpoints of a level are evaluated in
 *    ONE batched VM call, never point by point. interval-refinement.ts decides per interval whether the
 *    midpoint stays, which halves are queued for the next level, and where jumps break the curve.
 *    Level 1 queues every grid interval, so the grid is checked at half its spacing everywhere.
 * 3. The work is bounded: at most MAX_CURVE_POINTS evaluations per curve. When a level does not fit,
 *    jump suspects and domain edges go first; what is left keeps its chord, except suspected jumps,
 *    which break (a missing piece of a wild curve is better than a false vertical join).
 * 4. The points, walked in x order, become the polyline (polyline-writer.ts) relative to the centre of
 *    the viewport, its segments counted on the way.
 *
 * Before all this, one interval evaluation over [xmin, xmax] (interval-vm.ts) may prove that the curve
 * stays above or below the view, or is undefined, everywhere: then nothing is sampled. Of 100 curves
 * re-sampled for a pan, those wholly off-screen cost a thousand points each for nothing drawn.
 */
import { evaluateProgram } from './vm';
import { evaluateIntervalProgram } from './interval-vm';
import { addCurvePoint, curvePointCount, nextOf, NO_POINT, resetCurvePoints, xOf, yOf } from './curve-points';
import {
  advanceLevel,
  enqueueInterval,
  FLAG_EDGE_PROBE,
  flaggedQueueLength,
  queuedFlags,
  queuedLeft,
  resetRefinementQueue,
} from './refinement-queue';
import {
  edgeProbeX,
  initialIntervalFlags,
  refineInterval,
  settleUnrefinedInterval,
} from './interval-refinement';
import { clampToBand, pixelsPerY, setSamplingView, viewYMax, viewYMin } from './sampling-view';
import { writePolyline, writtenSegmentCount } from './polyline-writer';
import { clearCurveResult, setEvaluationCount, setPolylineResult, setSegmentCount } from './curve-result';
import { allocateScratch } from './scratch';

/** Evaluations per curve: bounds time (a few ms) and geometry (under 8 MB of segments) for any input. */
export const MAX_CURVE_POINTS: i32 = 65536;
/** Grid spacing: fine enough that features a few pixels wide are seen, refinement does the rest. */
const INITIAL_SPACING_PIXELS: f64 = 2;
const MIN_GRID_INTERVALS: i32 = 16;
const MAX_GRID_INTERVALS: i32 = 8192;
/** Halving from 2 px to 2^-20 px takes 22 levels; f64 runs out of bits by about 60. */
const MAX_LEVELS: i32 = 80;
/**
 * A curve is culled only when all its values lie this far beyond the top or bottom edge: the sampler
 * does not know the line width, and a thick line just outside the view still shows its edge.
 */
const CULL_MARGIN_PIXELS: f64 = 8;

let programCode: usize = 0;
let programLength: i32 = 0;
let programConstants: usize = 0;
let batchXs: usize = 0;
let batchYs: usize = 0;
/** Per batch item its interval (left and right point, i32 each) and flags, as gathered. */
let batchIntervals: usize = 0;
let batchFlags: usize = 0;
let evaluationCount: i32 = 0;

/**
 * True when the interval VM proves that no x of the view has a value within CULL_MARGIN_PIXELS of its
 * height: the enclosure of f over [xmin, xmax] holds every value the point VM computes there (the grid
 * and every midpoint lie in that range), so if it lies wholly beyond one edge, or is empty, no sample
 * could be drawn.
 */
function isCulledByInterval(xmin: f64, xmax: f64): bool {
  // Six input pointers (x, y, t: low and high), the x box, then the result's low, high and flags.
  const inputs = allocateScratch(64);
  const box = inputs + 32;
  const result = inputs + 48;
  store<f64>(box, xmin);
  store<f64>(box, xmax, 8);
  store<usize>(inputs, box);
  store<usize>(inputs, box + 8, 4);
  for (let slot: usize = 2; slot < 6; slot++) store<usize>(inputs + (slot << 2), 0);
  evaluateIntervalProgram(
    programCode,
    programLength,
    programConstants,
    inputs,
    result,
    result + 8,
    result + 16,
    1,
  );
  const low = load<f64>(result);
  const high = load<f64>(result, 8);
  const margin = CULL_MARGIN_PIXELS / pixelsPerY;
  // An empty enclosure (NaN, NaN): undefined everywhere.
  return low != low || low > viewYMax + margin || high < viewYMin - margin;
}

function evaluateBatch(count: i32): void {
  evaluateProgram(programCode, programLength, programConstants, batchXs, 0, 0, batchYs, count);
  evaluationCount += count;
}

function sampleGrid(xmin: f64, xmax: f64, widthPixels: f64): void {
  const intervals = <i32>(
    Math.min(
      Math.max(Math.ceil(widthPixels / INITIAL_SPACING_PIXELS), <f64>MIN_GRID_INTERVALS),
      <f64>MAX_GRID_INTERVALS,
    )
  );
  const step = (xmax - xmin) / <f64>intervals;
  for (let index = 0; index <= intervals; index++) {
    store<f64>(batchXs + ((<usize>index) << 3), index == intervals ? xmax : xmin + step * <f64>index);
  }
  evaluateBatch(intervals + 1);
  for (let index = 0; index <= intervals; index++) {
    const x = load<f64>(batchXs + ((<usize>index) << 3));
    const y = clampToBand(load<f64>(batchYs + ((<usize>index) << 3)));
    addCurvePoint(x, y, index == intervals ? NO_POINT : index + 1);
  }
  for (let index = 0; index < intervals; index++) {
    const leftY = yOf(index);
    const rightY = yOf(index + 1);
    if (leftY != leftY && rightY != rightY) continue;
    enqueueInterval(index, initialIntervalFlags(leftY, rightY));
  }
}

/** The midpoint of a queued interval (for a new edge its probe); NaN when f64 cannot split it. */
function midpointOf(left: i32, right: i32, flags: u8): f64 {
  const leftX = xOf(left);
  const rightX = xOf(right);
  // Halves, not the sum halved: no overflow near ±MAX_VALUE. A new edge is probed beside its defined end.
  const middleX = flags & FLAG_EDGE_PROBE ? edgeProbeX(left, right) : 0.5 * leftX + 0.5 * rightX;
  return middleX > leftX && middleX < rightX ? middleX : NaN;
}

function putInBatch(item: i32, middleX: f64, left: i32, right: i32, flags: u8): void {
  store<f64>(batchXs + ((<usize>item) << 3), middleX);
  store<i32>(batchIntervals + ((<usize>item) << 3), left);
  store<i32>(batchIntervals + ((<usize>item) << 3), right, 4);
  store<u8>(batchFlags + <usize>item, flags);
}

/**
 * Puts the midpoints of the current level's intervals into the batch, `priorityOnly` selecting the
 * flagged ones (jump suspects, domain edges) or the others; returns the new batch size.
 */
function gatherMidpoints(queueLength: i32, batchSize: i32, room: i32, priorityOnly: bool): i32 {
  for (let entry = 0; entry < queueLength; entry++) {
    const flags = queuedFlags(entry);
    if ((flags != 0) != priorityOnly) continue;
    const left = queuedLeft(entry);
    const right = nextOf(left);
    const middleX = midpointOf(left, right, flags);
    if (middleX != middleX || batchSize >= room) {
      settleUnrefinedInterval(left, flags);
      continue;
    }
    putInBatch(batchSize++, middleX, left, right, flags);
  }
  return batchSize;
}

/**
 * The batch of a level that fits the budget whole, in the same order as gatherMidpoints gives (flagged
 * first) but in one pass: the flagged ones fill the batch from 0, the others from `flaggedLength`,
 * closed up afterwards if a flagged one could not be split. The two passes cost two branches per
 * interval, mispredicted where flagged and other intervals mix (as a steep curve's jump suspects do).
 */
function gatherWholeLevel(queueLength: i32, flaggedLength: i32): i32 {
  let flagged = 0;
  let others = flaggedLength;
  for (let entry = 0; entry < queueLength; entry++) {
    const flags = queuedFlags(entry);
    const left = queuedLeft(entry);
    const right = nextOf(left);
    const middleX = midpointOf(left, right, flags);
    if (middleX != middleX) {
      settleUnrefinedInterval(left, flags);
      continue;
    }
    const isFlagged = flags != 0;
    putInBatch(isFlagged ? flagged : others, middleX, left, right, flags);
    flagged += i32(isFlagged);
    others += i32(!isFlagged);
  }
  const gap = flaggedLength - flagged;
  if (gap > 0) {
    const count = <usize>(others - flaggedLength);
    memory.copy(batchXs + ((<usize>flagged) << 3), batchXs + ((<usize>flaggedLength) << 3), count << 3);
    memory.copy(
      batchIntervals + ((<usize>flagged) << 3),
      batchIntervals + ((<usize>flaggedLength) << 3),
      count << 3,
    );
    memory.copy(batchFlags + <usize>flagged, batchFlags + <usize>flaggedLength, count);
  }
  return others - gap;
}

function refineLevels(): void {
  for (let level = 0; level < MAX_LEVELS; level++) {
    const queueLength = advanceLevel();
    if (queueLength == 0) return;
    // Evaluations bound the work; every stored point was an evaluation, so storage never overflows.
    const room = MAX_CURVE_POINTS - evaluationCount;
    let batchSize: i32;
    if (queueLength <= room) {
      batchSize = gatherWholeLevel(queueLength, flaggedQueueLength());
    } else {
      batchSize = gatherMidpoints(queueLength, 0, room, true);
      batchSize = gatherMidpoints(queueLength, batchSize, room, false);
    }
    if (batchSize == 0) continue;
    evaluateBatch(batchSize);
    for (let item = 0; item < batchSize; item++) {
      const interval = batchIntervals + ((<usize>item) << 3);
      const left = load<i32>(interval);
      const right = load<i32>(interval, 4);
      const middleX = load<f64>(batchXs + ((<usize>item) << 3));
      const middleY = load<f64>(batchYs + ((<usize>item) << 3));
      const flags = load<u8>(batchFlags + <usize>item);
      // Inlined at the call (Prettier cannot parse @inline): Binaryen keeps calls to bodies this large,
      // and with the one inside it they cost 8 % of re-sampling 100 curves.
      inline.always(refineInterval(left, right, middleX, middleY, flags));
    }
  }
  // Levels spent (cannot happen before f64 resolution stops bisection, kept as a hard bound).
  const queueLength = advanceLevel();
  for (let entry = 0; entry < queueLength; entry++)
    settleUnrefinedInterval(queuedLeft(entry), queuedFlags(entry));
}

function writeGeometry(originX: f64, originY: f64): void {
  const polyline = allocateScratch((<usize>curvePointCount()) << 4);
  const vertexCount = writePolyline(polyline, originX, originY);
  setPolylineResult(polyline, vertexCount);
  setSegmentCount(writtenSegmentCount);
}

/**
 * Samples y = f(x) for a validated program that reads only x. The result is left in curve-result.ts;
 * a degenerate viewport gives an empty result.
 */
export function sampleExplicitCurve(
  code: usize,
  codeLength: i32,
  constants: usize,
  xmin: f64,
  xmax: f64,
  ymin: f64,
  ymax: f64,
  widthPixels: f64,
  heightPixels: f64,
): void {
  const originX = 0.5 * xmin + 0.5 * xmax;
  const originY = 0.5 * ymin + 0.5 * ymax;
  clearCurveResult(originX, originY);
  if (!setSamplingView(xmin, xmax, ymin, ymax, widthPixels, heightPixels)) return;
  programCode = code;
  programLength = codeLength;
  programConstants = constants;
  if (isCulledByInterval(xmin, xmax)) {
    // One box evaluated, no point: an empty result, as for a curve whose samples are all off-screen.
    setEvaluationCount(1);
    return;
  }
  evaluationCount = 0;
  batchXs = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchYs = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchIntervals = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchFlags = allocateScratch(<usize>MAX_CURVE_POINTS);
  resetCurvePoints(MAX_CURVE_POINTS);
  resetRefinementQueue(MAX_CURVE_POINTS);
  sampleGrid(xmin, xmax, widthPixels);
  refineLevels();
  setEvaluationCount(evaluationCount);
  writeGeometry(originX, originY);
}
