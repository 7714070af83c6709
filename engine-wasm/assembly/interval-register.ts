/**
 * Where an interval kernel leaves its result: two bounds and the flags it adds. Kernels work on one
 * lane and return two doubles; globals are how AssemblyScript returns more than one value without
 * allocating, and Binaryen keeps them in registers once the kernel is inlined.
 *
 * An empty interval (the box lies wholly outside the domain, every point's value is NaN) is NaN, NaN
 * and carries INTERVAL_UNDEFINED.
 */

/** Some point of the box may lie at a jump or a pole: a curve must not be joined across it. */
export const INTERVAL_DISCONTINUOUS: i32 = 1;
/** Some point of the box may have no value (NaN): outside the domain, or a NaN branch. */
export const INTERVAL_UNDEFINED: i32 = 2;

export let resultLow: f64 = 0;
export let resultHigh: f64 = 0;
export let resultFlags: i32 = 0;

export function setResult(low: f64, high: f64, flags: i32): void {
  resultLow = low;
  resultHigh = high;
  resultFlags = flags;
}

export function setEmpty(): void {
  resultLow = NaN;
  resultHigh = NaN;
  resultFlags = INTERVAL_UNDEFINED;
}

export function setWhole(flags: i32): void {
  resultLow = -Infinity;
  resultHigh = Infinity;
  resultFlags = flags;
}

/** Adds the flags of an earlier stage to a kernel composed of two (sec = 1/cos, ...). */
export function addFlags(flags: i32): void {
  resultFlags |= flags;
}
