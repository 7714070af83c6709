/**
 * The list as people use it (issue 20), in the served calculator through real keys and pointer moves:
 * a blank calculator's one empty row that typing goes into, Enter, Backspace and ↑/↓ between rows,
 * rows reordered by Alt+Shift+↑/↓ and by a drag, each one undo step, and a table's headers typeset.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import {
  boxOf,
  expressionIds,
  expressions,
  focusedRow,
  mountCalculator,
  openCalculatorUi,
  rowMath,
  waitForExpressions,
  waitForMathFocus,
} from './support/calculator-ui';
import { graphScreenshot, hasColorNear, hexToRgb } from './support/page';
import { useCalculatorPage } from './support/shared-page';
import { shotPath } from './support/shots';

const calculator = useCalculatorPage();
const page = (): Page => calculator.page;

const rows = () =>
  page().$$eval('.calc-ui-row', (elements) => elements.map((row) => row.getAttribute('data-id')));
const undo = () => page().click('.calc-ui-undo');

/**
 * Presses Tab until the focused element satisfies `test` (at most 10 times). Tab onto a row's typeset math
 * makes its field, which takes the focus from the typeset math a frame or more later (ui/expression-row.ts):
 * each step reads the focus once it has settled there.
 */
async function tabUntil(test: string): Promise<void> {
  for (let step = 0; step < 10; step++) {
    await page().keyboard.press('Tab');
    await page()
      .waitForFunction(() => !document.activeElement?.matches('.calc-ui-math-holder > :not(math-field)'), {
        timeout: 2000,
      })
      .catch(() => undefined);
    const reached = await page().evaluate(
      (source) => new Function('element', `return ${source}`)(document.activeElement),
      test,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

describe('a blank calculator', () => {
  it('shows one empty row that is no item, and steals no focus from the page', async () => {
    await mountCalculator(page());
    expect(await page().$$('.calc-ui-row')).toHaveLength(1);
    expect(await page().$('.calc-ui-row[data-blank="true"] .calc-ui-math-holder > *')).not.toBeNull();
    expect(await expressions(page())).toEqual([]);
    expect(await page().evaluate(() => (window as any).calc.getState().expressions.list)).toEqual([]);
    // An embedded calculator is one part of a page: the page decides what has the focus at load.
    expect(await page().evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it('types y=x^2 into the row at once after a click on it: the expression and its curve', async () => {
    await mountCalculator(page());
    await page().click('.calc-ui-row[data-blank="true"] .calc-ui-math-holder > *');
    await waitForMathFocus(page());
    await page().keyboard.type('y=x^2');
    await waitForExpressions(page(), "items.length === 1 && items[0].latex === 'y=x^2'");
    const [item] = await expressions(page());
    expect(item).toMatchObject({ type: 'expression', latex: 'y=x^2' });
    // The row typed into is the row on screen: one row, the caret still in it.
    expect(await rows()).toEqual([item.id]);
    expect(await focusedRow(page(), item.id)).toBe(item.id);
    const { image, toPixel } = await graphScreenshot(page());
    const rgb = hexToRgb(item.color);
    expect(hasColorNear(image, ...toPixel(2, 4), rgb, 3)).toBe(true);
    expect(hasColorNear(image, ...toPixel(2, -4), rgb, 3)).toBe(false);
    await page().screenshot({ path: shotPath('ui-list', 'typed-at-once.png') });
    // The typed row is one undo step: undo leaves a blank calculator with its empty row again.
    await undo();
    expect(await expressions(page())).toEqual([]);
    expect(await page().$$('.calc-ui-row[data-blank="true"]')).toHaveLength(1);
  });

  it('puts the caret in the row after a click anywhere in the empty list, and after focusFirstExpression', async () => {
    await mountCalculator(page());
    const list = (await boxOf(page(), '.calc-ui-list'))!;
    await page().mouse.click(list.x + list.width / 2, list.y + list.height - 20);
    await waitForMathFocus(page());
    await page().keyboard.type('y=2');
    await waitForExpressions(page(), "items.length === 1 && items[0].latex === 'y=2'");

    await mountCalculator(page());
    await page().evaluate(() => (window as any).calc.focusFirstExpression());
    await waitForMathFocus(page());
    await page().keyboard.type('y=3');
    await waitForExpressions(page(), "items.length === 1 && items[0].latex === 'y=3'");
  });
});

describe('moving through rows by keys', () => {
  it('Enter inserts a row below, ↑/↓ move, Backspace in an empty row removes it and goes up', async () => {
    await mountCalculator(page(), [
      { id: 'a', latex: 'y=1' },
      { id: 'b', latex: 'y=2' },
      { id: 'c', latex: 'y=3' },
    ]);
    await page().click(rowMath('a'));
    await waitForMathFocus(page());
    await page().keyboard.press('End');
    await page().keyboard.press('Enter');
    await waitForExpressions(page(), 'items.length === 4');
    const ids = await expressionIds(page());
    const inserted = ids[1];
    expect(ids).toEqual(['a', inserted, 'b', 'c']);
    expect(await focusedRow(page(), inserted)).toBe(inserted);
    await waitForMathFocus(page());
    await page().keyboard.type('5');
    await waitForExpressions(page(), "items[1].latex === '5'");

    await page().keyboard.press('ArrowDown');
    expect(await focusedRow(page(), 'b')).toBe('b');
    await page().keyboard.press('ArrowUp');
    expect(await focusedRow(page(), inserted)).toBe(inserted);
    await page().keyboard.press('ArrowUp');
    expect(await focusedRow(page(), 'a')).toBe('a');
    await page().keyboard.press('ArrowDown');
    expect(await focusedRow(page(), inserted)).toBe(inserted);
    await page().keyboard.press('End');
    await page().keyboard.press('Backspace');
    await waitForExpressions(page(), "items[1].latex === ''");
    await page().keyboard.press('Backspace');
    await waitForExpressions(page(), 'items.length === 3');
    expect(await expressionIds(page())).toEqual(['a', 'b', 'c']);
    expect(await focusedRow(page(), 'a')).toBe('a');
    // The caret is at the end of the row above: typing goes on there.
    await page().keyboard.type('+1');
    await waitForExpressions(page(), "items[0].latex === 'y=1+1'");
  });

  it('shows typeset math until a row is edited; a click puts the caret where it was, Tab into a row types there', async () => {
    await mountCalculator(page(), [
      { id: 'a', latex: 'y=123' },
      { id: 'b', latex: 'y=4' },
    ]);
    // No live field yet (ui/static-math.ts): each row's math is typeset, named as its field will be.
    expect(await page().$$('.calc-ui-row math-field')).toHaveLength(0);
    expect(
      await page().$eval(rowMath('a'), (math) => [
        math.getAttribute('role'),
        math.getAttribute('aria-label'),
      ]),
    ).toEqual(['textbox', 'Expression 1']);
    // A click on the left of the math's first glyph: the caret goes before it, not to the end.
    const start = await page().$eval(rowMath('a'), (math) => {
      const box = math.shadowRoot!.querySelector('.ML__latex')!.getBoundingClientRect();
      return { x: box.left + 1, y: box.top + box.height / 2 };
    });
    await page().mouse.click(start.x, start.y);
    await waitForMathFocus(page());
    await page().keyboard.type('2');
    await waitForExpressions(page(), "items[0].latex === '2y=123'");
    expect(await page().$$('.calc-ui-row math-field')).toHaveLength(1);
    // Tab goes on past the row's delete button to the next row's swatch, then its math: a field with the caret.
    await tabUntil("element.closest?.('li')?.dataset.id === 'b' && element.tagName === 'MATH-FIELD'");
    await page().keyboard.type('5');
    await waitForExpressions(page(), "items[1].latex === 'y=45'");
  });

  it('Backspace in the only, empty row leaves the blank row with the caret', async () => {
    await mountCalculator(page(), [{ id: 'a', latex: '' }]);
    await page().click(rowMath('a'));
    await waitForMathFocus(page());
    await page().keyboard.press('Backspace');
    await waitForExpressions(page(), 'items.length === 0');
    await waitForMathFocus(page());
    expect(await page().evaluate(() => document.activeElement?.closest('li')?.dataset.blank)).toBe('true');
  });
});

describe('reordering rows', () => {
  const three = [
    { id: 'a', latex: 'y=1' },
    { id: 'b', latex: 'y=2' },
    { id: 'c', latex: 'y=3' },
  ];

  it('moves a row with Alt+Shift+↑/↓, keeps its caret, announces its place, and undoes each move at once', async () => {
    await mountCalculator(page(), three);
    await page().click(rowMath('c'));
    await waitForMathFocus(page());
    await page().keyboard.down('Alt');
    await page().keyboard.down('Shift');
    await page().keyboard.press('ArrowUp');
    expect(await expressionIds(page())).toEqual(['a', 'c', 'b']);
    await page().keyboard.press('ArrowUp');
    expect(await expressionIds(page())).toEqual(['c', 'a', 'b']);
    // At the top it stays.
    await page().keyboard.press('ArrowUp');
    expect(await expressionIds(page())).toEqual(['c', 'a', 'b']);
    await page().keyboard.press('ArrowDown');
    await page().keyboard.up('Shift');
    await page().keyboard.up('Alt');
    expect(await expressionIds(page())).toEqual(['a', 'c', 'b']);
    expect(await rows()).toEqual(['a', 'c', 'b']);
    expect(
      await page().$eval('.calc-ui-list-panel [aria-live="polite"][role="status"]', (e) => e.textContent),
    ).toBe('Moved to position 2 of 3');
    expect(await focusedRow(page(), 'c')).toBe('c');
    await waitForMathFocus(page());
    // The latex did not change on the way.
    expect((await expressions(page())).map((item) => item.latex)).toEqual(['y=1', 'y=3', 'y=2']);
    await undo();
    expect(await expressionIds(page())).toEqual(['c', 'a', 'b']);
    await undo();
    expect(await expressionIds(page())).toEqual(['a', 'c', 'b']);
    await undo();
    expect(await expressionIds(page())).toEqual(['a', 'b', 'c']);
  });

  it('moves a row dragged by its number, and one undo puts it back', async () => {
    await mountCalculator(page(), three);
    const handle = (await boxOf(page(), '.calc-ui-row[data-id="a"] .calc-ui-row-number'))!;
    const last = (await boxOf(page(), '.calc-ui-row[data-id="c"]'))!;
    await page().mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page().mouse.down();
    await page().mouse.move(handle.x + handle.width / 2, last.y + last.height * 0.8, { steps: 8 });
    await page().screenshot({ path: shotPath('ui-list', 'dragging.png') });
    expect(await page().$eval('.calc-ui-row[data-id="c"]', (row) => (row as HTMLElement).dataset.drop)).toBe(
      'after',
    );
    await page().mouse.up();
    expect(await expressionIds(page())).toEqual(['b', 'c', 'a']);
    expect(await rows()).toEqual(['b', 'c', 'a']);
    expect(await page().$$('[data-drop]')).toHaveLength(0);
    await undo();
    expect(await expressionIds(page())).toEqual(['a', 'b', 'c']);

    // A short press is no drag.
    const again = (await boxOf(page(), '.calc-ui-row[data-id="b"] .calc-ui-row-number'))!;
    await page().mouse.click(again.x + again.width / 2, again.y + again.height / 2);
    expect(await expressionIds(page())).toEqual(['a', 'b', 'c']);
  });
});

describe('reordering rows with folders', () => {
  const withFolder = [
    { id: 'a', latex: 'y=1' },
    { type: 'folder', id: 'f', title: 'Lines' },
    { id: 'm1', latex: 'y=2', folderId: 'f' },
    { id: 'm2', latex: 'y=3', folderId: 'f' },
    { id: 'b', latex: 'y=4' },
  ];
  const folderIds = async () =>
    (await expressions(page())).map((item) => `${item.id}${item.folderId ? `@${item.folderId}` : ''}`);

  it('drops a dragged row into a folder among its rows, and out of it above its title', async () => {
    await mountCalculator(page(), withFolder);
    const drag = async (id: string, toId: string, fraction: number) => {
      const handle = (await boxOf(page(), `.calc-ui-row[data-id="${id}"] .calc-ui-row-number`))!;
      const target = (await boxOf(page(), `.calc-ui-row[data-id="${toId}"]`))!;
      await page().mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page().mouse.down();
      await page().mouse.move(handle.x + handle.width / 2, target.y + target.height * fraction, { steps: 8 });
      await page().mouse.up();
    };
    // Just above m2's middle: before m2, so inside the folder.
    await drag('a', 'm2', 0.3);
    expect(await folderIds()).toEqual(['f', 'm1@f', 'a@f', 'm2@f', 'b']);
    await page().screenshot({ path: shotPath('ui-list', 'dragged-into-folder.png') });
    // Above the folder's title: out of it, at the top level.
    await drag('m1', 'f', 0.3);
    expect(await folderIds()).toEqual(['m1', 'f', 'a@f', 'm2@f', 'b']);
    await undo();
    expect(await folderIds()).toEqual(['f', 'm1@f', 'a@f', 'm2@f', 'b']);
    await undo();
    expect(await folderIds()).toEqual(['a', 'f', 'm1@f', 'm2@f', 'b']);
  });

  it("in the gap after a folder, the pointer's side says folder or top level, and the mark shows which", async () => {
    await mountCalculator(page(), withFolder.slice(0, 4));
    const dragBelowAll = async (id: string, dx: number, mark: string) => {
      const handle = (await boxOf(page(), `.calc-ui-row[data-id="${id}"] .calc-ui-row-number`))!;
      const last = (await boxOf(page(), '.calc-ui-row[data-id="m2"]'))!;
      const x = handle.x + handle.width / 2;
      await page().mouse.move(x, handle.y + handle.height / 2);
      await page().mouse.down();
      await page().mouse.move(x + dx, last.y + last.height + 12, { steps: 8 });
      expect(
        await page().$eval('.calc-ui-row[data-id="m2"]', (row) => (row as HTMLElement).dataset.drop),
      ).toBe(mark);
      await page().mouse.up();
    };
    // A top-level row dragged straight down stays at the top level, below the folder.
    await dragBelowAll('a', 0, 'after');
    expect(await folderIds()).toEqual(['f', 'm1@f', 'm2@f', 'a']);
    await undo();
    // Moved toward the folder's indented numbers, it joins the folder at its end.
    await dragBelowAll('a', 18, 'after-in-folder');
    expect(await folderIds()).toEqual(['f', 'm1@f', 'm2@f', 'a@f']);
    await page().screenshot({ path: shotPath('ui-list', 'dropped-at-folder-end.png') });
    await undo();
    // A folder's row dragged straight down past the last one stays in the folder.
    await dragBelowAll('m1', 0, 'after-in-folder');
    expect(await folderIds()).toEqual(['a', 'f', 'm2@f', 'm1@f']);
    expect(await page().$$('[data-drop]')).toHaveLength(0);
  });

  it('moves a folder as a block by keys, and takes a first or last row out of its folder', async () => {
    await mountCalculator(page(), withFolder);
    await page().click(rowMath('m1'));
    await waitForMathFocus(page());
    await page().keyboard.down('Alt');
    await page().keyboard.down('Shift');
    await page().keyboard.press('ArrowUp');
    expect(await folderIds()).toEqual(['a', 'm1', 'f', 'm2@f', 'b']);
    await page().keyboard.press('ArrowDown');
    // Down past a folder goes past all of it.
    expect(await folderIds()).toEqual(['a', 'f', 'm2@f', 'm1', 'b']);
    await page().click('.calc-ui-row[data-id="f"] .calc-ui-folder-title');
    await page().keyboard.press('ArrowUp');
    await page().keyboard.up('Shift');
    await page().keyboard.up('Alt');
    expect(await folderIds()).toEqual(['f', 'm2@f', 'a', 'm1', 'b']);
    await undo();
    expect(await folderIds()).toEqual(['a', 'f', 'm2@f', 'm1', 'b']);
  });
});

describe('tables', () => {
  const table = {
    type: 'table',
    id: 't',
    columns: [
      { latex: 'x_{1}', values: ['1', '2', '3'] },
      { latex: 'y_{1}', values: ['1', '4', '9'] },
    ],
  };

  // The list of the issue's screenshots: a folder holding a note with a link and a table, and a curve.
  const list = [
    { type: 'folder', id: 'd', title: 'Data' },
    { type: 'text', id: 'n', text: 'Squares, as in https://example.com/squares', folderId: 'd' },
    { ...table, folderId: 'd' },
    { id: 'f', latex: 'f(x)=x^2' },
  ];

  it('typesets headers as math and edits them as math fields (screenshots at 800 and 400 px looked at)', async () => {
    await mountCalculator(page(), list);
    expect(await page().$eval('.calc-ui-row[data-id="n"] a', (a) => [a.getAttribute('href'), a.rel])).toEqual(
      ['https://example.com/squares', 'noopener noreferrer'],
    );
    const headers = await page().$$eval('.calc-ui-row[data-id="t"] th math-field', (fields) =>
      fields.map((field) => (field as any).value),
    );
    expect(headers).toEqual(['x_{1}', 'y_{1}']);
    await page().screenshot({ path: shotPath('ui-list', 'table-800.png') });
    await page().click('.calc-ui-row[data-id="t"] th:nth-child(2) math-field');
    await waitForMathFocus(page());
    await page().keyboard.down('Control');
    await page().keyboard.press('a');
    await page().keyboard.up('Control');
    await page().keyboard.type('y_2');
    await waitForExpressions(
      page(),
      "['y_{2}', 'y_2'].includes(items.find((item) => item.id === 't').columns[1].latex)",
    );
    // Enter goes down to the column's first cell.
    await page().keyboard.press('Enter');
    expect(await page().evaluate(() => (document.activeElement as HTMLInputElement).dataset.row)).toBe('0');

    const narrow = await openCalculatorUi(calculator.browser, { width: 400, height: 600 }, list);
    try {
      expect(await narrow.page.$$('.calc-ui-row[data-id="t"] th math-field')).toHaveLength(2);
      await narrow.page.screenshot({ path: shotPath('ui-list', 'table-400.png') });
    } finally {
      await narrow.page.close();
    }
  });
});
