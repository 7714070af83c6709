/**
 * axe-core's WCAG 2 A and AA rules (issue 25) over the served calculator in the states people meet it in:
 * the graphing calculator with a list, a slider and a table, with its menus closed and open (settings,
 * a row's style menu, the keypad's functions menu, the keyboard help), with the keypad open, and both
 * basic calculators, in English and in Arabic (right to left). axe runs in the page, injected from node_modules as a script;
 * a violation fails the test with its rule, its elements and axe's summary of what is wrong.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountCalculator, waitForMathFocus } from './support/calculator-ui';
import { baseUrl, connectBrowser } from './support/connect';
import { openCalculatorPage, waitForIdle, type TestPage } from './support/page';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: what schools are held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const ITEMS = [
  { id: 'parabola', latex: 'y=x^2' },
  { id: 'a', latex: 'a=2', sliderBounds: { min: '0', max: '5', step: '1' } },
  { id: 'line', latex: 'y=ax+1' },
  {
    id: 'table',
    type: 'table',
    columns: [
      { latex: 'x_1', values: ['1', '2', '3'] },
      { latex: 'y_1', values: ['2', '4', '5'] },
    ],
  },
  { id: 'point', latex: '(1,2)' },
];

let browser: Browser;
let opened: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  opened = await openCalculatorPage(browser, baseUrl(), { width: 1000, height: 640, lang: 'ar' });
  await opened.page.addScriptTag({ content: axeSource });
});

afterAll(async () => {
  await opened?.page.close();
  await browser?.disconnect();
});

/** axe's violations inside the calculator, one line each: rule, impact, elements, what to fix. */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(async (tags) => {
    const axe = (window as any).axe;
    const result = await axe.run('#calculator', { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (violation: any) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node: any) => `${node.target.join(' ')} — ${node.failureSummary.replace(/\s+/g, ' ')}`)
          .join(' | ')}`,
    );
  }, WCAG_TAGS);
}

async function graphing(language: string): Promise<Page> {
  const { page } = opened;
  await mountCalculator(page, ITEMS, { language });
  await waitForIdle(page);
  // The audit is only worth its zero if what it audits is there: the slider, the table, the direction.
  expect(
    await page.evaluate(() => ({
      sliders: document.querySelectorAll('.calc-ui-slider-range').length,
      tables: document.querySelectorAll('table.calc-ui-table').length,
      rows: document.querySelectorAll('.calc-ui-row').length,
      dir: (document.querySelector('#calculator [dir]') as HTMLElement).dir,
    })),
  ).toEqual({ sliders: 1, tables: 1, rows: 5, dir: language === 'ar' ? 'rtl' : 'ltr' });
  return page;
}

async function basic(kind: string, language: string): Promise<Page> {
  const { page } = opened;
  await page.evaluate(
    (name, code) => {
      const global = window as any;
      global.calc?.destroy();
      const element = document.getElementById('calculator')!;
      element.replaceChildren();
      global.calc = global.Lib[name](element, { language: code });
    },
    kind,
    language,
  );
  await page.focus('.lib-basic-input');
  await page.type('.lib-basic-input', '2+3');
  await page.keyboard.press('Enter');
  await waitForIdle(page);
  expect(await page.$$eval('.lib-key', (keys) => keys.length)).toBeGreaterThan(15);
  expect(await page.$eval('.lib-basic', (root) => (root as HTMLElement).dir)).toBe(
    language === 'ar' ? 'rtl' : 'ltr',
  );
  return page;
}

describe.each(['en', 'ar'])('axe-core WCAG 2 A and AA, language %s', (language) => {
  it('graphing calculator with a list, a slider, a table and a point, menus closed', async () => {
    const page = await graphing(language);
    expect(await violations(page)).toEqual([]);
  });

  it('settings menu open', async () => {
    const page = await graphing(language);
    await page.click('.calc-ui-settings-toggle');
    expect(await page.$eval('.calc-ui-settings', (menu) => (menu as HTMLElement).hidden)).toBe(false);
    expect(await violations(page)).toEqual([]);
  });

  it('keyboard help open', async () => {
    const page = await graphing(language);
    await page.click('.calc-ui-help-toggle');
    expect(await page.$eval('.calc-ui-help', (panel) => (panel as HTMLElement).hidden)).toBe(false);
    expect(await violations(page)).toEqual([]);
  });

  it("a row's style menu open", async () => {
    const page = await graphing(language);
    await page.click('.calc-ui-row[data-id="parabola"] .calc-ui-swatch');
    await page.waitForSelector('.calc-ui-style-menu:not([hidden])');
    expect(await violations(page)).toEqual([]);
  });

  it('keypad open, then its functions menu', async () => {
    const page = await graphing(language);
    await page.click('.calc-ui-keypad-toggle');
    await page.click('.calc-ui-new-row');
    await waitForMathFocus(page);
    expect(await page.$eval('.calc-ui-keypad', (keypad) => (keypad as HTMLElement).hidden)).toBe(false);
    expect(await violations(page)).toEqual([]);
    await page.click('.calc-ui-keypad-functions');
    expect(await page.$eval('.calc-ui-functions-menu', (menu) => (menu as HTMLElement).hidden)).toBe(false);
    expect(await violations(page)).toEqual([]);
  });

  it.each(['FourFunctionCalculator', 'ScientificCalculator'])('%s', async (kind) => {
    const page = await basic(kind, language);
    expect(await violations(page)).toEqual([]);
  });
});
