/**
 * The `language` setting at runtime, against the real served script with `lang=fr,ar,zh-CN`: the graphing
 * calculator switches en → fr → ar → zh-CN and back, and every time its visible strings, aria labels and
 * an expression's error message (on screen and in `expressionAnalysis`) follow, while the expressions,
 * the focused row and the selection stay. Arabic lays the frame out right to left (list right of the
 * graph paper, graph controls and keypad blocks mirrored) with math, key grids and the graph left to
 * right, checked by bounding boxes; a screenshot of it is written for a person to look at. The basic
 * calculators switch too, and a language that was not loaded shows English with a warning naming `lang`.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../i18n/catalog-files';
import { baseUrl, connectBrowser } from './support/connect';
import { shotPath } from './support/shots';

const english = readCatalog('en');
const french = readCatalog('fr');
const arabic = readCatalog('ar');
const chinese = readCatalog('zh-CN');
/** The catalog's unknown-function message about `foo`, as the UI must show it. */
const unknownFoo = (catalog: Record<string, string>) =>
  catalog['error.unknown-function'].replace('{source}', 'foo');

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

interface LanguagePage {
  page: Page;
  consoleMessages: string[];
  pageErrors: string[];
}

async function openWithLanguages(lang: string, width = 900, height = 600): Promise<LanguagePage> {
  const page = await browser.newPage();
  await page.setViewport({ width: width + 40, height: height + 40, deviceScaleFactor: 1 });
  const consoleMessages: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const pageUrl = `${baseUrl()}/__test__/i18n.html`;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() !== pageUrl) return void request.continue();
    void request.respond({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>body{margin:0;padding:20px}</style></head><body>
<div id="calculator" style="width:${width}px;height:${height}px"></div>
<script src="${baseUrl()}/api/v1.1/calculator.js?apiKey=demo&lang=${lang}"></script></body></html>`,
    });
  });
  await page.goto(pageUrl, { waitUntil: 'load' });
  return { page, consoleMessages, pageErrors };
}

const idle = (page: Page) => page.evaluate(() => (window as any).calc[Symbol.for('calculator.whenIdle')]());

/** What the person sees and hears of the graphing calculator in the current language. */
interface Shown {
  newRow: string;
  zoomIn: string | null;
  addItem: string | null;
  rowField: string | null;
  errorShown: string;
  errorInAnalysis: string;
  lang: string;
  dir: string;
  expressions: string[];
  focusedRow: string | undefined;
  selected: boolean;
}

function readShown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const root = document.querySelector('.calc-ui') as HTMLElement;
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const calc = (window as any).calc;
    return {
      newRow: document.querySelector('.calc-ui-new-row')!.textContent!,
      zoomIn: attribute('.calc-ui-zoom-in', 'aria-label'),
      addItem: attribute('.calc-ui-add', 'aria-label'),
      rowField: attribute('.calc-ui-row[data-id="curve"] .calc-ui-math-holder > *', 'aria-label'),
      errorShown: document.querySelector('.calc-ui-row[data-id="broken"] .calc-ui-error-message')!
        .textContent!,
      errorInAnalysis: calc.expressionAnalysis.broken.errorMessage,
      lang: root.lang,
      dir: root.dir,
      expressions: calc.getExpressions().map((expression: { latex: string }) => expression.latex),
      focusedRow: (document.activeElement?.closest('.calc-ui-row') as HTMLElement | null)?.dataset.id,
      selected: calc.isAnyExpressionSelected,
    };
  });
}

/**
 * English catalog texts that `catalog` words differently, with each message's fixed part (the text
 * before its first placeholder, when long enough to be telling): any of them left on screen is a string
 * that did not switch.
 */
function untranslatedProbes(catalog: Record<string, string>): string[] {
  return Object.entries(english)
    .filter(([id, message]) => catalog[id] !== undefined && catalog[id] !== message)
    .map(([, message]) => message.split('{')[0].trim())
    .filter((fixed) => fixed.length >= 4);
}

/** Every text, aria label, title and placeholder under `selector`, that one of `probes` starts. */
function findEnglish(page: Page, selector: string, probes: string[]): Promise<string[]> {
  return page.evaluate(
    (rootSelector, englishTexts) => {
      const root = document.querySelector(rootSelector)!;
      const shown: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) shown.push(walker.currentNode.textContent!.trim());
      for (const element of root.querySelectorAll('*'))
        for (const name of ['aria-label', 'title', 'placeholder'])
          if (element.hasAttribute(name)) shown.push(element.getAttribute(name)!.trim());
      // A whole text, or a text that goes on after it as a message with a placeholder does.
      const isEnglish = (text: string) =>
        englishTexts.some((probe) => text === probe || text.startsWith(`${probe} `));
      return shown.filter((text) => text !== '' && isEnglish(text));
    },
    selector,
    probes,
  );
}

async function switchTo(page: Page, language: string): Promise<Shown> {
  await page.evaluate((code) => (window as any).calc.updateSettings({ language: code }), language);
  await idle(page);
  return readShown(page);
}

/** Bounding boxes of the frame's parts, in page pixels. */
function readBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!).direction;
    return {
      list: box('.calc-ui-list-panel'),
      graph: box('.calc-ui-graph-area'),
      zoom: box('.calc-ui-zoom'),
      addButton: box('.calc-ui-add'),
      undoButton: box('.calc-ui-undo'),
      rowGutter: box('.calc-ui-row[data-id="curve"] .calc-ui-row-gutter'),
      rowField: box('.calc-ui-row[data-id="curve"] .calc-ui-math-holder > *'),
      keySeven: box('.calc-ui-keypad [data-key="7"]'),
      keyEight: box('.calc-ui-keypad [data-key="8"]'),
      mathKeys: box('.calc-ui-keypad-math'),
      sideKeys: box('.calc-ui-keypad-side'),
      fieldDirection: style('.calc-ui-row[data-id="curve"] .calc-ui-math-holder > *'),
      graphDirection: style('.calc-ui-graph'),
      keyGridDirection: style('.calc-ui-keypad-math'),
    };
  });
}

describe('the language setting at runtime', () => {
  it('switches the graphing calculator en → fr → ar → zh-CN → en, keeping expressions, focus and selection', async () => {
    const { page, consoleMessages, pageErrors } = await openWithLanguages('fr,ar,zh-CN');
    try {
      await page.evaluate(() => {
        const calc = (window as any).Lib.GraphingCalculator(document.getElementById('calculator'));
        (window as any).calc = calc;
        calc.setExpressions([
          { id: 'curve', latex: 'y=x^2' },
          { id: 'broken', latex: 'y=\\operatorname{foo}(x)' },
          { id: 'slider', latex: 'a=3' },
        ]);
      });
      await idle(page);
      await page.click('.calc-ui-keypad-toggle');
      await page.click('.calc-ui-row[data-id="curve"] .calc-ui-math-holder > *');
      await page.waitForFunction(() => document.activeElement?.tagName === 'MATH-FIELD');

      const english = await readShown(page);
      expect(english).toMatchObject({
        newRow: 'Add expression',
        zoomIn: 'Zoom in',
        addItem: 'Add item',
        rowField: 'Expression 1',
        lang: 'en',
        dir: 'ltr',
        focusedRow: 'curve',
        selected: true,
      });
      // English keeps the language's detailed message, which names the culprit.
      expect(english.errorShown).toMatch(/foo/);
      expect(english.errorInAnalysis).toBe(english.errorShown);
      const expressions = english.expressions;

      const inFrench = await switchTo(page, 'fr');
      expect(inFrench).toEqual({
        newRow: 'Ajouter une expression',
        zoomIn: 'Zoom avant',
        addItem: 'Ajouter un élément',
        rowField: 'Expression 1',
        errorShown: unknownFoo(french),
        errorInAnalysis: unknownFoo(french),
        lang: 'fr',
        dir: 'ltr',
        expressions,
        focusedRow: 'curve',
        selected: true,
      });

      expect(await switchTo(page, 'ar')).toEqual({
        newRow: 'إضافة تعبير',
        zoomIn: 'تكبير',
        addItem: 'إضافة عنصر',
        rowField: 'التعبير 1',
        errorShown: unknownFoo(arabic),
        errorInAnalysis: unknownFoo(arabic),
        lang: 'ar',
        dir: 'rtl',
        expressions,
        focusedRow: 'curve',
        selected: true,
      });
      const boxes = await readBoxes(page);
      // The frame mirrors: the list at the inline start (right), the graph controls away from it (left).
      expect(boxes.list.left).toBeGreaterThanOrEqual(boxes.graph.right - 1);
      expect(boxes.zoom.left - boxes.graph.left).toBeLessThan(60);
      expect(boxes.addButton.left).toBeGreaterThan(boxes.undoButton.left);
      expect(boxes.rowGutter.left).toBeGreaterThan(boxes.rowField.right - 1);
      expect(boxes.sideKeys.right).toBeLessThanOrEqual(boxes.mathKeys.left + 1);
      // Math, the key grids and the graph paper do not mirror.
      expect(boxes.keySeven.left).toBeLessThan(boxes.keyEight.left);
      expect([boxes.fieldDirection, boxes.graphDirection, boxes.keyGridDirection]).toEqual([
        'ltr',
        'ltr',
        'ltr',
      ]);
      await page.screenshot({ path: shotPath('i18n-shots', 'graphing-arabic.png') });

      expect(await switchTo(page, 'zh-CN')).toMatchObject({
        newRow: '添加表达式',
        zoomIn: '放大',
        errorShown: unknownFoo(chinese),
        errorInAnalysis: unknownFoo(chinese),
        lang: 'zh-CN',
        dir: 'ltr',
        expressions,
        focusedRow: 'curve',
        selected: true,
      });
      const chineseBoxes = await readBoxes(page);
      expect(chineseBoxes.list.right).toBeLessThanOrEqual(chineseBoxes.graph.left + 1);

      const back = await switchTo(page, 'en');
      expect(back).toEqual(english);

      // No English left anywhere in French, with every menu open so hidden parts are checked too.
      await switchTo(page, 'fr');
      await page.click('.calc-ui-add');
      await page.click('.calc-ui-settings-toggle');
      await page.click('.calc-ui-keypad-functions');
      expect(await findEnglish(page, '.calc-ui', untranslatedProbes(french))).toEqual([]);
      expect(consoleMessages.filter((message) => message.startsWith('warn'))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lays out Hebrew, Persian and Urdu right to left as well, from the constructor option on', async () => {
    const { page, pageErrors } = await openWithLanguages('he,fa,ur-PK');
    try {
      const layouts = await page.evaluate(async () => {
        const calc = (window as any).Lib.GraphingCalculator(document.getElementById('calculator'), {
          language: 'he',
        });
        const read = () => {
          const root = document.querySelector('.calc-ui') as HTMLElement;
          const list = document.querySelector('.calc-ui-list-panel')!.getBoundingClientRect();
          const graph = document.querySelector('.calc-ui-graph-area')!.getBoundingClientRect();
          return {
            lang: root.lang,
            dir: root.dir,
            listRightOfGraph: list.left >= graph.right - 1,
            newRow: document.querySelector('.calc-ui-new-row')!.textContent,
          };
        };
        const shown = [read()];
        for (const language of ['fa', 'ur-PK']) {
          calc.updateSettings({ language });
          // 'change' is told in a microtask (api/model/change-events.ts); the UI relabels on it.
          await Promise.resolve();
          shown.push(read());
        }
        return shown;
      });
      expect(layouts).toEqual(
        (['he', 'fa', 'ur-PK'] as const).map((code) => ({
          lang: code,
          dir: 'rtl',
          listRightOfGraph: true,
          newRow: readCatalog(code)['ui.addExpression'],
        })),
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows English for a language that was not loaded, warning once with the lang parameter to add', async () => {
    const { page, consoleMessages } = await openWithLanguages('fr');
    try {
      const shown = await page.evaluate(() => {
        const calc = (window as any).Lib.GraphingCalculator(document.getElementById('calculator'));
        (window as any).calc = calc;
        calc.updateSettings({ language: 'de' });
        return {
          setting: calc.settings.language,
          newRow: document.querySelector('.calc-ui-new-row')!.textContent,
          lang: (document.querySelector('.calc-ui') as HTMLElement).lang,
        };
      });
      expect(shown).toEqual({ setting: 'de', newRow: 'Add expression', lang: 'en' });
      const warnings = consoleMessages.filter((message) => message.startsWith('warn'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/"de".*lang=de/);
    } finally {
      await page.close();
    }
  });

  it('switches the scientific calculator, its messages and its direction', async () => {
    const { page, pageErrors } = await openWithLanguages('fr,ar,zh-CN', 420, 600);
    try {
      await page.evaluate(() => {
        const calc = (window as any).Lib.ScientificCalculator(document.getElementById('calculator'));
        (window as any).calc = calc;
      });
      const input = '.lib-basic-input';
      const enter = async (text: string) => {
        // The input is a math field (issue 21): focus it as a person tabbing in would, then type.
        await page.focus(input);
        await page.type(input, text);
        await page.keyboard.press('Enter');
        await idle(page);
      };
      await enter('2+3');
      await enter('2+');
      const read = () =>
        page.evaluate(() => {
          const root = document.querySelector('.lib-basic') as HTMLElement;
          return {
            clearHistory: document.querySelector('.lib-basic-clear-history')!.textContent,
            results: [...document.querySelectorAll('.lib-entry-result')].map((node) => node.textContent),
            preview: document.querySelector('.lib-basic-preview')!.textContent,
            plusKey: document.querySelector('.lib-key[data-key="+"]')!.getAttribute('aria-label'),
            dir: root.dir,
            keypadDirection: getComputedStyle(document.querySelector('.lib-basic-keypad')!).direction,
            state: JSON.stringify((window as any).calc.getState()),
          };
        });
      const english = await read();
      expect(english).toMatchObject({ clearHistory: 'Clear history', plusKey: 'plus', dir: 'ltr' });
      // A finished entry goes to the history; one that cannot be evaluated stays, its error under it.
      expect(english.results).toEqual(['= 5']);
      expect(english.preview).not.toBe('');

      await page.evaluate(() => (window as any).calc.updateSettings({ language: 'fr' }));
      const inFrench = await read();
      await page.click('.lib-basic-settings-button');
      expect(await findEnglish(page, '.lib-basic', untranslatedProbes(french))).toEqual([]);
      expect(inFrench).toMatchObject({ clearHistory: 'Effacer l’historique', plusKey: 'plus', dir: 'ltr' });
      expect(inFrench.results).toEqual(['= 5']);
      expect(inFrench.preview).toBe(french['error.missing-value']);
      expect(inFrench.state).toBe(english.state);

      await page.evaluate(() => (window as any).calc.updateSettings({ language: 'ar' }));
      const inArabic = await read();
      expect(inArabic).toMatchObject({ clearHistory: 'مسح السجل', plusKey: 'زائد', dir: 'rtl' });
      expect(inArabic.results).toEqual(['= 5']);
      expect(inArabic.preview).toBe(arabic['error.missing-value']);
      expect(inArabic.keypadDirection).toBe('ltr');
      await page.screenshot({ path: shotPath('i18n-shots', 'scientific-arabic.png') });

      await page.evaluate(() => (window as any).calc.updateSettings({ language: 'zh-CN' }));
      expect((await read()).clearHistory).toBe('清除历史记录');
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
