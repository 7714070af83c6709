/**
 * The point sets' GPU buffers: every point becomes a quad of 4 vertices (its offset from the origin and a
 * corner), drawn through the shared quad index pattern; NaN points are left out.
 *
 * Dense sets are thinned for the scale they are drawn at: of the markers whose centers fall in one cell
 * of DEDUPE_CELL device pixels, only the first is drawn; and along a run of consecutive points (a list
 * traced along a curve), filled dots that lie on the chord between drawn ones are skipped
 * (run-thinning.ts). The union of the markers then moves by under a fifth of a pixel along a dense run
 * and by at most the cell's diagonal elsewhere, while a list of 100,000 points along a curve draws a
 * tenth to a thirtieth of its markers. Under SwiftShader a marker costs ~3 µs to set up and ~35 ns per pixel it
 * covers, so all 100,000 would take ~0.7 s a frame. Like the curves (curve-store.ts), a set is rebuilt by
 * `prepare` only when the scale moved far enough to matter; a pan rebuilds nothing.
 */
import type REGL from 'regl';
import { type BufferSlot, createBufferSlots } from './buffer-slots';
import { parseHexColor } from './color';
import { DEFAULT_POINT_SIZE } from './graph-style';
import { RunThinner } from './run-thinning';
import type { DrawablePointSet, PointStyle } from './types';

/** x, y offset from the origin; corner x, y (−1 or +1). */
export const POINT_VERTEX_FLOATS = 4;
const CORNERS = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

/** Side of the thinning cell, device pixels. */
export const DEDUPE_CELL = 0.5;
/**
 * Spacing along a run (run-thinning.ts), as a share of a filled dot's diameter: dots of radius r spaced
 * r/3 apart bound a band whose edge sags r − √(r² − (r/6)²) ≈ r/72 between them (0.06 px for the default
 * 9 px dot). Rings and crosses are not skipped along runs: their union shows gaps where the marks'
 * outlines stop crossing.
 */
const RUN_SPACING_PER_DIAMETER = 1 / 6;
/** How far a skipped dot's center may lie from the chord between the drawn ones, device pixels. */
const RUN_TOLERANCE = 0.1;
/** A zoom in past this grows the cell past 0.75 px; a zoom out past REBUILD_ZOOM_OUT would leave it needlessly fine. */
const REBUILD_ZOOM_IN = 1.5;
const REBUILD_ZOOM_OUT = 4;

export interface UploadedPointSet {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  readonly buffer: REGL.Buffer;
  /** Markers built for the current scale (after thinning); 0 until the first `prepare`. */
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
  /** Builds what is missing or stale for drawing at this scale (device pixels per math unit). */
  prepare(scaleX: number, scaleY: number): void;
  readonly pointSets: readonly UploadedPointSet[];
  destroy(): void;
}

interface Entry extends UploadedPointSet {
  readonly slot: BufferSlot;
  pointCount: number;
  builtScaleX: number;
  builtScaleY: number;
}

/** Cross arms reach a little further than a dot's radius so an × looks as big as a dot beside it. */
const STYLE_SIZE: Record<PointStyle, number> = { POINT: 1, OPEN: 1, CROSS: 1.15 };

export function createPointStore(regl: REGL.Regl): PointStore {
  const slots = createBufferSlots(regl);
  let entries: Entry[] = [];
  return {
    update(pointSets) {
      // Every color is checked before any state changes, so a bad one leaves the previous sets intact.
      const colored = pointSets.map((set) => ({ set, color: parseHexColor(set.color) }));
      const kept = colored.filter(({ set }) => countFinitePoints(set.positions) > 0);
      const assigned = slots.assign(kept.map(({ set }) => set.id));
      const previous = entries;
      entries = kept.map(({ set, color }, index) => {
        // The worker sends every set with each result (a pan too): one whose slot already holds these
        // very markers keeps them instead of thinning 100,000 points again.
        const built = previous.find(
          (entry) => entry.slot === assigned[index] && holdsSameMarkers(entry, set),
        );
        return {
          id: set.id,
          originX: set.originX,
          originY: set.originY,
          slot: assigned[index],
          buffer: assigned[index].buffer,
          pointCount: built?.pointCount ?? 0,
          builtScaleX: built?.builtScaleX ?? 0,
          builtScaleY: built?.builtScaleY ?? 0,
          color,
          style: set.style,
          size:
            (set.size !== undefined && set.size > 0 ? set.size : DEFAULT_POINT_SIZE) * STYLE_SIZE[set.style],
          source: set,
        };
      });
    },
    prepare(scaleX, scaleY) {
      if (!(scaleX > 0 && scaleY > 0 && Number.isFinite(scaleX) && Number.isFinite(scaleY))) return;
      for (const entry of entries) {
        if (!isStale(entry, scaleX, scaleY)) continue;
        // In device pixels, from the CSS size: at a pixel ratio above 1 the spacing is the more cautious.
        const runSpacing = entry.style === 'POINT' ? entry.size * RUN_SPACING_PER_DIAMETER : 0;
        const vertices = buildPointVertices(
          entry.source.positions,
          DEDUPE_CELL / scaleX,
          DEDUPE_CELL / scaleY,
          runSpacing,
        );
        slots.fill(entry.slot, vertices);
        entry.pointCount = vertices.length / (4 * POINT_VERTEX_FLOATS);
        entry.builtScaleX = scaleX;
        entry.builtScaleY = scaleY;
      }
    },
    get pointSets() {
      return entries;
    },
    destroy() {
      slots.destroy();
      entries = [];
    },
  };
}

/** Whether an entry's built markers are those of `set`: same place, style, size and positions. */
function holdsSameMarkers(entry: Entry, set: DrawablePointSet): boolean {
  const source = entry.source;
  if (
    source.originX !== set.originX ||
    source.originY !== set.originY ||
    source.style !== set.style ||
    source.size !== set.size ||
    source.positions.length !== set.positions.length
  ) {
    return false;
  }
  if (source.positions === set.positions) return true;
  for (let index = 0; index < set.positions.length; index++) {
    if (!Object.is(source.positions[index], set.positions[index])) return false;
  }
  return true;
}

function isStale(entry: Entry, scaleX: number, scaleY: number): boolean {
  if (entry.builtScaleX === 0) return true;
  const zoomIn = Math.max(scaleX / entry.builtScaleX, scaleY / entry.builtScaleY);
  return zoomIn > REBUILD_ZOOM_IN || zoomIn < 1 / REBUILD_ZOOM_OUT;
}

function countFinitePoints(positions: Float32Array): number {
  let finite = 0;
  for (let index = 0; index + 1 < positions.length; index += 2) {
    if (Number.isFinite(positions[index]) && Number.isFinite(positions[index + 1])) finite++;
  }
  return finite;
}

/** Cell indices beyond this are not hashed (they could wrap): such points are always drawn. */
const MAX_CELL_INDEX = 2 ** 30;

/**
 * 4 vertices per drawn point (x, y, corner x, corner y), in the order of the quad index pattern: every
 * finite point, or with cell sizes (math units, DEDUPE_CELL device pixels) the first of each cell, and
 * with a run spacing (device pixels) not the dots a run's chords pass by (run-thinning.ts).
 */
export function buildPointVertices(
  positions: Float32Array,
  cellWidth = 0,
  cellHeight = 0,
  runSpacing = 0,
): Float32Array {
  const pointCount = Math.floor(positions.length / 2);
  const thinning = cellWidth > 0 && cellHeight > 0 && pointCount > 1;
  const runs =
    thinning && runSpacing > 0
      ? new RunThinner(
          positions,
          DEDUPE_CELL / cellWidth,
          DEDUPE_CELL / cellHeight,
          runSpacing,
          RUN_TOLERANCE,
        )
      : undefined;
  // Open addressing over cell indices; a slot holds its cell's x and y index, `occupied` says which hold one.
  const capacity = thinning ? 2 ** Math.ceil(Math.log2(pointCount * 2)) : 0;
  const cellX = new Int32Array(capacity);
  const cellY = new Int32Array(capacity);
  const occupied = new Uint8Array(capacity);
  const drawn = new Uint8Array(pointCount);
  let drawnCount = 0;
  for (let point = 0; point < pointCount; point++) {
    const x = positions[2 * point];
    const y = positions[2 * point + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (runs?.skips(point)) continue;
    if (thinning) {
      const column = Math.floor(x / cellWidth);
      const row = Math.floor(y / cellHeight);
      if (Math.abs(column) < MAX_CELL_INDEX && Math.abs(row) < MAX_CELL_INDEX) {
        let slot = (Math.imul(column, 0x9e3779b1) ^ Math.imul(row, 0x85ebca6b)) & (capacity - 1);
        while (occupied[slot] && (cellX[slot] !== column || cellY[slot] !== row))
          slot = (slot + 1) & (capacity - 1);
        if (occupied[slot]) continue;
        occupied[slot] = 1;
        cellX[slot] = column;
        cellY[slot] = row;
      }
    }
    drawn[point] = 1;
    drawnCount++;
    runs?.drawn(point);
  }
  const vertices = new Float32Array(drawnCount * 4 * POINT_VERTEX_FLOATS);
  let offset = 0;
  // Written float by float: a list of 100,000 points would otherwise make 400,000 small arrays.
  for (let point = 0; point < pointCount; point++) {
    if (!drawn[point]) continue;
    const x = positions[2 * point];
    const y = positions[2 * point + 1];
    for (const [cornerX, cornerY] of CORNERS) {
      vertices[offset] = x;
      vertices[offset + 1] = y;
      vertices[offset + 2] = cornerX;
      vertices[offset + 3] = cornerY;
      offset += POINT_VERTEX_FLOATS;
    }
  }
  return vertices;
}
