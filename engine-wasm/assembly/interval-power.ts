/**
 * Interval kernel of POW as real-power.ts defines it: std pow for non-negative bases and integer
 * exponents, real odd roots of negative bases for exponents p/q with small odd q, NaN otherwise.
 *
 * For bases >= 0, pow = exp(e ln b) and e ln b is bilinear in (e, ln b), so over a box its extremes sit
 * at the corners; the same holds for |b| over the negative bases. Negative bases then take a sign:
 * fixed when the exponent is one number (its parity, or its numerator's), either sign otherwise, and
 * then most exponents of the box give NaN, so the result is flagged undefined and discontinuous.
 */
import { LIBM_ULPS, stepsDown, stepsUp } from './outward-rounding';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_SPARSE,
  INTERVAL_UNDEFINED,
  setEmpty,
  setResult,
} from './interval-register';
import { isWhole } from './special-functions';

let partLow: f64 = 0;
let partHigh: f64 = 0;
let partFlags: i32 = 0;

function startPart(): void {
  partLow = Infinity;
  partHigh = -Infinity;
}

function addToPart(value: f64): void {
  if (value != value) {
    // pow(1, ±Infinity) is NaN, but at every finite exponent of the box pow(1, e) is 1.
    partFlags |= INTERVAL_UNDEFINED;
    value = 1;
  }
  partLow = min(partLow, value);
  partHigh = max(partHigh, value);
}

/** Range of pow(b, e) for b in [baseLow, baseHigh] (both >= 0) and e in [exponentLow, exponentHigh]. */
function gatherMagnitudes(baseLow: f64, baseHigh: f64, exponentLow: f64, exponentHigh: f64): void {
  startPart();
  addToPart(Math.pow(baseLow, exponentLow));
  addToPart(Math.pow(baseLow, exponentHigh));
  addToPart(Math.pow(baseHigh, exponentLow));
  addToPart(Math.pow(baseHigh, exponentHigh));
  // 0 to a negative power: the pole of x^-n at 0.
  if (baseLow == 0 && exponentLow < 0) partFlags |= INTERVAL_DISCONTINUOUS;
}

/** -1 or 1: the sign realPower gives a negative base with this exponent; 0 when it gives NaN. */
function signForNegativeBase(exponent: f64): i32 {
  if (isWhole(exponent)) return Math.floor(exponent * 0.5) * 2 == exponent ? 1 : -1;
  for (let denominator = 3; denominator <= 99; denominator += 2) {
    const scaled = exponent * <f64>denominator;
    const numerator = Math.round(scaled);
    if (Math.abs(numerator - scaled) < 1e-9) return numerator % 2 == 0 ? 1 : -1;
  }
  return 0;
}

export function powerIntervals(baseLow: f64, baseHigh: f64, exponentLow: f64, exponentHigh: f64): void {
  let low = Infinity;
  let high = -Infinity;
  partFlags = 0;
  if (baseHigh >= 0) {
    gatherMagnitudes(max(baseLow, 0), baseHigh, exponentLow, exponentHigh);
    low = partLow;
    high = partHigh;
  }
  if (baseLow < 0) {
    // max(-high, 0) and not -min(high, 0): the latter is -0, and pow(-0, -1) is -Infinity.
    gatherMagnitudes(max(-baseHigh, 0), -baseLow, exponentLow, exponentHigh);
    if (partLow <= partHigh) {
      if (exponentLow == exponentHigh) {
        const sign = signForNegativeBase(exponentLow);
        if (sign == 0) {
          partFlags |= INTERVAL_UNDEFINED;
        } else if (sign > 0) {
          low = min(low, partLow);
          high = max(high, partHigh);
        } else {
          low = min(low, -partHigh);
          high = max(high, -partLow);
        }
      } else {
        partFlags |= INTERVAL_UNDEFINED | INTERVAL_DISCONTINUOUS;
        // No base of the box is >= 0: values only where the varying exponent hits p/q, q odd.
        if (baseHigh < 0) partFlags |= INTERVAL_SPARSE;
        low = min(low, -partHigh);
        high = max(high, partHigh);
      }
    }
  }
  if (low > high) {
    setEmpty();
    return;
  }
  // A zero base may be -0, and pow(-0, -1) is -Infinity (realPower takes -0 as >= 0).
  if (baseLow == 0 && exponentLow < 0) low = -Infinity;
  // pow(±1, ±Infinity) is NaN (JavaScript's rule), at inner points the corners do not show.
  const infiniteExponent = exponentLow == -Infinity || exponentHigh == Infinity;
  if (infiniteExponent && ((baseLow <= 1 && baseHigh >= 1) || (baseLow <= -1 && baseHigh >= -1))) {
    partFlags |= INTERVAL_UNDEFINED;
  }
  // pow of a non-negative base is never negative: the outward step must not make it so (sqrt would then
  // report a spurious undefined part).
  const lowered = stepsDown(low, LIBM_ULPS);
  setResult(low >= 0 ? max(0, lowered) : lowered, stepsUp(high, LIBM_ULPS), partFlags);
}
