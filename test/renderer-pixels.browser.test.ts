/**
 * The renderer alone (test/renderer-harness.ts), checked by pixels of `screenshot()`: line styles, one blend
 * per pixel for translucent curves and fills, self-crossings never lighter than either branch, point styles,
 * settings, screenshot regions and pixel ratios, SVG. The view is −5..5 on 400 × 400 CSS px (40 px a unit).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRendererHarness, openRendererPage } from './renderer-harness';
import { baseUrl, connectBrowser } from './support/connect';
import { decodePngDataUri, hexToRgb, isColor, type DecodedImage } from './support/page';

const RED = hexToRgb('#c74440');
const BLUE = hexToRgb('#2d70b3');
const GREEN = hexToRgb('#388c46');
const SIZE = 400;
const VIEW = { xmin: -5, xmax: 5, ymin: -5, ymax: 5 };
const PLAIN = { showGrid: false, showXAxis: false, showYAxis: false };

let browser: Browser;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  const script = await buildRendererHarness();
  browser = await connectBrowser();
  ({ page, pageErrors } = await openRendererPage(browser, baseUrl(), script));
});

afterAll(async () => {
  await page?.close();
  await browser?.disconnect();
});

interface Scene {
  settings?: Record<string, unknown>;
  curves?: Record<string, unknown>[];
  points?: Record<string, unknown>[];
  fills?: Record<string, unknown>[];
  view?: typeof VIEW;
  pixelRatio?: number;
}

/** Shows the scene and returns its screenshot at the screen's size (or the given options). */
async function shoot(scene: Scene, options: Record<string, unknown> = {}): Promise<DecodedImage> {
  const uri = await page.evaluate(
    async (givenScene, givenOptions) => {
      const harness = (window as any).RendererHarness;
      await harness.show(givenScene);
      return harness.renderer.screenshot(givenOptions) as string;
    },
    { width: SIZE, height: SIZE, view: VIEW, ...scene } as Record<string, unknown>,
    { width: SIZE, height: SIZE, targetPixelRatio: 1, ...options } as Record<string, unknown>,
  );
  return decodePngDataUri(uri);
}

/**
 * Writes what the screen shows and the last screenshot's PNG into RENDERER_SHOTS_DIR when it is set (to
 * look at them); does nothing otherwise.
 */
async function saveShot(name: string): Promise<void> {
  const directory = process.env.RENDERER_SHOTS_DIR;
  if (!directory) return;
  const { writeFile } = await import('node:fs/promises');
  const shot: string = await page.evaluate(
    (size) =>
      (window as any).RendererHarness.renderer.screenshot({ width: size, height: size, targetPixelRatio: 1 }),
    SIZE,
  );
  await writeFile(`${directory}/${name}-shot.png`, Buffer.from(shot.split(',')[1], 'base64'));
  const graph = await page.$('#graph');
  await graph?.screenshot({ path: `${directory}/${name}-screen.png` });
}

const toPixelX = (x: number) => (x - VIEW.xmin) * (SIZE / 10);
const toPixelY = (y: number) => (VIEW.ymax - y) * (SIZE / 10);

/** Points from (x0, y0) to (x1, y1), `count` segments. */
function line(x0: number, y0: number, x1: number, y1: number, count = 200): [number, number][] {
  return Array.from({ length: count + 1 }, (_, i) => [
    x0 + ((x1 - x0) * i) / count,
    y0 + ((y1 - y0) * i) / count,
  ]);
}

/** How many times the row at math y switches between the color and not, between two x pixels. */
function colorSwitches(image: DecodedImage, y: number, rgb: readonly number[], from = 20, to = 380): number {
  let switches = 0;
  let previous = isColor(image.pixel(from, toPixelY(y)), rgb);
  for (let x = from + 1; x <= to; x++) {
    const current = isColor(image.pixel(x, toPixelY(y)), rgb);
    if (current !== previous) switches++;
    previous = current;
  }
  return switches;
}

const ink = (pixel: readonly number[]) => 765 - pixel[0] - pixel[1] - pixel[2];

describe('renderer pixels', () => {
  it('draws SOLID without gaps and DASHED and DOTTED with regular gaps', async () => {
    const image = await shoot({
      settings: PLAIN,
      curves: [
        { id: 'solid', color: '#c74440', points: line(-6, 3, 6, 3) },
        { id: 'dashed', color: '#c74440', lineStyle: 'DASHED', points: line(-6, 0, 6, 0) },
        { id: 'dotted', color: '#c74440', lineStyle: 'DOTTED', points: line(-6, -3, 6, -3) },
      ],
    });
    expect(colorSwitches(image, 3, RED)).toBe(0);
    expect(isColor(image.pixel(200, toPixelY(3)), RED)).toBe(true);
    // 360 px of 10 px dashes with 6 px gaps (at 2.5 px width): about 22 dashes.
    expect(colorSwitches(image, 0, RED)).toBeGreaterThan(30);
    expect(colorSwitches(image, -3, RED, 20, 380)).toBeGreaterThan(60);
  });

  it('blends a translucent curve once per pixel: its center line is even across hundreds of joints', async () => {
    const wave = (x: number) => 1 + Math.sin(x);
    const image = await shoot({
      settings: PLAIN,
      curves: [
        {
          id: 'half',
          color: '#2d70b3',
          opacity: 0.5,
          lineWidth: 8,
          points: Array.from({ length: 1201 }, (_, i) => [-6 + i / 100, wave(-6 + i / 100)]),
        },
      ],
    });
    const full = ink([...BLUE, 255]);
    for (let x = 40; x <= 360; x++) {
      const value = ink(image.pixel(x, toPixelY(wave(x / 40 - 5))));
      expect(value).toBeGreaterThan(full * 0.4);
      expect(value).toBeLessThan(full * 0.6);
    }
  });

  it('dashes a translucent zigzag along its length, through its sharp joints, blended once per pixel', async () => {
    // 8 px wide: dashes of a 24 px core (32 px with their round caps) every 51.2 px (curve-geometry.ts
    // dashPattern), anchored at math x = 0, so at a point s px along the line from its first vertex (x = −4,
    // 160 px left of x = 0) the pattern stands at s − 160.
    const corners: [number, number][] = [
      [-4, -2],
      [-2, 2],
      [0, -2],
      [2, 2],
      [4, -2],
    ];
    const image = await shoot({
      settings: PLAIN,
      curves: [
        { id: 'z', color: '#2d70b3', opacity: 0.5, lineWidth: 8, lineStyle: 'DASHED', points: corners },
      ],
    });
    await saveShot('dashed-zigzag');
    const full = ink([...BLUE, 255]);
    // Never darker than one blend of the color at half opacity: joints and dash ends do not blend twice.
    let darkest = 0;
    for (let y = 0; y < SIZE; y++)
      for (let x = 0; x < SIZE; x++) darkest = Math.max(darkest, ink(image.pixel(x, y)));
    expect(darkest).toBeGreaterThan(full * 0.4);
    expect(darkest).toBeLessThan(full * 0.6);
    const joints = corners.slice(1, -1).map(([x, y]) => [toPixelX(x), toPixelY(y)]);
    let along = 0;
    let inDashes = 0;
    let inGaps = 0;
    for (let index = 0; index + 1 < corners.length; index++) {
      const [x0, y0] = [toPixelX(corners[index][0]), toPixelY(corners[index][1])];
      const [x1, y1] = [toPixelX(corners[index + 1][0]), toPixelY(corners[index + 1][1])];
      const length = Math.hypot(x1 - x0, y1 - y0);
      for (let step = 0; step < length; step += 0.5) {
        const [x, y] = [x0 + ((x1 - x0) * step) / length, y0 + ((y1 - y0) * step) / length];
        const position = (((along + step - 160) % 51.2) + 51.2) % 51.2;
        const nearJoint = joints.some(([jx, jy]) => Math.hypot(x - jx, y - jy) < 10);
        const value = ink(image.pixel(Math.floor(x), Math.floor(y)));
        if (position > 3 && position < 21) {
          // Inside a dash's core, also where the dash runs through a joint.
          expect(value, `dash at ${x.toFixed(1)}, ${y.toFixed(1)}`).toBeGreaterThan(full * 0.4);
          inDashes++;
        } else if (position > 35 && position < 44 && !nearJoint) {
          expect(value, `gap at ${x.toFixed(1)}, ${y.toFixed(1)}`).toBeLessThan(full * 0.05);
          inGaps++;
        }
      }
      along += length;
    }
    expect(inDashes).toBeGreaterThan(300);
    expect(inGaps).toBeGreaterThan(100);
  });

  it('layers thick solid, dashed and dotted curves crossing each other in their order', async () => {
    const image = await shoot({
      settings: PLAIN,
      curves: [
        {
          id: 'solid',
          color: '#c74440',
          lineWidth: 8,
          points: [
            [-4, 3],
            [0, -3],
            [4, 3],
          ],
        },
        {
          id: 'dashed',
          color: '#2d70b3',
          lineWidth: 8,
          lineStyle: 'DASHED',
          points: [
            [-4, -2],
            [-1, 3],
            [1, -3],
            [4, 2],
          ],
        },
        {
          id: 'dotted',
          color: '#388c46',
          lineWidth: 8,
          lineStyle: 'DOTTED',
          points: [
            [-4, 0],
            [0, 4],
            [4, 0],
            [0, -4],
            [-4, 0],
          ],
        },
      ],
    });
    await saveShot('crossing-styles');
    // The solid curve's sharp joint at (0, −3) is one solid stroke; where the dashed curve covers it, it is on top.
    expect(isColor(image.pixel(toPixelX(0), toPixelY(-3) - 1), RED)).toBe(true);
    let blueOverRed = 0;
    let greenOverOthers = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        if (isColor(image.pixel(x, y), BLUE)) blueOverRed++;
        if (isColor(image.pixel(x, y), GREEN)) greenOverOthers++;
      }
    }
    expect(blueOverRed).toBeGreaterThan(500);
    expect(greenOverOthers).toBeGreaterThan(500);
  });

  it('never lightens a curve where it crosses itself', async () => {
    const branchA = line(-3, -3, 3, 3, 60);
    const branchB = line(3, -3, -3, 3, 60);
    const crossing = await shoot({
      settings: PLAIN,
      curves: [
        {
          id: 'z',
          color: '#2d70b3',
          points: [...branchA, ...line(3, 3, 3, -3, 60).slice(1), ...branchB.slice(1)],
        },
      ],
    });
    const onlyA = await shoot({ settings: PLAIN, curves: [{ id: 'a', color: '#2d70b3', points: branchA }] });
    const onlyB = await shoot({ settings: PLAIN, curves: [{ id: 'b', color: '#2d70b3', points: branchB }] });
    for (let dy = -8; dy <= 8; dy++) {
      for (let dx = -8; dx <= 8; dx++) {
        const [x, y] = [200 + dx, 200 + dy];
        const expected = Math.max(ink(onlyA.pixel(x, y)), ink(onlyB.pixel(x, y)));
        expect(ink(crossing.pixel(x, y))).toBeGreaterThanOrEqual(expected - 12);
      }
    }
    expect(isColor(crossing.pixel(200, 200), BLUE)).toBe(true);
  });

  it('draws POINT as a dot, OPEN as a ring and CROSS as an ×', async () => {
    const image = await shoot({
      settings: PLAIN,
      points: [
        { id: 'dot', color: '#c74440', style: 'POINT', positions: [-3, 3] },
        { id: 'ring', color: '#c74440', style: 'OPEN', positions: [0, 3] },
        { id: 'cross', color: '#c74440', style: 'CROSS', positions: [3, 3] },
      ],
    });
    const at = (x: number, y: number, dx = 0, dy = 0) => image.pixel(toPixelX(x) + dx, toPixelY(y) + dy);
    expect(isColor(at(-3, 3), RED)).toBe(true);
    expect(isColor(at(-3, 3, 2, 0), RED)).toBe(true);
    expect(isColor(at(0, 3), [255, 255, 255])).toBe(true);
    const ring = [-4, -3, 3, 4].some((dx) => isColor(at(0, 3, dx, 0), RED, 80));
    expect(ring).toBe(true);
    expect(isColor(at(3, 3), RED)).toBe(true);
    expect(isColor(at(3, 3, 2, 2), RED)).toBe(true);
    expect(isColor(at(3, 3, -2, 2), RED)).toBe(true);
    expect(isColor(at(3, 3, 4, 0), [255, 255, 255], 60)).toBe(true);
  });

  it('shades a fill once with its opacity, also where its triangles overlap', async () => {
    const image = await shoot({
      settings: PLAIN,
      fills: [
        {
          id: 'overlapping',
          color: '#388c46',
          opacity: 0.4,
          triangles: [-4, -4, 2, -4, -4, 2, -2, -2, 4, -2, -2, 4],
        },
      ],
    });
    const single = image.pixel(toPixelX(-3.5), toPixelY(-3.5));
    const overlap = image.pixel(toPixelX(-1.5), toPixelY(-1.5));
    const expected = GREEN.map((channel) => Math.round(255 + (channel - 255) * 0.4));
    expect(isColor(single, expected, 9)).toBe(true);
    expect(isColor(overlap, expected, 9)).toBe(true);
  });

  it('follows the grid, axis, arrow and color settings', async () => {
    const blank = (image: DecodedImage) => {
      let inked = 0;
      for (let y = 10; y < 190; y += 3)
        for (let x = 10; x < 190; x += 3) if (ink(image.pixel(x, y)) > 15) inked++;
      return inked;
    };
    expect(blank(await shoot({ settings: { showXAxis: false, showYAxis: false } }))).toBeGreaterThan(50);
    expect(blank(await shoot({ settings: PLAIN }))).toBe(0);
    const axes = await shoot({ settings: { showGrid: false, xAxisNumbers: false, yAxisNumbers: false } });
    expect(ink(axes.pixel(100, 200))).toBeGreaterThan(300);
    expect(ink((await shoot({ settings: { ...PLAIN, showXAxis: true } })).pixel(100, 200))).toBeGreaterThan(
      300,
    );
    expect(ink((await shoot({ settings: { ...PLAIN, showYAxis: true } })).pixel(100, 200))).toBe(0);
    const arrows = await shoot({ settings: { ...PLAIN, showXAxis: true, xAxisArrowMode: 'POSITIVE' } });
    expect(ink(arrows.pixel(390, 197))).toBeGreaterThan(200);
    expect(ink(arrows.pixel(7, 197))).toBe(0);
    const inverted = await shoot({ settings: { invertedColors: true } });
    expect(ink(inverted.pixel(5, 5))).toBeGreaterThan(600);
  });

  it('takes screenshots of any region at any pixel ratio, the same every time', async () => {
    const scene = {
      curves: [{ id: 'far', color: '#c74440', points: line(95, 100, 115, 100), origin: [100, 100] }],
    };
    const large = await shoot(scene, { width: 200, height: 100, targetPixelRatio: 2 });
    expect([large.width, large.height]).toEqual([400, 200]);
    const region = { left: 100, right: 110, bottom: 95, top: 105 };
    const first = await shoot(scene, { width: 200, height: 200, mathBounds: region, mode: 'stretch' });
    expect(isColor(first.pixel(100, 100), RED)).toBe(true);
    expect(isColor(first.pixel(100, 50), RED)).toBe(false);
    const uris = await page.evaluate((bounds) => {
      const renderer = (window as any).RendererHarness.renderer;
      const options = {
        width: 120,
        height: 90,
        targetPixelRatio: 1.5,
        mathBounds: bounds,
        mode: 'preserveX',
      };
      return [renderer.screenshot(options), renderer.screenshot(options)] as string[];
    }, region);
    expect(uris[0]).toBe(uris[1]);
    expect(decodePngDataUri(uris[0]).width).toBe(180);
  });

  it('writes the same picture as SVG, with labels as escaped text', async () => {
    await shoot({
      points: [
        {
          id: 'p',
          color: '#c74440',
          style: 'POINT',
          positions: [1, 1],
          labels: [{ text: 'a <b>&', x: 1, y: 1 }],
        },
      ],
      curves: [{ id: 'c', color: '#2d70b3', lineStyle: 'DASHED', points: line(-6, 2, 6, 2) }],
    });
    const svg = await page.evaluate(() => {
      const markup: string = (window as any).RendererHarness.renderer.screenshotSvg({
        width: 400,
        height: 400,
        targetPixelRatio: 1,
      });
      const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
      return {
        root: document.documentElement.nodeName,
        width: document.documentElement.getAttribute('width'),
        parseErrors: document.getElementsByTagName('parsererror').length,
        texts: [...document.querySelectorAll('text')].map((text) => text.textContent),
        dashed: document.querySelectorAll('[stroke-dasharray]').length,
      };
    });
    expect(svg).toMatchObject({ root: 'svg', width: '400', parseErrors: 0 });
    expect(svg.texts).toContain('a <b>&');
    expect(svg.dashed).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
