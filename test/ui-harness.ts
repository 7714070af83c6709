/**
 * Builds `ui/` with the in-memory controller into one classic script (vite, in memory) and opens pages
 * that run it, so the UI's browser tests need neither the engine nor the API wiring. The page is answered
 * by request interception on the test server's origin, as `support/page.ts` does for the calculator.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { build, type Rollup } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The harness script: `window.CalculatorUi = { mountGraphingCalculatorUi, MemoryController }`. */
export async function buildUiHarness(): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'ui-harness-'));
  const entry = join(directory, 'entry.ts');
  writeFileSync(
    entry,
    `import { mountGraphingCalculatorUi } from ${JSON.stringify(join(root, 'ui/index.ts'))};
import { MemoryController } from ${JSON.stringify(join(root, 'ui/memory-controller.ts'))};
import { createCalculatorUiController } from ${JSON.stringify(join(root, 'ui/calculator-adapter.ts'))};
(window as any).CalculatorUi = { mountGraphingCalculatorUi, MemoryController, createCalculatorUiController };`,
  );
  try {
    const result = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      publicDir: false,
      build: {
        write: false,
        minify: true,
        target: 'es2020',
        lib: { entry, formats: ['iife'], name: 'CalculatorUiHarness', fileName: () => 'ui.js' },
      },
    })) as Rollup.RollupOutput[];
    const chunk = result[0].output.find((file) => file.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('The UI harness build produced no script.');
    return chunk.code;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export interface UiPage {
  page: Page;
  /** http(s) URLs the page requested after the HTML and the harness script. */
  requests: string[];
  pageErrors: string[];
}

/** A page with a sized `#calculator` element and the harness loaded (nothing mounted yet). */
export async function openUiPage(
  browser: Browser,
  baseUrl: string,
  script: string,
  size: { width: number; height: number },
  /** Also load the real calculator.js (built dist/, from the test server) before the harness. */
  withCalculator = false,
): Promise<UiPage> {
  const page = await browser.newPage();
  await page.setViewport({ width: size.width + 40, height: size.height + 40, deviceScaleFactor: 1 });
  const pageUrl = `${baseUrl}/__test__/ui.html`;
  const scriptUrl = `${baseUrl}/__test__/ui.js`;
  const requests: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === pageUrl) {
      void request.respond({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>body{margin:0;padding:20px}</style></head><body>
<div id="calculator" style="width:${size.width}px;height:${size.height}px"></div>
${withCalculator ? `<script src="${baseUrl}/api/v1.1/calculator.js?apiKey=demo"></script>` : ''}
<script src="${scriptUrl}"></script></body></html>`,
      });
    } else if (request.url() === scriptUrl) {
      void request.respond({ status: 200, contentType: 'text/javascript', body: script });
    } else {
      if (/^https?:/.test(request.url())) requests.push(request.url());
      void request.continue();
    }
  });
  await page.goto(pageUrl, { waitUntil: 'load' });
  return { page, requests, pageErrors };
}

/**
 * Mounts the UI into `#calculator` with a MemoryController holding `items`; the page keeps them as
 * `window.controller` and `window.ui`.
 */
export async function mountUi(
  page: Page,
  items: unknown[] = [],
  options: Record<string, unknown> = {},
): Promise<void> {
  await page.evaluate(
    (givenItems, givenOptions) => {
      const lib = (window as any).CalculatorUi;
      const element = document.getElementById('calculator')!;
      element.replaceChildren();
      (window as any).ui?.destroy();
      const controller = new lib.MemoryController(givenItems);
      (window as any).controller = controller;
      (window as any).ui = lib.mountGraphingCalculatorUi(element, controller, givenOptions);
    },
    items,
    options,
  );
}

/** The bounding box of the first element matching `selector`, or null when absent or not displayed. */
export function boxOf(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate((query) => {
    const element = document.querySelector(query);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return null;
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  }, selector);
}

/** Waits until a math field has the focus and MathLive is ready for keys (it mounts a new field a frame late). */
export async function waitForMathFocus(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'MATH-FIELD' && (document.activeElement as any).hasFocus(),
    { timeout: 3000 },
  );
}
