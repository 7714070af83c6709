import { describe, expect, it } from 'vitest';
import { mergeBoxTriangles } from './fill-boxes';

/** A box's two triangles in worker/region-sampling.ts' vertex order. */
function boxTriangles(left: number, right: number, bottom: number, top: number): number[] {
  return [left, bottom, right, bottom, right, top, left, bottom, right, top, left, top];
}

/** How many boxes cover each pixel centre of a size × size grid (the triangles must be boxes). */
function coverCounts(triangles: Float32Array, size: number): Uint8Array {
  const counts = new Uint8Array(size * size);
  for (let offset = 0; offset < triangles.length; offset += 12) {
    const [left, bottom, right, , , top] = triangles.subarray(offset, offset + 6);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (x + 0.5 >= left && x + 0.5 < right && y + 0.5 >= bottom && y + 0.5 < top) counts[y * size + x]++;
      }
    }
  }
  return counts;
}

/** A quadtree's inside boxes of the region y < f(x) over [0, size)², split to 1 px at the boundary. */
function quadtreeRegion(size: number, boundary: (x: number) => number): number[] {
  const triangles: number[] = [];
  const visit = (left: number, bottom: number, side: number) => {
    let inside = 0;
    for (let x = left; x < left + side; x++) {
      for (let y = bottom; y < bottom + side; y++) if (y + 0.5 < boundary(x + 0.5)) inside++;
    }
    if (inside === side * side) triangles.push(...boxTriangles(left, left + side, bottom, bottom + side));
    else if (inside > 0 && side > 1) {
      const half = side / 2;
      for (const [dx, dy] of [
        [0, 0],
        [half, 0],
        [0, half],
        [half, half],
      ])
        visit(left + dx, bottom + dy, half);
    }
  };
  for (let left = 0; left < size; left += 16)
    for (let bottom = 0; bottom < size; bottom += 16) visit(left, bottom, 16);
  return triangles;
}

describe("merging a region's boxes", () => {
  it('covers the same pixels, each once, with half the boxes or fewer', () => {
    const size = 64;
    const given = new Float32Array(quadtreeRegion(size, (x) => 30 + 14 * Math.sin(x / 6)));
    const merged = mergeBoxTriangles(given);
    expect(merged.length).toBeLessThan(given.length / 2);
    const before = coverCounts(given, size);
    expect(coverCounts(merged, size)).toEqual(before);
    expect(Math.max(...before)).toBe(1);
  });

  it('merges along rows, then columns', () => {
    const given = new Float32Array([
      ...boxTriangles(0, 1, 0, 1),
      ...boxTriangles(1, 2, 0, 1),
      ...boxTriangles(0, 2, 1, 2),
      ...boxTriangles(5, 6, 0, 1),
      ...boxTriangles(2, 3, 0, 2),
      ...boxTriangles(7, 8, 0, 1),
      ...boxTriangles(8, 9, 1, 2),
      ...boxTriangles(9.5, 10, 0, 1),
    ]);
    const merged = mergeBoxTriangles(given);
    const boxes = [];
    for (let offset = 0; offset < merged.length; offset += 12) {
      boxes.push([merged[offset], merged[offset + 2], merged[offset + 1], merged[offset + 5]]);
    }
    expect(boxes.sort((a, b) => a[0] - b[0] || a[2] - b[2])).toEqual([
      [0, 2, 0, 2],
      [2, 3, 0, 2],
      [5, 6, 0, 1],
      [7, 8, 0, 1],
      [8, 9, 1, 2],
      [9.5, 10, 0, 1],
    ]);
  });

  it('keeps triangles that are not all boxes as they are', () => {
    const fan = new Float32Array([
      ...boxTriangles(0, 1, 0, 1),
      ...boxTriangles(1, 2, 0, 1),
      ...boxTriangles(2, 3, 0, 1),
      ...boxTriangles(3, 4, 0, 1),
      ...boxTriangles(4, 5, 0, 1),
      ...boxTriangles(5, 6, 0, 1),
      ...boxTriangles(6, 7, 0, 1),
      0,
      0,
      1,
      0,
      0.5,
      2,
      0,
      0,
      0.5,
      2,
      -1,
      1,
    ]);
    expect(mergeBoxTriangles(fan)).toBe(fan);
    const odd = new Float32Array([0, 0, 1, 0, 0, 1]);
    expect(mergeBoxTriangles(odd)).toBe(odd);
  });
});
