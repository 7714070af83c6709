/**
 * Interval kernel of ψ⁽ⁿ⁾(x), the order n a point (any other order box gets the whole line, flagged: the
 * function is NaN off the integers and changes wholly from one order to the next).
 *
 * Why it is sound: ψ⁽ⁿ⁾(x) = (−1)^(n+1) n! Σ_k 1/(x+k)^(n+1) (plus −γ for n = 0) between its poles
 * 0, −1, −2, …, and its derivative ψ⁽ⁿ⁺¹⁾ has one sign there when n is even (every term of the sum for
 * n + 2 has the even power's sign), so for even n (digamma included) ψ⁽ⁿ⁾ increases on each stretch
 * between poles. For odd n it decreases on x > 0; on a negative stretch it is positive and convex (the
 * terms' powers are even), rising to +∞ at both poles: the bound there is [0, larger end]. A box holding
 * a pole gets the whole line, flagged. Below POLYGAMMA_LOWEST the point function is NaN: flagged.
 *
 * The point function's rounding: each of its steps (one shifted term) and the series err by a few ulps
 * of what they add up, so the result is within (steps + 40) · 2^-50 of the magnitude it reports
 * (polygamma.ts). At an inner point the magnitude is at most the ends' two together (each term there lies
 * between its values at the ends, no pole being between), so the ends' values widened by twice that
 * bound hold the point function's value everywhere in the box.
 */
import { nextDown, nextUp } from './outward-rounding';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_UNDEFINED,
  setEmpty,
  setResult,
  setWhole,
} from './interval-register';
import { isWhole } from './special-functions';
import {
  polygamma,
  POLYGAMMA_HIGHEST_ORDER,
  POLYGAMMA_LOWEST,
  polygammaMagnitude,
  polygammaSteps,
} from './polygamma';

const ROUNDING_PER_STEP: f64 = 8.881784197001252e-16; // 2^-50

export function polygammaInterval(orderLow: f64, orderHigh: f64, low: f64, high: f64): void {
  if (orderLow != orderHigh) {
    setWhole(INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
    return;
  }
  const order = orderLow;
  if (!isWhole(order) || order < 0 || order > POLYGAMMA_HIGHEST_ORDER || high < POLYGAMMA_LOWEST) {
    setEmpty();
    return;
  }
  let flags = 0;
  if (low < POLYGAMMA_LOWEST) {
    flags = INTERVAL_UNDEFINED;
    low = POLYGAMMA_LOWEST;
  }
  // The largest pole at or below high; inside the box means the whole line.
  const pole = Math.min(Math.floor(high), 0);
  if (pole >= low) {
    setWhole(INTERVAL_DISCONTINUOUS | INTERVAL_UNDEFINED);
    return;
  }
  const atLow = polygamma(order, low);
  let magnitude = polygammaMagnitude;
  let steps = polygammaSteps;
  const atHigh = polygamma(order, high);
  magnitude += polygammaMagnitude;
  steps = max(steps, polygammaSteps);
  const slack = 2 * <f64>(steps + 40) * ROUNDING_PER_STEP * magnitude;
  const even = <i32>order % 2 == 0;
  if (even || low > 0) {
    const smaller = even ? atLow : atHigh;
    const larger = even ? atHigh : atLow;
    setResult(nextDown(smaller - slack), nextUp(larger + slack), flags);
    return;
  }
  setResult(0, nextUp(Math.max(atLow, atHigh) + slack), flags);
}
