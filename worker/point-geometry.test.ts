import { describe, expect, it } from 'vitest';
import { buildPoints, buildPolygonFill, buildPolyline } from './point-geometry';

function triangleArea(triangles: Float32Array): number {
  let area = 0;
  for (let index = 0; index < triangles.length; index += 6) {
    const [ax, ay, bx, by, cx, cy] = triangles.subarray(index, index + 6);
    area += Math.abs((bx - ax) * (cy - ay) - (by - ay) * (cx - ax)) / 2;
  }
  return area;
}

describe('point geometry', () => {
  it('keeps float64 values and float32 offsets from the first defined point', () => {
    const set = buildPoints('p', [NaN, 1e7 + 1, 1e7 + 3], [0, 5, 9], 2);
    expect(set).toMatchObject({ id: 'p', column: 2, originX: 1e7 + 1, originY: 5 });
    expect([...set.positions.slice(2)]).toEqual([0, 0, 2, 4]);
  });

  it('joins points in order, broken at undefined ones, and closes an outline', () => {
    const open = buildPolyline('l', [0, 1, NaN, 3, 4], [0, 1, 0, 3, 4]);
    expect(open.segmentCount).toBe(2);
    const closed = buildPolyline('q', [0, 1, 0], [0, 0, 1], { closed: true });
    expect(closed.segmentCount).toBe(3);
  });

  it('fills a concave polygon with exactly its area, in either winding', () => {
    // An L shape of area 3: a concave vertex at (1,1).
    const shape = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 2 },
      { x: 0, y: 2 },
    ];
    const fill = buildPolygonFill('f', shape);
    expect(fill.triangles.length).toBe(4 * 6);
    expect(triangleArea(fill.triangles)).toBeCloseTo(3, 6);
    expect(triangleArea(buildPolygonFill('g', [...shape].reverse()).triangles)).toBeCloseTo(3, 6);
  });
});
