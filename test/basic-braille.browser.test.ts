/**
 * Braille in the basic calculators, in Chromium: `brailleMode` shows the published cells of at least
 * 30 expressions per code (ui/basic/braille-examples.ts) with the engine's result, and `sixKeyInput`
 * enters digits and operators from chords of the S D F J K L keys.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dotsOf } from '../ui/basic/braille-cells';
import { NEMETH_EXAMPLES, UEB_EXAMPLES } from '../ui/basic/braille-examples';
import { buildBasicTestScript, openBasicPage } from '../ui/basic/browser-test-bundle';
import { connectBrowser } from './support/connect';

let browser: Browser;
let script: string;

beforeAll(async () => {
  [browser, script] = await Promise.all([connectBrowser(), buildBasicTestScript()]);
}, 120_000);

afterAll(async () => {
  await browser?.disconnect();
});

async function open(kind: string, options: object): Promise<Page> {
  const { page } = await openBasicPage(browser, script);
  await page.evaluate(
    (name, given) => {
      const lib = (window as unknown as { BasicLib: Record<string, (el: Element, o: object) => unknown> })
        .BasicLib;
      (window as unknown as { calc: unknown }).calc = lib[name](
        document.getElementById('calculator')!,
        given,
      );
    },
    kind,
    options,
  );
  return page;
}

async function idle(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { calc: Record<symbol, () => Promise<void>> }).calc[
      Symbol.for('calculator.whenIdle')
    ](),
  );
}

/** Replaces the input with linear text as a paste would, then reads the braille output once evaluated. */
async function brailleShown(page: Page, text: string): Promise<string> {
  await page.evaluate(
    (value) =>
      (window as unknown as { calc: Record<symbol, { typeText(text: string): void }> }).calc[
        Symbol.for('calculator.internal')
      ].typeText(value),
    text,
  );
  await idle(page);
  return page.$eval('.lib-basic-braille', (node) => node.textContent ?? '');
}

const KEY_OF_DOT = ['f', 'd', 's', 'j', 'k', 'l'];

async function typeCells(page: Page, cells: string): Promise<void> {
  await page.focus('.lib-basic-input');
  for (const cell of cells) {
    if (cell === '⠀') {
      await page.keyboard.press('Space');
      continue;
    }
    const keys = dotsOf(cell).map((dot) => KEY_OF_DOT[dot - 1]);
    for (const key of keys) await page.keyboard.down(key as never);
    for (const key of keys) await page.keyboard.up(key as never);
  }
}

describe.each([
  ['nemeth', NEMETH_EXAMPLES, '⠀⠨⠅⠀'],
  ['ueb', UEB_EXAMPLES, '⠀⠐⠶⠀'],
] as const)('brailleMode %s', (mode, examples, equals) => {
  it(`shows the published cells of ${examples.length} expressions, with the result after the equals sign`, async () => {
    const page = await open('ScientificCalculator', { brailleMode: mode });
    for (const [text, cells] of examples) {
      const shown = await brailleShown(page, text);
      // An entry with a value shows `expression = result`; one with a free variable shows the expression.
      expect(shown === cells || shown.startsWith(cells + equals), `${text}: ${shown}`).toBe(true);
    }
    expect(await brailleShown(page, '3+4')).toBe(mode === 'nemeth' ? '⠼⠒⠬⠲⠀⠨⠅⠀⠼⠶' : '⠼⠉⠐⠖⠼⠙⠀⠐⠶⠀⠼⠛');
    expect(
      await page.$eval('.lib-basic-braille', (node) => [
        node.getAttribute('tabindex'),
        node.getAttribute('aria-label'),
      ]),
    ).toEqual(['0', `${mode === 'nemeth' ? 'Nemeth' : 'Unified English'} braille`]);
    await page.close();
  });
});

describe('history braille and settings', () => {
  it('writes each entry with its result in braille, and hides braille with brailleMode none', async () => {
    const page = await open('FourFunctionCalculator', { brailleMode: 'nemeth' });
    await page.focus('.lib-basic-input');
    await page.type('.lib-basic-input', '2+3*4');
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await page.$eval('.lib-entry-braille', (node) => node.textContent)).toBe('⠼⠆⠬⠒⠈⠡⠲⠀⠨⠅⠀⠼⠂⠲');
    await page.evaluate(() =>
      (window as unknown as { calc: { updateSettings(s: object): void } }).calc.updateSettings({
        brailleMode: 'ueb',
      }),
    );
    expect(await page.$eval('.lib-entry-braille', (node) => node.textContent)).toBe('⠼⠃⠐⠖⠼⠉⠐⠦⠼⠙⠀⠐⠶⠀⠼⠁⠙');
    await page.evaluate(() =>
      (window as unknown as { calc: { updateSettings(s: object): void } }).calc.updateSettings({
        brailleMode: 'none',
      }),
    );
    expect(await page.$('.lib-entry-braille')).toBeNull();
    expect(await page.$eval('.lib-basic-braille', (node) => (node as HTMLElement).hidden)).toBe(true);
    await page.close();
  });
});

describe('sixKeyInput', () => {
  it('enters digits and operators from Nemeth chords', async () => {
    const page = await open('FourFunctionCalculator', { brailleMode: 'nemeth', sixKeyInput: true });
    await typeCells(page, '⠼⠆⠬⠒⠈⠡⠲');
    // Chords type into the math field as keys do.
    expect(await page.$eval('.lib-basic-input', (input) => (input as HTMLInputElement).value)).toBe(
      '2+3\\times4',
    );
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await page.$$eval('.lib-entry-result', (nodes) => nodes.map((node) => node.textContent))).toEqual([
      '= 14',
    ]);
    await typeCells(page, '⠷⠂⠴⠤⠆⠨⠢⠾⠨⠌⠢');
    expect(await page.$eval('.lib-basic-input', (input) => (input as HTMLInputElement).value)).toBe(
      '\\left(10-2.5\\right)\\div5',
    );
    await page.keyboard.press('Enter');
    await idle(page);
    expect(
      (await page.$$eval('.lib-entry-result', (nodes) => nodes.map((node) => node.textContent)))[1],
    ).toBe('= 1.5');
    await page.close();
  });

  it('enters digits and operators from UEB chords', async () => {
    const page = await open('ScientificCalculator', { brailleMode: 'ueb', sixKeyInput: true });
    await typeCells(page, '⠼⠃⠐⠖⠼⠉⠐⠦⠼⠙⠐⠤⠼⠁⠚⠐⠌⠼⠑');
    expect(await page.$eval('.lib-basic-input', (input) => (input as HTMLInputElement).value)).toBe(
      '2+3\\times4-10\\div5',
    );
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await page.$$eval('.lib-entry-result', (nodes) => nodes.map((node) => node.textContent))).toEqual([
      '= 12',
    ]);
    await page.close();
  });
});
