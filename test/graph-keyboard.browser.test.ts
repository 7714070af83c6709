/**
 * Everything by keyboard (issue 25), in the served calculator with real keys: Tab reaches the graph
 * paper (outlined), where the arrows pan, + and − zoom and 0 goes home; ? and the help button open the
 * keyboard help, Escape closes it and gives the focus back; a slider is reached by Tab and moved by the
 * arrows; a row's color opens its style menu with Enter.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { calculatorUiForFile, mountCalculator } from './support/calculator-ui';
import { shotPath } from './support/shots';

const ui = calculatorUiForFile({ width: 900, height: 600 });

const bounds = (page: Page) => page.evaluate(() => (window as any).calc.graphpaperBounds.mathCoordinates);
const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.className ?? '';
  });

/** Presses Tab until `test` holds for the focused element (at most 30 times); false if it never does. */
async function tabTo(page: Page, test: string): Promise<boolean> {
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        (source) => new Function('element', `return ${source}`)(document.activeElement),
        test,
      )
    )
      return true;
  }
  return false;
}

describe('keyboard', () => {
  it('Tab reaches the graph paper, shown with an outline; arrows pan, + and − zoom, 0 goes home', async () => {
    const { page } = ui;
    // Nothing selected: with a selected curve, the arrows trace it (audio-trace.browser.test.ts).
    await mountCalculator(page, []);
    await page.evaluate(() =>
      (window as any).calc.setMathBounds({ left: -10, right: 10, bottom: -10, top: 10 }),
    );
    expect(await tabTo(page, "element.classList.contains('calc-ui-graph')")).toBe(true);
    expect(await page.evaluate(() => (window as any).calc.isAnyExpressionSelected)).toBe(false);
    expect(await page.$eval('.calc-ui-graph', (graph) => getComputedStyle(graph).outlineStyle)).toBe('solid');
    const before = await bounds(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    const panned = await bounds(page);
    expect(panned.left - before.left).toBeCloseTo(before.width / 10, 6);
    expect(panned.top - before.top).toBeCloseTo(before.height / 10, 6);
    expect(panned.width).toBeCloseTo(before.width, 6);
    await page.keyboard.press('+');
    expect((await bounds(page)).width).toBeCloseTo(before.width / 1.25, 6);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    expect((await bounds(page)).width).toBeCloseTo(before.width * 1.25, 6);
    await page.keyboard.press('0');
    const home = await bounds(page);
    expect((home.left + home.right) / 2).toBeCloseTo(0, 6);
    expect(await active(page)).toMatch(/^Graph/);
  });

  it('? opens the keyboard help; Escape closes it and the focus goes back; the ? button opens it too', async () => {
    const { page } = ui;
    await mountCalculator(page, [{ id: 'a', latex: 'y=x^2' }]);
    expect(await tabTo(page, "element.classList.contains('calc-ui-graph')")).toBe(true);
    await page.keyboard.press('?');
    const help = await page.$eval('.calc-ui-help', (panel) => ({
      hidden: (panel as HTMLElement).hidden,
      role: panel.getAttribute('role'),
      label: panel.getAttribute('aria-label'),
      lines: [...panel.querySelectorAll('li')].map((line) => line.textContent),
    }));
    expect(help).toMatchObject({ hidden: false, role: 'dialog', label: 'Keyboard shortcuts' });
    expect(help.lines).toHaveLength(5);
    expect(help.lines.join(' ')).toMatch(/Alt\+T.*Page Down.*H plays the whole curve.*arrows pan/s);
    expect(await active(page)).toBe('Close');
    await page.screenshot({ path: shotPath('a11y-shots', 'keyboard-help.png') });
    await page.keyboard.press('Escape');
    expect(await page.$eval('.calc-ui-help', (panel) => (panel as HTMLElement).hidden)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('calc-ui-graph'))).toBe(true);
    await page.click('.calc-ui-help-toggle');
    expect(await page.$eval('.calc-ui-help', (panel) => (panel as HTMLElement).hidden)).toBe(false);
  });

  it('reaches a slider with Tab and moves it with the arrows; opens a style menu with Enter', async () => {
    const { page } = ui;
    await mountCalculator(page, [
      { id: 's', latex: 'a=2', sliderBounds: { min: '0', max: '5', step: '1' } },
      { id: 'c', latex: 'y=ax' },
    ]);
    expect(await tabTo(page, "element.type === 'range'")).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => (window as any).calc.getExpressions().find((item: any) => item.id === 's').latex === 'a=3',
      { timeout: 3000 },
    );
    expect(await tabTo(page, "element.classList.contains('calc-ui-swatch')")).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.calc-ui-style-menu:not([hidden])', { timeout: 3000 });
  });
});
