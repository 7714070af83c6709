/**
 * The UI of the real calculator (the built calculator.js mounts it through `createCalculatorUiController`):
 * keystrokes in a row reach `getExpressions()` and the graph, the swatch hides the curve, analysis errors
 * show in the row.
 */
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shotPath } from './support/shots';
import { openCalculatorUi, waitForMathFocus } from './support/calculator-ui';
import { connectBrowser } from './support/connect';
import { hasColorNear, hexToRgb, waitForIdle, graphScreenshot, type TestPage } from './support/page';

let browser: Browser;
let ui: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  // The calculator mounts its own list UI (api/graphing-calculator.ts) around the graph paper.
  ui = await openCalculatorUi(browser, { width: 800, height: 600 });
});

afterAll(async () => {
  await ui?.page.close();
  await browser?.disconnect();
});

const graphImage = () => graphScreenshot(ui.page);

describe('the UI over the real calculator', () => {
  it('types a curve through real keys: getExpressions and the graph follow; the swatch hides it', async () => {
    await ui.page.click('.calc-ui-new-row');
    await waitForMathFocus(ui.page);
    await ui.page.keyboard.type('y=x');
    await ui.page.waitForFunction(() => (window as any).calc.getExpressions()[0]?.latex === 'y=x', {
      timeout: 3000,
    });
    const [expression] = await ui.page.evaluate(() => (window as any).calc.getExpressions());
    expect(expression).toMatchObject({ type: 'expression', latex: 'y=x' });
    const rgb = hexToRgb(expression.color);
    let { image, toPixel } = await graphImage();
    await ui.page.screenshot({ path: shotPath('ui-shots', 'real-calculator.png') });
    const [px, py] = toPixel(2, 2);
    expect(hasColorNear(image, px, py, rgb, 3)).toBe(true);

    await ui.page.click(`.calc-ui-row[data-id="${expression.id}"] .calc-ui-swatch`);
    await ui.page.click('.calc-ui-style-menu [data-style="shown"]');
    await ui.page.keyboard.press('Escape');
    expect((await ui.page.evaluate(() => (window as any).calc.getExpressions()))[0].hidden).toBe(true);
    ({ image, toPixel } = await graphImage());
    expect(hasColorNear(image, px, py, rgb, 3)).toBe(false);

    // One undo step for the whole typed row, one for the swatch.
    await ui.page.click('.calc-ui-undo');
    expect((await ui.page.evaluate(() => (window as any).calc.getExpressions()))[0].hidden).toBe(false);
  });

  it('lays out the real graph under the list at 400px (screenshot looked at)', async () => {
    const narrow = await openCalculatorUi(browser, { width: 400, height: 600 });
    try {
      await narrow.page.evaluate(() => (window as any).calc.setExpression({ id: 'p', latex: 'y=x^2' }));
      await waitForIdle(narrow.page);
      await narrow.page.screenshot({ path: shotPath('ui-shots', 'real-calculator-400.png') });
      const [graph, list] = await narrow.page.evaluate(() =>
        ['.calc-ui-graph-area canvas', '.calc-ui-list-panel'].map((query) => {
          const box = document.querySelector(query)!.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, width: box.width };
        }),
      );
      expect(graph.width).toBeGreaterThan(390);
      expect(graph.bottom).toBeLessThanOrEqual(list.top + 1);
      expect(narrow.pageErrors).toEqual([]);
    } finally {
      await narrow.page.close();
    }
  });

  it('shows the engine analysis: an error and an evaluation', async () => {
    await ui.page.evaluate(() => {
      (window as any).calc.setExpression({ id: 'bad', latex: 'y=' });
      (window as any).calc.setExpression({ id: 'sum', latex: '1+2' });
    });
    await waitForIdle(ui.page);
    await ui.page.waitForFunction(
      () =>
        !(document.querySelector('.calc-ui-row[data-id="sum"] .calc-ui-evaluation') as HTMLElement)?.hidden,
      { timeout: 5000 },
    );
    expect(
      await ui.page.$eval(
        '.calc-ui-row[data-id="sum"] .calc-ui-evaluation',
        (element) => element.textContent,
      ),
    ).toBe('= 3');
    expect(
      await ui.page.$eval(
        '.calc-ui-row[data-id="bad"] .calc-ui-error',
        (element) => (element as HTMLElement).hidden,
      ),
    ).toBe(false);
    expect(ui.pageErrors).toEqual([]);
    expect(ui.requests.filter((url) => !url.includes('/api/v1.1/calculator.js'))).toEqual([]);
  });

  it("'Delete All' empties the real calculator and fires graphReset", async () => {
    await ui.page.evaluate(() => {
      (window as any).resets = 0;
      (window as any).calc.observeEvent('graphReset', () => (window as any).resets++);
    });
    await ui.page.click('.calc-ui-reset');
    expect(await ui.page.evaluate(() => (window as any).calc.getExpressions())).toEqual([]);
    expect(await ui.page.evaluate(() => (window as any).resets)).toBe(1);
    await ui.page.waitForFunction(
      () => document.querySelectorAll('.calc-ui-row:not([data-blank])').length === 0,
      {
        timeout: 2000,
      },
    );
  });
});
