/**
 * The curves' GPU buffers. A curve that comes back with the same id (the common case: a pan re-samples
 * every curve) refills its buffer in place when the data fits; buffers of curves that went away are
 * reused for new ids before any is created, and the rest are destroyed.
 */
import type REGL from 'regl';
import { SEGMENT_VERTEX_FLOATS, SEGMENT_VERTICES } from '../worker/protocol';
import { parseHexColor } from './color';
import type { DrawableCurve } from './types';

export interface UploadedCurve {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  readonly buffer: REGL.Buffer;
  readonly vertexCount: number;
  readonly color: [number, number, number];
  readonly opacity: number;
}

interface BufferSlot {
  readonly buffer: REGL.Buffer;
  capacityBytes: number;
}

export interface CurveStore {
  update(curves: readonly DrawableCurve[]): void;
  readonly curves: readonly UploadedCurve[];
  destroy(): void;
}

export function createCurveStore(regl: REGL.Regl): CurveStore {
  let slots = new Map<string, BufferSlot>();
  let uploaded: UploadedCurve[] = [];

  const fill = (slot: BufferSlot, data: Float32Array) => {
    if (data.byteLength <= slot.capacityBytes) {
      slot.buffer.subdata(data);
    } else {
      slot.buffer({ data, usage: 'dynamic' });
      slot.capacityBytes = data.byteLength;
    }
  };

  return {
    update(curves) {
      const drawable = curves.filter((curve) => curve.segmentCount > 0);
      for (const curve of drawable) validate(curve);
      // Same ids first, so a returning curve keeps its own buffer; a repeated id gets a buffer of its own.
      const assigned = drawable.map((curve) => {
        const slot = slots.get(curve.id);
        if (slot) slots.delete(curve.id);
        return slot;
      });
      const spare = [...slots.values()];
      const next = new Map<string, BufferSlot>();
      uploaded = drawable.map((curve, index) => {
        const slot = assigned[index] ??
          spare.pop() ?? { buffer: regl.buffer({ usage: 'dynamic' }), capacityBytes: 0 };
        next.set(next.has(curve.id) ? `${curve.id}\u0000${index}` : curve.id, slot);
        fill(slot, curve.segments.subarray(0, curve.segmentCount * SEGMENT_VERTICES * SEGMENT_VERTEX_FLOATS));
        const [red, green, blue, alpha] = parseHexColor(curve.color);
        return {
          id: curve.id,
          originX: curve.originX,
          originY: curve.originY,
          buffer: slot.buffer,
          vertexCount: curve.segmentCount * SEGMENT_VERTICES,
          color: [red, green, blue],
          opacity: alpha,
        };
      });
      for (const slot of spare) slot.buffer.destroy();
      slots = next;
    },
    get curves() {
      return uploaded;
    },
    destroy() {
      for (const slot of slots.values()) slot.buffer.destroy();
      slots.clear();
      uploaded = [];
    },
  };
}

/** Checks everything before any buffer changes, so a bad curve leaves the previous curves intact. */
function validate(curve: DrawableCurve): void {
  parseHexColor(curve.color);
  const needed = curve.segmentCount * SEGMENT_VERTICES * SEGMENT_VERTEX_FLOATS;
  if (curve.segments.length < needed) {
    throw new RangeError(
      `Curve ${curve.id}: ${curve.segmentCount} segments need ${needed} floats, got ${curve.segments.length}`,
    );
  }
}
