/**
 * Braille in the graphing calculator (issue 25): with `brailleMode` and `sixKeyInput`, chords on the home
 * row (F D S J K L = dots 1–6, pressed together, read on release; the space bar is a blank cell) typed
 * into a blank row of the served calculator enter y=x^2 in Nemeth and in UEB, and the parabola is drawn;
 * each row's `aria-braillelabel` is its braille.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import {
  calculatorUiForFile,
  mountCalculator,
  rowMath,
  waitForExpressions,
  waitForMathFocus,
} from './support/calculator-ui';
import { graphScreenshot } from './support/page';

const ui = calculatorUiForFile({ width: 900, height: 600 });

const KEY_OF_DOT = ['', 'f', 'd', 's', 'j', 'k', 'l'];

/** One braille cell: its dots' keys pressed together, then released. */
async function chord(page: Page, dots: number[]): Promise<void> {
  if (dots.length === 0) return page.keyboard.press('Space');
  for (const dot of dots) await page.keyboard.down(KEY_OF_DOT[dot] as never);
  for (const dot of dots) await page.keyboard.up(KEY_OF_DOT[dot] as never);
}

// y = x^2, cell by cell.
const NEMETH = [[1, 3, 4, 5, 6], [], [4, 6], [1, 3], [], [1, 3, 4, 6], [4, 5], [2, 3]];
const UEB = [[1, 3, 4, 5, 6], [5], [2, 3, 5, 6], [1, 3, 4, 6], [3, 5], [3, 4, 5, 6], [1, 2]];

async function brailleRow(page: Page, mode: string, cells: number[][], later = false): Promise<void> {
  const settings = { brailleMode: mode, sixKeyInput: true };
  // `later`: made without braille, turned on by updateSettings while it runs.
  await mountCalculator(page, [], later ? {} : settings);
  if (later) await page.evaluate((update) => (window as any).calc.updateSettings(update), settings);
  await page.evaluate(() => (window as any).calc.setMathBounds({ left: -5, right: 5, bottom: -5, top: 5 }));
  await page.click('.calc-ui-new-row');
  await waitForMathFocus(page);
  for (const dots of cells) await chord(page, dots);
}

/** The row reads y=x^2 and its curve is drawn: through (2, 4) and (-1, 1); (2, 1) is blank paper. */
async function expectParabolaDrawn(page: Page): Promise<void> {
  await waitForExpressions(page, 'items.length === 1 && /^y=x\\^\\{?2\\}?$/.test(items[0].latex)');
  const { image, toPixel } = await graphScreenshot(page);
  const inked = (x: number, y: number) => {
    const [px, py] = toPixel(x, y);
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -2; dy <= 2; dy++) {
        const [r, g, b] = image.pixel(px + dx, py + dy);
        if (r > 150 && g < 110 && b < 110) return true;
      }
    return false;
  };
  expect([inked(2, 4), inked(-1, 1), inked(2, 1)]).toEqual([true, true, false]);
}

describe('six-key braille in the expression list', () => {
  it.each([
    ['nemeth', NEMETH, '⠽⠀⠨⠅⠀⠭⠘⠆'],
    ['ueb', UEB, '⠰⠽⠀⠐⠶⠀⠭⠰⠔⠼⠃'],
  ])('%s chords enter y=x^2 and it is drawn', async (mode, cells, braille) => {
    const { page } = ui;
    await brailleRow(page, mode as string, cells as number[][]);
    await expectParabolaDrawn(page);
    const id = (await page.evaluate(() => (window as any).calc.getExpressions()))[0].id;
    await page.waitForFunction(
      (rowId, cellsWanted) =>
        document
          .querySelector(`.calc-ui-row[data-id="${rowId}"] .calc-ui-math-holder > *`)
          ?.getAttribute('aria-braillelabel') === cellsWanted,
      { timeout: 3000 },
      id,
      braille,
    );
  });

  it('leaves the letters alone without sixKeyInput, and sixKeyInput alone does nothing (spec rule)', async () => {
    const { page } = ui;
    for (const options of [{ brailleMode: 'nemeth' }, { sixKeyInput: true }]) {
      await mountCalculator(page, [], options);
      await page.click('.calc-ui-new-row');
      await waitForMathFocus(page);
      await page.keyboard.type('f');
      await waitForExpressions(page, "items.length === 1 && items[0].latex === 'f'");
    }
  });

  it('follows updateSettings: braille turned on while running types y=x^2, turned off types letters', async () => {
    const { page } = ui;
    await brailleRow(page, 'ueb', UEB, true);
    await expectParabolaDrawn(page);
    const read = () =>
      page.evaluate(() => {
        const { brailleMode, sixKeyInput } = (window as any).calc.settings;
        return { brailleMode, sixKeyInput };
      });
    expect(await read()).toEqual({ brailleMode: 'ueb', sixKeyInput: true });
    // Braille off takes six-key input with it: 'f' is a letter again, typed at the caret.
    await page.evaluate(() => (window as any).calc.updateSettings({ brailleMode: 'none' }));
    expect(await read()).toEqual({ brailleMode: 'none', sixKeyInput: false });
    await page.keyboard.type('f');
    await waitForExpressions(page, 'items.length === 1 && /^y=x\\^.*f/.test(items[0].latex)');
    // Six-key input alone is refused (spec rule) and stays off.
    await page.evaluate(() => (window as any).calc.updateSettings({ sixKeyInput: true }));
    expect(await read()).toEqual({ brailleMode: 'none', sixKeyInput: false });
  });

  it('puts chords in at the caret, not only at the end of the row', async () => {
    const { page } = ui;
    await mountCalculator(page, [{ id: 'a', latex: '=x^2' }], { brailleMode: 'nemeth', sixKeyInput: true });
    await page.click(rowMath('a'));
    await waitForMathFocus(page);
    await page.keyboard.press('Home');
    await chord(page, NEMETH[0]); // y
    await waitForExpressions(page, 'items.length === 1 && /^y=x\\^\\{?2\\}?$/.test(items[0].latex)');
  });
});
