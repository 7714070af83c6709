/** Pixel comparison of a rendered scene with its reference (pixelmatch), writing the evidence on failure. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { PIXEL_THRESHOLD } from './scene-types';

export interface Comparison {
  /** Pixels beyond the threshold, or Infinity when the sizes differ. */
  differentPixels: number;
  actual: PNG;
  diff: PNG | null;
}

export function comparePng(actualBytes: Buffer, expectedBytes: Buffer): Comparison {
  const actual = PNG.sync.read(actualBytes);
  const expected = PNG.sync.read(expectedBytes);
  if (actual.width !== expected.width || actual.height !== expected.height)
    return { differentPixels: Infinity, actual, diff: null };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differentPixels = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  return { differentPixels, actual, diff };
}

/** Writes `<name>.actual.png` and `<name>.diff.png` into `directory` (test/output/, git-ignored). */
export function writeEvidence(directory: string, name: string, comparison: Comparison): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${name}.actual.png`), PNG.sync.write(comparison.actual));
  if (comparison.diff) writeFileSync(join(directory, `${name}.diff.png`), PNG.sync.write(comparison.diff));
}
