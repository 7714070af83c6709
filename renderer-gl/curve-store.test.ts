import type REGL from 'regl';
import { describe, expect, it } from 'vitest';
import { SEGMENT_VERTEX_FLOATS, SEGMENT_VERTICES } from '../worker/protocol';
import { createCurveStore } from './curve-store';
import type { DrawableCurve } from './types';

interface FakeBuffer {
  id: number;
  data: Float32Array | null;
  destroyed: boolean;
  allocations: number;
}

/** Just enough of regl.buffer to see allocations, in-place updates and destruction. */
function createFakeRegl() {
  const buffers: FakeBuffer[] = [];
  const regl = {
    buffer() {
      const state: FakeBuffer = { id: buffers.length, data: null, destroyed: false, allocations: 0 };
      buffers.push(state);
      const buffer = Object.assign(
        (options: { data: Float32Array }) => {
          state.data = options.data.slice();
          state.allocations++;
        },
        {
          subdata(data: Float32Array) {
            state.data!.set(data);
          },
          destroy() {
            state.destroyed = true;
          },
          state,
        },
      );
      return buffer;
    },
  };
  return { regl: regl as unknown as REGL.Regl, buffers };
}

function makeCurve(id: string, segmentCount: number, fill = 1, color = '#2d70b3'): DrawableCurve {
  const segments = new Float32Array(segmentCount * SEGMENT_VERTICES * SEGMENT_VERTEX_FLOATS).fill(fill);
  return { id, color, originX: 1, originY: 2, polyline: new Float32Array(), segments, segmentCount };
}

describe('createCurveStore', () => {
  it('uploads each drawable curve with its vertex count, color and origin', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 3), makeCurve('empty', 0), makeCurve('b', 2, 1, '#ff000080')]);
    expect(store.curves.map((curve) => [curve.id, curve.vertexCount])).toEqual([
      ['a', 18],
      ['b', 12],
    ]);
    expect(store.curves[1].color).toEqual([1, 0, 0]);
    expect(store.curves[1].opacity).toBeCloseTo(128 / 255, 12);
    expect(store.curves[0]).toMatchObject({ originX: 1, originY: 2 });
    expect(buffers).toHaveLength(2);
  });

  it('refills a returning curve in place when it fits, and reallocates when it grows', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 4, 1)]);
    store.update([makeCurve('a', 2, 7)]);
    expect(buffers).toHaveLength(1);
    expect(buffers[0].allocations).toBe(1);
    expect(buffers[0].data![0]).toBe(7);
    store.update([makeCurve('a', 8, 9)]);
    expect(buffers[0].allocations).toBe(2);
    expect(buffers[0].data!.length).toBe(8 * 30);
  });

  it('hands buffers of removed curves to new ones and destroys the rest', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 1), makeCurve('b', 1), makeCurve('c', 1)]);
    store.update([makeCurve('d', 1)]);
    expect(buffers).toHaveLength(3);
    expect(buffers.filter((buffer) => buffer.destroyed)).toHaveLength(2);
    store.destroy();
    expect(buffers.every((buffer) => buffer.destroyed)).toBe(true);
    expect(store.curves).toEqual([]);
  });

  it('gives repeated ids their own buffers', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 1, 1), makeCurve('a', 1, 2)]);
    expect(buffers).toHaveLength(2);
    expect(store.curves[0].buffer).not.toBe(store.curves[1].buffer);
  });

  it('rejects bad input before touching any buffer', () => {
    const { regl, buffers } = createFakeRegl();
    const store = createCurveStore(regl);
    store.update([makeCurve('a', 1, 3)]);
    const short = { ...makeCurve('b', 1), segmentCount: 2 };
    expect(() => store.update([makeCurve('a', 1, 5), short])).toThrow(RangeError);
    expect(() => store.update([makeCurve('a', 1, 5), makeCurve('c', 1, 1, 'blue')])).toThrow(TypeError);
    expect(buffers[0].data![0]).toBe(3);
    expect(store.curves.map((curve) => curve.id)).toEqual(['a']);
  });
});
