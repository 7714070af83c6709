/**
 * Interval kernels of TDIST_CDF, TDIST_QUANTILE, CHISQ_CDF and CHISQ_QUANTILE (parameter first). For a
 * parameter that is one point, each increases in its second operand: the bounds are the point function
 * at the box's ends, widened by LAW_RELATIVE, which holds the point function's wobble about the true,
 * increasing one (it is within about 1e-13 of it, t-chi-square.ts). A parameter that varies over the box
 * bounds a cdf by [0, 1] and a quantile not at all. Parameters that are not positive, and probabilities
 * outside [0, 1], have no value: empty where the whole box is there, INTERVAL_UNDEFINED where part is.
 */
import { relativeDown, relativeUp } from './outward-rounding';
import { INTERVAL_UNDEFINED, setEmpty, setResult, setWhole } from './interval-register';
import { chiSquareCumulative, chiSquareQuantile, tCumulative, tQuantile } from './t-chi-square';

const LAW_RELATIVE: f64 = 1e-11;

/** A parameter's flags: -1 when no point of the box is a valid parameter (ν > 0), else 0 or undefined. */
function parameterFlags(low: f64, high: f64): i32 {
  if (!(high > 0)) return -1;
  return low > 0 ? 0 : INTERVAL_UNDEFINED;
}

export function lawCumulativeInterval(
  chiSquare: bool,
  parameterLow: f64,
  parameterHigh: f64,
  low: f64,
  high: f64,
): void {
  const flags = parameterFlags(parameterLow, parameterHigh);
  if (flags < 0 || low != low || high != high) {
    setEmpty();
    return;
  }
  if (parameterLow != parameterHigh) {
    setResult(0, 1, flags);
    return;
  }
  const lowValue = chiSquare ? chiSquareCumulative(parameterLow, low) : tCumulative(parameterLow, low);
  const highValue = chiSquare ? chiSquareCumulative(parameterLow, high) : tCumulative(parameterLow, high);
  setResult(max(0, relativeDown(lowValue, LAW_RELATIVE)), min(1, relativeUp(highValue, LAW_RELATIVE)), 0);
}

export function lawQuantileInterval(
  chiSquare: bool,
  parameterLow: f64,
  parameterHigh: f64,
  low: f64,
  high: f64,
): void {
  const flags = parameterFlags(parameterLow, parameterHigh);
  if (flags < 0 || !(high >= 0) || !(low <= 1)) {
    setEmpty();
    return;
  }
  const outside = flags | (low < 0 || high > 1 ? INTERVAL_UNDEFINED : 0);
  if (parameterLow != parameterHigh) {
    if (chiSquare) setResult(0, Infinity, outside);
    else setWhole(outside);
    return;
  }
  const from = max(low, 0);
  const to = min(high, 1);
  const lowValue = chiSquare ? chiSquareQuantile(parameterLow, from) : tQuantile(parameterLow, from);
  const highValue = chiSquare ? chiSquareQuantile(parameterLow, to) : tQuantile(parameterLow, to);
  const floor: f64 = chiSquare ? 0 : -Infinity;
  setResult(max(floor, relativeDown(lowValue, LAW_RELATIVE)), relativeUp(highValue, LAW_RELATIVE), outside);
}
