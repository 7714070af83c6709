import { describe, expect, it } from 'vitest';
import { buildCurveFill } from './curve-fill';

/** The shaded area: the sum of the triangles' areas. */
function area(triangles: Float32Array): number {
  let total = 0;
  for (let index = 0; index + 5 < triangles.length; index += 6) {
    const [ax, ay, bx, by, cx, cy] = triangles.subarray(index, index + 6);
    total += Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2;
  }
  return total;
}

/** A curve sampled at `samples` + 1 points of t in [0, turns · 2π]. */
function sampled(samples: number, turns: number, point: (t: number) => [number, number]): Float32Array {
  const polyline = new Float32Array((samples + 1) * 2);
  for (let index = 0; index <= samples; index++) {
    polyline.set(point((index / samples) * turns * 2 * Math.PI), index * 2);
  }
  return polyline;
}

describe('buildCurveFill', () => {
  it('fills a circle with its area, and keeps the origin it is given', () => {
    const fill = buildCurveFill(
      'c',
      5,
      6,
      sampled(1024, 1, (t) => [2 * Math.cos(t), 2 * Math.sin(t)]),
    );
    expect(fill).toMatchObject({ id: 'c', originX: 5, originY: 6 });
    expect(area(fill.triangles)).toBeCloseTo(4 * Math.PI, 2);
  });

  it('fills a concave curve exactly: a cardioid', () => {
    // r = 1 − cos t has area 3π/2.
    const cardioid = sampled(2048, 1, (t) => [
      (1 - Math.cos(t)) * Math.cos(t),
      (1 - Math.cos(t)) * Math.sin(t),
    ]);
    expect(area(buildCurveFill('c', 0, 0, cardioid).triangles)).toBeCloseTo((3 * Math.PI) / 2, 2);
  });

  it('fills by the nonzero rule: a circle traced twice once, both lobes of a figure eight', () => {
    const twice = sampled(2048, 2, (t) => [Math.cos(t), Math.sin(t)]);
    expect(area(buildCurveFill('c', 0, 0, twice).triangles)).toBeCloseTo(Math.PI, 2);
    // x = sin 2t, y = sin t: lobes of area 4/3 each.
    const eight = sampled(2048, 1, (t) => [Math.sin(2 * t), Math.sin(t)]);
    expect(area(buildCurveFill('c', 0, 0, eight).triangles)).toBeCloseTo(8 / 3, 1);
  });

  it('closes an open arc with its chord, skips breaks, and fills nothing for fewer than three points', () => {
    // A half circle from (1, 0) to (−1, 0): closed by the chord, half the disc.
    const half = sampled(1024, 0.5, (t) => [Math.cos(t), Math.sin(t)]);
    expect(area(buildCurveFill('c', 0, 0, half).triangles)).toBeCloseTo(Math.PI / 2, 2);
    const square = Float32Array.from([0, 0, 1, 0, NaN, NaN, 1, 1, 0, 1]);
    expect(area(buildCurveFill('c', 0, 0, square).triangles)).toBeCloseTo(1, 6);
    expect(buildCurveFill('c', 0, 0, Float32Array.from([0, 0, 1, 1])).triangles).toHaveLength(0);
  });
});
