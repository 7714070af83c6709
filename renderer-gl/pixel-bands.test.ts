import { describe, expect, it } from 'vitest';
import {
  bandRectangles,
  bandStrips,
  gridLineBands,
  lineBand,
  lineEdgeTolerance,
  mergeIntervals,
  type PixelInterval,
} from './pixel-bands';

/** line-coverage.glsl's lineCoverage, in JS. */
function lineCoverage(pixelStart: number, center: number, width: number): number {
  const start = Math.floor(center - 0.5 * width + 0.5);
  return Math.min(Math.max(Math.min(start + width, pixelStart + 1) - Math.max(start, pixelStart), 0), 1);
}

/** How many rectangles cover each pixel, by pixel centers (as the rasterizer decides). */
function coverCounts(triangles: Float32Array, width: number, height: number): Uint8Array {
  const counts = new Uint8Array(width * height);
  for (let offset = 0; offset < triangles.length; offset += 12) {
    const xs = [0, 2, 4, 6, 8, 10].map((index) => triangles[offset + index]);
    const ys = [1, 3, 5, 7, 9, 11].map((index) => triangles[offset + index]);
    for (let y = Math.min(...ys); y < Math.max(...ys); y++)
      for (let x = Math.min(...xs); x < Math.max(...xs); x++) counts[y * width + x]++;
  }
  return counts;
}

function inBands(bands: readonly PixelInterval[], pixel: number): boolean {
  return bands.some(([start, end]) => pixel >= start && pixel < end);
}

describe('pixel bands for the line passes', () => {
  it('merges, sorts and clamps intervals; a non-finite one covers everything', () => {
    expect(
      mergeIntervals(
        [
          [8, 12],
          [-3, 2.5],
          [11, 14],
          [40, 50],
        ],
        30,
      ),
    ).toEqual([
      [0, 3],
      [8, 14],
    ]);
    expect(
      mergeIntervals(
        [
          [1, 2],
          [NaN, 3],
        ],
        10,
      ),
    ).toEqual([[0, 10]]);
    expect(mergeIntervals([], 10)).toEqual([]);
  });

  it('covers row bands across the width and column bands elsewhere, every pixel at most once', () => {
    const width = 40;
    const height = 30;
    const rows: PixelInterval[] = [
      [3, 6],
      [20, 22],
    ];
    const columns: PixelInterval[] = [
      [0, 2],
      [10, 13],
      [38, 45],
    ];
    const counts = coverCounts(bandRectangles(rows, columns, width, height), width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const wanted = inBands(rows, y) || inBands(columns, x) ? 1 : 0;
        expect(counts[y * width + x], `pixel ${x}, ${y}`).toBe(wanted);
      }
    }
  });

  it('covers row and column bands as whole strips, crossings twice, in one rectangle a band', () => {
    const width = 40;
    const height = 30;
    const rows: PixelInterval[] = [
      [3, 6],
      [5, 8],
      [20, 22],
    ];
    const columns: PixelInterval[] = [
      [-4, 2],
      [10, 13],
      [38, 45],
    ];
    const strips = bandStrips(rows, columns, width, height);
    expect(strips.length).toBe(5 * 12);
    const counts = coverCounts(strips, width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const wanted = (inBands(rows, y) ? 1 : 0) + (inBands(columns, x) ? 1 : 0);
        expect(counts[y * width + x], `pixel ${x}, ${y}`).toBe(wanted);
      }
    }
  });

  it('holds every pixel a grid line touches, for any phase, step and width', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let trial = 0; trial < 200; trial++) {
      const size = 50 + Math.floor(random() * 400);
      const step = 2 + random() * 60;
      const phase = (random() - 0.5) * 200;
      const width = 0.5 + random() * 4;
      const bands = mergeIntervals(gridLineBands(phase, step, width, size), size);
      for (let pixel = 0; pixel < size; pixel++) {
        // The grid shader's nearest line to this pixel.
        const index = Math.floor((pixel + 0.5 - phase) / step + 0.5);
        if (lineCoverage(pixel, phase + index * step, width) > 0) {
          expect(inBands(bands, pixel), `trial ${trial}, pixel ${pixel}`).toBe(true);
        }
      }
    }
  });

  it('holds every pixel a highp grid line touches in narrower bands', () => {
    const fround = Math.fround;
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const tolerance = lineEdgeTolerance(true);
    let banded = 0;
    let wide = 0;
    for (let trial = 0; trial < 200; trial++) {
      const size = 50 + Math.floor(random() * 4000);
      const step = 2 + random() * 60;
      const phase = (random() - 0.5) * 200;
      const width = 1 + Math.floor(random() * 3);
      const bands = mergeIntervals(gridLineBands(phase, step, width, size, tolerance), size);
      for (const [start, end] of bands) banded += end - start;
      for (const [start, end] of mergeIntervals(gridLineBands(phase, step, width, size), size)) {
        wide += end - start;
      }
      for (let pixel = 0; pixel < size; pixel++) {
        // grid-lines.frag.glsl in float32: the nearest line's center, then its coverage.
        const index = Math.floor(fround(fround(fround(pixel + 0.5) - fround(phase)) / fround(step)) + 0.5);
        const center = fround(fround(phase) + fround(index * fround(step)));
        if (lineCoverage(pixel, center, width) > 0) {
          expect(inBands(bands, pixel), `trial ${trial}, pixel ${pixel}`).toBe(true);
        }
      }
    }
    expect(lineEdgeTolerance(false)).toBe(1);
    // A whole pixel of tolerance gives width + 2 pixels a line; 1/8 px width + 1/4 on average.
    expect(banded / wide).toBeLessThan(0.7);
  });

  it('falls back to everything for a step it cannot bound', () => {
    for (const step of [0, 1, NaN, Infinity]) {
      expect(mergeIntervals(gridLineBands(0.5, step, 1, 100), 100)).toEqual([[0, 100]]);
    }
  });

  it('bands a line of integer width by its pixels alone, but for edges near a pixel boundary', () => {
    expect(lineBand(50.3, 1, 0, 1 / 8)).toEqual([50, 51]);
    expect(lineBand(50.02, 1, 0, 1 / 8)).toEqual([49, 51]);
    expect(lineBand(50.3, 1)).toEqual([49, 52]);
    expect(lineBand(50.3, 1, 6, 1 / 8)).toEqual([44, 57]);
  });

  it('widens a line band by its reach', () => {
    const [start, end] = lineBand(50.2, 1.5, 6);
    for (let pixel = 40; pixel < 60; pixel++) {
      if (lineCoverage(pixel, 50.2, 1.5) > 0) expect(pixel >= start + 6 && pixel < end - 6).toBe(true);
    }
    expect(end - start).toBeGreaterThanOrEqual(2 * 6 + 2);
  });
});
