import { describe, expect, it } from 'vitest';
import { CURVE_VERTEX_FLOATS, QUAD_VERTICES } from './curve-geometry';
import { createCurveStore, CURVES_PER_BATCH } from './curve-store';
import { createFakeRegl } from './fake-regl.test-support';
import type { DrawableCurve } from './types';

/**
 * A zigzag of `segmentCount` joined segments (every corner turns by 90°, so simplification keeps every
 * point): x = start + i, y = i mod 2.
 */
function makeCurve(id: string, segmentCount: number, start = 0, color = '#2d70b3'): DrawableCurve {
  const polyline = new Float32Array((segmentCount + 1) * 2);
  for (let point = 0; point <= segmentCount; point++) polyline.set([start + point, point % 2], point * 2);
  return { id, color, originX: 1, originY: 2, polyline, segmentCount };
}

const QUAD_FLOATS = QUAD_VERTICES * CURVE_VERTEX_FLOATS;

describe('createCurveStore', () => {
  it('keeps each drawable curve with its color × opacity and origin, and builds quads on prepare', () => {
    const { regl } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([
      makeCurve('a', 3),
      makeCurve('empty', 0),
      { ...makeCurve('b', 2, 0, '#ff000080'), opacity: 0.5, lineStyle: 'DASHED', lineWidth: 4 },
    ]);
    expect(store.curves.map((curve) => [curve.id, curve.quadCount])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    store.prepare(100, 100);
    expect(store.curves.map((curve) => [curve.id, curve.quadCount])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect(store.curves[1].color[0]).toBe(1);
    expect(store.curves[1].color[3]).toBeCloseTo((128 / 255) * 0.5, 12);
    expect(store.curves[1]).toMatchObject({ lineStyle: 'DASHED', lineWidth: 4 });
    expect(store.curves[0]).toMatchObject({ originX: 1, originY: 2, lineStyle: 'SOLID', lineWidth: 2.5 });
  });

  it('batches consecutive solid curves into one buffer with a slot per vertex; dashed curves split batches', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([
      makeCurve('a', 2, 0),
      makeCurve('b', 3, 10),
      { ...makeCurve('dashed', 1, 20), lineStyle: 'DOTTED' },
      makeCurve('c', 1, 30),
    ]);
    store.prepare(100, 100);
    const draws = store.draws;
    expect(
      draws.map((draw) => (draw.kind === 'batch' ? draw.curves.map((curve) => curve.id) : draw.curve.id)),
    ).toEqual([['a', 'b'], 'dashed', ['c']]);
    const first = draws[0];
    if (first.kind !== 'batch') throw new Error('expected a batch');
    expect(first.quadCount).toBe(5);
    const vertexData = buffers.find((buffer) => buffer.handle === first.buffer)!.data!;
    const slotData = buffers.find((buffer) => buffer.handle === first.slotBuffer)!.data!;
    expect(vertexData).toHaveLength(5 * QUAD_FLOATS);
    // The second curve's first quad starts at x = 10.
    expect(vertexData[2 * QUAD_FLOATS]).toBe(10);
    expect(Array.from(slotData)).toEqual([
      ...Array(2 * QUAD_VERTICES).fill(0),
      ...Array(3 * QUAD_VERTICES).fill(1),
    ]);
  });

  it('puts at most CURVES_PER_BATCH curves in a batch', () => {
    const { regl } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update(
      Array.from({ length: CURVES_PER_BATCH + 3 }, (_, index) => makeCurve(`c${index}`, 1, index)),
    );
    store.prepare(100, 100);
    expect(store.draws.map((draw) => (draw.kind === 'batch' ? draw.curves.length : 0))).toEqual([
      CURVES_PER_BATCH,
      3,
    ]);
  });

  it('refills the batch buffer in place when it fits, and reallocates when it grows', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 4)]);
    store.prepare(100, 100);
    store.update([makeCurve('a', 2, 7)]);
    store.prepare(100, 100);
    expect(buffers).toHaveLength(2);
    expect(buffers[0].allocations).toBe(1);
    expect(buffers[0].data![0]).toBe(7);
    store.update([makeCurve('a', 8, 9)]);
    store.prepare(100, 100);
    expect(buffers[0].allocations).toBe(2);
    expect(buffers[0].data!.length).toBe(8 * QUAD_FLOATS);
  });

  it('rebuilds after a large zoom but not after a pan or a small zoom', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 4)]);
    store.prepare(100, 100);
    expect(buffers[0].writes).toBe(1);
    store.prepare(120, 120);
    expect(buffers[0].writes).toBe(1);
    store.prepare(1000, 1000);
    expect(buffers[0].writes).toBe(2);
  });

  it('destroys buffers no draw needs any more, and all of them on destroy', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 1), { ...makeCurve('b', 1), lineStyle: 'DASHED' }, makeCurve('c', 1)]);
    store.prepare(100, 100);
    const created = buffers.length;
    store.update([makeCurve('d', 1)]);
    store.prepare(100, 100);
    expect(buffers).toHaveLength(created);
    expect(buffers.filter((buffer) => !buffer.destroyed)).toHaveLength(2);
    store.destroy();
    expect(buffers.every((buffer) => buffer.destroyed)).toBe(true);
    expect(store.curves).toEqual([]);
    expect(store.draws).toEqual([]);
  });

  it('rejects bad input before changing anything', () => {
    const { regl } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 1, 3)]);
    store.prepare(100, 100);
    const short = { ...makeCurve('b', 1), segmentCount: 2 };
    expect(() => store.update([makeCurve('a', 1, 5), short])).toThrow(RangeError);
    expect(() => store.update([makeCurve('a', 1, 5), makeCurve('c', 1, 1, 'blue')])).toThrow(TypeError);
    expect(store.curves.map((curve) => curve.id)).toEqual(['a']);
    expect(store.draws).toHaveLength(1);
  });
});
