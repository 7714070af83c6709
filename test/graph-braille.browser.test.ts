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

async function brailleRow(page: Page, mode: string, cells: number[][]): Promise<void> {
  await mountCalculator(page, [], { brailleMode: mode, sixKeyInput: true });
  await page.evaluate(() => (window as any).calc.setMathBounds({ left: -5, right: 5, bottom: -5, top: 5 }));
  await page.click('.calc-ui-new-row');
  await waitForMathFocus(page);
  for (const dots of cells) await chord(page, dots);
}

describe('six-key braille in the expression list', () => {
  it.each([
    ['nemeth', NEMETH, '⠽⠀⠨⠅⠀⠭⠘⠆'],
    ['ueb', UEB, '⠰⠽⠀⠐⠶⠀⠭⠰⠔⠼⠃'],
  ])('%s chords enter y=x^2 and it is drawn', async (mode, cells, braille) => {
    const { page } = ui;
    await brailleRow(page, mode as string, cells as number[][]);
    await waitForExpressions(page, 'items.length === 1 && /^y=x\\^\\{?2\\}?$/.test(items[0].latex)');
    const { image, toPixel } = await graphScreenshot(page);
    // The curve passes through (2, 4) and (-1, 1); (2, 1) is blank paper.
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
    const id = (await page.evaluate(() => (window as any).calc.getExpressions()))[0].id;
    await page.waitForFunction(
      (rowId, cellsWanted) =>
        document
          .querySelector(`.calc-ui-row[data-id="${rowId}"] math-field`)
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
});
