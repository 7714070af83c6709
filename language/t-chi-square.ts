/**
 * Student's t and the χ² law on numbers: density, both tails of the cdf and the quantile. These are the
 * references of the registry's TDIST_CDF, TDIST_QUANTILE, CHISQ_CDF and CHISQ_QUANTILE (operations.ts),
 * which the WASM VM repeats per point (engine-wasm/assembly/t-chi-square.ts), and what distributions.ts
 * folds for values known before graphing: one algorithm, so a graphed quantile and a folded one agree.
 *
 * The tails are the regularized incomplete beta and gamma functions (special-functions.ts): the t law's
 * P(T < −|t|) = ½·I_{ν/(ν+t²)}(ν/2, ½) with both ν/(ν+t²) and t²/(ν+t²) formed directly, and χ²'s
 * P(X ≤ x) = P(k/2, x/2). Quantiles solve the smaller tail by Newton steps on its logarithm, whose
 * curvature is mild even far out, inside a bracket that every evaluation narrows and that bisection
 * (geometric when it spans decades) keeps; the starts are Cornish–Fisher or the power-law tail for t,
 * Wilson–Hilferty or the small-x law for χ², from a normal quantile good to 4.5e-4 (Abramowitz and
 * Stegun 26.2.23), which only places the start.
 *
 * Parameters that are not positive, and NaN arguments, give NaN.
 */
import {
  betaByBackwardFraction,
  deviance,
  logGamma,
  poissonDensity,
  regularizedBeta,
  regularizedGamma,
  stirlingError,
  type Tails,
} from './special-functions';

const NAN_TAILS: Tails = { lower: NaN, upper: NaN };

const EPSILON = 2.220446049250313e-16;
const SQRT_2PI = 2.5066282746310002;

/**
 * The t density Γ((ν+1)/2)/(√(νπ)Γ(ν/2)) · (1 + x²/ν)^(−(ν+1)/2) as R's dt forms it: the constant from
 * Stirling's errors and the deviance (a difference of ln Γ values lost eps·ν·ln ν: 1e-9 at ν = 10⁶), the
 * power as (ν/2)·ln(1 + x²/ν) by the deviance where x²/ν is small.
 */
export function tDensity(nu: number, x: number): number {
  if (!(nu > 0) || Number.isNaN(x)) return NaN;
  const scale = -deviance(nu / 2, (nu + 1) / 2) + stirlingError((nu + 1) / 2) - stirlingError(nu / 2);
  const ratio = (x * x) / nu;
  if (ratio > 1 / EPSILON) {
    const power = nu * (Math.log(Math.abs(x)) - Math.log(nu) / 2);
    return (Math.exp(scale - power) * Math.sqrt(nu)) / (SQRT_2PI * Math.abs(x));
  }
  const power =
    ratio > 0.2 ? (nu * Math.log1p(ratio)) / 2 : -deviance(nu / 2, (nu + x * x) / 2) + (x * x) / 2;
  return Math.exp(scale - power) / (SQRT_2PI * Math.sqrt(1 + ratio));
}

/** ln of the t law's tail constant: F(t) ≈ c·ν^(ν/2−1)·|t|^(−ν) as t → −∞, c = Γ((ν+1)/2)/(√π Γ(ν/2)). */
function tLogTailScale(nu: number): number {
  return logGamma((nu + 1) / 2) - logGamma(nu / 2) - 0.5 * Math.log(Math.PI) + (nu / 2 - 1) * Math.log(nu);
}

/**
 * Past this ν the tails are taken at it: ν/(ν+t²) rounds to 1 from about 10¹⁶ on, and the law differs from
 * its limit by about t⁴/(4ν) relative (1.6e-13 at |t| = 5, 5e-10 at 38, where Φ is 1e-316).
 */
const LARGEST_NU = 1e15;
/** From here on the t tails for |t| ≥ 1 take the backward fraction alone (tTails). */
const LARGE_NU = 1e5;

/** P(T ≤ x) and P(T > x) for ν degrees of freedom, each to full relative precision. */
export function tTails(degrees: number, x: number): Tails {
  if (!(degrees > 0) || Number.isNaN(x)) return NAN_TAILS;
  const nu = Math.min(degrees, LARGEST_NU);
  if (!Number.isFinite(x)) return x < 0 ? { lower: 0, upper: 1 } : { lower: 1, upper: 0 };
  const square = x * x;
  // Past 1e150 (where t² and ν/t² leave the doubles) the tail is its power law c·ν^(ν/2−1)·|t|^(−ν),
  // whose next term is smaller by ν(ν+1)/(2(ν+2)t²), far below an ulp. For ν > 10⁵ and |t| ≥ 1, the
  // fraction of I_{ν/(ν+t²)}(ν/2, ½) backwards alone: it converges within 671 levels for every ν, where
  // Lentz's forward form needs √ν steps near the switch point and the swapped side cancels near t² = 3
  // (5e-9 at ν = 10¹⁵); below 10⁵ regularizedBeta is within 1e-14 there, and faster.
  const x1 = nu / (nu + square);
  const y1 = square / (nu + square);
  const tail =
    Math.abs(x) > 1e150
      ? Math.exp(tLogTailScale(nu) - nu * Math.log(Math.abs(x)))
      : square >= 1 && nu > LARGE_NU
        ? betaByBackwardFraction(x1, y1, nu / 2, 0.5) / 2
        : regularizedBeta(x1, y1, nu / 2, 0.5).lower / 2;
  return x < 0 ? { lower: tail, upper: 1 - tail } : { lower: 1 - tail, upper: tail };
}

/** The χ² density with k degrees of freedom: R's dgamma, a Poisson density at k/2 − 1 with mean x/2. */
export function chiSquareDensity(k: number, x: number): number {
  if (!(k > 0) || Number.isNaN(x)) return NaN;
  if (x < 0) return 0;
  const shape = k / 2;
  if (x === 0) return shape < 1 ? Infinity : shape === 1 ? 0.5 : 0;
  return shape < 1 ? (poissonDensity(shape, x / 2) * shape) / x : poissonDensity(shape - 1, x / 2) / 2;
}

/** P(X ≤ x) and P(X > x) for k degrees of freedom. */
export function chiSquareTails(k: number, x: number): Tails {
  if (!(k > 0) || Number.isNaN(x)) return NAN_TAILS;
  return regularizedGamma(k / 2, x / 2);
}

export function tCumulative(nu: number, x: number): number {
  return tTails(nu, x).lower;
}

export function chiSquareCumulative(k: number, x: number): number {
  return chiSquareTails(k, x).lower;
}

/** Φ⁻¹(p) for 0 < p < 1 within 4.5e-4 (Abramowitz and Stegun 26.2.23): a start, not an answer. */
function roughNormalQuantile(p: number): number {
  const smaller = Math.min(p, 1 - p);
  const t = Math.sqrt(-2 * Math.log(smaller));
  const magnitude =
    t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1 + t * (1.432788 + t * (0.189269 + t * 0.001308)));
  return p < 0.5 ? -magnitude : magnitude;
}

/** The t quantile: the lower half solved, the upper by symmetry (1 − p is exact for p ≥ ½). */
export function tQuantile(nu: number, p: number): number {
  if (!(nu > 0) || !(p >= 0 && p <= 1)) return NaN;
  if (p === 0.5) return 0;
  if (p > 0.5) return -tQuantile(nu, 1 - p);
  if (p === 0) return -Infinity;
  return solveQuantile(
    (x) => tTails(nu, x),
    (x) => tDensity(nu, x),
    p,
    tGuess(nu, p),
    -Infinity,
    -Number.MIN_VALUE,
  );
}

/** A start for the t quantile below ½: Cornish–Fisher near the centre, the power-law tail far out. */
function tGuess(nu: number, p: number): number {
  const z = roughNormalQuantile(p);
  const cornishFisher = z + (z * z * z + z) / (4 * nu);
  const logMagnitude = (tLogTailScale(nu) - Math.log(p)) / nu;
  // Past the doubles (ν = ½ at p = 1e-300) the answer is −∞, found from the largest finite start.
  const tail = logMagnitude > 709 ? -Number.MAX_VALUE : -Math.exp(logMagnitude);
  return Math.min(cornishFisher, tail);
}

/** The χ² quantile; the least positive double is the bracket's end, so that it can narrow geometrically. */
export function chiSquareQuantile(k: number, p: number): number {
  if (!(k > 0) || !(p >= 0 && p <= 1)) return NaN;
  if (p === 0) return 0;
  return solveQuantile(
    (x) => chiSquareTails(k, x),
    (x) => chiSquareDensity(k, x),
    p,
    chiSquareGuess(k, p),
    Number.MIN_VALUE,
  );
}

/** Wilson–Hilferty, or for tiny p the small-x law P ≈ (x/2)^(k/2)/Γ(k/2+1). */
function chiSquareGuess(k: number, p: number): number {
  const z = roughNormalQuantile(p);
  const h = 2 / (9 * k);
  const wilsonHilferty = k * Math.pow(1 - h + z * Math.sqrt(h), 3);
  const small = 2 * Math.exp((Math.log(p) + logGamma(k / 2 + 1)) / (k / 2));
  return wilsonHilferty > 0 && p > 1e-3 ? wilsonHilferty : Math.max(small, Number.MIN_VALUE);
}

/**
 * Solves lower(x) = p (p ≤ ½) or upper(x) = 1 − p (p > ½) for a continuous law with support
 * (lowest, highest): Newton on the logarithm of the tail inside a bracket [low, high] that every
 * evaluation narrows; a step that leaves the bracket bisects it instead.
 */
function solveQuantile(
  tails: (x: number) => Tails,
  density: (x: number) => number,
  p: number,
  guess: number,
  lowest: number,
  highest = Infinity,
): number {
  if (p === 0) return lowest;
  if (p === 1) return highest;
  const upperSide = p > 0.5;
  const target = Math.log(upperSide ? 1 - p : p);
  let low = lowest;
  let high = highest;
  let x = Math.min(Math.max(guess, low), high);
  if (!Number.isFinite(x)) x = 0;
  for (let iteration = 0; iteration < 200; iteration++) {
    const tail = tails(x);
    const value = upperSide ? tail.upper : tail.lower;
    // g(x) = ln tail − ln target, increasing in x on the lower side and decreasing on the upper side.
    const g = Math.log(value) - target;
    if (g === 0) return x;
    const below = upperSide ? g > 0 : g < 0;
    if (below) low = x;
    else high = x;
    const slope = (upperSide ? -1 : 1) * (density(x) / value);
    let next = x - g / slope;
    if (!(next > low && next < high) || !Number.isFinite(next)) next = middle(low, high, x);
    if (Math.abs(next - x) <= 2e-16 * Math.abs(next) || next === x) return next;
    x = next;
  }
  return x;
}

/** A point inside (low, high): the midpoint, or geometric steps when a side is infinite or far. */
function middle(low: number, high: number, x: number): number {
  if (high === Infinity) return x > 0 ? x * 4 : x === 0 ? 1 : x / 4;
  if (low === -Infinity) return x < 0 ? x * 4 : x === 0 ? -1 : x / 4;
  if (low > 0 && high / low > 16) return Math.sqrt(low * high);
  if (high < 0 && low / high > 16) return -Math.sqrt(low * high);
  return (low + high) / 2;
}
