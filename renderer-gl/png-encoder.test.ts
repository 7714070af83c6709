import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateRuns, encodePng, pngDataUri } from './png-encoder';

/** Reads back an encoder's PNG: chunks with their CRCs checked, IDAT inflated by zlib, Up filter undone. */
function decodePng(png: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks = new Map<string, Uint8Array>();
  for (let position = 8; position < png.length;) {
    const length = view.getUint32(position);
    const type = String.fromCharCode(...png.subarray(position + 4, position + 8));
    const body = png.subarray(position + 8, position + 8 + length);
    const crc = view.getUint32(position + 8 + length);
    let expected = 0xffffffff;
    for (const byte of png.subarray(position + 4, position + 8 + length)) {
      expected ^= byte;
      for (let bit = 0; bit < 8; bit++)
        expected = expected & 1 ? 0xedb88320 ^ (expected >>> 1) : expected >>> 1;
    }
    expect(crc).toBe((expected ^ 0xffffffff) >>> 0);
    chunks.set(type, body);
    position += 12 + length;
  }
  const header = new DataView(chunks.get('IHDR')!.buffer, chunks.get('IHDR')!.byteOffset);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  expect([...chunks.get('IHDR')!.subarray(8, 13)]).toEqual([8, 6, 0, 0, 0]);
  expect(chunks.has('IEND')).toBe(true);
  // zlib checks the stream's Adler-32 and its codes.
  const raw = inflateSync(chunks.get('IDAT')!);
  const rowBytes = width * 4;
  expect(raw.length).toBe((rowBytes + 1) * height);
  const pixels = new Uint8Array(rowBytes * height);
  for (let row = 0; row < height; row++) {
    expect(raw[row * (rowBytes + 1)]).toBe(2);
    for (let index = 0; index < rowBytes; index++) {
      const above = row > 0 ? pixels[(row - 1) * rowBytes + index] : 0;
      pixels[row * rowBytes + index] = (raw[row * (rowBytes + 1) + 1 + index] + above) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** A graph-like picture: white, a grid, a sine curve, a filled band, and some noise in one corner. */
function graphPicture(width: number, height: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      let color = [255, 255, 255, 255];
      if (x % 40 === 0 || y % 40 === 0) color = [220, 220, 220, 255];
      if (y > height * 0.8) color = [200, 220, 255, 255];
      if (Math.abs(y - height / 2 - Math.sin(x / 20) * height * 0.3) < 1.5) color = [199, 68, 64, 255];
      if (x < 30 && y < 30) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        color = [seed & 0xff, (seed >>> 8) & 0xff, (seed >>> 16) & 0xff, (seed >>> 24) & 0xff];
      }
      pixels.set(color, index);
    }
  }
  return pixels;
}

describe('encodePng', () => {
  it('round-trips a graph-like picture exactly, and compresses it', () => {
    const pixels = graphPicture(300, 200);
    const png = encodePng(pixels, 300, 200);
    const decoded = decodePng(png);
    expect(decoded.width).toBe(300);
    expect(decoded.height).toBe(200);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(pixels))).toBe(true);
    // 240,000 bytes of pixels; the noisy 30 × 30 corner alone is 3,600 bytes of literals.
    expect(png.length).toBeLessThan(20_000);
  });

  it('round-trips random bytes (every literal, no run) and a single pixel', () => {
    const random = new Uint8Array(64 * 48 * 4);
    let seed = 1;
    for (let index = 0; index < random.length; index++) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      random[index] = seed >>> 24;
    }
    expect(Buffer.from(decodePng(encodePng(random, 64, 48)).pixels).equals(Buffer.from(random))).toBe(true);
    expect([...decodePng(encodePng(Uint8Array.of(1, 2, 3, 4), 1, 1)).pixels]).toEqual([1, 2, 3, 4]);
  });

  it('codes runs of every length from 1 to past 258, at distances 1 and 4', () => {
    const parts: number[] = [];
    for (let run = 1; run <= 300; run += run < 20 ? 1 : 17) {
      parts.push(...new Array<number>(run).fill(run & 0xff));
      for (let repeat = 0; repeat < run; repeat++) parts.push(9, 8, 7, 6);
    }
    const data = Uint8Array.from(parts);
    expect(Buffer.from(inflateSync(deflateRuns(data))).equals(Buffer.from(data))).toBe(true);
  });

  it('deflates bytes that do not start on a 4-byte boundary, runs crossing word boundaries', () => {
    const bytes = new Uint8Array(1001);
    for (let index = 0; index < bytes.length; index++) bytes[index] = index % 97 < 60 ? 0 : index & 0xff;
    const unaligned = bytes.subarray(1);
    expect(Buffer.from(inflateSync(deflateRuns(unaligned))).equals(Buffer.from(unaligned))).toBe(true);
  });

  it('refuses too few pixels for the size', () => {
    expect(() => encodePng(new Uint8Array(10), 2, 2)).toThrow(RangeError);
  });

  it('makes a data URI of the bytes, whatever their count modulo 3', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 300, 301, 302]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + 11) & 0xff);
      expect(pngDataUri(bytes)).toBe(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    }
  });

  it('reads pixels that do not start on a 4-byte boundary', () => {
    const pixels = graphPicture(20, 10);
    const shifted = new Uint8Array(pixels.length + 1);
    shifted.set(pixels, 1);
    const decoded = decodePng(encodePng(shifted.subarray(1), 20, 10));
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(pixels))).toBe(true);
  });
});
