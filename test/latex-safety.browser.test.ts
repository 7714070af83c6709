/**
 * LaTeX is data (issue 22): markup commands MathLive knows (`\htmlStyle`, `\style`, `\cssId`, `\class`,
 * `\htmlData`, `\href`, `\rule`) never reach the page as styles, ids, classes, data attributes, links or
 * fetched URLs, whether they come from setExpression, setState, a table, a paste or the keyboard; the
 * row keeps the LaTeX as given and the language calls the command unknown. LaTeX nested a thousand deep
 * neither throws in the page nor stops the calculator.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickRow } from './support/calculator-ui';
import { baseUrl, connectBrowser } from './support/connect';
import { openCalculatorPage, waitForIdle, type TestPage } from './support/page';

const TRACKER = 'https://tracker.invalid/pixel.png';

/** Each reaches the page through a different attribute when a typesetter obeys it. */
const HOSTILE = [
  `\\htmlStyle{position:fixed;inset:0;z-index:99999;background:url(${TRACKER})}{x}`,
  `\\style{position:fixed;inset:0;background:url(${TRACKER}?style)}{x}`,
  '\\cssId{hostile-id}{x}',
  '\\class{hostile-class}{x}',
  '\\htmlData{hostile=1}{x}',
  `\\href{${TRACKER}?href}{x}`,
  '\\rule{500em}{500em}',
];

let browser: Browser;
let opened: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  opened = await openCalculatorPage(browser, baseUrl());
});

afterAll(async () => {
  await opened.page.close();
  await browser.disconnect();
});

beforeEach(async () => {
  await opened.page.evaluate(() => {
    const page = window as unknown as { calc?: { destroy(): void }; Lib: any };
    page.calc?.destroy();
    page.calc = page.Lib.GraphingCalculator(document.getElementById('calculator'));
  });
  opened.pageErrors.length = 0;
  opened.requests.length = 0;
});

interface MarkupFound {
  styled: string[];
  ids: string[];
  classes: string[];
  data: string[];
  links: string[];
  /** Elements, in shadow roots too, larger than the whole page. */
  huge: number;
}

/** Looks through the document and every shadow root for what a hostile command would have made. */
function findMarkup(page: Page): Promise<MarkupFound> {
  return page.evaluate(() => {
    const found = {
      styled: [] as string[],
      ids: [] as string[],
      classes: [] as string[],
      data: [] as string[],
      links: [] as string[],
      huge: 0,
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const style = element.getAttribute('style') ?? '';
        if (/fixed|url\(/i.test(style)) found.styled.push(style);
        if (element.id.startsWith('hostile')) found.ids.push(element.id);
        if (/hostile/.test(element.getAttribute('class') ?? ''))
          found.classes.push(element.getAttribute('class')!);
        for (const attribute of Array.from(element.attributes)) {
          if (attribute.name.startsWith('data-hostile')) found.data.push(attribute.name);
        }
        if (element.tagName === 'A' && /tracker/.test(element.getAttribute('href') ?? ''))
          found.links.push(element.getAttribute('href')!);
        const box = element.getBoundingClientRect();
        if (box.width > 4000 || box.height > 4000) found.huge++;
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

function expectNoMarkup(found: MarkupFound, requests: string[]): void {
  expect(found).toEqual({ styled: [], ids: [], classes: [], data: [], links: [], huge: 0 });
  expect(requests.filter((url) => url.includes('tracker'))).toEqual([]);
}

async function settle(page: Page): Promise<void> {
  await waitForIdle(page);
  // MathLive typesets on the frames after a value arrives.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('markup commands in LaTeX', () => {
  it('from setExpression: shown inert, kept as given, called unknown', async () => {
    const { page } = opened;
    const latex = HOSTILE.map((command) => `y=${command}`);
    await page.evaluate((rows: string[]) => {
      const calc = (window as any).calc;
      rows.forEach((row, index) => calc.setExpression({ id: `h${index}`, latex: row }));
    }, latex);
    await settle(page);
    expectNoMarkup(await findMarkup(page), opened.requests);
    const stored = await page.evaluate(() =>
      (window as any).calc.getExpressions().map((item: { latex: string }) => item.latex),
    );
    expect(stored).toEqual(latex);
    const errors = await page.evaluate(() => {
      const analysis = (window as any).calc.expressionAnalysis;
      return Object.keys(analysis).map((id) => analysis[id].errorMessage as string);
    });
    expect(errors.length).toBe(HOSTILE.length);
    for (const message of errors) expect(message).toMatch(/Unknown command|unknown/i);
    // The row shows the command's name as letters, so the person sees what is there.
    // (Typeset, not edited yet: the glyphs of the typeset math, ui/static-math.ts.)
    const shown = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.calc-ui-row .calc-ui-math-holder > *')).map(
        (math) => math.shadowRoot?.textContent ?? '',
      ),
    );
    expect(shown.some((value) => value.includes('htmlStyle'))).toBe(true);
    expect(opened.pageErrors).toEqual([]);
  });

  it('from setState and in table headers', async () => {
    const { page } = opened;
    await page.evaluate((rows: string[]) => {
      const calc = (window as any).calc;
      calc.setExpression({ id: 'seed', latex: 'y=x' });
      const state = calc.getState();
      state.expressions.list = [
        ...rows.map((latex, index) => ({
          type: 'expression',
          id: `s${index}`,
          latex: `y=${latex}`,
          color: '#c74440',
        })),
        {
          type: 'table',
          id: 't',
          columns: [
            { latex: rows[0], values: ['1', '2'] },
            { latex: rows[2], values: ['3', '4'] },
          ],
        },
      ];
      calc.setState(state);
    }, HOSTILE);
    await settle(page);
    expectNoMarkup(await findMarkup(page), opened.requests);
    expect(await page.evaluate(() => (window as any).calc.getExpressions().length)).toBe(HOSTILE.length + 1);
    expect(opened.pageErrors).toEqual([]);
  });

  it('from a paste into a row', async () => {
    const { page } = opened;
    await page.evaluate(() => (window as any).calc.setExpression({ id: 'p', latex: 'y=' }));
    await settle(page);
    await clickRow(page, 'p');
    await page.evaluate((text: string) => {
      const field = document.activeElement as HTMLElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const target =
        field.shadowRoot?.querySelector('[part=keyboard-sink], textarea, [contenteditable]') ?? field;
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }),
      );
    }, HOSTILE.join('+'));
    await settle(page);
    expectNoMarkup(await findMarkup(page), opened.requests);
    expect(opened.pageErrors).toEqual([]);
  });

  // MathLive 0.111 drops a markup command typed in LaTeX mode; the field's inert macros keep that so if a
  // later version does not.
  it('typed by hand in LaTeX mode', async () => {
    const { page } = opened;
    await page.evaluate(() => (window as any).calc.setExpression({ id: 'k', latex: '' }));
    await settle(page);
    await clickRow(page, 'k');
    await page.keyboard.type('y=\\cssId');
    await page.keyboard.press('Space');
    await page.keyboard.type('hostile-typed');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('x');
    await settle(page);
    expectNoMarkup(await findMarkup(page), opened.requests);
    expect(opened.pageErrors).toEqual([]);
  });
});

describe('nesting a thousand deep', () => {
  it('neither throws in the page nor stops the calculator', async () => {
    const { page } = opened;
    const parentheses = 'y=' + '\\left('.repeat(1000) + 'x' + '\\right)'.repeat(1000);
    const fractions = 'y=' + '\\frac{1}{'.repeat(1000) + 'x' + '}'.repeat(1000);
    const braces = 'y=' + '{'.repeat(1000) + 'x' + '}'.repeat(1000);
    await page.evaluate(
      (rows: string[]) => {
        const calc = (window as any).calc;
        rows.forEach((latex, index) => calc.setExpression({ id: `d${index}`, latex }));
        calc.setExpression({ id: 'after', latex: 'y=2x' });
      },
      [parentheses, fractions, braces],
    );
    await settle(page);
    expect(opened.pageErrors).toEqual([]);
    const result = await page.evaluate(() => {
      const calc = (window as any).calc;
      return {
        stored: calc.getExpressions().map((item: { latex: string }) => item.latex.length),
        deepError: calc.expressionAnalysis.d0?.isError,
        afterError: calc.expressionAnalysis.after?.isError,
        fields: document.querySelectorAll('.calc-ui-row .calc-ui-math-holder > *').length,
      };
    });
    expect(result.stored).toEqual([parentheses.length, fractions.length, braces.length, 'y=2x'.length]);
    expect(result.deepError).toBe(true);
    expect(result.afterError).toBe(false);
    expect(result.fields).toBeGreaterThanOrEqual(4);
    // The calculator still answers an edit.
    await page.evaluate(() => (window as any).calc.setExpression({ id: 'after', latex: 'y=3x' }));
    await waitForIdle(page);
    expect(await page.evaluate(() => (window as any).calc.expressionAnalysis.after.isError)).toBe(false);
  });

  it('a depth the language reads still typesets as math', async () => {
    const { page } = opened;
    const latex = 'y=' + '\\left('.repeat(60) + 'x' + '\\right)'.repeat(60);
    await page.evaluate((row: string) => (window as any).calc.setExpression({ id: 'ok', latex: row }), latex);
    await settle(page);
    // Typeset (ui/static-math.ts): sixty parentheses each side, not the LaTeX's letters as text.
    const typeset = await page.evaluate(
      () => document.querySelector('.calc-ui-row .calc-ui-math-holder > *')!.shadowRoot!.textContent!,
    );
    expect(typeset).not.toContain('left');
    expect(typeset.split('(').length - 1).toBe(60);
    // The field made by a click shows it as math too.
    await clickRow(page, 'ok');
    const shown = await page.evaluate(() => (document.activeElement as unknown as { value: string }).value);
    expect(shown.startsWith('y=\\left(')).toBe(true);
    expect(opened.pageErrors).toEqual([]);
  });
});
