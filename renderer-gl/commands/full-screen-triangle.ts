import type REGL from 'regl';

/** The static buffer of one triangle covering clip space, shared by the full-screen passes. */
export function createFullScreenTriangle(regl: REGL.Regl): REGL.Buffer {
  return regl.buffer(new Float32Array([-1, -1, 3, -1, -1, 3]));
}
