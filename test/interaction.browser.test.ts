/**
 * Direct manipulation in a real browser: pan by drag, wheel zoom about the pointer, lockViewport, the zoom
 * buttons, and asyncScreenshot of regions that are not on screen, in every mode. Pointer input goes through
 * puppeteer's mouse, so the calculator sees the same Pointer Events a person's mouse makes.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from './support/connect';
import {
  decodePngDataUri,
  hasColorNear,
  hexToRgb,
  openCalculatorPage,
  waitForIdle,
  type TestPage,
} from './support/page';

const RED = hexToRgb('#c74440');
const BLUE = hexToRgb('#2d70b3');

interface Bounds {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

let browser: Browser;
let testPage: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

afterEach(async () => {
  await testPage?.page.close();
});

async function openCalculator(options: Record<string, unknown> = {}): Promise<Page> {
  testPage = await openCalculatorPage(browser, baseUrl(), {
    body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), ${JSON.stringify(
      options,
    )}); window.boundsChanges = 0; calc.observe('graphpaperBounds', () => window.boundsChanges++);</script>`,
  });
  if (!(await testPage.page.evaluate(() => 'calc' in window)))
    throw new Error(`No calculator: ${testPage.pageErrors.join('; ')}`);
  await waitForIdle(testPage.page);
  return testPage.page;
}

async function mathBounds(page: Page): Promise<Bounds> {
  return page.evaluate(() => {
    const { left, right, bottom, top } = (window as any).calc.graphpaperBounds.mathCoordinates;
    return { left, right, bottom, top };
  });
}

/** Page coordinates (what the mouse takes) of a math point. */
async function pagePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    (mathX, mathY) => {
      const calc = (window as any).calc;
      const rect = document.getElementById('calculator')!.getBoundingClientRect();
      const pixel = calc.mathToPixels({ x: mathX, y: mathY });
      return { x: rect.left + pixel.x, y: rect.top + pixel.y };
    },
    x,
    y,
  );
}

/** The math point under a page position. */
async function mathAt(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    (pageX, pageY) => {
      const rect = document.getElementById('calculator')!.getBoundingClientRect();
      return (window as any).calc.pixelsToMath({ x: pageX - rect.left, y: pageY - rect.top });
    },
    x,
    y,
  );
}

async function paperCenter(page: Page): Promise<{ x: number; y: number }> {
  const bounds = await mathBounds(page);
  return pagePoint(page, (bounds.left + bounds.right) / 2, (bounds.bottom + bounds.top) / 2);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

describe('pan and zoom', () => {
  it('pans by a drag: the math point under the pointer follows it', async () => {
    const page = await openCalculator();
    const before = await mathBounds(page);
    const start = await paperCenter(page);
    const grabbed = await mathAt(page, start.x, start.y);
    const changesBefore = await page.evaluate(() => (window as any).boundsChanges);
    await drag(page, start, { x: start.x + 120, y: start.y + 60 });
    const after = await mathBounds(page);
    const underPointer = await mathAt(page, start.x + 120, start.y + 60);
    expect(underPointer.x).toBeCloseTo(grabbed.x, 6);
    expect(underPointer.y).toBeCloseTo(grabbed.y, 6);
    expect(after.right - after.left).toBeCloseTo(before.right - before.left, 9);
    expect(after.left).toBeLessThan(before.left);
    expect(after.bottom).toBeGreaterThan(before.bottom);
    expect(await page.evaluate(() => (window as any).boundsChanges)).toBeGreaterThan(changesBefore);
  });

  it('zooms with the wheel about the pointer: the point under it stays put', async () => {
    const page = await openCalculator();
    const before = await mathBounds(page);
    // Mouse events carry whole CSS pixels: the anchor is the math point under the rounded position.
    const near = await pagePoint(page, 4, 3);
    const pointer = { x: Math.round(near.x), y: Math.round(near.y) };
    const anchor = await mathAt(page, pointer.x, pointer.y);
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.wheel({ deltaY: -200 });
    await waitForIdle(page);
    const after = await mathBounds(page);
    const stayed = await mathAt(page, pointer.x, pointer.y);
    expect(stayed.x).toBeCloseTo(anchor.x, 9);
    expect(stayed.y).toBeCloseTo(anchor.y, 9);
    expect(after.right - after.left).toBeLessThan((before.right - before.left) * 0.8);
    await page.mouse.wheel({ deltaY: 400 });
    const zoomedOut = await mathBounds(page);
    expect(zoomedOut.right - zoomedOut.left).toBeGreaterThan(before.right - before.left);
    const stillThere = await mathAt(page, pointer.x, pointer.y);
    expect(stillThere.x).toBeCloseTo(anchor.x, 9);
  });

  it('lockViewport: drags and the wheel leave the viewport alone, and there are no zoom buttons', async () => {
    const page = await openCalculator({ lockViewport: true });
    const before = await mathBounds(page);
    const start = await paperCenter(page);
    await drag(page, start, { x: start.x + 100, y: start.y + 40 });
    await page.mouse.wheel({ deltaY: -300 });
    await waitForIdle(page);
    expect(await mathBounds(page)).toEqual(before);
    expect(await page.$('.calc-ui-zoom-in')).toBeNull();
    // The page itself may still move the viewport.
    await page.evaluate(() => (window as any).calc.setMathBounds({ left: 0, right: 1, bottom: 0, top: 1 }));
    expect((await mathBounds(page)).right).toBe(1);
  });

  it('zoom buttons zoom about the center by 2; home restores −10..10, or the default state', async () => {
    const page = await openCalculator();
    const before = await mathBounds(page);
    const center = (bounds: Bounds) => [(bounds.left + bounds.right) / 2, (bounds.bottom + bounds.top) / 2];
    await page.click('.calc-ui-zoom-in');
    const zoomedIn = await mathBounds(page);
    expect(zoomedIn.right - zoomedIn.left).toBeCloseTo((before.right - before.left) / 2, 9);
    expect(center(zoomedIn)[0]).toBeCloseTo(center(before)[0], 9);
    expect(center(zoomedIn)[1]).toBeCloseTo(center(before)[1], 9);
    await page.click('.calc-ui-zoom-out');
    await page.click('.calc-ui-zoom-out');
    const zoomedOut = await mathBounds(page);
    expect(zoomedOut.right - zoomedOut.left).toBeCloseTo((before.right - before.left) * 2, 9);

    await page.evaluate(() =>
      (window as any).calc.setMathBounds({ left: 50, right: 60, bottom: 50, top: 60 }),
    );
    await page.click('.calc-ui-zoom-home');
    const home = await mathBounds(page);
    expect(home.left).toBeCloseTo(-10, 9);
    expect(home.right).toBeCloseTo(10, 9);
    expect(home.bottom).toBeCloseTo(-home.top, 9);

    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setMathBounds({ left: -2, right: 6, bottom: -1, top: 3 });
      calc.setDefaultState(calc.getState());
      calc.setMathBounds({ left: 100, right: 200, bottom: 100, top: 200 });
    });
    await page.click('.calc-ui-zoom-home');
    expect(await mathBounds(page)).toEqual({ left: -2, right: 6, bottom: -1, top: 3 });
  });
});

/** Runs asyncScreenshot in the page and resolves with every URI its callback got (after a pause). */
async function asyncShots(
  page: Page,
  options: unknown,
  count = 1,
): Promise<{ uris: string[]; warnings: number }> {
  return page.evaluate(
    async (shotOptions, shots) => {
      const calc = (window as any).calc;
      const uris: string[] = [];
      let warnings = 0;
      const warn = console.warn;
      console.warn = (...args: unknown[]) => {
        warnings++;
        warn(...args);
      };
      try {
        for (let index = 0; index < shots; index++) {
          if (shotOptions === 'callback-only') calc.asyncScreenshot((uri: string) => uris.push(uri));
          else calc.asyncScreenshot(shotOptions, (uri: string) => uris.push(uri));
        }
        while (uris.length < shots) await new Promise((resolve) => setTimeout(resolve, 20));
        // A second call of any callback would arrive within a few frames.
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        console.warn = warn;
      }
      return { uris, warnings };
    },
    options as never,
    count,
  );
}

describe('asyncScreenshot of a region that is not on screen', () => {
  // x = 95 (blue, vertical) and y = 102 (red, horizontal) cross far off the default −10..10 screen.
  const region = { left: 90, right: 110, bottom: 95, top: 105 };

  async function openWithLines(): Promise<Page> {
    const page = await openCalculator();
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setExpression({ id: 'vertical', latex: 'x=95', color: '#2d70b3' });
      calc.setExpression({ id: 'horizontal', latex: 'y=102', color: '#c74440' });
    });
    await waitForIdle(page);
    return page;
  }

  /** Pixel of x = 95 and of y = 102 in a 400 × 400 shot showing [xmin, xmax] × [ymin, ymax]. */
  function expectedPixels(xmin: number, xmax: number, ymin: number, ymax: number) {
    return { x: ((95 - xmin) / (xmax - xmin)) * 400, y: ((ymax - 102) / (ymax - ymin)) * 400 };
  }

  const cases: [string, ReturnType<typeof expectedPixels>][] = [
    // Exactly the region, each axis scaled on its own.
    ['stretch', expectedPixels(90, 110, 95, 105)],
    // All of the region, uniform (the screen's ratio): 20 px per unit fits x; y widens to 90..110.
    ['contain', expectedPixels(90, 110, 90, 110)],
    ['preserveX', expectedPixels(90, 110, 90, 110)],
    // y exactly: 40 px per unit, x narrows to 95..105 about the center.
    ['preserveY', expectedPixels(95, 105, 95, 105)],
  ];

  it.each(cases)('mode %s draws the region mapped as the mode says', async (mode, pixel) => {
    const page = await openWithLines();
    const { uris } = await asyncShots(page, { width: 400, height: 400, mode, mathBounds: region });
    expect(uris).toHaveLength(1);
    const image = decodePngDataUri(uris[0]);
    expect([image.width, image.height]).toEqual([400, 400]);
    const probeY = pixel.y > 300 ? 40 : 360;
    const probeX = pixel.x > 300 ? 40 : 360;
    expect(hasColorNear(image, pixel.x, probeY, BLUE)).toBe(true);
    expect(hasColorNear(image, probeX, pixel.y, RED)).toBe(true);
    // The visible viewport is untouched and the visible curves come back.
    expect((await mathBounds(page)).right).toBeCloseTo(10, 9);
  });

  it('takes omitted sides of mathBounds from the current viewport', async () => {
    const page = await openWithLines();
    await page.evaluate(() =>
      (window as any).calc.setMathBounds({ left: -10, right: 10, bottom: 92, top: 112 }),
    );
    await waitForIdle(page);
    const { uris, warnings } = await asyncShots(page, {
      width: 400,
      height: 400,
      mode: 'stretch',
      mathBounds: { left: 90, right: 110 },
    });
    expect(warnings).toBe(0);
    const image = decodePngDataUri(uris[0]);
    // x from the options (90..110), y from the viewport (92..112).
    expect(hasColorNear(image, 100, 360, BLUE)).toBe(true);
    expect(hasColorNear(image, 360, 200, RED)).toBe(true);
  });

  it('warns about invalid bounds and shoots the current viewport', async () => {
    const page = await openWithLines();
    await page.evaluate(() =>
      (window as any).calc.setMathBounds({ left: 85, right: 105, bottom: 92, top: 112 }),
    );
    await waitForIdle(page);
    const { uris, warnings } = await asyncShots(page, {
      width: 400,
      height: 400,
      mode: 'stretch',
      mathBounds: { left: 110, right: 90, bottom: 95, top: 105 },
    });
    expect(warnings).toBe(1);
    const image = decodePngDataUri(uris[0]);
    // The viewport 85..105 × 92..112: x = 95 at 200, y = 102 at 200.
    expect(hasColorNear(image, 200, 40, BLUE)).toBe(true);
    expect(hasColorNear(image, 40, 200, RED)).toBe(true);
  });

  it('accepts the callback-only form and calls every callback exactly once', async () => {
    const page = await openWithLines();
    const single = await asyncShots(page, 'callback-only');
    expect(single.uris).toHaveLength(1);
    expect(single.uris[0].startsWith('data:image/png;base64,')).toBe(true);
    const several = await asyncShots(page, { width: 200, height: 200, mathBounds: region }, 3);
    expect(several.uris).toHaveLength(3);
    expect(new Set(several.uris).size).toBe(1);
  });

  it('shows a change made right before the shot', async () => {
    const page = await openWithLines();
    const uri = await page.evaluate(
      (bounds) =>
        new Promise<string>((resolve) => {
          const calc = (window as any).calc;
          calc.setExpression({ id: 'horizontal', latex: 'y=98', color: '#c74440' });
          calc.asyncScreenshot({ width: 400, height: 400, mode: 'stretch', mathBounds: bounds }, resolve);
        }),
      region,
    );
    const image = decodePngDataUri(uri);
    // y = 98 at (105 − 98) / 10 × 400 = 280; the old y = 102 at 120 is gone.
    expect(hasColorNear(image, 360, 280, RED)).toBe(true);
    expect(hasColorNear(image, 360, 120, RED)).toBe(false);
  });

  it("asyncScreenshot draws points' labels only when showLabels is true, in SVG and in PNG", async () => {
    const page = await openCalculator();
    await page.evaluate(() =>
      (window as any).calc.setExpression({ id: 'p', latex: '(2,3)', showLabel: true, color: '#c74440' }),
    );
    await waitForIdle(page);
    const shoot = (options: Record<string, unknown>) =>
      page.evaluate(
        (given) => new Promise<string>((resolve) => (window as any).calc.asyncScreenshot(given, resolve)),
        options,
      );
    const svg = await shoot({ format: 'svg', showLabels: true });
    expect(svg).toContain('>(2, 3)</text>');
    const bare = await shoot({ format: 'svg' });
    expect(bare).not.toContain('(2, 3)');
    expect(await shoot({ format: 'svg', showLabels: false })).not.toContain('(2, 3)');
    // Axis numbers stay: they belong to the graph paper, not to a point.
    expect(bare).toContain('>5</text>');
    // In the PNG the label's red text right of the point is there, or not.
    const labelPixels = async (options: Record<string, unknown>) => {
      // At the graph paper's own size the shot maps math to pixels as the screen does.
      const image = decodePngDataUri(await shoot(options));
      const { px, py } = await page.evaluate(() => {
        const calc = (window as any).calc;
        const at = calc.mathToPixels({ x: 2, y: 3 });
        const paper = calc.graphpaperBounds.pixelCoordinates;
        return { px: at.x - paper.left, py: at.y - paper.top };
      });
      let red = 0;
      for (let x = Math.round(px + 8); x < px + 50; x++) {
        for (let y = Math.round(py - 20); y < py + 4; y++) {
          // Antialiased text: reddish, not exactly the label color.
          const [r, g, b] = image.pixel(x, y);
          if (r - g > 60 && r - b > 60) red++;
        }
      }
      return red;
    };
    expect(await labelPixels({ showLabels: true })).toBeGreaterThan(5);
    expect(await labelPixels({})).toBe(0);
  });
});

/** The LaTeX of every expression, by id. */
async function latexById(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      (window as any).calc
        .getExpressions()
        .map((state: { id: string; latex: string }) => [state.id, state.latex]),
    ),
  );
}

function valueOf(latex: string): number {
  return Number(latex.slice(latex.indexOf('=') + 1));
}

describe('dragging points', () => {
  async function openWith(expressions: Record<string, unknown>[]): Promise<Page> {
    const page = await openCalculator();
    await page.evaluate((states) => {
      const calc = (window as any).calc;
      calc.setExpressions(states);
      (window as any).changes = 0;
      calc.observeEvent('change', () => (window as any).changes++);
    }, expressions);
    await waitForIdle(page);
    return page;
  }

  it('moves a point whose coordinates are sliders by setting the sliders, as one undo step', async () => {
    const page = await openWith([
      { id: 'a', latex: 'a=1', sliderBounds: { min: '-10', max: '10', step: '' } },
      { id: 'b', latex: 'b=2', sliderBounds: { min: '-10', max: '10', step: '' } },
      { id: 'point', latex: '(a,b)' },
    ]);
    const boundsBefore = await mathBounds(page);
    await drag(page, await pagePoint(page, 1, 2), await pagePoint(page, 3, -1));
    await waitForIdle(page);
    const latex = await latexById(page);
    expect(valueOf(latex.a)).toBeCloseTo(3, 1);
    expect(valueOf(latex.b)).toBeCloseTo(-1, 1);
    expect(latex.point).toBe('(a,b)');
    // The drag moved the point, not the viewport; observers of 'change' heard of it.
    expect(await mathBounds(page)).toEqual(boundsBefore);
    expect(await page.evaluate(() => (window as any).changes)).toBeGreaterThan(0);
    await page.evaluate(() => (window as any).calc.undo());
    const undone = await latexById(page);
    expect([undone.a, undone.b]).toEqual(['a=1', 'b=2']);
  });

  it('snaps and clamps a slider to its step and bounds', async () => {
    const page = await openWith([
      { id: 'a', latex: 'a=1', sliderBounds: { min: '0', max: '4', step: '0.5' } },
      { id: 'point', latex: '(a,0)' },
    ]);
    await drag(page, await pagePoint(page, 1, 0), await pagePoint(page, 2.3, 3));
    expect((await latexById(page)).a).toBe('a=2.5');
    await drag(page, await pagePoint(page, 2.5, 0), await pagePoint(page, 8, 0));
    expect((await latexById(page)).a).toBe('a=4');
  });

  it('honours dragMode: X moves only x, NONE and constant unnamed points stay', async () => {
    const page = await openWith([
      { id: 'a', latex: 'a=1' },
      { id: 'b', latex: 'b=2' },
      { id: 'point', latex: '(a,b)', dragMode: 'X' },
      { id: 'fixed', latex: '(-5,-5)' },
      { id: 'frozen', latex: '(b,5)', dragMode: 'NONE' },
    ]);
    await drag(page, await pagePoint(page, 1, 2), await pagePoint(page, 4, 6));
    let latex = await latexById(page);
    expect(valueOf(latex.a)).toBeCloseTo(4, 1);
    expect(latex.b).toBe('b=2');
    await drag(page, await pagePoint(page, 2, 5), await pagePoint(page, 6, 7));
    latex = await latexById(page);
    expect([latex.b, latex.frozen]).toEqual(['b=2', '(b,5)']);
    // A constant unnamed point is static: pressing on it pans instead.
    const before = await mathBounds(page);
    await drag(page, await pagePoint(page, -5, -5), await pagePoint(page, -3, -5));
    expect((await latexById(page)).fixed).toBe('(-5,-5)');
    expect((await mathBounds(page)).left).toBeLessThan(before.left);
  });

  it("drags a table's points by rewriting its cells, per column dragMode, computed columns following x", async () => {
    const page = await openWith([]);
    await page.evaluate(() =>
      (window as any).calc.setExpression({
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_1', values: ['1', '2', '3'] },
          { latex: 'y_1', values: ['1', '4', '5'], dragMode: 'XY' },
          { latex: 'x_1+5', dragMode: 'XY' },
          { latex: 'y_2', values: ['-5', '-5', '-5'] },
        ],
      }),
    );
    await waitForIdle(page);
    const columns = async () =>
      (await page.evaluate(() => (window as any).calc.getExpressions()))[0].columns.map(
        (column: { values?: string[] }) => column.values,
      );
    await drag(page, await pagePoint(page, 2, 4), await pagePoint(page, -3, 6));
    await waitForIdle(page);
    let values = await columns();
    expect(Number(values[0][1])).toBeCloseTo(-3, 1);
    expect(Number(values[1][1])).toBeCloseTo(6, 1);
    expect([values[0][0], values[0][2], values[1][0], values[1][2]]).toEqual(['1', '3', '1', '5']);

    // The computed column's point (3, 8) moves its x only: its y follows x_1+5.
    await drag(page, await pagePoint(page, 3, 8), await pagePoint(page, 4, 2));
    await waitForIdle(page);
    values = await columns();
    expect(Number(values[0][2])).toBeCloseTo(4, 1);
    expect(values[2]).toBeUndefined();

    // y_2 has no dragMode (NONE): pressing on its point pans.
    const before = await mathBounds(page);
    await drag(page, await pagePoint(page, 1, -5), await pagePoint(page, 3, -5));
    expect((await columns())[3]).toEqual(['-5', '-5', '-5']);
    expect((await mathBounds(page)).left).toBeLessThan(before.left);
  });

  it('the arrow keys move the point last dragged, a pixel a press (Shift: ten)', async () => {
    const page = await openWith([
      { id: 'a', latex: 'a=1' },
      { id: 'b', latex: 'b=2' },
      { id: 'point', latex: '(a,b)' },
    ]);
    await drag(page, await pagePoint(page, 1, 2), await pagePoint(page, 2, 2));
    await waitForIdle(page);
    const start = await latexById(page);
    const unitsPerPixel = await page.evaluate(() => {
      const { mathCoordinates, pixelCoordinates } = (window as any).calc.graphpaperBounds;
      return mathCoordinates.width / pixelCoordinates.width;
    });
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('ArrowRight');
      await waitForIdle(page);
    }
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.up('Shift');
    await waitForIdle(page);
    const moved = await latexById(page);
    expect(valueOf(moved.a) - valueOf(start.a)).toBeCloseTo(3 * unitsPerPixel, 1);
    expect(valueOf(moved.b) - valueOf(start.b)).toBeCloseTo(10 * unitsPerPixel, 1);
  });

  it('moves a named point by rewriting its numbers', async () => {
    const page = await openWith([{ id: 'named', latex: 'A=(1,2)' }]);
    await drag(page, await pagePoint(page, 1, 2), await pagePoint(page, -2, 4));
    const [x, y] = (await latexById(page)).named.slice(3, -1).split(',').map(Number);
    expect(x).toBeCloseTo(-2, 1);
    expect(y).toBeCloseTo(4, 1);
  });
});

async function tracePoint(page: Page): Promise<{ id: string; x: number; y: number } | undefined> {
  return page.evaluate(() => (window as any).calc[Symbol.for('calculator.internal')].tracePoint ?? undefined);
}

/** A PNG of the graph paper as it is on screen (the screenshot draws the same overlay). */
async function screen(page: Page) {
  return decodePngDataUri(await page.evaluate(() => (window as any).calc.screenshot() as string));
}

/** Pixel of a math point inside the graph paper's screenshot. */
async function paperPixel(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    (mathX, mathY) => {
      const calc = (window as any).calc;
      const paper = calc.graphpaperBounds.pixelCoordinates;
      const pixel = calc.mathToPixels({ x: mathX, y: mathY });
      return { x: pixel.x - paper.left, y: pixel.y - paper.top };
    },
    x,
    y,
  );
}

describe('trace', () => {
  async function openParabola(options: Record<string, unknown> = {}): Promise<Page> {
    const page = await openCalculator(options);
    await page.evaluate(() =>
      (window as any).calc.setExpression({ id: 'parabola', latex: 'y=x^2', color: '#c74440' }),
    );
    await waitForIdle(page);
    return page;
  }

  it('a click on a curve selects it and shows a point with its coordinates', async () => {
    const page = await openParabola();
    const before = await screen(page);
    const onCurve = await pagePoint(page, 1.5, 2.25);
    await page.mouse.click(onCurve.x + 1, onCurve.y);
    await waitForIdle(page);
    const traced = await tracePoint(page);
    expect(traced?.id).toBe('parabola');
    expect(traced!.x).toBeCloseTo(1.5, 1);
    // On the sampled curve: y = x² to within a pixel.
    expect(Math.abs(traced!.y - traced!.x ** 2)).toBeLessThan(0.05);
    expect(await page.evaluate(() => (window as any).calc.isAnyExpressionSelected)).toBe(true);
    // The marker is wider than the line, and its coordinates are text beside it.
    const after = await screen(page);
    const marker = await paperPixel(page, traced!.x, traced!.y);
    expect(hasColorNear(after, marker.x + 3, marker.y + 3, RED, 1)).toBe(true);
    expect(hasColorNear(before, marker.x + 3, marker.y + 3, RED, 1)).toBe(false);
    let changedRight = 0;
    for (let dx = 10; dx < 110; dx++)
      for (let dy = -25; dy <= 25; dy++) {
        const old = before.pixel(marker.x + dx, marker.y + dy);
        const now = after.pixel(marker.x + dx, marker.y + dy);
        if (Math.abs(old[0] - now[0]) + Math.abs(old[1] - now[1]) + Math.abs(old[2] - now[2]) > 60)
          changedRight++;
      }
    expect(changedRight).toBeGreaterThan(40);
  });

  it('dragging moves the point along the curve, and the arrow keys step it', async () => {
    const page = await openParabola();
    const start = await pagePoint(page, 1, 1);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // The pointer leaves the curve: the trace stays on it, at the nearest place.
    const target = await pagePoint(page, 2, 4);
    await page.mouse.move(target.x + 3, target.y, { steps: 5 });
    await page.mouse.up();
    const dragged = await tracePoint(page);
    expect(dragged!.x).toBeCloseTo(2, 1);
    expect(Math.abs(dragged!.y - dragged!.x ** 2)).toBeLessThan(0.05);
    // The drag traced; it did not pan.
    expect((await mathBounds(page)).right).toBeCloseTo(10, 9);

    for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowLeft');
    const stepped = await tracePoint(page);
    expect(stepped!.x).toBeLessThan(dragged!.x);
    expect(Math.abs(stepped!.y - stepped!.x ** 2)).toBeLessThan(0.05);
    await page.keyboard.press('ArrowRight');
    expect((await tracePoint(page))!.x).toBeGreaterThan(stepped!.x);

    // A click on empty paper ends the trace.
    const empty = await pagePoint(page, -6, 6);
    await page.mouse.click(empty.x, empty.y);
    expect(await tracePoint(page)).toBeUndefined();
  });

  it('trace: false leaves curves to panning', async () => {
    const page = await openParabola({ trace: false });
    const before = await mathBounds(page);
    const onCurve = await pagePoint(page, 1, 1);
    await drag(page, onCurve, { x: onCurve.x + 50, y: onCurve.y });
    expect(await tracePoint(page)).toBeUndefined();
    expect((await mathBounds(page)).left).toBeLessThan(before.left);
  });
});

describe('points of interest', () => {
  const GRAY = hexToRgb('#7f7f7f');

  async function openCurves(options: Record<string, unknown> = {}): Promise<Page> {
    const page = await openCalculator(options);
    await page.evaluate(() =>
      (window as any).calc.setExpressions([
        { id: 'parabola', latex: 'y=x^2-2', color: '#c74440' },
        { id: 'line', latex: 'y=x', color: '#2d70b3' },
      ]),
    );
    await waitForIdle(page);
    return page;
  }

  async function interest(page: Page) {
    return page.evaluate(() => (window as any).calc[Symbol.for('calculator.internal')].pointsOfInterest());
  }

  it('the selected curve shows its intercepts, extremum and intersections as gray dots', async () => {
    const page = await openCurves();
    const onCurve = await pagePoint(page, 3, 7);
    await page.mouse.click(onCurve.x, onCurve.y);
    const { id, points } = await interest(page);
    expect(id).toBe('parabola');
    const found = (points as { kind: string; x: number; y: number }[])
      // To 9 decimals (−0.000000000 reads as 0).
      .map(
        (point) =>
          `${point.kind} ${(point.x + 0).toFixed(9).replace(/^-(0\.0+)$/, '$1')} ${point.y.toFixed(9)}`,
      )
      .sort();
    expect(found).toEqual(
      [
        'extremum 0.000000000 -2.000000000',
        'intersection -1.000000000 -1.000000000',
        'intersection 2.000000000 2.000000000',
        `x-intercept ${(-Math.SQRT2).toFixed(9)} 0.000000000`,
        `x-intercept ${Math.SQRT2.toFixed(9)} 0.000000000`,
        'y-intercept 0.000000000 -2.000000000',
      ].sort(),
    );
    const image = await screen(page);
    const root = await paperPixel(page, Math.SQRT2, 0);
    expect(hasColorNear(image, root.x, root.y - 3, GRAY, 1)).toBe(true);
  });

  it('a click on a gray dot puts the trace on it with its exact coordinates', async () => {
    const page = await openCurves();
    const onCurve = await pagePoint(page, 3, 7);
    await page.mouse.click(onCurve.x, onCurve.y);
    await interest(page);
    const before = await screen(page);
    // A few pixels off the dot, still on it: the trace takes the exact point, not the pointer's.
    const dot = await pagePoint(page, -Math.SQRT2, 0);
    await page.mouse.click(dot.x + 3, dot.y - 2);
    const traced = await tracePoint(page);
    expect(traced?.id).toBe('parabola');
    expect(Math.abs(traced!.x + Math.SQRT2)).toBeLessThan(1e-9);
    expect(traced!.y).toBe(0);
    // Its coordinates are drawn: the picture changed to the right of the dot.
    const after = await screen(page);
    const at = await paperPixel(page, -Math.SQRT2, 0);
    let changed = 0;
    for (let dx = 10; dx < 90; dx++)
      for (let dy = -25; dy <= 25; dy++) {
        const old = before.pixel(at.x + dx, at.y + dy);
        const now = after.pixel(at.x + dx, at.y + dy);
        if (Math.abs(old[0] - now[0]) + Math.abs(old[1] - now[1]) + Math.abs(old[2] - now[2]) > 60) changed++;
      }
    expect(changed).toBeGreaterThan(40);
  });

  it('pointsOfInterest: false shows none', async () => {
    const page = await openCurves({ pointsOfInterest: false });
    const onCurve = await pagePoint(page, 3, 7);
    await page.mouse.click(onCurve.x, onCurve.y);
    expect(await tracePoint(page)).toBeDefined();
    expect((await interest(page)).points).toEqual([]);
  });
});

describe('touch', () => {
  it('a finger drags a slider-bound point from a fingertip away, and two fingers pinch-zoom', async () => {
    const page = await openCalculator();
    await page.evaluate(() =>
      (window as any).calc.setExpressions([
        { id: 'a', latex: 'a=1' },
        { id: 'point', latex: '(a,2)' },
      ]),
    );
    await waitForIdle(page);
    const point = await pagePoint(page, 1, 2);
    const target = await pagePoint(page, 5, 2);
    // 15 px off the point: too far for a mouse, within a fingertip's reach.
    const finger = await page.touchscreen.touchStart(point.x + 15, point.y);
    for (let step = 1; step <= 5; step++)
      await finger.move(point.x + 15 + ((target.x - point.x) * step) / 5, point.y);
    await finger.end();
    await waitForIdle(page);
    expect(valueOf((await latexById(page)).a)).toBeCloseTo(5, 1);

    const before = await mathBounds(page);
    const center = await paperCenter(page);
    const centerMath = await mathAt(page, Math.round(center.x), Math.round(center.y));
    const first = await page.touchscreen.touchStart(Math.round(center.x) - 40, Math.round(center.y) + 100);
    const second = await page.touchscreen.touchStart(Math.round(center.x) + 40, Math.round(center.y) + 100);
    for (let step = 1; step <= 4; step++) {
      await first.move(Math.round(center.x) - 40 - 20 * step, Math.round(center.y) + 100);
      await second.move(Math.round(center.x) + 40 + 20 * step, Math.round(center.y) + 100);
    }
    await first.end();
    await second.end();
    const after = await mathBounds(page);
    // The fingers went from 80 to 240 px apart: the view is about a third as wide.
    expect((after.right - after.left) / (before.right - before.left)).toBeCloseTo(1 / 3, 1);
    const stayed = await mathAt(page, Math.round(center.x), Math.round(center.y) + 100);
    const wasThere =
      centerMath.y -
      (100 * (before.top - before.bottom)) /
        (await page.evaluate(() => (window as any).calc.graphpaperBounds.pixelCoordinates.height));
    expect(stayed.x).toBeCloseTo(centerMath.x, 1);
    expect(stayed.y).toBeCloseTo(wasThere, 1);
  });
});
