/**
 * The bridge the list UI mounts on (`Symbol.for('calculator.forUi')`), against the real bundle, and the
 * list's private channel: a page that removes its observers leaves the list working (issue 26).
 */
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressions, openCalculatorUi, waitForExpressions, waitForMathFocus } from './support/calculator-ui';
import { baseUrl, connectBrowser } from './support/connect';
import { graphScreenshot, hasColorNear, hexToRgb, openCalculatorPage, waitForIdle } from './support/page';
import { shotPath } from './support/shots';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

async function onLine<T>(version: string, body: string): Promise<T> {
  const { page } = await openCalculatorPage(browser, baseUrl(), { version, width: 400, height: 300 });
  try {
    return (await page.evaluate(async (source) => {
      const Lib = (window as any).Lib;
      const create = Lib.GraphingCalculator ?? Lib.Calculator;
      void create;
      return eval(`(async () => { ${source} })()`);
    }, body)) as T;
  } finally {
    await page.close();
  }
}

describe('calculator for the UI', () => {
  it('types with one undo step, zooms about the center and home, uploads, selects', async () => {
    const result = await onLine<any>(
      'v1.1',
      `const calc = create(document.getElementById('calculator'), { imageUploadCallback: (file, cb) => cb(null, 'https://example.test/' + file.name) });
       const ui = calc[Symbol.for('calculator.forUi')];
       ui.setExpression({ type: 'expression', id: 'r', latex: '', color: '#000000' });
       for (const latex of ['y', 'y=', 'y=2']) ui.typeLatex('r', latex);
       const typed = ui.getExpressions()[0].latex;
       const canUndo = ui.canUndo();
       ui.undo();
       const undone = ui.getExpressions()[0].latex;
       const width = calc.graphpaperBounds.mathCoordinates.width;
       ui.zoom(0.5);
       const zoomed = calc.graphpaperBounds.mathCoordinates;
       ui.zoomHome();
       const home = calc.graphpaperBounds.mathCoordinates;
       const url = await ui.uploadImage(new File(['x'], 'a.png', { type: 'image/png' }));
       ui.select('r');
       const selected = [ui.selectedId(), calc.isAnyExpressionSelected];
       return { typed, canUndo, undone, width, zoomed, home, url, selected, graph: ui.graphElement.className,
         colors: ui.colors, hasDefault: ui.hasDefaultState(), canRedo: ui.canRedo() };`,
    );
    expect(result.typed).toBe('y=2');
    expect(result.canUndo).toBe(true);
    expect(result.undone).toBe('');
    expect(result.canRedo).toBe(true);
    expect(result.zoomed.width).toBeCloseTo(result.width / 2, 9);
    expect((result.zoomed.left + result.zoomed.right) / 2).toBeCloseTo(0, 9);
    expect(result.home.left).toBe(-10);
    expect(result.url).toBe('https://example.test/a.png');
    expect(result.selected).toEqual(['r', true]);
    expect(result.graph).toContain('calculator-graphpaper');
    expect(result.colors.RED).toBe('#c74440');
    expect(result.hasDefault).toBe(false);
  });

  it("gives the UI 'change' events and v1.1 shapes on v0.5, and honors lockViewport", async () => {
    const result = await onLine<any>(
      'v0.5',
      `const calc = create(document.getElementById('calculator'), { lockViewport: true });
       const ui = calc[Symbol.for('calculator.forUi')];
       let changes = 0;
       ui.observeEvent('change.ui', () => changes++);
       ui.setExpression({ id: 'a', latex: 'y=x', pointStyle: 'open' });
       await new Promise((resolve) => setTimeout(resolve, 20));
       const before = calc.graphpaperBounds.mathCoordinates.width;
       ui.zoom(0.5);
       return { changes, item: ui.getExpressions()[0], colors: ui.colors, same: calc.graphpaperBounds.mathCoordinates.width === before };`,
    );
    expect(result.changes).toBe(1);
    expect(result.item).toMatchObject({ id: 'a', pointStyle: 'open', color: '#C0504D' });
    expect(result.colors.RED).toBe('#C0504D');
    expect(result.same).toBe(true);
  });

  it("keeps a working list when the page calls unobserveEvent('change') and unobserve('expressionAnalysis')", async () => {
    // Issue 26: the list hears the calculator on its own channel (api/ui-channel.ts), so a page that
    // removes every observer by plain name (the spec's rule) still has a list that shows what is typed.
    const opened = await openCalculatorUi(browser, { width: 800, height: 600 });
    const { page } = opened;
    try {
      await page.evaluate(() => {
        const calc = (window as any).calc;
        const heard = ((window as any).pageHeard = { change: 0, analysis: 0 });
        calc.observeEvent('change', () => heard.change++);
        calc.observe('expressionAnalysis', () => heard.analysis++);
        calc.unobserveEvent('change');
        calc.unobserve('expressionAnalysis');
        calc.unobserve('isAnyExpressionSelected');
        calc.unobserve('graphpaperBounds');
      });
      await page.click('.calc-ui-new-row');
      await waitForMathFocus(page);
      await page.keyboard.type('y=x^2');
      await waitForExpressions(page, "items.length === 1 && items[0].latex === 'y=x^2'");
      await page.keyboard.press('ArrowRight'); // out of the exponent
      await page.keyboard.press('Enter');
      await waitForMathFocus(page);
      await page.keyboard.type('1+2');
      await waitForExpressions(page, "items.length === 2 && items[1].latex === '1+2'");
      await page.keyboard.press('Enter');
      await waitForMathFocus(page);
      await page.keyboard.type('2+');
      await waitForExpressions(page, "items.length === 3 && items[2].latex === '2+'");
      await waitForIdle(page);
      await page.screenshot({ path: shotPath('api-ui-bridge', 'list-after-page-unobserve.png') });

      const [curve, sum, broken] = await expressions(page);
      const row = (id: string) =>
        page.evaluate((rowId) => {
          const element = document.querySelector(`li[data-id="${rowId}"]`)!;
          const shown = (selector: string) => {
            const found = element.querySelector(selector) as HTMLElement | null;
            return found && !found.hidden ? found.textContent : null;
          };
          return { evaluation: shown('.calc-ui-evaluation'), error: shown('.calc-ui-error-message') };
        }, id);
      // The analysis reaches the rows: a value beside 1+2, an error message under 2+, none for the curve.
      expect(await row(curve.id)).toEqual({ evaluation: null, error: null });
      expect((await row(sum.id)).evaluation).toBe('= 3');
      expect((await row(sum.id)).error).toBeNull();
      expect((await row(broken.id)).error).toMatch(/\S/);

      // The typed curve is drawn in its row's color: on y = x² at x = 2 and x = -1, not at (2, 1).
      const { image, toPixel } = await graphScreenshot(page);
      const color = hexToRgb(curve.color);
      expect(hasColorNear(image, ...toPixel(2, 4), color)).toBe(true);
      expect(hasColorNear(image, ...toPixel(-1, 1), color)).toBe(true);
      expect(hasColorNear(image, ...toPixel(2, 1), color)).toBe(false);

      // The page's own observers are gone, as the spec says of a plain name.
      expect(await page.evaluate(() => (window as any).pageHeard)).toEqual({ change: 0, analysis: 0 });
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("says which 'change' the page made alone; the list shows those rows at the next frame, its own at once", async () => {
    const result = await onLine<any>(
      'v1.1',
      `const calc = create(document.getElementById('calculator'));
       const ui = calc[Symbol.for('calculator.forUi')];
       const told = [];
       ui.observeEvent('change.probe', (detail) => told.push(detail?.fromPage));
       const row = (id) => document.querySelector('.calc-ui-row[data-id="' + id + '"]') !== null;
       const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0));
       const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
       await frame();
       calc.setExpression({ id: 'page', latex: 'y=x' });
       calc.setExpressions([{ id: 'page2', latex: 'y=2x' }]);
       await Promise.resolve();
       await Promise.resolve();
       const pageRowAtOnce = row('page');
       await frame();
       const pageRowAfterFrame = row('page') && row('page2');
       ui.setExpression({ type: 'expression', id: 'list', latex: 'y=3x' });
       await Promise.resolve();
       await Promise.resolve();
       const listRowAtOnce = row('list');
       calc.setExpression({ id: 'page3', latex: 'y=4x' });
       ui.typeLatex('list', 'y=5x');
       await microtasks();
       const mixedAtOnce = row('page3');
       calc.removeExpressions([{ id: 'page' }]);
       await frame();
       return { told, pageRowAtOnce, pageRowAfterFrame, listRowAtOnce, mixedAtOnce, removed: !row('page') };`,
    );
    // One 'change' per burst: the page's two calls, the list's row, the page and the list together, a removal.
    expect(result.told).toEqual([true, false, false, true]);
    expect(result.pageRowAtOnce).toBe(false);
    expect(result.pageRowAfterFrame).toBe(true);
    expect(result.listRowAtOnce).toBe(true);
    expect(result.mixedAtOnce).toBe(true);
    expect(result.removed).toBe(true);
  });
});
