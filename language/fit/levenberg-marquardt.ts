/**
 * Levenberg–Marquardt minimization of ‖r(β)‖² for a residual function with a Jacobian.
 *
 * Each iteration factors J = QR once; a trial step with damping λ solves the small problem
 * min ‖[R; √λ·D]·δ + [Qᵀr; 0]‖ by QR as well (never JᵀJ, which squares J's condition number). D is
 * Marquardt's scaling, the largest norm each column of J has had, so the damping does not depend on the
 * units of the parameters. λ follows the gain ratio ρ of actual to predicted reduction: Nielsen's update
 * λ·max(1/3, 1 − (2ρ − 1)³) after a success, λ·ν with ν doubling after each failure.
 *
 * It stops when the predicted and the actual reduction are both below `RELATIVE_REDUCTION` of the sum of
 * squares (MINPACK's ftol test), when the step is below `RELATIVE_STEP` of the parameters (xtol), when
 * the gradient is orthogonal to the residual to within rounding (gtol), or when the residual is zero;
 * those are convergence. Running out of iterations or of damping is not, and says so.
 *
 * see: J. J. Moré, "The Levenberg–Marquardt algorithm: implementation and theory", Numerical Analysis,
 * Lecture Notes in Mathematics 630 (1978) 105–116 (MINPACK lmder); H. B. Nielsen, "Damping parameter in
 * Marquardt's method", IMM-REP-1999-05, DTU.
 */
import { applyQTranspose, factorQr, solveUpper } from './householder-qr';

export interface ResidualProblem {
  /** Rows of the residual (m) and parameters (n). */
  readonly residualCount: number;
  readonly parameterCount: number;
  /** r(β) into `out` (length m). A non-finite entry makes the point unacceptable. */
  residuals(parameters: Float64Array, out: Float64Array): void;
  /**
   * ∂r/∂β at `parameters`, column-major into `out` (m × n). Always called right after `residuals` at the
   * same parameters, so a problem may reuse what that call computed.
   */
  jacobian(parameters: Float64Array, out: Float64Array): void;
}

export interface MinimizeOptions {
  readonly maxIterations?: number;
}

export type StopReason =
  'reduction' | 'step' | 'gradient' | 'zero-residual' | 'iterations' | 'stalled' | 'undefined';

export interface MinimizeResult {
  readonly parameters: Float64Array;
  /** ‖r‖² at the parameters (Infinity when no point was defined). */
  readonly sumOfSquares: number;
  readonly converged: boolean;
  readonly reason: StopReason;
  readonly iterations: number;
  /** Residual evaluations, the measure of work. */
  readonly evaluations: number;
}

const RELATIVE_REDUCTION = 1e-15;
const RELATIVE_STEP = 1e-14;
const GRADIENT_TOLERANCE = 1e-15;
const INITIAL_DAMPING = 1e-3;
const MAX_DAMPING = 1e32;

function sumOfSquares(values: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < values.length; index++) sum += values[index] * values[index];
  return Number.isFinite(sum) ? sum : Infinity;
}

export function minimizeLevenbergMarquardt(
  problem: ResidualProblem,
  start: ArrayLike<number>,
  options: MinimizeOptions = {},
): MinimizeResult {
  const rows = problem.residualCount;
  const count = problem.parameterCount;
  const maxIterations = options.maxIterations ?? 200;
  let parameters = Float64Array.from(start);
  let residual = new Float64Array(rows);
  problem.residuals(parameters, residual);
  let evaluations = 1;
  let cost = sumOfSquares(residual);
  const finish = (converged: boolean, reason: StopReason, iterations: number): MinimizeResult => ({
    parameters,
    sumOfSquares: cost,
    converged,
    reason,
    iterations,
    evaluations,
  });
  if (cost === Infinity) return finish(false, 'undefined', 0);
  if (cost === 0 || count === 0) return finish(true, 'zero-residual', 0);

  const jacobian = new Float64Array(rows * count);
  const scaling = new Float64Array(count);
  let trialResidual = new Float64Array(rows);
  const trial = new Float64Array(count);
  const augmented = new Float64Array(2 * count * count);
  const rotated = new Float64Array(rows);
  let damping = INITIAL_DAMPING;
  let growth = 2;

  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    problem.jacobian(parameters, jacobian);
    for (let column = 0; column < count; column++) {
      let norm = 0;
      for (let row = 0; row < rows; row++) norm += jacobian[column * rows + row] ** 2;
      scaling[column] = Math.max(scaling[column], Math.sqrt(norm));
    }
    const qr = factorQr(jacobian, rows, count, false);
    rotated.set(residual);
    applyQTranspose(qr, rotated);
    // Gradient test: the cosine between the residual and each column of J (gtol of MINPACK).
    const residualNorm = Math.sqrt(cost);
    let largestCosine = 0;
    for (let column = 0; column < count; column++) {
      let gradient = 0;
      for (let row = 0; row <= column; row++) gradient += qr.factors[column * rows + row] * rotated[row];
      let norm = 0;
      for (let row = 0; row <= column; row++) norm += qr.factors[column * rows + row] ** 2;
      if (norm > 0)
        largestCosine = Math.max(largestCosine, Math.abs(gradient) / (Math.sqrt(norm) * residualNorm));
    }
    if (largestCosine <= GRADIENT_TOLERANCE) return finish(true, 'gradient', iteration);

    for (;;) {
      // min ‖[R; √λ·D]δ + [c; 0]‖ by a QR of the 2n × n stacked matrix.
      augmented.fill(0);
      const root = Math.sqrt(damping);
      for (let column = 0; column < count; column++) {
        for (let row = 0; row <= column; row++)
          augmented[column * 2 * count + row] = qr.factors[column * rows + row];
        augmented[column * 2 * count + count + column] = root * (scaling[column] || 1);
      }
      const small = factorQr(augmented.slice(), 2 * count, count, false);
      const right = new Float64Array(2 * count);
      for (let row = 0; row < count; row++) right[row] = -rotated[row];
      applyQTranspose(small, right);
      const step = solveUpper(small, right, count);
      let jStep = 0;
      let dStep = 0;
      let dParameters = 0;
      for (let row = 0; row < count; row++) {
        let value = 0;
        for (let column = row; column < count; column++)
          value += qr.factors[column * rows + row] * step[column];
        jStep += value * value;
        const scale = scaling[row] || 1;
        dStep += (scale * step[row]) ** 2;
        dParameters += (scale * parameters[row]) ** 2;
      }
      // Predicted reduction ‖Jδ‖² + 2λ‖Dδ‖²: the model's, without the cancellation of F − ‖r + Jδ‖².
      const predicted = jStep + 2 * damping * dStep;
      for (let index = 0; index < count; index++) trial[index] = parameters[index] + step[index];
      problem.residuals(trial, trialResidual);
      evaluations++;
      const trialCost = sumOfSquares(trialResidual);
      const actual = cost - trialCost;
      const ratio = trialCost === Infinity || !(predicted > 0) ? -1 : actual / predicted;
      const smallStep = Math.sqrt(dStep) <= RELATIVE_STEP * (Math.sqrt(dParameters) + RELATIVE_STEP);
      if (ratio > 1e-4) {
        parameters = Float64Array.from(trial);
        [residual, trialResidual] = [trialResidual, residual];
        cost = trialCost;
        damping *= Math.max(1 / 3, 1 - (2 * ratio - 1) ** 3);
        growth = 2;
        if (cost === 0) return finish(true, 'zero-residual', iteration);
        if (
          actual <= RELATIVE_REDUCTION * (cost + actual) &&
          predicted <= RELATIVE_REDUCTION * (cost + actual)
        )
          return finish(true, 'reduction', iteration);
        if (smallStep) return finish(true, 'step', iteration);
        break;
      }
      // Rejected. A step that small, or a model that predicts nothing more, is as close as doubles get.
      if (smallStep || predicted <= RELATIVE_REDUCTION * cost * 1e-2) return finish(true, 'step', iteration);
      damping *= growth;
      growth *= 2;
      if (damping > MAX_DAMPING) return finish(false, 'stalled', iteration);
    }
  }
  return finish(false, 'iterations', maxIterations);
}
