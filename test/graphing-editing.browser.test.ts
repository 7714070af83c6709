/**
 * Issue 21's graphing-calculator items beyond typing (test/typing.browser.test.ts) and the style menu
 * (test/style-menu.browser.test.ts), driven with real keys and clicks on the served calculator: the
 * settings menu's x/y ranges with the spec's rule for invalid bounds, scrolling on a phone; "add slider"
 * for undefined variables; spreadsheet keys in tables; point coordinates while a point is dragged and on
 * a click; error messages in the person's terms. Screenshots
 * at 1280×800 and 400×700 go to test/output/graphing-editing/ for a person to look at.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  focusedRow,
  mountCalculator,
  openCalculatorUi,
  rowMath,
  waitForExpressions,
  waitForMathFocus,
} from './support/calculator-ui';
import { connectBrowser } from './support/connect';
import { decodePngDataUri, waitForIdle, type DecodedImage, type TestPage } from './support/page';
import { shotPath } from './support/shots';

let browser: Browser;
let wide: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  wide = await openCalculatorUi(browser, { width: 1280, height: 800 });
});

afterAll(async () => {
  await wide?.page.close();
  await browser?.disconnect();
});

/**
 * Runs `test` on a 400×700 page of its own, closed after it: a page behind another one gets no
 * animation frames, so the calculator there would never report idle.
 */
async function onPhone(test: (page: Page) => Promise<void>): Promise<void> {
  const phone = await openCalculatorUi(browser, { width: 400, height: 700 });
  try {
    await phone.page.bringToFront();
    await test(phone.page);
  } finally {
    await phone.page.close();
    await wide.page.bringToFront();
  }
}

const shot = (page: Page, name: string) => page.screenshot({ path: shotPath('graphing-editing', name) });

function mathBounds(page: Page): Promise<{ left: number; right: number; bottom: number; top: number }> {
  return page.evaluate(() => (window as any).calc.graphpaperBounds.mathCoordinates);
}

/** Replaces the text of the settings field `name` by typing, then leaves it with Tab. */
async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await page.click(`.calc-ui-settings [data-setting="${name}"]`, { clickCount: 3 });
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

const fieldValue = (page: Page, name: string) =>
  page.$eval(`.calc-ui-settings [data-setting="${name}"]`, (input) => (input as HTMLInputElement).value);
const invalid = (page: Page, name: string) =>
  page.$eval(`.calc-ui-settings [data-setting="${name}"]`, (input) => input.getAttribute('aria-invalid'));

describe('settings menu: x and y ranges', () => {
  it('shows the view, sets it from typed bounds, and keeps it on bounds the spec calls invalid', async () => {
    const { page } = wide;
    await mountCalculator(page, [{ id: 'c', latex: 'y=\\sin(x)' }]);
    await page.click('.calc-ui-settings-toggle');
    const start = await mathBounds(page);
    expect(Number(await fieldValue(page, 'xMin'))).toBeCloseTo(start.left, 4);
    expect(Number(await fieldValue(page, 'yMax'))).toBeCloseTo(start.top, 4);

    await typeInto(page, 'xMin', '0');
    await typeInto(page, 'xMax', '2pi');
    let bounds = await mathBounds(page);
    expect(bounds.left).toBe(0);
    expect(bounds.right).toBeCloseTo(2 * Math.PI, 12);
    expect([bounds.bottom, bounds.top]).toEqual([start.bottom, start.top]);
    await typeInto(page, 'yMin', '-1.5');
    await typeInto(page, 'yMax', '1.5');
    bounds = await mathBounds(page);
    expect([bounds.bottom, bounds.top]).toEqual([-1.5, 1.5]);
    await waitForIdle(page);
    await shot(page, 'settings-range-1280.png');

    // right <= left: bounds unchanged (the spec's rule), both fields marked, a message says why.
    await typeInto(page, 'xMin', '10');
    expect(await mathBounds(page)).toEqual(bounds);
    expect([await invalid(page, 'xMin'), await invalid(page, 'xMax')]).toEqual(['true', 'true']);
    expect(await page.$eval('.calc-ui-settings-range-problem', (problem) => problem.textContent)).toBe(
      'The smallest x must be less than the largest',
    );
    await shot(page, 'settings-range-invalid-1280.png');
    // Not a number: that field alone is marked; the view stays.
    await typeInto(page, 'xMin', 'ten');
    expect(await mathBounds(page)).toEqual(bounds);
    expect([await invalid(page, 'xMin'), await invalid(page, 'xMax')]).toEqual(['true', 'false']);
    await typeInto(page, 'xMin', '-2');
    expect((await mathBounds(page)).left).toBe(-2);
    expect(
      await page.$eval('.calc-ui-settings-range-problem', (problem) => (problem as HTMLElement).hidden),
    ).toBe(true);

    // A zoom button while the menu is open: the fields follow the view.
    await page.click('.calc-ui-zoom-in');
    await page.waitForFunction(
      (left) => (window as any).calc.graphpaperBounds.mathCoordinates.left !== left,
      { timeout: 2000 },
      -2,
    );
    const zoomed = await mathBounds(page);
    // Six significant digits shown.
    expect(Number(await fieldValue(page, 'xMin'))).toBeCloseTo(zoomed.left, 4);
    expect(Number(await fieldValue(page, 'xMax'))).toBeCloseTo(zoomed.right, 4);
    await page.keyboard.press('Escape');
  });

  it('scrolls inside the graph area of a 400×700 phone, every setting reachable', () =>
    onPhone(async (page) => {
      await page.click('.calc-ui-settings-toggle');
      const sizes = await page.$eval('.calc-ui-settings', (panel) => {
        const area = panel.closest('.calc-ui-graph-area')!.getBoundingClientRect();
        const box = panel.getBoundingClientRect();
        return {
          scrollHeight: panel.scrollHeight,
          clientHeight: panel.clientHeight,
          bottom: box.bottom,
          areaBottom: area.bottom,
          overflow: getComputedStyle(panel).overflowY,
        };
      });
      await shot(page, 'settings-400.png');
      expect(sizes.overflow).toBe('auto');
      expect(sizes.bottom).toBeLessThanOrEqual(sizes.areaBottom);
      expect(sizes.scrollHeight).toBeGreaterThan(sizes.clientHeight);
      // The last setting, below the fold, scrolls into view and works.
      await page.$eval('.calc-ui-settings [data-setting="degrees"]', (radio) => radio.scrollIntoView());
      await page.click('.calc-ui-settings [data-setting="degrees"]');
      expect(await page.evaluate(() => (window as any).calc.settings.degreeMode)).toBe(true);
      await shot(page, 'settings-400-scrolled.png');
      await typeInto(page, 'yMin', '-3');
      expect((await mathBounds(page)).bottom).toBe(-3);
    }));

  it('shows the view but cannot change it with lockViewport', async () => {
    const { page } = wide;
    await mountCalculator(page, [], { lockViewport: true });
    await page.click('.calc-ui-settings-toggle');
    expect(
      await page.$$eval('.calc-ui-settings-range input', (inputs) =>
        inputs.map((input) => (input as HTMLInputElement).disabled),
      ),
    ).toEqual([true, true, true, true]);
    await page.keyboard.press('Escape');
  });
});

/** Types into the list's blank row letter by letter. */
async function typeInNewRow(page: Page, keys: string): Promise<void> {
  await page.click('.calc-ui-new-row');
  await waitForMathFocus(page);
  await page.keyboard.type(keys);
}

describe('slider suggestions', () => {
  for (const [name, size] of [
    ['1280', '1280×800'],
    ['400', '400×700'],
  ] as const) {
    const onSize = (test: (page: Page) => Promise<void>) =>
      name === '400' ? onPhone(test) : test(wide.page);
    it(`offers "add slider" for each undefined letter and all of them, at ${size}`, () =>
      onSize(async (page) => {
        await mountCalculator(page);
        await typeInNewRow(page, 'y=mx+b');
        await waitForExpressions(page, "items[0]?.latex === 'y=mx+b'");
        await page.waitForSelector('.calc-ui-slider-suggestions:not([hidden])', { timeout: 3000 });
        const offered = await page.$$eval('.calc-ui-slider-suggestion', (buttons) =>
          buttons.map((button) => [button.textContent, button.getAttribute('aria-label')]),
        );
        expect(offered).toEqual([
          ['m', 'Add a slider for m'],
          ['b', 'Add a slider for b'],
          ['all', 'Add sliders for m, b'],
        ]);
        await shot(page, `slider-suggestions-${name}.png`);
        await page.click('.calc-ui-slider-suggestion:last-child');
        await waitForExpressions(page, 'items.length === 3');
        const items = await page.evaluate(() => (window as any).calc.getExpressions());
        expect(items.map((item: any) => [item.latex, item.sliderBounds])).toEqual([
          ['y=mx+b', undefined],
          ['m=1', { min: '-10', max: '10', step: '' }],
          ['b=1', { min: '-10', max: '10', step: '' }],
        ]);
        await waitForIdle(page);
        const first = items[0].id;
        expect(await page.evaluate((id) => (window as any).calc.expressionAnalysis[id].isError, first)).toBe(
          false,
        );
        expect(await page.$$('.calc-ui-slider')).toHaveLength(2);
        expect(await page.$('.calc-ui-slider-suggestions:not([hidden])')).toBeNull();
        // The caret went back to the row the sliders were for.
        expect(await focusedRow(page, first)).toBe(first);
        await shot(page, `sliders-added-${name}.png`);
        // Each slider takes its own palette color, and "all" is one action: one undo takes both back.
        expect(new Set(items.map((item: any) => item.color)).size).toBe(3);
        await page.evaluate(() => (window as any).calc.undo());
        await waitForExpressions(page, 'items.length === 1');
      }));
  }

  it('adds one slider right below its row, one undo step, and offers none for other errors', async () => {
    const { page } = wide;
    await mountCalculator(page, [
      { id: 'p', latex: 'y=ax^2' },
      { id: 'q', latex: 'y=x' },
    ]);
    await page.waitForSelector('.calc-ui-row[data-id="p"] .calc-ui-slider-suggestions:not([hidden])');
    expect(await page.$$('.calc-ui-row[data-id="p"] .calc-ui-slider-suggestion')).toHaveLength(1);
    await page.click('.calc-ui-row[data-id="p"] .calc-ui-slider-suggestion');
    await waitForExpressions(page, 'items.length === 3');
    expect(
      await page.evaluate(() => (window as any).calc.getExpressions().map((item: any) => item.latex)),
    ).toEqual(['y=ax^2', 'a=1', 'y=x']);
    // One undo step per slider: undo takes it away and the offer comes back.
    await page.evaluate(() => (window as any).calc.undo());
    await page.waitForSelector('.calc-ui-row[data-id="p"] .calc-ui-slider-suggestions:not([hidden])');
    // An error that is not an undefined variable offers none.
    await mountCalculator(page, [{ id: 'f', latex: 'y=x+' }]);
    await waitForIdle(page);
    expect(await page.$('.calc-ui-slider-suggestions:not([hidden])')).toBeNull();
  });
});

describe('tables as a spreadsheet', () => {
  const cell = (column: number, row: number) =>
    `.calc-ui-row[data-id="t"] input[data-column="${column}"][data-row="${row}"]`;
  const focused = (page: Page) =>
    page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      return [Number(input.dataset.column), Number(input.dataset.row)];
    });

  it('moves with arrows at the ends of a cell, Tab across, Enter down adding a row at the end', async () => {
    const { page } = wide;
    await mountCalculator(page, [
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_{1}', values: ['1', '2'] },
          { latex: 'y_{1}', values: ['10', '20'] },
        ],
      },
    ]);
    await page.click(cell(1, 0));
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toEqual([0, 0]);
    // Arrived from the right: the caret is at the start, so → walks through the text before moving on.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual([0, 0]);
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual([1, 0]);
    // At the last column → stays; ↓ moves down; Tab goes across to the next row's first cell.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual([1, 0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toEqual([1, 1]);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await focused(page)).toEqual([0, 1]);
    // Enter in the last row adds a row and the caret goes into it: the next number is a new value.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLElement)?.dataset.row === '2', {
      timeout: 2000,
    });
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLElement)?.dataset.row === '3', {
      timeout: 2000,
    });
    await page.keyboard.type('40');
    await waitForExpressions(page, "items[0].columns[1].values[3] === '40'");
    expect((await page.evaluate(() => (window as any).calc.getExpressions()[0])).columns).toMatchObject([
      { values: ['1', '2', '3', ''] },
      { values: ['10', '20', '30', '40'] },
    ]);
  });
});

describe('error messages in the person’s terms', () => {
  it('never quote LaTeX the person did not type while inputs are half typed', async () => {
    const { page } = wide;
    await mountCalculator(page);
    await page.click('.calc-ui-new-row');
    await waitForMathFocus(page);
    const messages = new Map<string, string>();
    for (const keys of ['y=sqrt(x+', 'y=(x+', 'y={x<0:', 'y=1/', 'y=x^', 'y=[1,', 'y=abs(', 'y=log_']) {
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      for (const key of keys) {
        await page.keyboard.type(key);
        // The keystroke reaches the model a frame late: two frames, then its analysis.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await waitForIdle(page);
        const shown = await page.$$eval('.calc-ui-error-message:not([hidden])', (errors) =>
          errors.map((error) => error.textContent ?? ''),
        );
        shown.forEach((message) => messages.set(message, keys));
      }
    }
    expect(messages.size).toBeGreaterThan(2);
    // A bracket the person typed may be named ('{' shows a closing brace too); a box's braces may not.
    for (const [message, keys] of messages) {
      expect(message).not.toMatch(/\\[a-zA-Z]+/);
      if (!keys.includes('{')) expect(message, keys).not.toMatch(/[{}]/);
    }
  });
});

describe('point coordinates', () => {
  /** Page coordinates of a math point. */
  const pagePoint = (page: Page, x: number, y: number) =>
    page.evaluate(
      (mathX, mathY) => {
        const pixel = (window as any).calc.mathToPixels({ x: mathX, y: mathY });
        const box = document.getElementById('calculator')!.getBoundingClientRect();
        return { x: box.left + pixel.x, y: box.top + pixel.y };
      },
      x,
      y,
    );
  const shownPoint = (page: Page) =>
    page.evaluate(() => (window as any).calc[Symbol.for('calculator.internal')].shownPoint ?? null);
  /** The page's pixels in the box right of the math point (x, y), where its label goes. */
  async function besidePoint(page: Page, x: number, y: number) {
    const at = await pagePoint(page, x, y);
    const clip = { x: at.x + 8, y: at.y - 30, width: 100, height: 60 };
    return decodePngDataUri(`data:image/png;base64,${await page.screenshot({ encoding: 'base64', clip })}`);
  }
  /** How many pixels differ between two pictures of the same box. */
  function changedPixels(first: DecodedImage, second: DecodedImage): number {
    let changed = 0;
    for (let x = 0; x < first.width; x++)
      for (let y = 0; y < first.height; y++) {
        const one = first.pixel(x, y);
        const two = second.pixel(x, y);
        if (Math.abs(one[0] - two[0]) + Math.abs(one[1] - two[1]) + Math.abs(one[2] - two[2]) > 60) changed++;
      }
    return changed;
  }

  it('shows a dragged point’s coordinates as it moves, and a clicked point’s until a click elsewhere', async () => {
    const { page } = wide;
    await mountCalculator(page, [
      { id: 'A', latex: 'A=(1,2)', color: '#2d70b3' },
      { id: 's', latex: '(3,-1)', color: '#c74440' },
    ]);
    await waitForIdle(page);
    const plain = await besidePoint(page, 3, -1);
    expect(await shownPoint(page)).toBeNull();

    const start = await pagePoint(page, 1, 2);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const target = await pagePoint(page, 4, 3);
    await page.mouse.move(target.x, target.y, { steps: 6 });
    await waitForIdle(page);
    const dragging = await shownPoint(page);
    expect(dragging.id).toBe('A');
    expect(dragging.x).toBeCloseTo(4, 0);
    expect(dragging.y).toBeCloseTo(3, 0);
    await shot(page, 'point-dragging-1280.png');
    const whileDragging = await besidePoint(page, dragging.x, dragging.y);
    await page.mouse.up();
    const latex = (await page.evaluate(() => (window as any).calc.getExpressions()[0].latex)) as string;
    expect(dragging.text.replace(/ /g, '').replace(/−/g, '-')).toBe(latex.slice(2));
    // Still shown after the drag; a click on empty paper takes it away.
    expect((await shownPoint(page))?.id).toBe('A');
    const empty = await pagePoint(page, -6, -5);
    await page.mouse.click(empty.x, empty.y);
    await waitForIdle(page);
    expect(await shownPoint(page)).toBeNull();
    const afterDrag = await besidePoint(page, dragging.x, dragging.y);
    expect(changedPixels(whileDragging, afterDrag)).toBeGreaterThan(40);

    // A static point: a click shows its coordinates.
    const still = await pagePoint(page, 3, -1);
    await page.mouse.click(still.x + 2, still.y);
    await waitForIdle(page);
    expect(await shownPoint(page)).toEqual({ id: 's', x: 3, y: -1, text: '(3, −1)' });
    expect(changedPixels(plain, await besidePoint(page, 3, -1))).toBeGreaterThan(40);
    await shot(page, 'point-clicked-1280.png');
    await page.mouse.click(empty.x, empty.y);
    expect(await shownPoint(page)).toBeNull();
  });

  it('shows a clicked point’s coordinates on a 400×700 phone', () =>
    onPhone(async (page) => {
      await mountCalculator(page, [{ id: 'p', latex: '(2,3)' }]);
      await waitForIdle(page);
      const point = await pagePoint(page, 2, 3);
      await page.mouse.click(point.x, point.y);
      await waitForIdle(page);
      expect(await shownPoint(page)).toEqual({ id: 'p', x: 2, y: 3, text: '(2, 3)' });
      await shot(page, 'point-clicked-400.png');
    }));
});

describe('the keypad on a phone', () => {
  const rows = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `r${n}`, latex: `y=${n}x` }));
  /** Tops and bottoms (page pixels) of the parts that share the screen. */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, height: rect.height };
      };
      return {
        list: box('.calc-ui-list'),
        graph: box('.calc-ui-graph-area'),
        row: box('.calc-ui-row[data-id="r6"]'),
      };
    });

  it('keeps the row being edited in sight above the open keypad; the graph shrinks first', () =>
    onPhone(async (page) => {
      await mountCalculator(page, rows);
      await page.click(rowMath('r6'));
      await waitForMathFocus(page);
      const closed = await layout(page);
      await page.click('.calc-ui-keypad-toggle');
      await page.waitForSelector('.calc-ui-keypad:not([hidden])');
      const open = await layout(page);
      await shot(page, 'keypad-open-400.png');
      // The list kept at least its height; the graph gave the keypad its room.
      expect(open.list.height).toBeGreaterThanOrEqual(closed.list.height - 1);
      expect(open.graph.height).toBeLessThan(closed.graph.height - 100);
      expect(open.graph.height).toBeGreaterThanOrEqual(80);
      // The shrunken graph still shows every button over it (settings, zoom in, out, home): in a row.
      const outside = await page.evaluate(() => {
        const area = document.querySelector('.calc-ui-graph-area')!.getBoundingClientRect();
        return [...document.querySelectorAll('.calc-ui-overlay-top-right button')]
          .filter((button) => {
            const box = button.getBoundingClientRect();
            return (
              box.top < area.top || box.bottom > area.bottom || box.left < area.left || box.right > area.right
            );
          })
          .map((button) => button.className);
      });
      expect(outside).toEqual([]);
      // The row being edited is inside the list's view.
      expect(open.row.top).toBeGreaterThanOrEqual(open.list.top - 1);
      expect(open.row.bottom).toBeLessThanOrEqual(open.list.bottom + 1);
      // Keys typed on the keypad reach it, and it stays in sight.
      await page.click('.calc-ui-keypad [data-key="plus"]');
      await page.click('.calc-ui-keypad [data-key="2"]');
      await waitForExpressions(page, "items[5].latex === 'y=6x+2'");
      const typed = await layout(page);
      expect(typed.row.bottom).toBeLessThanOrEqual(typed.list.bottom + 1);
      await page.click('.calc-ui-keypad-toggle');
      expect((await layout(page)).graph.height).toBeCloseTo(closed.graph.height, 0);
    }));
});

describe('the style menu’s place', () => {
  const boxes = (page: Page) =>
    page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect();
        return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      };
      return {
        menu: box('.calc-ui-style-menu'),
        field: box('.calc-ui-row[data-id="c"] .calc-ui-math-holder > *'),
        list: box('.calc-ui-list-panel'),
        calculator: box('.calc-ui'),
      };
    });
  const openMenu = async (page: Page) => {
    await mountCalculator(page, [{ id: 'c', latex: 'y=x^2', color: '#c74440' }]);
    await page.click('.calc-ui-row[data-id="c"] .calc-ui-swatch');
    await page.waitForSelector('.calc-ui-style-menu:not([hidden])');
    return boxes(page);
  };

  it('opens beside the list on a wide screen, leaving the row in sight', async () => {
    const { page } = wide;
    const { menu, field, list } = await openMenu(page);
    await shot(page, 'style-menu-beside-list-1280.png');
    expect(menu.left).toBeGreaterThanOrEqual(list.right);
    expect(menu.left).toBeGreaterThanOrEqual(field.right);
    await page.keyboard.press('Escape');
  });

  it('opens above the row on a 400×700 phone, within the calculator', () =>
    onPhone(async (page) => {
      const { menu, calculator, field } = await openMenu(page);
      await shot(page, 'style-menu-400.png');
      expect(menu.left).toBeGreaterThanOrEqual(calculator.left);
      expect(menu.right).toBeLessThanOrEqual(calculator.right);
      expect(menu.bottom).toBeLessThanOrEqual(calculator.bottom);
      // Above the row, over the graph paper: the row stays in sight.
      expect(menu.bottom).toBeLessThanOrEqual(field.top);
    }));
});
