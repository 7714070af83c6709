/**
 * The point sets' GPU buffers: every point becomes a quad of 4 vertices (its offset from the origin and a
 * corner), drawn through the shared quad index pattern; NaN points are left out.
 */
import type REGL from 'regl';
import { createBufferSlots } from './buffer-slots';
import { parseHexColor } from './color';
import { DEFAULT_POINT_SIZE } from './graph-style';
import type { DrawablePointSet, PointStyle } from './types';

/** x, y offset from the origin; corner x, y (−1 or +1). */
export const POINT_VERTEX_FLOATS = 4;
const CORNERS = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

export interface UploadedPointSet {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  readonly buffer: REGL.Buffer;
  readonly pointCount: number;
  /** Straight RGBA as given. */
  readonly color: [number, number, number, number];
  readonly style: PointStyle;
  /** Diameter, CSS pixels. */
  readonly size: number;
  readonly source: DrawablePointSet;
}

export interface PointStore {
  update(points: readonly DrawablePointSet[]): void;
  readonly pointSets: readonly UploadedPointSet[];
  destroy(): void;
}

/** Cross arms reach a little further than a dot's radius so an × looks as big as a dot beside it. */
const STYLE_SIZE: Record<PointStyle, number> = { POINT: 1, OPEN: 1, CROSS: 1.15 };

export function createPointStore(regl: REGL.Regl): PointStore {
  const slots = createBufferSlots(regl);
  let uploaded: UploadedPointSet[] = [];
  return {
    update(pointSets) {
      const colors = pointSets.map((set) => parseHexColor(set.color));
      const vertices = pointSets.map((set) => buildPointVertices(set.positions));
      const keep = pointSets.map((_, index) => vertices[index].length > 0);
      const kept = pointSets.filter((_, index) => keep[index]);
      const assigned = slots.assign(kept.map((set) => set.id));
      uploaded = [];
      pointSets.forEach((set, index) => {
        if (!keep[index]) return;
        const slot = assigned[uploaded.length];
        slots.fill(slot, vertices[index]);
        uploaded.push({
          id: set.id,
          originX: set.originX,
          originY: set.originY,
          buffer: slot.buffer,
          pointCount: vertices[index].length / (4 * POINT_VERTEX_FLOATS),
          color: colors[index],
          style: set.style,
          size:
            (set.size !== undefined && set.size > 0 ? set.size : DEFAULT_POINT_SIZE) * STYLE_SIZE[set.style],
          source: set,
        });
      });
    },
    get pointSets() {
      return uploaded;
    },
    destroy() {
      slots.destroy();
      uploaded = [];
    },
  };
}

/** 4 vertices per finite point (x, y, corner x, corner y), in the order of the quad index pattern. */
export function buildPointVertices(positions: Float32Array): Float32Array {
  let finite = 0;
  for (let index = 0; index + 1 < positions.length; index += 2) {
    if (Number.isFinite(positions[index]) && Number.isFinite(positions[index + 1])) finite++;
  }
  const vertices = new Float32Array(finite * 4 * POINT_VERTEX_FLOATS);
  let offset = 0;
  for (let index = 0; index + 1 < positions.length; index += 2) {
    const x = positions[index];
    const y = positions[index + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    for (const [cornerX, cornerY] of CORNERS) {
      vertices.set([x, y, cornerX, cornerY], offset);
      offset += POINT_VERTEX_FLOATS;
    }
  }
  return vertices;
}
