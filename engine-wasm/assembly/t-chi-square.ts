/**
 * The point functions of TDIST_CDF, TDIST_QUANTILE, CHISQ_CDF and CHISQ_QUANTILE (parameter first), step
 * for step as their reference language/t-chi-square.ts computes them: the tails from the incomplete beta
 * and gamma functions (incomplete-functions.ts), the quantiles by Newton steps on the logarithm of the
 * smaller tail inside a bracket that bisection keeps, from Cornish–Fisher or power-law starts (t) and
 * Wilson–Hilferty or small-x starts (χ²). See the reference for why each step is taken.
 */
import {
  betaByBackwardFraction,
  deviance,
  logGamma,
  poissonDensity,
  regularizedBeta,
  regularizedGamma,
  stirlingError,
  tailLower,
  tailUpper,
} from './incomplete-functions';

const LN_PI: f64 = 1.1447298858494002;
const MAX_DOUBLE: f64 = 1.7976931348623157e308;
const MIN_DOUBLE: f64 = 5e-324;

/** Which law a quantile solves: the tails and density it evaluates. */
const LAW_T: i32 = 0;
const LAW_CHI_SQUARE: i32 = 1;

const EPSILON: f64 = 2.220446049250313e-16;
const SQRT_2PI: f64 = 2.5066282746310002;
/** Past this ν the tails are taken at it (the reference says why). */
const LARGEST_NU: f64 = 1e15;
/** From here on the t tails for |t| ≥ 1 take the backward fraction alone. */
const LARGE_NU: f64 = 1e5;

/** The t density as R's dt forms it (Stirling's errors and the deviance, no ln Γ differences). */
export function tDensity(nu: f64, x: f64): f64 {
  if (!(nu > 0) || x != x) return NaN;
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

function tLogTailScale(nu: f64): f64 {
  return logGamma((nu + 1) / 2) - logGamma(nu / 2) - 0.5 * LN_PI + (nu / 2 - 1) * Math.log(nu);
}

/** The lower and upper tails of the law last evaluated (tTails, chiSquareTails). */
let lowerTail: f64 = 0;
let upperTail: f64 = 0;

function setBoth(lower: f64, upper: f64): void {
  lowerTail = lower;
  upperTail = upper;
}

/** P(T ≤ x) and P(T > x) into lowerTail and upperTail. */
function tTails(degrees: f64, x: f64): void {
  if (!(degrees > 0) || x != x) {
    setBoth(NaN, NaN);
    return;
  }
  const nu = min(degrees, LARGEST_NU);
  if (x - x != 0) {
    if (x < 0) setBoth(0, 1);
    else setBoth(1, 0);
    return;
  }
  const square = x * x;
  const x1 = nu / (nu + square);
  const y1 = square / (nu + square);
  let tail: f64;
  if (Math.abs(x) > 1e150) {
    tail = Math.exp(tLogTailScale(nu) - nu * Math.log(Math.abs(x)));
  } else if (square >= 1 && nu > LARGE_NU) {
    tail = betaByBackwardFraction(x1, y1, nu / 2, 0.5) / 2;
  } else {
    regularizedBeta(x1, y1, nu / 2, 0.5);
    tail = tailLower / 2;
  }
  if (x < 0) setBoth(tail, 1 - tail);
  else setBoth(1 - tail, tail);
}

export function chiSquareDensity(k: f64, x: f64): f64 {
  if (!(k > 0) || x != x) return NaN;
  if (x < 0) return 0;
  const shape = k / 2;
  if (x == 0) return shape < 1 ? Infinity : shape == 1 ? 0.5 : 0;
  return shape < 1 ? (poissonDensity(shape, x / 2) * shape) / x : poissonDensity(shape - 1, x / 2) / 2;
}

function chiSquareTails(k: f64, x: f64): void {
  if (!(k > 0) || x != x) {
    setBoth(NaN, NaN);
    return;
  }
  regularizedGamma(k / 2, x / 2);
  setBoth(tailLower, tailUpper);
}

export function tCumulative(nu: f64, x: f64): f64 {
  tTails(nu, x);
  return lowerTail;
}

export function chiSquareCumulative(k: f64, x: f64): f64 {
  chiSquareTails(k, x);
  return lowerTail;
}

/** Φ⁻¹(p) for 0 < p < 1 within 4.5e-4 (Abramowitz and Stegun 26.2.23): a start, not an answer. */
function roughNormalQuantile(p: f64): f64 {
  const smaller = min(p, 1 - p);
  const t = Math.sqrt(-2 * Math.log(smaller));
  const magnitude =
    t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1 + t * (1.432788 + t * (0.189269 + t * 0.001308)));
  return p < 0.5 ? -magnitude : magnitude;
}

export function tQuantile(nu: f64, p: f64): f64 {
  if (!(nu > 0) || !(p >= 0 && p <= 1)) return NaN;
  if (p == 0.5) return 0;
  if (p > 0.5) return -tQuantile(nu, 1 - p);
  if (p == 0) return -Infinity;
  const z = roughNormalQuantile(p);
  const cornishFisher = z + (z * z * z + z) / (4 * nu);
  const logMagnitude = (tLogTailScale(nu) - Math.log(p)) / nu;
  const tail = logMagnitude > 709 ? -MAX_DOUBLE : -Math.exp(logMagnitude);
  return solveQuantile(LAW_T, nu, p, min(cornishFisher, tail), -Infinity, -MIN_DOUBLE);
}

export function chiSquareQuantile(k: f64, p: f64): f64 {
  if (!(k > 0) || !(p >= 0 && p <= 1)) return NaN;
  if (p == 0) return 0;
  const z = roughNormalQuantile(p);
  const h = 2 / (9 * k);
  const wilsonHilferty = k * Math.pow(1 - h + z * Math.sqrt(h), 3);
  const small = 2 * Math.exp((Math.log(p) + logGamma(k / 2 + 1)) / (k / 2));
  const guess = wilsonHilferty > 0 && p > 1e-3 ? wilsonHilferty : max(small, MIN_DOUBLE);
  return solveQuantile(LAW_CHI_SQUARE, k, p, guess, MIN_DOUBLE, Infinity);
}

/** The reference's solveQuantile, the law picked by `law` instead of passed as functions. */
function solveQuantile(law: i32, parameter: f64, p: f64, guess: f64, lowest: f64, highest: f64): f64 {
  if (p == 0) return lowest;
  if (p == 1) return highest;
  const upperSide = p > 0.5;
  const target = Math.log(upperSide ? 1 - p : p);
  let low = lowest;
  let high = highest;
  let x = min(max(guess, low), high);
  if (x - x != 0) x = 0;
  for (let iteration = 0; iteration < 200; iteration++) {
    if (law == LAW_T) tTails(parameter, x);
    else chiSquareTails(parameter, x);
    const value = upperSide ? upperTail : lowerTail;
    const g = Math.log(value) - target;
    if (g == 0) return x;
    const below = upperSide ? g > 0 : g < 0;
    if (below) low = x;
    else high = x;
    const density = law == LAW_T ? tDensity(parameter, x) : chiSquareDensity(parameter, x);
    const slope = (upperSide ? -1 : 1) * (density / value);
    let next = x - g / slope;
    if (!(next > low && next < high) || next - next != 0) next = middle(low, high, x);
    if (Math.abs(next - x) <= 2e-16 * Math.abs(next) || next == x) return next;
    x = next;
  }
  return x;
}

function middle(low: f64, high: f64, x: f64): f64 {
  if (high == Infinity) return x > 0 ? x * 4 : x == 0 ? 1 : x / 4;
  if (low == -Infinity) return x < 0 ? x * 4 : x == 0 ? -1 : x / 4;
  if (low > 0 && high / low > 16) return Math.sqrt(low * high);
  if (high < 0 && low / high > 16) return -Math.sqrt(low * high);
  return (low + high) / 2;
}
