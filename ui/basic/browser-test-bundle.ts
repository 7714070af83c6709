/**
 * Node-only helper of the basic calculators' browser tests: builds, with Vite, a small IIFE script that
 * defines `BasicLib` (both constructors, enabled, through api/surface/basic-calculators.ts with the real inlined
 * worker and WASM) and opens a Chromium page that loads it. The tests so do not depend on how api/surface/index.ts
 * wires the constructors into `Lib`, and they exercise the same bundling path as calculator.js.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { build } from 'vite';
import { inlineEngineWasm } from '../../scripts/inline-engine-wasm';
import { sharedLanguage } from '../../scripts/shared-language';

const root = fileURLToPath(new URL('../..', import.meta.url));
const wasmPath = join(root, 'build/engine.wasm');
/** Builds the test script once; returns its text. */
export async function buildBasicTestScript(): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'basic-calculators-'));
  const outDir = join(directory, 'out');
  const entry = join(directory, 'entry.ts');
  // The page may set BASIC_TEST_VERSION and BASIC_TEST_FEATURES before the script, as the server's prelude does.
  writeFileSync(
    entry,
    `import { addBasicCalculators } from ${JSON.stringify(join(root, 'api/surface/basic-calculators.ts'))};
const lib = {};
const page = globalThis as unknown as Record<string, never>;
addBasicCalculators(lib, {
  version: page.BASIC_TEST_VERSION || 'v1.1',
  enabledFeatures: page.BASIC_TEST_FEATURES || { FourFunctionCalculator: true, ScientificCalculator: true },
});
export default lib;
`,
  );
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [sharedLanguage(wasmPath), inlineEngineWasm(wasmPath)],
    worker: { format: 'iife', plugins: () => [inlineEngineWasm(wasmPath)] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'BasicLib', fileName: () => 'basic.js' },
    },
  });
  return readFileSync(join(outDir, 'basic.js'), 'utf8');
}

export interface BasicTestPage {
  readonly page: Page;
  readonly consoleMessages: string[];
  readonly pageErrors: string[];
}

/** A page at the test origin with a sized `#calculator` element and the test script loaded. */
export async function openBasicPage(
  browser: Browser,
  script: string,
  options: { width?: number; height?: number; prelude?: string } = {},
): Promise<BasicTestPage> {
  const { width = 400, height = 600, prelude = '' } = options;
  const page = await browser.newPage();
  await page.setViewport({ width: width + 40, height: height + 40, deviceScaleFactor: 1 });
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().endsWith('/basic.js')) {
      void request.respond({ status: 200, contentType: 'text/javascript', body: script });
    } else if (request.url().endsWith('/page.html')) {
      void request.respond({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>body{margin:0;padding:20px}</style></head>
<body><div id="calculator" style="width:${width}px;height:${height}px"></div><script>${prelude}</script><script src="/basic.js"></script></body></html>`,
      });
    } else void request.continue();
  });
  await page.goto('http://basic.test/page.html', { waitUntil: 'load' });
  return { page, consoleMessages, pageErrors };
}
