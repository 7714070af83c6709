import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/connect';
import { decodePngDataUri, hasColorNear, hexToRgb, openCalculatorPage, waitForIdle } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const RED = hexToRgb('#c74440');

const testPage = useCalculatorPage({
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'));</script>`,
});

/** Replaces the list with one curve, waits for its frame, and returns the screenshot and pixel positions of points. */
async function plot(latex: string, points: [number, number][]) {
  const { page } = testPage;
  const result = await page.evaluate(
    async (expression, mathPoints) => {
      const calc = (window as any).calc;
      calc.removeExpressions(calc.getExpressions());
      calc.setExpression({ id: 'curve', latex: expression, color: '#c74440' });
      await calc[Symbol.for('calculator.whenIdle')]();
      return {
        uri: calc.screenshot() as string,
        // mathToPixels is relative to the calculator's element; the screenshot is of the graph paper,
        // which the expression list pushes to the right.
        pixels: mathPoints.map(([x, y]: [number, number]) => {
          const paper = calc.graphpaperBounds.pixelCoordinates;
          const pixel = calc.mathToPixels({ x, y });
          return { x: pixel.x - paper.left, y: pixel.y - paper.top };
        }),
      };
    },
    latex,
    points,
  );
  return { image: decodePngDataUri(result.uri), pixels: result.pixels as { x: number; y: number }[] };
}

describe('graphing calculator spine', () => {
  it('loads one script for the whole calculator: the worker and the WASM are inline', async () => {
    await waitForIdle(testPage.page);
    expect(testPage.requests).toHaveLength(1);
    expect(testPage.requests[0]).toContain('/api/v1.1/calculator.js?apiKey=demo');
    expect(testPage.pageErrors).toEqual([]);
  });

  it('fills the element with a canvas whose backing store is CSS size × devicePixelRatio', async () => {
    const sizes = await testPage.page.evaluate(() => {
      const canvas = document.querySelector('#calculator canvas') as HTMLCanvasElement;
      const rect = canvas.getBoundingClientRect();
      return {
        width: canvas.width,
        height: canvas.height,
        cssWidth: rect.width,
        cssHeight: rect.height,
        dpr: devicePixelRatio,
      };
    });
    expect(sizes.width).toBe(Math.round(sizes.cssWidth * sizes.dpr));
    expect(sizes.height).toBe(Math.round(sizes.cssHeight * sizes.dpr));
  });

  it('draws y=x^2 on its points and nowhere else', async () => {
    const { image, pixels } = await plot('y=x^2', [
      [0, 0],
      [1, 1],
      [2, 4],
      [-2.5, 6.25],
      [2, 8],
      [-2, 0.5],
      [0, 3],
    ]);
    for (const point of pixels.slice(0, 4)) expect(hasColorNear(image, point.x, point.y, RED)).toBe(true);
    for (const point of pixels.slice(4)) expect(hasColorNear(image, point.x, point.y, RED, 3)).toBe(false);
  });

  it('draws y=\\sin(x)', async () => {
    const { image, pixels } = await plot('y=\\sin(x)', [
      [0, 0],
      [Math.PI / 2, 1],
      [-Math.PI / 2, -1],
      [3, Math.sin(3)],
      [Math.PI / 2, -1],
      [0, 2],
    ]);
    for (const point of pixels.slice(0, 4)) expect(hasColorNear(image, point.x, point.y, RED)).toBe(true);
    for (const point of pixels.slice(4)) expect(hasColorNear(image, point.x, point.y, RED, 3)).toBe(false);
  });

  it('draws y=\\tan(x) without joining across its asymptotes', async () => {
    const { image, pixels } = await plot('y=\\tan(x)', [
      [0, 0],
      [1, Math.tan(1)],
      [-1.2, Math.tan(-1.2)],
      [Math.PI / 2, 0],
      [-Math.PI / 2, 0],
    ]);
    for (const point of pixels.slice(0, 3)) expect(hasColorNear(image, point.x, point.y, RED)).toBe(true);
    // A false join at x = ±π/2 would paint the whole column there.
    for (const asymptote of pixels.slice(3)) {
      let painted = 0;
      for (let y = 0; y < image.height; y++) if (hasColorNear(image, asymptote.x, y, RED, 0)) painted++;
      expect(painted).toBe(0);
    }
  });

  it('draws y=\\sqrt{x} from the origin and nothing for x < 0', async () => {
    const { image, pixels } = await plot('y=\\sqrt{x}', [
      [0.05, Math.sqrt(0.05)],
      [4, 2],
      [9, 3],
      [-4, 2],
      [-1, 0],
    ]);
    for (const point of pixels.slice(0, 3)) expect(hasColorNear(image, point.x, point.y, RED)).toBe(true);
    for (const point of pixels.slice(3)) expect(hasColorNear(image, point.x, point.y, RED, 3)).toBe(false);
  });

  it('draws y=\\frac{1}{x} with two branches and no join across 0', async () => {
    const { image, pixels } = await plot('y=\\frac{1}{x}', [
      [1, 1],
      [-1, -1],
      [4, 0.25],
      [-0.5, -2],
      [0, 3],
      [0, -3],
    ]);
    for (const point of pixels.slice(0, 4)) expect(hasColorNear(image, point.x, point.y, RED)).toBe(true);
    for (const point of pixels.slice(4)) expect(hasColorNear(image, point.x, point.y, RED, 1)).toBe(false);
  });

  it('leaves the bounds unchanged for invalid setMathBounds and converts coordinates both ways', async () => {
    const result = await testPage.page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setMathBounds({ left: -5, right: 5, bottom: -4, top: 4 });
      const valid = calc.graphpaperBounds.mathCoordinates;
      calc.setMathBounds({ left: 5, right: -5, bottom: -4, top: 4 });
      calc.setMathBounds({ left: -5, right: 5, bottom: 4, top: 4 });
      const after = calc.graphpaperBounds.mathCoordinates;
      const pixel = calc.mathToPixels({ x: 1, y: 2 });
      const back = calc.pixelsToMath(pixel);
      const bounds = calc.graphpaperBounds.pixelCoordinates;
      return { valid, after, back, bounds, uniform: calc.isProjectionUniform() };
    });
    expect(result.after).toEqual(result.valid);
    expect(result.valid).toMatchObject({ left: -5, right: 5, bottom: -4, top: 4, width: 10, height: 8 });
    expect(result.back.x).toBeCloseTo(1, 9);
    expect(result.back.y).toBeCloseTo(2, 9);
    expect(result.bounds.top).toBeLessThan(result.bounds.bottom);
  });

  it('pans by drag and zooms by wheel about the pointer, notifying graphpaperBounds', async () => {
    const { page } = testPage;
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setMathBounds({ left: -10, right: 10, bottom: -7.5, top: 7.5 });
      (window as any).boundsEvents = 0;
      calc.observe('graphpaperBounds.test', () => (window as any).boundsEvents++);
    });
    const box = (await (await page.$('#calculator'))!.boundingBox())!;
    const paper = await page.evaluate(() => (window as any).calc.graphpaperBounds.pixelCoordinates);
    // Page coordinates of the graph paper's corner (the expression list is beside it), whole pixels
    // because mouse events carry whole-pixel client coordinates.
    const x = Math.round(box.x + paper.left);
    const y = Math.round(box.y + paper.top);
    await page.mouse.move(x + 200, y + 300);
    await page.mouse.down();
    await page.mouse.move(x + 280, y + 260, { steps: 4 });
    await page.mouse.up();
    const panned = await page.evaluate(() => (window as any).calc.graphpaperBounds);
    // Content follows the pointer: 80 px right and 40 px up move the view left and down by as many pixels.
    const unitsPerPixelX = panned.mathCoordinates.width / panned.pixelCoordinates.width;
    const unitsPerPixelY = panned.mathCoordinates.height / panned.pixelCoordinates.height;
    expect(panned.mathCoordinates.left).toBeCloseTo(-10 - 80 * unitsPerPixelX, 6);
    expect(panned.mathCoordinates.bottom).toBeCloseTo(-7.5 - 40 * unitsPerPixelY, 6);

    const anchorPixel = { x: x + 200 - box.x, y: y + 150 - box.y };
    const anchor = await page.evaluate((pixel) => (window as any).calc.pixelsToMath(pixel), anchorPixel);
    await page.mouse.move(x + 200, y + 150);
    await page.mouse.wheel({ deltaY: -300 });
    const zoomed = await page.evaluate((pixel) => {
      const calc = (window as any).calc;
      return {
        bounds: calc.graphpaperBounds.mathCoordinates,
        anchor: calc.pixelsToMath(pixel),
        events: (window as any).boundsEvents,
      };
    }, anchorPixel);
    expect(zoomed.bounds.width).toBeLessThan(20);
    expect(zoomed.anchor.x).toBeCloseTo(anchor.x, 6);
    expect(zoomed.anchor.y).toBeCloseTo(anchor.y, 6);
    expect(zoomed.events).toBeGreaterThan(1);
  });

  it('takes screenshots at the requested size and pixel ratio', async () => {
    const sizes = await testPage.page.evaluate(() => {
      const calc = (window as any).calc;
      const decode = (uri: string) =>
        new Promise<[number, number]>((resolve) => {
          const image = new Image();
          image.onload = () => resolve([image.width, image.height]);
          image.src = uri;
        });
      const paper = calc.graphpaperBounds.pixelCoordinates;
      return Promise.all([
        decode(calc.screenshot()),
        decode(calc.screenshot({ width: 300, height: 200, targetPixelRatio: 2 })),
        [paper.width, paper.height],
      ]);
    });
    expect(sizes[0]).toEqual(sizes[2]);
    expect(sizes[1]).toEqual([600, 400]);
  });

  it('warns and does nothing after destroy, and frees the element', async () => {
    const result = await testPage.page.evaluate(() => {
      const element = document.createElement('div');
      element.style.cssText = 'width:300px;height:200px';
      document.body.appendChild(element);
      const calc = (window as any).Lib.GraphingCalculator(element);
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (message: string) => warnings.push(message);
      calc.destroy();
      calc.setExpression({ id: 'late', latex: 'y=x' });
      console.warn = original;
      return { warnings, children: element.children.length };
    });
    expect(result.children).toBe(0);
    expect(result.warnings.length).toBe(1);
    expect(result.warnings[0]).toContain('destroyed');
  });
});

describe('script delivery', () => {
  it('refuses an unknown API key with 403 and defines no Lib', async () => {
    const bad = await openCalculatorPage(testPage.browser, baseUrl(), { apiKey: 'not-a-key' });
    const response = await bad.page.evaluate(async (url) => {
      const fetched = await fetch(url);
      return { status: fetched.status, text: await fetched.text(), hasLib: typeof (window as any).Lib };
    }, `${baseUrl()}/api/v1.1/calculator.js?apiKey=not-a-key`);
    expect(response.status).toBe(403);
    expect(response.text.toLowerCase()).toContain('key');
    expect(response.hasLib).toBe('undefined');
    await bad.page.close();
  });
});
