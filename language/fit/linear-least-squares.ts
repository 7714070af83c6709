/**
 * Linear least squares: the x minimizing ‖b − Ax‖₂, for models linear in their parameters (a line, a
 * polynomial, any combination of functions of the data).
 *
 * How: each column is scaled to unit norm (the condition number then depends on the columns' directions,
 * not their units), Householder QR with column pivoting factors the scaled matrix (`householder-qr.ts`),
 * columns whose pivot falls below the rank tolerance are left out as dependent on the others (their
 * coefficients are 0 and they are reported), and the solution of the full-rank part is refined.
 *
 * Refinement is Björck's, on the augmented system [I A; Aᵀ 0]·[r; x] = [b; 0], whose residuals f = b − r − Ax
 * and g = −Aᵀr are computed in double-double (`double-double.ts`) and whose corrections reuse the one QR.
 * Each step shrinks the error by about κ·ε, so an ill-conditioned problem (NIST's Filip, κ ≈ 5·10⁹ after
 * scaling) goes from 7 correct digits to the 14 that its data, rounded to doubles, determine. Plain
 * refinement of x alone would not do: its error term in κ²·‖r‖ stays.
 *
 * see: Å. Björck, "Iterative refinement of linear least squares solutions I", BIT 7 (1967) 257–278;
 * N. J. Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., §20.5.
 */
import { CompensatedDot } from './double-double';
import {
  applyQ,
  applyQTranspose,
  factorQr,
  numericalRank,
  rEntry,
  solveUpper,
  solveUpperTranspose,
  type QrFactorization,
} from './householder-qr';

export interface LeastSquaresResult {
  /** One per column; 0 for a column left out. */
  readonly coefficients: Float64Array;
  /** Columns left out: zero, or (numerically) combinations of the columns before them in pivot order. */
  readonly dependent: readonly number[];
  /** ‖R‖·‖R⁻¹‖ (Frobenius) of the scaled full-rank part: about how many digits the data can lose. */
  readonly condition: number;
}

export interface LeastSquaresOptions {
  /**
   * Iterative refinement: 'auto' refines when the problem is small or its condition number would cost
   * more than four digits; true always; false never (for the many solves inside a nonlinear fit).
   */
  readonly refine?: boolean | 'auto';
}

/** A pivot smaller than this fraction of the largest, times the row count, counts as zero. */
const RANK_TOLERANCE = 2.220446049250313e-16;
const MAX_REFINEMENTS = 6;
/** Below this many matrix entries refinement costs microseconds, so it is always done on 'auto'. */
const CHEAP_REFINEMENT_ENTRIES = 4_096;

/**
 * Solves min ‖target − Σ coefficients[j]·columns[j]‖₂. Every array must have the same length and hold
 * finite numbers (rows with undefined values are the caller's to leave out).
 */
export function solveLeastSquares(
  columns: readonly Float64Array[],
  target: Float64Array,
  options: LeastSquaresOptions = {},
): LeastSquaresResult {
  const rows = target.length;
  const count = columns.length;
  const coefficients = new Float64Array(count);
  // Scales are powers of two, so scaling rounds nothing: refinement then works on the matrix itself.
  const scales = columns.map((column) => {
    let sum = 0;
    let largest = 0;
    for (let row = 0; row < rows; row++) largest = Math.max(largest, Math.abs(column[row]));
    if (!(largest > 0) || !Number.isFinite(largest)) return 0;
    const inverse = 1 / largest;
    for (let row = 0; row < rows; row++) {
      const value = column[row] * inverse;
      sum += value * value;
    }
    return 2 ** -Math.round(Math.log2(largest * Math.sqrt(sum)));
  });
  const used = scales.flatMap((scale, index) => (scale > 0 && Number.isFinite(scale) ? [index] : []));
  const dependent = scales.flatMap((scale, index) => (scale > 0 && Number.isFinite(scale) ? [] : [index]));
  if (used.length === 0 || rows === 0) return { coefficients, dependent, condition: Infinity };

  const scaled = new Float64Array(rows * used.length);
  used.forEach((index, position) => {
    const column = columns[index];
    const scale = scales[index];
    for (let row = 0; row < rows; row++) scaled[position * rows + row] = column[row] * scale;
  });
  let qr = factorQr(scaled.slice(), rows, used.length, true);
  const rank = numericalRank(qr, RANK_TOLERANCE * Math.max(rows, used.length) * 4);
  // The full-rank part, its columns in pivot order: the same factorization when every column stays,
  // else a second one without the dropped columns.
  const kept = Array.from(qr.permutation.subarray(0, rank));
  for (const position of qr.permutation.subarray(rank)) dependent.push(used[position]);
  if (rank === 0) return { coefficients, dependent: dependent.sort((a, b) => a - b), condition: Infinity };
  const pivotOrder = (): Float64Array => {
    const basis = new Float64Array(rows * rank);
    kept.forEach((position, index) =>
      basis.set(scaled.subarray(position * rows, (position + 1) * rows), index * rows),
    );
    return basis;
  };
  let basis: Float64Array | undefined;
  if (rank < used.length) {
    basis = pivotOrder();
    qr = factorQr(basis.slice(), rows, rank, false);
  }

  const condition = conditionOf(qr, rank);
  const refine =
    options.refine === true ||
    (options.refine !== false && (condition > 1e4 || rows * rank <= CHEAP_REFINEMENT_ENTRIES));
  const rotated = target.slice();
  applyQTranspose(qr, rotated);
  let x = solveUpper(qr, rotated, rank);
  if (refine) {
    basis ??= pivotOrder();
    const solution = residualOf(basis, target, rank, x);
    refineSolution(qr, basis, target, rank, solution);
    x = solution.x;
  }
  kept.forEach((position, index) => {
    const column = used[position];
    coefficients[column] = x[index] * scales[column];
  });
  return { coefficients, dependent: dependent.sort((a, b) => a - b), condition };
}

interface AugmentedSolution {
  readonly x: Float64Array;
  /** The residual b − Ax in double-double (high + low): a large residual's rounding would bound x's accuracy. */
  readonly residualHigh: Float64Array;
  readonly residualLow: Float64Array;
}

/** The residual b − Ax of a solution, computed in double-double: refinement's starting point. */
function residualOf(
  basis: Float64Array,
  target: Float64Array,
  rank: number,
  x: Float64Array,
): AugmentedSolution {
  const rows = target.length;
  const residualHigh = new Float64Array(rows);
  const residualLow = new Float64Array(rows);
  const dot = new CompensatedDot();
  for (let row = 0; row < rows; row++) {
    dot.reset(target[row]);
    for (let column = 0; column < rank; column++) dot.add(-basis[column * rows + row], x[column]);
    residualHigh[row] = dot.high;
    residualLow[row] = dot.low;
  }
  return { x, residualHigh, residualLow };
}

/** Björck's refinement of (r, x) in place; stops when a correction no longer shrinks. */
function refineSolution(
  qr: QrFactorization,
  basis: Float64Array,
  target: Float64Array,
  rank: number,
  solution: AugmentedSolution,
): void {
  const rows = target.length;
  const { x, residualHigh, residualLow } = solution;
  const dot = new CompensatedDot();
  const f = new Float64Array(rows);
  const g = new Float64Array(rank);
  let previous = Infinity;
  for (let step = 0; step < MAX_REFINEMENTS; step++) {
    // f = b − r − Ax and g = −Aᵀr, each accumulated in double-double and rounded once.
    for (let row = 0; row < rows; row++) {
      dot.reset(target[row]);
      dot.addNumber(-residualHigh[row]);
      dot.addNumber(-residualLow[row]);
      for (let column = 0; column < rank; column++) dot.add(-basis[column * rows + row], x[column]);
      f[row] = dot.value;
    }
    for (let column = 0; column < rank; column++) {
      dot.reset();
      for (let row = 0; row < rows; row++) {
        dot.add(-basis[column * rows + row], residualHigh[row]);
        dot.add(-basis[column * rows + row], residualLow[row]);
      }
      g[column] = dot.value;
    }
    // [I A; Aᵀ 0]·[δr; δx] = [f; g] with A = Q[R; 0]: h = R⁻ᵀg, d = Qᵀf, δx = R⁻¹(d₁ − h), δr = Q[h; d₂].
    const h = solveUpperTranspose(qr, g, rank);
    applyQTranspose(qr, f);
    const top = new Float64Array(rank);
    for (let index = 0; index < rank; index++) top[index] = f[index] - h[index];
    const dx = solveUpper(qr, top, rank);
    for (let index = 0; index < rank; index++) f[index] = h[index];
    applyQ(qr, f);
    // Measured per component: the coefficients of a polynomial's powers differ by orders of magnitude.
    let correction = 0;
    for (let index = 0; index < rank; index++) {
      x[index] += dx[index];
      correction = Math.max(correction, Math.abs(dx[index]) / (Math.abs(x[index]) || 1));
    }
    for (let row = 0; row < rows; row++) {
      dot.reset(residualHigh[row]);
      dot.addNumber(residualLow[row]);
      dot.addNumber(f[row]);
      residualHigh[row] = dot.high;
      residualLow[row] = dot.low;
    }
    if (correction <= 2.220446049250313e-16 || correction >= previous / 2) break;
    previous = correction;
  }
}

/** ‖R‖_F·‖R⁻¹‖_F of the leading rank×rank block (R⁻¹ column by column: rank is small). */
function conditionOf(qr: QrFactorization, rank: number): number {
  let normR = 0;
  for (let column = 0; column < rank; column++)
    for (let row = 0; row <= column; row++) normR += rEntry(qr, row, column) ** 2;
  let normInverse = 0;
  const unit = new Float64Array(rank);
  for (let column = 0; column < rank; column++) {
    unit.fill(0);
    unit[column] = 1;
    const inverseColumn = solveUpper(qr, unit, rank);
    for (const value of inverseColumn) normInverse += value * value;
  }
  return Math.sqrt(normR * normInverse);
}
