/**
 * The scope instructions in interval mode: an enclosure of ∫_a^b f, Σ f(n) or Π f(n) over every point
 * of each lane's box, the bounds a and b themselves boxes.
 *
 * INTEGRAL. For a, b in their boxes, ∫_a^b f = ∫ c(t) f(t) dt with c(t) = 1[t < b] − 1[t < a] over the
 * hull H of the four bound values. H is tiled into pieces, split at the four values (so the fixed
 * stretch between the boxes, where c is exactly ±1, is apart from the variable stretches, where it may
 * also be 0) and each stretch into pieces in proportion to its width, INTEGRAL_PIECES in all. On a piece
 * the body's interval [m, M] (the piece as the variable's box) and c's range bound c f at every point,
 * so the piece contributes width × [c] × [m, M]; the sum of the contributions, rounded outward, holds
 * the integral. The point VM's integral is within its tolerance (TOLERANCE_RELATIVE of ∫|f|) of the
 * true one, so the enclosure is widened by POINT_SLACK × Σ width × max(|m|, |M|), which exceeds it.
 * Flags: the body's, over the pieces where c may be nonzero; an unbounded body there (the integral may
 * diverge) or a sparse one is possibly undefined. A NaN bound gives the empty interval, an infinite
 * one the whole line, flagged.
 *
 * What the enclosure does not cover: the point VM answers NaN where its quadrature cannot meet its
 * error estimate within its budget (a wildly oscillating, bounded integrand); the interval VM then
 * still bounds the true integral without flagging it undefined.
 *
 * SUM_RANGE / PRODUCT_RANGE. When both bounds round (floor(v + 0.5)) to one integer each over their
 * boxes, the terms' intervals at [n, n] are added (multiplied) in order, rounded outward: each partial
 * interval holds the point VM's rounded partial sum, because rounding is monotone. Otherwise, or past
 * INTERVAL_MAX_TERMS terms, the whole line, flagged; past MAX_TERMS the empty interval (the point VM's
 * NaN).
 */
import { BLOCK_LANES, INTERVAL_SLOT_BYTES, SLOT_BYTES } from './memory-layout';
import { MAX_SCOPE_DEPTH, OP_INTEGRAL, OP_PRODUCT_RANGE, SCOPE_SLOT_BASE } from './opcodes';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_SPARSE,
  INTERVAL_UNDEFINED,
  resultFlags,
  resultHigh,
  resultLow,
} from './interval-register';
import { addIntervals, multiplyIntervals } from './interval-arithmetic';
import { nextDown, nextUp } from './outward-rounding';
import {
  enterIntervalScope,
  gatherIntervalLane,
  runIntervalBody,
  setVariableBox,
  variableBoxes,
} from './scope-interval-body';
import { MAX_TERMS, roundedBound } from './scope-point';

/** Pieces of one lane's integration range. */
const INTEGRAL_PIECES: i32 = 32;
/** Terms one lane's interval sum evaluates; more give the whole line. */
const INTERVAL_MAX_TERMS: f64 = 4096;
/**
 * Near singularities. The point quadrature answers NaN beside a pole just outside the range, 1/(t − s)
 * with s at a distance d from an end e: bisecting towards e, it stops where t can no longer be told
 * apart (d below about 2^-40 |e|) or where the pieces stop shrinking (d below 2^-84 of the range). On
 * the piece of width w next to e, the integrand's bounds (one sign) then differ by a factor of about
 * w / d > 2^40 w / |e|: a piece whose bounds differ by more than NEAR_POLE_FACTOR · w / max(|p|, |q|)
 * (a quarter of that), and at least by MIN_NEAR_POLE_RATIO, is flagged possibly undefined.
 */
const NEAR_POLE_FACTOR: f64 = 274877906944; // 2^38
const MIN_NEAR_POLE_RATIO: f64 = 16;
/** The least widening, far below anything drawn, far above the underflow of the pieces' products. */
const SLACK_FLOOR: f64 = 1e-300;
/** Ten times the point VM's tolerance, relative to the enclosure's area (see above). */
const POINT_SLACK: f64 = 1e-11;

const HIGH: usize = SLOT_BYTES;
const FLAGS: usize = 2 * SLOT_BYTES;

// Per depth: per lane the accumulated low, high and area (f64) and flags (i32); per node its lane and the
// range of c (i32 each).
const LANE_BYTES: usize = <usize>BLOCK_LANES * 28;
const NODE_BYTES: usize = <usize>BLOCK_LANES * 12;
const WORKSPACE_BYTES: usize = LANE_BYTES + NODE_BYTES;
const WORKSPACES: usize = memory.data(MAX_SCOPE_DEPTH * <i32>WORKSPACE_BYTES, 16);
const ACCUMULATED_LOW: usize = 0;
const ACCUMULATED_HIGH: usize = <usize>BLOCK_LANES * 8;
const ACCUMULATED_AREA: usize = <usize>BLOCK_LANES * 16;
const ACCUMULATED_FLAGS: usize = <usize>BLOCK_LANES * 24;
const NODE_OWNER: usize = LANE_BYTES;
const NODE_LEAST: usize = LANE_BYTES + <usize>BLOCK_LANES * 4;
const NODE_MOST: usize = LANE_BYTES + <usize>BLOCK_LANES * 8;

function f64At(base: usize, index: i32): f64 {
  return load<f64>(base + ((<usize>index) << 3));
}

function setF64(base: usize, index: i32, value: f64): void {
  store<f64>(base + ((<usize>index) << 3), value);
}

function i32At(base: usize, index: i32): i32 {
  return load<i32>(base + ((<usize>index) << 2));
}

function setI32(base: usize, index: i32, value: i32): void {
  store<i32>(base + ((<usize>index) << 2), value);
}

function setLane(workspace: usize, lane: i32, low: f64, high: f64, area: f64, flags: i32): void {
  setF64(workspace + ACCUMULATED_LOW, lane, low);
  setF64(workspace + ACCUMULATED_HIGH, lane, high);
  setF64(workspace + ACCUMULATED_AREA, lane, area);
  setI32(workspace + ACCUMULATED_FLAGS, lane, flags);
}

function lowOf(slot: usize, lane: i32): f64 {
  return f64At(slot, lane);
}

function highOf(slot: usize, lane: i32): f64 {
  return f64At(slot + HIGH, lane);
}

function flagsOf(slot: usize, lane: i32): i32 {
  return i32At(slot + FLAGS, lane);
}

function addLaneFlags(workspace: usize, lane: i32, flags: i32): void {
  setI32(workspace + ACCUMULATED_FLAGS, lane, i32At(workspace + ACCUMULATED_FLAGS, lane) | flags);
}

/** Adds the integral pieces at nodes 0 … count − 1 to their lanes (see the header). */
function foldPieces(depth: i32, workspace: usize, count: i32): void {
  const result = runIntervalBody(depth, count);
  const pieces = variableBoxes(depth);
  for (let node = 0; node < count; node++) {
    const lane = i32At(workspace + NODE_OWNER, node);
    const low = f64At(result, node);
    const high = f64At(result + HIGH, node);
    const bodyFlags = i32At(result + FLAGS, node);
    if (low != low) {
      addLaneFlags(workspace, lane, INTERVAL_UNDEFINED);
      continue;
    }
    let flags = bodyFlags & (INTERVAL_UNDEFINED | INTERVAL_DISCONTINUOUS);
    // Unbounded (may diverge), sparse (NaN almost everywhere) or jumping (the point quadrature may spend
    // its budget on the jumps): the point VM may answer NaN.
    if (bodyFlags != 0 || low == -Infinity || high == Infinity) flags |= INTERVAL_UNDEFINED;
    const width = f64At(pieces + HIGH, node) - f64At(pieces, node);
    if (width == 0) {
      addLaneFlags(workspace, lane, flags);
      continue;
    }
    const widest = nextUp(width);
    const least = <f64>i32At(workspace + NODE_LEAST, node);
    const most = <f64>i32At(workspace + NODE_MOST, node);
    multiplyIntervals(max(0, nextDown(width)), widest, least, most);
    multiplyIntervals(resultLow, resultHigh, low, high);
    flags |= resultFlags;
    const contributionLow = resultLow;
    const contributionHigh = resultHigh;
    addIntervals(
      f64At(workspace + ACCUMULATED_LOW, lane),
      f64At(workspace + ACCUMULATED_HIGH, lane),
      contributionLow,
      contributionHigh,
    );
    setF64(workspace + ACCUMULATED_LOW, lane, resultLow);
    setF64(workspace + ACCUMULATED_HIGH, lane, resultHigh);
    const magnitude = max(Math.abs(low), Math.abs(high));
    setF64(
      workspace + ACCUMULATED_AREA,
      lane,
      f64At(workspace + ACCUMULATED_AREA, lane) + widest * magnitude,
    );
    if (low > 0 || high < 0) {
      const pieceLow = f64At(pieces, node);
      const pieceHigh = f64At(pieces + HIGH, node);
      const scale = max(widest, max(Math.abs(pieceLow), Math.abs(pieceHigh)));
      const ratio = max(MIN_NEAR_POLE_RATIO, (NEAR_POLE_FACTOR * widest) / scale);
      if (magnitude > ratio * min(Math.abs(low), Math.abs(high))) flags |= INTERVAL_UNDEFINED;
    }
    addLaneFlags(workspace, lane, flags | resultFlags);
  }
}

/** Piece boundary k of n across [low, high], the ends exact and every boundary within them. */
function boundary(low: f64, high: f64, k: i32, n: i32): f64 {
  if (k == 0) return low;
  if (k == n) return high;
  return min(high, max(low, low + (high - low) * (<f64>k / <f64>n)));
}

/** Queues the pieces of every lane's range, folding them as the block fills; leaves the accumulators. */
function encloseIntegrals(depth: i32, workspace: usize, lanes: i32, lower: usize, upper: usize): void {
  let node = 0;
  for (let lane = 0; lane < lanes; lane++) {
    const aLow = lowOf(lower, lane);
    const aHigh = highOf(lower, lane);
    const bLow = lowOf(upper, lane);
    const bHigh = highOf(upper, lane);
    const flags = flagsOf(lower, lane) | flagsOf(upper, lane);
    if (aLow != aLow || bLow != bLow) {
      setLane(workspace, lane, NaN, NaN, 0, flags | INTERVAL_UNDEFINED);
      continue;
    }
    if (aLow - aLow + (aHigh - aHigh) + (bLow - bLow) + (bHigh - bHigh) != 0) {
      setLane(workspace, lane, -Infinity, Infinity, 0, flags | INTERVAL_UNDEFINED | INTERVAL_DISCONTINUOUS);
      continue;
    }
    setLane(workspace, lane, 0, 0, 0, flags);
    // The four bound values in order: the stretches between them are tiled separately.
    const first = min(aLow, bLow);
    const last = max(aHigh, bHigh);
    const second = min(max(aLow, bLow), min(aHigh, bHigh));
    const third = max(max(aLow, bLow), min(aHigh, bHigh));
    const total = last - first;
    for (let stretch = 0; stretch < 3; stretch++) {
      const low = stretch == 0 ? first : stretch == 1 ? second : third;
      const high = stretch == 0 ? second : stretch == 1 ? third : last;
      if (!(high > low)) continue;
      const share = total == Infinity ? 0 : (high - low) / total;
      const pieces = max(1, <i32>Math.floor(<f64>INTEGRAL_PIECES * share));
      for (let k = 0; k < pieces; k++) {
        const pieceLow = boundary(low, high, k, pieces);
        const pieceHigh = boundary(low, high, k + 1, pieces);
        // c = 1[t < b] − 1[t < a]: each indicator is 1 on the whole piece, 0 on it, or either.
        const leastBelowB = pieceHigh <= bLow ? 1 : 0;
        const mostBelowB = pieceLow >= bHigh ? 0 : 1;
        const leastBelowA = pieceHigh <= aLow ? 1 : 0;
        const mostBelowA = pieceLow >= aHigh ? 0 : 1;
        const least = leastBelowB - mostBelowA;
        const most = mostBelowB - leastBelowA;
        if (least == 0 && most == 0) continue;
        setVariableBox(depth, node, pieceLow, pieceHigh);
        gatherIntervalLane(depth, lane, node);
        setI32(workspace + NODE_OWNER, node, lane);
        setI32(workspace + NODE_LEAST, node, least);
        setI32(workspace + NODE_MOST, node, most);
        node++;
        if (node == BLOCK_LANES) {
          foldPieces(depth, workspace, node);
          node = 0;
        }
      }
    }
  }
  if (node > 0) foldPieces(depth, workspace, node);
}

/** Adds (multiplies) the terms at nodes 0 … count − 1 into their lanes, in order. */
function foldTerms(depth: i32, workspace: usize, count: i32, product: bool): void {
  const result = runIntervalBody(depth, count);
  for (let node = 0; node < count; node++) {
    const lane = i32At(workspace + NODE_OWNER, node);
    const accumulatedLow = f64At(workspace + ACCUMULATED_LOW, lane);
    if (accumulatedLow != accumulatedLow) continue;
    const low = f64At(result, node);
    const high = f64At(result + HIGH, node);
    const termFlags = i32At(result + FLAGS, node);
    if (low != low) {
      setLane(
        workspace,
        lane,
        NaN,
        NaN,
        0,
        i32At(workspace + ACCUMULATED_FLAGS, lane) | termFlags | INTERVAL_UNDEFINED,
      );
      continue;
    }
    const accumulatedHigh = f64At(workspace + ACCUMULATED_HIGH, lane);
    if (product) multiplyIntervals(accumulatedLow, accumulatedHigh, low, high);
    else addIntervals(accumulatedLow, accumulatedHigh, low, high);
    setF64(workspace + ACCUMULATED_LOW, lane, resultLow);
    setF64(workspace + ACCUMULATED_HIGH, lane, resultHigh);
    addLaneFlags(workspace, lane, termFlags | resultFlags);
  }
}

function encloseSums(
  depth: i32,
  workspace: usize,
  lanes: i32,
  lower: usize,
  upper: usize,
  product: bool,
): void {
  const empty: f64 = product ? 1 : 0;
  let node = 0;
  for (let lane = 0; lane < lanes; lane++) {
    const flags = flagsOf(lower, lane) | flagsOf(upper, lane);
    if (lowOf(lower, lane) != lowOf(lower, lane) || lowOf(upper, lane) != lowOf(upper, lane)) {
      setLane(workspace, lane, NaN, NaN, 0, flags | INTERVAL_UNDEFINED);
      continue;
    }
    const first = roundedBound(lowOf(lower, lane));
    const last = roundedBound(lowOf(upper, lane));
    const exact = first == roundedBound(highOf(lower, lane)) && last == roundedBound(highOf(upper, lane));
    const count = last - first + 1;
    if (!exact || count > INTERVAL_MAX_TERMS) {
      // Inexact or non-finite bounds, or too many terms: anything, a jump at each integer, NaN possible.
      const tooMany = exact && count > MAX_TERMS;
      const flagged = flags | INTERVAL_UNDEFINED | (tooMany ? 0 : INTERVAL_DISCONTINUOUS);
      setLane(workspace, lane, tooMany ? NaN : -Infinity, tooMany ? NaN : Infinity, 0, flagged);
      continue;
    }
    setLane(workspace, lane, empty, empty, 0, flags);
    for (let n = first; n <= last; n++) {
      setVariableBox(depth, node, n, n);
      gatherIntervalLane(depth, lane, node);
      setI32(workspace + NODE_OWNER, node, lane);
      node++;
      if (node == BLOCK_LANES) {
        foldTerms(depth, workspace, node, product);
        node = 0;
      }
    }
  }
  if (node > 0) foldTerms(depth, workspace, node, product);
}

/**
 * Runs one scope instruction over a block of boxes: the bounds' interval slots are at `target` (lower)
 * and the slot above; the result goes to `target`. `inputs` and `start` are the run's input table and
 * its block offset.
 */
export function runIntervalScope(
  opcode: i32,
  slot: i32,
  body: usize,
  bodyLength: i32,
  constants: usize,
  inputs: usize,
  start: usize,
  byteCount: usize,
  target: usize,
): void {
  const depth = slot - SCOPE_SLOT_BASE;
  const upper = target + INTERVAL_SLOT_BYTES;
  enterIntervalScope(depth, body, bodyLength, constants, inputs, start, upper + INTERVAL_SLOT_BYTES);
  const workspace = WORKSPACES + <usize>depth * WORKSPACE_BYTES;
  const lanes = <i32>(byteCount >> 3);
  const integral = opcode == OP_INTEGRAL;
  if (integral) encloseIntegrals(depth, workspace, lanes, target, upper);
  else encloseSums(depth, workspace, lanes, target, upper, opcode == OP_PRODUCT_RANGE);
  for (let lane = 0; lane < lanes; lane++) {
    const low = f64At(workspace + ACCUMULATED_LOW, lane);
    const high = f64At(workspace + ACCUMULATED_HIGH, lane);
    // At least SLACK_FLOOR: a piece's product can underflow to a zero that is not exact.
    const slack = integral ? max(POINT_SLACK * f64At(workspace + ACCUMULATED_AREA, lane), SLACK_FLOOR) : 0;
    const empty = low != low;
    setF64(target, lane, empty ? NaN : slack == 0 ? low : nextDown(low - slack));
    setF64(target + HIGH, lane, empty ? NaN : slack == 0 ? high : nextUp(high + slack));
    setI32(target + FLAGS, lane, i32At(workspace + ACCUMULATED_FLAGS, lane));
  }
}
