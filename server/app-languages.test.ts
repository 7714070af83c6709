import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCatalog } from '../i18n/catalog-files';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';
import { createBundleCache } from './bundle-cache';
import { sendRequest, startTestDeployment, type TestDeployment } from './test-deployment';

let deployment: TestDeployment;

beforeEach(async () => {
  deployment = await startTestDeployment();
});

afterEach(async () => {
  await deployment.close();
});

const get = (path: string, headers?: Record<string, string>) =>
  sendRequest(deployment.port, path, { headers });

/** Runs the served script and returns the configuration its prelude declared. */
function readServedConfig(script: string): {
  version: string;
  catalogs: Record<string, Record<string, string>>;
} {
  const context: Record<string, unknown> = {};
  runInNewContext(script, context);
  return context.LIB_SERVER_CONFIG as { version: string; catalogs: Record<string, Record<string, string>> };
}

async function catalogsFor(query: string): Promise<Record<string, Record<string, string>>> {
  const response = await get(`/api/v1.1/calculator.js?apiKey=demo${query}`);
  expect(response.status, response.body.toString()).toBe(200);
  return readServedConfig(response.body.toString('utf8')).catalogs;
}

describe('the lang parameter', () => {
  it('bundles English alone when absent or empty', async () => {
    expect(Object.keys(await catalogsFor(''))).toEqual(['en']);
    expect(Object.keys(await catalogsFor('&lang='))).toEqual(['en']);
    expect((await catalogsFor('')).en).toEqual(readCatalog('en'));
  });

  it('bundles one code, plus English', async () => {
    const catalogs = await catalogsFor('&lang=fr');
    expect(Object.keys(catalogs)).toEqual(['en', 'fr']);
    expect(catalogs.fr).toEqual(readCatalog('fr'));
    expect(catalogs.fr['ui.addExpression']).toBe('Ajouter une expression');
  });

  it('bundles a comma list in the spec’s order, whatever order, case or spacing the URL uses', async () => {
    expect(Object.keys(await catalogsFor('&lang=zh-CN,ar,fr'))).toEqual(['en', 'ar', 'zh-CN', 'fr']);
    expect(Object.keys(await catalogsFor('&lang=ZH-cn,%20ar,fr,'))).toEqual(['en', 'ar', 'zh-CN', 'fr']);
    expect(Object.keys(await catalogsFor('&lang=en,he,he'))).toEqual(['en', 'he']);
  });

  it('bundles every catalog for all', async () => {
    const catalogs = await catalogsFor('&lang=all');
    expect(Object.keys(catalogs)).toEqual([...LANGUAGE_CODES]);
    expect(catalogs['ur-PK']).toEqual(readCatalog('ur-PK'));
  });

  it('answers unknown codes with 400 plain text naming them and listing the valid codes', async () => {
    for (const query of ['&lang=klingon', '&lang=fr,xx,zh', '&lang=alll']) {
      const response = await get(`/api/v1.1/calculator.js?apiKey=demo${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const text = response.body.toString('utf8');
      expect(text).toContain(`Valid codes: ${LANGUAGE_CODES.join(', ')}`);
    }
    const text = (await get('/api/v1.1/calculator.js?apiKey=demo&lang=fr,xx,zh')).body.toString();
    expect(text).toMatch(/Unknown language codes "xx", "zh"/);
  });

  it('refuses lang given twice with 400', async () => {
    const response = await get('/api/v1.1/calculator.js?apiKey=demo&lang=fr&lang=de');
    expect(response.status).toBe(400);
    expect(response.body.toString()).toMatch(/lang is given 2 times/);
  });

  it('still checks the key first', async () => {
    expect((await get('/api/v1.1/calculator.js?lang=fr')).status).toBe(401);
    expect((await get('/api/v1.1/calculator.js?apiKey=nobody&lang=xx')).status).toBe(403);
  });

  it('keeps the prelude one line, so the source map stays exact', async () => {
    const script = (await get('/api/v1.1/calculator.js?apiKey=demo&lang=all')).body.toString('utf8');
    const lines = script.split('\n');
    expect(lines[0]).toMatch(/^var LIB_SERVER_CONFIG = \{.*\};$/);
    expect(lines[1]).toBe('var Lib = (function () {');
  });

  it('stays cacheable per parameter: an ETag per selection, shared by equivalent spellings, 304 on match', async () => {
    const english = await get('/api/v1.1/calculator.js?apiKey=demo');
    const french = await get('/api/v1.1/calculator.js?apiKey=demo&lang=fr');
    const frenchGerman = await get('/api/v1.1/calculator.js?apiKey=demo&lang=fr,de');
    const germanFrench = await get('/api/v1.1/calculator.js?apiKey=demo&lang=DE,fr');
    const etags = [english, french, frenchGerman].map((response) => response.headers['etag']);
    expect(new Set(etags).size).toBe(3);
    expect(germanFrench.headers['etag']).toBe(frenchGerman.headers['etag']);
    expect(french.headers['cache-control']).toBe('public, max-age=300');

    const revalidated = await get('/api/v1.1/calculator.js?apiKey=demo&lang=fr', {
      'If-None-Match': french.headers['etag'] as string,
    });
    expect(revalidated.status).toBe(304);
    const otherLanguage = await get('/api/v1.1/calculator.js?apiKey=demo&lang=de', {
      'If-None-Match': french.headers['etag'] as string,
    });
    expect(otherLanguage.status).toBe(200);

    const gzip = await get('/api/v1.1/calculator.js?apiKey=demo&lang=fr', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(french.body)).toBe(true);
  });
});

describe('the bundle cache with language selections', () => {
  const features = { GraphingCalculator: true, FourFunctionCalculator: true, ScientificCalculator: true };

  async function readResource(cache: ReturnType<typeof createBundleCache>, languages: LanguageCode[]) {
    const lookup = await cache.readScript('v1.1', features, languages);
    if (lookup.status !== 'found') throw new Error(`no script: ${lookup.status}`);
    return lookup.resource;
  }

  it('keeps variants within its byte budget, dropping the least recently used', async () => {
    const budget = 200_000;
    const cache = createBundleCache(deployment.distDir, {
      variantCacheBytes: budget,
      settleMs: 0,
      timeoutMs: 1000,
    });
    const first = await readResource(cache, ['en', 'fr']);
    expect(await readResource(cache, ['en', 'fr'])).toBe(first);
    const others = LANGUAGE_CODES.slice(1).flatMap((a) => LANGUAGE_CODES.slice(1, 3).map((b) => [a, b]));
    for (const pair of others.slice(0, 64)) {
      await readResource(cache, ['en', ...new Set<LanguageCode>(pair)]);
      expect(cache.variantBytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.variantBytes).toBeGreaterThan(budget / 2);
    const again = await readResource(cache, ['en', 'fr']);
    expect(again).not.toBe(first);
    expect(again.identity.etag).toBe(first.identity.etag);
  });
});
