/**
 * The basic calculators as pages get them: `Lib.FourFunctionCalculator` and `Lib.ScientificCalculator`
 * from the real script with the demo key (all kinds enabled), evaluating with the real inlined worker.
 * This file checks the wiring in api/surface/index.ts (addBasicCalculators); the calculators' behaviour is in
 * basic-calculators.browser.test.ts and basic-braille.browser.test.ts.
 */
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from './support/connect';
import { openCalculatorPage } from './support/page';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

describe('Lib basic calculator constructors', () => {
  it.each(['FourFunctionCalculator', 'ScientificCalculator'])(
    'Lib.%s evaluates 2+3\\times 4',
    async (kind) => {
      const { page, pageErrors } = await openCalculatorPage(browser, baseUrl(), { width: 400, height: 560 });
      await page.evaluate((name) => {
        const lib = (window as unknown as { Lib: Record<string, (element: Element) => unknown> }).Lib;
        (window as unknown as { calc: unknown }).calc = lib[name](document.getElementById('calculator')!);
      }, kind);
      await page.focus('.lib-basic-input');
      await page.type('.lib-basic-input', '2+3\\times 4');
      await page.keyboard.press('Enter');
      await page.evaluate(() =>
        (window as unknown as { calc: Record<symbol, () => Promise<void>> }).calc[
          Symbol.for('calculator.whenIdle')
        ](),
      );
      expect(
        await page.$$eval('.lib-entry-result', (nodes) => nodes.map((node) => node.textContent)),
      ).toEqual(['= 14']);
      expect(pageErrors).toEqual([]);
      await page.close();
    },
  );

  it('v0.5 has no basic calculators', async () => {
    const { page } = await openCalculatorPage(browser, baseUrl(), { version: 'v0.5' });
    const members = await page.evaluate(() => {
      const lib = (window as unknown as { Lib: Record<string, unknown> }).Lib;
      return [typeof lib.FourFunctionCalculator, typeof lib.ScientificCalculator];
    });
    expect(members).toEqual(['undefined', 'undefined']);
    await page.close();
  });
});
