/**
 * The statistics kernels (statistics.ts) against plain float64 references on ordinary data, against exact
 * rational arithmetic (BigInt) on data that defeats naive formulas, and against the certified values of
 * the NIST StRD univariate datasets NumAcc1–4 (test-data/nist-strd/, see its README).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as statistics from './statistics';

/** A dataset of the StRD: its values and its certified mean and sample standard deviation. */
function readDataset(name: string): { values: Float64Array; mean: number; deviation: number } {
  const text = readFileSync(new URL(`./test-data/nist-strd/${name}.dat`, import.meta.url), 'utf8');
  const lines = text.split(/\r?\n/);
  const certified = (label: RegExp) =>
    Number(
      lines
        .find((line) => label.test(line))!
        .split(/[:\s]+/)
        .at(-1),
    );
  // The data follow the line of dashes under "Data: Y".
  const start = lines.findIndex((line) => /^\s*-{5,}\s*$/.test(line)) + 1;
  const values = lines
    .slice(start)
    .filter((line) => line.trim() !== '')
    .map(Number);
  return {
    values: Float64Array.from(values),
    mean: certified(/^Sample Mean/),
    deviation: certified(/^Sample Standard Deviation/),
  };
}

/** Correct significant digits of `actual` (the StRD's "log relative error"), capped at 17. */
function digitsMatched(actual: number, certified: number): number {
  const error = Math.abs(actual - certified);
  if (error === 0) return 17;
  return Math.min(17, -Math.log10(error / Math.abs(certified)));
}

const SCALE = 80n;

/** A double as an exact integer multiple of 2^-80 (exact for the magnitudes used here). */
function exact(value: number): bigint {
  return BigInt(value * 2 ** 80);
}

/** numerator / denominator · 2^-(2·80), rounded once to the nearest double. */
function toDouble(numerator: bigint, denominator: bigint): number {
  const extra = 90n;
  return Number((numerator << extra) / denominator) / 2 ** Number(extra + 2n * SCALE);
}

/** The exact sample variance of the doubles, rounded once: (nΣx² − (Σx)²) / (n(n−1)). */
function exactVariance(values: Float64Array): number {
  const count = BigInt(values.length);
  let sum = 0n;
  let squares = 0n;
  for (const value of values) {
    const scaled = exact(value);
    sum += scaled;
    squares += scaled * scaled;
  }
  return toDouble(count * squares - sum * sum, count * (count - 1n));
}

function exactMean(values: Float64Array): number {
  let sum = 0n;
  for (const value of values) sum += exact(value);
  return toDouble(sum << SCALE, BigInt(values.length));
}

/** Units in the last place between two doubles of the same sign. */
function ulpsApart(actual: number, expected: number): number {
  return Math.abs(actual - expected) / (Number.EPSILON * Math.abs(expected));
}

describe('statistics: the NIST StRD univariate datasets NumAcc1–4', () => {
  const expectations = [
    // [dataset, digits of the mean, digits of the standard deviation] the kernels must reach.
    ['NumAcc1', 15, 15],
    ['NumAcc2', 15, 15],
    ['NumAcc3', 15, 9],
    ['NumAcc4', 15, 8],
  ] as const;

  it.each(expectations)('%s: certified mean and standard deviation', (name, meanDigits, deviationDigits) => {
    const { values, mean, deviation } = readDataset(name);
    expect(values.length).toBe(name === 'NumAcc1' ? 3 : 1001);
    expect(digitsMatched(statistics.mean(values), mean)).toBeGreaterThanOrEqual(meanDigits);
    expect(digitsMatched(statistics.standardDeviation(values), deviation)).toBeGreaterThanOrEqual(
      deviationDigits,
    );
  });

  it.each(expectations)('%s: as accurate as the stored doubles allow (within 1 ulp of exact)', (name) => {
    // The decimal data are not doubles (10000000.1 is stored as 10000000.0999999996…): the certified
    // value of NumAcc4 is 8 digits away from the exact variance of what is stored, and no algorithm can
    // do better than that exact value, so it is checked here too.
    const { values } = readDataset(name);
    expect(ulpsApart(statistics.mean(values), exactMean(values))).toBeLessThanOrEqual(1);
    expect(ulpsApart(statistics.variance(values), exactVariance(values))).toBeLessThanOrEqual(1);
  });

  it('the naive one-pass formula loses NumAcc4 entirely (why the kernels are two-pass)', () => {
    const { values } = readDataset('NumAcc4');
    let sum = 0;
    let squares = 0;
    for (const value of values) {
      sum += value;
      squares += value * value;
    }
    const naive = Math.sqrt((squares - (sum * sum) / values.length) / (values.length - 1));
    // Σx² − (Σx)²/n cancels to rounding noise, here even below zero (a NaN deviation).
    expect(Number.isNaN(naive) || digitsMatched(naive, 0.1) < 2).toBe(true);
  });
});

/** Plain float64 references: textbook two-pass formulas, fine on the benign data they are used on. */
const reference = {
  mean: (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length,
  variance(values: number[], population = false): number {
    const center = reference.mean(values);
    const squares = values.reduce((sum, value) => sum + (value - center) ** 2, 0);
    return squares / (values.length - (population ? 0 : 1));
  },
  covariance(xs: number[], ys: number[], population = false): number {
    const [mx, my] = [reference.mean(xs), reference.mean(ys)];
    const products = xs.reduce((sum, x, index) => sum + (x - mx) * (ys[index] - my), 0);
    return products / (xs.length - (population ? 0 : 1));
  },
  mad(values: number[]): number {
    const center = reference.mean(values);
    return values.reduce((sum, value) => sum + Math.abs(value - center), 0) / values.length;
  },
};

function expectClose(actual: number, expected: number, tolerance = 1e-12): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
}

const smallNumbers = fc.array(
  fc.integer({ min: -1000, max: 1000 }).map((value) => value / 8),
  {
    minLength: 2,
    maxLength: 60,
  },
);

describe('statistics: against float64 references', () => {
  it('mean, variances, deviations and mad', () => {
    fc.assert(
      fc.property(smallNumbers, (values) => {
        const packed = Float64Array.from(values);
        expectClose(
          statistics.total(packed),
          values.reduce((sum, value) => sum + value, 0),
        );
        expectClose(statistics.mean(packed), reference.mean(values));
        expectClose(statistics.variance(packed), reference.variance(values));
        expectClose(statistics.populationVariance(packed), reference.variance(values, true));
        expectClose(statistics.standardDeviation(packed), Math.sqrt(reference.variance(values)));
        expectClose(
          statistics.populationStandardDeviation(packed),
          Math.sqrt(reference.variance(values, true)),
        );
        expectClose(statistics.meanAbsoluteDeviation(packed), reference.mad(values));
      }),
    );
  });

  it('covariances and correlation (pairs to the shorter list)', () => {
    fc.assert(
      fc.property(smallNumbers, smallNumbers, (xs, ys) => {
        const count = Math.min(xs.length, ys.length);
        const [x, y] = [xs.slice(0, count), ys.slice(0, count)];
        expectClose(
          statistics.covariance(Float64Array.from(xs), Float64Array.from(ys)),
          reference.covariance(x, y),
        );
        expectClose(
          statistics.populationCovariance(Float64Array.from(xs), Float64Array.from(ys)),
          reference.covariance(x, y, true),
        );
        const spread = Math.sqrt(reference.variance(x) * reference.variance(y));
        const correlation = statistics.correlation(Float64Array.from(xs), Float64Array.from(ys));
        if (spread === 0) expect(correlation).toBeNaN();
        else expectClose(correlation, reference.covariance(x, y) / spread, 1e-10);
      }),
    );
  });

  it('sample forms need two values, population forms one; NaN spreads', () => {
    expect(statistics.variance(Float64Array.of(3))).toBeNaN();
    expect(statistics.standardDeviation(Float64Array.of())).toBeNaN();
    expect(statistics.populationVariance(Float64Array.of(3))).toBe(0);
    expect(statistics.mean(Float64Array.of())).toBeNaN();
    expect(statistics.total(Float64Array.of())).toBe(0);
    expect(statistics.mean(Float64Array.of(1, NaN))).toBeNaN();
    expect(statistics.variance(Float64Array.of(1, NaN, 3))).toBeNaN();
    expect(statistics.covariance(Float64Array.of(1), Float64Array.of(2))).toBeNaN();
  });

  it('spearman: Pearson of ranks, ties sharing their mean rank', () => {
    expect(Array.from(statistics.ranks(Float64Array.of(10, 30, 20, 20)))).toEqual([1, 4, 2.5, 2.5]);
    // Monotone but not linear: rank correlation 1, Pearson's below 1.
    const xs = Float64Array.of(1, 2, 3, 4, 5);
    const cubes = xs.map((x) => x ** 3);
    expect(statistics.spearman(xs, cubes)).toBe(1);
    expect(statistics.correlation(xs, cubes)).toBeLessThan(1);
    expect(
      statistics.spearman(
        xs,
        xs.map((x) => -x),
      ),
    ).toBe(-1);
    // A textbook case: ρ = 1 − 6Σd²/(n(n²−1)) without ties.
    const a = Float64Array.of(106, 86, 100, 101, 99, 103, 97, 113, 112, 110);
    const b = Float64Array.of(7, 0, 27, 50, 28, 29, 20, 12, 6, 17);
    expectClose(statistics.spearman(a, b), -29 / 165);
  });
});

describe('statistics: order statistics', () => {
  /** The same definitions on a sorted copy: what selection must reproduce exactly. */
  function sortedReference(values: number[]) {
    const sorted = [...values].sort((a, b) => a - b);
    const medianOf = (part: number[]) => {
      const middle = part.length >> 1;
      return part.length % 2 === 1 ? part[middle] : (part[middle - 1] + part[middle]) / 2;
    };
    const half = sorted.length >> 1;
    return {
      median: medianOf(sorted),
      quantile(p: number) {
        const position = (sorted.length - 1) * p;
        const below = Math.floor(position);
        const fraction = position - below;
        return fraction === 0
          ? sorted[below]
          : sorted[below] + fraction * (sorted[below + 1] - sorted[below]);
      },
      quartiles:
        sorted.length === 1
          ? [sorted[0], sorted[0], sorted[0], sorted[0], sorted[0]]
          : [
              sorted[0],
              medianOf(sorted.slice(0, half)),
              medianOf(sorted),
              medianOf(sorted.slice(sorted.length - half)),
              sorted[sorted.length - 1],
            ],
    };
  }

  it('selection gives exactly what sorting gives (duplicates, sorted and reversed input included)', () => {
    const lists = fc.oneof(
      fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 300 }),
      fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), {
        minLength: 1,
        maxLength: 300,
      }),
      fc.integer({ min: 1, max: 3000 }).map((n) => Array.from({ length: n }, (_, index) => index)),
      fc.integer({ min: 1, max: 3000 }).map((n) => Array.from({ length: n }, (_, index) => n - index)),
    );
    fc.assert(
      fc.property(lists, fc.double({ min: 0, max: 1, noNaN: true }), (values, p) => {
        const expected = sortedReference(values);
        const order = new statistics.OrderStatistics(Float64Array.from(values));
        expect(order.median()).toBe(expected.median);
        expect(order.quantile(p)).toBe(expected.quantile(p));
        expect([0, 1, 2, 3, 4].map((q) => order.quartile(q))).toEqual(expected.quartiles);
        const sorted = new statistics.OrderStatistics(Float64Array.from(values));
        sorted.sortAll();
        expect([sorted.median(), sorted.quantile(p)]).toEqual([expected.median, expected.quantile(p)]);
        expect([0, 1, 2, 3, 4].map((q) => sorted.quartile(q))).toEqual(expected.quartiles);
      }),
    );
  });

  it('quartiles by Moore and McCabe: the median of each half, the middle value left out when n is odd', () => {
    const odd = new statistics.OrderStatistics(Float64Array.of(6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49));
    expect([1, 2, 3].map((q) => odd.quartile(q))).toEqual([15, 40, 43]);
    const even = new statistics.OrderStatistics(Float64Array.of(7, 15, 36, 39, 40, 41));
    expect([1, 2, 3].map((q) => even.quartile(q))).toEqual([15, 37.5, 40]);
    expect(Array.from(statistics.fiveNumberSummary(Float64Array.of(3, 1, 2)))).toEqual([1, 1, 2, 3, 3]);
  });

  it('quantile interpolates at (n − 1)p; out-of-range p, non-integer q and NaN data are undefined', () => {
    const order = new statistics.OrderStatistics(Float64Array.of(4, 1, 3, 2));
    expect(order.quantile(0.25)).toBe(1.75);
    expect(order.quantile(0)).toBe(1);
    expect(order.quantile(1)).toBe(4);
    expect(order.quantile(1.5)).toBeNaN();
    expect(order.quartile(1.5)).toBeNaN();
    expect(order.quartile(5)).toBeNaN();
    expect(new statistics.OrderStatistics(Float64Array.of(1, NaN)).median()).toBeNaN();
    expect(new statistics.OrderStatistics(Float64Array.of()).quantile(0.5)).toBeNaN();
  });
});
