import { describe, expect, it } from 'vitest';
import { convertReadPixels } from './pixel-readback';

describe('convertReadPixels', () => {
  it('flips rows from bottom-up to top-down', () => {
    // 1×2 image: bottom row red, top row blue (GL order: bottom row first).
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]);
    expect([...convertReadPixels(pixels, 1, 2)]).toEqual([0, 0, 255, 255, 255, 0, 0, 255]);
  });

  it('rejects a buffer too small for the size', () => {
    expect(() => convertReadPixels(new Uint8Array(4), 2, 1)).toThrow(RangeError);
  });

  it('writes into a given array, overwriting what it held, and rejects one of another size', () => {
    const kept = new Uint8ClampedArray(8).fill(7);
    const pixels = new Uint8Array([255, 0, 0, 255, 50, 25, 0, 255]);
    expect(convertReadPixels(pixels, 1, 2, kept)).toBe(kept);
    expect([...kept]).toEqual([50, 25, 0, 255, 255, 0, 0, 255]);
    expect(() => convertReadPixels(pixels, 1, 2, new Uint8ClampedArray(12))).toThrow(RangeError);
  });
});
