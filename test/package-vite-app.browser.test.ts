/**
 * The npm package as an embedder uses it (issue 24): `npm run package`'s tarball installed into a copy of
 * examples/vite-app in a mkdtemp folder (npm install --offline: nothing comes from the registry, and the
 * repository's own Vite and TypeScript build and check the app), the app's TypeScript checked against the
 * installed declarations (a misuse file must fail), the app built, served by a static server, and loaded
 * in Chromium, which must draw y=x² with no network request after the page's load.
 *
 * Needs dist/ (`npm run build`): the package ships the served script as its classic-script build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import ts from 'typescript';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackage } from '../package/build-package';
import { connectBrowser } from './support/connect';
import { graphScreenshot, hasColorNear, hexToRgb } from './support/page';

const example = fileURLToPath(new URL('../examples/vite-app', import.meta.url));
const output = fileURLToPath(new URL('./output', import.meta.url));
const RED = hexToRgb('#c74440');
mkdirSync(output, { recursive: true });

const MISUSE = [
  "import { GraphingCalculator, ScientificCalculator } from 'embeddable-calculator';",
  'const calculator = GraphingCalculator(document.body);',
  "calculator.setExpression({ latex: 'y=x', lineStyle: 'wavy' });",
  'calculator.undoo();',
  "ScientificCalculator(document.body, { brailleMode: 'morse' });",
].join('\n');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves a built app's folder (only its plain paths; nothing else on this machine). */
function serveFolder(folder: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const file = path === '/' ? 'index.html' : path.slice(1);
    if (!/^[\w./-]+$/.test(file) || file.includes('..')) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(join(folder, file));
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function typeCheck(app: string): Map<string, string[]> {
  const configFile = join(app, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configFile, ts.sys.readFile).config,
    ts.sys,
    app,
  );
  const program = ts.createProgram(config.fileNames, config.options);
  const errors = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? diagnostic.file.fileName.slice(app.length + 1) : '(options)';
    const line = diagnostic.file
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1
      : 0;
    errors.set(file, [
      ...(errors.get(file) ?? []),
      `${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    ]);
  }
  return errors;
}

describe('the npm package in a Vite app', () => {
  let app: string;
  let server: Server;
  let browser: Browser;
  let page: Page;
  let typeErrors: Map<string, string[]>;
  const requestsAfterLoad: string[] = [];
  const requestsBeforeLoad: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const started = Date.now();
    const tarball = await buildPackage();
    const packed = Date.now();
    app = mkdtempSync(join(tmpdir(), 'calculator-vite-app-'));
    cpSync(example, app, { recursive: true });
    // The app depends on the tarball only; Vite and TypeScript are the repository's own.
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    manifest.dependencies = { 'embeddable-calculator': `file:${tarball}` };
    delete manifest.devDependencies;
    writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: app,
      stdio: 'pipe',
    });
    writeFileSync(join(app, 'src/misuse.ts'), MISUSE + '\n');
    typeErrors = typeCheck(app);
    rmSync(join(app, 'src/misuse.ts'));
    await build({
      root: app,
      configFile: false,
      logLevel: 'warn',
      build: { outDir: join(app, 'dist'), chunkSizeWarningLimit: 4096 },
    });
    server = await serveFolder(join(app, 'dist'));
    browser = await connectBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 900, height: 600 });
    let loaded = false;
    page.on('request', (request) => {
      // blob: and data: URLs (the inlined worker) are not network requests.
      if (/^https?:/.test(request.url()))
        (loaded ? requestsAfterLoad : requestsBeforeLoad).push(request.url());
    });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    loaded = true;
    console.info(
      `package built and packed in ${packed - started} ms; app installed, checked, built and loaded in ${Date.now() - packed} ms`,
    );
  }, 240000);

  afterAll(async () => {
    await page?.close();
    await browser?.disconnect();
    // Chromium keeps its connection alive: end it, or close() waits for it.
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it("type-checks the app against the installed package's declarations, and refuses misuse", () => {
    expect(typeErrors.get('src/main.ts')).toBeUndefined();
    const misuse = typeErrors.get('src/misuse.ts') ?? [];
    expect(misuse.map((message) => Number(message.split(':')[0]))).toEqual([3, 4, 5]);
    expect([...typeErrors.keys()].sort()).toEqual(['src/misuse.ts']);
  });

  it('draws y=x^2 from the bundled package with no request after load', async () => {
    const { image, toPixel } = await graphScreenshot(page);
    for (const x of [-2, -1, 0, 1, 2]) {
      const [px, py] = toPixel(x, x * x);
      expect(hasColorNear(image, px, py, RED, 2), `curve at x=${x}`).toBe(true);
    }
    for (const [x, y] of [
      [0, 4],
      [2, 1],
      [-1, 3],
    ]) {
      const [px, py] = toPixel(x, y);
      expect(hasColorNear(image, px, py, RED, 2), `nothing at (${x}, ${y})`).toBe(false);
    }
    expect(await page.evaluate(() => document.body.dataset.graphable)).toBe('true');
    await page.screenshot({ path: join(output, 'package-vite-app.png') as `${string}.png` });
    expect(pageErrors).toEqual([]);
    // The page, its script and nothing else: the worker and the WASM came inlined in the script.
    expect(requestsBeforeLoad.every((url) => url.startsWith(`http://127.0.0.1:`))).toBe(true);
    expect(requestsAfterLoad).toEqual([]);
  });
});
