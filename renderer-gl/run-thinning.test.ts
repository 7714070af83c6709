import { describe, expect, it } from 'vitest';
import { RunThinner } from './run-thinning';

/** Indices of the points drawn when every point the thinner does not skip is drawn (1 unit = 1 px). */
function drawnIndices(points: readonly [number, number][], spacing = 1.5, tolerance = 0.1): number[] {
  const positions = new Float32Array(points.flat());
  const thinner = new RunThinner(positions, 1, 1, spacing, tolerance);
  const drawn: number[] = [];
  points.forEach((_, index) => {
    if (thinner.skips(index)) return;
    thinner.drawn(index);
    drawn.push(index);
  });
  return drawn;
}

/** Distance from p to the segment a–b. */
function segmentDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** How far skipped points lie from the chord between the drawn points around them (≤ √2 · tolerance). */
function worstChordDistance(points: readonly [number, number][], drawn: readonly number[]): number {
  let worst = 0;
  for (let chord = 0; chord + 1 < drawn.length; chord++) {
    for (let index = drawn[chord] + 1; index < drawn[chord + 1]; index++) {
      worst = Math.max(worst, segmentDistance(points[index], points[drawn[chord]], points[drawn[chord + 1]]));
    }
  }
  return worst;
}

describe('RunThinner', () => {
  it('thins a straight run to about the spacing, keeping both ends', () => {
    const points = Array.from({ length: 1001 }, (_, index): [number, number] => [index * 0.01, 0]);
    const drawn = drawnIndices(points);
    expect(drawn[0]).toBe(0);
    expect(drawn[drawn.length - 1]).toBe(1000);
    expect(drawn.length).toBeGreaterThanOrEqual(7); // 10 px at most 1.5 px apart
    expect(drawn.length).toBeLessThan(12);
    for (let index = 1; index < drawn.length; index++) {
      expect(points[drawn[index]][0] - points[drawn[index - 1]][0]).toBeLessThanOrEqual(1.5 + 1e-6);
    }
  });

  it('keeps the tip of a sharp spike and the turn of a run that doubles back', () => {
    const spike = Array.from({ length: 201 }, (_, index): [number, number] => {
      const x = (index - 100) * 0.01;
      return [x, 1 - Math.abs(x) * 8];
    });
    const spikeDrawn = drawnIndices(spike);
    expect(worstChordDistance(spike, spikeDrawn)).toBeLessThanOrEqual(0.1 * Math.SQRT2 + 1e-6);
    const back = [
      ...Array.from({ length: 100 }, (_, index): [number, number] => [index * 0.01, 0]),
      ...Array.from({ length: 100 }, (_, index): [number, number] => [0.99 - index * 0.01, 0.02]),
    ];
    const backDrawn = drawnIndices(back);
    expect(worstChordDistance(back, backDrawn)).toBeLessThanOrEqual(0.1 * Math.SQRT2 + 1e-6);
    // The way back starts a new chord within a tolerance of the turn.
    expect(backDrawn.some((index) => index >= 99 && index <= 112)).toBe(true);
  });

  it('keeps every skipped point of a wiggly dense run within the tolerance of its chord', () => {
    const points = Array.from({ length: 20_000 }, (_, index): [number, number] => {
      const x = index * 0.02;
      return [x, 40 * Math.sin(x / 20) + 12 * Math.sin(x * 0.6)];
    });
    const drawn = drawnIndices(points);
    expect(drawn.length).toBeLessThan(points.length / 4);
    expect(worstChordDistance(points, drawn)).toBeLessThanOrEqual(0.1 * Math.SQRT2 + 1e-6);
  });

  it('draws the point before an undefined one and restarts after', () => {
    const points: [number, number][] = [
      [0, 0],
      [0.1, 0],
      [0.2, 0],
      [NaN, NaN],
      [0.3, 0],
      [0.4, 0],
    ];
    const positions = new Float32Array(points.flat());
    const thinner = new RunThinner(positions, 1, 1, 1.5, 0.1);
    const drawn: number[] = [];
    points.forEach(([x], index) => {
      if (Number.isNaN(x) || thinner.skips(index)) return;
      thinner.drawn(index);
      drawn.push(index);
    });
    expect(drawn).toEqual([0, 2, 4, 5]);
  });
});
