/**
 * The viewport one sampling run works in: its pixel scales and the clamping band for values.
 *
 * Values are clamped to [ymin - CLAMP_MARGIN_VIEWS * height, ymax + CLAMP_MARGIN_VIEWS * height]: a
 * curve leaving the view still gets a vertex well beyond the edge, so its last segment runs off-screen
 * at the right slope near the edge, while huge values (1/x near 0, tan near pi/2, Infinity) neither
 * lose float32 precision nor make the refinement chase them. Two neighbours both clamped to the same
 * side are not joined (polyline-writer.ts): everything between them is off-screen.
 */

/** One view height beyond each edge: enough for any line width, small enough for float32. */
const CLAMP_MARGIN_VIEWS: f64 = 1;

export let viewXMin: f64 = 0;
export let viewXMax: f64 = 0;
export let viewYMin: f64 = 0;
export let viewYMax: f64 = 0;
/** Pixels per unit of x and of y. */
export let pixelsPerX: f64 = 1;
export let pixelsPerY: f64 = 1;
export let clampLow: f64 = 0;
export let clampHigh: f64 = 0;

/** False when the viewport is degenerate (empty, inverted or not finite): nothing is sampled then. */
export function setSamplingView(
  xmin: f64,
  xmax: f64,
  ymin: f64,
  ymax: f64,
  widthPixels: f64,
  heightPixels: f64,
): bool {
  const xSpan = xmax - xmin;
  const ySpan = ymax - ymin;
  if (!(xSpan > 0 && ySpan > 0 && widthPixels > 0 && heightPixels > 0)) return false;
  if (!isFinite(xSpan) || !isFinite(ySpan) || !isFinite(widthPixels) || !isFinite(heightPixels)) return false;
  viewXMin = xmin;
  viewXMax = xmax;
  viewYMin = ymin;
  viewYMax = ymax;
  pixelsPerX = widthPixels / xSpan;
  pixelsPerY = heightPixels / ySpan;
  clampLow = ymin - CLAMP_MARGIN_VIEWS * ySpan;
  clampHigh = ymax + CLAMP_MARGIN_VIEWS * ySpan;
  return true;
}

/** Clamps a value into the band; NaN (undefined) stays NaN, ±Infinity lands on the band's edges. */
export function clampToBand(y: f64): f64 {
  return y > clampHigh ? clampHigh : y < clampLow ? clampLow : y;
}

/** True when all three values lie outside the view on the same side (above it or below it). */
export function areOutsideTogether(first: f64, second: f64, third: f64): bool {
  return (
    (first > viewYMax && second > viewYMax && third > viewYMax) ||
    (first < viewYMin && second < viewYMin && third < viewYMin)
  );
}
