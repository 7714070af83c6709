/**
 * Issue 18 in the real served calculator: the list shows `= value` for list functions and statistics
 * rows, a `stats` row shows its table, and the statistical graphs' render scenes (scenes-statistics.ts,
 * compared in render-scenes.browser.test.ts) fail when their subject is drawn wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePng } from './render-scenes/compare-png';
import { openScenePage, renderScene } from './render-scenes/scene-page';
import { DEFAULT_ALLOWED_DIFFERENCE, type RenderScene } from './render-scenes/scene-types';
import { STATISTICS_SCENES } from './render-scenes/scenes-statistics';
import { baseUrl, connectBrowser } from './support/connect';
import { openCalculatorPage, waitForIdle, type TestPage } from './support/page';
import { shotPath } from './support/shots';

const REFERENCES = fileURLToPath(new URL('render-scenes/references', import.meta.url));

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

/** Each scene's subject drawn wrong: another bin width, other data, no outlier, another σ. */
const WRONG_SUBJECTS: Record<string, string> = {
  'statistics-histogram': '\\operatorname{histogram}(L,1)',
  'statistics-dotplot': '\\operatorname{dotplot}(L,2)',
  'statistics-boxplot': '\\operatorname{boxplot}(B[1...8])',
  'statistics-normal-pdf': '\\operatorname{normaldist}(0,1.5)',
  'statistics-histogram-density': '\\operatorname{histogram}(L,1)',
  'statistics-boxplot-no-outliers': '\\operatorname{boxplot}(B[1...8])',
};

describe('statistics rows in the list', () => {
  let testPage: TestPage;

  beforeAll(async () => {
    testPage = await openCalculatorPage(browser, baseUrl());
    await testPage.page.evaluate(() => {
      (window as any).calc = (window as any).Lib.GraphingCalculator(document.getElementById('calculator'));
    });
  });

  afterAll(async () => {
    await testPage?.page.close();
  });

  it('shows = value for list functions and statistics, and a table for stats', async () => {
    const rows: Record<string, string> = {
      data: 'L=[1,2,2,3,3,3,4,10.5]',
      total: '\\operatorname{total}(L)',
      mean: '\\operatorname{mean}(L)',
      stdev: '\\operatorname{stdev}([2,4,4,4,5,5,7,9])',
      quantile: '\\operatorname{quantile}(L,0.25)',
      sorted: '\\operatorname{sort}([3,1,2])',
      comprehension: '[n^2\\operatorname{for}n=[1...4]]',
      filter: 'L[L>3]',
      unique: '\\operatorname{unique}([1,1,2,3,3])',
      cdf: '\\operatorname{cdf}(\\operatorname{normaldist}(0,1),0)',
      stats: '\\operatorname{stats}(L)',
      histogram: '\\operatorname{histogram}(L)',
    };
    await testPage.page.evaluate((entries: [string, string][]) => {
      (window as any).calc.setExpressions(entries.map(([id, latex]) => ({ id, latex })));
    }, Object.entries(rows));
    await waitForIdle(testPage.page);
    await testPage.page.waitForFunction(
      () =>
        !(document.querySelector('.calc-ui-row[data-id="unique"] .calc-ui-evaluation') as HTMLElement)
          ?.hidden,
      { timeout: 10000 },
    );
    const shown = await testPage.page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('.calc-ui-row[data-id]')].map((row) => {
          const evaluation = row.querySelector('.calc-ui-evaluation') as HTMLElement | null;
          return [
            (row as HTMLElement).dataset.id,
            evaluation && !evaluation.hidden ? evaluation.textContent : null,
          ];
        }),
      ),
    );
    expect(shown).toMatchObject({
      total: '= 28.5',
      mean: '= 3.5625',
      stdev: '= 2.138089935',
      quantile: '= 2',
      sorted: '= [1, 2, 3]',
      comprehension: '= [1, 4, 9, 16]',
      filter: '= [4, 10.5]',
      unique: '= [1, 2, 3]',
      cdf: '= 0.5',
      stats: null,
      histogram: null,
    });
    // For a person to look at: the rows with their values, the stats table, and the histogram drawn.
    await testPage.page.$eval('.calc-ui-row[data-id="stats"]', (row) => row.scrollIntoView());
    await testPage.page.screenshot({ path: shotPath('statistics', 'statistics-rows.png') });
    const table = await testPage.page.$eval('.calc-ui-row[data-id="stats"] .calc-ui-stats', (element) => ({
      hidden: (element as HTMLElement).hidden,
      headings: [...element.querySelectorAll('th')].map((cell) => cell.textContent),
      values: [...element.querySelectorAll('td')].map((cell) => cell.textContent),
    }));
    expect(table).toEqual({
      hidden: false,
      headings: ['min', 'Q₁', 'median', 'Q₃', 'max'],
      values: ['1', '2', '3', '3.5', '10.5'],
    });
    const analysis = await testPage.page.evaluate(() => (window as any).calc.expressionAnalysis.histogram);
    expect(analysis).toMatchObject({ isGraphable: true, isError: false });
    expect(testPage.pageErrors).toEqual([]);
  });

  it('shows = value for the rest of the list, statistics, distribution and geometry functions', async () => {
    const page = testPage.page;
    const rows: Record<string, [string, string]> = {
      join: ['\\operatorname{join}([1,2],[3])', '= [1, 2, 3]'],
      count: ['\\operatorname{count}([5,6,7])', '= 3'],
      round: ['\\operatorname{round}(\\pi,2)', '= 3.14'],
      median: ['\\operatorname{median}([1,2,2,3,3,3,4,10.5])', '= 3'],
      stdevp: ['\\operatorname{stdevp}([2,4,4,4,5,5,7,9])', '= 2'],
      var: ['\\operatorname{var}([2,4,4,4,5,5,7,9])', '= 4.571428571'],
      varp: ['\\operatorname{varp}([2,4,4,4,5,5,7,9])', '= 4'],
      mad: ['\\operatorname{mad}([2,4,4,4,5,5,7,9])', '= 1.5'],
      cov: ['\\operatorname{cov}([1,2,3],[2,4,7])', '= 2.5'],
      corr: ['\\operatorname{corr}([1,2,3],[2,4,7])', '= 0.9933992678'],
      spearman: ['\\operatorname{spearman}([1,2,3],[2,4,7])', '= 1'],
      quartile: ['\\operatorname{quartile}([1,2,2,3,3,3,4,10.5],1)', '= 2'],
      erf: ['\\operatorname{erf}(1)', '= 0.8427007929'],
      distance: ['\\operatorname{distance}((0,0),(3,4))', '= 5'],
      pdf: ['\\operatorname{pdf}(\\operatorname{normaldist}(0,1),0)', '= 0.3989422804'],
      poisson: ['\\operatorname{cdf}(\\operatorname{poissondist}(3),2)', '= 0.4231900811'],
      tquantile: ['\\operatorname{quantile}(\\operatorname{tdist}(3),0.975)', '= 3.182446305'],
      chisq: ['\\operatorname{cdf}(\\operatorname{chisqdist}(2),2)', '= 0.6321205588'],
      binomial: ['\\operatorname{pdf}(\\operatorname{binomialdist}(10,0.3),3)', '= 0.266827932'],
      meanD: ['\\operatorname{mean}(\\operatorname{binomialdist}(10,0.3))', '= 3'],
      range: ['[1,3...11]', '= [1, 3, 5, 7, 9, 11]'],
      slice: ['[1,2,2,3,3][2...4]', '= [2, 2, 3]'],
      sortkey: ['\\operatorname{sort}([1,2,3],[3,1,2])', '= [2, 3, 1]'],
      with: ['a^2\\operatorname{with}a=3', '= 9'],
      xs: ['[(1,2),(3,4)].x', '= [1, 3]'],
      product: ['[a+b\\operatorname{for}a=[1,2],b=[10,20]]', '= [11, 12, 21, 22]'],
    };
    await page.evaluate(
      (entries: [string, string][]) => {
        (window as any).calc.setBlank();
        (window as any).calc.setExpressions(entries.map(([id, latex]) => ({ id, latex })));
      },
      Object.entries(rows).map(([id, [latex]]): [string, string] => [id, latex]),
    );
    await waitForIdle(page);
    await page.waitForFunction(
      () =>
        !(document.querySelector('.calc-ui-row[data-id="product"] .calc-ui-evaluation') as HTMLElement)
          ?.hidden,
      { timeout: 10000 },
    );
    const shown = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('.calc-ui-row[data-id]')].map((row) => [
          (row as HTMLElement).dataset.id,
          (row.querySelector('.calc-ui-evaluation') as HTMLElement | null)?.textContent ?? null,
        ]),
      ),
    );
    expect(shown).toEqual(Object.fromEntries(Object.entries(rows).map(([id, [, value]]) => [id, value])));
    expect(testPage.pageErrors).toEqual([]);
  });

  it("offers a histogram's bar heights and a box plot's outliers in their rows, as vizProps", async () => {
    const page = testPage.page;
    await page.evaluate(() =>
      (window as any).calc.setExpressions([
        { id: 'M', latex: 'M=[1,2,2,3,3,4,5,5,6,7,9]' },
        { id: 'h', latex: '\\operatorname{histogram}(M,2)' },
        { id: 'b', latex: '\\operatorname{boxplot}([2,3,3,4,5,5,6,7,14])' },
      ]),
    );
    await waitForIdle(page);
    const controls = () =>
      page.evaluate(() => {
        const shown = (selector: string) => {
          const element = document.querySelector(selector) as HTMLElement | null;
          return element !== null && !element.hidden && element.getClientRects().length > 0;
        };
        return {
          mode: (
            document.querySelector('.calc-ui-row[data-id="h"] .calc-ui-histogram-mode') as HTMLSelectElement
          ).value,
          modeShown: shown('.calc-ui-row[data-id="h"] .calc-ui-histogram-mode'),
          outliersOnHistogram: shown('.calc-ui-row[data-id="h"] .calc-ui-boxplot-outliers'),
          outliers: (
            document.querySelector(
              '.calc-ui-row[data-id="b"] .calc-ui-boxplot-outliers input',
            ) as HTMLInputElement
          ).checked,
          outliersShown: shown('.calc-ui-row[data-id="b"] .calc-ui-boxplot-outliers'),
          onDataRow: shown('.calc-ui-row[data-id="M"] .calc-ui-plot-options'),
        };
      });
    expect(await controls()).toEqual({
      mode: 'count',
      modeShown: true,
      outliersOnHistogram: false,
      outliers: false,
      outliersShown: true,
      onDataRow: false,
    });
    expect(
      await page.evaluate(() => ['h', 'b'].map((id) => (window as any).calc.expressionAnalysis[id].isError)),
    ).toEqual([false, false]);
    await page.$eval('.calc-ui-row[data-id="b"]', (row) => row.scrollIntoView());
    await page.screenshot({ path: shotPath('statistics', 'plot-options-rows.png') });
    await page.select('.calc-ui-row[data-id="h"] .calc-ui-histogram-mode', 'density');
    await page.click('.calc-ui-row[data-id="b"] .calc-ui-boxplot-outliers input');
    await waitForIdle(page);
    const vizProps = await page.evaluate(() =>
      Object.fromEntries(
        (window as any).calc.getExpressions().map((item: any) => [item.id, item.vizProps ?? null]),
      ),
    );
    expect(vizProps).toMatchObject({
      M: null,
      h: { histogramMode: 'density' },
      b: { showBoxplotOutliers: true },
    });
    const saved = await page.evaluate(() => JSON.stringify((window as any).calc.getState()));
    await page.evaluate((state) => {
      const calc = (window as any).calc;
      calc.setBlank();
      calc.setState(JSON.parse(state));
    }, saved);
    await waitForIdle(page);
    expect(await controls()).toMatchObject({ mode: 'density', outliers: true });
    expect(testPage.pageErrors).toEqual([]);
  });

  it('takes lists of 100,000 and says clearly when a list is longer, without stalling the page', async () => {
    const page = testPage.page;
    await page.evaluate(() =>
      (window as any).calc.setExpressions([
        { id: 'big', latex: 'B_{ig}=[1...100000]' },
        { id: 'bigstdev', latex: '\\operatorname{stdev}(B_{ig})' },
        { id: 'toolong', latex: '[1...100001]' },
        { id: 'toomany', latex: '\\operatorname{random}(100001)' },
      ]),
    );
    await waitForIdle(page);
    const analysis = await page.evaluate(() => {
      const all = (window as any).calc.expressionAnalysis;
      return ['bigstdev', 'toolong', 'toomany'].map((id) => ({
        isError: all[id].isError,
        message: all[id].errorMessage ?? null,
        value: all[id].evaluation?.value ?? null,
      }));
    });
    // stdev of 1…100000 (n − 1): √(n(n+1)/12) = 28867.65…
    expect(analysis[0].isError).toBe(false);
    expect(analysis[0].value).toBeCloseTo(28867.657797, 5);
    expect(analysis[1]).toMatchObject({ isError: true, message: expect.stringMatching(/100000/) });
    expect(analysis[2]).toMatchObject({ isError: true, message: expect.stringMatching(/100000/) });
    const shown = await page.$eval(
      '.calc-ui-row[data-id="toolong"] .calc-ui-error-message',
      (element) => (element as HTMLElement).textContent,
    );
    expect(shown).toMatch(/at most 100000/);
    // The page still answers afterwards.
    await page.evaluate(() => (window as any).calc.setExpression({ id: 'after', latex: '1+1' }));
    await waitForIdle(page);
    expect(await page.evaluate(() => (window as any).calc.expressionAnalysis.after.evaluation.value)).toBe(2);
    expect(testPage.pageErrors).toEqual([]);
  });

  it('draws a random number per element of a comprehension, kept until re-randomized', async () => {
    const page = testPage.page;
    const valuesOf = async () => {
      await waitForIdle(page);
      return page.evaluate(() => (window as any).calc.expressionAnalysis.r?.evaluation?.value as number[]);
    };
    await page.evaluate(() =>
      (window as any).calc.setExpressions([
        { id: 'r', latex: '[\\operatorname{random}()\\operatorname{for}n=[1...5]]' },
      ]),
    );
    const first = await valuesOf();
    expect(first).toHaveLength(5);
    expect(new Set(first).size).toBe(5);
    await page.evaluate(() => (window as any).calc.setExpression({ id: 'other', latex: 'y=x' }));
    expect(await valuesOf()).toEqual(first);
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setState(JSON.parse(JSON.stringify(calc.getState())));
    });
    expect(await valuesOf()).toEqual(first);
    await page.click('.calc-ui-row[data-id="r"] .calc-ui-rerandomize');
    const second = await valuesOf();
    expect(new Set(second).size).toBe(5);
    expect(second).not.toEqual(first);
    expect(testPage.pageErrors).toEqual([]);
  });
});

describe('statistics render scenes', () => {
  it.each(Object.entries(WRONG_SUBJECTS))('%s drawn wrong fails its reference', async (name, wrong) => {
    const scenePage = await openScenePage(browser, baseUrl());
    try {
      const scene = STATISTICS_SCENES.find((candidate) => candidate.name === name)!;
      const changed: RenderScene = {
        ...scene,
        expressions: scene.expressions!.map((expression) =>
          expression.id === 'plot' ? { ...expression, latex: wrong } : expression,
        ),
      };
      const reference = readFileSync(join(REFERENCES, `${name}.png`));
      expect(comparePng(await renderScene(scenePage, scene), reference).differentPixels).toBeLessThanOrEqual(
        scene.allowedDifference ?? DEFAULT_ALLOWED_DIFFERENCE,
      );
      const comparison = comparePng(await renderScene(scenePage, changed), reference);
      expect(comparison.differentPixels).toBeGreaterThan(10 * DEFAULT_ALLOWED_DIFFERENCE);
    } finally {
      await scenePage.page.close();
    }
  });
});
