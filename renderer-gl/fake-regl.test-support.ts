/** A stand-in for regl in the stores' unit tests (Node has no WebGL). */
import type REGL from 'regl';

export interface FakeBuffer {
  id: number;
  data: Float32Array | null;
  destroyed: boolean;
  allocations: number;
  writes: number;
  handle?: unknown;
}

/** Just enough of regl.buffer to see allocations, in-place updates and destruction. */
export function createFakeRegl() {
  const buffers: FakeBuffer[] = [];
  const regl = {
    buffer() {
      const state: FakeBuffer = {
        id: buffers.length,
        data: null,
        destroyed: false,
        allocations: 0,
        writes: 0,
      };
      buffers.push(state);
      const handle = Object.assign(
        (options: { data: Float32Array }) => {
          state.data = options.data.slice();
          state.allocations++;
          state.writes++;
        },
        {
          subdata(data: Float32Array) {
            state.data!.set(data);
            state.writes++;
          },
          destroy() {
            state.destroyed = true;
          },
        },
      );
      state.handle = handle;
      return handle;
    },
  };
  return { regl: regl as unknown as REGL.Regl, buffers };
}
