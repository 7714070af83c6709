/** Pixel comparison of a rendered scene with its reference (pixelmatch), writing the evidence on failure. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import {
  DEFAULT_ALLOWED_DIFFERENCE,
  PIXEL_THRESHOLD,
  type PixelRegion,
  type RenderScene,
} from './scene-types';

export interface Comparison {
  /** Pixels beyond the threshold, or Infinity when the sizes differ. */
  differentPixels: number;
  actual: PNG;
  diff: PNG | null;
}

export interface CompareOptions {
  /** pixelmatch's color threshold; default `PIXEL_THRESHOLD`. */
  threshold?: number;
  /** Only these rectangles are compared; default the whole image. */
  regions?: PixelRegion[];
  /** Count pixels that pixelmatch takes for anti-aliasing too (it skips them by default). */
  includeAA?: boolean;
}

/** Outside the regions the actual image takes the expected pixels, so only the regions can differ. */
function maskedActual(actual: PNG, expected: PNG, regions: PixelRegion[]): Buffer {
  const masked = Buffer.from(expected.data);
  for (const region of regions) {
    const right = Math.min(actual.width, region.x + region.width);
    const bottom = Math.min(actual.height, region.y + region.height);
    for (let y = Math.max(0, region.y); y < bottom; y++) {
      const start = (y * actual.width + Math.max(0, region.x)) * 4;
      actual.data.copy(masked, start, start, (y * actual.width + right) * 4);
    }
  }
  return masked;
}

export function comparePng(
  actualBytes: Buffer,
  expectedBytes: Buffer,
  options: CompareOptions = {},
): Comparison {
  const actual = PNG.sync.read(actualBytes);
  const expected = PNG.sync.read(expectedBytes);
  if (actual.width !== expected.width || actual.height !== expected.height)
    return { differentPixels: Infinity, actual, diff: null };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const compared = options.regions ? maskedActual(actual, expected, options.regions) : actual.data;
  const differentPixels = pixelmatch(compared, expected.data, diff.data, actual.width, actual.height, {
    threshold: options.threshold ?? PIXEL_THRESHOLD,
    includeAA: options.includeAA ?? false,
  });
  return { differentPixels, actual, diff };
}

/** The scene's own comparison (its threshold and regions) and the count it allows. */
export function compareScene(
  scene: RenderScene,
  actualBytes: Buffer,
  expectedBytes: Buffer,
): Comparison & { allowed: number } {
  return {
    ...comparePng(actualBytes, expectedBytes, {
      threshold: scene.threshold,
      regions: scene.regions,
      includeAA: scene.includeAntialiased,
    }),
    allowed: scene.allowedDifference ?? DEFAULT_ALLOWED_DIFFERENCE,
  };
}

/** Writes `<name>.actual.png` and `<name>.diff.png` into `directory` (test/output/, git-ignored). */
export function writeEvidence(directory: string, name: string, comparison: Comparison): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${name}.actual.png`), PNG.sync.write(comparison.actual));
  if (comparison.diff) writeFileSync(join(directory, `${name}.diff.png`), PNG.sync.write(comparison.diff));
}
