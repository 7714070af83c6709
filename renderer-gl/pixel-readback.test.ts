import { describe, expect, it } from 'vitest';
import { convertReadPixels } from './pixel-readback';

describe('convertReadPixels', () => {
  it('flips rows from bottom-up to top-down', () => {
    // 1×2 image: bottom row red, top row blue (GL order: bottom row first).
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]);
    expect([...convertReadPixels(pixels, 1, 2)]).toEqual([0, 0, 255, 255, 255, 0, 0, 255]);
  });

  it('un-premultiplies translucent pixels and leaves opaque and empty ones alone', () => {
    const pixels = new Uint8Array([100, 50, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0]);
    const result = convertReadPixels(pixels, 3, 1);
    expect([...result.subarray(0, 4)]).toEqual([199, 100, 0, 128]);
    expect([...result.subarray(4)]).toEqual([10, 20, 30, 255, 0, 0, 0, 0]);
  });

  it('un-premultiplies a translucent pixel that follows opaque ones', () => {
    const pixels = new Uint8Array([10, 20, 30, 255, 40, 50, 60, 255, 50, 25, 0, 64]);
    expect([...convertReadPixels(pixels, 3, 1)]).toEqual([10, 20, 30, 255, 40, 50, 60, 255, 199, 100, 0, 64]);
  });

  it('rejects a buffer too small for the size', () => {
    expect(() => convertReadPixels(new Uint8Array(4), 2, 1)).toThrow(RangeError);
  });
});
