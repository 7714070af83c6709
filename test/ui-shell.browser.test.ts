/**
 * The UI's frame and rows in Chromium, on the served calculator: layout at 800 and 400px,
 * the options that hide parts, math typed through real key events, swatches, errors and evaluations.
 */
import type { Browser } from 'puppeteer-core';
import { formatTree, parseLatex } from '../language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shotPath } from './support/shots';
import { connectBrowser } from './support/connect';
import { type TestPage, waitForIdle } from './support/page';
import { boxOf, mountCalculator, openCalculatorUi, rowMath, waitForMathFocus } from './support/calculator-ui';

let browser: Browser;
let wide: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  wide = await openCalculatorUi(browser, { width: 800, height: 600 });
});

/** What the page fetched besides the calculator script: nothing (fonts are inlined). */
const requestsBeyondScript = () => wide.requests.filter((url) => !url.includes('/calculator.js'));

afterAll(async () => {
  await wide?.page.close();
  await browser?.disconnect();
});

describe('layout', () => {
  it('puts the list left of the graph at 800px', async () => {
    await mountCalculator(wide.page, [{ type: 'expression', id: 'a', latex: 'y=x^2', color: '#c74440' }]);
    await wide.page.screenshot({ path: shotPath('ui-shots', 'wide.png') });
    const list = await boxOf(wide.page, '.calc-ui-list-panel');
    const graph = await boxOf(wide.page, '.calc-ui-graph-area');
    expect(list).not.toBeNull();
    expect(graph).not.toBeNull();
    expect(list!.x + list!.width).toBeLessThanOrEqual(graph!.x + 1);
    expect(list!.width).toBeGreaterThan(200);
    expect(graph!.width).toBeGreaterThan(400);
    expect(await boxOf(wide.page, '.calc-ui-keypad')).toBeNull();
    await wide.page.click('.calc-ui-keypad-toggle');
    const keypad = (await boxOf(wide.page, '.calc-ui-keypad'))!;
    const listWithKeypad = (await boxOf(wide.page, '.calc-ui-list-panel'))!;
    const graphWithKeypad = (await boxOf(wide.page, '.calc-ui-graph-area'))!;
    expect(keypad.width).toBeGreaterThan(795);
    expect(keypad.y).toBeGreaterThanOrEqual(listWithKeypad.y + listWithKeypad.height - 1);
    expect(keypad.y).toBeGreaterThanOrEqual(graphWithKeypad.y + graphWithKeypad.height - 1);
    expect(keypad.y + keypad.height).toBeLessThanOrEqual(20 + 600 + 1);
    expect(wide.pageErrors).toEqual([]);
    expect(requestsBeyondScript()).toEqual([]);
  });

  it('draws math in the inlined KaTeX fonts, fetching nothing, and focuses nothing at load', async () => {
    await mountCalculator(wide.page, [
      { type: 'expression', id: 'a', latex: 'y=\\sqrt{x}', color: '#c74440' },
    ]);
    const fonts = await wide.page.evaluate(async () => {
      await document.fonts.ready;
      return ['KaTeX_Main', 'KaTeX_Math', 'KaTeX_Size1'].map((family) =>
        [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
      );
    });
    expect(fonts).toEqual([true, true, true]);
    expect(requestsBeyondScript()).toEqual([]);
    expect(await wide.page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await wide.page.evaluate(() => (window as any).calc.focusFirstExpression());
    await waitForMathFocus(wide.page);
    expect(
      await wide.page.evaluate(() =>
        document.querySelector('.calc-ui-row[data-selected="true"]')?.getAttribute('data-id'),
      ),
    ).toBe('a');
  });
});

describe('layout at 400px', () => {
  it('puts the list under the graph and the keypad under both', async () => {
    const narrow = await openCalculatorUi(browser, { width: 400, height: 600 });
    try {
      await mountCalculator(narrow.page, [{ type: 'expression', id: 'a', latex: 'y=x^2', color: '#c74440' }]);
      await narrow.page.click('.calc-ui-keypad-toggle');
      await narrow.page.screenshot({ path: shotPath('ui-shots', 'narrow.png') });
      const list = (await boxOf(narrow.page, '.calc-ui-list-panel'))!;
      const graph = (await boxOf(narrow.page, '.calc-ui-graph-area'))!;
      const keypad = (await boxOf(narrow.page, '.calc-ui-keypad'))!;
      expect(graph.y + graph.height).toBeLessThanOrEqual(list.y + 1);
      expect(list.y + list.height).toBeLessThanOrEqual(keypad.y + 1);
      expect(list.width).toBeGreaterThan(390);
      expect(graph.height).toBeGreaterThan(100);
      expect(keypad.y + keypad.height).toBeLessThanOrEqual(20 + 600 + 1);
    } finally {
      await narrow.page.close();
    }
  });
});

describe('options that hide parts', () => {
  const partOf = (selector: string) => boxOf(wide.page, selector);

  it('shows every part by default, and the border', async () => {
    await mountCalculator(wide.page);
    for (const selector of [
      '.calc-ui-list-panel',
      '.calc-ui-graph-area',
      '.calc-ui-topbar',
      '.calc-ui-settings-toggle',
      '.calc-ui-zoom',
      '.calc-ui-keypad-toggle',
    ]) {
      expect(await partOf(selector), selector).not.toBeNull();
    }
    const border = await wide.page.$eval('.calc-ui', (element) => getComputedStyle(element).borderTop);
    expect(border).toBe('1px solid rgb(204, 204, 204)');
  });

  it.each([
    ['keypad', '.calc-ui-keypad-toggle'],
    ['expressionsTopbar', '.calc-ui-topbar'],
    ['settingsMenu', '.calc-ui-settings-toggle'],
    ['zoomButtons', '.calc-ui-zoom'],
    ['expressions', '.calc-ui-list-panel'],
    ['graphpaper', '.calc-ui-graph-area'],
  ])('%s: false removes %s', async (option, selector) => {
    await mountCalculator(wide.page, [], { [option]: false });
    expect(await partOf(selector)).toBeNull();
  });

  it('lockViewport takes the zoom buttons away', async () => {
    await mountCalculator(wide.page, [], { lockViewport: true });
    expect(await partOf('.calc-ui-zoom')).toBeNull();
    expect(await partOf('.calc-ui-settings-toggle')).not.toBeNull();
  });

  it('opens the keypad by itself on a touch screen when a row is focused', async () => {
    const touch = await openCalculatorUi(browser, { width: 400, height: 600 });
    try {
      await touch.page.setViewport({ width: 440, height: 640, hasTouch: true, isMobile: true });
      await mountCalculator(touch.page, [{ type: 'expression', id: 'a', latex: 'y=x', color: '#c74440' }]);
      expect(await boxOf(touch.page, '.calc-ui-keypad')).toBeNull();
      await touch.page.evaluate(() => (window as any).calc.focusFirstExpression());
      await touch.page.waitForFunction(() => document.querySelector('.calc-ui-keypad:not([hidden])'), {
        timeout: 3000,
      });
      expect((await boxOf(touch.page, '.calc-ui-keypad'))!.width).toBeGreaterThan(390);
      // A tap on a row's typeset math makes its field with the focus, as a tap on the field did.
      await mountCalculator(touch.page, [{ type: 'expression', id: 'b', latex: 'y=2x', color: '#c74440' }]);
      await touch.page.tap(rowMath('b'));
      await waitForMathFocus(touch.page);
      expect(await touch.page.evaluate(() => document.activeElement?.closest('li')?.dataset.id)).toBe('b');
    } finally {
      await touch.page.close();
    }
  });

  it('graphpaper: false gives the whole width to the list; expressions: false to the graph', async () => {
    await mountCalculator(wide.page, [], { graphpaper: false });
    expect((await partOf('.calc-ui-list-panel'))!.width).toBeGreaterThan(790);
    await mountCalculator(wide.page, [], { expressions: false });
    expect((await partOf('.calc-ui-graph-area'))!.width).toBeGreaterThan(790);
  });

  it('border: false leaves no border', async () => {
    await mountCalculator(wide.page, [], { border: false });
    const width = await wide.page.$eval('.calc-ui', (element) => getComputedStyle(element).borderTopWidth);
    expect(width).toBe('0px');
  });

  it('expressionsCollapsed hides the list until the expand button is clicked; the top bar collapses it', async () => {
    await mountCalculator(wide.page, [], { expressionsCollapsed: true });
    expect(await partOf('.calc-ui-list-panel')).toBeNull();
    expect((await partOf('.calc-ui-graph-area'))!.width).toBeGreaterThan(790);
    await wide.page.click('.calc-ui-expand');
    expect(await partOf('.calc-ui-list-panel')).not.toBeNull();
    await wide.page.click('.calc-ui-collapse');
    expect(await partOf('.calc-ui-list-panel')).toBeNull();
  });

  it("places the calculator's graph paper into the graph area", async () => {
    await mountCalculator(wide.page);
    const inside = await wide.page.evaluate(() => {
      const graph = document.querySelector('.calc-ui-graph') as HTMLElement;
      const area = document.querySelector('.calc-ui-graph-area')!.getBoundingClientRect();
      const box = graph.getBoundingClientRect();
      return (
        graph.parentElement?.classList.contains('calc-ui-graph-area') &&
        box.width === area.width &&
        box.height === area.height
      );
    });
    expect(inside).toBe(true);
  });
});

describe('rows', () => {
  const items = () => wide.page.evaluate(() => (window as any).calc.getExpressions());
  /** The first row's LaTeX once it equals `expected`, or whatever it is after two seconds. */
  async function settledLatex(expected: string): Promise<string> {
    await wide.page
      .waitForFunction(
        (text) => (window as any).calc.getExpressions()[0]?.latex === text,
        { timeout: 2000 },
        expected,
      )
      .catch(() => undefined);
    return (await items())[0]?.latex;
  }

  it('types math through real key events into a new row', async () => {
    await mountCalculator(wide.page);
    await wide.page.click('.calc-ui-new-row');
    // MathLive mounts a new field asynchronously; the row takes the focus once it has.
    await waitForMathFocus(wide.page);
    await wide.page.keyboard.type('y=x^2');
    await wide.page.keyboard.press('ArrowRight');
    await wide.page.keyboard.type('+1');
    // MathLive handles some keys (like '/') a frame later, so wait for the row to settle.
    await settledLatex('y=x^2+1');
    const list = await items();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'expression', latex: 'y=x^2+1' });
    await wide.page.keyboard.type('/2');
    // MathLive writes a fraction of two digits the short TeX way; the language parser reads it.
    const typed = await settledLatex('y=x^2+\\frac12');
    expect(typed).toBe('y=x^2+\\frac12');
    expect(formatTree(parseLatex(typed))).toBe('(= y (+ (^ x 2) (/ 1 2)))');
  });

  it('shows the API latex unchanged and never rewrites it without an edit', async () => {
    const latex = ['y=\\sin\\left(x\\right)', 'f(x)=\\sqrt{x}+\\frac{1}{2}', 'y\\le x^{2}', 'a=3'];
    await mountCalculator(
      wide.page,
      latex.map((text, index) => ({ type: 'expression', id: `r${index}`, latex: text, color: '#2d70b3' })),
    );
    const shown = await wide.page.$$eval('.calc-ui-row .calc-ui-math-holder > *', (rows) =>
      rows.map((math) => (math as any).value ?? math.shadowRoot!.textContent),
    );
    expect((await items()).map((item: any) => item.latex)).toEqual(latex);
    // MathLive reads each one back to LaTeX that means the same; the calculator's text stays as given.
    expect(shown).toHaveLength(4);
    expect(wide.pageErrors).toEqual([]);
  });

  it('toggles hidden from the color swatch’s style menu', async () => {
    await mountCalculator(wide.page, [{ type: 'expression', id: 'a', latex: 'y=x', color: '#388c46' }]);
    const swatch = '.calc-ui-row[data-id="a"] .calc-ui-swatch';
    const shown = '.calc-ui-style-menu [data-style="shown"]';
    expect(await wide.page.$eval(swatch, (element) => element.getAttribute('data-hidden'))).toBe('false');
    await wide.page.click(swatch);
    await wide.page.click(shown);
    expect((await items())[0].hidden).toBe(true);
    expect(
      await wide.page.$eval(swatch, (element) => [
        element.getAttribute('data-hidden'),
        getComputedStyle(element).backgroundColor,
      ]),
    ).toEqual(['true', 'rgb(255, 255, 255)']);
    await wide.page.click(shown);
    expect((await items())[0].hidden).toBe(false);
    await wide.page.keyboard.press('Escape');
  });

  it('shows an error marker with its message, and evaluations as "= 3"', async () => {
    await mountCalculator(wide.page, [
      { type: 'expression', id: 'bad', latex: 'y=', color: '#c74440' },
      { type: 'expression', id: 'sum', latex: '1+2', color: '#2d70b3' },
    ]);
    await waitForIdle(wide.page);
    await wide.page.waitForFunction(
      () =>
        !(document.querySelector('.calc-ui-row[data-id="sum"] .calc-ui-evaluation') as HTMLElement)?.hidden &&
        !(document.querySelector('.calc-ui-row[data-id="bad"] .calc-ui-error') as HTMLElement)?.hidden,
      { timeout: 5000 },
    );
    const message = await wide.page.evaluate(
      () => (window as any).calc.expressionAnalysis.bad.errorMessage as string,
    );
    expect(message.length).toBeGreaterThan(0);
    await wide.page.screenshot({ path: shotPath('ui-shots', 'rows.png') });
    const bad = await wide.page.$eval('.calc-ui-row[data-id="bad"]', (row) => ({
      marker: (row.querySelector('.calc-ui-error') as HTMLElement).hidden,
      label: row.querySelector('.calc-ui-error')!.getAttribute('aria-label'),
      message: row.querySelector('.calc-ui-error-message')!.textContent,
      swatchHidden: (row.querySelector('.calc-ui-swatch') as HTMLElement).hidden,
    }));
    expect(bad).toEqual({ marker: false, label: message, message, swatchHidden: true });
    const evaluation = await wide.page.$eval('.calc-ui-row[data-id="sum"] .calc-ui-evaluation', (element) => [
      (element as HTMLElement).hidden,
      element.textContent,
    ]);
    expect(evaluation).toEqual([false, '= 3']);
  });
});
