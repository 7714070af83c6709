/**
 * ψ⁽ⁿ⁾(x), step for step as `polygamma` in language/reference-math.ts computes it (the differential tests
 * compare them): the recurrence ψ⁽ⁿ⁾(x) = ψ⁽ⁿ⁾(x+1) − (−1)ⁿ n!/x^(n+1) shifts x past POLYGAMMA_SHIFT + n,
 * then the asymptotic series with the Bernoulli numbers B_2 … B_20 (Abramowitz & Stegun 6.3.18 for
 * ψ, 6.4.11 for n ≥ 1). Only pow and log are libm calls (musl's against V8's fdlibm, each within an
 * ulp), so the two agree within a few ulps of the sums' magnitude.
 *
 * For the interval kernel, each call also leaves the magnitude of what it summed (POLYGAMMA_MAGNITUDE:
 * the series and every shifted term, absolute) and the number of shift steps: the rounding error of
 * the result is a few ulps of that magnitude per step.
 */
import { factorial, isWhole } from './special-functions';

const POLYGAMMA_SHIFT: f64 = 20;
/** Below this the shift would take too many steps; the reference answers NaN there too. */
export const POLYGAMMA_LOWEST: f64 = -1e5;
export const POLYGAMMA_HIGHEST_ORDER: f64 = 100;

/** Σ |terms| of the last call (see above) and its shift steps. */
export let polygammaMagnitude: f64 = 0;
export let polygammaSteps: i32 = 0;

/** B_2k for k = 1 … 10, as the reference's fractions round (1/6, −1/30, …, −174611/330). */
function bernoulli(k: i32): f64 {
  switch (k) {
    case 1:
      return 0.16666666666666666;
    case 2:
      return -0.03333333333333333;
    case 3:
      return 0.023809523809523808;
    case 4:
      return -0.03333333333333333;
    case 5:
      return 0.07575757575757576;
    case 6:
      return -0.2531135531135531;
    case 7:
      return 1.1666666666666667;
    case 8:
      return -7.092156862745098;
    case 9:
      return 54.971177944862156;
    default:
      return -529.1242424242424;
  }
}

export function polygamma(order: f64, x: f64): f64 {
  polygammaMagnitude = 0;
  polygammaSteps = 0;
  if (!isWhole(order) || order < 0 || order > POLYGAMMA_HIGHEST_ORDER || x != x) return NaN;
  if (x <= 0 && isWhole(x)) return NaN;
  if (x < POLYGAMMA_LOWEST) return NaN;
  if (x == Infinity) return order == 0 ? Infinity : 0;
  const orderFactorial = factorial(order);
  const sign: f64 = <i32>order % 2 == 0 ? -1 : 1; // (−1)^(n+1)
  let shiftSum: f64 = 0;
  let shiftMagnitude: f64 = 0;
  let shifted = x;
  let steps = 0;
  while (shifted < POLYGAMMA_SHIFT + order) {
    const term = 1 / Math.pow(shifted, order + 1);
    shiftSum += term;
    shiftMagnitude += Math.abs(term);
    shifted += 1;
    steps++;
  }
  polygammaSteps = steps;
  if (order == 0) {
    const inverseSquare = 1 / (shifted * shifted);
    let power = inverseSquare;
    let series = Math.log(shifted) - 1 / (2 * shifted);
    for (let k = 1; k <= 10; k++) {
      series -= (bernoulli(k) / <f64>(2 * k)) * power;
      power *= inverseSquare;
    }
    polygammaMagnitude = Math.abs(series) + shiftMagnitude;
    return series - shiftSum;
  }
  // (−1)^(n+1) [ (n−1)!/x^n + n!/(2x^(n+1)) + Σ B_2k (2k+n−1)!/((2k)! x^(2k+n)) ]
  const inverse = 1 / shifted;
  let series =
    factorial(order - 1) * Math.pow(inverse, order) + (orderFactorial / 2) * Math.pow(inverse, order + 1);
  // (2k+n−1)!/(2k)!, from k = 1: (n+1)!/2!.
  let coefficient = factorial(order + 1) / 2;
  let power = Math.pow(inverse, order + 2);
  for (let k = 1; k <= 10; k++) {
    series += bernoulli(k) * coefficient * power;
    // From (2k+n−1)!/(2k)! to (2k+n+1)!/(2k+2)!.
    const twiceK = <f64>(2 * k);
    coefficient *= ((twiceK + order) * (twiceK + order + 1)) / ((twiceK + 1) * (twiceK + 2));
    power *= inverse * inverse;
  }
  polygammaMagnitude = Math.abs(series) + orderFactorial * shiftMagnitude;
  return sign * (series + orderFactorial * shiftSum);
}
