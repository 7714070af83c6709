import { describe, expect, it } from 'vitest';
import { createFakeRegl } from './fake-regl.test-support';
import { buildPointVertices, createPointStore, POINT_VERTEX_FLOATS } from './point-store';
import type { DrawablePointSet } from './types';

describe('buildPointVertices', () => {
  it('makes one quad of four corners per finite point, in the quad index order', () => {
    const vertices = buildPointVertices(new Float32Array([1, 2, 3, -4]));
    expect(vertices.length).toBe(2 * 4 * POINT_VERTEX_FLOATS);
    expect(Array.from(vertices.subarray(0, 16))).toEqual([
      1, 2, -1, -1, 1, 2, -1, 1, 1, 2, 1, -1, 1, 2, 1, 1,
    ]);
    expect(Array.from(vertices.subarray(16, 20))).toEqual([3, -4, -1, -1]);
  });

  it('leaves out points with a NaN or infinite coordinate', () => {
    const vertices = buildPointVertices(new Float32Array([NaN, 1, 5, 6, 7, Infinity]));
    expect(vertices.length).toBe(4 * POINT_VERTEX_FLOATS);
    expect(vertices[0]).toBe(5);
    expect(vertices[1]).toBe(6);
  });
});

describe('buildPointVertices with thinning cells', () => {
  const drawnPoints = (vertices: Float32Array) => {
    const points: [number, number][] = [];
    for (let offset = 0; offset < vertices.length; offset += 4 * POINT_VERTEX_FLOATS) {
      points.push([vertices[offset], vertices[offset + 1]]);
    }
    return points;
  };

  it('draws the first point of each cell and every point of a cell of its own', () => {
    const positions = new Float32Array([0.1, 0.1, 0.2, 0.3, 1.5, 0.1, -0.1, 0.1, 0.4, 0.45]);
    expect(drawnPoints(buildPointVertices(positions, 0.5, 0.5))).toEqual([
      [Math.fround(0.1), Math.fround(0.1)],
      [1.5, Math.fround(0.1)],
      [Math.fround(-0.1), Math.fround(0.1)],
    ]);
  });

  it('keeps within a cell of every point of a dense list and thins it by the cell count', () => {
    const count = 100_000;
    const positions = new Float32Array(2 * count);
    for (let index = 0; index < count; index++) {
      positions[2 * index] = -10 + index * 0.0002;
      positions[2 * index + 1] = 5 * Math.sin(positions[2 * index]);
    }
    // 64 px per unit and half-pixel cells, as on a 1280 px wide graph of −10..10.
    const cell = 0.5 / 64;
    const drawn = drawnPoints(buildPointVertices(positions, cell, cell));
    expect(drawn.length).toBeGreaterThan(5_000);
    expect(drawn.length).toBeLessThan(15_000);
    let farthest = 0;
    for (let index = 0; index < count; index += 97) {
      const x = positions[2 * index];
      const y = positions[2 * index + 1];
      let nearest = Infinity;
      for (const [drawnX, drawnY] of drawn) nearest = Math.min(nearest, Math.hypot(drawnX - x, drawnY - y));
      farthest = Math.max(farthest, nearest);
    }
    expect(farthest).toBeLessThanOrEqual(cell * Math.SQRT2);
  });

  it('skips dots along a run within the spacing, keeping each run’s last point', () => {
    const count = 100_000;
    const positions = new Float32Array(2 * count);
    for (let index = 0; index < count; index++) {
      positions[2 * index] = -10 + index * 0.0002;
      positions[2 * index + 1] = 5 * Math.sin(positions[2 * index]);
    }
    positions[2 * 50_000 + 1] = NaN; // a break in the run
    const pixelsPerUnit = 50; // 1000 px wide graph of −10..10
    const cell = 0.5 / pixelsPerUnit;
    const spacing = 1.5;
    const cellsOnly = drawnPoints(buildPointVertices(positions, cell, cell));
    const drawn = drawnPoints(buildPointVertices(positions, cell, cell, spacing));
    expect(drawn.length).toBeLessThan(cellsOnly.length / 2);
    const isDrawn = (index: number) =>
      drawn.some(([x, y]) => x === positions[2 * index] && y === positions[2 * index + 1]);
    expect(isDrawn(count - 1)).toBe(true);
    expect(isDrawn(49_999)).toBe(true);
    expect(isDrawn(50_001)).toBe(true);
    let farthest = 0;
    for (let index = 0; index < count; index += 89) {
      const x = positions[2 * index];
      const y = positions[2 * index + 1];
      if (Number.isNaN(y)) continue;
      let nearest = Infinity;
      for (const [drawnX, drawnY] of drawn) nearest = Math.min(nearest, Math.hypot(drawnX - x, drawnY - y));
      farthest = Math.max(farthest, nearest * pixelsPerUnit);
    }
    expect(farthest).toBeLessThanOrEqual(spacing);
  });

  it('never merges points whose cell indices are too large to hash', () => {
    const positions = new Float32Array([3e9, 0, 3e9, 0]);
    expect(drawnPoints(buildPointVertices(positions, 1, 1))).toHaveLength(2);
  });
});

describe('createPointStore', () => {
  const pointSet = (positions: number[], style: DrawablePointSet['style'] = 'POINT'): DrawablePointSet => ({
    id: 'p',
    color: '#2d70b3',
    originX: 1,
    originY: 2,
    positions: new Float32Array(positions),
    style,
  });

  it('keeps the markers it built when the same points come again, and rebuilds when they change', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createPointStore(regl);
    store.update([pointSet([0, 0, 1, 1, 2, 0])]);
    store.prepare(100, 100);
    expect(store.pointSets[0].pointCount).toBe(3);
    const writes = () => buffers.reduce((sum, buffer) => sum + buffer.writes, 0);
    const written = writes();
    // What a pan sends: equal points in a new array, the color changed (a uniform, not a vertex).
    store.update([{ ...pointSet([0, 0, 1, 1, 2, 0]), color: '#000000' }]);
    store.prepare(100, 100);
    expect(writes()).toBe(written);
    expect(store.pointSets[0].pointCount).toBe(3);
    store.update([pointSet([0, 0, 1, 1, 2, 5])]);
    store.prepare(100, 100);
    expect(writes()).toBe(written + 1);
    store.update([pointSet([0, 0, 1, 1, 2, 5], 'CROSS')]);
    store.prepare(100, 100);
    expect(writes()).toBe(written + 2);
  });
});
