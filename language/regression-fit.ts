/**
 * Fits a compiled regression (`regression-model.ts`) with the fitter of `fit/`: the points where the
 * observation or any data column is undefined are left out (as the best-known product does), the model
 * and its derivatives run over the remaining columns (`regression-columns.ts`), starting values come from
 * `regression-starts.ts`, and the result carries what the row shows: parameters, residuals (one per
 * point of the lists, NaN where a point was left out), statistics and any warning.
 */
import { fitModel, type FitResult } from './fit/fit-model';
import { describeFit, type RegressionStatistics } from './fit/fit-statistics';
import type { ModelFunctions } from './fit/variable-projection';
import { ParseError } from './parse-error';
import type { ProgramNode } from './program';
import { ColumnEvaluator } from './regression-columns';
import type { CompiledRegression } from './regression-model';
import { candidateValues, isLogLinearizable } from './regression-starts';

export interface RegressionFitOptions {
  /** Minimize Σ(ln y − ln f)² (offered for exponential and power models of positive data). */
  readonly logMode?: boolean;
  /** Starting points by parameter name, each a full set (the NIST tests' certified starts). */
  readonly starts?: readonly Readonly<Record<string, number>>[];
  readonly maxIterations?: number;
}

export interface RegressionFit {
  readonly parameters: Float64Array;
  /** y − f at every point of the lists; NaN where a point was left out. */
  readonly residuals: Float64Array;
  readonly statistics: RegressionStatistics;
  /** Points used. */
  readonly pointCount: number;
  readonly converged: boolean;
  /** Names of parameters the data cannot tell apart from the others (given 0). */
  readonly dependentParameters: readonly string[];
  readonly logMode: boolean;
  /** Whether log mode applies: an exponential or power model of positive data. */
  readonly logModeAvailable: boolean;
  /** The fitter's work: Levenberg–Marquardt runs and model evaluations. */
  readonly runs: number;
  readonly evaluations: number;
}

/** Points the grid of starting values is scored on at most. */
const SAMPLE_POINTS = 96;

export function fitRegression(
  compiled: CompiledRegression,
  options: RegressionFitOptions = {},
): RegressionFit {
  const { observations, parameters } = compiled;
  const kept = definedRows(compiled);
  if (kept.length < parameters.length) {
    const count = parameters.length;
    throw new ParseError(
      'invalid-regression',
      `A regression with ${count} parameter${count === 1 ? '' : 's'} needs at least ${count} point${count === 1 ? '' : 's'}; the lists have ${kept.length}`,
      0,
      0,
    );
  }
  const model = modelOver(compiled, kept);
  const keptObservations = pick(observations, kept);
  const positive = keptObservations.every((value) => value > 0);
  const logModeAvailable = positive && isLogLinearizable(compiled);
  const logMode = options.logMode === true && logModeAvailable;
  const nonlinear = compiled.linear.some((isLinear) => !isLinear);
  const sample =
    nonlinear && kept.length > SAMPLE_POINTS * 2 ? sampleOf(compiled, kept, keptObservations) : undefined;
  const starts = options.starts?.map((start) =>
    Float64Array.from(compiled.parameterNames, (name) => start[name] ?? 0),
  );
  const result: FitResult = fitModel({
    model,
    observations: keptObservations,
    starts,
    candidates: starts || !nonlinear ? undefined : candidateValues(compiled, kept, keptObservations),
    sample,
    logMode,
    maxIterations: options.maxIterations,
  });
  const residuals = new Float64Array(observations.length).fill(NaN);
  for (let index = 0; index < kept.length; index++) {
    residuals[kept[index]] = keptObservations[index] - result.fitted[index];
  }
  const constant = nonlinear ? [] : constantColumns(model);
  const statistics = describeFit({
    observations: logMode ? keptObservations.map(Math.log) : keptObservations,
    fitted: logMode ? result.fitted.map(Math.log) : result.fitted,
    parameterCount: parameters.length,
    interceptColumn: constant.length > 0,
    predictor: linePredictor(compiled, model, kept, constant),
    logMode,
  });
  return {
    parameters: result.parameters,
    residuals,
    statistics,
    pointCount: kept.length,
    converged: result.converged,
    dependentParameters: result.dependent.map((index) => compiled.parameterNames[index]),
    logMode,
    logModeAvailable,
    runs: result.runs,
    evaluations: result.evaluations,
  };
}

/** The rows where the observation and every data column are finite (all of them, most of the time). */
function definedRows(compiled: CompiledRegression): Int32Array {
  const { observations } = compiled;
  const columns = [...compiled.data.values()];
  const rows = new Int32Array(observations.length);
  let count = 0;
  for (let row = 0; row < observations.length; row++) {
    let defined = Number.isFinite(observations[row]);
    for (let column = 0; defined && column < columns.length; column++)
      defined = Number.isFinite(columns[column][row]);
    if (defined) rows[count++] = row;
  }
  return count === rows.length ? rows : rows.slice(0, count);
}

/** `values` at `rows`; `values` itself when the rows are all of them, in order. */
function pick(values: Float64Array, rows: Int32Array): Float64Array {
  if (rows.length === values.length) return values;
  const picked = new Float64Array(rows.length);
  for (let index = 0; index < rows.length; index++) picked[index] = values[rows[index]];
  return picked;
}

/** The model and observations at a sample of evenly spaced rows, for scoring starting values. */
function sampleOf(compiled: CompiledRegression, kept: Int32Array, observations: Float64Array) {
  const positions = new Int32Array(SAMPLE_POINTS);
  for (let index = 0; index < SAMPLE_POINTS; index++) {
    positions[index] = Math.round((index * (kept.length - 1)) / (SAMPLE_POINTS - 1));
  }
  const rows = new Int32Array(SAMPLE_POINTS);
  const sampled = new Float64Array(SAMPLE_POINTS);
  for (let index = 0; index < SAMPLE_POINTS; index++) {
    rows[index] = kept[positions[index]];
    sampled[index] = observations[positions[index]];
  }
  return { model: modelOver(compiled, rows), observations: sampled };
}

/** The model and its derivatives over the given rows of the data. */
function modelOver(compiled: CompiledRegression, rows: Int32Array): ModelFunctions {
  const data = new Map([...compiled.data].map(([variable, values]) => [variable, pick(values, rows)]));
  const roots: ProgramNode[] = [compiled.model, ...compiled.derivatives];
  const evaluator = new ColumnEvaluator(roots, compiled.parameters, data, rows.length);
  const modelSlot = evaluator.slotFor(compiled.model);
  const derivativeSlots = compiled.derivatives.map((derivative) => evaluator.slotFor(derivative));
  return {
    pointCount: rows.length,
    parameterCount: compiled.parameters.length,
    linear: compiled.linear,
    values: (parameters, out) => evaluator.evaluate(parameters, modelSlot, out),
    derivative: (parameters, index, out) => evaluator.evaluate(parameters, derivativeSlots[index], out),
  };
}

/** Indices of parameters whose derivative column is the same nonzero number at every point (an intercept). */
function constantColumns(model: ModelFunctions): number[] {
  const zero = new Float64Array(model.parameterCount);
  const column = new Float64Array(model.pointCount);
  const found: number[] = [];
  for (let index = 0; index < model.parameterCount; index++) {
    model.derivative(zero, index, column);
    const first = column[0];
    let constant = column.length > 0 && first !== 0;
    for (let row = 1; constant && row < column.length; row++) constant = column[row] === first;
    if (constant) found.push(index);
  }
  return found;
}

/**
 * For a line y ~ m·x + b (two linear parameters, one the intercept): the predictor, to sign r. The list
 * named in the model when there is one (`b − m·x₁` correlates with x₁), else the slope's column.
 */
function linePredictor(
  compiled: CompiledRegression,
  model: ModelFunctions,
  rows: Int32Array,
  constant: readonly number[],
): Float64Array | undefined {
  if (compiled.parameters.length !== 2 || !compiled.linear.every(Boolean) || constant.length !== 1)
    return undefined;
  const named = [...compiled.namedColumns.keys()];
  if (named.length === 1) return pick(compiled.data.get(named[0])!, rows);
  const column = new Float64Array(model.pointCount);
  model.derivative(new Float64Array(2), 1 - constant[0], column);
  return column;
}
