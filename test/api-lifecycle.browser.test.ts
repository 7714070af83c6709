import { describe, expect, it } from 'vitest';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({ width: 300, height: 200 });

/**
 * Used heap after full collections, the least of three readings a moment apart: timers of the list UI
 * (the math field's caret) and messages in flight leave short-lived garbage that one reading can catch.
 */
async function heapAfterCollection(): Promise<number> {
  const session = await testPage.page.createCDPSession();
  let least = Infinity;
  for (let reading = 0; reading < 3; reading++) {
    for (let round = 0; round < 3; round++) await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    least = Math.min(least, usedSize);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await session.detach();
  return least;
}

describe('destroy', () => {
  it('makes every later call a no-op with a console warning, and never throws', async () => {
    const result = await testPage.page.evaluate(() => {
      const Lib = (window as any).Lib;
      const element = document.getElementById('calculator') as HTMLElement;
      const calc = Lib.GraphingCalculator(element);
      calc.setExpression({ id: 'a', latex: 'y=x' });
      calc.destroy();
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(message);
      const calls: [string, unknown[]][] = [
        ['destroy', []],
        ['getState', []],
        ['setState', [{}]],
        ['setBlank', []],
        ['setDefaultState', [{}]],
        ['undo', []],
        ['redo', []],
        ['clearHistory', []],
        ['screenshot', []],
        ['asyncScreenshot', [() => warnings.push('callback called')]],
        ['isProjectionUniform', []],
        ['observeEvent', ['change', () => undefined]],
        ['unobserveEvent', ['change']],
        ['setExpression', [{ id: 'b', latex: 'x' }]],
        ['setExpressions', [[{ id: 'c', latex: 'x' }]]],
        ['removeExpression', [{ id: 'a' }]],
        ['removeExpressions', [[{ id: 'a' }]]],
        ['removeSelected', []],
        ['getExpressions', []],
        ['HelperExpression', [{ latex: '1' }]],
        ['updateSettings', [{ showGrid: false }]],
        ['setGraphSettings', [{ showGrid: false }]],
        ['resize', []],
        ['setMathBounds', [{ left: 0, right: 1, bottom: 0, top: 1 }]],
        ['mathToPixels', [{ x: 1 }]],
        ['pixelsToMath', [{ x: 1 }]],
        ['observe', ['graphpaperBounds', () => undefined]],
        ['unobserve', ['graphpaperBounds']],
        ['focusFirstExpression', []],
      ];
      const returned = calls.map(([name, args]) => calc[name](...args));
      calc.settings.observe('showGrid', () => undefined);
      console.warn = warn;
      return { warnings, returned, children: element.children.length };
    });
    expect(result.returned.every((value: unknown) => value === undefined || value === null)).toBe(true);
    expect(result.warnings).toHaveLength(30);
    expect(result.warnings[0]).toMatch(/destroy\(\) was called on a destroyed calculator/);
    expect(result.warnings).not.toContain('callback called');
    expect(result.children).toBe(0);
  });

  it('create/destroy cycles leave no live worker, element or WebGL context behind', async () => {
    const run = (count: number) =>
      testPage.page.evaluate(async (cycles) => {
        const Lib = (window as any).Lib;
        const element = document.getElementById('calculator') as HTMLElement;
        for (let index = 0; index < cycles; index++) {
          const calc = Lib.GraphingCalculator(element);
          calc.setExpression({ id: 'a', latex: 'y=x^2+' + (index % 4) });
          calc.HelperExpression({ latex: '2' });
          calc.observe('graphpaperBounds', () => undefined);
          await calc[Symbol.for('calculator.whenIdle')]();
          calc.destroy();
        }
        return element.children.length;
      }, count);
    await run(50);
    // The count is real: one live calculator shows its worker.
    await testPage.page.evaluate(async () => {
      const calc = (window as any).Lib.GraphingCalculator(document.createElement('div'));
      calc.setExpression({ latex: '1' });
      await calc[Symbol.for('calculator.whenIdle')]();
      (window as any).live = calc;
    });
    expect(testPage.page.workers()).toHaveLength(1);
    await testPage.page.evaluate(() => (window as any).live.destroy());
    // The first cycles with the list UI fill the math field's caches (about 3 MB, most of it once), so the
    // heap printed is read after them; a few expressions repeat so that caches keyed by LaTeX stay bounded.
    // Fifty cycles (each ~200 ms here) are three times Chromium's 16 live WebGL contexts: a calculator
    // that kept its context would make it warn; the heap over many cycles is bench section 11's figure.
    const heapBefore = await heapAfterCollection();
    const workersBefore = testPage.page.workers().length;
    const children = await run(50);
    const heapAfter = await heapAfterCollection();
    const workersAfter = testPage.page.workers().length;
    console.log(
      `[lifecycle] 50 cycles: heap ${(heapBefore / 1e6).toFixed(2)} MB -> ${(heapAfter / 1e6).toFixed(2)} MB, ` +
        `workers ${workersBefore} -> ${workersAfter}`,
    );
    expect(children).toBe(0);
    expect(workersAfter).toBe(workersBefore);
    expect(workersAfter).toBe(0);
    // The heap's growth (0.2-0.9 MB here, the math field's caches settling; goal < 2 MB) is bench section
    // 11's figure: a machine's garbage collector is no test result.
    expect(testPage.consoleMessages.filter((message) => /WebGL|context/i.test(message))).toEqual([]);
  }, 180000);

  it('50 calculators at once, destroy inside an asyncScreenshot callback, a new calculator in the same element', async () => {
    const result = await testPage.page.evaluate(async () => {
      const Lib = (window as any).Lib;
      const element = document.getElementById('calculator') as HTMLElement;
      const many = [];
      for (let index = 0; index < 50; index++)
        many.push(Lib.GraphingCalculator(document.createElement('div')));
      for (const calc of many) calc.destroy();
      const first = Lib.GraphingCalculator(element);
      first.setExpression({ id: 'a', latex: 'y=x' });
      const uri: string = await new Promise((resolve) =>
        first.asyncScreenshot({ width: 100, height: 80 }, (data: string) => {
          first.destroy();
          resolve(data);
        }),
      );
      const second = Lib.GraphingCalculator(element);
      second.setExpression({ id: 'b', latex: '1+1' });
      await second[Symbol.for('calculator.whenIdle')]();
      const value = second.expressionAnalysis.b?.evaluation?.value;
      const children = element.children.length;
      second.destroy();
      return { uri: uri.slice(0, 22), value, children };
    });
    expect(result).toEqual({ uri: 'data:image/png;base64,', value: 2, children: 1 });
  });

  it('makes no network request of its own after the script loaded', () => {
    expect(testPage.requests).toHaveLength(1);
    expect(testPage.pageErrors).toEqual([]);
  });
});
