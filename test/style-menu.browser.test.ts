/**
 * The style menu behind each row's color swatch (ui/style-menu.ts), driven with real clicks and keys on
 * the served calculator: every change reaches getExpressions as the API's field, is one undo step, and
 * shows on the graph; screenshots at 1280×800 and 400×700 are written for a person to look at.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountCalculator, openCalculatorUi } from './support/calculator-ui';
import { connectBrowser } from './support/connect';
import { graphScreenshot, hasColorNear, hexToRgb, type TestPage } from './support/page';
import { shotPath } from './support/shots';

const RED = '#c74440';
const BLUE = '#2d70b3';
const GREEN = '#388c46';
const ITEMS = [
  { type: 'expression', id: 'c', latex: 'y=x', color: RED },
  { type: 'expression', id: 'p', latex: '(2,-3)', color: BLUE },
];

let browser: Browser;
let wide: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  wide = await openCalculatorUi(browser, { width: 1280, height: 800 }, ITEMS);
});

afterAll(async () => {
  await wide?.page.close();
  await browser?.disconnect();
});

const swatchOf = (id: string) => `.calc-ui-row[data-id="${id}"] .calc-ui-swatch`;
const MENU = '.calc-ui-style-menu';

function item(page: Page, id: string): Promise<any> {
  return page.evaluate(
    (wanted) => (window as any).calc.getExpressions().find((each: any) => each.id === wanted),
    id,
  );
}

async function undo(page: Page): Promise<void> {
  await page.evaluate(() => (window as any).calc.undo());
}

/** Whether the curve y=x is drawn in `hex` near (2, 2). */
async function curveIs(page: Page, hex: string): Promise<boolean> {
  const { image, toPixel } = await graphScreenshot(page);
  const [x, y] = toPixel(2, 2);
  return hasColorNear(image, x, y, hexToRgb(hex), 3);
}

type Shot = Awaited<ReturnType<typeof graphScreenshot>>;

/** How many of 200 points along y=x (x from 0.5 to 4.5) are drawn in red. */
function alongCurve({ image, toPixel }: Shot): number {
  let colored = 0;
  for (let step = 0; step < 200; step++) {
    const [x, y] = toPixel(0.5 + step * 0.02, 0.5 + step * 0.02);
    if (hasColorNear(image, x, y, hexToRgb(RED), 0)) colored += 1;
  }
  return colored;
}

const menuOpen = (page: Page) => page.$eval(MENU, (menu) => !(menu as HTMLElement).hidden).catch(() => false);
const activeStyle = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.dataset.style ?? active?.dataset.value ?? active?.className;
  });

describe('the style menu', () => {
  it('changes a curve’s color by palette click and by arrow keys, each one undo step, and the graph follows', async () => {
    await mountCalculator(wide.page, ITEMS);
    expect(await curveIs(wide.page, RED)).toBe(true);

    await wide.page.click(swatchOf('c'));
    expect(await menuOpen(wide.page)).toBe(true);
    // The focus lands on the row's color in the palette; → chooses the next one.
    expect(await activeStyle(wide.page)).toBe(RED);
    await wide.page.keyboard.press('ArrowRight');
    expect((await item(wide.page, 'c')).color).toBe(BLUE);
    expect(await activeStyle(wide.page)).toBe(BLUE);
    expect(await curveIs(wide.page, BLUE)).toBe(true);
    expect(await curveIs(wide.page, RED)).toBe(false);
    await undo(wide.page);
    expect((await item(wide.page, 'c')).color).toBe(RED);
    expect(await curveIs(wide.page, RED)).toBe(true);

    await wide.page.click(`${MENU} .calc-ui-style-colors [data-value="${GREEN}"]`);
    expect((await item(wide.page, 'c')).color).toBe(GREEN);
    expect(await curveIs(wide.page, GREEN)).toBe(true);
    expect(await wide.page.$eval(swatchOf('c'), (swatch) => getComputedStyle(swatch).color)).toBe(
      'rgb(56, 140, 70)',
    );
    await undo(wide.page);
    expect((await item(wide.page, 'c')).color).toBe(RED);
    // The open menu follows undo.
    expect(
      await wide.page.$eval(`${MENU} [aria-checked="true"][data-value^="#"]`, (button) =>
        button.getAttribute('data-value'),
      ),
    ).toBe(RED);
  });

  it('takes a custom hex color and refuses anything else', async () => {
    await mountCalculator(wide.page, ITEMS);
    await wide.page.click(swatchOf('c'));
    const custom = `${MENU} [data-style="customColor"]`;
    await wide.page.click(custom, { count: 3 });
    await wide.page.keyboard.type('red;background:url(x)');
    await wide.page.keyboard.press('Enter');
    expect((await item(wide.page, 'c')).color).toBe(RED);
    expect(await wide.page.$eval(custom, (input) => input.getAttribute('aria-invalid'))).toBe('true');
    await wide.page.click(custom, { count: 3 });
    await wide.page.keyboard.type('#FF00FF');
    await wide.page.keyboard.press('Enter');
    expect((await item(wide.page, 'c')).color).toBe('#ff00ff');
    expect(await curveIs(wide.page, '#ff00ff')).toBe(true);
    // No palette entry is checked for a custom color.
    expect(
      await wide.page.$$eval(`${MENU} .calc-ui-style-colors [aria-checked="true"]`, (all) => all.length),
    ).toBe(0);
    await undo(wide.page);
    expect((await item(wide.page, 'c')).color).toBe(RED);
  });

  it('sets line style and thickness of a curve, each one undo step; a curve has no point controls', async () => {
    await mountCalculator(wide.page, ITEMS);
    await wide.page.click(swatchOf('c'));
    const visible = (selector: string) =>
      wide.page.$eval(selector, (element) => (element as HTMLElement).offsetParent !== null);
    expect(await visible(`${MENU} .calc-ui-style-lines`)).toBe(true);
    expect(await visible(`${MENU} .calc-ui-style-points`)).toBe(false);
    expect(await visible(`${MENU} [data-style="label"]`)).toBe(false);

    const before = await graphScreenshot(wide.page);
    await wide.page.click(`${MENU} .calc-ui-style-lines [data-value="dashed"]`);
    expect((await item(wide.page, 'c')).lineStyle).toBe('dashed');
    const dashed = await graphScreenshot(wide.page);
    // Dashes leave gaps along the curve that the solid line covered.
    expect(alongCurve(dashed)).toBeLessThan(alongCurve(before) * 0.8);
    await undo(wide.page);
    expect((await item(wide.page, 'c')).lineStyle).toBe('solid');

    // Thickness by keys: each key on the slider is one change (→ one step of 0.5 px, End the thickest).
    await wide.page.focus(`${MENU} [data-style="lineWidth"]`);
    await wide.page.keyboard.press('ArrowRight');
    expect((await item(wide.page, 'c')).lineWidth).toBe(3);
    await wide.page.keyboard.press('End');
    expect((await item(wide.page, 'c')).lineWidth).toBe(10);
    const thick = await graphScreenshot(wide.page);
    // A thicker line covers pixels the thin one left white, across the curve at (2, 2).
    const across = ({ image, toPixel }: Shot) => {
      const [x, y] = toPixel(2, 2);
      let colored = 0;
      for (let dx = -12; dx <= 12; dx++) if (hasColorNear(image, x + dx, y, hexToRgb(RED), 0)) colored += 1;
      return colored;
    };
    expect(across(thick)).toBeGreaterThan(across(before) + 4);
    await undo(wide.page);
    expect((await item(wide.page, 'c')).lineWidth).toBe(3);
    await undo(wide.page);
    expect((await item(wide.page, 'c')).lineWidth).toBeUndefined();

    // Escape closes the menu and gives the focus back to the swatch.
    await wide.page.keyboard.press('Escape');
    expect(await menuOpen(wide.page)).toBe(false);
    expect(await wide.page.evaluate(() => document.activeElement?.classList.contains('calc-ui-swatch'))).toBe(
      true,
    );
  });

  it('opens from the keyboard and sets a point’s style, label and drag mode', async () => {
    await mountCalculator(wide.page, ITEMS);
    await wide.page.focus(swatchOf('p'));
    await wide.page.keyboard.press('Enter');
    expect(await menuOpen(wide.page)).toBe(true);
    const visible = (selector: string) =>
      wide.page.$eval(selector, (element) => (element as HTMLElement).offsetParent !== null);
    expect(await visible(`${MENU} .calc-ui-style-points`)).toBe(true);
    // A single point draws no segments: no line style.
    expect(await visible(`${MENU} .calc-ui-style-lines`)).toBe(false);

    await wide.page.click(`${MENU} .calc-ui-style-points [data-value="cross"]`);
    expect((await item(wide.page, 'p')).pointStyle).toBe('cross');
    // Arrow keys move through the point styles as a radio group.
    await wide.page.keyboard.press('ArrowLeft');
    expect((await item(wide.page, 'p')).pointStyle).toBe('open');
    await undo(wide.page);
    expect((await item(wide.page, 'p')).pointStyle).toBe('cross');

    await wide.page.click(`${MENU} [data-style="label"]`);
    await wide.page.keyboard.type('Start');
    await wide.page.keyboard.press('Tab');
    expect((await item(wide.page, 'p')).label).toBe('Start');
    await wide.page.click(`${MENU} [data-style="showLabel"]`);
    expect((await item(wide.page, 'p')).showLabel).toBe(true);
    await wide.page.select(`${MENU} [data-style="dragMode"]`, 'NONE');
    expect((await item(wide.page, 'p')).dragMode).toBe('NONE');
    await wide.page.screenshot({ path: shotPath('style-menu', 'point-menu-1280x800.png') });
    await undo(wide.page);
    expect((await item(wide.page, 'p')).dragMode).toBe('AUTO');
    await undo(wide.page);
    expect((await item(wide.page, 'p')).showLabel).toBe(false);
    await undo(wide.page);
    expect((await item(wide.page, 'p')).label).toBe('');
    expect(wide.pageErrors).toEqual([]);
  });

  it('right-click opens the menu too; a click outside closes it', async () => {
    await mountCalculator(wide.page, ITEMS);
    await wide.page.click(swatchOf('c'), { button: 'right' });
    expect(await menuOpen(wide.page)).toBe(true);
    await wide.page.screenshot({ path: shotPath('style-menu', 'curve-menu-1280x800.png') });
    await wide.page.mouse.click(900, 500);
    expect(await menuOpen(wide.page)).toBe(false);
  });

  it('fits and scrolls within a 400×700 phone layout', async () => {
    const phone = await openCalculatorUi(browser, { width: 400, height: 700 }, [
      ...ITEMS,
      { type: 'expression', id: 'q', latex: '[(1,1),(2,3),(4,2)]', color: GREEN, lines: true },
    ]);
    try {
      await phone.page.click(swatchOf('q'));
      expect(await menuOpen(phone.page)).toBe(true);
      const fit = await phone.page.evaluate((selector) => {
        const menu = document.querySelector(selector) as HTMLElement;
        const root = menu.closest('.calc-ui')!.getBoundingClientRect();
        const box = menu.getBoundingClientRect();
        return {
          inside:
            box.left >= root.left &&
            box.right <= root.right &&
            box.top >= root.top &&
            box.bottom <= root.bottom,
          scrolls: menu.scrollHeight <= menu.clientHeight || getComputedStyle(menu).overflowY === 'auto',
        };
      }, MENU);
      expect(fit).toEqual({ inside: true, scrolls: true });
      // A point list drawing segments shows both line and point controls.
      await phone.page.click(`${MENU} .calc-ui-style-lines [data-value="dotted"]`);
      expect((await item(phone.page, 'q')).lineStyle).toBe('dotted');
      await phone.page.screenshot({ path: shotPath('style-menu', 'points-menu-400x700.png') });
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.page.close();
    }
  });
});
