/**
 * The playground at / (issue 24): the served page makes a calculator of the chosen kind, line, language
 * and options; the state JSON follows every change, the events log lists them, the embed snippet is the
 * code for the same calculator (script URL, constructor, options, state) and Copy puts it on the
 * clipboard. Screenshots: test/output/playground-*.png.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from './support/connect';
import { waitForIdle } from './support/page';

const output = fileURLToPath(new URL('./output', import.meta.url));
mkdirSync(output, { recursive: true });

describe('the playground', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  const text = (id: string) => page.$eval(`#${id}`, (element) => element.textContent ?? '');
  const snippet = () => page.$eval('#snippet', (element) => (element as HTMLTextAreaElement).value);
  const shoot = (name: string) => page.screenshot({ path: `${output}/playground-${name}.png` });

  async function open(search = ''): Promise<void> {
    await page.goto(`${baseUrl()}/${search}`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as any).playground?.calculator);
    await page.evaluate(() => {
      (window as any).calc = (window as any).playground.calculator;
    });
    await waitForIdle(page);
  }

  beforeAll(async () => {
    browser = await connectBrowser();
    await browser
      .defaultBrowserContext()
      .overridePermissions(baseUrl(), ['clipboard-read', 'clipboard-write']);
    page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 760 });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await page?.close();
    await browser?.disconnect();
  });

  it('shows the graphing calculator with its state, events and embed snippet', async () => {
    await open();
    expect(JSON.parse(await text('state')).expressions.list.map((item: { id: string }) => item.id)).toEqual([
      'parabola',
      'sine',
    ]);
    await page.evaluate(() => (window as any).calc.setExpression({ id: 'circle', latex: 'x^2+y^2=4' }));
    await page.waitForFunction(() => document.getElementById('state')?.textContent?.includes('x^2+y^2=4'));
    expect(await text('events')).toMatch(/change\n?/);
    const code = await snippet();
    expect(code).toContain(`<script src="${baseUrl()}/api/v1.1/calculator.js?apiKey=YOUR_API_KEY"></script>`);
    expect(code).toContain("Lib.GraphingCalculator(document.getElementById('calculator'), {});");
    expect(code).toContain('x^2+y^2=4');
    await page.click('#copy');
    await page.waitForFunction(() => document.getElementById('copied')?.textContent === 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await waitForIdle(page);
    await shoot('graphing');
  });

  it('makes the calculator again with an option changed, keeping its content', async () => {
    await page.click('input[name="keypad"]');
    await page.waitForFunction(() =>
      (document.getElementById('snippet') as HTMLTextAreaElement).value.includes('{"keypad":false}'),
    );
    await page.evaluate(() => {
      (window as any).calc = (window as any).playground.calculator;
    });
    await waitForIdle(page);
    expect(await text('state')).toContain('x^2+y^2=4');
    expect(await text('events')).toContain('created Lib.GraphingCalculator with {"keypad":false}');
  });

  it('switches to the scientific calculator and to another line and language by reloading', async () => {
    await page.select('#kind', 'ScientificCalculator');
    await page.waitForFunction(() =>
      (document.getElementById('snippet') as HTMLTextAreaElement).value.includes('Lib.ScientificCalculator('),
    );
    expect(
      await page.$$eval('#options input', (boxes) => boxes.map((box) => (box as HTMLInputElement).name)),
    ).toContain('functionDefinition');
    await shoot('scientific');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.select('#version', 'v0.9')]);
    await page.waitForFunction(() => (window as any).playground?.calculator);
    expect(new URL(page.url()).searchParams.get('version')).toBe('v0.9');
    expect(await snippet()).toContain('/api/v0.9/calculator.js?apiKey=YOUR_API_KEY');
    expect(await snippet()).toContain('Lib.ScientificCalculator(');
    // The options offered are the line's own (server/playground-catalog.ts): v0.9's scientific calculator
    // reads three and autosize, v1.1's more; the language list is not doubled by the kind's change.
    expect(
      await page.$$eval('#options input', (boxes) => boxes.map((box) => (box as HTMLInputElement).name)),
    ).toEqual(['qwertyKeyboard', 'degreeMode', 'functionDefinition', 'autosize']);
    expect(
      await page.$$eval('#version option', (options) => options.map((option) => option.textContent)),
    ).toEqual(['v1.1', 'v0.9', 'v0.8', 'v0.5']);
    const languages = await page.$$eval('#language option', (options) =>
      options.map((option) => option.value),
    );
    expect(new Set(languages).size).toBe(languages.length);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.select('#language', 'fr')]);
    await page.waitForFunction(() => (window as any).playground?.calculator);
    expect(await snippet()).toContain('/api/v0.9/calculator.js?apiKey=YOUR_API_KEY&lang=fr');
    expect(await snippet()).toContain('"language":"fr"');
    expect(await page.evaluate(() => (window as any).Lib.supportedLanguages)).toContain('fr');
    expect(pageErrors).toEqual([]);
  });
});
