/**
 * Builds `renderer-gl/` alone into one classic script (vite, in memory) and opens pages that run it, so the
 * renderer's pixel tests need neither the engine nor the API (only the settings registry's defaults,
 * `api/model/graph-settings.ts`, which a renderer starts from). The page exposes `window.RendererHarness`:
 * `show(scene)` creates a renderer in `#graph` with the scene's view, settings, curves (from point lists),
 * points and fills, and resolves after its first frame; `renderer` is the live renderer.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { buildClassicScript, repositoryRoot as root } from './support/classic-script';

const ENTRY = (rendererPath: string, settingsPath: string) => `
import { createGraphRenderer } from ${JSON.stringify(rendererPath)};
import { DEFAULT_DRAWN_SETTINGS } from ${JSON.stringify(settingsPath)};

/** The worker's polyline of a point list; NaN breaks it. */
function toCurve(spec) {
  const [originX, originY] = spec.origin ?? [0, 0];
  const points = spec.points;
  const polyline = [];
  let segmentCount = 0;
  points.forEach(([x, y], index) => {
    polyline.push(x - originX, y - originY);
    if (index === 0) return;
    const [ax, ay] = points[index - 1];
    if (![ax, ay, x, y].every(Number.isFinite)) return;
    segmentCount++;
  });
  return { ...spec, originX, originY, polyline: new Float32Array(polyline), segmentCount };
}

let renderer = null;
async function show(scene) {
  const container = document.getElementById('graph');
  container.style.width = scene.width + 'px';
  container.style.height = scene.height + 'px';
  renderer?.destroy();
  renderer = createGraphRenderer(container, DEFAULT_DRAWN_SETTINGS);
  window.RendererHarness.renderer = renderer;
  const drawn = new Promise((resolve) => renderer.onFrameDrawn(resolve));
  renderer.resize(scene.width, scene.height, scene.pixelRatio ?? 1);
  renderer.setSettings(scene.settings ?? {});
  renderer.setView(scene.view);
  renderer.setFills((scene.fills ?? []).map((fill) => ({ originX: 0, originY: 0, ...fill, triangles: new Float32Array(fill.triangles) })));
  renderer.setCurves((scene.curves ?? []).map(toCurve));
  renderer.setPoints((scene.points ?? []).map((set) => ({ originX: 0, originY: 0, ...set, positions: new Float32Array(set.positions) })));
  renderer.requestFrame();
  await drawn;
}
window.RendererHarness = { show, renderer: null };
`;

export function buildRendererHarness(): Promise<string> {
  return buildClassicScript({
    source: ENTRY(join(root, 'renderer-gl/index.ts'), join(root, 'api/model/graph-settings.ts')),
    extension: 'js',
    name: 'RendererHarnessBundle',
    minify: false,
  });
}

/** A page with a positioned `#graph` element and the harness loaded (no renderer yet). */
export async function openRendererPage(
  browser: Browser,
  baseUrl: string,
  script: string,
): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1000, height: 800, deviceScaleFactor: 1 });
  const pageUrl = `${baseUrl}/__test__/renderer.html`;
  const scriptUrl = `${baseUrl}/__test__/renderer.js`;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === pageUrl) {
      void request.respond({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
<body style="margin:0"><div id="graph" style="position:relative"></div><script src="${scriptUrl}"></script></body></html>`,
      });
    } else if (request.url() === scriptUrl) {
      void request.respond({ status: 200, contentType: 'text/javascript', body: script });
    } else {
      void request.continue();
    }
  });
  await page.goto(pageUrl, { waitUntil: 'load' });
  return { page, pageErrors };
}
