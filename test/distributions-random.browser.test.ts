/**
 * Issue 18's random numbers and distributions on the real calculator (the built calculator.js with its
 * own list UI): a random list stays the same after an unrelated edit and after a getState → setState
 * round trip, and changes when its row's re-randomize button is clicked (one undo step, a 'change' event,
 * the new seed in the state); a normal density row and a binomial row are drawn where their values say.
 */
import { describe, expect, it } from 'vitest';
import { hasColorNear, hexToRgb, waitForIdle, graphScreenshot } from './support/page';
import { shotPath } from './support/shots';
import { calculatorUiForFile } from './support/calculator-ui';

const ui = calculatorUiForFile({ width: 800, height: 600 });

/** The row's evaluation as the engine gave it, once the calculator is idle. */
async function valuesOf(id: string): Promise<number[]> {
  await waitForIdle(ui.page);
  return ui.page.evaluate((row) => (window as any).calc.expressionAnalysis[row]?.evaluation?.value, id);
}

const graphImage = () => graphScreenshot(ui.page);

describe('random lists on the real calculator', () => {
  it('stay the same after an unrelated edit and a state round trip, and change on re-randomize', async () => {
    const page = ui.page;
    await page.evaluate(() =>
      (window as any).calc.setExpression({ id: 'r', latex: '\\operatorname{random}(5)' }),
    );
    const first = await valuesOf('r');
    expect(first).toHaveLength(5);
    for (const value of first) expect(value > 0 && value < 1).toBe(true);

    await page.evaluate(() => (window as any).calc.setExpression({ id: 'other', latex: 'y=2x' }));
    expect(await valuesOf('r')).toEqual(first);

    await page.evaluate(() => {
      const calc = (window as any).calc;
      const state = JSON.stringify(calc.getState());
      calc.setBlank();
      calc.setState(JSON.parse(state));
    });
    expect(await valuesOf('r')).toEqual(first);

    // The button shows on the row that calls random, not on the other.
    const button = '.calc-ui-row[data-id="r"] .calc-ui-rerandomize';
    await page.waitForSelector(button, { visible: true, timeout: 5000 });
    expect(await page.$('.calc-ui-row[data-id="other"] .calc-ui-rerandomize:not([hidden])')).toBeNull();
    await page.evaluate(() => {
      (window as any).changes = 0;
      (window as any).calc.observeEvent('change', () => (window as any).changes++);
    });
    await page.screenshot({ path: shotPath('ui-shots', 'rerandomize-row.png') });
    await page.click(button);
    const second = await valuesOf('r');
    expect(second).toHaveLength(5);
    expect(second).not.toEqual(first);
    expect(await page.evaluate(() => (window as any).changes)).toBe(1);
    const seed = await page.evaluate(
      () => (window as any).calc.getState().expressions.list.find((item: any) => item.id === 'r').randomSeed,
    );
    expect(seed).toMatch(/^[0-9a-f]{16}$/);

    // One undo brings the first numbers back; a new draw survives a round trip too.
    await page.click('.calc-ui-undo');
    expect(await valuesOf('r')).toEqual(first);
    await page.click(button);
    const third = await valuesOf('r');
    expect(third).not.toEqual(first);
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setState(JSON.parse(JSON.stringify(calc.getState())));
    });
    expect(await valuesOf('r')).toEqual(third);
    expect(ui.pageErrors).toEqual([]);
  });
});

describe('distributions on the real calculator', () => {
  it('draws a normal density and a binomial row as bars, where their values are (screenshot looked at)', async () => {
    const page = ui.page;
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setBlank();
      calc.setExpressions([
        { id: 'normal', latex: '\\operatorname{normaldist}(0,1)', color: '#c74440' },
        { id: 'bars', latex: '\\operatorname{binomialdist}(4,0.5)', color: '#6042a6' },
        { id: 'p', latex: '\\operatorname{cdf}(\\operatorname{normaldist}(),-1,1)' },
      ]);
      calc.setMathBounds({ left: -3, right: 6, bottom: -0.1, top: 0.6 });
    });
    const { image, toPixel } = await graphImage();
    await page.screenshot({ path: shotPath('ui-shots', 'distributions-real-calculator.png') });
    const red = hexToRgb('#c74440');
    const purple = hexToRgb('#6042a6');
    // The bell's peak 1/√(2π) at 0, nothing red well above it.
    expect(hasColorNear(image, ...(toPixel(0, 0.3989) as [number, number]), red, 3)).toBe(true);
    expect(hasColorNear(image, ...(toPixel(0, 0.55) as [number, number]), red, 3)).toBe(false);
    // The bar over 2 is 0.375 high: its top edge is there, and none above.
    expect(hasColorNear(image, ...(toPixel(2.2, 0.375) as [number, number]), purple, 3)).toBe(true);
    expect(hasColorNear(image, ...(toPixel(2.2, 0.45) as [number, number]), purple, 3)).toBe(false);
    const probability = await page.evaluate(() => (window as any).calc.expressionAnalysis.p.evaluation.value);
    expect(probability).toBeCloseTo(0.6826894921370859, 14);
    expect(ui.pageErrors).toEqual([]);
  });
});
