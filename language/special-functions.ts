/**
 * Special functions the distributions are made of, on plain numbers (values known before graphing):
 * ln Γ, Loader's saddle-point densities of the Poisson and binomial laws, and the regularized incomplete
 * gamma and beta functions by series and continued fractions.
 *
 * Accuracy strategy: the densities and the prefactors of the incomplete functions are never formed as
 * exp(a·ln x − ln Γ(…)), whose exponent loses about |a·ln x|·2⁻⁵³ when the parameters are large. They are
 * Catherine Loader's saddle-point forms instead ("Fast and accurate computation of binomial
 * probabilities", 2000; the method of R's dpois_raw and dbinom_raw): Stirling's error term and the
 * deviance bd0 are each small and computed to full relative precision. The incomplete gamma is summed as
 * a series below x = a + 1 and as Legendre's continued fraction above (Numerical Recipes 3rd ed. §6.2);
 * the incomplete beta is the continued fraction of NR §6.4, on the side where it converges fast, with
 * the modified Lentz method (Lentz 1976; Thompson and Barnett 1986). Each returns both tails, so that a
 * small tail is never computed as 1 minus something near 1.
 */

const LN_SQRT_2PI = 0.9189385332046728; // ln √(2π)
const TWO_PI = 2 * Math.PI;

/** Stirling's error ln Γ(n+1) − (n+½)ln n + n − ln √(2π) at n = 0, ½, 1, …, 15: mpmath 1.3.0, 40 digits. */
const STIRLING_ERROR_HALVES = [
  0, 0.15342640972002736, 0.08106146679532726, 0.05481412105191765, 0.0413406959554093, 0.03316287351993629,
  0.02767792568499834, 0.023746163656297496, 0.020790672103765093, 0.018488450532673187, 0.016644691189821193,
  0.015134973221917378, 0.013876128823070748, 0.012810465242920227, 0.01189670994589177, 0.011104559758206917,
  0.010411265261972096, 0.009799416126158804, 0.009255462182712733, 0.008768700134139386, 0.00833056343336287,
  0.00793411456431402, 0.007573675487951841, 0.007244554301320383, 0.00694284010720953, 0.006665247032707682,
  0.006408994188004207, 0.006171712263039458, 0.0059513701127588475, 0.0057462165130101155,
  0.005554733551962801,
];

/**
 * ln Γ(x) for x > 0: Stirling's series from x ≥ 10 (its first omitted term is below 3e-17 there), and
 * below that the recurrence Γ(x) = Γ(x+n)/(x(x+1)…(x+n−1)).
 */
export function logGamma(x: number): number {
  if (Number.isNaN(x) || x <= 0) return x === 0 ? Infinity : NaN;
  if (x === Infinity) return Infinity;
  let product = 1;
  let shifted = x;
  while (shifted < 10) product *= shifted++;
  return (
    (shifted - 0.5) * Math.log(shifted) - shifted + LN_SQRT_2PI + stirlingSeries(shifted) - Math.log(product)
  );
}

/** 1/(12n) − 1/(360n³) + 1/(1260n⁵) − 1/(1680n⁷) + 1/(1188n⁹) − 691/(360360n¹¹), for n ≥ 10. */
function stirlingSeries(n: number): number {
  const square = 1 / (n * n);
  return (
    (1 / 12 -
      square *
        (1 / 360 -
          square * (1 / 1260 - square * (1 / 1680 - square * (1 / 1188 - (square * 691) / 360360))))) /
    n
  );
}

/** Stirling's error δ(n) = ln Γ(n+1) − (n+½)ln n + n − ln √(2π), to full relative precision for n ≥ 15. */
export function stirlingError(n: number): number {
  if (n <= 15) {
    const doubled = 2 * n;
    if (Number.isInteger(doubled)) return STIRLING_ERROR_HALVES[doubled];
    // ln Γ(n+1) computed directly: an absolute error near 1e-15, which is what a density's exponent needs.
    return logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - LN_SQRT_2PI;
  }
  return stirlingSeries(n);
}

/**
 * The deviance term bd0(x, m) = x·ln(x/m) + m − x, computed without cancellation where x is near m
 * (Loader's series in v = (x − m)/(x + m)).
 */
export function deviance(x: number, m: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(m) || m === 0) return NaN;
  if (Math.abs(x - m) < 0.1 * (x + m)) {
    let v = (x - m) / (x + m);
    let sum = (x - m) * v;
    let term = 2 * x * v;
    v *= v;
    for (let j = 1; j < 1000; j++) {
      term *= v;
      const next = sum + term / (2 * j + 1);
      if (next === sum) return next;
      sum = next;
    }
    return sum;
  }
  return x * Math.log(x / m) + m - x;
}

/** mˣe⁻ᵐ/Γ(x+1) for real x ≥ 0, m ≥ 0: the Poisson density, and the prefactor of the incomplete gamma. */
export function poissonDensity(x: number, m: number): number {
  if (m === 0) return x === 0 ? 1 : 0;
  if (x < 0 || !Number.isFinite(m)) return 0;
  if (x === 0) return Math.exp(-m);
  return Math.exp(-stirlingError(x) - deviance(x, m)) / Math.sqrt(TWO_PI * x);
}

/** Γ(n+1)/(Γ(x+1)Γ(n−x+1))·pˣqⁿ⁻ˣ with q = 1 − p given exactly: the binomial density at real 0 ≤ x ≤ n. */
export function binomialDensity(x: number, n: number, p: number, q: number): number {
  if (x < 0 || x > n) return 0;
  if (p === 0) return x === 0 ? 1 : 0;
  if (q === 0) return x === n ? 1 : 0;
  if (x === 0) return n === 0 ? 1 : Math.exp(p < 0.1 ? -deviance(n, n * q) - n * p : n * Math.log(q));
  if (x === n) return Math.exp(q < 0.1 ? -deviance(n, n * p) - n * q : n * Math.log(p));
  const exponent =
    stirlingError(n) - stirlingError(x) - stirlingError(n - x) - deviance(x, n * p) - deviance(n - x, n * q);
  return Math.exp(exponent) * Math.sqrt(n / (TWO_PI * x * (n - x)));
}

/** A lower tail and its complement, each to full relative precision. */
export interface Tails {
  readonly lower: number;
  readonly upper: number;
}

const EPSILON = 2.220446049250313e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 100_000;

/** The regularized incomplete gamma functions P(a, x) (lower) and Q(a, x) = 1 − P (upper), a > 0. */
export function regularizedGamma(a: number, x: number): Tails {
  if (Number.isNaN(a) || Number.isNaN(x) || !(a > 0)) return { lower: NaN, upper: NaN };
  if (x <= 0) return { lower: 0, upper: 1 };
  if (x === Infinity) return { lower: 1, upper: 0 };
  if (a === Infinity) return { lower: 0, upper: 1 };
  if (x < a + 1) {
    // P = xᵃe⁻ˣ/Γ(a+1) · Σ xⁿ/((a+1)…(a+n)).
    let term = 1;
    let sum = 1;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (term < sum * EPSILON) break;
    }
    // At most 1: for a near 0 the rounded prefactor and sum can pass it by ulps.
    const lower = Math.min(1, poissonDensity(a, x) * sum);
    return { lower, upper: 1 - lower };
  }
  // Q = xᵃe⁻ˣ/Γ(a) · 1/(x+1−a− 1·(1−a)/(x+3−a− 2·(2−a)/(x+5−a− …))), by modified Lentz.
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    const an = -n * (n - a);
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
  const upper = Math.min(1, a * poissonDensity(a, x) * fraction);
  return { lower: 1 - upper, upper };
}

/**
 * The regularized incomplete beta function I_x(a, b) (lower) and 1 − I_x(a, b) (upper), with y = 1 − x
 * given by the caller exactly (the t distribution has both from t² and ν without a subtraction).
 */
export function regularizedBeta(x: number, y: number, a: number, b: number): Tails {
  if ([x, y, a, b].some(Number.isNaN) || !(a > 0) || !(b > 0)) return { lower: NaN, upper: NaN };
  if (x <= 0) return { lower: 0, upper: 1 };
  if (y <= 0) return { lower: 1, upper: 0 };
  // The fraction converges fast for x < (a+1)/(a+b+2); on the other side, I_x(a,b) = 1 − I_y(b,a).
  if (x * (a + b + 2) > a + 1) {
    const swapped = betaFraction(y, x, b, a);
    return { lower: 1 - swapped, upper: swapped };
  }
  const lower = betaFraction(x, y, a, b);
  return { lower, upper: 1 - lower };
}

/**
 * I_x(a, b) by its continued fraction (NR §6.4), for x below the switch point:
 * I = xᵃyᵇ/(a·B(a,b)) / T₁ with T_k = 1 + d_k/T_{k+1}, d_{2m+1} = −(a+m)(a+b+m)x/((a+2m)(a+2m+1)) and
 * d_{2m} = m(b−m)x/((a+2m−1)(a+2m)). Modified Lentz evaluates it forwards and says how deep it converges.
 * For b ≤ 1 it is then evaluated again backwards from that depth, because near the switch point (the t law
 * with large ν: a = ν/2, b = ½) every 1 + d_{2m+1} cancels to about (a+1)y/a, and Lentz's forward form
 * loses a 1/(that) of relative precision to x's rounding (6.7e-12 at ν = 10⁶, t = −5). Backwards, each odd
 * level is T = (e + w)/(1 + w), where e = 1 + d_{2m+1} is written with y,
 * (a(2m+1−b) + m(3m+2−b) + (a+m)(a+b+m)y)/((a+2m)(a+2m+1)), a sum of positive terms for b ≤ 1, and
 * w = d_{2m+2}/T is the small even level kept apart from its 1.
 */
function betaFraction(x: number, y: number, a: number, b: number): number {
  const sum = a + b;
  let c = 1;
  let d = 1 - (sum * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let fraction = d;
  let depth = 1;
  for (let m = 1; m < MAX_ITERATIONS; m++) {
    const twice = 2 * m;
    let an = (m * (b - m) * x) / ((a - 1 + twice) * (a + twice));
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
  // xᵃyᵇ/(a·B(a,b)) = binomialDensity(a; a+b, x, y) · b/(a+b): Loader's form, no ln Γ cancellation.
  return Math.min(1, (binomialDensity(a, sum, x, y) * b * fraction) / sum);
}

/**
 * I_x(a, b) for b ≤ 1 by the backward evaluation alone, its depth doubled (41, 83, 167, …) until two
 * depths agree within 2 ulps: for the t law's tails with |t| ≥ 1 (tTails), where the forward form needs
 * about √a steps next to the switch point (10⁷ at ν = 10¹⁵) and the swapped side cancels, while these
 * levels converge within a few hundred for every ν.
 */
export function betaByBackwardFraction(x: number, y: number, a: number, b: number): number {
  let depth = 41;
  let level = backwardFraction(x, y, a, b, depth);
  while (depth < 100_000) {
    depth = 2 * depth + 1;
    const deeper = backwardFraction(x, y, a, b, depth);
    const converged = Math.abs(deeper - level) <= 2 * EPSILON * Math.abs(deeper);
    level = deeper;
    if (converged) break;
  }
  return Math.min(1, (binomialDensity(a, a + b, x, y) * b) / (a + b) / level);
}

/** T₁ of betaFraction's fraction, from level `depth` back (odd depth: the last level is an odd one). */
function backwardFraction(x: number, y: number, a: number, b: number, depth: number): number {
  const sum = a + b;
  let level = 1;
  let small = 0;
  for (let k = depth; k >= 1; k--) {
    if (k % 2 === 0) {
      const m = k / 2;
      small = (m * (b - m) * x) / ((a - 1 + 2 * m) * (a + 2 * m)) / level;
      level = 1 + small;
    } else {
      const m = (k - 1) / 2;
      const twice = 2 * m;
      const one =
        (a * (twice + 1 - b) + m * (3 * m + 2 - b) + (a + m) * (sum + m) * y) /
        ((a + twice) * (a + 1 + twice));
      level = (one + small) / level;
    }
  }
  return level;
}
