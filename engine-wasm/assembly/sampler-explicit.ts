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
 *    the viewport, and its segments are counted (polyline-segments.ts).
 */
import { evaluateProgram } from './vm';
import { addCurvePoint, curvePointCount, nextOf, NO_POINT, resetCurvePoints, xOf, yOf } from './curve-points';
import {
  advanceLevel,
  enqueueInterval,
  FLAG_EDGE_PROBE,
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
import { clampToBand, setSamplingView } from './sampling-view';
import { writePolyline } from './polyline-writer';
import { countSegments } from './polyline-segments';
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

let programCode: usize = 0;
let programLength: i32 = 0;
let programConstants: usize = 0;
let batchXs: usize = 0;
let batchYs: usize = 0;
let batchEntries: usize = 0;
let evaluationCount: i32 = 0;

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

/**
 * Puts the midpoints of the current level's intervals into the batch, `priorityOnly` selecting the
 * flagged ones (jump suspects, domain edges) or the others; returns the new batch size.
 */
function gatherMidpoints(queueLength: i32, batchSize: i32, room: i32, priorityOnly: bool): i32 {
  for (let entry = 0; entry < queueLength; entry++) {
    const flags = queuedFlags(entry);
    if ((flags != 0) != priorityOnly) continue;
    const left = queuedLeft(entry);
    const leftX = xOf(left);
    const rightX = xOf(nextOf(left));
    // Halves, not the sum halved: no overflow near ±MAX_VALUE. A new edge is probed beside its defined end.
    const middleX = flags & FLAG_EDGE_PROBE ? edgeProbeX(left, nextOf(left)) : 0.5 * leftX + 0.5 * rightX;
    if (!(middleX > leftX && middleX < rightX) || batchSize >= room) {
      settleUnrefinedInterval(left, flags);
      continue;
    }
    store<f64>(batchXs + ((<usize>batchSize) << 3), middleX);
    store<i32>(batchEntries + ((<usize>batchSize) << 2), entry);
    batchSize++;
  }
  return batchSize;
}

function refineLevels(): void {
  for (let level = 0; level < MAX_LEVELS; level++) {
    const queueLength = advanceLevel();
    if (queueLength == 0) return;
    // Evaluations bound the work; every stored point was an evaluation, so storage never overflows.
    const room = MAX_CURVE_POINTS - evaluationCount;
    let batchSize = gatherMidpoints(queueLength, 0, room, true);
    batchSize = gatherMidpoints(queueLength, batchSize, room, false);
    if (batchSize == 0) continue;
    evaluateBatch(batchSize);
    for (let item = 0; item < batchSize; item++) {
      const entry = load<i32>(batchEntries + ((<usize>item) << 2));
      const left = queuedLeft(entry);
      const middleX = load<f64>(batchXs + ((<usize>item) << 3));
      const middleY = load<f64>(batchYs + ((<usize>item) << 3));
      refineInterval(left, nextOf(left), middleX, middleY, queuedFlags(entry));
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
  setSegmentCount(countSegments(polyline, vertexCount));
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
  evaluationCount = 0;
  batchXs = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchYs = allocateScratch((<usize>MAX_CURVE_POINTS) << 3);
  batchEntries = allocateScratch((<usize>MAX_CURVE_POINTS) << 2);
  resetCurvePoints(MAX_CURVE_POINTS);
  resetRefinementQueue(MAX_CURVE_POINTS);
  sampleGrid(xmin, xmax, widthPixels);
  refineLevels();
  setEvaluationCount(evaluationCount);
  writeGeometry(originX, originY);
}
