import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from './app';
import { docsFile } from './docs-route';

describe('docsFile', () => {
  it('maps plain paths below /docs/ and nothing else', () => {
    expect(docsFile('/docs/', '/d')).toBe('/d/index.html');
    expect(docsFile('/docs/interfaces/public-api.LibNamespace.html', '/d')).toBe(
      '/d/interfaces/public-api.LibNamespace.html',
    );
    expect(docsFile('/docs/assets/', '/d')).toBe('/d/assets/index.html');
    const refused = [
      '/docs/../x',
      '/docs/%2e%2e/x',
      '/docs/a/../../b',
      '/docs/.hidden',
      '/docs/a%2Fb',
      '/docs\\x',
    ];
    for (const path of [...refused, '/docsx', '/api/docs/'])
      expect(docsFile(path, '/d'), path).toBeUndefined();
  });
});

describe('the /docs/ route', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'calculator-docs-'));
    mkdirSync(join(root, 'docs', 'assets'), { recursive: true });
    writeFileSync(join(root, 'docs', 'index.html'), '<h1>Reference</h1>');
    writeFileSync(join(root, 'docs', 'assets', 'style.css'), 'body{}');
    writeFileSync(join(root, 'secret.json'), '{"secret":true}');
    writeFileSync(join(root, 'keys.json'), '{}');
    const handler = createRequestHandler({
      distDir: join(root, 'dist'),
      apiKeysFile: join(root, 'keys.json'),
      demoDir: root,
      docsDir: join(root, 'docs'),
    });
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the reference with its content types, revalidated on each load', async () => {
    const page = await fetch(`${base}/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('<h1>Reference</h1>');
    const style = await fetch(`${base}/docs/assets/style.css`);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const redirect = await fetch(`${base}/docs`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/docs/']);
  });

  it('answers 404 for missing files and paths that leave the folder', async () => {
    for (const path of [
      '/docs/missing.html',
      '/docs/../secret.json',
      '/docs/%2e%2e/secret.json',
      '/docs/assets',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });
});
