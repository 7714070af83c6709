/**
 * Sums of products carried in double-double arithmetic (a value as an unevaluated sum hi + lo of two
 * doubles, about 32 significant digits), for the residuals of iterative refinement: a residual b − Ax of a
 * good solution is the difference of nearly equal numbers, and in plain doubles it is mostly rounding.
 *
 * see: T. J. Dekker, "A floating-point technique for extending the available precision", Numerische
 * Mathematik 18 (1971) — TwoSum (Knuth), TwoProduct by splitting (no fused multiply-add in JavaScript).
 * see: T. Ogita, S. M. Rump, S. Oishi, "Accurate sum and dot product", SIAM J. Sci. Comput. 26 (2005),
 * algorithm Dot2: the result is as accurate as if computed in twice the working precision.
 */

/** 2²⁷ + 1: splits a double into two halves of 26 bits whose products are exact. */
const SPLITTER = 134217729;

/**
 * A running sum of products in double-double: `add(a, b)` adds a·b with its rounding error kept, `value`
 * is the sum rounded once. Reused across rows (`reset`), so the hot loops allocate nothing.
 */
export class CompensatedDot {
  /** The sum is high + low, |low| ≤ ulp(high)/2 once `value` or `high` has been read. */
  private sumHigh = 0;
  private sumLow = 0;

  reset(start = 0): void {
    this.sumHigh = start;
    this.sumLow = 0;
  }

  /** Adds a·b. */
  add(a: number, b: number): void {
    const product = a * b;
    // TwoProduct: product + error = a·b exactly (Dekker's split into 26-bit halves).
    let t = SPLITTER * a;
    const aHigh = t - (t - a);
    const aLow = a - aHigh;
    t = SPLITTER * b;
    const bHigh = t - (t - b);
    const bLow = b - bHigh;
    const error = aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    // TwoSum: sum + error = high + product exactly.
    const sum = this.sumHigh + product;
    const virtual = sum - this.sumHigh;
    const sumError = this.sumHigh - (sum - virtual) + (product - virtual);
    this.sumHigh = sum;
    this.sumLow += sumError + error;
  }

  /** Adds a number exactly (TwoSum). */
  addNumber(value: number): void {
    const sum = this.sumHigh + value;
    const virtual = sum - this.sumHigh;
    this.sumLow += this.sumHigh - (sum - virtual) + (value - virtual);
    this.sumHigh = sum;
  }

  /** The sum rounded to a double. */
  get value(): number {
    return this.sumHigh + this.sumLow;
  }

  /** The sum as a normalized pair: `high` is `value`, `low` what rounding it left out. */
  get high(): number {
    return this.sumHigh + this.sumLow;
  }

  get low(): number {
    const high = this.sumHigh + this.sumLow;
    return this.sumLow - (high - this.sumHigh);
  }
}
