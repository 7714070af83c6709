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
/**
 * The box's values exist at most on a nowhere dense set of its points, as far as the operands' intervals
 * tell: a negative base to an exponent that varies over the box has a value only where the exponent is
 * an integer or p/q with q odd (real-power.ts). A definite claim, unlike the two above, but one that an
 * over-wide exponent interval (x - x + 1/3) can make falsely: the implicit sampler confirms it with
 * point samples before it drops a box. Every operation's result is undefined where an operand is
 * (NaN propagates), so the flag travels like the others, except out of pow(NaN, 0) = 1 and out of a
 * SELECT whose branches are not both sparse.
 */
export const INTERVAL_SPARSE: i32 = 4;

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
