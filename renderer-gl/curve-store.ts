/**
 * The curves' GPU buffers in the renderer's quad layout (curve-geometry.ts). The quads depend on the
 * scale (simplification in pixels, dash distances with the x:y ratio), so they are built lazily, by
 * `prepare` before a frame, and rebuilt only when the scale moved far enough to matter: a zoom in by more
 * than REBUILD_ZOOM_IN (the simplification error would grow past a quarter pixel), a zoom out by more than
 * REBUILD_ZOOM_OUT (the quads would be needlessly fine), or, for dashed curves, any change of the ratio of
 * x to y. A pan never rebuilds anything.
 *
 * Solid curves are drawn in batches: up to CURVES_PER_BATCH consecutive solid curves share one buffer and
 * one draw call (commands/curve-solid.ts), each vertex naming its curve's slot in the batch. Under
 * SwiftShader every draw call costs about a millisecond of CPU, so 100 curves in 4 draws instead of 100
 * (or 200 in the former two-pass scheme) is most of a frame. Dashed and dotted curves keep a buffer and a
 * draw each (commands/curve-dashed.ts); they split the batches, so curves still layer in their order.
 */
import type REGL from 'regl';
import { createBufferSlots } from './buffer-slots';
import { parseHexColor } from './color';
import { buildCurveVertices, CURVE_VERTEX_FLOATS, QUAD_VERTICES } from './curve-geometry';
import { DEFAULT_CURVE_WIDTH } from './graph-style';
import type { CurveLineStyle, DrawableCurve } from './types';

export interface UploadedCurve {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  /** Quads built for the current scale (after simplification); 0 until the first `prepare`. */
  readonly quadCount: number;
  /** Straight RGBA as given (the theme may change it when drawn); alpha × the curve's opacity. */
  readonly color: [number, number, number, number];
  /** CSS pixels. */
  readonly lineWidth: number;
  readonly lineStyle: CurveLineStyle;
  /** The source, kept for SVG screenshots and rebuilds (its polyline). */
  readonly source: DrawableCurve;
}

/** What one frame draws, in order: batches of solid curves and single dashed or dotted curves. */
export type CurveDraw =
  | {
      readonly kind: 'batch';
      readonly buffer: REGL.Buffer;
      /** One float per vertex: the curve's index in `curves`. */
      readonly slotBuffer: REGL.Buffer;
      readonly quadCount: number;
      readonly curves: readonly UploadedCurve[];
    }
  | { readonly kind: 'single'; readonly buffer: REGL.Buffer; readonly curve: UploadedCurve };

export interface CurveStore {
  update(curves: readonly DrawableCurve[]): void;
  /** Builds what is missing or stale for drawing at this scale (device pixels per math unit). */
  prepare(scaleX: number, scaleY: number): void;
  readonly curves: readonly UploadedCurve[];
  /** Valid after `prepare`. */
  readonly draws: readonly CurveDraw[];
  destroy(): void;
}

/**
 * Two vec4 uniforms per curve (commands/curve-solid.ts): 64 of the 128 vertex uniform vectors every
 * WebGL 1 implementation has.
 */
export const CURVES_PER_BATCH = 32;
/** Dropped points stay within this many device pixels of the drawn line: below what antialiasing shows. */
export const SIMPLIFY_TOLERANCE = 0.125;
const REBUILD_ZOOM_IN = 1.5;
const REBUILD_ZOOM_OUT = 4;
/** A dash pattern drifts by less than a pixel per 1000 px of curve within this change of the x:y ratio. */
const ASPECT_TOLERANCE = 1e-3;

interface Entry extends UploadedCurve {
  quadCount: number;
  /** The built quads (a view of its own storage, reused when a rebuild fits). */
  vertices: Float32Array<ArrayBufferLike>;
  builtScaleX: number;
  builtScaleY: number;
}

export function createCurveStore(regl: REGL.Regl): CurveStore {
  const slots = createBufferSlots(regl);
  let entries: Entry[] = [];
  let draws: CurveDraw[] = [];
  /** Set when the entries or any of their quads changed since the draws were assembled. */
  let changed = false;
  let scratch: Float32Array<ArrayBufferLike> = new Float32Array(0);
  let merged = new Float32Array(0);
  let slotData = new Float32Array(0);

  const build = (entry: Entry, scaleX: number, scaleY: number) => {
    const { vertices, quadCount } = buildCurveVertices(
      entry.source.polyline,
      { scaleX, scaleY, tolerance: SIMPLIFY_TOLERANCE, withDistances: entry.lineStyle !== 'SOLID' },
      scratch,
    );
    if (vertices.buffer !== scratch.buffer) scratch = new Float32Array(vertices.buffer);
    const storage = entry.vertices.buffer.byteLength >= vertices.byteLength ? entry.vertices.buffer : null;
    entry.vertices = storage
      ? new Float32Array(storage, 0, vertices.length)
      : new Float32Array(vertices.length);
    entry.vertices.set(vertices);
    entry.quadCount = quadCount;
    entry.builtScaleX = scaleX;
    entry.builtScaleY = scaleY;
  };

  /** Groups the entries into draws and uploads what they need. */
  const assemble = () => {
    const groups: Entry[][] = [];
    for (const entry of entries) {
      if (entry.quadCount === 0) continue;
      const last = groups[groups.length - 1];
      const batchable = entry.lineStyle === 'SOLID';
      if (batchable && last && last[0].lineStyle === 'SOLID' && last.length < CURVES_PER_BATCH) {
        last.push(entry);
      } else {
        groups.push([entry]);
      }
    }
    const keys = groups.flatMap((_group, index) => [`vertices ${index}`, `slots ${index}`]);
    const assigned = slots.assign(keys);
    draws = groups.map((group, index) => {
      const vertexSlot = assigned[2 * index];
      const slotSlot = assigned[2 * index + 1];
      if (group[0].lineStyle !== 'SOLID') {
        slots.fill(vertexSlot, group[0].vertices);
        return { kind: 'single', buffer: vertexSlot.buffer, curve: group[0] };
      }
      const quadCount = group.reduce((sum, entry) => sum + entry.quadCount, 0);
      const vertexFloats = quadCount * QUAD_VERTICES * CURVE_VERTEX_FLOATS;
      if (merged.length < vertexFloats) merged = new Float32Array(vertexFloats);
      if (slotData.length < quadCount * QUAD_VERTICES) slotData = new Float32Array(quadCount * QUAD_VERTICES);
      let vertexAt = 0;
      let slotAt = 0;
      group.forEach((entry, slot) => {
        merged.set(entry.vertices, vertexAt);
        vertexAt += entry.vertices.length;
        slotData.fill(slot, slotAt, slotAt + entry.quadCount * QUAD_VERTICES);
        slotAt += entry.quadCount * QUAD_VERTICES;
      });
      slots.fill(vertexSlot, merged.subarray(0, vertexAt));
      slots.fill(slotSlot, slotData.subarray(0, slotAt));
      return {
        kind: 'batch',
        buffer: vertexSlot.buffer,
        slotBuffer: slotSlot.buffer,
        quadCount,
        curves: group,
      };
    });
  };

  return {
    update(curves) {
      const drawable = curves.filter((curve) => curve.segmentCount > 0);
      const colors = drawable.map(validate);
      entries = drawable.map((curve, index) => {
        const [red, green, blue, alpha] = colors[index];
        return {
          id: curve.id,
          originX: curve.originX,
          originY: curve.originY,
          quadCount: 0,
          vertices: new Float32Array(0),
          builtScaleX: 0,
          builtScaleY: 0,
          color: [red, green, blue, alpha * clampOpacity(curve.opacity)],
          lineWidth:
            curve.lineWidth !== undefined && curve.lineWidth > 0 ? curve.lineWidth : DEFAULT_CURVE_WIDTH,
          lineStyle: curve.lineStyle ?? 'SOLID',
          source: curve,
        };
      });
      draws = [];
      changed = true;
    },
    prepare(scaleX, scaleY) {
      if (!(scaleX > 0 && scaleY > 0 && Number.isFinite(scaleX) && Number.isFinite(scaleY))) return;
      for (const entry of entries) {
        if (isStale(entry, scaleX, scaleY)) {
          build(entry, scaleX, scaleY);
          changed = true;
        }
      }
      if (changed) assemble();
      changed = false;
    },
    get curves() {
      return entries;
    },
    get draws() {
      return draws;
    },
    destroy() {
      slots.destroy();
      entries = [];
      draws = [];
    },
  };
}

function isStale(entry: Entry, scaleX: number, scaleY: number): boolean {
  if (entry.builtScaleX === 0) return true;
  const zoomX = scaleX / entry.builtScaleX;
  const zoomY = scaleY / entry.builtScaleY;
  const zoomIn = Math.max(zoomX, zoomY);
  if (zoomIn > REBUILD_ZOOM_IN || zoomIn < 1 / REBUILD_ZOOM_OUT) return true;
  return entry.lineStyle !== 'SOLID' && Math.abs(zoomY / zoomX - 1) > ASPECT_TOLERANCE;
}

export function clampOpacity(opacity: number | undefined): number {
  if (opacity === undefined || Number.isNaN(opacity)) return 1;
  return Math.min(1, Math.max(0, opacity));
}

/** Checks everything before any state changes, so a bad curve leaves the previous curves intact. */
function validate(curve: DrawableCurve): [number, number, number, number] {
  const color = parseHexColor(curve.color);
  const pairs = curve.polyline.length / 2;
  if (!Number.isInteger(pairs) || curve.segmentCount > pairs - 1) {
    throw new RangeError(
      `Curve ${curve.id}: ${curve.segmentCount} segments need ${curve.segmentCount + 1} vertices, got ${pairs}`,
    );
  }
  return color;
}
