import type REGL from 'regl';
import { buildQuadIndices } from '../curve-geometry';

/** The static index pattern of QUADS_PER_DRAW quads, shared by every curve and point draw. */
export function createQuadIndices(regl: REGL.Regl): REGL.Elements {
  return regl.elements({ data: buildQuadIndices(), type: 'uint16', primitive: 'triangles', usage: 'static' });
}
