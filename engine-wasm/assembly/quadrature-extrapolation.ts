/**
 * Extrapolation of an endpoint's bisection history by Wynn's epsilon algorithm (P. Wynn, "On a device
 * for computing the e_m(S_n) transformation", MTAC 10, 1956), as QUADPACK's qags uses it.
 *
 * Why: near an endpoint singularity (1/√(1−t²) at t = 1) the pieces split off by successive bisections
 * shrink geometrically, ∫ over [1 − h, 1 − h/2] ∝ h^β (1 + c h + …), so their partial sums S_k are
 * sums of geometric sequences, which the epsilon table's even columns (Shanks transforms) sum exactly.
 * Bisection alone cannot get there: t = 1 − h rounds to 1 once h nears 2^-53, where the rest of the
 * integral (√(2h) here, 1.5e-8) is still far above the tolerance.
 *
 * The table is rebuilt from the latest MAX_TERMS partial sums at each call (at most 190 entries). The
 * estimate is the newest entry of the even column whose local error (its distance to the previous even
 * column's newest entry, plus that column's last step) is smallest; its error is the larger of that
 * local error and QUADPACK's stability measure, the distance to the three previous estimates, and never
 * below 5 ε of the estimate. Until three earlier estimates exist the error is infinite: an extrapolation
 * is trusted only once it has settled.
 */
import {
  HISTORY_COUNT,
  HISTORY_LAST_RESULTS,
  HISTORY_RESULTS,
  HISTORY_SUMS,
  MAX_HISTORY,
} from './quadrature-workspace';

const MAX_TERMS: i32 = 20;
const EPSILON: f64 = 2.220446049250313e-16;

// Three columns of the table, rotated: one extrapolation never runs a body, so one set serves all depths.
const COLUMN_A: usize = memory.data(MAX_TERMS * 8 + 8, 16);
const COLUMN_B: usize = memory.data(MAX_TERMS * 8 + 8, 16);
const COLUMN_C: usize = memory.data(MAX_TERMS * 8 + 8, 16);

export let extrapolatedValue: f64 = 0;
export let extrapolatedError: f64 = Infinity;

function entry(column: usize, index: i32): f64 {
  return load<f64>(column + ((<usize>index) << 3));
}

/** Extrapolates the partial sums of `history` (quadrature-workspace.ts HISTORY layout). */
export function extrapolateHistory(history: usize): void {
  const count = load<i32>(history + HISTORY_COUNT);
  const terms = min(count, MAX_TERMS);
  extrapolatedValue = count > 0 ? load<f64>(history + HISTORY_SUMS + ((<usize>(count - 1)) << 3)) : 0;
  extrapolatedError = Infinity;
  if (terms < 3) return;
  const first = history + HISTORY_SUMS + ((<usize>(count - terms)) << 3);
  let previous = COLUMN_A;
  let current = COLUMN_B;
  let next = COLUMN_C;
  for (let index = 0; index <= terms; index++) store<f64>(previous + ((<usize>index) << 3), 0);
  memory.copy(current, first, (<usize>terms) << 3);
  let best = entry(current, terms - 1);
  let bestLocal = Math.abs(best - entry(current, terms - 2));
  // The newest two entries of the last even column, for the local error of the next one.
  let evenNewest = best;
  let evenStep = bestLocal;
  for (let column = 1; column < terms; column++) {
    const length = terms - column;
    let broken = false;
    for (let index = 0; index < length; index++) {
      const low = entry(current, index);
      const high = entry(current, index + 1);
      const difference = high - low;
      // Two equal neighbours: the column above has converged (or the table degenerates); stop here.
      if (Math.abs(difference) <= EPSILON * Math.max(Math.abs(low), Math.abs(high))) {
        broken = true;
        break;
      }
      store<f64>(next + ((<usize>index) << 3), entry(previous, index + 1) + 1 / difference);
    }
    if (broken) break;
    if ((column & 1) == 0) {
      const candidate = entry(next, length - 1);
      if (candidate - candidate != 0) break;
      const local = Math.abs(candidate - evenNewest) + evenStep;
      if (local < bestLocal) {
        best = candidate;
        bestLocal = local;
      }
      evenStep = length >= 2 ? Math.abs(candidate - entry(next, length - 2)) : Infinity;
      evenNewest = candidate;
    }
    const spare = previous;
    previous = current;
    current = next;
    next = spare;
  }
  const results = load<i32>(history + HISTORY_RESULTS);
  const last = history + HISTORY_LAST_RESULTS;
  let error = Infinity;
  if (results >= 3) {
    error = Math.abs(best - load<f64>(last)) + Math.abs(best - load<f64>(last, 8));
    error += Math.abs(best - load<f64>(last, 16));
    error = Math.max(error, bestLocal);
  }
  // Keep the newest three estimates, oldest first.
  if (results >= 3) {
    store<f64>(last, load<f64>(last, 8));
    store<f64>(last, load<f64>(last, 16), 8);
    store<f64>(last, best, 16);
  } else {
    store<f64>(last + ((<usize>results) << 3), best);
  }
  store<i32>(history + HISTORY_RESULTS, results + 1);
  extrapolatedValue = best;
  extrapolatedError = Math.max(error, 5 * EPSILON * Math.abs(best));
}

/** Adds a partial sum; false when the history is full (the caller stops extrapolating). */
export function appendPartialSum(history: usize, sum: f64): bool {
  const count = load<i32>(history + HISTORY_COUNT);
  if (count >= MAX_HISTORY) return false;
  store<f64>(history + HISTORY_SUMS + ((<usize>count) << 3), sum);
  store<i32>(history + HISTORY_COUNT, count + 1);
  return true;
}
