/**
 * The engine worker's pool for implicit curves (worker/implicit-pool.ts) in the served calculator.js: a
 * costly implicit curve sampled again starts its threads (nested workers from the engine worker's own
 * script), the curve is sampled in strips on them when the view comes back, and every picture of the view is
 * the same, pixel for pixel; destroy ends the threads with the engine worker.
 */
import { describe, expect, it } from 'vitest';
import { waitForIdle } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({
  width: 1280,
  height: 800,
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), { keypad: false, expressions: false });</script>`,
});

const VIEW = { left: -10, right: 10, bottom: -6.25, top: 6.25 };
const ELSEWHERE = { left: -9, right: 11, bottom: -6, top: 6.5 };

/** The names of the page's worker threads (the pool's are nested in the engine worker). */
function workerNames(): Promise<string[]> {
  return Promise.all(testPage.page.workers().map((worker) => worker.evaluate(() => self.name)));
}

async function showView(bounds: typeof VIEW): Promise<string> {
  await testPage.page.evaluate((given) => (window as any).calc.setMathBounds(given), bounds);
  await waitForIdle(testPage.page);
  return testPage.page.evaluate(() => (window as any).calc.screenshot() as string);
}

describe('implicit pool in calculator.js', () => {
  it('samples a large implicit curve on pool threads, with the same picture', async () => {
    const { page } = testPage;
    const threads = await page.evaluate(() => Math.min(navigator.hardwareConcurrency - 1, 3));
    await page.evaluate(() =>
      (window as any).calc.setExpression({ id: 'curve', latex: '\\sin(x^2+y^2)=\\cos(xy)' }),
    );
    // The first picture is sampled in the engine worker alone and measures what the curve costs; the
    // next one, also alone, starts the pool's threads (the curve costs a thread more than 8 ms).
    const first = await showView(VIEW);
    expect(first.length).toBeGreaterThan(10_000);
    expect(await showView(ELSEWHERE)).not.toBe(first);
    const poolThreads = async () => (await workerNames()).filter((name) => name === 'calculator-engine-pool');
    await expect.poll(poolThreads).toHaveLength(threads);
    // Later ones in strips (once the threads have loaded their engine): the same pixels every time.
    for (let round = 0; round < 4; round++) {
      expect(await showView(ELSEWHERE)).not.toBe(first);
      expect(await showView(VIEW)).toBe(first);
    }
    expect(testPage.pageErrors).toEqual([]);
    await page.evaluate(() => (window as any).calc.destroy());
    await expect.poll(async () => (await workerNames()).length).toBe(0);
  });
});
