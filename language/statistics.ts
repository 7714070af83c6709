/**
 * Statistics of lists of numbers known before graphing, on packed Float64Arrays (no node per element).
 *
 * Numerically stable by construction: sums are compensated (Neumaier's variant of Kahan summation, which
 * also holds when a term outweighs the running sum), the mean is refined by a second pass over the
 * deviations, and variances and covariances are the corrected two-pass algorithm — Σd² − (Σd)²/n over
 * deviations d from that mean (Chan, Golub and LeVeque, "Algorithms for computing the sample variance",
 * The American Statistician 37 (1983)), which keeps the digits that the textbook Σx² − (Σx)²/n cancels away
 * (NIST StRD NumAcc4: 1,001 values near 10⁷ that differ in the eighth digit; see statistics.test.ts).
 *
 * Sample forms divide by n − 1 and are undefined (NaN) below two values; population forms divide by n.
 * Any NaN element makes the result NaN. Quantiles follow the best-known product: `quantile` interpolates
 * linearly between order statistics at (n − 1)p (Hyndman and Fan's type 7, as R, NumPy and spreadsheets'
 * PERCENTILE.INC do); `quartile` is Moore and McCabe's method (the median of each half, the median itself
 * left out of both halves when n is odd), with quartile 0 the minimum and 4 the maximum.
 */

/** A running compensated sum (Neumaier). */
class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(value: number): void {
    const total = this.sum + value;
    // The low-order bits lost in `total`, recovered from whichever operand is larger.
    if (Math.abs(this.sum) >= Math.abs(value)) this.compensation += this.sum - total + value;
    else this.compensation += value - total + this.sum;
    this.sum = total;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}

export function total(values: Float64Array): number {
  const sum = new CompensatedSum();
  for (let index = 0; index < values.length; index++) sum.add(values[index]);
  return sum.value;
}

/** The mean, refined: the compensated sum's quotient, corrected by the mean of the deviations from it. */
export function mean(values: Float64Array): number {
  const count = values.length;
  if (count === 0) return NaN;
  const first = total(values) / count;
  if (!Number.isFinite(first)) return first;
  const correction = new CompensatedSum();
  for (let index = 0; index < count; index++) correction.add(values[index] - first);
  return first + correction.value / count;
}

/** Σ(x−x̄)(y−ȳ) − Σ(x−x̄)·Σ(y−ȳ)/n over the first `count` pairs: the corrected two-pass co-moment. */
function coMoment(xs: Float64Array, ys: Float64Array, count: number): number {
  const meanX = mean(xs.length === count ? xs : xs.subarray(0, count));
  const meanY = xs === ys ? meanX : mean(ys.length === count ? ys : ys.subarray(0, count));
  const products = new CompensatedSum();
  const deviationsX = new CompensatedSum();
  const deviationsY = new CompensatedSum();
  for (let index = 0; index < count; index++) {
    const dx = xs[index] - meanX;
    const dy = ys[index] - meanY;
    products.add(dx * dy);
    deviationsX.add(dx);
    deviationsY.add(dy);
  }
  return products.value - (deviationsX.value * deviationsY.value) / count;
}

/** Sample variance (n − 1). */
export function variance(values: Float64Array): number {
  const count = values.length;
  return count < 2 ? NaN : Math.max(coMoment(values, values, count), 0) / (count - 1);
}

/** Population variance (n). */
export function populationVariance(values: Float64Array): number {
  const count = values.length;
  return count < 1 ? NaN : Math.max(coMoment(values, values, count), 0) / count;
}

export function standardDeviation(values: Float64Array): number {
  return Math.sqrt(variance(values));
}

export function populationStandardDeviation(values: Float64Array): number {
  return Math.sqrt(populationVariance(values));
}

/** Mean absolute deviation from the mean. */
export function meanAbsoluteDeviation(values: Float64Array): number {
  const count = values.length;
  if (count === 0) return NaN;
  const center = mean(values);
  const sum = new CompensatedSum();
  for (let index = 0; index < count; index++) sum.add(Math.abs(values[index] - center));
  return sum.value / count;
}

/** Sample covariance of the pairs (the shorter list's length, as broadcasting does). */
export function covariance(xs: Float64Array, ys: Float64Array): number {
  const count = Math.min(xs.length, ys.length);
  return count < 2 ? NaN : coMoment(xs, ys, count) / (count - 1);
}

export function populationCovariance(xs: Float64Array, ys: Float64Array): number {
  const count = Math.min(xs.length, ys.length);
  return count < 1 ? NaN : coMoment(xs, ys, count) / count;
}

/** Pearson's correlation coefficient; NaN when either list is constant. */
export function correlation(xs: Float64Array, ys: Float64Array): number {
  const count = Math.min(xs.length, ys.length);
  if (count < 2) return NaN;
  const xPart = xs.subarray(0, count);
  const yPart = ys.subarray(0, count);
  const [xx, yy] = [coMoment(xPart, xPart, count), coMoment(yPart, yPart, count)];
  if (!(xx > 0 && yy > 0)) return NaN;
  // √(xx·yy) is exactly xx when the lists are equal (√ of a rounded square is exact); the product of
  // roots is the fallback where xx·yy would overflow or underflow.
  const product = xx * yy;
  const spread = product > 0 && Number.isFinite(product) ? Math.sqrt(product) : Math.sqrt(xx) * Math.sqrt(yy);
  // Rounding may leave |r| a hair above 1 for perfectly correlated data.
  return Math.max(-1, Math.min(1, coMoment(xPart, yPart, count) / spread));
}

/** Ranks 1…n, ties sharing the mean of the ranks they span (the usual convention for Spearman's ρ). */
export function ranks(values: Float64Array): Float64Array {
  const count = values.length;
  const order = new Uint32Array(count);
  for (let index = 0; index < count; index++) order[index] = index;
  order.sort((a, b) => values[a] - values[b]);
  const result = new Float64Array(count);
  let start = 0;
  while (start < count) {
    let end = start + 1;
    while (end < count && values[order[end]] === values[order[start]]) end++;
    const rank = (start + 1 + end) / 2;
    for (let index = start; index < end; index++) result[order[index]] = rank;
    start = end;
  }
  return result;
}

/** Spearman's rank correlation: Pearson's of the ranks. */
export function spearman(xs: Float64Array, ys: Float64Array): number {
  const count = Math.min(xs.length, ys.length);
  const xPart = xs.subarray(0, count);
  const yPart = ys.subarray(0, count);
  if (hasNaN(xPart) || hasNaN(yPart)) return NaN;
  return correlation(ranks(xPart), ranks(yPart));
}

function hasNaN(values: Float64Array): boolean {
  for (let index = 0; index < values.length; index++) if (Number.isNaN(values[index])) return true;
  return false;
}

/** Exchanges two elements. */
function swap(values: Float64Array, first: number, second: number): void {
  const kept = values[first];
  values[first] = values[second];
  values[second] = kept;
}

/**
 * Rearranges `values` (no NaN) so that values[k] is the k-th smallest (0-based), with nothing larger
 * before it and nothing smaller after it: Hoare's selection (Wirth's FIND, median-of-three pivots), in
 * linear expected time. Past a budget of partitions (adversarial input) the rest is sorted instead, which
 * bounds the worst case at n log n.
 */
function selectInPlace(values: Float64Array, k: number): void {
  let left = 0;
  let right = values.length - 1;
  let partitions = 2 * Math.ceil(Math.log2(values.length + 1)) + 8;
  while (right > left) {
    if (right - left < 16 || partitions-- === 0) {
      values.subarray(left, right + 1).sort();
      return;
    }
    const middle = (left + right) >>> 1;
    if (values[middle] < values[left]) swap(values, left, middle);
    if (values[right] < values[left]) swap(values, left, right);
    if (values[right] < values[middle]) swap(values, middle, right);
    const pivot = values[middle];
    let low = left;
    let high = right;
    while (low <= high) {
      while (values[low] < pivot) low++;
      while (values[high] > pivot) high--;
      if (low <= high) swap(values, low++, high--);
    }
    // Now values[left…high] ≤ pivot ≤ values[low…right], and anything between equals the pivot.
    if (k <= high) right = high;
    else if (k >= low) left = low;
    else return;
  }
}

/**
 * Order statistics of a list by selection rather than sorting (a 100,000-element quantile costs a few
 * passes, not a sort): median, quantiles and quartiles. Every one is undefined when a value is NaN.
 */
export class OrderStatistics {
  readonly count: number;
  /** A copy of the values, partially ordered by the selections made so far; undefined when one is NaN. */
  private readonly work: Float64Array | undefined;
  private sorted = false;

  constructor(values: Float64Array) {
    this.count = values.length;
    this.work = hasNaN(values) ? undefined : values.slice();
  }

  /** The k-th smallest value (0-based) and the next one (NaN past the end). */
  private around(k: number): [number, number] {
    const work = this.work!;
    if (this.sorted) return [work[k], k + 1 < work.length ? work[k + 1] : NaN];
    selectInPlace(work, k);
    let next = Infinity;
    for (let index = k + 1; index < work.length; index++) if (work[index] < next) next = work[index];
    return [work[k], k + 1 < work.length ? next : NaN];
  }

  /** The median of the sorted values' positions start … start + length − 1. */
  private medianOfRange(start: number, length: number): number {
    if (!this.work || length <= 0) return NaN;
    const [low, high] = this.around(start + ((length - 1) >> 1));
    return length % 2 === 1 ? low : (low + high) / 2;
  }

  /** Sorts once, for many statistics of one list: each is then read off, not selected. */
  sortAll(): void {
    this.work?.sort();
    this.sorted = true;
  }

  median(): number {
    return this.medianOfRange(0, this.count);
  }

  /** The p-quantile (type 7): linear between the order statistics around (n − 1)p. */
  quantile(p: number): number {
    if (!this.work || this.count === 0 || !(p >= 0 && p <= 1)) return NaN;
    const position = (this.count - 1) * p;
    const below = Math.floor(position);
    const fraction = position - below;
    const [low, high] = this.around(below);
    return fraction === 0 ? low : low + fraction * (high - low);
  }

  /**
   * Quartile q (0 to 4, a whole number) by Moore and McCabe's method: Q1 is the median of the lower half
   * and Q3 of the upper, the middle value belonging to neither half when n is odd; one value is every
   * quartile of itself.
   */
  quartile(q: number): number {
    const count = this.count;
    if (!this.work || count === 0 || !Number.isInteger(q) || q < 0 || q > 4) return NaN;
    if (q === 0) return this.around(0)[0];
    if (q === 4) return this.around(count - 1)[0];
    if (q === 2 || count === 1) return this.median();
    const half = count >> 1;
    return this.medianOfRange(q === 1 ? 0 : count - half, half);
  }
}

/** The five-number summary [min, Q1, median, Q3, max] (`\operatorname{stats}` without its table). */
export function fiveNumberSummary(values: Float64Array): Float64Array {
  const order = new OrderStatistics(values);
  return Float64Array.from([0, 1, 2, 3, 4], (q) => order.quartile(q));
}
