import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BUNDLE, sendRequest, startTestDeployment, TEST_KEYS, writeBundle } from './test-deployment';
import type { TestDeployment } from './test-deployment';

let deployment: TestDeployment;

beforeEach(async () => {
  deployment = await startTestDeployment();
});

afterEach(async () => {
  await deployment.close();
});

const SCRIPT = '/api/v1.1/calculator.js?apiKey=demo';

function send(path: string, headers?: Record<string, string>, method?: string) {
  return sendRequest(deployment.port, path, { headers, method });
}

/** Moves a file's modification time forward, as a rebuild or an edit would. */
function touchLater(path: string, seconds: number): void {
  const time = new Date(Date.now() + seconds * 1000);
  utimesSync(path, time, time);
}

describe('compression', () => {
  it('sends gzip when accepted, decoding to the identity body, with its own ETag', async () => {
    const identity = await send(SCRIPT);
    const gzip = await send(SCRIPT, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(gzip.headers['etag']).not.toBe(identity.headers['etag']);
  });

  it('sends identity when gzip is refused', async () => {
    for (const header of ['gzip;q=0', 'br', 'identity', '*;q=0', 'gzip;q=0, *']) {
      const response = await send(SCRIPT, { 'Accept-Encoding': header });
      expect(response.headers['content-encoding'], header).toBeUndefined();
    }
  });
});

describe('conditional requests', () => {
  it('answers a matching If-None-Match with 304 and no body, per encoding', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const first = await send(SCRIPT, { 'Accept-Encoding': encoding });
      const etag = first.headers['etag'] as string;
      const revalidated = await send(SCRIPT, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(revalidated.status, encoding).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers['etag']).toBe(etag);
      expect(revalidated.headers['vary']).toBe('Accept-Encoding');
      expect(revalidated.headers['cache-control']).toBe('public, max-age=300');
      const listed = await send(SCRIPT, {
        'Accept-Encoding': encoding,
        'If-None-Match': `"other", W/${etag}`,
      });
      expect(listed.status).toBe(304);
    }
  });

  it('answers a stale ETag, or another key, with 200', async () => {
    const demo = await send(SCRIPT);
    expect((await send(SCRIPT, { 'If-None-Match': '"stale"' })).status).toBe(200);
    const partial = await send('/api/v1.1/calculator.js?apiKey=partial', {
      'If-None-Match': demo.headers['etag'] as string,
    });
    expect(partial.status).toBe(200);
    expect(partial.headers['etag']).not.toBe(demo.headers['etag']);
  });
});

describe('HEAD', () => {
  it('returns the headers of GET without a body', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const get = await send(SCRIPT, { 'Accept-Encoding': encoding });
      const head = await send(SCRIPT, { 'Accept-Encoding': encoding }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'cache-control',
        'vary',
      ]) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
    }
    const missingKey = await send('/api/v1.1/calculator.js', {}, 'HEAD');
    expect(missingKey.status).toBe(401);
    expect(missingKey.body.length).toBe(0);
  });
});

describe('compression only where a body needs it', () => {
  it('answers HEAD and 304 before any gzip GET without compressing: same ETag, no length until known', async () => {
    const gzipHeaders = { 'Accept-Encoding': 'gzip' };
    const head = await send(SCRIPT, gzipHeaders, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.headers['transfer-encoding']).toBeUndefined();
    const revalidated = await send(SCRIPT, {
      ...gzipHeaders,
      'If-None-Match': head.headers['etag'] as string,
    });
    expect(revalidated.status).toBe(304);

    const get = await send(SCRIPT, gzipHeaders);
    expect(get.headers['etag']).toBe(head.headers['etag']);
    const headAfter = await send(SCRIPT, gzipHeaders, 'HEAD');
    expect(headAfter.headers['content-length']).toBe(get.headers['content-length']);
  });
});

describe('reloading', () => {
  it('serves a rebuilt bundle at once, with a new ETag', async () => {
    const before = await send(SCRIPT);
    const bundlePath = join(deployment.distDir, 'api', 'v1.1', 'calculator.js');
    writeFileSync(bundlePath, FAKE_BUNDLE.replace('"use strict";', '"use strict"; var rebuilt = 1;'));
    touchLater(bundlePath, 5);
    const after = await send(SCRIPT);
    expect(after.body.toString()).toContain('var rebuilt = 1;');
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('discovers a version built after the server started', async () => {
    expect((await send('/api/v0.9/calculator.js?apiKey=demo')).status).toBe(404);
    writeBundle(deployment.distDir, 'v0.9', FAKE_BUNDLE);
    const response = await send('/api/v0.9/calculator.js?apiKey=demo');
    expect(response.status).toBe(200);
    expect(response.body.toString().split('\n')[0]).toContain('"version":"v0.9"');
    const unknown = await send('/api/v2.0/calculator.js?apiKey=demo');
    expect(unknown.body.toString()).toBe('Unknown version "v2.0": available: v0.9, v1.1\n');
  });

  it('re-reads the keys file when it changes', async () => {
    expect((await send('/api/v1.1/calculator.js?apiKey=added')).status).toBe(403);
    const keys = { ...TEST_KEYS, added: { ...TEST_KEYS.partial, ScientificCalculator: false } };
    writeFileSync(deployment.apiKeysFile, JSON.stringify(keys));
    touchLater(deployment.apiKeysFile, 5);
    const response = await send('/api/v1.1/calculator.js?apiKey=added');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toMatch(/"FourFunctionCalculator":false,"ScientificCalculator":false/);
  });

  it('keeps the previous keys when the changed file is invalid, and reports why', async () => {
    writeFileSync(deployment.apiKeysFile, '{ "demo": ');
    touchLater(deployment.apiKeysFile, 5);
    expect((await send(SCRIPT)).status).toBe(200);
    expect(deployment.reportedErrors).toHaveLength(1);
    expect(deployment.reportedErrors[0]).toMatch(/not reloaded, keeping previous keys: .*not valid JSON/);
  });
});
