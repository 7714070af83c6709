/**
 * GPU buffers keyed by drawable id, shared by the curve, point and fill stores. A drawable that comes back
 * with the same id (the common case: a pan re-samples everything) refills its buffer in place when the data
 * fits; buffers of drawables that went away are reused for new ids before any is created; the rest are
 * destroyed.
 */
import type REGL from 'regl';

export interface BufferSlot {
  readonly buffer: REGL.Buffer;
  capacityBytes: number;
}

export interface BufferSlots {
  /** One slot per id, in order (a repeated id gets a slot of its own); slots of missing ids are reused or destroyed. */
  assign(ids: readonly string[]): BufferSlot[];
  /** Writes data into the slot, growing its buffer only when the data does not fit. */
  fill(slot: BufferSlot, data: Float32Array): void;
  destroy(): void;
}

export function createBufferSlots(regl: REGL.Regl): BufferSlots {
  let slots = new Map<string, BufferSlot>();
  return {
    assign(ids) {
      // Same ids first, so a returning drawable keeps its own buffer.
      const assigned = ids.map((id) => {
        const slot = slots.get(id);
        if (slot) slots.delete(id);
        return slot;
      });
      const spare = [...slots.values()];
      const next = new Map<string, BufferSlot>();
      const result = ids.map((id, index) => {
        const slot = assigned[index] ??
          spare.pop() ?? { buffer: regl.buffer({ usage: 'dynamic' }), capacityBytes: 0 };
        next.set(next.has(id) ? `${id}\u0000${index}` : id, slot);
        return slot;
      });
      for (const slot of spare) slot.buffer.destroy();
      slots = next;
      return result;
    },
    fill(slot, data) {
      if (data.byteLength <= slot.capacityBytes) {
        slot.buffer.subdata(data);
      } else {
        slot.buffer({ data, usage: 'dynamic' });
        slot.capacityBytes = data.byteLength;
      }
    },
    destroy() {
      for (const slot of slots.values()) slot.buffer.destroy();
      slots.clear();
    },
  };
}
