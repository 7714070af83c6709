import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCatalog } from '../i18n/catalog-files';
import { MAX_URL_BYTES } from './app';
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

describe('script route', () => {
  it('serves the prelude line, then the bundle, as JavaScript for any origin', async () => {
    const response = await get('/api/v1.1/calculator.js?apiKey=demo');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['etag']).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);

    const lines = response.body.toString('utf8').split('\n');
    expect(lines[0]).toBe(
      'var LIB_SERVER_CONFIG = {"version":"v1.1","enabledFeatures":' +
        '{"GraphingCalculator":true,"FourFunctionCalculator":true,"ScientificCalculator":true},' +
        `"catalogs":{"en":${JSON.stringify(readCatalog('en'))}}};`,
    );
    expect(lines[1]).toBe('var Lib = (function () {');
    expect(lines.at(-2)).toBe('//# sourceMappingURL=/api/v1.1/calculator.js.map');
  });

  it('gives a key exactly its enabled features, and the bundle reads them', async () => {
    const response = await get('/api/v1.1/calculator.js?apiKey=partial');
    const script = response.body.toString('utf8');
    expect(script.split('\n')[0]).toMatch(
      /^var LIB_SERVER_CONFIG = \{"version":"v1.1","enabledFeatures":\{"GraphingCalculator":true,"FourFunctionCalculator":false,"ScientificCalculator":true\},"catalogs":/,
    );
    const { runInNewContext } = await import('node:vm');
    const context: { Lib?: unknown } = {};
    runInNewContext(script, context);
    expect(context.Lib).toEqual({
      version: 'v1.1',
      enabledFeatures: {
        GraphingCalculator: true,
        FourFunctionCalculator: false,
        ScientificCalculator: true,
      },
    });
  });

  it('answers a missing or empty apiKey with 401 naming the parameter', async () => {
    for (const path of [
      '/api/v1.1/calculator.js',
      '/api/v1.1/calculator.js?apiKey=',
      '/api/v1.1/calculator.js?x=1',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.toString()).toBe(
        'Missing apiKey query parameter: load /api/v1.1/calculator.js?apiKey=<your key>\n',
      );
    }
  });

  it('answers an unknown key with 403, including names of Object.prototype members', async () => {
    for (const key of ['nope', 'constructor', '__proto__', 'toString']) {
      const response = await get(`/api/v1.1/calculator.js?apiKey=${key}`);
      expect(response.status, key).toBe(403);
      expect(response.body.toString()).toBe(
        `Unknown apiKey "${key}": this key is not registered with this server\n`,
      );
    }
  });

  it('answers a version without a bundle with 404 listing the built versions', async () => {
    for (const version of ['v9.9', 'v1.10', 'latest', 'v1']) {
      const response = await get(`/api/${version}/calculator.js?apiKey=demo`);
      expect(response.status, version).toBe(404);
      expect(response.body.toString()).toBe(`Unknown version "${version}": available: v1.1\n`);
    }
  });

  it('rejects invalid percent-encoding and a repeated apiKey with 400', async () => {
    const badEncoding = await get('/api/v1.1/calculator.js?apiKey=%E0%A4%A');
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.body.toString()).toMatch(/^Malformed query string/);
    const repeated = await get('/api/v1.1/calculator.js?apiKey=demo&apiKey=partial');
    expect(repeated.status).toBe(400);
    expect(repeated.body.toString()).toMatch(/apiKey is given 2 times/);
  });

  it('decodes the key from the query', async () => {
    const response = await get('/api/v1.1/calculator.js?lang=en&apiKey=%64emo');
    expect(response.status).toBe(200);
  });
});

describe('source map route', () => {
  it('serves the map without a key, shifted one line for the prelude', async () => {
    const response = await get('/api/v1.1/calculator.js.map');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const sourceMap = JSON.parse(response.body.toString());
    expect(sourceMap.mappings).toBe(';AAAA;AACA;AACA');
    expect(sourceMap.sources).toEqual(['../../../api/surface/index.ts']);
  });

  it('answers 404 for a version without a map', async () => {
    expect((await get('/api/v0.9/calculator.js.map')).status).toBe(404);
  });
});

describe('demo page and other paths', () => {
  it('serves the demo page at /', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('/api/v1.1/calculator.js?apiKey=demo');
  });

  it('answers /favicon.ico with an empty 204', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(204);
    expect(response.body.length).toBe(0);
  });

  it('answers unknown paths with 404 text', async () => {
    for (const path of [
      '/index.html',
      '/api/',
      '/api/v1.1/',
      '/api/v1.1/calculator.js/',
      '/API/v1.1/calculator.js',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('never serves files outside the routes, however the path is encoded', async () => {
    const attempts = [
      '/api/v1.1/../../package.json',
      '/api/v1.1/calculator.js/../../../package.json',
      '/../package.json',
      '/api/%2e%2e/%2e%2e/package.json',
      '/api/v1.1/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/..%2F..%2Fpackage.json/calculator.js',
      '/api/%252e%252e/calculator.js',
      '/api/v1.1%2Fcalculator.js',
      '/api\\v1.1\\calculator.js',
      '/api/v1.1\\..\\..\\package.json',
      '/api/..%5C..%5Cpackage.json/calculator.js',
      '/dist/api/v1.1/calculator.js',
      '/package.json',
    ];
    for (const path of attempts) {
      const response = await get(`${path}?apiKey=demo`);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('secret');
    }
  });

  it('answers a URL over the limit with 414, and one at the limit normally', async () => {
    const prefix = '/api/v1.1/calculator.js?apiKey=demo&padding=';
    const atLimit = prefix + 'a'.repeat(MAX_URL_BYTES - prefix.length);
    expect((await get(atLimit)).status).toBe(200);
    const response = await get(atLimit + 'a');
    expect(response.status).toBe(414);
    expect(response.body.toString()).toContain('URL too long');
  });

  it('answers methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await sendRequest(deployment.port, '/api/v1.1/calculator.js?apiKey=demo', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers['allow']).toBe('GET, HEAD');
    }
  });

  it('answers a garbage request line with 400 and keeps serving', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(deployment.port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect((await get('/api/v1.1/calculator.js?apiKey=demo')).status).toBe(200);
    expect(deployment.reportedErrors).toEqual([]);
  });
});
