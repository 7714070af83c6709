/**
 * One lane's integral ∫_a^b f(t) dt by globally adaptive Gauss–Kronrod quadrature (QUADPACK's qag
 * strategy), with infinite ranges mapped to (0, 1] and endpoint singularities extrapolated (qags).
 *
 * Strategy:
 * 1. The range becomes one or two segments (quadrature-kronrod.ts maps): [a, b] itself, [a, ∞) or
 *    (−∞, b] as u in (0, 1], or (−∞, ∞) as (−∞, 0] and [0, ∞). Each starts as one interval.
 * 2. Round by round, the intervals with the largest error estimates (up to 6, each at least 1/16 of the
 *    largest) are bisected, and all their halves evaluated in ONE body run (12 × 21 nodes).
 * 3. Done when the summed error estimate is within TOLERANCE_RELATIVE of |I| or TOLERANCE_AREA of ∫|f|
 *    (the floor for integrals that are 0 or nearly so; the rule's own roundoff is 1.1e-14 of ∫|f|).
 * 4. Bisecting an interval at a segment's end splits off a piece; the pieces' partial sums at each end
 *    are extrapolated (quadrature-extrapolation.ts), and where that beats the end interval's own error,
 *    the extrapolated remainder replaces it.
 * 5. Undefined is NaN, never a wrong number: a non-finite body value at a node (the first rule gets a
 *    second chance, split off centre: sin t / t on [−1, 1] has 0/0 at its centre), an interval too narrow
 *    to bisect whose error still matters, MAX_ENTRIES intervals used up, or pieces at an end that stop
 *    shrinking (∫_0^1 dt/t: each is ln 2), all give NaN.
 */
import { broadcastLane } from './scope-body';
import {
  evaluateKronrodBatch,
  MAP_DOWN_TO_INFINITY,
  MAP_FINITE,
  MAP_UP_TO_INFINITY,
  mapToVariable,
} from './quadrature-kronrod';
import {
  appendPartialSum,
  extrapolatedError,
  extrapolatedValue,
  extrapolateHistory,
} from './quadrature-extrapolation';
import {
  BATCH_AREA,
  BATCH_ERROR,
  BATCH_HIGH,
  BATCH_LOW,
  BATCH_PARENT,
  BATCH_SEGMENT,
  BATCH_VALUE,
  ENDPOINTS,
  ENTRY_AREA,
  ENTRY_ERROR,
  ENTRY_HIGH,
  ENTRY_LOW,
  ENTRY_TAGS,
  ENTRY_VALUE,
  HISTORY,
  HISTORY_BYTES,
  HISTORY_COUNT,
  HISTORY_LAST_PIECE,
  HISTORY_RESULTS,
  HISTORY_SHRINKS,
  HISTORY_STALLS,
  HISTORY_SUMS,
  MAX_ENTRIES,
  quadratureWorkspace,
  SEGMENT_ANCHOR,
  SEGMENT_KIND,
  TAG_AT_END,
  TAG_AT_START,
  TAG_FROZEN,
  TAG_SEGMENT,
} from './quadrature-workspace';

export const TOLERANCE_RELATIVE: f64 = 1e-12;
export const TOLERANCE_AREA: f64 = 1e-13;
/** Intervals bisected per round: 12 halves of 21 nodes fill one block. */
const BISECTIONS_PER_ROUND: i32 = 6;
/** An interval narrower than this share of its coordinates' magnitude is not bisected (2^-44). */
const NARROWEST_RELATIVE: f64 = 5.684341886080802e-14;
const NARROWEST_ABSOLUTE: f64 = 1e-290;
/**
 * Pieces at one end that do not shrink, this many in a row: the integral diverges there (1/t at 0: each
 * piece is ln 2). So many that a near singularity beyond the end (1/(t − s), s just past it) must lie
 * within 2^-64 of the range's width to be taken for one; the interval VM flags such pieces.
 */
export const STALLED_PIECES: i32 = 64;
const STALL_RATIO: f64 = 1 - 9.5367431640625e-7; // 1 − 2^-20
/** Where an initial interval is split when its first rule met an undefined node: 1/2 − 1/(2^7 φ). */
const OFF_CENTRE: f64 = 0.49517160946289146;
/** Pieces in a row that must have shrunk before their sums are extrapolated. */
const SHRINKING_PIECES: i32 = 4;

function f64At(workspace: usize, field: usize, index: i32): f64 {
  return load<f64>(workspace + field + ((<usize>index) << 3));
}

function setF64(workspace: usize, field: usize, index: i32, value: f64): void {
  store<f64>(workspace + field + ((<usize>index) << 3), value);
}

function tagsAt(workspace: usize, index: i32): i32 {
  return load<i32>(workspace + ENTRY_TAGS + ((<usize>index) << 2));
}

function setTags(workspace: usize, index: i32, tags: i32): void {
  store<i32>(workspace + ENTRY_TAGS + ((<usize>index) << 2), tags);
}

function setSegment(workspace: usize, segment: i32, kind: i32, anchor: f64): void {
  store<i32>(workspace + SEGMENT_KIND + ((<usize>segment) << 2), kind);
  store<f64>(workspace + SEGMENT_ANCHOR + ((<usize>segment) << 3), anchor);
}

function addEntry(workspace: usize, index: i32, low: f64, high: f64, tags: i32): void {
  setF64(workspace, ENTRY_LOW, index, low);
  setF64(workspace, ENTRY_HIGH, index, high);
  setTags(workspace, index, tags);
}

/** Whether [low, high] of a segment can be halved with its nodes still distinct, in u and in t. */
function isBisectable(workspace: usize, low: f64, high: f64, segment: i32): bool {
  const width = high - low;
  if (
    !(width > NARROWEST_ABSOLUTE) ||
    width <= NARROWEST_RELATIVE * Math.max(Math.abs(low), Math.abs(high))
  ) {
    return false;
  }
  const kind = load<i32>(workspace + SEGMENT_KIND + ((<usize>segment) << 2));
  if (kind == MAP_FINITE) return true;
  const anchor = load<f64>(workspace + SEGMENT_ANCHOR + ((<usize>segment) << 3));
  const first = mapToVariable(kind, anchor, low);
  const second = mapToVariable(kind, anchor, high);
  if (first - first != 0 || second - second != 0) return true;
  return Math.abs(first - second) > NARROWEST_RELATIVE * Math.max(Math.abs(first), Math.abs(second));
}

function historyOf(workspace: usize, segment: i32, atEnd: bool): usize {
  return workspace + HISTORY + <usize>(2 * segment + i32(atEnd)) * HISTORY_BYTES;
}

/**
 * Records the piece split off an end interval; updates the end child `child` with the extrapolated
 * remainder where that is better. Returns false when the pieces stopped shrinking (divergence).
 *
 * Only pieces that keep shrinking are extrapolated: the epsilon algorithm sums a growing geometric
 * series to its "antilimit" (∫_0^∞ t dt, pieces ×4 each, would come out 0.5), a finite wrong number.
 */
function recordPiece(workspace: usize, history: usize, piece: f64, child: i32): bool {
  const lastPiece = load<f64>(history + HISTORY_LAST_PIECE);
  const count = load<i32>(history + HISTORY_COUNT);
  const shrinking = count > 0 && Math.abs(piece) < Math.abs(lastPiece) * STALL_RATIO;
  const stalls = count > 0 && piece != 0 && !shrinking ? load<i32>(history + HISTORY_STALLS) + 1 : 0;
  const shrinks = shrinking ? load<i32>(history + HISTORY_SHRINKS) + 1 : 0;
  store<i32>(history + HISTORY_STALLS, stalls);
  store<i32>(history + HISTORY_SHRINKS, shrinks);
  store<f64>(history + HISTORY_LAST_PIECE, piece);
  if (stalls >= STALLED_PIECES) return false;
  const sum = count > 0 ? load<f64>(history + HISTORY_SUMS + ((<usize>(count - 1)) << 3)) + piece : piece;
  if (!appendPartialSum(history, sum)) return true;
  extrapolateHistory(history);
  if (shrinks >= SHRINKING_PIECES && extrapolatedError < f64At(workspace, ENTRY_ERROR, child)) {
    setF64(workspace, ENTRY_VALUE, child, extrapolatedValue - sum);
    setF64(workspace, ENTRY_ERROR, child, extrapolatedError);
  }
  return true;
}

/** Copies batch interval `batchIndex`'s results into entry `entry`. */
function storeBatch(workspace: usize, batchIndex: i32, entry: i32): void {
  setF64(workspace, ENTRY_VALUE, entry, f64At(workspace, BATCH_VALUE, batchIndex));
  setF64(workspace, ENTRY_ERROR, entry, f64At(workspace, BATCH_ERROR, batchIndex));
  setF64(workspace, ENTRY_AREA, entry, f64At(workspace, BATCH_AREA, batchIndex));
}

function putInBatch(workspace: usize, batchIndex: i32, low: f64, high: f64, segment: i32): void {
  setF64(workspace, BATCH_LOW, batchIndex, low);
  setF64(workspace, BATCH_HIGH, batchIndex, high);
  store<i32>(workspace + BATCH_SEGMENT + ((<usize>batchIndex) << 2), segment);
}

// The entries chosen for bisection in a round (indices), largest error first. Read before any body
// runs (a body's own integrals choose too).
const CHOSEN: usize = memory.data(BISECTIONS_PER_ROUND * 4, 16);

/**
 * Chooses up to BISECTIONS_PER_ROUND unfrozen entries by error, each at least 1/16 of the largest;
 * returns how many.
 */
function chooseEntries(workspace: usize, count: i32): i32 {
  let chosen = 0;
  for (let index = 0; index < count; index++) {
    if ((tagsAt(workspace, index) & TAG_FROZEN) != 0) continue;
    const error = f64At(workspace, ENTRY_ERROR, index);
    if (!(error > 0)) continue;
    // Insertion into the short list, largest first.
    let place = chosen;
    while (
      place > 0 &&
      f64At(workspace, ENTRY_ERROR, load<i32>(CHOSEN + ((<usize>(place - 1)) << 2))) < error
    ) {
      if (place < BISECTIONS_PER_ROUND) {
        store<i32>(CHOSEN + ((<usize>place) << 2), load<i32>(CHOSEN + ((<usize>(place - 1)) << 2)));
      }
      place--;
    }
    if (place < BISECTIONS_PER_ROUND) {
      store<i32>(CHOSEN + ((<usize>place) << 2), index);
      if (chosen < BISECTIONS_PER_ROUND) chosen++;
    }
  }
  if (chosen == 0) return 0;
  const floor = f64At(workspace, ENTRY_ERROR, load<i32>(CHOSEN)) / 16;
  let kept = 1;
  while (kept < chosen && f64At(workspace, ENTRY_ERROR, load<i32>(CHOSEN + ((<usize>kept) << 2))) >= floor)
    kept++;
  return kept;
}

function resetHistories(workspace: usize): void {
  for (let endpoint = 0; endpoint < ENDPOINTS; endpoint++) {
    const history = workspace + HISTORY + <usize>endpoint * HISTORY_BYTES;
    store<i32>(history + HISTORY_COUNT, 0);
    store<i32>(history + HISTORY_RESULTS, 0);
    store<i32>(history + HISTORY_STALLS, 0);
    store<i32>(history + HISTORY_SHRINKS, 0);
    store<f64>(history + HISTORY_LAST_PIECE, 0);
  }
}

/** Bisects the chosen entries in one body run; returns the new entry count, or -1 if undefined. */
function bisectChosen(depth: i32, workspace: usize, chosen: i32, count: i32): i32 {
  let pairs = 0;
  for (let k = 0; k < chosen; k++) {
    const entry = load<i32>(CHOSEN + ((<usize>k) << 2));
    const low = f64At(workspace, ENTRY_LOW, entry);
    const high = f64At(workspace, ENTRY_HIGH, entry);
    const tags = tagsAt(workspace, entry);
    const segment = tags & TAG_SEGMENT;
    if (!isBisectable(workspace, low, high, segment)) {
      setTags(workspace, entry, tags | TAG_FROZEN);
      continue;
    }
    const middle = 0.5 * low + 0.5 * high;
    putInBatch(workspace, 2 * pairs, low, middle, segment);
    putInBatch(workspace, 2 * pairs + 1, middle, high, segment);
    store<i32>(workspace + BATCH_PARENT + ((<usize>pairs) << 2), entry);
    pairs++;
  }
  if (pairs == 0) return count;
  if (count + pairs > MAX_ENTRIES) return -1;
  if (!evaluateKronrodBatch(depth, workspace, 2 * pairs)) return -1;
  let next = count;
  for (let pair = 0; pair < pairs; pair++) {
    const left = load<i32>(workspace + BATCH_PARENT + ((<usize>pair) << 2));
    const right = next++;
    const tags = tagsAt(workspace, left);
    const segment = tags & TAG_SEGMENT;
    addEntry(
      workspace,
      left,
      f64At(workspace, BATCH_LOW, 2 * pair),
      f64At(workspace, BATCH_HIGH, 2 * pair),
      segment | (tags & TAG_AT_START),
    );
    storeBatch(workspace, 2 * pair, left);
    addEntry(
      workspace,
      right,
      f64At(workspace, BATCH_LOW, 2 * pair + 1),
      f64At(workspace, BATCH_HIGH, 2 * pair + 1),
      segment | (tags & TAG_AT_END),
    );
    storeBatch(workspace, 2 * pair + 1, right);
    const atStart = (tags & TAG_AT_START) != 0;
    const atEnd = (tags & TAG_AT_END) != 0;
    if (atStart != atEnd) {
      const child = atStart ? left : right;
      const piece = atStart ? right : left;
      const history = historyOf(workspace, segment, atEnd);
      if (!recordPiece(workspace, history, f64At(workspace, ENTRY_VALUE, piece), child)) return -1;
    }
  }
  return next;
}

/**
 * Splits each initial entry in two off its centre (at OFF_CENTRE of its width), in the batch and the
 * entries; returns the new count. Why: the first rule's centre node lands on removable singularities
 * of symmetric ranges (sin t / t at 0 on [−1, 1] is 0/0); split off centre, the later rules' nodes miss
 * them. A body undefined at a node of the split rules is still NaN.
 */
function splitOffCentre(workspace: usize, count: i32): i32 {
  for (let index = count - 1; index >= 0; index--) {
    const low = f64At(workspace, ENTRY_LOW, index);
    const high = f64At(workspace, ENTRY_HIGH, index);
    const tags = tagsAt(workspace, index);
    const segment = tags & TAG_SEGMENT;
    const split = low + OFF_CENTRE * (high - low);
    addEntry(workspace, 2 * index, low, split, segment | (tags & TAG_AT_START));
    addEntry(workspace, 2 * index + 1, split, high, segment | (tags & TAG_AT_END));
    putInBatch(workspace, 2 * index, low, split, segment);
    putInBatch(workspace, 2 * index + 1, split, high, segment);
  }
  return 2 * count;
}

/** Integrates over the `count` entries set up in the workspace (its segments too); NaN if undefined. */
function integrateEntries(depth: i32, workspace: usize, count: i32): f64 {
  resetHistories(workspace);
  for (let index = 0; index < count; index++) {
    const low = f64At(workspace, ENTRY_LOW, index);
    const high = f64At(workspace, ENTRY_HIGH, index);
    putInBatch(workspace, index, low, high, tagsAt(workspace, index) & TAG_SEGMENT);
  }
  if (!evaluateKronrodBatch(depth, workspace, count)) {
    count = splitOffCentre(workspace, count);
    if (!evaluateKronrodBatch(depth, workspace, count)) return NaN;
  }
  for (let index = 0; index < count; index++) storeBatch(workspace, index, index);
  while (true) {
    let value: f64 = 0;
    let error: f64 = 0;
    let area: f64 = 0;
    let frozenError: f64 = 0;
    for (let index = 0; index < count; index++) {
      value += f64At(workspace, ENTRY_VALUE, index);
      const entryError = f64At(workspace, ENTRY_ERROR, index);
      error += entryError;
      area += f64At(workspace, ENTRY_AREA, index);
      if ((tagsAt(workspace, index) & TAG_FROZEN) != 0) frozenError += entryError;
    }
    const tolerance = Math.max(TOLERANCE_RELATIVE * Math.abs(value), TOLERANCE_AREA * area);
    if (error <= tolerance) return value;
    if (frozenError > tolerance) return NaN;
    const chosen = chooseEntries(workspace, count);
    if (chosen == 0) return NaN;
    count = bisectChosen(depth, workspace, chosen, count);
    if (count < 0) return NaN;
  }
  return NaN;
}

/**
 * ∫_a^b of the body at `depth`, its other inputs those of outer lane `lane`: a > b gives −∫_b^a, equal
 * bounds 0, a NaN bound NaN; infinite bounds are mapped to finite segments.
 */
export function integrateLane(depth: i32, lane: i32, a: f64, b: f64): f64 {
  if (a != a || b != b) return NaN;
  if (a == b) return 0;
  const sign: f64 = a > b ? -1 : 1;
  const low = min(a, b);
  const high = max(a, b);
  const workspace = quadratureWorkspace(depth);
  const lowFinite = low - low == 0;
  const highFinite = high - high == 0;
  const ends = TAG_AT_START | TAG_AT_END;
  let count = 1;
  if (lowFinite && highFinite) {
    setSegment(workspace, 0, MAP_FINITE, 0);
    addEntry(workspace, 0, low, high, ends);
  } else if (lowFinite) {
    setSegment(workspace, 0, MAP_UP_TO_INFINITY, low);
    addEntry(workspace, 0, 0, 1, ends);
  } else if (highFinite) {
    setSegment(workspace, 0, MAP_DOWN_TO_INFINITY, high);
    addEntry(workspace, 0, 0, 1, ends);
  } else {
    setSegment(workspace, 0, MAP_DOWN_TO_INFINITY, 0);
    setSegment(workspace, 1, MAP_UP_TO_INFINITY, 0);
    addEntry(workspace, 0, 0, 1, ends);
    addEntry(workspace, 1, 0, 1, ends | TAG_SEGMENT);
    count = 2;
  }
  broadcastLane(depth, lane);
  return sign * integrateEntries(depth, workspace, count);
}
