/**
 * One lane's integral ∫_a^b f(t) dt by globally adaptive Gauss–Kronrod quadrature (QUADPACK's qag
 * strategy), with infinite ranges mapped to (0, 1] and endpoint singularities extrapolated (qags).
 *
 * Strategy:
 * 1. The range becomes one or two segments (quadrature-kronrod.ts maps): [a, b] itself, [a, ∞) or
 *    (−∞, b] as u in (0, 1], or (−∞, ∞) as (−∞, 0] and [0, ∞). Each starts as one interval.
 * 2. Round by round, the intervals with the largest error estimates (up to 6, each at least 1/16 of the
 *    largest; quadrature-entries.ts queues them) are bisected, and all their halves evaluated in ONE
 *    body run (12 × 21 nodes).
 * 3. Done when the summed error estimate is within TOLERANCE_RELATIVE of |I| or TOLERANCE_AREA of ∫|f|
 *    (the floor for integrals that are 0 or nearly so; the rule's own roundoff is 1.1e-14 of ∫|f|).
 * 4. Bisecting an interval at a segment's end splits off a piece; the pieces' partial sums at each end
 *    are extrapolated (quadrature-ends.ts), and where that beats the end interval's own error, the
 *    extrapolated remainder replaces it.
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
  addEntry,
  clearQueue,
  countEntry,
  f64At,
  freezeEntry,
  largestQueuedError,
  putInBatch,
  queueEntry,
  recountTotals,
  storeBatch,
  tagsAt,
  takeLargest,
  totalOf,
} from './quadrature-entries';
import { historyOf, recordPiece, resetHistories } from './quadrature-ends';
import {
  BATCH_HIGH,
  BATCH_LOW,
  BATCH_PARENT,
  ENTRY_ERROR,
  ENTRY_HIGH,
  ENTRY_LOW,
  ENTRY_VALUE,
  MAX_ENTRIES,
  quadratureWorkspace,
  SEGMENT_ANCHOR,
  SEGMENT_KIND,
  TAG_AT_END,
  TAG_AT_START,
  TAG_SEGMENT,
  TOTAL_AREA,
  TOTAL_ERROR,
  TOTAL_FROZEN_ERROR,
  TOTAL_VALUE,
} from './quadrature-workspace';

export const TOLERANCE_RELATIVE: f64 = 1e-12;
export const TOLERANCE_AREA: f64 = 1e-13;
/** Intervals bisected per round: 12 halves of 21 nodes fill one block. */
const BISECTIONS_PER_ROUND: i32 = 6;
/** An interval narrower than this share of its coordinates' magnitude is not bisected (2^-44). */
const NARROWEST_RELATIVE: f64 = 5.684341886080802e-14;
const NARROWEST_ABSOLUTE: f64 = 1e-290;
/** Where an initial interval is split when its first rule met an undefined node: 1/2 − 1/(2^7 φ). */
const OFF_CENTRE: f64 = 0.49517160946289146;

function setSegment(workspace: usize, segment: i32, kind: i32, anchor: f64): void {
  store<i32>(workspace + SEGMENT_KIND + ((<usize>segment) << 2), kind);
  store<f64>(workspace + SEGMENT_ANCHOR + ((<usize>segment) << 3), anchor);
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

// The entries chosen for bisection in a round, largest error first. Read before any body runs (a
// body's own integrals choose too, at their depth, through this same buffer).
const CHOSEN: usize = memory.data(BISECTIONS_PER_ROUND * 4, 16);

/** Takes up to BISECTIONS_PER_ROUND entries off the queue, each at least 1/16 of the largest. */
function chooseEntries(workspace: usize): i32 {
  const first = takeLargest(workspace);
  if (first < 0) return 0;
  store<i32>(CHOSEN, first);
  const floor = f64At(workspace, ENTRY_ERROR, first) / 16;
  let chosen = 1;
  while (chosen < BISECTIONS_PER_ROUND && largestQueuedError(workspace) >= floor) {
    store<i32>(CHOSEN + ((<usize>chosen) << 2), takeLargest(workspace));
    chosen++;
  }
  return chosen;
}

/**
 * Bisects the chosen entries in one body run, freezing those too narrow; returns the new entry count,
 * or -1 if the integral is undefined (an undefined node, MAX_ENTRIES used up, a divergent end).
 */
function bisectChosen(depth: i32, workspace: usize, chosen: i32, count: i32): i32 {
  let pairs = 0;
  for (let k = 0; k < chosen; k++) {
    const entry = load<i32>(CHOSEN + ((<usize>k) << 2));
    const low = f64At(workspace, ENTRY_LOW, entry);
    const high = f64At(workspace, ENTRY_HIGH, entry);
    const segment = tagsAt(workspace, entry) & TAG_SEGMENT;
    if (!isBisectable(workspace, low, high, segment)) {
      freezeEntry(workspace, entry);
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
    countEntry(workspace, left, -1);
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
    countEntry(workspace, left, 1);
    countEntry(workspace, right, 1);
    queueEntry(workspace, left);
    queueEntry(workspace, right);
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
  clearQueue(workspace);
  for (let index = 0; index < count; index++) {
    storeBatch(workspace, index, index);
    queueEntry(workspace, index);
  }
  recountTotals(workspace, count);
  while (true) {
    let tolerance = Math.max(
      TOLERANCE_RELATIVE * Math.abs(totalOf(workspace, TOTAL_VALUE)),
      TOLERANCE_AREA * totalOf(workspace, TOTAL_AREA),
    );
    if (totalOf(workspace, TOTAL_ERROR) <= tolerance) {
      // The running totals drift; decide on exact ones.
      recountTotals(workspace, count);
      const value = totalOf(workspace, TOTAL_VALUE);
      tolerance = Math.max(
        TOLERANCE_RELATIVE * Math.abs(value),
        TOLERANCE_AREA * totalOf(workspace, TOTAL_AREA),
      );
      if (totalOf(workspace, TOTAL_ERROR) <= tolerance) return value;
    }
    if (totalOf(workspace, TOTAL_FROZEN_ERROR) > tolerance) return NaN;
    const chosen = chooseEntries(workspace);
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
