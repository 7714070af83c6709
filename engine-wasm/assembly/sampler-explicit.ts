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
 *    An interval is queued with its midpoint computed (refinement-queue.ts), so a level that fits the
 *    budget is evaluated and refined where it lies, in queue order (x order): no pass gathers it.
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
import { addCurvePoint, curvePointCount, NO_POINT, resetCurvePoints } from './curve-points';
import {
  advanceLevel,
  queuedEnds,
  queuedFlags,
  queuedMiddles,
  resetRefinementQueue,
} from './refinement-queue';
import { queueGridInterval, refineInterval, settleUnrefinedInterval } from './interval-refinement';
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
/** A level's values, in the order of its midpoints. */
let batchYs: usize = 0;
/** The grid's x values; a level cut short by the budget (midpoint, ends, flags per item, as gathered). */
let batchMiddles: usize = 0;
let batchEnds: usize = 0;
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

function evaluateBatch(xs: usize, ys: usize, count: i32): void {
  evaluateProgram(programCode, programLength, programConstants, xs, 0, 0, ys, count);
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
    store<f64>(batchMiddles + ((<usize>index) << 3), index == intervals ? xmax : xmin + step * <f64>index);
  }
  evaluateBatch(batchMiddles, batchYs, intervals + 1);
  // Points and first-level intervals in one pass, each interval's left end carried over from the last.
  let leftX = load<f64>(batchMiddles);
  let leftY = clampToBand(load<f64>(batchYs));
  addCurvePoint(leftX, leftY, 1);
  for (let index = 1; index <= intervals; index++) {
    const x = load<f64>(batchMiddles + ((<usize>index) << 3));
    const y = clampToBand(load<f64>(batchYs + ((<usize>index) << 3)));
    addCurvePoint(x, y, index == intervals ? NO_POINT : index + 1);
    // Inlined, as the refinement is (see refineLevels): a call per grid interval costs.
    inline.always(queueGridInterval(index - 1, leftX, leftY, index, x, y));
    leftX = x;
    leftY = y;
  }
}

/**
 * The batch of a level that does not fit the budget: its flagged intervals (jump suspects, domain
 * edges) first, then the others, each in queue order, as many as `room` allows; the rest are settled
 * (a suspected jump breaks, anything else keeps its chord). Returns the batch size.
 */
function gatherWithinBudget(queueLength: i32, room: i32): i32 {
  const middles = queuedMiddles();
  const ends = queuedEnds();
  const flagsOf = queuedFlags();
  let batchSize = 0;
  for (let pass = 0; pass < 2; pass++) {
    const flaggedPass = pass == 0;
    for (let entry = 0; entry < queueLength; entry++) {
      const flags = load<u8>(flagsOf + <usize>entry);
      if ((flags != 0) != flaggedPass) continue;
      const entryEnds = ends + ((<usize>entry) << 3);
      if (batchSize >= room) {
        settleUnrefinedInterval(load<i32>(entryEnds), flags);
        continue;
      }
      store<f64>(batchMiddles + ((<usize>batchSize) << 3), load<f64>(middles + ((<usize>entry) << 3)));
      store<i64>(batchEnds + ((<usize>batchSize) << 3), load<i64>(entryEnds));
      store<u8>(batchFlags + <usize>batchSize, flags);
      batchSize++;
    }
  }
  return batchSize;
}

function refineLevels(): void {
  for (let level = 0; level < MAX_LEVELS; level++) {
    const queueLength = advanceLevel();
    if (queueLength == 0) return;
    // Evaluations bound the work; every stored point was an evaluation, so storage never overflows.
    // A level that fits is evaluated and refined where it lies, in queue order.
    const room = MAX_CURVE_POINTS - evaluationCount;
    let count = queueLength;
    let middles = queuedMiddles();
    let ends = queuedEnds();
    let flagsOf = queuedFlags();
    if (queueLength > room) {
      count = gatherWithinBudget(queueLength, room);
      middles = batchMiddles;
      ends = batchEnds;
      flagsOf = batchFlags;
    }
    if (count == 0) continue;
    evaluateBatch(middles, batchYs, count);
    for (let item = 0; item < count; item++) {
      const itemEnds = ends + ((<usize>item) << 3);
      const middleX = load<f64>(middles + ((<usize>item) << 3));
      const middleY = load<f64>(batchYs + ((<usize>item) << 3));
      const flags = load<u8>(flagsOf + <usize>item);
      // Inlined at the call (Prettier cannot parse @inline): Binaryen keeps calls to bodies this large,
      // and with the one inside it they cost 8 % of re-sampling 100 curves.
      inline.always(refineInterval(load<i32>(itemEnds), load<i32>(itemEnds, 4), middleX, middleY, flags));
    }
  }
  // Levels spent (cannot happen before f64 resolution stops bisection, kept as a hard bound).
  const queueLength = advanceLevel();
  const ends = queuedEnds();
  const flagsOf = queuedFlags();
  for (let entry = 0; entry < queueLength; entry++)
    settleUnrefinedInterval(load<i32>(ends + ((<usize>entry) << 3)), load<u8>(flagsOf + <usize>entry));
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
  batchYs = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchMiddles = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchEnds = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchFlags = allocateScratch(<usize>MAX_CURVE_POINTS);
  resetCurvePoints(MAX_CURVE_POINTS);
  resetRefinementQueue(MAX_CURVE_POINTS);
  sampleGrid(xmin, xmax, widthPixels);
  refineLevels();
  setEvaluationCount(evaluationCount);
  writeGeometry(originX, originY);
}
