/**
 * Integrals that share their lower bound and integrand across a block, ∫_a^{b_i} f(t) dt: the curve
 * y = ∫_0^x f(t) dt as a sampler evaluates it. Instead of one long integral per lane, the lanes are
 * sorted by upper bound and only the gaps between consecutive bounds are integrated, the results summed
 * outward from a: the whole block costs about one pass over [min b, max b] ∪ {a}.
 *
 * Applies when every lane's lower bound is the same finite number and the body reads no input but its
 * own variable (scope-point.ts decides), so f is one function for every lane. Each gap gets one
 * Gauss–Kronrod rule, 12 gaps per body run; a gap whose error estimate misses its tolerance (relative
 * to its own integral, with the area floor) is integrated adaptively (quadrature-adaptive.ts). A lane's
 * error is then within TOLERANCE_RELATIVE of ∫|f| over its range. A gap that is undefined (NaN) makes
 * every lane beyond it, on its side of a, NaN. Lanes whose upper bound is not finite are integrated
 * alone.
 */
import { evaluateKronrodBatch, MAP_FINITE } from './quadrature-kronrod';
import { integrateLane, TOLERANCE_AREA, TOLERANCE_RELATIVE } from './quadrature-adaptive';
import {
  BATCH_AREA,
  BATCH_ERROR,
  BATCH_HIGH,
  BATCH_INTERVALS,
  BATCH_LOW,
  BATCH_PARENT,
  BATCH_SEGMENT,
  BATCH_VALUE,
  GAP_HIGH,
  GAP_LOW,
  GAP_VALUE,
  ORDER,
  quadratureWorkspace,
  SEGMENT_KIND,
} from './quadrature-workspace';

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

/** Sorts ORDER[0 … count) by upper bound: insertion sort, linear on the nearly sorted blocks of samplers. */
function sortByUpperBound(order: usize, upper: usize, count: i32): void {
  for (let position = 1; position < count; position++) {
    const lane = i32At(order, position);
    const bound = f64At(upper, lane);
    let place = position;
    while (place > 0 && f64At(upper, i32At(order, place - 1)) > bound) {
      setI32(order, place, i32At(order, place - 1));
      place--;
    }
    setI32(order, place, lane);
  }
}

/**
 * One Kronrod rule on each batched gap: converged ones get their value, the others NaN (settled
 * adaptively afterwards, as are all of a batch with an undefined node).
 */
function settleBatch(depth: i32, workspace: usize, batched: i32): void {
  store<i32>(workspace + SEGMENT_KIND, MAP_FINITE);
  const defined = evaluateKronrodBatch(depth, workspace, batched);
  for (let slot = 0; slot < batched; slot++) {
    const gap = i32At(workspace + BATCH_PARENT, slot);
    let value: f64 = NaN;
    if (defined) {
      const estimate = f64At(workspace + BATCH_VALUE, slot);
      const error = f64At(workspace + BATCH_ERROR, slot);
      const area = f64At(workspace + BATCH_AREA, slot);
      if (error <= Math.max(TOLERANCE_RELATIVE * Math.abs(estimate), TOLERANCE_AREA * area)) value = estimate;
    }
    setF64(workspace + GAP_VALUE, gap, value);
  }
}

/** Integrates gaps 0 … count − 1 (GAP_LOW/HIGH) into GAP_VALUE. */
function integrateGaps(depth: i32, workspace: usize, count: i32): void {
  let batched = 0;
  for (let gap = 0; gap < count; gap++) {
    const low = f64At(workspace + GAP_LOW, gap);
    const high = f64At(workspace + GAP_HIGH, gap);
    // Equal bounds give 0 without evaluating there (ln t at t = 0 must not spoil ∫_0^0).
    if (low == high) {
      setF64(workspace + GAP_VALUE, gap, 0);
      continue;
    }
    setF64(workspace + BATCH_LOW, batched, low);
    setF64(workspace + BATCH_HIGH, batched, high);
    setI32(workspace + BATCH_SEGMENT, batched, 0);
    setI32(workspace + BATCH_PARENT, batched, gap);
    batched++;
    if (batched == BATCH_INTERVALS) {
      settleBatch(depth, workspace, batched);
      batched = 0;
    }
  }
  if (batched > 0) settleBatch(depth, workspace, batched);
  for (let gap = 0; gap < count; gap++) {
    if (f64At(workspace + GAP_VALUE, gap) == f64At(workspace + GAP_VALUE, gap)) continue;
    setF64(
      workspace + GAP_VALUE,
      gap,
      integrateLane(depth, 0, f64At(workspace + GAP_LOW, gap), f64At(workspace + GAP_HIGH, gap)),
    );
  }
}

/**
 * Writes ∫_a^{upper_i} of the body at `depth` into lane i of `lower` (the scope's result slot) for
 * `lanes` lanes, every lower bound being a (finite).
 */
export function accumulateLanes(depth: i32, lanes: i32, lower: usize, upper: usize): void {
  const workspace = quadratureWorkspace(depth);
  const order = workspace + ORDER;
  const a = load<f64>(lower);
  let sorted = 0;
  for (let lane = 0; lane < lanes; lane++) {
    const bound = f64At(upper, lane);
    if (bound - bound == 0) setI32(order, sorted++, lane);
  }
  sortByUpperBound(order, upper, sorted);
  let split = 0;
  while (split < sorted && f64At(upper, i32At(order, split)) < a) split++;
  // Gap p ends at lane order[p]'s bound; above a it starts at the bound before, below a at the one after.
  for (let position = 0; position < sorted; position++) {
    const bound = f64At(upper, i32At(order, position));
    if (position >= split) {
      setF64(workspace + GAP_LOW, position, position == split ? a : f64At(upper, i32At(order, position - 1)));
      setF64(workspace + GAP_HIGH, position, bound);
    } else {
      setF64(workspace + GAP_LOW, position, bound);
      setF64(
        workspace + GAP_HIGH,
        position,
        position == split - 1 ? a : f64At(upper, i32At(order, position + 1)),
      );
    }
  }
  integrateGaps(depth, workspace, sorted);
  let running: f64 = 0;
  for (let position = split; position < sorted; position++) {
    running += f64At(workspace + GAP_VALUE, position);
    setF64(lower, i32At(order, position), running);
  }
  running = 0;
  for (let position = split - 1; position >= 0; position--) {
    running += f64At(workspace + GAP_VALUE, position);
    setF64(lower, i32At(order, position), -running);
  }
  for (let lane = 0; lane < lanes; lane++) {
    const bound = f64At(upper, lane);
    if (bound - bound != 0) setF64(lower, lane, integrateLane(depth, lane, a, bound));
  }
}
