import { describe, expect, it } from 'vitest';
import { median, pairedRatio, percentile, summarize } from './statistics';

describe('statistics', () => {
  it('interpolates percentiles between ranks', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.95)).toBeCloseTo(10.5);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('pairs ratios by round, so drift shared by both sides cancels', () => {
    // The machine slows down 10× over the rounds; the peer is always 3× slower than ours.
    const ours = [1, 2, 5, 10];
    const peer = [3, 6, 15, 30];
    expect(pairedRatio(peer, ours)).toBeCloseTo(3);
    // Unequal lengths pair the common rounds only.
    expect(pairedRatio([3, 6, 15], ours)).toBeCloseTo(3);
  });

  it('summarizes samples with their count', () => {
    expect(summarize([2, 4, 6], 7)).toEqual({ medianMs: 4, p95Ms: 5.8, runs: 3, callsPerRun: 7 });
  });
});
