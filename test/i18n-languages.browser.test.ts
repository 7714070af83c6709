/**
 * The `lang` script parameter in a real page: the requested catalogs reach the page through the prelude
 * (English first, then the spec's order), the bundle still runs with them in front of it, and an unknown code
 * makes the script fail to load rather than silently load English.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from './support/connect';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

interface LoadedPage {
  page: Page;
  pageErrors: string[];
  /** Whether the script tag fired `load` (true) or `error` (false). */
  loaded: boolean;
}

async function openWithLanguages(lang: string): Promise<LoadedPage> {
  const page = await browser.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const source = `${baseUrl()}/api/v1.1/calculator.js?apiKey=demo&lang=${lang}`;
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"></head><body>
<div id="calculator" style="width:400px;height:300px"></div>
<script>window.scriptLoaded = new Promise((resolve) => {
  const script = document.createElement('script');
  script.src = ${JSON.stringify(source)};
  script.onload = () => resolve(true);
  script.onerror = () => resolve(false);
  document.body.append(script);
});</script></body></html>`,
  );
  const loaded = await page.evaluate(
    () => (window as unknown as { scriptLoaded: Promise<boolean> }).scriptLoaded,
  );
  return { page, pageErrors, loaded };
}

describe('lang in a page', () => {
  it('bundles en, ar, zh-CN and fr, and the calculator still starts', async () => {
    const { page, pageErrors, loaded } = await openWithLanguages('fr,ar,zh-CN');
    try {
      expect(loaded).toBe(true);
      const result = await page.evaluate(() => {
        const config = (window as any).LIB_SERVER_CONFIG;
        const Lib = (window as any).Lib;
        const calculator = Lib.GraphingCalculator(document.getElementById('calculator'));
        const started = typeof calculator.setExpression === 'function';
        calculator.destroy();
        return {
          languages: Object.keys(config.catalogs),
          supportedLanguages: Lib.supportedLanguages,
          french: config.catalogs.fr['ui.addExpression'],
          arabic: config.catalogs.ar['error.unknown-function'],
          chinese: config.catalogs['zh-CN']['ui.graph'],
          started,
        };
      });
      expect(result).toEqual({
        languages: ['en', 'ar', 'zh-CN', 'fr'],
        supportedLanguages: ['en', 'ar', 'zh-CN', 'fr'],
        french: 'Ajouter une expression',
        arabic: 'دالة غير معروفة «{source}»',
        chinese: '图像',
        started: true,
      });
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('fails to load the script for an unknown code', async () => {
    const { page, loaded } = await openWithLanguages('fr,xx');
    try {
      expect(loaded).toBe(false);
      expect(await page.evaluate(() => typeof (window as any).Lib)).toBe('undefined');
    } finally {
      await page.close();
    }
  });
});
