/**
 * Reference implementations of the operations that Math lacks: the truth the WASM kernels are tested
 * against, written for clarity rather than speed.
 */

/** Rounds half away from zero, as calculators do (Math.round sends −2.5 to −2). */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
}

/** a mod b with the sign of b, so that mod(−1, 3) is 2 as users expect. */
export function floorMod(a: number, b: number): number {
  return a - b * Math.floor(a / b);
}

// Lanczos approximation, g = 7, n = 9 (Numerical Recipes 3rd ed. §6.1; coefficients as in Boost's lanczos9).
// The fifth coefficient is Godfrey's −176.61502916214059…; the widely copied −176.61503916999185 (one digit
// off) limits Γ to about 1e-8 relative accuracy instead of 1e-15.
const LANCZOS_G = 7;
const LANCZOS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
  12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** Γ(x): exact products for small positive integers, reflection below 1/2, poles at 0, −1, −2, … */
export function gamma(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === Infinity) return Infinity;
  if (Number.isInteger(x)) {
    if (x <= 0) return NaN;
    if (x <= 171) {
      let product = 1;
      for (let factor = 2; factor < x; factor++) product *= factor;
      return product;
    }
    return Infinity;
  }
  if (x < 0.5) return Math.PI / (Math.sin(Math.PI * x) * gamma(1 - x));
  if (x > 171.7) return Infinity;
  const shifted = x - 1;
  let sum = LANCZOS[0];
  for (let index = 1; index < LANCZOS.length; index++) sum += LANCZOS[index] / (shifted + index);
  const base = shifted + LANCZOS_G + 0.5;
  return Math.sqrt(2 * Math.PI) * Math.pow(base, shifted + 0.5) * Math.exp(-base) * sum;
}

export function factorial(x: number): number {
  return gamma(x + 1);
}

/** n choose r; integer arguments give exact products, others go through Γ. */
export function choose(n: number, r: number): number {
  if (Number.isInteger(n) && Number.isInteger(r)) {
    if (r < 0 || n < 0 || r > n) return 0;
    const k = Math.min(r, n - r);
    let result = 1;
    for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index;
    return Math.round(result);
  }
  return gamma(n + 1) / (gamma(r + 1) * gamma(n - r + 1));
}

export function permutations(n: number, r: number): number {
  if (Number.isInteger(n) && Number.isInteger(r)) {
    if (r < 0 || n < 0 || r > n) return 0;
    let result = 1;
    for (let factor = n - r + 1; factor <= n; factor++) result *= factor;
    return result;
  }
  return gamma(n + 1) / gamma(n - r + 1);
}

export function greatestCommonDivisor(a: number, b: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b)) return NaN;
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function leastCommonMultiple(a: number, b: number): number {
  const divisor = greatestCommonDivisor(a, b);
  if (Number.isNaN(divisor)) return NaN;
  return divisor === 0 ? 0 : Math.abs(a * b) / divisor;
}

/** Comparison results are 1 or 0; a NaN operand makes the comparison undefined, not false. */
export function compare(test: (a: number, b: number) => boolean): (a: number, b: number) => number {
  return (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : test(a, b) ? 1 : 0);
}

/** Piecewise choice: a NaN condition is undefined, any other non-zero condition is true. */
export function select(condition: number, whenTrue: number, whenFalse: number): number {
  if (Number.isNaN(condition)) return NaN;
  return condition !== 0 ? whenTrue : whenFalse;
}

// Bernoulli numbers B_2, B_4, …, B_20 for the asymptotic series of the polygamma functions
// (Abramowitz & Stegun 6.3.18 and 6.4.11).
const BERNOULLI_EVEN = [
  1 / 6,
  -1 / 30,
  1 / 42,
  -1 / 30,
  5 / 66,
  -691 / 2730,
  7 / 6,
  -3617 / 510,
  43867 / 798,
  -174611 / 330,
];

/**
 * Where the asymptotic series is summed: past POLYGAMMA_SHIFT + n its 10 terms reach double precision for
 * every order up to 100 (checked against mpmath: order n needs about n + 12, at least 10). A shift fixed
 * at 20 left ψ⁽³⁰⁾(20) wrong in its 11th digit and ψ⁽¹⁰⁰⁾(20) in its 2nd.
 */
const POLYGAMMA_SHIFT = 20;

/**
 * ψ⁽ⁿ⁾(x), the n-th derivative of ψ = Γ'/Γ (n = 0 is the digamma function): the derivative rules of Γ,
 * factorial, nCr and nPr need it. Undefined for n not a non-negative integer and at the poles 0, −1, −2, ….
 * The recurrence ψ⁽ⁿ⁾(x) = ψ⁽ⁿ⁾(x+1) − (−1)ⁿ n!/x^(n+1) shifts x past POLYGAMMA_SHIFT + n, where the asymptotic
 * series converges fast; below −10⁵ the shift would cost too many terms and the answer is NaN.
 */
export function polygamma(order: number, x: number): number {
  if (!Number.isInteger(order) || order < 0 || order > 100 || Number.isNaN(x)) return NaN;
  if (x <= 0 && Number.isInteger(x)) return NaN;
  if (x < -1e5) return NaN;
  if (x === Infinity) return order === 0 ? Infinity : 0;
  const orderFactorial = factorial(order);
  const sign = order % 2 === 0 ? -1 : 1; // (−1)^(n+1)
  let shiftSum = 0;
  let shifted = x;
  while (shifted < POLYGAMMA_SHIFT + order) {
    shiftSum += 1 / Math.pow(shifted, order + 1);
    shifted += 1;
  }
  let series: number;
  if (order === 0) {
    const inverseSquare = 1 / (shifted * shifted);
    let power = inverseSquare;
    series = Math.log(shifted) - 1 / (2 * shifted);
    for (let k = 1; k <= BERNOULLI_EVEN.length; k++) {
      series -= (BERNOULLI_EVEN[k - 1] / (2 * k)) * power;
      power *= inverseSquare;
    }
    return series - shiftSum;
  }
  // (−1)^(n+1) [ (n−1)!/x^n + n!/(2x^(n+1)) + Σ B_2k (2k+n−1)!/((2k)! x^(2k+n)) ]
  const inverse = 1 / shifted;
  series =
    factorial(order - 1) * Math.pow(inverse, order) + (orderFactorial / 2) * Math.pow(inverse, order + 1);
  // (2k+n−1)!/(2k)!, from k = 1: (n+1)!/2!.
  let coefficient = factorial(order + 1) / 2;
  let power = Math.pow(inverse, order + 2);
  for (let k = 1; k <= BERNOULLI_EVEN.length; k++) {
    series += BERNOULLI_EVEN[k - 1] * coefficient * power;
    // From (2k+n−1)!/(2k)! to (2k+n+1)!/(2k+2)!.
    coefficient *= ((2 * k + order) * (2 * k + order + 1)) / ((2 * k + 1) * (2 * k + 2));
    power *= inverse * inverse;
  }
  return sign * (series + orderFactorial * shiftSum);
}
