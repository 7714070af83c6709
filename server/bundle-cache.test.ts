import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../i18n/languages';
import { createBundleCache, type BundleCache, type EncodedBody, type ServedResource } from './bundle-cache';
import { ageFiles, FAKE_BUNDLE, FAKE_SOURCE_MAP, writeBundle } from './test-deployment';

const ALL = { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: true };
const OPTIONS = { variantCacheBytes: 8 * 1024 * 1024, settleMs: 50, timeoutMs: 5000 };

let distDir: string;

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
});

afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
});

/** A bundle of `size` bytes that compresses poorly, so its deflate stream spans many blocks. */
function largeBundle(size: number): string {
  return `${FAKE_BUNDLE}/*${randomBytes(size / 2).toString('hex')}*/\n//# sourceMappingURL=calculator.js.map\n`;
}

function writeAgedBundle(bundle: string, sourceMap?: string): void {
  writeBundle(distDir, 'v1.1', bundle, sourceMap);
  ageFiles(
    join(distDir, 'api', 'v1.1'),
    sourceMap ? ['calculator.js', 'calculator.js.map'] : ['calculator.js'],
    60,
  );
}

async function readResource(cache: BundleCache, languages?: LanguageCode[]): Promise<ServedResource> {
  const lookup = await cache.readScript('v1.1', ALL, languages);
  if (lookup.status !== 'found') throw new Error(`no script: ${lookup.status}`);
  return lookup.resource;
}

const concat = (body: EncodedBody) => Buffer.concat(body.chunks);

function gunzipStreaming(bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const gunzip = createGunzip();
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    gunzip.on('end', () => resolve(Buffer.concat(chunks)));
    gunzip.on('error', reject);
    gunzip.end(bytes);
  });
}

describe('one build per variant', () => {
  it('gives 50 concurrent cold requests for one variant the same single build', async () => {
    writeAgedBundle(largeBundle(400_000));
    const cache = createBundleCache(distDir, OPTIONS);
    const resources = await Promise.all(Array.from({ length: 50 }, () => readResource(cache, ['en', 'fr'])));
    expect(new Set(resources).size).toBe(1);
    const bodies = await Promise.all(resources.map((resource) => resource.gzip()));
    expect(new Set(bodies).size).toBe(1);
  });

  it('loads a bundle once for all its variants, and builds each variant once', async () => {
    writeAgedBundle(largeBundle(100_000));
    const cache = createBundleCache(distDir, OPTIONS);
    const selections: LanguageCode[][] = [['en'], ['en', 'fr'], ['en', 'de'], ['en', 'fr']];
    const resources = await Promise.all(
      Array.from({ length: 40 }, (_, index) => readResource(cache, selections[index % 4])),
    );
    expect(new Set(resources).size).toBe(3);
    // Every variant shares the one loaded bundle: its chunk is the same Buffer, not a copy.
    expect(new Set(resources.map((resource) => resource.identity.chunks[1])).size).toBe(1);
  });

  it('gives 20 concurrent cold source-map requests one build', async () => {
    writeAgedBundle(FAKE_BUNDLE, FAKE_SOURCE_MAP);
    const cache = createBundleCache(distDir, OPTIONS);
    const maps = await Promise.all(Array.from({ length: 20 }, () => cache.readSourceMap('v1.1')));
    expect(new Set(maps).size).toBe(1);
    expect(JSON.parse(concat(maps[0]!.identity).toString()).mappings).toBe(';AAAA;AACA;AACA');
  });
});

describe('encodings', () => {
  it('splices a gzip body that any inflater decodes to the identity body', async () => {
    writeAgedBundle(largeBundle(300_000));
    const cache = createBundleCache(distDir, OPTIONS);
    for (const languages of [['en'], ['en', 'ar', 'zh-CN', 'fr']] as LanguageCode[][]) {
      const resource = await readResource(cache, languages);
      const identity = concat(resource.identity);
      const gzip = await resource.gzip();
      expect(gzip.length).toBe(concat(gzip).length);
      expect(gzip.length).toBeLessThan(identity.length);
      expect(gunzipSync(concat(gzip)).equals(identity)).toBe(true);
      expect((await gunzipStreaming(concat(gzip))).equals(identity)).toBe(true);
      expect(gzip.etag).toBe(resource.gzipEtag);
      expect(gzip.etag).not.toBe(resource.identity.etag);
    }
  });

  it('compresses nothing until gzip is asked for, and then once', async () => {
    writeAgedBundle(FAKE_BUNDLE);
    const cache = createBundleCache(distDir, OPTIONS);
    const resource = await readResource(cache);
    expect(resource.readyGzip()).toBeUndefined();
    const [first, second] = await Promise.all([resource.gzip(), resource.gzip()]);
    expect(second).toBe(first);
    expect(resource.readyGzip()).toBe(first);
  });

  it('keeps ETags stable across caches (restarts) and distinct across variants', async () => {
    writeAgedBundle(FAKE_BUNDLE);
    const [one, two] = [createBundleCache(distDir, OPTIONS), createBundleCache(distDir, OPTIONS)];
    const english = await readResource(one);
    expect((await readResource(two)).identity.etag).toBe(english.identity.etag);
    expect((await readResource(two)).gzipEtag).toBe(english.gzipEtag);
    expect((await readResource(one, ['en', 'fr'])).identity.etag).not.toBe(english.identity.etag);
  });
});

describe('admission of new variants', () => {
  it('asks admission only to build, and builds nothing when refused', async () => {
    writeAgedBundle(FAKE_BUNDLE);
    const cache = createBundleCache(distDir, OPTIONS);
    let asked = 0;
    const refuse = () => {
      asked += 1;
      return { ok: false as const, retryAfterSeconds: 3, reason: 'test' };
    };
    expect(await cache.readScript('v1.1', ALL, ['en', 'fr'], refuse)).toEqual({
      status: 'refused',
      retryAfterSeconds: 3,
      reason: 'test',
    });
    expect(cache.variantBytes).toBe(0);
    await readResource(cache, ['en', 'fr']);
    const found = await cache.readScript('v1.1', ALL, ['en', 'fr'], refuse);
    expect(found.status).toBe('found');
    expect(asked).toBe(1);
  });
});
