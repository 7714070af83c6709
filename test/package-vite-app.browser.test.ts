/**
 * The npm package as an embedder uses it (issue 24): `npm run package`'s tarball installed into a copy of
 * examples/vite-app in a mkdtemp folder (npm install --offline: nothing comes from the registry, and the
 * repository's own Vite and TypeScript build and check the app), the app's TypeScript checked against the
 * installed declarations (a misuse file must fail), the app built, served by a static server, and loaded
 * in Chromium, which must draw y=x² with no network request after the page's load. The same installed
 * package also works through webpack (the repository's, no loader or configuration for the worker or the
 * WASM) and without a bundler: its ES module from a plain `<script type="module">`, and its IIFE
 * (`calculator.iife.js`, every calculator enabled, no key) from a classic `<script>`.
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
import webpack from 'webpack';
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

const PARABOLA = `calc.setExpression({ id: 'parabola', latex: 'y=x^2', color: '#c74440' });
calc.setMathBounds({ left: -5, right: 5, bottom: -2, top: 8 });
window.calc = calc;`;

/** Pages beside the installed package that use it with no bundler. */
const PLAIN_PAGES: Record<string, string> = {
  'plain-module.html': `<script type="module">
import { GraphingCalculator } from './node_modules/embeddable-calculator/index.js';
const calc = GraphingCalculator(document.getElementById('calculator'), { expressions: false, keypad: false });
${PARABOLA}
</script>`,
  'webpack.html': `<script src="./webpack/main.js"></script>`,
  'plain-script.html': `<script src="./node_modules/embeddable-calculator/calculator.iife.js"></script>
<script>
var calc = Lib.GraphingCalculator(document.getElementById('calculator'), { expressions: false, keypad: false });
${PARABOLA}
window.scientificEnabled = Lib.enabledFeatures.ScientificCalculator;
</script>`,
};

/** The same app as src/main.ts, in JavaScript, for webpack (which reads no TypeScript without a loader). */
const WEBPACK_ENTRY = `import { GraphingCalculator } from 'embeddable-calculator';
const calc = GraphingCalculator(document.getElementById('calculator'), { expressions: false, keypad: false });
${PARABOLA}
`;

/** Bundles the app's webpack entry into webpack/main.js with the repository's webpack. */
function bundleWithWebpack(app: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: app,
    entry: join(app, 'webpack-entry.js'),
    output: { path: join(app, 'webpack'), filename: 'main.js' },
    // Minifying 2 MB takes most of a minute here and proves nothing about how the package is found.
    optimization: { minimize: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

const plainPage = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>
<div id="calculator" style="width: 800px; height: 500px"></div>
${script}
</body></html>`;

interface LoadedPage {
  page: Page;
  requestsBeforeLoad: string[];
  requestsAfterLoad: string[];
  pageErrors: string[];
}

describe('the npm package in a Vite app and in plain pages', () => {
  let app: string;
  let server: Server;
  let browser: Browser;
  let typeErrors: Map<string, string[]>;
  const pages = new Map<string, LoadedPage>();

  async function load(path: string): Promise<LoadedPage> {
    const page = await browser.newPage();
    await page.setViewport({ width: 900, height: 600 });
    const loaded: LoadedPage = { page, requestsBeforeLoad: [], requestsAfterLoad: [], pageErrors: [] };
    let done = false;
    page.on('request', (request) => {
      // blob: and data: URLs (the inlined worker) are not network requests.
      if (/^https?:/.test(request.url()))
        (done ? loaded.requestsAfterLoad : loaded.requestsBeforeLoad).push(request.url());
    });
    page.on('pageerror', (error) => loaded.pageErrors.push(String(error)));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/${path}`, { waitUntil: 'load' });
    done = true;
    return loaded;
  }

  beforeAll(async () => {
    const started = Date.now();
    const tarball = await buildPackage();
    const packed = Date.now();
    app = mkdtempSync(join(tmpdir(), 'calculator-vite-app-'));
    cpSync(example, app, { recursive: true });
    // The app depends on the tarball only; Vite, webpack and TypeScript are the repository's own.
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
    // base './': the built app is served from /dist/ beside the plain pages.
    await build({
      root: app,
      base: './',
      configFile: false,
      logLevel: 'warn',
      build: { outDir: join(app, 'dist'), chunkSizeWarningLimit: 4096 },
    });
    writeFileSync(join(app, 'webpack-entry.js'), WEBPACK_ENTRY);
    await bundleWithWebpack(app);
    for (const [name, script] of Object.entries(PLAIN_PAGES))
      writeFileSync(join(app, name), plainPage(script));
    server = await serveFolder(app);
    browser = await connectBrowser();
    for (const path of ['dist/index.html', ...Object.keys(PLAIN_PAGES)]) pages.set(path, await load(path));
    console.info(
      `package built and packed in ${packed - started} ms; app installed, checked, built and loaded in ${Date.now() - packed} ms`,
    );
  }, 240000);

  afterAll(async () => {
    for (const { page } of pages.values()) await page.close();
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

  it.each(['dist/index.html', 'webpack.html', 'plain-module.html', 'plain-script.html'])(
    '%s draws y=x^2 from the package with no request after load',
    async (path) => {
      const { page, requestsBeforeLoad, requestsAfterLoad, pageErrors } = pages.get(path) as LoadedPage;
      // A page in a background tab gets no animation frames, so it would never draw.
      await page.bringToFront();
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
      const name = path.replace(/\W+/g, '-');
      await page.screenshot({ path: join(output, `package-${name}.png`) as `${string}.png` });
      expect(pageErrors).toEqual([]);
      // The page and its scripts, from the app's own server: the worker and the WASM came inlined.
      expect(requestsBeforeLoad.length).toBeGreaterThan(0);
      expect(requestsBeforeLoad.every((url) => url.startsWith('http://127.0.0.1:'))).toBe(true);
      expect(requestsAfterLoad).toEqual([]);
    },
  );

  it('enables every calculator without a key: the IIFE in a classic script, the Vite app its analysis', async () => {
    expect(await pages.get('plain-script.html')!.page.evaluate(() => (window as any).scientificEnabled)).toBe(
      true,
    );
    expect(await pages.get('dist/index.html')!.page.evaluate(() => document.body.dataset.graphable)).toBe(
      'true',
    );
  });
});
