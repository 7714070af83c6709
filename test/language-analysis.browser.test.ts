import { describe, expect, it } from 'vitest';
import { waitForIdle } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'));</script>`,
});

async function analyze(expressions: { id: string; latex: string }[], degreeMode = false) {
  await testPage.page.evaluate(
    (list, degrees) => {
      const calc = (window as any).calc;
      calc.setBlank();
      calc.updateSettings({ degreeMode: degrees });
      calc.setExpressions(list);
    },
    expressions,
    degreeMode,
  );
  await waitForIdle(testPage.page);
  return testPage.page.evaluate(() => (window as any).calc.expressionAnalysis);
}

describe('the expression language in the browser', () => {
  it('evaluates numbers, lists, functions and constants', async () => {
    const analysis = await analyze([
      { id: 'sum', latex: '1+2' },
      { id: 'list', latex: '[1,2,3]\\cdot 2' },
      { id: 'f', latex: 'f(x)=x^2' },
      { id: 'f3', latex: 'f(3)' },
      { id: 'sine', latex: '\\sin(\\pi/2)' },
    ]);
    expect(analysis.sum.evaluation).toEqual({ type: 'Number', value: 3 });
    expect(analysis.list.evaluation).toEqual({ type: 'ListOfNumber', value: [2, 4, 6] });
    expect(analysis.f3.evaluation).toEqual({ type: 'Number', value: 9 });
    expect(analysis.sine.evaluation.value).toBeCloseTo(1, 15);
  });

  it('reads trigonometry in degrees in degreeMode', async () => {
    const analysis = await analyze([{ id: 'sine', latex: '\\sin(90)' }], true);
    expect(analysis.sine.evaluation.value).toBeCloseTo(1, 15);
  });

  it('reports every expression of a duplicate definition as an error', async () => {
    const analysis = await analyze([
      { id: 'one', latex: 'a=1' },
      { id: 'two', latex: 'a=2' },
      { id: 'use', latex: 'a+1' },
    ]);
    for (const id of ['one', 'two', 'use']) {
      expect(analysis[id].isError, id).toBe(true);
      expect(analysis[id].errorMessage, id).toMatch(/\w/);
    }
  });

  it('keeps a helper of a^2 following the slider a', async () => {
    await analyze([{ id: 'slider', latex: 'a=3' }]);
    const values = await testPage.page.evaluate(async () => {
      const calc = (window as any).calc;
      const idle = () => calc[Symbol.for('calculator.whenIdle')]();
      const helper = calc.HelperExpression({ latex: 'a^2' });
      await idle();
      const before = helper.numericValue;
      calc.setExpression({ id: 'slider', latex: 'a=5' });
      await idle();
      return [before, helper.numericValue];
    });
    expect(values).toEqual([9, 25]);
  });

  it('stays responsive with 10,000 characters of random LaTeX', async () => {
    const pieces = [
      'x',
      'y',
      '1',
      '2.5',
      '+',
      '-',
      '^',
      '_',
      '(',
      ')',
      '{',
      '}',
      '\\frac',
      '\\sqrt',
      '\\sin',
      '|',
      '=',
    ];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let latex = '';
    while (latex.length < 10000) latex += pieces[Math.floor(random() * pieces.length)];
    // Frames are counted while the analysis runs (from setExpressions to the idle signal), not after it:
    // a main thread that parsed or analyzed in one piece would deliver no frame until the result.
    const run = await testPage.page.evaluate(async (noise) => {
      const calc = (window as any).calc;
      calc.setBlank();
      await calc[Symbol.for('calculator.whenIdle')]();
      const frameTimes: number[] = [];
      let running = true;
      const tick = (time: number) => {
        frameTimes.push(time);
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      // The length of a frame on this machine, from ten frames of the idle page.
      while (frameTimes.length < 11) await new Promise((resolve) => requestAnimationFrame(resolve));
      const idleGaps = frameTimes.slice(1).map((time, index) => time - frameTimes[index]);
      const frame = idleGaps.sort((a, b) => a - b)[Math.floor(idleGaps.length / 2)];
      const started = performance.now();
      calc.setExpressions([
        { id: 'noise', latex: noise },
        { id: 'after', latex: '2+2' },
      ]);
      await calc[Symbol.for('calculator.whenIdle')]();
      const finished = performance.now();
      running = false;
      const during = [started, ...frameTimes.filter((time) => time > started && time < finished), finished];
      const gaps = during.slice(1).map((time, index) => time - during[index]);
      return {
        ms: finished - started,
        frames: during.length - 2,
        frameMs: frame,
        longestGapInFrames: Math.max(...gaps) / frame,
        analysis: calc.expressionAnalysis,
      };
    }, latex);
    console.info(
      `10,000 characters of random LaTeX: analyzed in ${run.ms.toFixed(0)} ms, ${run.frames} frames meanwhile, ` +
        `longest gap ${run.longestGapInFrames.toFixed(1)} frames of ${run.frameMs.toFixed(1)} ms`,
    );
    expect(run.analysis.after.evaluation).toEqual({ type: 'Number', value: 4 });
    expect(run.analysis.noise).toBeDefined();
    // Frames arrived while the work ran, and no stall was longer than 30 frames (the analysis itself, in
    // the worker, holds the main thread for none; the row shows 10,000 characters as their source, not
    // typeset: ui/static-math.ts, which took ~33 frames here in one task).
    expect(run.frames).toBeGreaterThanOrEqual(1);
    expect(run.longestGapInFrames).toBeLessThanOrEqual(30);
    const shown = await testPage.page.$eval(
      '.calc-ui-row[data-id="noise"] .calc-ui-math-static',
      (element) => element.shadowRoot?.textContent ?? '',
    );
    expect(shown).toBe(latex);
    expect(testPage.pageErrors).toEqual([]);
  });
});
