/** One calculator page per test file: opened before its tests, closed after them. */
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl, connectBrowser } from './connect';
import { openCalculatorPage, type OpenOptions, type TestPage } from './page';

/** Call at the top of a test file; the page's fields are read once its tests run. */
export function useCalculatorPage(options: OpenOptions = {}): TestPage & { readonly browser: Browser } {
  let browser: Browser | undefined;
  let opened: TestPage | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
    opened = await openCalculatorPage(browser, baseUrl(), options);
  });
  afterAll(async () => {
    await opened?.page.close();
    await browser?.disconnect();
  });
  const current = (): TestPage & { browser: Browser } => {
    if (!opened || !browser) throw new Error('the page opens in beforeAll: read it inside a test');
    return { ...opened, browser };
  };
  return {
    get page() {
      return current().page;
    },
    get requests() {
      return current().requests;
    },
    get consoleMessages() {
      return current().consoleMessages;
    },
    get pageErrors() {
      return current().pageErrors;
    },
    get browser() {
      return current().browser;
    },
  };
}
