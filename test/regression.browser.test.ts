/**
 * Regressions in the real calculator (the built calculator.js with its own list UI): data typed into a
 * table, `y_1\sim mx_1+b` typed into a row, the parameters and r² shown in the row, the fitted line drawn
 * in the row's color, and a dragged table point refitting the line. Screenshots in test/output/regression/.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from './support/connect';
import { hasColorNear, hexToRgb, waitForIdle, graphScreenshot, type TestPage } from './support/page';
import { shotPath } from './support/shots';
import { openCalculatorUi, waitForMathFocus } from './support/calculator-ui';

let browser: Browser;
let ui: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  ui = await openCalculatorUi(browser, { width: 900, height: 600 });
  await ui.page.evaluate(() => {
    (window as any).calc.setMathBounds({ left: -1, right: 9, bottom: -2, top: 14 });
  });
});

afterAll(async () => {
  await ui?.page.close();
  await browser?.disconnect();
});

const graphImage = (page: Page) => graphScreenshot(page);

/** Page coordinates of a math point (what the mouse takes). */
async function pagePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    (mathX, mathY) => {
      const rect = document.getElementById('calculator')!.getBoundingClientRect();
      const pixel = (window as any).calc.mathToPixels({ x: mathX, y: mathY });
      return { x: rect.left + pixel.x, y: rect.top + pixel.y };
    },
    x,
    y,
  );
}

const expressions = (page: Page) => page.evaluate(() => (window as any).calc.getExpressions());

/** Text of the regression row's boxes. */
async function regressionText(page: Page, id: string): Promise<{ parameters: string; statistics: string }> {
  return page.$eval(`.calc-ui-row[data-id="${id}"] .calc-ui-regression`, (element) => ({
    parameters: element.querySelector('[data-box="parameters"]')!.textContent ?? '',
    statistics: element.querySelector('[data-box="statistics"]')!.textContent ?? '',
  }));
}

describe('a regression typed into the real calculator', () => {
  it('fits y_1 ~ mx_1 + b to typed table data, shows m, b and r², draws the line, and refits on a drag', async () => {
    const { page } = ui;
    // A table through the add menu, its cells typed: y = 1.5x + 2, with small deviations.
    await page.click('.calc-ui-add');
    await page.click('.calc-ui-add-menu [aria-label="Add table"]');
    const xs = ['1', '2', '3', '4', '5', '6', '7'];
    const ys = ['3.6', '4.9', '6.6', '7.9', '9.6', '10.9', '12.6'];
    const table = (await expressions(page)).find((item: any) => item.type === 'table');
    const cell = (column: number, row: number) =>
      `.calc-ui-row[data-id="${table.id}"] input[data-column="${column}"][data-row="${row}"]`;
    for (const [column, values] of [xs, ys].entries()) {
      await page.click(cell(column, 0));
      for (const [row, value] of values.entries()) {
        await page.keyboard.type(value);
        if (row === values.length - 1) break;
        // Enter moves down the column (adding a row at the bottom): wait for the caret to arrive.
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (next) => (document.activeElement as HTMLInputElement | null)?.dataset.row === String(next),
          { timeout: 3000 },
          row + 1,
        );
      }
    }
    await page.waitForFunction(
      () =>
        (window as any).calc.getExpressions().find((item: any) => item.type === 'table')?.columns[1]
          .values[6],
      { timeout: 3000 },
    );

    // The regression, typed key by key into a new row: `~` makes `\sim`.
    await page.click('.calc-ui-new-row');
    await waitForMathFocus(page);
    await page.keyboard.type('y_1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('~');
    await page.keyboard.type('mx_1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('+b');
    // The row's LaTeX as the field writes it (spaces aside): what the language reads.
    await page.waitForFunction(
      () =>
        (window as any).calc
          .getExpressions()
          .some((item: any) => (item.latex ?? '').replace(/\s/g, '') === 'y_1\\simmx_1+b'),
      { timeout: 3000 },
    );
    const regression = (await expressions(page)).find((item: any) => /\\sim/.test(item.latex ?? ''));
    await waitForIdle(page);
    await page.waitForFunction(
      (id) =>
        !(document.querySelector(`.calc-ui-row[data-id="${id}"] .calc-ui-regression`) as HTMLElement)?.hidden,
      { timeout: 5000 },
      regression.id,
    );

    // Least squares by hand: m = 1.5, b = 2.0142857…; r² = 0.99673…
    const analysis = await page.evaluate((id) => (window as any).calc.expressionAnalysis[id], regression.id);
    const parameters = Object.fromEntries(analysis.regression.parameters.map((p: any) => [p.name, p.value]));
    expect(parameters.m).toBeCloseTo(1.5, 12);
    expect(parameters.b).toBeCloseTo(2.0142857142857147, 12);
    const text = await regressionText(page, regression.id);
    expect(text.parameters).toContain('m = 1.5');
    expect(text.parameters).toContain('b = 2.01429');
    expect(text.statistics).toMatch(/r² = 0\.99\d+/);
    expect(text.statistics).toMatch(/r = 0\.99\d+/);
    await page.screenshot({ path: shotPath('regression', 'line-fit.png') });

    // The line is drawn in the regression's color, where the fit is and not where the data are not.
    const color = hexToRgb(regression.color);
    let { image, toPixel } = await graphImage(page);
    for (const x of [0, 3.5, 8]) {
      const [px, py] = toPixel(x, 1.5 * x + 2.0142857142857147);
      expect(hasColorNear(image, px, py, color, 3), `line at x=${x}`).toBe(true);
    }
    const [offX, offY] = toPixel(3.5, 1);
    expect(hasColorNear(image, offX, offY, color, 3)).toBe(false);

    // Helper expressions read the exported parameters.
    const helper = await page.evaluate(async () => {
      const calc = (window as any).calc;
      const slope = calc.HelperExpression({ latex: 'm' });
      for (let tries = 0; tries < 50 && slope.numericValue === undefined; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return slope.numericValue;
    });
    expect(helper).toBeCloseTo(1.5, 12);

    // Drag the last point from (7, 12.6) up to (7, 4): the line refits and flattens.
    await page.evaluate((tableId) => {
      const calc = (window as any).calc;
      const state = calc.getExpressions().find((item: any) => item.id === tableId);
      state.columns[1].dragMode = 'XY';
      calc.setExpression(state);
    }, table.id);
    await waitForIdle(page);
    const from = await pagePoint(page, 7, 12.6);
    const to = await pagePoint(page, 7, 4);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await waitForIdle(page);
    const dragged = (await expressions(page)).find((item: any) => item.id === table.id);
    expect(Number(dragged.columns[1].values[6])).toBeCloseTo(4, 0);
    const refit = await page.evaluate((id) => (window as any).calc.expressionAnalysis[id], regression.id);
    const slope = refit.regression.parameters.find((p: any) => p.name === 'm').value;
    expect(slope).toBeLessThan(1.2);
    ({ image, toPixel } = await graphImage(page));
    const intercept = refit.regression.parameters.find((p: any) => p.name === 'b').value;
    const [px, py] = toPixel(8, slope * 8 + intercept);
    expect(hasColorNear(image, px, py, color, 3)).toBe(true);
    const [oldX, oldY] = toPixel(8, 1.5 * 8 + 2.0142857142857147);
    expect(hasColorNear(image, oldX, oldY, color, 2)).toBe(false);
    expect((await regressionText(page, regression.id)).parameters).not.toContain('m = 1.5');
    await page.screenshot({ path: shotPath('regression', 'line-after-drag.png') });

    // One click plots the residuals e_1 against x_1.
    await page.click(`.calc-ui-row[data-id="${regression.id}"] .calc-ui-regression-plot`);
    await page.waitForFunction(
      () => (window as any).calc.getExpressions().some((item: any) => item.latex === '(x_{1},e_{1})'),
      { timeout: 3000 },
    );
    await waitForIdle(page);
    await page.screenshot({ path: shotPath('regression', 'residual-plot.png') });
    expect(ui.pageErrors).toEqual([]);
  });
});

describe('nonlinear regressions in the row', () => {
  it('shows R² and RMSE for an exponential, switches to log mode, says when R² is negative, and shows errors', async () => {
    const { page } = ui;
    const xs = ['0', '1', '2', '3', '4', '5', '6'];
    const ys = ['2.1', '2.9', '4.6', '6.6', '10.3', '15.1', '22.9'];
    await page.evaluate(
      (xValues, yValues) => {
        const calc = (window as any).calc;
        calc.setBlank();
        calc.setMathBounds({ left: -1, right: 8, bottom: -3, top: 26 });
        calc.setExpressions([
          {
            type: 'table',
            id: 'data',
            columns: [
              { latex: 'x_1', values: xValues },
              { latex: 'y_1', values: yValues },
            ],
          },
          { id: 'growth', latex: 'y_1\\sim ab^{x_1}' },
          { id: 'flat', latex: 'y_1\\sim kx_1^{0}' },
          { id: 'origin', latex: 'y_1\\sim p(x_1-3)' },
          { id: 'short', latex: 'x_1\\sim qx_1^3+rx_1^2+sx_1+t+u+v+w+z' },
        ]);
      },
      xs,
      ys,
    );
    await waitForIdle(page);
    const box = '.calc-ui-row[data-id="growth"] .calc-ui-regression';
    await page.waitForFunction(
      (selector) => !(document.querySelector(selector) as HTMLElement)?.hidden,
      {
        timeout: 5000,
      },
      box,
    );
    let text = await regressionText(page, 'growth');
    expect(text.parameters).toMatch(/a = 1\.99\d+/);
    expect(text.parameters).toMatch(/b = 1\.50\d+/);
    expect(text.statistics).toMatch(/R² = 0\.99\d+/);
    expect(text.statistics).toMatch(/RMSE = 0\.\d+/);
    // The fitted exponential is drawn in its row's color near (6, a·b⁶).
    const growth = (await expressions(page)).find((item: any) => item.id === 'growth');
    const analysis = await page.evaluate(() => (window as any).calc.expressionAnalysis.growth.regression);
    const [a, b] = analysis.parameters.map((parameter: any) => parameter.value);
    const { image, toPixel } = await graphImage(page);
    const [px, py] = toPixel(6, a * b ** 6);
    expect(hasColorNear(image, px, py, hexToRgb(growth.color), 3)).toBe(true);

    // Log mode is offered for this model; switching it on fits ln y and says so.
    await page.click(`${box} .calc-ui-regression-log-mode input`);
    await page.waitForFunction(
      () => (window as any).calc.expressionAnalysis.growth?.regression?.logMode === true,
      { timeout: 5000 },
    );
    expect((await expressions(page)).find((item: any) => item.id === 'growth').isLogModeRegression).toBe(
      true,
    );
    text = await regressionText(page, 'growth');
    expect(text.statistics).toContain('log mode');

    // A line through (3, 0) fits these data worse than their mean: R² < 0, said plainly.
    await page.waitForFunction(
      () =>
        !(document.querySelector('.calc-ui-row[data-id="origin"] .calc-ui-regression') as HTMLElement)
          ?.hidden,
      { timeout: 5000 },
    );
    expect((await regressionText(page, 'origin')).statistics).toContain('R² is negative');
    // Too few points: the row's error names the problem.
    const error = await page.$eval(
      '.calc-ui-row[data-id="short"] .calc-ui-error-message',
      (element) => element.textContent,
    );
    expect(error).toBe('A regression with 8 parameters needs at least 8 points; the lists have 7');
    await page.screenshot({ path: shotPath('regression', 'nonlinear-rows.png') });
    expect(ui.pageErrors).toEqual([]);
  });
});
