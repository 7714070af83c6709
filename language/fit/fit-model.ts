/**
 * Fits a model to observations: the door of this folder for the calculator's regressions and for tests.
 *
 * - Every parameter linear: one linear least-squares solve (`linear-least-squares.ts`), exact up to the
 *   problem's conditioning; no starting values, no iterations.
 * - Otherwise: Levenberg–Marquardt over the nonlinear parameters with the linear ones projected out
 *   (`variable-projection.ts`), from several starting points: the caller's, or the best few points of a
 *   grid of candidate values evaluated on a sample of the data (cheap: the reduced problem has few
 *   dimensions, and the linear parameters need no candidates at all). The best converged run wins; when
 *   none converged, the best run is returned with `converged: false`, never NaN in silence.
 * - Log mode: minimizes Σ(ln y − ln f)² instead, over every parameter, from the ordinary fit's optimum.
 */
import { minimizeLevenbergMarquardt, type MinimizeResult, type ResidualProblem } from './levenberg-marquardt';
import { solveLeastSquares } from './linear-least-squares';
import { polishNewton } from './newton-polish';
import { FullProblem, ProjectedProblem, type ModelFunctions } from './variable-projection';

export interface FitRequest {
  readonly model: ModelFunctions;
  readonly observations: Float64Array;
  /** Starting points (every parameter; linear ones are ignored): certified starts, a previous fit. */
  readonly starts?: readonly ArrayLike<number>[];
  /**
   * Without `starts`: values to try for each parameter (linear ones ignored), the grid the starting
   * points are picked from. Missing: a grid of magnitudes.
   */
  readonly candidates?: readonly (readonly number[])[];
  /** The same model on a sample of the points (with its observations), for the grid search. */
  readonly sample?: { readonly model: ModelFunctions; readonly observations: Float64Array };
  /** Minimize Σ(ln y − ln f)² (every observation must be positive). */
  readonly logMode?: boolean;
  readonly maxIterations?: number;
}

export interface FitResult {
  readonly parameters: Float64Array;
  /** The model at the parameters, at every point. */
  readonly fitted: Float64Array;
  /** Σ(y − f)² (in log mode too: the residuals people read are y − f). */
  readonly sumOfSquares: number;
  readonly converged: boolean;
  /** Linear parameters the data cannot tell apart from others (set to 0). */
  readonly dependent: readonly number[];
  /** Condition number of the linear solve (linear models only). */
  readonly condition?: number;
  /** Levenberg–Marquardt runs made and residual evaluations in all (0 for a linear model). */
  readonly runs: number;
  readonly evaluations: number;
}

/** Starting points tried from the grid, best first. */
const GRID_STARTS = 6;
/** Model evaluations × points × (parameters + 1) after which no further start is tried (~0.1–0.3 s). */
const MAX_MULTI_START_WORK = 5_000_000;
/** Grid points evaluated at most (a product of candidate sets larger than this is sampled). */
const MAX_GRID_POINTS = 3_000;
/** Magnitudes tried for a parameter without candidates of its own. */
const DEFAULT_CANDIDATES = [
  0.001, 0.01, 0.1, 0.3, 1, 3, 10, 100, 1000, -0.001, -0.01, -0.1, -0.3, -1, -3, -10, -100, -1000,
];

export function fitModel(request: FitRequest): FitResult {
  const { model, observations } = request;
  if (model.linear.every(Boolean)) return fitLinear(model, observations);
  const ordinary = fitNonlinear(request);
  return request.logMode ? fitLogarithmic(request, ordinary) : ordinary;
}

function fitLinear(model: ModelFunctions, observations: Float64Array): FitResult {
  const count = model.parameterCount;
  const zero = new Float64Array(count);
  const offset = new Float64Array(model.pointCount);
  model.values(zero, offset);
  const target = observations.map((value, row) => value - offset[row]);
  const columns = Array.from({ length: count }, (_, index) => {
    const column = new Float64Array(model.pointCount);
    model.derivative(zero, index, column);
    return column;
  });
  const solved = solveLeastSquares(columns, target, { refine: 'auto' });
  const fitted = new Float64Array(model.pointCount);
  model.values(solved.coefficients, fitted);
  return {
    parameters: solved.coefficients,
    fitted,
    sumOfSquares: sumOfSquaredDifferences(observations, fitted),
    converged: true,
    dependent: solved.dependent,
    condition: solved.condition,
    runs: 0,
    evaluations: 1,
  };
}

function fitNonlinear(request: FitRequest): FitResult {
  const { model, observations } = request;
  const template = new Float64Array(model.parameterCount);
  const starts = request.starts ?? gridStarts(request);
  let best: { run: MinimizeResult; problem: ProjectedProblem } | undefined;
  let evaluations = 0;
  let runs = 0;
  for (const start of starts) {
    // Later starts only while the work so far is moderate: a hard model over many points must not hold
    // the worker for seconds (the best run so far is the answer, converged or said not to be).
    if (best && evaluations * model.pointCount * (model.parameterCount + 1) > MAX_MULTI_START_WORK) break;
    const problem = new ProjectedProblem(model, observations, template);
    const run = minimizeLevenbergMarquardt(problem, problem.nonlinearPart(start), {
      maxIterations: request.maxIterations ?? 200,
    });
    runs++;
    evaluations += run.evaluations;
    // Two converged runs from different starts at the same least sum of squares: the grid's best basins
    // lead there, and the remaining starts (worse by the grid's measure) are not run. Unless the runs
    // slid off towards infinity (Rat42's b₁ → 10³⁹), where many starts end at the same flat value.
    const confirmed =
      best !== undefined &&
      run.converged &&
      best.run.converged &&
      sameOptimum(run.sumOfSquares, best.run.sumOfSquares) &&
      (samePoint(run.parameters, best.run.parameters) ||
        (isModerate(completed(problem, run)) && isModerate(completed(best.problem, best.run))));
    if (
      !best ||
      isBetter(run, best.run) ||
      (confirmed && morePositive(run.parameters, best.run.parameters))
    ) {
      best = { run, problem };
    }
    if (confirmed || best.run.sumOfSquares === 0) break;
  }
  const problem = best!.problem;
  // α solved at the winning β (the problem's last evaluation may have been a rejected trial).
  const scratch = new Float64Array(model.pointCount);
  problem.residuals(best!.run.parameters, scratch);
  const projected = problem.complete(best!.run.parameters);
  const parameters = best!.run.converged
    ? polishNewton(new FullProblem(model, observations), projected)
    : projected;
  const fitted = new Float64Array(model.pointCount);
  model.values(parameters, fitted);
  const sumOfSquares = sumOfSquaredDifferences(observations, fitted);
  return {
    parameters,
    fitted,
    sumOfSquares,
    converged: best!.run.converged && Number.isFinite(sumOfSquares),
    dependent: [],
    runs,
    evaluations,
  };
}

function sameOptimum(first: number, second: number): boolean {
  return Math.abs(first - second) <= 1e-10 * Math.max(first, second);
}

/** Every parameter of a run (its linear ones solved at its end point). */
function completed(problem: ProjectedProblem, run: MinimizeResult): Float64Array {
  problem.residuals(run.parameters, new Float64Array(problem.residualCount));
  return problem.complete(run.parameters);
}

/** No parameter has run off towards the ends of the doubles. */
function isModerate(parameters: Float64Array): boolean {
  return parameters.every((value) => Number.isFinite(value) && Math.abs(value) <= 1e12);
}

function samePoint(first: Float64Array, second: Float64Array): boolean {
  return first.every(
    (value, index) => Math.abs(value - second[index]) <= 1e-6 * Math.max(Math.abs(value), 1e-300),
  );
}

/**
 * Of two parameter sets with the same fit, the one with more positive nonlinear parameters: some models
 * have mirror images (c/(1+ae^{−bx})+d is also −c/(1+e^{bx}/a)+c+d), and rates and scales are written
 * positive.
 */
function morePositive(first: Float64Array, second: Float64Array): boolean {
  const positive = (values: Float64Array) => values.reduce((count, value) => count + (value > 0 ? 1 : 0), 0);
  return positive(first) > positive(second);
}

/** A converged run beats one that did not converge; then the smaller sum of squares. */
function isBetter(run: MinimizeResult, than: MinimizeResult): boolean {
  if (run.converged !== than.converged && Number.isFinite(run.sumOfSquares)) {
    // A run that stopped early may still be far better (it ran out of iterations near a good optimum).
    if (run.converged)
      return run.sumOfSquares <= than.sumOfSquares * (1 + 1e-9) || !Number.isFinite(than.sumOfSquares);
    return run.sumOfSquares < than.sumOfSquares * (1 - 1e-6);
  }
  return run.sumOfSquares < than.sumOfSquares;
}

/**
 * The best points of the candidate grid by the reduced sum of squares (the linear parameters projected
 * out), evaluated on the sample when there is one.
 */
function gridStarts(request: FitRequest): Float64Array[] {
  const { model } = request;
  const sample = request.sample ?? { model, observations: request.observations };
  const nonlinear = model.linear.flatMap((isLinear, index) => (isLinear ? [] : [index]));
  const sets = nonlinear.map((index) => {
    const given = request.candidates?.[index];
    return given && given.length > 0 ? given : DEFAULT_CANDIDATES;
  });
  const total = sets.reduce((product, set) => product * set.length, 1);
  const points: Float64Array[] = [];
  const template = new Float64Array(model.parameterCount);
  const pointAt = (choose: (position: number) => number) => {
    const point = template.slice();
    nonlinear.forEach((index, position) => (point[index] = sets[position][choose(position)]));
    return point;
  };
  if (total <= MAX_GRID_POINTS) {
    for (let flat = 0; flat < total; flat++) {
      let rest = flat;
      points.push(
        pointAt((position) => {
          const choice = rest % sets[position].length;
          rest = Math.floor(rest / sets[position].length);
          return choice;
        }),
      );
    }
  } else {
    // A deterministic sample of the product (the same data always gives the same fit).
    let seed = 0x9e3779b9;
    const random = () => {
      seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
      return seed / 2 ** 32;
    };
    for (let point = 0; point < MAX_GRID_POINTS; point++)
      points.push(pointAt((position) => Math.floor(random() * sets[position].length)));
  }
  const problem = new ProjectedProblem(sample.model, sample.observations, template);
  const residual = new Float64Array(sample.model.pointCount);
  const scored = points.map((point) => {
    problem.residuals(problem.nonlinearPart(point), residual);
    let cost = 0;
    for (let row = 0; row < residual.length; row++) cost += residual[row] * residual[row];
    return { point, cost: Number.isFinite(cost) ? cost : Infinity };
  });
  scored.sort((first, second) => first.cost - second.cost);
  const chosen = scored.filter((entry) => entry.cost < Infinity).slice(0, GRID_STARTS);
  return chosen.length > 0 ? chosen.map((entry) => entry.point) : [pointAt(() => 0)];
}

/** Log mode: residuals ln y − ln f(θ) over every parameter, started from the ordinary optimum. */
function fitLogarithmic(request: FitRequest, ordinary: FitResult): FitResult {
  const { model, observations } = request;
  const logObservations = observations.map(Math.log);
  const problem = new LogarithmicProblem(model, logObservations);
  const starts = [ordinary.parameters, ...(request.starts ?? [])];
  let best: MinimizeResult | undefined;
  let evaluations = ordinary.evaluations;
  for (const start of starts) {
    const run = minimizeLevenbergMarquardt(problem, start, { maxIterations: request.maxIterations ?? 200 });
    evaluations += run.evaluations;
    if (!best || isBetter(run, best)) best = run;
  }
  const parameters = best!.converged ? polishNewton(problem, best!.parameters) : best!.parameters;
  const fitted = new Float64Array(model.pointCount);
  model.values(parameters, fitted);
  return {
    parameters,
    fitted,
    sumOfSquares: sumOfSquaredDifferences(observations, fitted),
    converged: best!.converged,
    dependent: [],
    runs: ordinary.runs + starts.length,
    evaluations,
  };
}

class LogarithmicProblem implements ResidualProblem {
  readonly residualCount: number;
  readonly parameterCount: number;
  private readonly values: Float64Array;

  constructor(
    private readonly model: ModelFunctions,
    private readonly logObservations: Float64Array,
  ) {
    this.residualCount = model.pointCount;
    this.parameterCount = model.parameterCount;
    this.values = new Float64Array(model.pointCount);
  }

  residuals(parameters: Float64Array, out: Float64Array): void {
    this.model.values(parameters, this.values);
    // ln of a non-positive value is NaN: the step that led there is rejected.
    for (let row = 0; row < out.length; row++)
      out[row] = this.logObservations[row] - Math.log(this.values[row]);
  }

  jacobian(parameters: Float64Array, out: Float64Array): void {
    const rows = this.residualCount;
    for (let index = 0; index < this.parameterCount; index++) {
      const column = out.subarray(index * rows, (index + 1) * rows);
      this.model.derivative(parameters, index, column);
      for (let row = 0; row < rows; row++) column[row] = -column[row] / this.values[row];
    }
  }
}

export function sumOfSquaredDifferences(observations: Float64Array, fitted: Float64Array): number {
  let sum = 0;
  for (let row = 0; row < observations.length; row++) sum += (observations[row] - fitted[row]) ** 2;
  return sum;
}
