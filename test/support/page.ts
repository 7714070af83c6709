/**
 * Opens a test page on the test server's origin that loads the calculator script, and decodes PNG data
 * URIs for pixel asserts. The page itself is answered by request interception, so the server needs no
 * test-only routes; every other request is recorded so tests can check what the page asked for.
 */
import type { Browser, Page } from 'puppeteer-core';
import { PNG } from 'pngjs';

export interface TestPage {
  page: Page;
  /** URLs the page requested after the HTML itself. */
  requests: string[];
  consoleMessages: string[];
  pageErrors: string[];
}

export interface OpenOptions {
  apiKey?: string;
  version?: string;
  width?: number;
  height?: number;
  /** Extra HTML placed after the script tag. */
  body?: string;
  /** Response headers of the page (a Content-Security-Policy, for example). */
  headers?: Record<string, string>;
  /** A nonce for the calculator's script tag (a policy that allows scripts by nonce). */
  scriptNonce?: string;
  /** JavaScript run in the page before any of its scripts (outside its Content-Security-Policy). */
  beforeScripts?: string;
  /** The script's `lang` parameter: the language catalogs loaded into the page (`fr,ar`). */
  lang?: string;
}

export async function openCalculatorPage(
  browser: Browser,
  baseUrl: string,
  options: OpenOptions = {},
): Promise<TestPage> {
  const { apiKey = 'demo', version = 'v1.1', width = 800, height = 600, body = '', headers } = options;
  const nonce = options.scriptNonce === undefined ? '' : ` nonce="${options.scriptNonce}"`;
  const lang = options.lang === undefined ? '' : `&lang=${options.lang}`;
  const page = await browser.newPage();
  await page.setViewport({ width: width + 40, height: height + 40, deviceScaleFactor: 1 });
  const pageUrl = `${baseUrl}/__test__/page.html`;
  const requests: string[] = [];
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  if (options.beforeScripts !== undefined) await page.evaluateOnNewDocument(options.beforeScripts);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === pageUrl) {
      void request.respond({
        status: 200,
        contentType: 'text/html',
        headers,
        body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>body{margin:0;padding:20px}</style></head><body>
<div id="calculator" style="width:${width}px;height:${height}px"></div>
<script${nonce} src="${baseUrl}/api/${version}/calculator.js?apiKey=${encodeURIComponent(apiKey)}${lang}"></script>
${body}</body></html>`,
      });
      return;
    }
    // blob: and data: URLs (the inlined worker) are not network requests; only what reaches a server counts.
    if (/^https?:/.test(request.url())) requests.push(request.url());
    void request.continue();
  });
  await page.goto(pageUrl, { waitUntil: 'load' });
  return { page, requests, consoleMessages, pageErrors };
}

/** Waits until the calculator bound to `window[name]` has analyzed, sampled and drawn everything. */
export async function waitForIdle(page: Page, name = 'calc'): Promise<void> {
  await page.evaluate((calculatorName) => {
    const calculator = (window as unknown as Record<string, Record<symbol, () => Promise<void>>>)[
      calculatorName
    ];
    return calculator[Symbol.for('calculator.whenIdle')]();
  }, name);
}

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA at integer pixel (x, y). */
  pixel(x: number, y: number): [number, number, number, number];
}

export function decodePngDataUri(uri: string): DecodedImage {
  const prefix = 'data:image/png;base64,';
  if (!uri.startsWith(prefix)) throw new Error(`Not a PNG data URI: ${uri.slice(0, 40)}`);
  const png = PNG.sync.read(Buffer.from(uri.slice(prefix.length), 'base64'));
  return {
    width: png.width,
    height: png.height,
    pixel(x, y) {
      const offset = (Math.round(y) * png.width + Math.round(x)) * 4;
      return [png.data[offset], png.data[offset + 1], png.data[offset + 2], png.data[offset + 3]];
    },
  };
}

/**
 * The calculator's own screenshot (once it is idle) and where the math point (x, y) lies in it, by the
 * graph paper's bounds at the time of the shot.
 */
export async function graphScreenshot(
  page: Page,
  name = 'calc',
): Promise<{ image: DecodedImage; toPixel: (x: number, y: number) => [number, number] }> {
  await waitForIdle(page, name);
  const { uri, bounds } = await page.evaluate((calculator) => {
    const calc = (window as any)[calculator];
    return { uri: calc.screenshot() as string, bounds: calc.graphpaperBounds.mathCoordinates };
  }, name);
  const image = decodePngDataUri(uri);
  const toPixel = (x: number, y: number): [number, number] => [
    ((x - bounds.left) / bounds.width) * image.width,
    ((bounds.top - y) / bounds.height) * image.height,
  ];
  return { image, toPixel };
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Whether a pixel is close to `rgb` (curves are opaque at their center). */
export function isColor(pixel: readonly number[], rgb: readonly number[], tolerance = 40): boolean {
  return Math.abs(pixel[0] - rgb[0]) + Math.abs(pixel[1] - rgb[1]) + Math.abs(pixel[2] - rgb[2]) <= tolerance;
}

/** Whether any pixel within `radius` of (x, y) has the color. */
export function hasColorNear(
  image: DecodedImage,
  x: number,
  y: number,
  rgb: readonly number[],
  radius = 2,
): boolean {
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= image.width || py >= image.height) continue;
      if (isColor(image.pixel(px, py), rgb)) return true;
    }
  }
  return false;
}
