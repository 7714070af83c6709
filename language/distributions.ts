/**
 * The probability distributions of the language on plain numbers: density, both tails of the cdf,
 * quantile and moments, for parameters and arguments known before graphing (the per-point programs are
 * distribution-programs.ts).
 *
 * Each cdf comes with its complement (`tails`), computed directly rather than as 1 − cdf, so that
 * cdf(D, a, b) in an upper tail and quantiles above ½ keep their relative precision. The t and χ² laws
 * are t-chi-square.ts (the registry's references, which the VM repeats per point); the normal quantile
 * is AS 241 and one Newton step; discrete quantiles are the least k with
 * cdf(k) ≥ p, searched from the normal approximation. Parameters out of range (σ ≤ 0, ν ≤ 0, p ∉ [0, 1],
 * a ≥ b, n not a whole number) make every value NaN, as an undefined point does.
 */
import { erfc, normalQuantile } from './normal-functions';
import {
  binomialDensity,
  poissonDensity,
  regularizedBeta,
  regularizedGamma,
  type Tails,
} from './special-functions';
import {
  chiSquareDensity,
  chiSquareQuantile,
  chiSquareTails,
  tDensity,
  tQuantile,
  tTails,
} from './t-chi-square';

export type DistributionName = 'normal' | 't' | 'chisquare' | 'uniform' | 'poisson' | 'binomial';

export interface Distribution {
  readonly name: DistributionName;
  readonly parameters: readonly number[];
}

/** Functions of the language that make each distribution, their parameters' names and defaults. */
export const DISTRIBUTION_FUNCTIONS: ReadonlyMap<
  string,
  { readonly name: DistributionName; readonly defaults: readonly (number | undefined)[] }
> = new Map([
  ['normaldist', { name: 'normal', defaults: [0, 1] }],
  ['tdist', { name: 't', defaults: [undefined] }],
  ['chisqdist', { name: 'chisquare', defaults: [undefined] }],
  ['uniformdist', { name: 'uniform', defaults: [0, 1] }],
  ['poissondist', { name: 'poisson', defaults: [undefined] }],
  ['binomialdist', { name: 'binomial', defaults: [undefined, 0.5] }],
]);

export function isDiscrete(distribution: Distribution): boolean {
  return distribution.name === 'poisson' || distribution.name === 'binomial';
}

/** Whether the parameters describe a distribution at all (σ > 0, ν > 0, 0 ≤ p ≤ 1, n ∈ ℕ, a < b, λ ≥ 0). */
export function isValid({ name, parameters: [first, second] }: Distribution): boolean {
  switch (name) {
    case 'normal':
      return Number.isFinite(first) && second > 0 && second < Infinity;
    case 't':
    case 'chisquare':
      return first > 0;
    case 'uniform':
      return Number.isFinite(first) && Number.isFinite(second) && first < second;
    case 'poisson':
      return first >= 0 && first < Infinity;
    case 'binomial':
      return Number.isInteger(first) && first >= 0 && second >= 0 && second <= 1;
  }
}

/** The density (continuous) or probability mass (discrete, 0 off the integers) at x. */
export function density(distribution: Distribution, x: number): number {
  if (!isValid(distribution) || Number.isNaN(x)) return NaN;
  const [first, second] = distribution.parameters;
  switch (distribution.name) {
    case 'normal': {
      const z = (x - first) / second;
      return Math.exp(-0.5 * z * z) / (second * Math.sqrt(2 * Math.PI));
    }
    case 't':
      return tDensity(first, x);
    case 'chisquare':
      return chiSquareDensity(first, x);
    case 'uniform':
      return x >= first && x <= second ? 1 / (second - first) : 0;
    case 'poisson':
      return Number.isInteger(x) && x >= 0 ? poissonDensity(x, first) : 0;
    case 'binomial':
      return Number.isInteger(x) ? binomialDensity(x, first, second, 1 - second) : 0;
  }
}

/** P(X ≤ x) and P(X > x), each to full relative precision. */
export function tails(distribution: Distribution, x: number): Tails {
  if (!isValid(distribution) || Number.isNaN(x)) return { lower: NaN, upper: NaN };
  const [first, second] = distribution.parameters;
  switch (distribution.name) {
    case 'normal': {
      const z = (x - first) / (second * Math.SQRT2);
      return { lower: erfc(-z) / 2, upper: erfc(z) / 2 };
    }
    case 't':
      return tTails(first, x);
    case 'chisquare':
      return chiSquareTails(first, x);
    case 'uniform': {
      const lower = Math.min(1, Math.max(0, (x - first) / (second - first)));
      const upper = Math.min(1, Math.max(0, (second - x) / (second - first)));
      return { lower, upper };
    }
    case 'poisson': {
      if (x < 0) return { lower: 0, upper: 1 };
      if (first === 0) return { lower: 1, upper: 0 };
      // P(X ≤ k) = Q(k+1, λ).
      const { lower, upper } = regularizedGamma(Math.floor(x) + 1, first);
      return { lower: upper, upper: lower };
    }
    case 'binomial': {
      const n = first;
      const k = Math.floor(x);
      if (k < 0) return { lower: 0, upper: 1 };
      if (k >= n) return { lower: 1, upper: 0 };
      if (second === 0) return { lower: 1, upper: 0 };
      if (second === 1) return { lower: 0, upper: 1 };
      // P(X ≤ k) = I_{1−p}(n−k, k+1).
      return regularizedBeta(1 - second, second, n - k, k + 1);
    }
  }
}

export function cumulative(distribution: Distribution, x: number): number {
  return tails(distribution, x).lower;
}

/**
 * P(a < X ≤ b) for a continuous law (the same as a ≤ X ≤ b); for a discrete one P(a ≤ X ≤ b), as the
 * best-known product reads cdf(D, a, b). Taken from the upper tails when both bounds lie above the
 * median, so a difference of two numbers near 1 never loses the digits.
 */
export function probabilityBetween(distribution: Distribution, a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  if (b < a) return -probabilityBetween(distribution, b, a);
  const from = isDiscrete(distribution) ? Math.ceil(a) - 1 : a;
  const low = tails(distribution, from);
  const high = tails(distribution, b);
  return low.upper < 0.5 ? low.upper - high.upper : high.lower - low.lower;
}

/** The p-quantile: the least x with P(X ≤ x) ≥ p. */
export function quantile(distribution: Distribution, p: number): number {
  if (!isValid(distribution) || !(p >= 0 && p <= 1)) return NaN;
  const [first, second] = distribution.parameters;
  switch (distribution.name) {
    case 'normal':
      if (p === 0 || p === 1) return p === 0 ? -Infinity : Infinity;
      return first + second * refinedNormalQuantile(p);
    case 'uniform':
      return first + p * (second - first);
    case 't':
      return tQuantile(first, p);
    case 'chisquare':
      return chiSquareQuantile(first, p);
    case 'poisson':
    case 'binomial':
      return discreteQuantile(distribution, p);
  }
}

/** AS 241, then one Newton step on the smaller tail (Φ and φ are accurate there). */
function refinedNormalQuantile(p: number): number {
  const x = normalQuantile(p);
  if (!Number.isFinite(x)) return x;
  const standard: Distribution = { name: 'normal', parameters: [0, 1] };
  const { lower, upper } = tails(standard, x);
  const slope = density(standard, x);
  if (slope === 0) return x;
  const step = p < 0.5 ? (lower - p) / slope : (1 - p - upper) / slope;
  return x - step;
}

/**
 * The least integer k with P(X ≤ k) ≥ p, with R's allowance of 64 ulps in the comparison so that
 * quantile(cdf(k)) is k despite rounding. Searched from the normal approximation, by steps that double
 * until the answer is bracketed and then by bisection.
 */
function discreteQuantile(distribution: Distribution, p: number): number {
  const [first, second] = distribution.parameters;
  const highest = distribution.name === 'binomial' ? first : Infinity;
  if (p === 0) return 0;
  if (p === 1) return highest;
  const mean = distribution.name === 'poisson' ? first : first * second;
  const sd = Math.sqrt(distribution.name === 'poisson' ? first : first * second * (1 - second));
  const fuzzed = p * (1 - 64 * 2.220446049250313e-16);
  const reaches = (k: number) => tails(distribution, k).lower >= fuzzed;
  let guess = Math.round(mean + sd * normalQuantile(p));
  guess = Math.min(Math.max(guess, 0), highest);
  let low: number;
  let high: number;
  if (reaches(guess)) {
    high = guess;
    let step = 1;
    low = guess - step;
    while (low >= 0 && reaches(low)) {
      high = low;
      step *= 2;
      low = high - step;
    }
    low = Math.max(low, -1);
  } else {
    low = guess;
    let step = 1;
    high = Math.min(guess + step, highest);
    while (!reaches(high)) {
      low = high;
      step *= 2;
      high = Math.min(high + step, highest);
    }
  }
  // Invariant: reaches(high), and low = −1 or !reaches(low).
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  return high;
}

export type MomentName = 'mean' | 'median' | 'variance' | 'stdev';

export function moment(distribution: Distribution, which: MomentName): number {
  if (!isValid(distribution)) return NaN;
  if (which === 'median') return quantile(distribution, 0.5);
  if (which === 'stdev') return Math.sqrt(moment(distribution, 'variance'));
  const [first, second] = distribution.parameters;
  const isMean = which === 'mean';
  switch (distribution.name) {
    case 'normal':
      return isMean ? first : second * second;
    case 't':
      if (isMean) return first > 1 ? 0 : NaN;
      return first > 2 ? first / (first - 2) : first > 1 ? Infinity : NaN;
    case 'chisquare':
      return isMean ? first : 2 * first;
    case 'uniform':
      return isMean ? (first + second) / 2 : ((second - first) * (second - first)) / 12;
    case 'poisson':
      return first;
    case 'binomial':
      return isMean ? first * second : first * second * (1 - second);
  }
}
