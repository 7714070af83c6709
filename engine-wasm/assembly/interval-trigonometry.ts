/**
 * Interval kernels of sin, cos, tan and cot (sec and csc are 1/cos and 1/sin, composed in
 * interval-dispatch.ts). Between consecutive extrema (sin, cos) or poles (tan, cot) each is monotone,
 * so the kernel asks whether a lattice point offset + k * period lies in the box; if not, the bounds are
 * the function at the ends (trigonometry.ts, the point VM's kernels), LIBM_ULPS outward.
 *
 * Lattice points are located in floating point: k from (low - offset) / period, then the points k, k+1,
 * k+2 tested against the box widened by LATTICE_MARGIN of its magnitude, far more than the rounding of
 * those few operations, so a lattice point in the box is never missed (one just outside may count, which
 * only widens the result). Beyond 2^50, where doubles are a quarter apart, the kernels give up: full
 * range (and a possible pole for tan and cot).
 */
import { cosine, sine, tangent } from './trigonometry';
import { LIBM_ULPS, stepsDown, stepsUp } from './outward-rounding';
import {
  INTERVAL_DISCONTINUOUS,
  INTERVAL_UNDEFINED,
  addFlags,
  setResult,
  setWhole,
} from './interval-register';

const LATTICE_MARGIN: f64 = 1.0 / <f64>(1 << 30) / <f64>(1 << 16); // 2^-46
const TWO_PI: f64 = 2 * Math.PI;
const HALF_PI: f64 = 0.5 * Math.PI;
const LARGEST_REDUCED: f64 = 1125899906842624; // 2^50
const INVERSE_PI: f64 = 1 / Math.PI;

// Whether the box of the last findExtrema holds a maximum and a minimum.
let extremumMaximum: bool = false;
let extremumMinimum: bool = false;

function hitsLattice(low: f64, high: f64, offset: f64, period: f64): bool {
  const margin = (Math.abs(low) + Math.abs(high) + 1) * LATTICE_MARGIN;
  const first = Math.floor((low - offset) / period) - 1;
  for (let step: f64 = 0; step < 4; step++) {
    const point = offset + (first + step) * period;
    if (point >= low - margin && point <= high + margin) return true;
  }
  return false;
}

/** sin, cos and tan of ±Infinity are NaN. */
function flagInfinity(low: f64, high: f64): void {
  if (low == -Infinity || high == Infinity) addFlags(INTERVAL_UNDEFINED);
}

function isHuge(low: f64, high: f64): bool {
  return !(low > -LARGEST_REDUCED && high < LARGEST_REDUCED) || high - low >= TWO_PI;
}

/** Between the values at the ends, unless the box holds a maximum (then up to 1) or a minimum. */
function setBounded(first: f64, second: f64, hasMaximum: bool, hasMinimum: bool): void {
  const low: f64 = hasMinimum ? -1 : max(<f64>-1, stepsDown(min(first, second), LIBM_ULPS));
  const high: f64 = hasMaximum ? 1 : min(<f64>1, stepsUp(max(first, second), LIBM_ULPS));
  setResult(low, high, 0);
}

export function sineInterval(low: f64, high: f64): void {
  sineBounds(low, high);
  flagInfinity(low, high);
}

function sineBounds(low: f64, high: f64): void {
  if (isHuge(low, high)) {
    setResult(-1, 1, 0);
    return;
  }
  findExtrema(low, high, HALF_PI, 1);
  setBounded(sine(low), sine(high), extremumMaximum, extremumMinimum);
}

export function cosineInterval(low: f64, high: f64): void {
  cosineBounds(low, high);
  flagInfinity(low, high);
}

function cosineBounds(low: f64, high: f64): void {
  if (isHuge(low, high)) {
    setResult(-1, 1, 0);
    return;
  }
  findExtrema(low, high, 0, -1);
  setBounded(cosine(low), cosine(high), extremumMaximum, extremumMinimum);
}

/**
 * The extrema of sin and cos in a box narrower than 2pi (isHuge takes the wider): the maxima
 * (maximumOffset + k 2pi) and minima (maximumOffset -+ pi + k 2pi) together form one lattice
 * maximumOffset + n pi, maxima at even n, minima at odd n. The last lattice point at or below `low` is n
 * = floor((low - maximumOffset) / pi) up to rounding (one below at most, where low is within rounding of
 * a lattice point: far less than the margin), so a point in the box widened by the margin is one of n ..
 * n + 3: two candidates of each kind. Each is computed as hitsLattice computes it (offset + k 2pi), so
 * the answers are hitsLattice's for the two lattices, with one division and one floor instead of two
 * each: minimumShift is +1 where the minima lie at maximumOffset - pi (sin: k = (n + 1) / 2), -1 where at
 * maximumOffset + pi (cos: k = (n - 1) / 2). Leaves the answers in extremumMaximum and extremumMinimum.
 */
function findExtrema(low: f64, high: f64, maximumOffset: f64, minimumShift: f64): void {
  const margin = (Math.abs(low) + Math.abs(high) + 1) * LATTICE_MARGIN;
  const from = low - margin;
  const to = high + margin;
  const first = Math.floor((low - maximumOffset) * INVERSE_PI);
  const half = Math.floor(first * 0.5);
  const firstIsMaximum = half * 2 == first;
  // The first even candidate from n on is a maximum at k = n / 2, the first odd one a minimum.
  const maximumIndex = firstIsMaximum ? half : half + 1;
  const minimumIndex = firstIsMaximum ? (first + 1 + minimumShift) * 0.5 : (first + minimumShift) * 0.5;
  extremumMaximum = holdsLatticePoint(maximumOffset, maximumIndex, from, to);
  extremumMinimum = holdsLatticePoint(maximumOffset - minimumShift * Math.PI, minimumIndex, from, to);
}

/** Whether offset + k 2pi for k = index or index + 1 lies in [from, to]. */
function holdsLatticePoint(offset: f64, index: f64, from: f64, to: f64): bool {
  const point = offset + index * TWO_PI;
  const next = offset + (index + 1) * TWO_PI;
  return (point >= from && point <= to) || (next >= from && next <= to);
}

/** tan: poles at pi/2 + k pi, increasing between them. */
export function tangentInterval(low: f64, high: f64): void {
  tangentBounds(low, high);
  flagInfinity(low, high);
}

function tangentBounds(low: f64, high: f64): void {
  if (isHuge(low, high) || high - low >= Math.PI || hitsLattice(low, high, HALF_PI, Math.PI)) {
    setWhole(INTERVAL_DISCONTINUOUS);
    return;
  }
  setResult(stepsDown(tangent(low), LIBM_ULPS), stepsUp(tangent(high), LIBM_ULPS), 0);
}

/** cot = 1/tan: poles at k pi, decreasing between them (through 0 at pi/2 + k pi, where tan is huge). */
export function cotangentInterval(low: f64, high: f64): void {
  cotangentBounds(low, high);
  flagInfinity(low, high);
}

function cotangentBounds(low: f64, high: f64): void {
  if (isHuge(low, high) || high - low >= Math.PI || hitsLattice(low, high, 0, Math.PI)) {
    setWhole(INTERVAL_DISCONTINUOUS);
    return;
  }
  setResult(stepsDown(1 / tangent(high), LIBM_ULPS), stepsUp(1 / tangent(low), LIBM_ULPS), 0);
}
