/**
 * The t and χ² laws graphed per point in the real served calculator (issue 18): `y=quantile(tdist(3),x)`
 * and `y=cdf(chisqdist(4),x)` run TDIST_QUANTILE and CHISQ_CDF in the WASM VM (they were a
 * "known before graphing" error and a quadrature). Asserted by pixels of each row's color in the
 * calculator's own screenshot, where the curve must be (values from language/t-chi-square.ts) and
 * where a wrong law would put it.
 */
import { describe, expect, it } from 'vitest';
import { chiSquareCumulative, tQuantile } from '../language/t-chi-square';
import { graphScreenshot, hasColorNear, hexToRgb, waitForIdle } from './support/page';
import { useCalculatorPage } from './support/shared-page';
import { shotPath } from './support/shots';

const opened = useCalculatorPage({ width: 900, height: 600 });

const RED = '#c74440';

/** One row graphed alone in `bounds`; its analysis, and whether its color lies near a math point. */
async function graphAlone(
  latex: string,
  bounds: Record<'left' | 'right' | 'bottom' | 'top', number>,
  shot: string,
) {
  const { page } = opened;
  await page.evaluate(
    (rowLatex, mathBounds, color) => {
      const window_ = window as any;
      window_.calc ??= window_.Lib.GraphingCalculator(document.getElementById('calculator'));
      window_.calc.setBlank();
      window_.calc.setMathBounds(mathBounds);
      window_.calc.setExpression({ id: 'law', latex: rowLatex, color });
    },
    latex,
    bounds,
    RED,
  );
  await waitForIdle(page);
  const analysis = await page.evaluate(() => (window as any).calc.expressionAnalysis.law);
  const { image, toPixel } = await graphScreenshot(page);
  await page.screenshot({ path: shotPath('distributions', shot) });
  return {
    analysis,
    inkAt(x: number, y: number, radius = 3): boolean {
      const [px, py] = toPixel(x, y);
      return hasColorNear(image, px, py, hexToRgb(RED), radius);
    },
  };
}

describe('t and χ² laws graphed per point', () => {
  it('y = quantile(tdist(3), x) is drawn through the t₃ quantiles, not the normal ones', async () => {
    const graph = await graphAlone(
      'y=\\operatorname{quantile}(\\operatorname{tdist}(3),x)',
      { left: -0.1, right: 1.1, bottom: -6, top: 6 },
      'quantile-tdist.png',
    );
    expect(graph.analysis.isGraphable).toBe(true);
    expect(graph.analysis.isError).toBe(false);
    const ps = [0.03, 0.1, 0.3, 0.5, 0.7, 0.9, 0.97];
    const missing = ps.filter((p) => !graph.inkAt(p, tQuantile(3, p)));
    expect(missing, 'p where the curve is missing').toEqual([]);
    // The normal quantile at 0.03 is −1.88, the t₃ one −2.95: a quarter of the window's height apart.
    expect(graph.inkAt(0.03, -1.88)).toBe(false);
    expect(graph.inkAt(0.97, 1.88)).toBe(false);
  });

  it('y = cdf(chisqdist(4), x) rises through 1 − (1 + x/2)e^(−x/2)', async () => {
    const graph = await graphAlone(
      'y=\\operatorname{cdf}(\\operatorname{chisqdist}(4),x)',
      { left: -1, right: 15, bottom: -0.2, top: 1.2 },
      'cdf-chisqdist.png',
    );
    expect(graph.analysis.isGraphable).toBe(true);
    const xs = [0.5, 2, 4, 6, 9, 13];
    for (const x of xs) expect(chiSquareCumulative(4, x)).toBeCloseTo(1 - (1 + x / 2) * Math.exp(-x / 2), 14);
    const missing = xs.filter((x) => !graph.inkAt(x, chiSquareCumulative(4, x)));
    expect(missing, 'x where the curve is missing').toEqual([]);
    // χ²₂'s cdf (1 − e^(−x/2)) at 2 is 0.63, χ²₄'s 0.26.
    expect(graph.inkAt(2, 0.63)).toBe(false);
    expect(opened.pageErrors).toEqual([]);
  });
});
