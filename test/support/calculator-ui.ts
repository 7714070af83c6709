/**
 * The list UI as people get it: the built calculator.js served by the test server, a GraphingCalculator
 * made in the page (`window.calc`), and its UI driven with real keys and pointer events. Every UI browser
 * test goes through here, so what the UI is tested against is what the API accepts.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl, connectBrowser } from './connect';
import { openCalculatorPage, type TestPage } from './page';

/**
 * A page with a sized `#calculator` element and the calculator script, its calculator made with
 * `options` and holding `items` (`setExpressions`, then a clear history, as if the page had loaded them).
 */
export async function openCalculatorUi(
  browser: Browser,
  size: { width: number; height: number } = { width: 800, height: 600 },
  items: unknown[] = [],
  options: Record<string, unknown> = {},
): Promise<TestPage> {
  const opened = await openCalculatorPage(browser, baseUrl(), size);
  await mountCalculator(opened.page, items, options);
  return opened;
}

/**
 * One calculator page for a whole test file: opened before its first test (its calculator holding
 * nothing), closed after its last. The object is filled in when the page opens, so tests read `ui.page`.
 */
export function calculatorUiForFile(size: { width: number; height: number }): TestPage {
  let browser: Browser | undefined;
  const ui = {} as TestPage;
  beforeAll(async () => {
    browser = await connectBrowser();
    Object.assign(ui, await openCalculatorUi(browser, size));
  });
  afterAll(async () => {
    await ui.page?.close();
    await browser?.disconnect();
  });
  return ui;
}

/**
 * Replaces the page's calculator (`window.calc`) with a new one: `options` for the constructor, `items`
 * set through `setExpressions` with the history cleared, so undo starts empty.
 */
export async function mountCalculator(
  page: Page,
  items: unknown[] = [],
  options: Record<string, unknown> = {},
): Promise<void> {
  await page.evaluate(
    (givenItems, givenOptions) => {
      const global = window as any;
      global.calc?.destroy();
      const element = document.getElementById('calculator')!;
      element.replaceChildren();
      (document.activeElement as HTMLElement | null)?.blur();
      global.calc = global.Lib.GraphingCalculator(element, givenOptions);
      if (givenItems.length > 0) global.calc.setExpressions(givenItems);
      global.calc.clearHistory();
      // The page's own list edits reach the rows at the next animation frame (ui/index.ts): this frame
      // callback runs after the list's. A page that is not shown gets no frame: the timeout ends the wait.
      return new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 2000);
      });
    },
    items,
    options,
  );
}

/** `calc.getExpressions()` of the page. */
export function expressions(page: Page): Promise<any[]> {
  return page.evaluate(() => (window as any).calc.getExpressions());
}

/** The ids of `calc.getExpressions()`, in list order. */
export async function expressionIds(page: Page): Promise<string[]> {
  return (await expressions(page)).map((item) => item.id);
}

/** Waits until `calc.getExpressions()` satisfies `test` (typing reaches the model a frame late). */
export async function waitForExpressions(page: Page, test: string, timeout = 3000): Promise<void> {
  await page.waitForFunction(
    (source) => new Function('items', `return (${source})`)((window as any).calc.getExpressions()),
    { timeout },
    test,
  );
}

/** The bounding box of the first element matching `selector`, or null when absent or not displayed. */
export function boxOf(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate((query) => {
    const element = document.querySelector(query);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return null;
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  }, selector);
}

/**
 * The row's math, whichever it shows: its typeset math (a row not edited yet), its LaTeX as text (a row far
 * down a long list) or its live math field (ui/expression-row.ts).
 */
export function rowMath(id: string): string {
  return `.calc-ui-row[data-id="${id}"] .calc-ui-math-holder > *`;
}

/**
 * What a person does to edit a row: a click on its math (at its middle, right of short math: the caret
 * goes to the end, as MathLive puts it for a click there), then the field has the focus for keys.
 */
export async function clickRow(page: Page, id: string): Promise<void> {
  await page.click(rowMath(id));
  await waitForMathFocus(page);
}

/** Waits until a math field has the focus and MathLive is ready for keys (it mounts a new field a frame late). */
export async function waitForMathFocus(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'MATH-FIELD' && (document.activeElement as any).hasFocus(),
    { timeout: 3000 },
  );
}

/** The id of the row holding the focus once it is `id`, or whichever row holds it after two seconds. */
export async function focusedRow(page: Page, id: string): Promise<string | null | undefined> {
  await page
    .waitForFunction(
      (expected) => document.activeElement?.closest('li')?.getAttribute('data-id') === expected,
      { timeout: 2000 },
      id,
    )
    .catch(() => undefined);
  return page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-id'));
}
