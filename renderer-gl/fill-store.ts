/**
 * The filled regions' GPU buffers: the worker's triangles (x, y offsets per vertex), an inequality's
 * quadtree boxes merged where they share an edge (fill-boxes.ts). The worker sends every fill again after
 * any edit (new arrays, the same numbers): a fill whose triangles are bit for bit the last ones reuses
 * their merge.
 */
import type REGL from 'regl';
import { createBufferSlots } from './buffer-slots';
import { parseHexColor } from './color';
import { clampOpacity } from './curve-store';
import { mergeBoxTriangles } from './fill-boxes';
import { sameBits } from './same-bits';
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
  /** Per fill id, the last triangles given and what was drawn of them. */
  let merges = new Map<string, { given: Float32Array; drawn: Float32Array }>();
  const drawnTriangles = (id: string, given: Float32Array, next: typeof merges): Float32Array => {
    const last = merges.get(id);
    const drawn = last && sameBits(last.given, given) ? last.drawn : mergeBoxTriangles(given);
    next.set(id, { given, drawn });
    return drawn;
  };
  return {
    update(fills) {
      const colors = fills.map((fill) => parseHexColor(fill.color));
      const kept = fills
        .map((fill, index) => ({ fill, color: colors[index] }))
        .filter(({ fill }) => fill.triangles.length >= TRIANGLE_FLOATS && clampOpacity(fill.opacity) > 0);
      const assigned = slots.assign(kept.map(({ fill }) => fill.id));
      const nextMerges: typeof merges = new Map();
      uploaded = kept.map(({ fill, color: [red, green, blue, alpha] }, index) => {
        const whole = fill.triangles.length - (fill.triangles.length % TRIANGLE_FLOATS);
        const triangles = drawnTriangles(fill.id, fill.triangles.subarray(0, whole), nextMerges);
        const triangleFloats = triangles.length;
        slots.fill(assigned[index], triangles);
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
      merges = nextMerges;
    },
    get fills() {
      return uploaded;
    },
    destroy() {
      slots.destroy();
      uploaded = [];
      merges.clear();
    },
  };
}
