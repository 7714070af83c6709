/**
 * The calculator under a Content-Security-Policy (issue 22), served as a header by the test page's
 * interception. With exactly the directives README.md's embedding section lists, and no 'unsafe-eval',
 * the calculator analyzes and draws: y=x^2 on its points, the same picture as on a page without a policy,
 * every render scene equal to its reference, typing into a row; the only violation is the renderer's
 * one probe for eval. Calculators are made by the page's own scripts: code run through DevTools
 * (page.evaluate) may eval whatever the policy says. Without a directive it needs (`worker-src blob:`,
 * `'wasm-unsafe-eval'`, `style-src 'unsafe-inline'`, `font-src data:`), one console warning names it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePng, compareScene, writeEvidence } from './render-scenes/compare-png';
import { openScenePage, renderScene } from './render-scenes/scene-page';
import { RENDER_SCENES } from './render-scenes/scenes';
import { baseUrl, connectBrowser } from './support/connect';
import {
  decodePngDataUri,
  hasColorNear,
  hexToRgb,
  openCalculatorPage,
  waitForIdle,
  type TestPage,
} from './support/page';
import { waitForMathFocus } from './support/calculator-ui';

const root = fileURLToPath(new URL('..', import.meta.url));
const NONCE = 'calculator-test-nonce';

/** README.md's list, with the page's scripts allowed by nonce. */
function strictPolicy(leaveOut: string[] = []): string {
  const directives = [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}' 'wasm-unsafe-eval'`,
    'worker-src blob:',
    "style-src 'unsafe-inline'",
    'font-src data:',
    'img-src data: blob:',
  ];
  return directives.filter((directive) => !leaveOut.includes(directive)).join('; ');
}

/** Every violation the page sees, from before its first script. */
const RECORD_VIOLATIONS = `
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
});`;

const RED = hexToRgb('#c74440');

let browser: Browser;
const pages: TestPage[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  for (const opened of pages) await opened.page.close();
  await browser?.disconnect();
});

async function openPage(policy: string | undefined, options: object = {}): Promise<TestPage> {
  const opened = await openCalculatorPage(browser, baseUrl(), {
    width: 700,
    height: 450,
    headers: policy === undefined ? {} : { 'Content-Security-Policy': policy },
    scriptNonce: NONCE,
    beforeScripts: RECORD_VIOLATIONS,
    body: `<script nonce="${NONCE}">
window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), ${JSON.stringify(options)});
</script>`,
  });
  pages.push(opened);
  return opened;
}

async function plotParabola(testPage: TestPage) {
  const result = await testPage.page.evaluate(async () => {
    const calc = (window as any).calc;
    calc.setExpression({ id: 'parabola', latex: 'y=x^2', color: '#c74440' });
    calc.setMathBounds({ left: -5, right: 5, bottom: -2, top: 8 });
    await calc[Symbol.for('calculator.whenIdle')]();
    const paper = calc.graphpaperBounds.pixelCoordinates;
    const pixel = (x: number, y: number) => {
      const point = calc.mathToPixels({ x, y });
      return { x: point.x - paper.left, y: point.y - paper.top };
    };
    return {
      analysis: calc.expressionAnalysis.parabola,
      screenshot: calc.screenshot() as string,
      on: [pixel(0, 0), pixel(1, 1), pixel(2, 4), pixel(-2.5, 6.25)],
      off: [pixel(2, 8), pixel(-2, 0.5), pixel(0, 3)],
    };
  });
  return { ...result, image: decodePngDataUri(result.screenshot) };
}

const violations = (testPage: TestPage) =>
  testPage.page.evaluate(() => (window as any).cspViolations as { directive: string; blocked: string }[]);

const calculatorWarnings = (testPage: TestPage) =>
  testPage.consoleMessages.filter((message) => /^(warn|error): Calculator/.test(message));

describe('a page with a strict Content-Security-Policy (no unsafe-eval)', () => {
  it('draws y=x^2 on its points, the very picture a page without a policy gets', async () => {
    const strict = await openPage(strictPolicy());
    const plotted = await plotParabola(strict);
    expect(plotted.analysis).toMatchObject({ isGraphable: true, isError: false });
    for (const point of plotted.on) expect(hasColorNear(plotted.image, point.x, point.y, RED)).toBe(true);
    for (const point of plotted.off)
      expect(hasColorNear(plotted.image, point.x, point.y, RED, 3)).toBe(false);

    const open = await openPage(undefined);
    const reference = await plotParabola(open);
    const comparison = comparePng(
      Buffer.from(plotted.screenshot.split(',')[1], 'base64'),
      Buffer.from(reference.screenshot.split(',')[1], 'base64'),
    );
    expect(comparison.differentPixels).toBe(0);

    // The renderer's one probe for eval is the only thing the policy refused.
    expect(await violations(strict)).toEqual([{ directive: 'script-src', blocked: 'eval' }]);
    expect(await violations(open)).toEqual([]);
    expect(calculatorWarnings(strict)).toEqual([]);
    expect(strict.pageErrors).toEqual([]);
  });

  it('takes typing into a row, with the math editor, and draws it', async () => {
    const strict = await openPage(strictPolicy());
    await strict.page.click('.calc-ui-new-row');
    await waitForMathFocus(strict.page);
    await strict.page.keyboard.type('y=x');
    await strict.page.waitForFunction(() => (window as any).calc.getExpressions()[0]?.latex === 'y=x', {
      timeout: 3000,
    });
    await waitForIdle(strict.page);
    const analysis = await strict.page.evaluate(() => {
      const calc = (window as any).calc;
      return calc.expressionAnalysis[calc.getExpressions()[0].id];
    });
    expect(analysis).toMatchObject({ isGraphable: true, isError: false });
    expect(await violations(strict)).toEqual([{ directive: 'script-src', blocked: 'eval' }]);
    expect(strict.pageErrors).toEqual([]);
  });

  it('draws every render scene as its reference (the renderer without eval)', async () => {
    const scenePage = await openScenePage(browser, baseUrl(), {
      headers: { 'Content-Security-Policy': strictPolicy() },
      scriptNonce: NONCE,
      beforeScripts: RECORD_VIOLATIONS,
    });
    pages.push(scenePage);
    // Scenes are played from page.evaluate, where DevTools lets eval through whatever the policy says: a
    // first calculator made by the page itself meets the policy, and the renderer keeps its answer.
    await scenePage.page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            (window as any).Lib.GraphingCalculator(document.createElement('div')).destroy();
            resolve();
          }, 0),
        ),
    );
    const failing: string[] = [];
    for (const scene of RENDER_SCENES) {
      // Each scene's own comparison (its threshold and allowance), as render-scenes.browser.test.ts.
      const comparison = compareScene(
        scene,
        await renderScene(scenePage, scene),
        readFileSync(join(root, 'test/render-scenes/references', `${scene.name}.png`)),
      );
      if (comparison.differentPixels > comparison.allowed) {
        failing.push(`${scene.name}: ${comparison.differentPixels} px`);
        writeEvidence(join(root, 'test/output/csp-scenes'), scene.name, comparison);
      }
    }
    expect(failing).toEqual([]);
    expect(await violations(scenePage)).toEqual([{ directive: 'script-src', blocked: 'eval' }]);
    expect(scenePage.pageErrors).toEqual([]);
  });
});

describe('a page whose policy lacks what the calculator needs', () => {
  it('without worker-src blob: says so in one console warning', async () => {
    const blocked = await openPage(strictPolicy(['worker-src blob:']));
    await blocked.page.evaluate(async () => {
      const calc = (window as any).calc;
      calc.setExpression({ id: 'parabola', latex: 'y=x^2' });
      calc.setExpression({ id: 'line', latex: 'y=2x' });
      await calc[Symbol.for('calculator.whenIdle')]();
    });
    const warnings = calculatorWarnings(blocked);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"worker-src blob:"');
    expect(warnings[0]).toMatch(/^warn: /);
    // One worker tried, not one per change.
    const refused = (await violations(blocked)).filter(({ directive }) => directive === 'worker-src');
    expect(refused).toEqual([{ directive: 'worker-src', blocked: 'blob' }]);
    expect(blocked.pageErrors).toEqual([]);
  });

  it("without 'wasm-unsafe-eval' says so in one console warning", async () => {
    const blocked = await openPage(
      strictPolicy([`script-src 'nonce-${NONCE}' 'wasm-unsafe-eval'`]).concat(
        `; script-src 'nonce-${NONCE}'`,
      ),
    );
    await blocked.page.evaluate(async () => {
      const calc = (window as any).calc;
      calc.setExpression({ id: 'parabola', latex: 'y=x^2' });
      await calc[Symbol.for('calculator.whenIdle')]();
      calc.setExpression({ id: 'line', latex: 'y=2x' });
      await calc[Symbol.for('calculator.whenIdle')]();
    });
    const warnings = calculatorWarnings(blocked);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("'wasm-unsafe-eval'");
    expect(blocked.pageErrors).toEqual([]);
  });

  it('without style-src and font-src says what the math editor needs, once each', async () => {
    const blocked = await openPage(strictPolicy(["style-src 'unsafe-inline'", 'font-src data:']));
    await blocked.page.evaluate(async () => {
      const calc = (window as any).calc;
      calc.setExpressions([
        { id: 'a', latex: 'y=\\frac{1}{x}' },
        { id: 'b', latex: 'y=\\sqrt{x}' },
      ]);
      await calc[Symbol.for('calculator.whenIdle')]();
    });
    const warnings = calculatorWarnings(blocked);
    expect(warnings).toEqual([
      expect.stringContaining(`"style-src 'unsafe-inline'"`),
      expect.stringContaining('"font-src data:"'),
    ]);
    // The engine and the renderer are not concerned: the curves are analyzed.
    const analysis = await blocked.page.evaluate(() => (window as any).calc.expressionAnalysis);
    expect(analysis.a).toMatchObject({ isGraphable: true, isError: false });
  });
});
