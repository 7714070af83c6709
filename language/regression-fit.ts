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
  const { observations, data, parameters } = compiled;
  const columns = [...data.values()];
  const rows: number[] = [];
  for (let row = 0; row < observations.length; row++) {
    if (Number.isFinite(observations[row]) && columns.every((column) => Number.isFinite(column[row])))
      rows.push(row);
  }
  if (rows.length < parameters.length) {
    const count = parameters.length;
    throw new ParseError(
      'invalid-regression',
      `A regression with ${count} parameter${count === 1 ? '' : 's'} needs at least ${count} point${count === 1 ? '' : 's'}; the lists have ${rows.length}`,
      0,
      0,
    );
  }
  const kept = Int32Array.from(rows);
  const model = modelOver(compiled, kept);
  const keptObservations = Float64Array.from(kept, (row) => observations[row]);
  const positive = keptObservations.every((value) => value > 0);
  const logModeAvailable = positive && isLogLinearizable(compiled);
  const logMode = options.logMode === true && logModeAvailable;
  const sample =
    kept.length > SAMPLE_POINTS * 2
      ? (() => {
          const sampled = Int32Array.from({ length: SAMPLE_POINTS }, (_, index) =>
            Math.round((index * (kept.length - 1)) / (SAMPLE_POINTS - 1)),
          );
          return {
            model: modelOver(
              compiled,
              Int32Array.from(sampled, (index) => kept[index]),
            ),
            observations: Float64Array.from(sampled, (index) => keptObservations[index]),
          };
        })()
      : undefined;
  const starts = options.starts?.map((start) =>
    Float64Array.from(compiled.parameterNames, (name) => start[name] ?? 0),
  );
  const result: FitResult = fitModel({
    model,
    observations: keptObservations,
    starts,
    candidates: starts ? undefined : candidateValues(compiled, kept, keptObservations),
    sample,
    logMode,
    maxIterations: options.maxIterations,
  });
  const residuals = new Float64Array(observations.length).fill(NaN);
  rows.forEach((row, index) => (residuals[row] = keptObservations[index] - result.fitted[index]));
  const statistics = describeFit({
    observations: logMode ? keptObservations.map(Math.log) : keptObservations,
    fitted: logMode ? result.fitted.map(Math.log) : result.fitted,
    parameterCount: parameters.length,
    interceptColumn: hasIntercept(model, compiled),
    predictor: linePredictor(compiled, model, kept),
    logMode,
  });
  return {
    parameters: result.parameters,
    residuals,
    statistics,
    pointCount: rows.length,
    converged: result.converged,
    dependentParameters: result.dependent.map((index) => compiled.parameterNames[index]),
    logMode,
    logModeAvailable,
    runs: result.runs,
    evaluations: result.evaluations,
  };
}

/** The model and its derivatives over the given rows of the data. */
function modelOver(compiled: CompiledRegression, rows: Int32Array): ModelFunctions {
  const data = new Map(
    [...compiled.data].map(([variable, values]) => [variable, Float64Array.from(rows, (row) => values[row])]),
  );
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

/** A linear model one of whose columns is constant: its fit has an intercept, so r² is R² ≥ 0. */
function hasIntercept(model: ModelFunctions, compiled: CompiledRegression): boolean {
  return compiled.linear.every(Boolean) && constantColumns(model).length > 0;
}

/** Indices of parameters whose derivative column is the same nonzero number at every point. */
function constantColumns(model: ModelFunctions): number[] {
  const zero = new Float64Array(model.parameterCount);
  const column = new Float64Array(model.pointCount);
  const found: number[] = [];
  for (let index = 0; index < model.parameterCount; index++) {
    model.derivative(zero, index, column);
    if (column.length > 0 && column[0] !== 0 && column.every((value) => value === column[0]))
      found.push(index);
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
): Float64Array | undefined {
  if (compiled.parameters.length !== 2 || !compiled.linear.every(Boolean)) return undefined;
  const constant = constantColumns(model);
  if (constant.length !== 1) return undefined;
  const named = [...compiled.namedColumns.keys()];
  if (named.length === 1) {
    const values = compiled.data.get(named[0])!;
    return Float64Array.from(rows, (row) => values[row]);
  }
  const column = new Float64Array(model.pointCount);
  model.derivative(new Float64Array(2), 1 - constant[0], column);
  return column;
}
