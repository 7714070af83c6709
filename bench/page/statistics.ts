/** Order statistics of timing samples. Percentiles interpolate linearly between ranks (type 7 of R). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

export interface TimingSummary {
  /** Milliseconds per call. */
  readonly medianMs: number;
  readonly p95Ms: number;
  /** Timed samples (after warm-up). */
  readonly runs: number;
  /** Calls per sample: short calls are repeated so a sample outlasts the timer's coarse resolution. */
  readonly callsPerRun: number;
}

export function summarize(samples: readonly number[], callsPerRun = 1): TimingSummary {
  return { medianMs: median(samples), p95Ms: percentile(samples, 0.95), runs: samples.length, callsPerRun };
}

/**
 * The median of per-round ratios `numerator[i] / denominator[i]` over rounds where both ran. Pairing
 * samples of the same round cancels drift (thermal, other processes) that a ratio of medians would keep.
 */
export function pairedRatio(numerator: readonly number[], denominator: readonly number[]): number {
  const ratios: number[] = [];
  for (let index = 0; index < Math.min(numerator.length, denominator.length); index++) {
    if (denominator[index] > 0 && Number.isFinite(numerator[index])) {
      ratios.push(numerator[index] / denominator[index]);
    }
  }
  return median(ratios);
}
