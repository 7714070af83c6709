import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_BUNDLE, BUILT_DOCS, checkBuildFreshness } from './build-freshness';

let root: string;

/** Writes a file whose modification time is `secondsAgo` before now. */
function writeAged(relativePath: string, secondsAgo: number): void {
  const path = join(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, relativePath);
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  writeAged('api/surface/index.ts', 100);
  writeAged('engine-wasm/assembly/index.ts', 100);
  writeAged('language/operations.ts', 100);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('checkBuildFreshness', () => {
  it('is stale when the bundle is missing', () => {
    expect(checkBuildFreshness(root)).toEqual({ stale: true, reason: `${BUILT_BUNDLE} is missing` });
  });

  it('is stale when the reference is missing (a build before it existed)', () => {
    writeAged(BUILT_BUNDLE, 10);
    expect(checkBuildFreshness(root)).toEqual({ stale: true, reason: `${BUILT_DOCS} is missing` });
  });

  it('is fresh when the bundle is newer than every input', () => {
    writeAged(BUILT_BUNDLE, 10);
    writeAged(BUILT_DOCS, 10);
    expect(checkBuildFreshness(root).stale).toBe(false);
  });

  it('names the newest input that is newer than the bundle', () => {
    writeAged(BUILT_BUNDLE, 10);
    writeAged(BUILT_DOCS, 10);
    writeAged('worker/engine-service.ts', 5);
    writeAged('engine-wasm/assembly/sampler.ts', 2);
    expect(checkBuildFreshness(root)).toEqual({
      stale: true,
      reason: `engine-wasm/assembly/sampler.ts is newer than ${BUILT_BUNDLE}`,
    });
  });

  it('counts the build configuration files', () => {
    writeAged(BUILT_BUNDLE, 10);
    writeAged(BUILT_DOCS, 10);
    writeAged('vite.config.ts', 1);
    expect(checkBuildFreshness(root).reason).toBe(`vite.config.ts is newer than ${BUILT_BUNDLE}`);
  });

  it('ignores tests, notes and files outside the input folders', () => {
    writeAged(BUILT_BUNDLE, 10);
    writeAged(BUILT_DOCS, 10);
    writeAged('api/calculator.test.ts', 1);
    writeAged('api/README.md', 1);
    writeAged('engine-wasm/test/vectors.ts', 1);
    writeAged('server/app.ts', 1);
    writeAged('package.json', 1);
    expect(checkBuildFreshness(root).stale).toBe(false);
  });
});
