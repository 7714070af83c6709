/**
 * The fitter's parts on their own: double-double sums, Householder QR, linear least squares (rank,
 * refinement), Levenberg–Marquardt (convergence and its failures) and the fit's statistics. The NIST
 * problems that certify them together are in ../regression-nist.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CompensatedDot } from './double-double';
import { fitModel } from './fit-model';
import { describeFit } from './fit-statistics';
import { applyQ, factorQr, numericalRank, rEntry } from './householder-qr';
import { minimizeLevenbergMarquardt, type ResidualProblem } from './levenberg-marquardt';
import { solveLeastSquares } from './linear-least-squares';
import type { ModelFunctions } from './variable-projection';

/** A deterministic stream of numbers in [−1, 1). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

describe('double-double sums', () => {
  it('keep what plain sums lose to cancellation', () => {
    const dot = new CompensatedDot();
    dot.reset(1e16);
    dot.add(1, 1);
    dot.addNumber(-1e16);
    expect(dot.value).toBe(1);
    dot.reset();
    dot.add(1 + 2 ** -30, 1 - 2 ** -30); // 1 − 2⁻⁶⁰, not representable in one double
    dot.addNumber(-1);
    expect(dot.value).toBe(-(2 ** -60));
  });
});

describe('Householder QR with column pivoting', () => {
  it('factors A·P = Q·R with a non-increasing diagonal', () => {
    const random = numbers(7);
    const rows = 12;
    const columns = 4;
    const matrix = Float64Array.from({ length: rows * columns }, random);
    const qr = factorQr(matrix.slice(), rows, columns, true);
    for (let k = 1; k < columns; k++) {
      expect(Math.abs(rEntry(qr, k, k))).toBeLessThanOrEqual(
        Math.abs(rEntry(qr, k - 1, k - 1)) * (1 + 1e-12),
      );
    }
    for (let column = 0; column < columns; column++) {
      // Q·(column of R) is column permutation[column] of A.
      const vector = new Float64Array(rows);
      for (let row = 0; row <= column; row++) vector[row] = rEntry(qr, row, column);
      applyQ(qr, vector);
      const original = qr.permutation[column];
      vector.forEach((value, row) => expect(value).toBeCloseTo(matrix[original * rows + row], 13));
    }
    expect(numericalRank(qr, 1e-12)).toBe(columns);
  });
});

describe('linear least squares', () => {
  it('solves an exact system exactly and an overdetermined one as the normal equations would', () => {
    const xs = Float64Array.from({ length: 9 }, (_, index) => index - 4);
    const ones = new Float64Array(9).fill(1);
    const exact = solveLeastSquares(
      [ones, xs],
      xs.map((x) => 3 - 2 * x),
    );
    expect([...exact.coefficients]).toEqual([3, -2]);
    const ys = xs.map((x, index) => 1 + 0.5 * x + (index % 2 ? 0.25 : -0.25));
    const { coefficients } = solveLeastSquares([ones, xs], ys);
    // Σx = 0, so the intercept is the mean and the slope Σxy/Σx².
    expect(coefficients[0]).toBeCloseTo(ys.reduce((sum, y) => sum + y, 0) / 9, 15);
    expect(coefficients[1]).toBeCloseTo(xs.reduce((sum, x, index) => sum + x * ys[index], 0) / 60, 15);
  });

  it('leaves out zero and dependent columns, and says which', () => {
    const xs = Float64Array.from([1, 2, 3, 4, 5]);
    const solved = solveLeastSquares(
      [xs, new Float64Array(5), xs.map((x) => 2 * x), new Float64Array(5).fill(1)],
      xs.map((x) => 4 * x + 1),
    );
    // The zero column, and one of x and 2x (pivoting keeps the larger).
    expect(solved.dependent).toHaveLength(2);
    expect(solved.dependent).toContain(1);
    expect(solved.coefficients[0] + 2 * solved.coefficients[2]).toBeCloseTo(4, 14);
    expect(solved.coefficients[3]).toBeCloseTo(1, 14);
  });

  it('refinement recovers the digits an ill-conditioned basis costs', () => {
    // Powers of x far from 0: Wampler1's basis, whose exact solution is all ones.
    const xs = Float64Array.from({ length: 21 }, (_, index) => index);
    const basis = Array.from({ length: 6 }, (_, power) => xs.map((x) => x ** power));
    const ys = xs.map((x) => 1 + x + x ** 2 + x ** 3 + x ** 4 + x ** 5);
    const plain = solveLeastSquares(basis, ys, { refine: false }).coefficients;
    const refined = solveLeastSquares(basis, ys, { refine: true }).coefficients;
    const worst = (values: Float64Array) => Math.max(...[...values].map((value) => Math.abs(value - 1)));
    expect(worst(refined)).toBeLessThan(1e-14);
    expect(worst(refined)).toBeLessThan(worst(plain));
  });
});

/** Rosenbrock's function as residuals: r = (10(y − x²), 1 − x), minimum (1, 1). */
const rosenbrock: ResidualProblem = {
  residualCount: 2,
  parameterCount: 2,
  residuals: ([x, y], out) => {
    out[0] = 10 * (y - x * x);
    out[1] = 1 - x;
  },
  jacobian: ([x], out) => {
    out.set([-20 * x, -1, 10, 0]);
  },
};

describe('Levenberg–Marquardt', () => {
  it('follows Rosenbrock’s valley to its minimum', () => {
    const result = minimizeLevenbergMarquardt(rosenbrock, [-1.2, 1]);
    expect(result.converged).toBe(true);
    expect(result.parameters[0]).toBeCloseTo(1, 12);
    expect(result.parameters[1]).toBeCloseTo(1, 12);
  });

  it('says when it ran out of iterations, and when no point was defined', () => {
    const short = minimizeLevenbergMarquardt(rosenbrock, [-1.2, 1], { maxIterations: 3 });
    expect(short).toMatchObject({ converged: false, reason: 'iterations' });
    expect(Number.isFinite(short.sumOfSquares)).toBe(true);
    const undefinedStart = minimizeLevenbergMarquardt(
      { ...rosenbrock, residuals: (_, out) => out.fill(NaN) },
      [0, 0],
    );
    expect(undefinedStart).toMatchObject({ converged: false, reason: 'undefined' });
  });
});

describe('fitModel', () => {
  /** f = a·e^{bx} over given x, with symbolic derivatives written by hand. */
  const exponential = (xs: Float64Array): ModelFunctions => ({
    pointCount: xs.length,
    parameterCount: 2,
    linear: [true, false],
    values: ([a, b], out) => xs.forEach((x, index) => (out[index] = a * Math.exp(b * x))),
    derivative: ([a, b], parameter, out) =>
      xs.forEach((x, index) => (out[index] = parameter === 0 ? Math.exp(b * x) : a * x * Math.exp(b * x))),
  });

  it('finds a·e^{bx} from its own grid of starts, and in log mode fits ln y', () => {
    const xs = Float64Array.from({ length: 20 }, (_, index) => index / 2);
    const ys = xs.map((x) => 2.5 * Math.exp(-0.4 * x));
    const fit = fitModel({ model: exponential(xs), observations: ys });
    expect(fit.converged).toBe(true);
    expect(fit.parameters[0]).toBeCloseTo(2.5, 12);
    expect(fit.parameters[1]).toBeCloseTo(-0.4, 12);
    const logarithmic = fitModel({ model: exponential(xs), observations: ys, logMode: true });
    expect(logarithmic.parameters[1]).toBeCloseTo(-0.4, 12);
  });
});

describe('statistics', () => {
  it('r² of a model with an intercept is never negative; R² of another may be', () => {
    const observations = Float64Array.from([1, 2, 3, 4]);
    const fitted = Float64Array.from([4, 3, 2, 1]);
    expect(
      describeFit({ observations, fitted, parameterCount: 1, interceptColumn: false, logMode: false }),
    ).toEqual({ kind: 'determination', rSquared: -3, rootMeanSquareError: Math.sqrt(5), logMode: false });
    const line = describeFit({
      observations,
      fitted: Float64Array.from([1.1, 1.9, 3.1, 3.9]),
      parameterCount: 2,
      interceptColumn: true,
      predictor: Float64Array.from([4, 3, 2, 1]),
      logMode: false,
    });
    expect(line.kind).toBe('correlation');
    expect(line.kind === 'correlation' && line.r).toBeLessThan(0);
  });
});
