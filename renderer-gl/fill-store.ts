/** The filled regions' GPU buffers: the worker's triangles as they are (x, y offsets per vertex). */
import type REGL from 'regl';
import { createBufferSlots } from './buffer-slots';
import { parseHexColor } from './color';
import { clampOpacity } from './curve-store';
import type { DrawableFill } from './types';

export interface UploadedFill {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  readonly buffer: REGL.Buffer;
  readonly vertexCount: number;
  /** Straight RGBA as given, alpha × the fill's opacity. */
  readonly color: [number, number, number, number];
  readonly source: DrawableFill;
}

export interface FillStore {
  update(fills: readonly DrawableFill[]): void;
  readonly fills: readonly UploadedFill[];
  destroy(): void;
}

const VERTEX_FLOATS = 2;
const TRIANGLE_FLOATS = 3 * VERTEX_FLOATS;

export function createFillStore(regl: REGL.Regl): FillStore {
  const slots = createBufferSlots(regl);
  let uploaded: UploadedFill[] = [];
  return {
    update(fills) {
      const colors = fills.map((fill) => parseHexColor(fill.color));
      const kept = fills
        .map((fill, index) => ({ fill, color: colors[index] }))
        .filter(({ fill }) => fill.triangles.length >= TRIANGLE_FLOATS && clampOpacity(fill.opacity) > 0);
      const assigned = slots.assign(kept.map(({ fill }) => fill.id));
      uploaded = kept.map(({ fill, color: [red, green, blue, alpha] }, index) => {
        const triangleFloats = fill.triangles.length - (fill.triangles.length % TRIANGLE_FLOATS);
        slots.fill(assigned[index], fill.triangles.subarray(0, triangleFloats));
        return {
          id: fill.id,
          originX: fill.originX,
          originY: fill.originY,
          buffer: assigned[index].buffer,
          vertexCount: triangleFloats / VERTEX_FLOATS,
          color: [red, green, blue, alpha * clampOpacity(fill.opacity)],
          source: fill,
        };
      });
    },
    get fills() {
      return uploaded;
    },
    destroy() {
      slots.destroy();
      uploaded = [];
    },
  };
}
