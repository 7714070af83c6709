/**
 * The distributions on numbers (distributions.ts, special-functions.ts, normal-functions.ts) against
 * mpmath at 60 digits (test-data/distributions-mpmath.py writes the tables), deep tails included: cdfs,
 * both tails and quantiles within 1e-12 relative; and fast-check laws (cdfs increase, quantile inverts
 * cdf, P(a<X≤b) adds up).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cumulative,
  density,
  moment,
  probabilityBetween,
  quantile,
  tails,
  type Distribution,
} from './distributions';
import { erfc, normalQuantile } from './normal-functions';
import { logGamma, regularizedGamma } from './special-functions';
import {
  BINOMIAL_CDF,
  CHISQ_CDF,
  CHISQ_QUANTILE,
  NORMAL_CDF,
  NORMAL_QUANTILE,
  POISSON_CDF,
  T_CDF,
  T_QUANTILE,
} from './test-data/distributions-mpmath';

const TOLERANCE = 1e-12;

function relativeError(actual: number, expected: number): number {
  if (expected === actual) return 0;
  if (expected === 0) return Math.abs(actual);
  return Math.abs((actual - expected) / expected);
}

/** The worst relative error over a table, with the row that has it (so a failure names its case). */
function worst(rows: readonly (readonly number[])[], error: (row: readonly number[]) => number) {
  let result = { error: 0, row: [] as readonly number[] };
  for (const row of rows) {
    const value = error(row);
    if (!(value <= result.error)) result = { error: value, row };
  }
  return result;
}

const normal = (mu: number, sigma: number): Distribution => ({ name: 'normal', parameters: [mu, sigma] });
const t = (nu: number): Distribution => ({ name: 't', parameters: [nu] });
const chisq = (k: number): Distribution => ({ name: 'chisquare', parameters: [k] });
const poisson = (lambda: number): Distribution => ({ name: 'poisson', parameters: [lambda] });
const binomial = (n: number, p: number): Distribution => ({ name: 'binomial', parameters: [n, p] });

describe('cdfs and both tails against mpmath, within 1e-12 relative', () => {
  it('normal, from −38σ to 10σ (cdf(−30) is 4.9e-198)', () => {
    const found = worst(NORMAL_CDF, ([mu, sigma, x, lower, upper]) => {
      const result = tails(normal(mu, sigma), x);
      return Math.max(relativeError(result.lower, lower), relativeError(result.upper, upper));
    });
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
  });

  it('t, ν from ½ to 10⁶, x from −10¹⁰ to 40', () => {
    // ν = 10⁶ runs the beta fraction next to its switch point, where each 1 + d_{2m+1} cancels to 2e-5:
    // evaluated backwards with those levels written with y (special-functions.ts), no longer 7e-12 off.
    const found = worst(T_CDF, ([nu, x, lower]) => relativeError(cumulative(t(nu), x), lower));
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
  });

  it('t with ν from 10⁹ to 10³⁰⁰ against Fisher’s expansion about the normal law (3 terms)', () => {
    // F(t) = Φ(t) − φ(t)[(t³+t)/(4ν) + (5t⁷+16t⁵+3t³−3t)/(96ν²) + (3t¹¹+19t⁹+17t⁷−15t⁵−45t³−15t)/(384ν³)]:
    // the next term is about t¹⁶/ν⁴ of it, below 1e-20 here.
    const expansion = (nu: number, x: number) => {
      const phi = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
      const c1 = (x ** 3 + x) / 4;
      const c2 = (5 * x ** 7 + 16 * x ** 5 + 3 * x ** 3 - 3 * x) / 96;
      const c3 = (3 * x ** 11 + 19 * x ** 9 + 17 * x ** 7 - 15 * x ** 5 - 45 * x ** 3 - 15 * x) / 384;
      return erfc(-x / Math.SQRT2) / 2 - phi * (c1 / nu + c2 / nu ** 2 + c3 / nu ** 3);
    };
    for (const nu of [1e9, 1e11, 1e13, 1e15]) {
      for (let x = -8; x <= 1; x += 0.23) {
        expect(relativeError(cumulative(t(nu), x), expansion(nu, x)), `ν = ${nu}, t = ${x}`).toBeLessThan(
          TOLERANCE,
        );
      }
    }
    // Past 10¹⁵ the tails are taken at 10¹⁵: the normal law's within 1.6e-13 at |t| ≤ 5.
    for (const nu of [1e20, 1e300]) {
      expect(relativeError(cumulative(t(nu), -2), 0.022750131948179212)).toBeLessThan(1e-13);
      expect(relativeError(quantile(t(nu), 0.01), -2.3263478740408408)).toBeLessThan(1e-13);
    }
    // The density's constant without ln Γ differences: at 0 it is φ(0)(1 − 1/(4ν) + 1/(32ν²) + …).
    expect(relativeError(density(t(1e6), 0), 0.3989422804014327 * (1 - 2.5e-7 + 3.125e-14))).toBeLessThan(
      1e-14,
    );
    expect(relativeError(density(t(1e15), 0), 0.3989422804014327)).toBeLessThan(1e-15);
  });

  it('χ², k from ½ to 1000, both tails from 1e-10 to far above the mean', () => {
    const found = worst(CHISQ_CDF, ([k, x, lower, upper]) => {
      const result = tails(chisq(k), x);
      return Math.max(relativeError(result.lower, lower), relativeError(result.upper, upper));
    });
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
  });

  it('Poisson, λ from ½ to 1000, both tails', () => {
    const found = worst(POISSON_CDF, ([lambda, k, lower, upper]) => {
      const result = tails(poisson(lambda), k);
      return Math.max(relativeError(result.lower, lower), relativeError(result.upper, upper));
    });
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
  });

  it('binomial, n to 1000 and p from 0.01 to 0.999, both tails', () => {
    const found = worst(BINOMIAL_CDF, ([n, p, k, lower, upper]) => {
      const result = tails(binomial(n, p), k);
      return Math.max(relativeError(result.lower, lower), relativeError(result.upper, upper));
    });
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
  });

  it('cdf(D, a, b) in an upper tail keeps its digits (from the complements)', () => {
    const upperOf = (x: number) => NORMAL_CDF.find((row) => row[0] === 0 && row[1] === 1 && row[2] === x)![4];
    const expected = upperOf(8.2) - upperOf(10);
    expect(relativeError(probabilityBetween(normal(0, 1), 8.2, 10), expected)).toBeLessThan(TOLERANCE);
    expect(probabilityBetween(normal(0, 1), 10, 8.2)).toBe(-probabilityBetween(normal(0, 1), 8.2, 10));
  });
});

describe('quantiles against mpmath, within 1e-12 relative', () => {
  it('normal, p from 1e-300 (−37.05) to 1 − 1e-6', () => {
    const found = worst(NORMAL_QUANTILE, ([p, x]) => relativeError(quantile(normal(0, 1), p), x));
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
    // AS 241 alone, as the per-point program computes it, is within a few ulps.
    const raw = worst(NORMAL_QUANTILE, ([p, x]) => relativeError(normalQuantile(p), x));
    expect(raw.error).toBeLessThan(1e-14);
  });

  it('t, ν from ½ to 10⁶, p from 1e-300, and by symmetry above ½', () => {
    const found = worst(T_QUANTILE, ([nu, p, x]) => relativeError(quantile(t(nu), p), x));
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
    // 1 − p is rounded, so the mirrored quantile is compared at the rounding's size.
    for (const [nu, p, x] of T_QUANTILE) {
      if (p >= 0.01 && nu <= 1000) expect(relativeError(quantile(t(nu), 1 - p), -x)).toBeLessThan(1e-13);
    }
  });

  it('χ², both tails (p = 1e-100 gives 1.57e-200 for k = 1)', () => {
    const found = worst(CHISQ_QUANTILE, ([k, p, x]) => relativeError(quantile(chisq(k), p), x));
    expect(found.error, `worst at ${found.row}`).toBeLessThan(TOLERANCE);
  });

  it('discrete laws: the least k with P(X ≤ k) ≥ p', () => {
    const cases = [
      ...POISSON_CDF.map(([lambda, k]) => ({ distribution: poisson(lambda), k })),
      ...BINOMIAL_CDF.map(([n, p, k]) => ({ distribution: binomial(n, p), k })),
    ];
    for (const { distribution, k } of cases) {
      const lower = cumulative(distribution, k);
      // quantile(1) of an unbounded law is ∞; a cdf that underflows to 0 has quantile 0.
      if (lower === 1 || lower === 0) continue;
      expect(quantile(distribution, lower), `${distribution.name} ${distribution.parameters} k=${k}`).toBe(k);
      if (k > 0 && lower < 0.5) expect(quantile(distribution, lower * (1 + 1e-9))).toBeGreaterThan(k);
    }
    expect(quantile(binomial(10, 0.5), 1)).toBe(10);
    expect(quantile(poisson(3), 0)).toBe(0);
  });

  it('uniform and the ends of the range', () => {
    const uniform: Distribution = { name: 'uniform', parameters: [2, 6] };
    expect(quantile(uniform, 0.25)).toBe(3);
    expect(quantile(normal(0, 1), 0)).toBe(-Infinity);
    expect(quantile(normal(0, 1), 1)).toBe(Infinity);
    expect(quantile(t(3), 0.5)).toBe(0);
    expect(quantile(normal(0, 1), 1.5)).toBeNaN();
  });
});

describe('densities, moments and parameters', () => {
  it('densities against closed forms', () => {
    expect(density(normal(0, 1), 0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
    expect(relativeError(density(t(1), 3), 1 / (Math.PI * 10))).toBeLessThan(1e-14);
    expect(relativeError(density(chisq(2), 3), Math.exp(-1.5) / 2)).toBeLessThan(1e-14);
    expect(relativeError(density(chisq(4), 3), (3 * Math.exp(-1.5)) / 4)).toBeLessThan(1e-14);
    expect(density(chisq(1), 0)).toBe(Infinity);
    expect(relativeError(density(poisson(3), 2), (9 / 2) * Math.exp(-3))).toBeLessThan(1e-14);
    expect(density(poisson(3), 2.5)).toBe(0);
    expect(relativeError(density(binomial(10, 0.3), 3), 120 * 0.3 ** 3 * 0.7 ** 7)).toBeLessThan(1e-14);
    expect(density({ name: 'uniform', parameters: [0, 4] }, 1)).toBe(0.25);
  });

  it('means, medians, variances', () => {
    expect(moment(normal(3, 2), 'mean')).toBe(3);
    expect(moment(normal(3, 2), 'variance')).toBe(4);
    expect(moment(t(3), 'variance')).toBe(3);
    expect(moment(t(1), 'mean')).toBeNaN();
    expect(moment(t(1.5), 'variance')).toBe(Infinity);
    expect(moment(chisq(3), 'stdev')).toBeCloseTo(Math.sqrt(6), 14);
    // The χ²₃ median, from mpmath's root of the cdf at ½.
    expect(relativeError(moment(chisq(3), 'median'), 2.3659738843753377)).toBeLessThan(1e-12);
    expect(moment(binomial(10, 0.3), 'mean')).toBeCloseTo(3, 14);
    expect(moment(binomial(10, 0.3), 'median')).toBe(3);
    expect(moment(poisson(4.5), 'variance')).toBe(4.5);
    expect(moment({ name: 'uniform', parameters: [0, 6] }, 'variance')).toBe(3);
  });

  it('parameters out of range are undefined', () => {
    expect(cumulative(normal(0, 0), 1)).toBeNaN();
    expect(density(t(-1), 0)).toBeNaN();
    expect(quantile(binomial(2.5, 0.5), 0.5)).toBeNaN();
    expect(moment(binomial(10, 1.5), 'mean')).toBeNaN();
    expect(cumulative({ name: 'uniform', parameters: [1, 1] }, 1)).toBeNaN();
  });

  it('ln Γ and the incomplete gamma against known values', () => {
    // ln Γ is used in exponents, where its absolute error is what counts.
    expect(Math.abs(logGamma(0.5) - Math.log(Math.sqrt(Math.PI)))).toBeLessThan(1e-14);
    expect(relativeError(logGamma(101), 363.73937555556347)).toBeLessThan(1e-15);
    // P(1, x) = 1 − e⁻ˣ, Q(1, x) = e⁻ˣ.
    expect(relativeError(regularizedGamma(1, 50).upper, Math.exp(-50))).toBeLessThan(1e-14);
    expect(relativeError(regularizedGamma(1, 1e-5).lower, -Math.expm1(-1e-5))).toBeLessThan(1e-14);
    expect(relativeError(erfc(10), 2.088487583762545e-45)).toBeLessThan(1e-15);
  });
});

describe('laws (fast-check)', () => {
  const distributions = fc.oneof(
    fc
      .tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: 0.01, max: 20, noNaN: true }))
      .map(([mu, sigma]) => normal(mu, sigma)),
    fc.double({ min: 0.2, max: 1e4, noNaN: true }).map(t),
    fc.double({ min: 0.2, max: 1e4, noNaN: true }).map(chisq),
    fc.double({ min: 0.01, max: 1e4, noNaN: true }).map(poisson),
    fc
      .tuple(fc.integer({ min: 0, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([n, p]) => binomial(n, p)),
  );

  it('cdfs increase, stay in [0, 1], and the tails add up to 1', () => {
    fc.assert(
      fc.property(
        distributions,
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (distribution, x, step) => {
          const here = tails(distribution, x);
          const further = cumulative(distribution, x + step);
          expect(here.lower).toBeGreaterThanOrEqual(0);
          expect(here.lower).toBeLessThanOrEqual(1);
          expect(Math.abs(here.lower + here.upper - 1)).toBeLessThan(1e-12);
          expect(further).toBeGreaterThanOrEqual(here.lower - 1e-15);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('quantile inverts cdf: cdf(quantile(p)) ≈ p, and quantile(cdf(x)) ≈ x for continuous laws', () => {
    const continuous = fc.oneof(
      fc.double({ min: 0.3, max: 1e4, noNaN: true }).map(t),
      fc.double({ min: 0.3, max: 1e4, noNaN: true }).map(chisq),
      fc
        .tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: 0.01, max: 20, noNaN: true }))
        .map(([mu, sigma]) => normal(mu, sigma)),
    );
    fc.assert(
      fc.property(continuous, fc.double({ min: 1e-12, max: 1 - 1e-12, noNaN: true }), (distribution, p) => {
        const x = quantile(distribution, p);
        const back = p < 0.5 ? cumulative(distribution, x) : 1 - tails(distribution, x).upper;
        expect(relativeError(back, p)).toBeLessThan(1e-9);
        const again = quantile(distribution, cumulative(distribution, x));
        expect(Math.abs(again - x)).toBeLessThanOrEqual(1e-8 * Math.max(1, Math.abs(x)));
      }),
      { numRuns: 300 },
    );
  });

  it('the discrete quantile is the least k whose cdf reaches p', () => {
    const discrete = fc.oneof(
      fc.double({ min: 0.01, max: 1e4, noNaN: true }).map(poisson),
      fc
        .tuple(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0.001, max: 0.999, noNaN: true }))
        .map(([n, p]) => binomial(n, p)),
    );
    fc.assert(
      fc.property(discrete, fc.double({ min: 1e-9, max: 1 - 1e-9, noNaN: true }), (distribution, p) => {
        const k = quantile(distribution, p);
        expect(Number.isInteger(k)).toBe(true);
        expect(cumulative(distribution, k)).toBeGreaterThanOrEqual(p * (1 - 1e-13));
        if (k > 0) expect(cumulative(distribution, k - 1)).toBeLessThan(p);
      }),
      { numRuns: 300 },
    );
  });

  it('P(a < X ≤ b) + P(b < X ≤ c) = P(a < X ≤ c); for a discrete law P(a…b) + P(b+1…c) = P(a…c)', () => {
    fc.assert(
      fc.property(
        distributions,
        fc.array(fc.integer({ min: -200, max: 200 }), { minLength: 3, maxLength: 3 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (distribution, bounds, fraction) => {
          const [a, b, c] = [...bounds].sort((left, right) => left - right);
          const discrete = distribution.name === 'poisson' || distribution.name === 'binomial';
          if (discrete && b === c) return;
          const middle = discrete ? b : b + fraction;
          const next = discrete ? b + 1 : middle;
          const sum =
            probabilityBetween(distribution, a, middle) + probabilityBetween(distribution, next, c + 1);
          expect(Math.abs(sum - probabilityBetween(distribution, a, c + 1))).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 300 },
    );
  });
});
