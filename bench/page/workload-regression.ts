/**
 * Regressions (issue 19), ours beside the npm packages `regression` (closed forms and normal equations,
 * Gaussian elimination) and `ml-levenberg-marquardt` (finite-difference Jacobian), on the same data:
 *
 * - a line through 10,000 points: our fit as the worker runs it (compile + Householder QR), our row's whole
 *   analysis with a changed cell (what a drag costs), the worker's update with the table of 10,000 rows
 *   (cells parsed, fit, curve sampled), and `regression.linear`;
 * - a four-parameter logistic c/(1+ae^{−bx})+d through 1,000 points: ours from its own starting values,
 *   `ml-levenberg-marquardt` from a start a person would guess and from the true parameters;
 * - the NIST StRD suites: digits of agreement with the certified parameters, each subject on each problem
 *   it can express (nonlinear: from both certified starting points).
 */
import { levenbergMarquardt } from 'ml-levenberg-marquardt';
import regression from 'regression';
import { analyzeExpressionList } from '../../language/index';
import { fitLatexRegression } from '../../language/regression-latex';
import type { EngineApi } from '../../worker/protocol';
import { compareSubjects, type Subject } from './compare';
import { createOurEngineService } from './our-engine';
import type { BenchRow } from './result-types';
import { VIEW } from './view';

export const LINE_POINTS = 10_000;
export const LOGISTIC_POINTS = 1_000;

/** Deterministic noise in [−1, 1) (a linear congruential generator). */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/** Significant digits of agreement, 0 … 15 (15: equal). */
function digits(value: number, truth: number): number {
  if (!Number.isFinite(value)) return 0;
  if (value === truth) return 15;
  const error = truth === 0 ? Math.abs(value) : Math.abs((value - truth) / truth);
  return Math.max(0, Math.min(15, -Math.log10(error)));
}

/** The least-squares line by compensated two-pass sums on centered data: the reference. */
function referenceLine(xs: readonly number[], ys: readonly number[]): { slope: number; intercept: number } {
  const mean = (values: readonly number[]) => neumaier(values.map((value) => value)) / values.length;
  const meanX = mean(xs);
  const meanY = mean(ys);
  const sxy = neumaier(xs.map((x, index) => (x - meanX) * (ys[index] - meanY)));
  const sxx = neumaier(xs.map((x) => (x - meanX) ** 2));
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

function neumaier(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
  }
  return sum + compensation;
}

export interface FitWorkloadOptions {
  /** Points (the issue's 10,000 or 1,000; the smoke run takes fewer). */
  readonly points?: number;
  readonly rounds?: number;
}

export async function runLineFitWorkload(options: FitWorkloadOptions = {}): Promise<BenchRow[]> {
  const count = options.points ?? LINE_POINTS;
  const random = noise(19);
  // x in [1900, 2100]: data far from 0, where the normal equations' sums lose their digits.
  const xs = Array.from({ length: count }, (_, index) => 1900 + (200 * index) / count);
  const ys = xs.map((x) => 0.37 * x - 500 + random());
  // Calls that must refit alternate between the data and the data with one cell moved (as a drag moves
  // it): each differs from the call before, so no cache answers, and each has its own reference.
  const moved = ys.slice();
  moved[count >> 1] += 0.5;
  const truths = [referenceLine(xs, ys), referenceLine(xs, moved)];
  const pairs = xs.map((x, index) => [x, ys[index]]);
  const cells = (values: readonly number[]) => values.map(String);
  const xCells = cells(xs);
  const yCells = [cells(ys), cells(moved)];
  const service: EngineApi = await createOurEngineService();
  let generation = 0;
  const subject = (
    name: string,
    what: string,
    fit: (
      dataset: number,
    ) => { slope: number; intercept: number } | Promise<{ slope: number; intercept: number }>,
    options: { isOurs?: boolean; alternate?: boolean } = {},
  ): Subject => ({
    name,
    what,
    isOurs: options.isOurs,
    start() {
      let last = { slope: NaN, intercept: NaN };
      let calls = 0;
      let dataset = 0;
      return {
        run: async () => {
          dataset = options.alternate ? calls++ % 2 : 0;
          last = await fit(dataset);
        },
        figures: () => ({
          slopeDigits: digits(last.slope, truths[dataset].slope),
          interceptDigits: digits(last.intercept, truths[dataset].intercept),
          ...(options.isOurs ? { goalMs: 2 } : {}),
        }),
      };
    },
  });
  const parameters = (entries: readonly { name: string; value: number }[]) => ({
    slope: entries.find((entry) => entry.name === 'm')?.value ?? NaN,
    intercept: entries.find((entry) => entry.name === 'b')?.value ?? NaN,
  });
  return compareSubjects({
    workload: `y_1\\sim mx_1+b, ${count.toLocaleString('en')} points`,
    view: VIEW,
    measure: { warmupCalls: 3, minRounds: 5, maxRounds: options.rounds ?? 21, budgetMs: 4000 },
    subjects: [
      subject(
        'ours: fit (compile + Householder QR)',
        'fitLatexRegression on the columns: the model compiled, columns evaluated, QR least squares (refined when ill-conditioned), residuals and statistics',
        () => parameters(toEntries(fitLatexRegression('y_1\\sim mx_1+b', { x_1: xs, y_1: ys }))),
        { isOurs: true },
      ),
      subject(
        'ours: the row’s analysis, one cell changed',
        'analyzeExpressionList of the columns and the regression as the worker runs it, a y cell different from the call before (so the fit is redone)',
        (dataset) => {
          const entry = analyzeExpressionList(
            [
              { id: 'x', latex: 'x_1', listValues: xs },
              { id: 'y', latex: 'y_1', listValues: dataset === 0 ? ys : moved },
              { id: 'fit', latex: 'y_1\\sim mx_1+b' },
            ],
            { degreeMode: false },
          ).get('fit')!;
          return parameters(entry.regression?.parameters ?? []);
        },
        { alternate: true },
      ),
      subject(
        'ours: worker update, table of 10,000 rows',
        'the engine service’s update: cells read, list analysis with the fit, the line sampled for the view (in page, no postMessage); a cell changed each call',
        async (dataset) => {
          const result = await service.update({
            calculatorId: 1,
            generation: ++generation,
            expressions: [{ id: 'fit', latex: 'y_1\\sim mx_1+b', hidden: false }],
            tables: [
              {
                id: 't',
                columns: [
                  { latex: 'x_1', values: xCells, hidden: false, points: false, lines: false },
                  { latex: 'y_1', values: yCells[dataset], hidden: false, points: false, lines: false },
                ],
              },
            ],
            degreeMode: false,
            viewport: VIEW,
          });
          return parameters(result.analysis.fit?.regression?.parameters ?? []);
        },
        { alternate: true },
      ),
      subject(
        'regression (npm): regression.linear',
        'closed-form sums (normal equations), precision: 20 decimals so its rounding costs nothing',
        () => {
          const [slope, intercept] = regression.linear(pairs, { precision: 20 }).equation;
          return { slope, intercept };
        },
      ),
    ],
  });
}

function toEntries(result: { parameters: Readonly<Record<string, number>> }) {
  return Object.entries(result.parameters).map(([name, value]) => ({ name, value }));
}

/** c/(1+a·e^{−bx}) + d: the truth of the logistic workload. */
const LOGISTIC = { a: 20, b: 0.8, c: 10, d: 1 };

export async function runLogisticFitWorkload(options: FitWorkloadOptions = {}): Promise<BenchRow[]> {
  const count = options.points ?? LOGISTIC_POINTS;
  const random = noise(23);
  const xs = Array.from({ length: count }, (_, index) => (15 * index) / (count - 1));
  const model =
    ([a, b, c, d]: number[]) =>
    (x: number) =>
      c / (1 + a * Math.exp(-b * x)) + d;
  const ys = xs.map((x) => model([LOGISTIC.a, LOGISTIC.b, LOGISTIC.c, LOGISTIC.d])(x) + 0.05 * random());
  const latex = 'y_1\\sim\\frac{c}{1+ae^{-bx_1}}+d';
  // The optimum, for fidelity: ours from the true parameters (then checked against every subject's SSR).
  const optimum = fitLatexRegression(latex, { x_1: xs, y_1: ys }, { starts: [LOGISTIC] }).parameters;
  const sumOfSquares = (parameters: number[]) =>
    xs.reduce((sum, x, index) => sum + (ys[index] - model(parameters)(x)) ** 2, 0);
  const best = sumOfSquares([optimum.a, optimum.b, optimum.c, optimum.d]);
  const subject = (name: string, what: string, fit: () => number[], isOurs = false): Subject => ({
    name,
    what,
    isOurs,
    start() {
      let last: number[] = [];
      return {
        run: () => (last = fit()),
        figures: () => ({
          // Digits of the worst parameter against the optimum, and the sum of squares over the optimum's.
          parameterDigits: Math.min(
            ...(['a', 'b', 'c', 'd'] as const).map((name, index) => digits(last[index], optimum[name])),
          ),
          relativeSumOfSquares: sumOfSquares(last) / best,
          ...(isOurs ? { goalMs: 20 } : {}),
        }),
      };
    },
  });
  const data = { x: xs, y: ys };
  const peer = (initialValues: number[]) => () =>
    levenbergMarquardt(data, model, {
      initialValues,
      maxIterations: 1000,
      errorTolerance: 1e-12,
      gradientDifference: 1e-6,
      centralDifference: true,
    }).parameterValues;
  return compareSubjects({
    workload: `${latex}, ${count.toLocaleString('en')} points`,
    view: VIEW,
    measure: { warmupCalls: 2, minRounds: 5, maxRounds: options.rounds ?? 15, budgetMs: 5000 },
    subjects: [
      subject(
        'ours: fit from our own starting values',
        'fitLatexRegression: variable projection (c, d linear), grid of a and b scored on 96 points, LM from the best six, Newton polish',
        () => {
          const { parameters } = fitLatexRegression(latex, { x_1: xs, y_1: ys });
          return [parameters.a, parameters.b, parameters.c, parameters.d];
        },
        true,
      ),
      subject(
        'ml-levenberg-marquardt from a guess (1, 1, 1, 0)',
        'levenbergMarquardt with central differences (step 1e-6), up to 1000 iterations, error tolerance 1e-12',
        peer([1, 1, 1, 0]),
      ),
      subject(
        'ml-levenberg-marquardt from the true parameters',
        'the same, started at (a, b, c, d) = (20, 0.8, 10, 1): the best any start can give it',
        peer([LOGISTIC.a, LOGISTIC.b, LOGISTIC.c, LOGISTIC.d]),
      ),
    ],
  });
}

/** A NIST StRD problem as the Node runner reads it (language/fit/strd-files.ts). */
export interface StrdProblem {
  readonly name: string;
  readonly kind: 'linear' | 'nonlinear';
  /** Our model, in the regression syntax (language/regression-strd-models.ts). */
  readonly latex: string;
  /** Columns by our names: y_1, x_1, x_2 … */
  readonly columns: Readonly<Record<string, number[]>>;
  /** Certified parameters by our names (B_0 …, b_1 …), with the two starts of a nonlinear problem. */
  readonly parameters: readonly { name: string; certified: number; starts?: [number, number] }[];
}

/** JavaScript models of the nonlinear problems for ml-levenberg-marquardt (x is x_1; Nelson has x_2). */
const JAVASCRIPT_MODELS: Readonly<Record<string, (b: number[]) => (x: number) => number>> = {
  Misra1a:
    ([b1, b2]) =>
    (x) =>
      b1 * (1 - Math.exp(-b2 * x)),
  Chwirut2:
    ([b1, b2, b3]) =>
    (x) =>
      Math.exp(-b1 * x) / (b2 + b3 * x),
  Chwirut1:
    ([b1, b2, b3]) =>
    (x) =>
      Math.exp(-b1 * x) / (b2 + b3 * x),
  Lanczos3: (b) => (x) =>
    b[0] * Math.exp(-b[1] * x) + b[2] * Math.exp(-b[3] * x) + b[4] * Math.exp(-b[5] * x),
  Gauss1: gauss,
  Gauss2: gauss,
  DanWood:
    ([b1, b2]) =>
    (x) =>
      b1 * x ** b2,
  Misra1b:
    ([b1, b2]) =>
    (x) =>
      b1 * (1 - (1 + (b2 * x) / 2) ** -2),
  Kirby2:
    ([b1, b2, b3, b4, b5]) =>
    (x) =>
      (b1 + b2 * x + b3 * x * x) / (1 + b4 * x + b5 * x * x),
  Hahn1: rational33,
  MGH17:
    ([b1, b2, b3, b4, b5]) =>
    (x) =>
      b1 + b2 * Math.exp(-x * b4) + b3 * Math.exp(-x * b5),
  Lanczos1: (b) => (x) =>
    b[0] * Math.exp(-b[1] * x) + b[2] * Math.exp(-b[3] * x) + b[4] * Math.exp(-b[5] * x),
  Lanczos2: (b) => (x) =>
    b[0] * Math.exp(-b[1] * x) + b[2] * Math.exp(-b[3] * x) + b[4] * Math.exp(-b[5] * x),
  Gauss3: gauss,
  Misra1c:
    ([b1, b2]) =>
    (x) =>
      b1 * (1 - (1 + 2 * b2 * x) ** -0.5),
  Misra1d:
    ([b1, b2]) =>
    (x) =>
      (b1 * b2 * x) / (1 + b2 * x),
  Roszman1:
    ([b1, b2, b3, b4]) =>
    (x) =>
      b1 - b2 * x - Math.atan(b3 / (x - b4)) / Math.PI,
  ENSO: (b) => (x) =>
    b[0] +
    b[1] * Math.cos((2 * Math.PI * x) / 12) +
    b[2] * Math.sin((2 * Math.PI * x) / 12) +
    b[4] * Math.cos((2 * Math.PI * x) / b[3]) +
    b[5] * Math.sin((2 * Math.PI * x) / b[3]) +
    b[7] * Math.cos((2 * Math.PI * x) / b[6]) +
    b[8] * Math.sin((2 * Math.PI * x) / b[6]),
  MGH09:
    ([b1, b2, b3, b4]) =>
    (x) =>
      (b1 * (x * x + x * b2)) / (x * x + x * b3 + b4),
  Thurber: rational33,
  BoxBOD:
    ([b1, b2]) =>
    (x) =>
      b1 * (1 - Math.exp(-b2 * x)),
  Rat42:
    ([b1, b2, b3]) =>
    (x) =>
      b1 / (1 + Math.exp(b2 - b3 * x)),
  MGH10:
    ([b1, b2, b3]) =>
    (x) =>
      b1 * Math.exp(b2 / (x + b3)),
  Eckerle4:
    ([b1, b2, b3]) =>
    (x) =>
      (b1 / b2) * Math.exp(-0.5 * ((x - b3) / b2) ** 2),
  Rat43:
    ([b1, b2, b3, b4]) =>
    (x) =>
      b1 / (1 + Math.exp(b2 - b3 * x)) ** (1 / b4),
  Bennett5:
    ([b1, b2, b3]) =>
    (x) =>
      b1 * (b2 + x) ** (-1 / b3),
};

function gauss(b: number[]) {
  return (x: number) =>
    b[0] * Math.exp(-b[1] * x) +
    b[2] * Math.exp(-((x - b[3]) ** 2) / b[4] ** 2) +
    b[5] * Math.exp(-((x - b[6]) ** 2) / b[7] ** 2);
}

function rational33([b1, b2, b3, b4, b5, b6, b7]: number[]) {
  return (x: number) => (b1 + b2 * x + b3 * x ** 2 + b4 * x ** 3) / (1 + b5 * x + b6 * x ** 2 + b7 * x ** 3);
}

/** What `regression` can fit of the linear suite: its one-predictor lines and polynomials (with intercept). */
function regressionPackageFit(problem: StrdProblem): number[] | string {
  const order = problem.parameters.length - 1;
  if (!('x_1' in problem.columns) || 'x_2' in problem.columns || problem.parameters[0].name !== 'B_0') {
    return 'not expressible: no intercept-free line, no several predictors';
  }
  const pairs = problem.columns.x_1.map((x, index) => [x, problem.columns.y_1[index]]);
  const fit =
    order === 1
      ? regression.linear(pairs, { precision: 20 })
      : regression.polynomial(pairs, { order, precision: 20 });
  // linear: [slope, intercept]; polynomial: highest power first.
  return order === 1 ? [fit.equation[1], fit.equation[0]] : [...fit.equation].reverse();
}

function accuracyRow(
  problem: StrdProblem,
  subject: string,
  what: string,
  result: number[] | string,
  start?: number,
): BenchRow {
  const workload = `NIST StRD ${problem.name} (${problem.kind}${start === undefined ? '' : `, start ${start}`})`;
  if (typeof result === 'string') return { workload, subject, what, supported: false, reason: result };
  const each = problem.parameters.map((parameter, index) => digits(result[index], parameter.certified));
  return { workload, subject, what, supported: true, figures: { digits: Math.min(...each) } };
}

/**
 * Digits of agreement with the certified parameters (the fewest over a problem's parameters), for each
 * subject that can express the problem; a subject that throws counts as 0 digits with its error.
 */
export function runStrdAccuracyWorkload(problems: readonly StrdProblem[]): BenchRow[] {
  const rows: BenchRow[] = [];
  const attempt = (run: () => number[] | string): number[] | string => {
    try {
      return run();
    } catch (error) {
      return `fails: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  for (const problem of problems) {
    const ours = (starts?: Record<string, number>[]) =>
      attempt(() => {
        const { parameters } = fitLatexRegression(problem.latex, problem.columns, { starts });
        return problem.parameters.map((parameter) => parameters[parameter.name]);
      });
    if (problem.kind === 'linear') {
      rows.push(accuracyRow(problem, 'ours', 'the regression entry’s fit', ours()));
      rows.push(
        accuracyRow(
          problem,
          'regression (npm)',
          'regression.linear / .polynomial, precision 20',
          attempt(() => regressionPackageFit(problem)),
        ),
      );
      continue;
    }
    for (const start of [1, 2]) {
      const initial = problem.parameters.map((parameter) => parameter.starts![start - 1]);
      const starts = [
        Object.fromEntries(problem.parameters.map((parameter, index) => [parameter.name, initial[index]])),
      ];
      rows.push(
        accuracyRow(problem, 'ours', 'fitLatexRegression from the certified start', ours(starts), start),
      );
      const javascript = JAVASCRIPT_MODELS[problem.name];
      const peer = javascript
        ? attempt(() => {
            const data = { x: problem.columns.x_1, y: problem.columns.y_1 };
            return levenbergMarquardt(data, javascript, {
              initialValues: initial,
              maxIterations: 1000,
              errorTolerance: 1e-12,
              gradientDifference: 1e-6,
              centralDifference: true,
            }).parameterValues;
          })
        : 'not expressible: a model of one variable only (Nelson reads x_1 and x_2)';
      rows.push(
        accuracyRow(
          problem,
          'ml-levenberg-marquardt',
          'from the certified start, central differences (step 1e-6), 1000 iterations',
          peer,
          start,
        ),
      );
    }
  }
  return rows;
}
