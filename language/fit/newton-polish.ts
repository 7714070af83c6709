/**
 * Newton steps on the sum of squares after Levenberg–Marquardt has converged, with the exact Hessian.
 *
 * Why: Gauss–Newton and Levenberg–Marquardt model the Hessian as JᵀJ and leave out Σ rᵢ∇²rᵢ. Where the
 * residuals are large (NIST's ENSO: R² = 0.6) that term nearly cancels JᵀJ in some direction, the
 * iteration crawls along it and its step tests stop it with only six or seven digits right (MINPACK's
 * lmder stops at the same place). A Newton step with the whole Hessian goes the rest of the way at once.
 *
 * The gradient g = Jᵀr is exact (J from the model's symbolic derivatives) and summed in double-double
 * (at the optimum its terms cancel); the Hessian is its central difference, column by column, with steps
 * of ε^⅓ relative to each parameter (error ~10⁻¹¹, which a Newton step needs only to contract). A step is
 * kept only when it is short (the fit had converged) and the sum of squares does not grow beyond rounding.
 */
import { CompensatedDot } from './double-double';
import { applyQTranspose, factorQr, numericalRank, solveUpper } from './householder-qr';
import type { ResidualProblem } from './levenberg-marquardt';

const MAX_STEPS = 3;
/** A converged fit is this close to the optimum; a longer Newton step is not trusted. */
const MAX_RELATIVE_STEP = 1e-3;
const CUBE_ROOT_EPSILON = 6.055454452393343e-6;

interface Point {
  readonly parameters: Float64Array;
  readonly sumOfSquares: number;
  readonly gradient: Float64Array;
}

/** The parameters after up to three Newton steps; the same parameters when no step helps. */
export function polishNewton(problem: ResidualProblem, start: Float64Array): Float64Array {
  const count = problem.parameterCount;
  const rows = problem.residualCount;
  if (count === 0) return start;
  const residual = new Float64Array(rows);
  const jacobian = new Float64Array(rows * count);
  const dot = new CompensatedDot();
  const evaluate = (parameters: Float64Array): Point => {
    problem.residuals(parameters, residual);
    problem.jacobian(parameters, jacobian);
    const gradient = new Float64Array(count);
    for (let column = 0; column < count; column++) {
      dot.reset();
      for (let row = 0; row < rows; row++) dot.add(jacobian[column * rows + row], residual[row]);
      gradient[column] = dot.value;
    }
    return { parameters, sumOfSquares: sumOf(residual), gradient };
  };
  let current = evaluate(start);
  if (!Number.isFinite(current.sumOfSquares)) return start;
  for (let step = 0; step < MAX_STEPS; step++) {
    const hessian = new Float64Array(count * count);
    for (let column = 0; column < count; column++) {
      const size = CUBE_ROOT_EPSILON * Math.max(Math.abs(current.parameters[column]), 1e-8);
      const forward = current.parameters.slice();
      const backward = current.parameters.slice();
      forward[column] += size;
      backward[column] -= size;
      const ahead = evaluate(forward).gradient;
      const behind = evaluate(backward).gradient;
      const width = forward[column] - backward[column];
      for (let row = 0; row < count; row++)
        hessian[column * count + row] = (ahead[row] - behind[row]) / width;
    }
    for (let row = 0; row < count; row++)
      for (let column = 0; column < row; column++) {
        const mean = (hessian[column * count + row] + hessian[row * count + column]) / 2;
        hessian[column * count + row] = mean;
        hessian[row * count + column] = mean;
      }
    if (!hessian.every(Number.isFinite)) break;
    // Jacobi scaling, so that the rank test sees the Hessian's shape and not the parameters' units.
    const scale = Float64Array.from({ length: count }, (_, index) => {
      const diagonal = Math.abs(hessian[index * count + index]);
      return diagonal > 0 ? 1 / Math.sqrt(diagonal) : 1;
    });
    for (let column = 0; column < count; column++)
      for (let row = 0; row < count; row++) hessian[column * count + row] *= scale[row] * scale[column];
    const qr = factorQr(hessian, count, count, true);
    if (numericalRank(qr, 1e-14) < count) break;
    const right = current.gradient.map((value, index) => -value * scale[index]);
    applyQTranspose(qr, right);
    const solved = solveUpper(qr, right, count);
    const trial = current.parameters.slice();
    let largest = 0;
    for (let position = 0; position < count; position++) {
      const index = qr.permutation[position];
      const change = solved[position] * scale[index];
      trial[index] += change;
      largest = Math.max(largest, Math.abs(change) / (Math.abs(current.parameters[index]) || 1));
    }
    const next = evaluate(trial);
    // Near the optimum the sum of squares changes at its rounding level, and the gradient is rounding:
    // a Newton step from a converged fit is small, and must not make the fit measurably worse.
    const tolerance = 1e-10 * current.sumOfSquares;
    if (!(next.sumOfSquares <= current.sumOfSquares + tolerance) || !(largest <= MAX_RELATIVE_STEP)) break;
    current = next;
    if (largest <= 1e-15) break;
  }
  return current.parameters;
}

function sumOf(values: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < values.length; index++) sum += values[index] * values[index];
  return Number.isFinite(sum) ? sum : Infinity;
}
