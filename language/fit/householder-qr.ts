/**
 * Householder QR with column pivoting of a tall matrix, the orthogonal factorization every least-squares
 * solve here rests on: A·P = Q·R with Q a product of reflections H = I − τvvᵀ, R upper triangular, P the
 * column permutation that brings the largest remaining column forward at each step (Businger–Golub), so
 * |R₀₀| ≥ |R₁₁| ≥ … and the numerical rank can be read off R's diagonal.
 *
 * Orthogonal transformations keep the 2-norm, so the solve is backward stable and its error grows with the
 * condition number κ(A), where the normal equations AᵀA x = Aᵀb square it (κ²: Filip's 5·10⁹ becomes
 * 10¹⁹, past what doubles can hold).
 *
 * see: G. H. Golub, C. F. Van Loan, Matrix Computations, 4th ed., §5.2 (Householder QR) and §5.4.2 (QR
 * with column pivoting); LAPACK dlarfg for the reflection's sign and scaling.
 *
 * Storage: column-major Float64Array of m rows and n columns, element (i, j) at j·m + i. After factoring,
 * R lies on and above the diagonal and the reflections' vectors below it (their first entry is an implicit 1).
 */

export interface QrFactorization {
  readonly rows: number;
  readonly columns: number;
  /** R on and above the diagonal, the Householder vectors below it (column-major, rows × columns). */
  readonly factors: Float64Array;
  /** τ of each reflection (0: the identity). */
  readonly tau: Float64Array;
  /** Column k of R is column `permutation[k]` of A. */
  readonly permutation: Int32Array;
}

/**
 * The 2-norm of a[from … to): the plain sum of squares when it neither overflows nor underflows (one
 * pass), else again scaled by the largest magnitude.
 */
function columnNorm(a: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let index = from; index < to; index++) sum += a[index] * a[index];
  if (sum > 1e-280 && sum < 1e280) return Math.sqrt(sum);
  let largest = 0;
  for (let index = from; index < to; index++) {
    const magnitude = Math.abs(a[index]);
    if (magnitude > largest) largest = magnitude;
  }
  if (largest === 0 || !Number.isFinite(largest)) return largest;
  const inverse = 1 / largest;
  sum = 0;
  for (let index = from; index < to; index++) {
    const scaled = a[index] * inverse;
    sum += scaled * scaled;
  }
  return largest * Math.sqrt(sum);
}

/**
 * Factors `matrix` (overwritten: pass a copy to keep it). With `pivot`, columns are exchanged so that each
 * step reflects the column of largest remaining norm.
 */
export function factorQr(matrix: Float64Array, rows: number, columns: number, pivot = true): QrFactorization {
  const a = matrix;
  const steps = Math.min(rows, columns);
  const tau = new Float64Array(columns);
  const permutation = new Int32Array(columns);
  for (let column = 0; column < columns; column++) permutation[column] = column;
  for (let k = 0; k < steps; k++) {
    if (pivot) {
      // Norms are recomputed rather than downdated: downdating loses them to cancellation, and n is small.
      let best = k;
      let bestNorm = -1;
      for (let column = k; column < columns; column++) {
        const norm = columnNorm(a, column * rows + k, column * rows + rows);
        if (norm > bestNorm) {
          bestNorm = norm;
          best = column;
        }
      }
      if (best !== k) {
        for (let row = 0; row < rows; row++) {
          const swap = a[k * rows + row];
          a[k * rows + row] = a[best * rows + row];
          a[best * rows + row] = swap;
        }
        const index = permutation[k];
        permutation[k] = permutation[best];
        permutation[best] = index;
      }
    }
    const start = k * rows;
    const norm = columnNorm(a, start + k + 1, start + rows);
    const alpha = a[start + k];
    if (norm === 0) {
      // Already zero below the diagonal: no reflection (τ = 0).
      tau[k] = 0;
      continue;
    }
    // β = −sign(α)·‖x‖, so that α − β never cancels (dlarfg).
    const beta = -Math.sign(alpha || 1) * Math.hypot(alpha, norm);
    tau[k] = (beta - alpha) / beta;
    const scale = 1 / (alpha - beta);
    for (let row = k + 1; row < rows; row++) a[start + row] *= scale;
    a[start + k] = beta;
    for (let column = k + 1; column < columns; column++) {
      const target = column * rows;
      let dot = a[target + k];
      for (let row = k + 1; row < rows; row++) dot += a[start + row] * a[target + row];
      dot *= tau[k];
      a[target + k] -= dot;
      for (let row = k + 1; row < rows; row++) a[target + row] -= dot * a[start + row];
    }
  }
  return { rows, columns, factors: a, tau, permutation };
}

/** vector := Qᵀ·vector (length rows), in place. */
export function applyQTranspose(qr: QrFactorization, vector: Float64Array): void {
  const { rows, factors, tau } = qr;
  const steps = Math.min(rows, qr.columns);
  for (let k = 0; k < steps; k++) reflect(factors, rows, k, tau[k], vector);
}

/** vector := Q·vector (length rows), in place. */
export function applyQ(qr: QrFactorization, vector: Float64Array): void {
  const { rows, factors, tau } = qr;
  for (let k = Math.min(rows, qr.columns) - 1; k >= 0; k--) reflect(factors, rows, k, tau[k], vector);
}

function reflect(factors: Float64Array, rows: number, k: number, tau: number, vector: Float64Array): void {
  if (tau === 0) return;
  const start = k * rows;
  let dot = vector[k];
  for (let row = k + 1; row < rows; row++) dot += factors[start + row] * vector[row];
  dot *= tau;
  vector[k] -= dot;
  for (let row = k + 1; row < rows; row++) vector[row] -= dot * factors[start + row];
}

/** R's entry (i, j), i ≤ j. */
export function rEntry(qr: QrFactorization, row: number, column: number): number {
  return qr.factors[column * qr.rows + row];
}

/**
 * The numerical rank: diagonal entries of R past the first whose magnitude falls below
 * `tolerance`·|R₀₀| count as zero (column pivoting makes the diagonal non-increasing).
 */
export function numericalRank(qr: QrFactorization, tolerance: number): number {
  const steps = Math.min(qr.rows, qr.columns);
  const first = Math.abs(rEntry(qr, 0, 0));
  if (!(first > 0)) return 0;
  let rank = 0;
  while (rank < steps && Math.abs(rEntry(qr, rank, rank)) > tolerance * first) rank++;
  return rank;
}

/** Solves R[0…size)·x = rhs[0…size) by back substitution (in R's pivoted order), into a new array. */
export function solveUpper(qr: QrFactorization, rhs: ArrayLike<number>, size: number): Float64Array {
  const solution = new Float64Array(size);
  for (let row = size - 1; row >= 0; row--) {
    let sum = rhs[row];
    for (let column = row + 1; column < size; column++) sum -= rEntry(qr, row, column) * solution[column];
    solution[row] = sum / rEntry(qr, row, row);
  }
  return solution;
}

/** Solves R[0…size)ᵀ·x = rhs[0…size) by forward substitution, into a new array. */
export function solveUpperTranspose(qr: QrFactorization, rhs: ArrayLike<number>, size: number): Float64Array {
  const solution = new Float64Array(size);
  for (let row = 0; row < size; row++) {
    let sum = rhs[row];
    for (let column = 0; column < row; column++) sum -= rEntry(qr, column, row) * solution[column];
    solution[row] = sum / rEntry(qr, row, row);
  }
  return solution;
}
