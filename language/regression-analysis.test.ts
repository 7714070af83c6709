/**
 * Regressions in the list analysis: the models of issue 19 on textbook data, the exported parameters and
 * residuals, statistics, log mode, the drawn curve, and every error the issue names.
 */
import { describe, expect, it } from 'vitest';
import type { ExpressionListInput, ListEntryAnalysis } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { evaluateReference } from './evaluate-reference';
import { fitLatexRegression } from './regression-latex';

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

/** A table of x_1 and y_1, and the given entries. */
function analyze(xs: readonly number[], ys: readonly number[], entries: readonly ExpressionListInput[]) {
  return analyzeExpressionList(
    [{ id: 'x', latex: 'x_1', listValues: xs }, { id: 'y', latex: 'y_1', listValues: ys }, ...entries],
    { degreeMode: false },
  );
}

function parametersOf(entry: ListEntryAnalysis | undefined): Record<string, number> {
  expect(entry?.error).toBeUndefined();
  return Object.fromEntries(entry!.regression!.parameters.map(({ name, value }) => [name, value]));
}

function errorOf(entry: ListEntryAnalysis | undefined) {
  expect(entry?.effect.kind).toBe('error');
  return entry!.error!;
}

describe('the models of the issue, on textbook data', () => {
  it('a line: exact parameters, r and r², the curve drawn', () => {
    const xs = range(1, 8);
    const result = analyze(
      xs,
      xs.map((x) => 2 * x + 1),
      [{ id: 'fit', latex: 'y_1\\sim mx_1+b' }],
    );
    const fit = result.get('fit')!;
    expect(parametersOf(fit)).toEqual({ m: 2, b: 1 });
    expect(fit.regression!.statistics).toEqual({ kind: 'correlation', rSquared: 1, r: 1 });
    expect(fit.regression!.residualVariable).toBe('e_{1}');
    expect(fit.regression!.predictor).toBe('x_{1}');
    expect(fit.effect.kind).toBe('explicit');
    if (fit.effect.kind === 'explicit') expect(evaluateReference(fit.effect.programs[0], { x: 10 })).toBe(21);
  });

  it('a line with a negative slope has a negative r', () => {
    const xs = range(1, 6);
    const ys = [9.8, 8.1, 5.9, 4.2, 2.1, 0.1];
    const statistics = analyze(xs, ys, [{ id: 'fit', latex: 'y_1\\sim b-mx_1' }]).get('fit')!.regression!
      .statistics;
    expect(statistics.kind).toBe('correlation');
    if (statistics.kind === 'correlation') {
      expect(statistics.r).toBeLessThan(-0.99);
      expect(statistics.r! ** 2).toBeCloseTo(statistics.rSquared, 14);
    }
  });

  it('a polynomial', () => {
    const xs = range(-3, 3, 0.5);
    const fit = analyze(
      xs,
      xs.map((x) => 0.5 * x * x - 2 * x + 3),
      [{ id: 'fit', latex: 'y_1\\sim ax_1^2+bx_1+c' }],
    ).get('fit');
    const { a, b, c } = parametersOf(fit);
    expect([a, b, c].map((value) => Number(value.toFixed(12)))).toEqual([0.5, -2, 3]);
    expect(fit!.regression!.statistics.kind).toBe('correlation');
  });

  it('an exponential a·b^x, and its log mode', () => {
    const xs = range(0, 10);
    const ys = xs.map((x) => 3 * 1.5 ** x);
    let fit = analyze(xs, ys, [{ id: 'fit', latex: 'y_1\\sim a\\cdot b^{x_1}' }]).get('fit');
    let { a, b } = parametersOf(fit);
    expect(a).toBeCloseTo(3, 9);
    expect(b).toBeCloseTo(1.5, 10);
    expect(fit!.regression!.logModeAvailable).toBe(true);
    expect(fit!.regression!.logMode).toBe(false);

    // With noise that multiplies, log mode fits ln y: a different, legitimate answer, said so.
    const noisy = ys.map((y, index) => y * (1 + (index % 2 ? 0.1 : -0.1)));
    const ordinary = parametersOf(
      analyze(xs, noisy, [{ id: 'fit', latex: 'y_1\\sim a\\cdot b^{x_1}' }]).get('fit'),
    );
    fit = analyze(xs, noisy, [
      { id: 'fit', latex: 'y_1\\sim a\\cdot b^{x_1}', isLogModeRegression: true },
    ]).get('fit');
    ({ a, b } = parametersOf(fit));
    expect(fit!.regression!.logMode).toBe(true);
    expect(fit!.regression!.statistics).toMatchObject({ kind: 'determination', logMode: true });
    expect(Math.abs(a - ordinary.a)).toBeGreaterThan(1e-3);
    // ln y = ln a + x ln b is linear: the log-mode optimum is that line's least squares.
    const logs = noisy.map(Math.log);
    const meanX = 5;
    const meanLog = logs.reduce((sum, value) => sum + value, 0) / logs.length;
    const slope =
      xs.reduce((sum, x, index) => sum + (x - meanX) * (logs[index] - meanLog), 0) /
      xs.reduce((sum, x) => sum + (x - meanX) ** 2, 0);
    expect(Math.log(b)).toBeCloseTo(slope, 10);
    expect(Math.log(a)).toBeCloseTo(meanLog - slope * meanX, 10);
  });

  it('a sinusoid a·sin(bx+c)+d, found by its frequency ladder', () => {
    const xs = range(0, 30, 0.5);
    const fit = analyze(
      xs,
      xs.map((x) => 2 * Math.sin(0.7 * x + 0.3) + 1),
      [{ id: 'fit', latex: 'y_1\\sim a\\sin(bx_1+c)+d' }],
    ).get('fit');
    const { a, b, c, d } = parametersOf(fit);
    expect(fit!.regression!.converged).toBe(true);
    expect(Math.abs(b)).toBeCloseTo(0.7, 9);
    expect(Math.abs(a)).toBeCloseTo(2, 9);
    expect(d).toBeCloseTo(1, 9);
    // Equivalent phases: the fitted curve is the data's.
    for (const x of [0, 3.3, 17])
      expect(a * Math.sin(b * x + c) + d).toBeCloseTo(2 * Math.sin(0.7 * x + 0.3) + 1, 8);
    const statistics = fit!.regression!.statistics;
    expect(statistics.kind === 'determination' && statistics.rootMeanSquareError).toBeLessThan(1e-9);
  });

  it('a sinusoid in degree mode, its frequency in degrees', () => {
    const xs = range(0, 30, 0.5);
    const result = analyzeExpressionList(
      [
        { id: 'x', latex: 'x_1', listValues: xs },
        { id: 'y', latex: 'y_1', listValues: xs.map((x) => 2 * Math.sin(0.7 * x + 0.3) + 1) },
        { id: 'fit', latex: 'y_1\\sim a\\sin(bx_1+c)+d' },
      ],
      { degreeMode: true },
    );
    const { b } = parametersOf(result.get('fit'));
    expect(Math.abs(b)).toBeCloseTo((0.7 * 180) / Math.PI, 8);
  });

  it('a logistic c/(1+ae^{−bx})', () => {
    const xs = range(0, 15, 0.25);
    const fit = analyze(
      xs,
      xs.map((x) => 10 / (1 + 20 * Math.exp(-0.8 * x))),
      [{ id: 'fit', latex: 'y_1\\sim \\frac{c}{1+ae^{-bx_1}}' }],
    ).get('fit');
    const { a, b, c } = parametersOf(fit);
    expect(a).toBeCloseTo(20, 8);
    expect(b).toBeCloseTo(0.8, 10);
    expect(c).toBeCloseTo(10, 10);
    expect(fit!.regression!.logModeAvailable).toBe(false);
  });

  it('a power law and a subscripted parameter', () => {
    const xs = range(1, 10);
    const { a_1: scale, k } = Object.fromEntries(
      Object.entries(
        parametersOf(
          analyze(
            xs,
            xs.map((x) => 4 * x ** -0.75),
            [{ id: 'fit', latex: 'y_1\\sim a_1x_1^k' }],
          ).get('fit'),
        ),
      ).map(([name, value]) => [name.replace(/_\{(\w+)\}/, '_$1'), value]),
    );
    expect(scale).toBeCloseTo(4, 9);
    expect(k).toBeCloseTo(-0.75, 10);
  });
});

describe('what a regression exports', () => {
  const xs = [1, 2, 3, 4, 5];
  const ys = [2.1, 3.9, 6.2, 7.8, 10.1];

  it('parameters are definitions any entry may use; residuals are a list e_1', () => {
    const result = analyze(xs, ys, [
      { id: 'fit', latex: 'y_1\\sim mx_1+b' },
      { id: 'slope', latex: 'm' },
      { id: 'line', latex: 'y=mx+b' },
      { id: 'residuals', latex: 'e_1' },
      { id: 'sum', latex: '\\operatorname{total}(e_1)' },
    ]);
    const { m, b } = parametersOf(result.get('fit'));
    expect(result.get('slope')!.effect).toEqual({ kind: 'evaluation', value: m });
    const line = result.get('line')!.effect;
    expect(line.kind).toBe('explicit');
    if (line.kind === 'explicit')
      expect(evaluateReference(line.programs[0], { x: 2 })).toBeCloseTo(2 * m + b, 14);
    const residuals = result.get('residuals')!.effect;
    expect(residuals.kind).toBe('evaluation');
    if (residuals.kind === 'evaluation') {
      expect(residuals.value).toHaveLength(5);
      (residuals.value as number[]).forEach((value, index) =>
        expect(value).toBeCloseTo(ys[index] - (m * xs[index] + b), 14),
      );
    }
    const sum = result.get('sum')!.effect;
    expect(sum.kind === 'evaluation' && Math.abs(sum.value as number)).toBeLessThan(1e-13);
  });

  it('two regressions get e_1 and e_2; a name already defined is passed over', () => {
    const result = analyze(xs, ys, [
      { id: 'first', latex: 'y_1\\sim mx_1+b' },
      { id: 'taken', latex: 'e_2=5' },
      { id: 'second', latex: 'y_1\\sim ax_1^2+c' },
    ]);
    expect(result.get('first')!.regression!.residualVariable).toBe('e_{1}');
    expect(result.get('second')!.regression!.residualVariable).toBe('e_{3}');
  });

  it('an entry may name its residuals', () => {
    const result = analyze(xs, ys, [
      { id: 'fit', latex: 'y_1\\sim mx_1+b', residualVariable: 'r_{1}' },
      { id: 'use', latex: '\\operatorname{length}(r_1)' },
    ]);
    expect(result.get('fit')!.regression!.residualVariable).toBe('r_{1}');
    expect(result.get('use')!.effect).toEqual({ kind: 'evaluation', value: 5 });
  });

  it('a name defined elsewhere is data, not a parameter', () => {
    const result = analyze(xs, ys, [
      { id: 'fit', latex: 'y_1\\sim mx_1+b' },
      { id: 'b', latex: 'b=0' },
    ]);
    expect(Object.keys(parametersOf(result.get('fit')))).toEqual(['m']);
  });

  it('points with an undefined value are left out, their residual undefined', () => {
    const result = analyze(
      [1, 2, 3, 4, NaN, 6],
      [1, 2, NaN, 4, 5, 6],
      [
        { id: 'fit', latex: 'y_1\\sim mx_1+b' },
        { id: 'residuals', latex: 'e_1' },
      ],
    );
    expect(result.get('fit')!.regression!.pointCount).toBe(4);
    const residuals = result.get('residuals')!.effect;
    expect(residuals.kind === 'evaluation' && (residuals.value as number[]).map(Number.isNaN)).toEqual([
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('the data may be any lists: expressions of columns, aggregates, lists of the list', () => {
    const result = analyzeExpressionList(
      [
        { id: 'L', latex: 'L=[1,2,3,4,5]' },
        { id: 'fit', latex: '2L+1\\sim a(L-\\operatorname{mean}(L))+c' },
      ],
      { degreeMode: false },
    );
    expect(parametersOf(result.get('fit'))).toEqual({ a: 2, c: 7 });
  });

  it('a dependent parameter is reported and set to 0; the fit stays', () => {
    const fit = analyze(xs, ys, [{ id: 'fit', latex: 'y_1\\sim ax_1+bx_1+c' }]).get('fit')!;
    expect(fit.regression!.dependentParameters).toHaveLength(1);
    const { a, b } = parametersOf(fit);
    expect(a + b).toBeCloseTo(1.99, 12);
  });

  it('R² may be negative, and is said to be R² (not r²) for a model without an intercept', () => {
    const statistics = analyze(
      [1, 2, 3, 4, 5],
      [10, 9, 8, 7, 6],
      [{ id: 'fit', latex: 'y_1\\sim ax_1' }],
    ).get('fit')!.regression!.statistics;
    expect(statistics.kind).toBe('determination');
    expect(statistics.rSquared).toBeLessThan(0);
  });
});

describe('errors a person can read', () => {
  it('lists of different lengths', () => {
    const error = errorOf(analyze([1, 2, 3], [1, 2], [{ id: 'fit', latex: 'y_1\\sim mx_1+b' }]).get('fit'));
    expect(error.code).toBe('invalid-regression');
    expect(error.message).toBe(
      "A regression relates lists of the same length: the left side has 2 values, 'x_1' has 3",
    );
    expect([error.start, error.end]).toEqual([9, 12]);
  });

  it('fewer points than parameters', () => {
    const error = errorOf(
      analyze([1, 2], [1, 2], [{ id: 'fit', latex: 'y_1\\sim ax_1^2+bx_1+c' }]).get('fit'),
    );
    expect(error.message).toBe('A regression with 3 parameters needs at least 3 points; the lists have 2');
  });

  it('no parameter to fit', () => {
    const error = errorOf(analyze([1, 2], [1, 2], [{ id: 'fit', latex: 'y_1\\sim 2x_1' }]).get('fit'));
    expect(error.code).toBe('invalid-regression');
    expect(error.message).toMatch(/^A regression needs a parameter to fit/);
  });

  it('a left side that is no list, a model of x, parameters under aggregates', () => {
    const result = analyze(
      [1, 2, 3],
      [1, 2, 3],
      [
        { id: 'number', latex: '3\\sim ax_1' },
        { id: 'of x', latex: 'y_1\\sim px+q' },
        { id: 'aggregate', latex: 'y_1\\sim \\operatorname{mean}(kx_1)' },
        { id: 'undefined', latex: 'y_2\\sim cx_1' },
      ],
    );
    expect(errorOf(result.get('number')).message).toBe(
      'The left side of ~ must be a list (a table column such as y_1), not a number',
    );
    expect(errorOf(result.get('of x')).message).toMatch(/use the lists’ names/);
    expect(errorOf(result.get('aggregate')).message).toBe(
      "In a regression a parameter cannot be an argument of 'mean'",
    );
    expect(errorOf(result.get('undefined')).code).toBe('undefined-variable');
  });

  it('a parameter of two regressions is defined twice; users of a failed fit are told', () => {
    const result = analyze(
      [1, 2, 3],
      [1, 2, 3],
      [
        { id: 'first', latex: 'y_1\\sim mx_1' },
        { id: 'second', latex: 'x_1\\sim my_1' },
        { id: 'broken', latex: 'y_1\\sim k' },
        { id: 'short', latex: 'x_1\\sim px_1^2+qx_1+s+t' },
        { id: 'user', latex: 'p+1' },
      ],
    );
    expect(errorOf(result.get('first')).code).toBe('duplicate-definition');
    expect(errorOf(result.get('second')).code).toBe('duplicate-definition');
    expect(parametersOf(result.get('broken'))).toEqual({ k: 2 });
    expect(errorOf(result.get('user')).code).toBe('invalid-dependency');
  });

  it('data that depend on the fit are a cycle', () => {
    const result = analyzeExpressionList(
      [
        { id: 'x', latex: 'X=[1,2,m]' },
        { id: 'fit', latex: 'X\\sim m' },
      ],
      { degreeMode: false },
    );
    expect(errorOf(result.get('fit')).code).toBe('cyclic-definition');
  });

  it('no convergence: the best parameters found, finite, and said so', () => {
    const xs = range(0, 20);
    const { fit } = fitLatexRegression(
      'y_1\\sim \\frac{c}{1+ae^{-bx_1}}',
      { x_1: xs, y_1: xs.map((x) => 10 / (1 + 20 * Math.exp(-0.8 * x))) },
      { starts: [{ a: 1, b: 0.01, c: 1 }], maxIterations: 2 },
    );
    expect(fit.converged).toBe(false);
    expect([...fit.parameters].every(Number.isFinite)).toBe(true);
  });
});

describe('the regression syntax', () => {
  it.each([
    ['y_1\\sim mx_1+b', '(~ y_{1} (+ (* m x_{1}) b))'],
    ['y_1~mx_1+b', '(~ y_{1} (+ (* m x_{1}) b))'],
    ['y_1∼mx_1+b', '(~ y_{1} (+ (* m x_{1}) b))'],
  ])('%s', async (latex, tree) => {
    const { parseLatex } = await import('./parser');
    const { formatTree } = await import('./ast');
    expect(formatTree(parseLatex(latex))).toBe(tree);
  });

  it('one ~ only, never with = or <', async () => {
    const { parseLatex } = await import('./parser');
    for (const latex of ['a\\sim b\\sim c', 'y=x\\sim 2', 'a\\sim b<c']) {
      expect(() => parseLatex(latex)).toThrow("A regression has one '~' and no '=' or '<'");
    }
  });
});
