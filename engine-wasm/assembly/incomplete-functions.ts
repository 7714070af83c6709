/**
 * The regularized incomplete gamma and beta functions and what they are made of (ln Γ, Stirling's error,
 * Loader's deviance and saddle-point densities), step for step as language/special-functions.ts computes
 * them: the incomplete gamma by its series below x = a + 1 and Legendre's continued fraction above, the
 * incomplete beta by the continued fraction of Numerical Recipes §6.4 on its fast side, both with the
 * modified Lentz method, and the prefactors xᵃe⁻ˣ/Γ(a) and xᵃyᵇ/B(a,b) by Loader's forms, never as
 * exp(a·ln x − ln Γ(…)). Results differ from the reference only by the ulps of exp, log and pow (musl's
 * here, V8's there).
 *
 * Each function leaves both tails, lower and upper, in `tailLower` and `tailUpper` (globals: how
 * AssemblyScript returns two values without allocating), so that a small tail is never 1 − (near 1).
 */

const LN_SQRT_2PI: f64 = 0.9189385332046728;
const TWO_PI: f64 = 6.283185307179586;
const EPSILON: f64 = 2.220446049250313e-16;
const TINY: f64 = 1e-300;
const MAX_ITERATIONS: i32 = 100000;

/** Stirling's error at n = 0, ½, 1, …, 15 (mpmath 1.3.0, 40 digits), as the reference has them. */
const STIRLING_ERROR_HALVES: StaticArray<f64> = [
  0, 0.15342640972002736, 0.08106146679532726, 0.05481412105191765, 0.0413406959554093, 0.03316287351993629,
  0.02767792568499834, 0.023746163656297496, 0.020790672103765093, 0.018488450532673187, 0.016644691189821193,
  0.015134973221917378, 0.013876128823070748, 0.012810465242920227, 0.01189670994589177, 0.011104559758206917,
  0.010411265261972096, 0.009799416126158804, 0.009255462182712733, 0.008768700134139386, 0.00833056343336287,
  0.00793411456431402, 0.007573675487951841, 0.007244554301320383, 0.00694284010720953, 0.006665247032707682,
  0.006408994188004207, 0.006171712263039458, 0.0059513701127588475, 0.0057462165130101155,
  0.005554733551962801,
];

export let tailLower: f64 = 0;
export let tailUpper: f64 = 0;

function setTails(lower: f64, upper: f64): void {
  tailLower = lower;
  tailUpper = upper;
}

/** 1/(12n) − 1/(360n³) + 1/(1260n⁵) − 1/(1680n⁷) + 1/(1188n⁹) − 691/(360360n¹¹), for n ≥ 10. */
function stirlingSeries(n: f64): f64 {
  const square = 1 / (n * n);
  return (
    (1.0 / 12 -
      square *
        (1.0 / 360 -
          square * (1.0 / 1260 - square * (1.0 / 1680 - square * (1.0 / 1188 - (square * 691) / 360360))))) /
    n
  );
}

/** ln Γ(x) for x > 0: Stirling's series from 10 up, the recurrence below. */
export function logGamma(x: f64): f64 {
  if (x != x || x <= 0) return x == 0 ? Infinity : NaN;
  if (x == Infinity) return Infinity;
  let product: f64 = 1;
  let shifted = x;
  while (shifted < 10) {
    product *= shifted;
    shifted += 1;
  }
  return (
    (shifted - 0.5) * Math.log(shifted) - shifted + LN_SQRT_2PI + stirlingSeries(shifted) - Math.log(product)
  );
}

/** δ(n) = ln Γ(n+1) − (n+½)ln n + n − ln √(2π). */
export function stirlingError(n: f64): f64 {
  if (n <= 15) {
    const doubled = 2 * n;
    if (Math.floor(doubled) == doubled) return unchecked(STIRLING_ERROR_HALVES[<i32>doubled]);
    return logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - LN_SQRT_2PI;
  }
  return stirlingSeries(n);
}

/** bd0(x, m) = x·ln(x/m) + m − x, by Loader's series where x is near m. */
export function deviance(x: f64, m: f64): f64 {
  if (x - x != 0 || m - m != 0 || m == 0) return NaN;
  if (Math.abs(x - m) < 0.1 * (x + m)) {
    let v = (x - m) / (x + m);
    let sum = (x - m) * v;
    let term = 2 * x * v;
    v *= v;
    for (let j = 1; j < 1000; j++) {
      term *= v;
      const next = sum + term / (2 * j + 1);
      if (next == sum) return next;
      sum = next;
    }
    return sum;
  }
  return x * Math.log(x / m) + m - x;
}

/** mˣe⁻ᵐ/Γ(x+1) for real x ≥ 0, m ≥ 0. */
export function poissonDensity(x: f64, m: f64): f64 {
  if (m == 0) return x == 0 ? 1 : 0;
  if (x < 0 || m - m != 0) return 0;
  if (x == 0) return Math.exp(-m);
  return Math.exp(-stirlingError(x) - deviance(x, m)) / Math.sqrt(TWO_PI * x);
}

/** Γ(n+1)/(Γ(x+1)Γ(n−x+1))·pˣqⁿ⁻ˣ with q = 1 − p given exactly, real 0 ≤ x ≤ n. */
function binomialDensity(x: f64, n: f64, p: f64, q: f64): f64 {
  if (x < 0 || x > n) return 0;
  if (p == 0) return x == 0 ? 1 : 0;
  if (q == 0) return x == n ? 1 : 0;
  if (x == 0) return n == 0 ? 1 : Math.exp(p < 0.1 ? -deviance(n, n * q) - n * p : n * Math.log(q));
  if (x == n) return Math.exp(q < 0.1 ? -deviance(n, n * p) - n * q : n * Math.log(p));
  const exponent =
    stirlingError(n) - stirlingError(x) - stirlingError(n - x) - deviance(x, n * p) - deviance(n - x, n * q);
  return Math.exp(exponent) * Math.sqrt(n / (TWO_PI * x * (n - x)));
}

/** P(a, x) and Q(a, x) into the tails, a > 0. */
export function regularizedGamma(a: f64, x: f64): void {
  if (a != a || x != x || !(a > 0)) return setTails(NaN, NaN);
  if (x <= 0) return setTails(0, 1);
  if (x == Infinity) return setTails(1, 0);
  if (a == Infinity) return setTails(0, 1);
  if (x < a + 1) {
    let term: f64 = 1;
    let sum: f64 = 1;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * EPSILON) break;
    }
    // At most 1: for a near 0 the rounded prefactor and sum can pass it by ulps.
    const lower = min(1, poissonDensity(a, x) * sum);
    return setTails(lower, 1 - lower);
  }
  let b = x + 1 - a;
  let c: f64 = 1 / TINY;
  let d: f64 = 1 / b;
  let fraction = d;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    const an = -(<f64>n) * (<f64>n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    fraction *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  const upper = min(1, a * poissonDensity(a, x) * fraction);
  setTails(1 - upper, upper);
}

/** I_x(a, b) and 1 − I_x(a, b) into the tails, with y = 1 − x given exactly. */
export function regularizedBeta(x: f64, y: f64, a: f64, b: f64): void {
  if (x != x || y != y || a != a || b != b || !(a > 0) || !(b > 0)) return setTails(NaN, NaN);
  if (x <= 0) return setTails(0, 1);
  if (y <= 0) return setTails(1, 0);
  if (x * (a + b + 2) > a + 1) {
    const swapped = betaFraction(y, x, b, a);
    return setTails(1 - swapped, swapped);
  }
  const lower = betaFraction(x, y, a, b);
  setTails(lower, 1 - lower);
}

/**
 * I_x(a, b) by its continued fraction, for x below the switch point: modified Lentz forwards, then for
 * b ≤ 1 backwards from the depth Lentz reached, with the odd levels written with y (the reference says why).
 */
function betaFraction(x: f64, y: f64, a: f64, b: f64): f64 {
  const sum = a + b;
  let c: f64 = 1;
  let d = 1 - (sum * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let fraction = d;
  let depth: i32 = 1;
  for (let m = 1; m < MAX_ITERATIONS; m++) {
    const twice: f64 = 2 * m;
    let an = (<f64>m * (b - m) * x) / ((a - 1 + twice) * (a + twice));
    d = 1 + an * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    fraction *= d * c;
    an = (-(a + m) * (sum + m) * x) / ((a + twice) * (a + 1 + twice));
    d = 1 + an * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    fraction *= delta;
    depth = m;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  if (b <= 1) fraction = 1 / backwardFraction(x, y, a, b, 2 * depth + 21);
  return min(1, (binomialDensity(a, sum, x, y) * b * fraction) / sum);
}

/** I_x(a, b) for b ≤ 1 by the backward evaluation alone, its depth doubled until two depths agree. */
export function betaByBackwardFraction(x: f64, y: f64, a: f64, b: f64): f64 {
  let depth: i32 = 41;
  let level = backwardFraction(x, y, a, b, depth);
  while (depth < 100000) {
    depth = 2 * depth + 1;
    const deeper = backwardFraction(x, y, a, b, depth);
    const converged = Math.abs(deeper - level) <= 2 * EPSILON * Math.abs(deeper);
    level = deeper;
    if (converged) break;
  }
  return min(1, (binomialDensity(a, a + b, x, y) * b) / (a + b) / level);
}

/** T₁ of betaFraction's fraction, from level `depth` back. */
function backwardFraction(x: f64, y: f64, a: f64, b: f64, depth: i32): f64 {
  const sum = a + b;
  let level: f64 = 1;
  let small: f64 = 0;
  for (let k = depth; k >= 1; k--) {
    if ((k & 1) == 0) {
      const m = <f64>(k >> 1);
      small = (m * (b - m) * x) / ((a - 1 + 2 * m) * (a + 2 * m)) / level;
      level = 1 + small;
    } else {
      const m = <f64>(k >> 1);
      const twice = 2 * m;
      const one =
        (a * (twice + 1 - b) + m * (3 * m + 2 - b) + (a + m) * (sum + m) * y) /
        ((a + twice) * (a + 1 + twice));
      level = (one + small) / level;
    }
  }
  return level;
}
