import { describe, expect, it } from 'vitest';
import { simplifyPolyline } from './simplify-polyline';

/** Largest distance of any dropped point from the kept segment that replaces it. */
function worstDeviation(xs: number[], ys: number[], kept: number[]): number {
  let worst = 0;
  for (let run = 0; run + 1 < kept.length; run++) {
    const [a, b] = [kept[run], kept[run + 1]];
    const dx = xs[b] - xs[a];
    const dy = ys[b] - ys[a];
    const lengthSquared = dx * dx + dy * dy;
    for (let index = a + 1; index < b; index++) {
      const t =
        lengthSquared > 0
          ? Math.max(0, Math.min(1, ((xs[index] - xs[a]) * dx + (ys[index] - ys[a]) * dy) / lengthSquared))
          : 0;
      worst = Math.max(worst, Math.hypot(xs[index] - xs[a] - t * dx, ys[index] - ys[a] - t * dy));
    }
  }
  return worst;
}

describe('simplifyPolyline', () => {
  it('reduces a straight, densely sampled line to its ends', () => {
    const xs = Array.from({ length: 101 }, (_, index) => index * 0.5);
    const ys = xs.map((x) => 2 * x + 1);
    expect(simplifyPolyline(xs, ys, xs.length, 0.125)).toEqual([0, 100]);
  });

  it('keeps every dropped point within the tolerance of its replacement on a curve', () => {
    const xs = Array.from({ length: 2001 }, (_, index) => index * 0.45);
    const ys = xs.map((x) => 120 * Math.sin(x / 40));
    const kept = simplifyPolyline(xs, ys, xs.length, 0.125);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(2000);
    expect(kept.length).toBeLessThan(2001 / 3);
    expect(worstDeviation(xs, ys, kept)).toBeLessThanOrEqual(0.125 * 1.001);
  });

  it('keeps the tip of a hairpin and the corners of a zigzag', () => {
    const xs = [0, 10, 20, 30, 20, 10, 0];
    const ys = [0, 0, 0, 0, 0.01, 0.02, 0.03];
    expect(simplifyPolyline(xs, ys, xs.length, 0.125)).toEqual([0, 3, 6]);
    expect(simplifyPolyline([0, 5, 10, 15], [0, 5, 0, 5], 4, 0.125)).toEqual([0, 1, 2, 3]);
  });

  it('keeps short inputs and zero-length segments as they are', () => {
    expect(simplifyPolyline([1, 1], [2, 2], 2, 0.125)).toEqual([0, 1]);
    expect(simplifyPolyline([1], [2], 1, 0.125)).toEqual([0]);
    expect(simplifyPolyline([0, 0.01, 0.02], [0, 0, 0], 3, 0.125)).toEqual([0, 2]);
  });
});
