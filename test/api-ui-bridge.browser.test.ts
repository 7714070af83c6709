/** The bridge the list UI mounts on (`Symbol.for('calculator.forUi')`), against the real bundle. */
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

async function onLine<T>(version: string, body: string): Promise<T> {
  const { page } = await openCalculatorPage(browser, baseUrl(), { version, width: 400, height: 300 });
  try {
    return (await page.evaluate(async (source) => {
      const Lib = (window as any).Lib;
      const create = Lib.GraphingCalculator ?? Lib.Calculator;
      void create;
      return eval(`(async () => { ${source} })()`);
    }, body)) as T;
  } finally {
    await page.close();
  }
}

describe('calculator for the UI', () => {
  it('types with one undo step, zooms about the center and home, uploads, selects', async () => {
    const result = await onLine<any>(
      'v1.1',
      `const calc = create(document.getElementById('calculator'), { imageUploadCallback: (file, cb) => cb(null, 'https://example.test/' + file.name) });
       const ui = calc[Symbol.for('calculator.forUi')];
       ui.setExpression({ type: 'expression', id: 'r', latex: '', color: '#000000' });
       for (const latex of ['y', 'y=', 'y=2']) ui.typeLatex('r', latex);
       const typed = ui.getExpressions()[0].latex;
       const canUndo = ui.canUndo();
       ui.undo();
       const undone = ui.getExpressions()[0].latex;
       const width = calc.graphpaperBounds.mathCoordinates.width;
       ui.zoom(0.5);
       const zoomed = calc.graphpaperBounds.mathCoordinates;
       ui.zoomHome();
       const home = calc.graphpaperBounds.mathCoordinates;
       const url = await ui.uploadImage(new File(['x'], 'a.png', { type: 'image/png' }));
       ui.select('r');
       const selected = [ui.selectedId(), calc.isAnyExpressionSelected];
       return { typed, canUndo, undone, width, zoomed, home, url, selected, graph: ui.graphElement.className,
         colors: ui.colors, hasDefault: ui.hasDefaultState(), canRedo: ui.canRedo() };`,
    );
    expect(result.typed).toBe('y=2');
    expect(result.canUndo).toBe(true);
    expect(result.undone).toBe('');
    expect(result.canRedo).toBe(true);
    expect(result.zoomed.width).toBeCloseTo(result.width / 2, 9);
    expect((result.zoomed.left + result.zoomed.right) / 2).toBeCloseTo(0, 9);
    expect(result.home.left).toBe(-10);
    expect(result.url).toBe('https://example.test/a.png');
    expect(result.selected).toEqual(['r', true]);
    expect(result.graph).toContain('calculator-graphpaper');
    expect(result.colors.RED).toBe('#c74440');
    expect(result.hasDefault).toBe(false);
  });

  it("gives the UI 'change' events and v1.1 shapes on v0.5, and honors lockViewport", async () => {
    const result = await onLine<any>(
      'v0.5',
      `const calc = create(document.getElementById('calculator'), { lockViewport: true });
       const ui = calc[Symbol.for('calculator.forUi')];
       let changes = 0;
       ui.observeEvent('change.ui', () => changes++);
       ui.setExpression({ id: 'a', latex: 'y=x', pointStyle: 'open' });
       await new Promise((resolve) => setTimeout(resolve, 20));
       const before = calc.graphpaperBounds.mathCoordinates.width;
       ui.zoom(0.5);
       return { changes, item: ui.getExpressions()[0], colors: ui.colors, same: calc.graphpaperBounds.mathCoordinates.width === before };`,
    );
    expect(result.changes).toBe(1);
    expect(result.item).toMatchObject({ id: 'a', pointStyle: 'open', color: '#C0504D' });
    expect(result.colors.RED).toBe('#C0504D');
    expect(result.same).toBe(true);
  });

  it("keeps the list listening when the page removes every 'change' and analysis observer", async () => {
    const result = await onLine<{ rows: number; shown: string[]; pageHeard: number }>(
      'v1.1',
      `const calc = create(document.getElementById('calculator'));
       let pageHeard = 0;
       calc.observeEvent('change', () => pageHeard++);
       calc.unobserveEvent('change');
       calc.unobserve('expressionAnalysis');
       calc.unobserve('isAnyExpressionSelected');
       calc.setExpression({ id: 'a', latex: 'y=x^2' });
       calc.setExpression({ id: 'b', latex: '1+2' });
       await calc[Symbol.for('calculator.whenIdle')]();
       await new Promise((resolve) => setTimeout(resolve, 100));
       const fields = [...document.querySelectorAll('math-field')].map((field) => field.value);
       const values = [...document.querySelectorAll('.calc-ui-evaluation')].map((element) => element.textContent);
       return { rows: fields.filter((value) => value !== '').length, shown: [...fields, ...values], pageHeard };`,
    );
    // The page's own observer is gone (the spec's rule); the list still shows both rows and the value 3.
    expect(result.pageHeard).toBe(0);
    expect(result.rows).toBe(2);
    expect(result.shown.join(' ')).toContain('y=x^2');
    expect(result.shown.join(' ')).toMatch(/=\s*3|\b3\b/);
  });
});
