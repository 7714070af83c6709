import { describe, expect, it } from 'vitest';
import { decodePngDataUri, hasColorNear, hexToRgb } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), { expressions: false });</script>`,
});

const RED = '#ff0000';
const GREEN = '#00c000';
const BLUE = '#0000ff';

/**
 * Sets the states on a blank -10..10 square without grid or axes, waits for the frame that shows them
 * and returns a reader in math coordinates of a 400×400 screenshot (20 px per unit).
 */
async function draw(states: readonly object[]) {
  const { uri, elapsedMs } = await testPage.page.evaluate(async (items) => {
    const calc = (window as any).calc;
    calc.setBlank();
    calc.updateSettings({ showGrid: false, showXAxis: false, showYAxis: false });
    calc.setMathBounds({ left: -10, right: 10, bottom: -10, top: 10 });
    await calc[Symbol.for('calculator.whenIdle')]();
    const started = performance.now();
    calc.setExpressions(items);
    await calc[Symbol.for('calculator.whenIdle')]();
    const elapsed = performance.now() - started;
    const options = { width: 400, height: 400, targetPixelRatio: 1, mode: 'stretch' };
    return { uri: calc.screenshot(options) as string, elapsedMs: elapsed };
  }, states);
  const image = decodePngDataUri(uri);
  const toPixel = (x: number, y: number) => [(x + 10) * 20, (10 - y) * 20] as const;
  const hasColor = (x: number, y: number, hex: string, radius = 2) =>
    hasColorNear(image, ...toPixel(x, y), hexToRgb(hex), radius);
  const pixel = (x: number, y: number) => image.pixel(...toPixel(x, y));
  return { hasColor, pixel, elapsedMs };
}

describe('graph sources on screen', () => {
  it("draws a table's points and lines in each column's color, and not its hidden column", async () => {
    const { hasColor } = await draw([
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_1', values: ['-6', '0', '6'] },
          { latex: 'y_1', values: ['2', '4', '2'], color: RED },
          { latex: 'y_2', values: ['-2', '-4', '-2'], color: BLUE, points: false, lines: true },
          { latex: 'y_3', values: ['7', '7', '7'], color: GREEN, hidden: true },
        ],
      },
    ]);
    expect(hasColor(-6, 2, RED)).toBe(true);
    expect(hasColor(0, 4, RED)).toBe(true);
    // Points only: nothing between them.
    expect(hasColor(-3, 3, RED)).toBe(false);
    // Lines only, deprecated columnMode or not: the segment's middle is drawn.
    expect(hasColor(-3, -3, BLUE)).toBe(true);
    expect(hasColor(3, -3, BLUE)).toBe(true);
    expect(hasColor(0, 7, GREEN)).toBe(false);
  });

  it('maps the deprecated columnMode LINES, and plots a computed column', async () => {
    const { hasColor } = await draw([
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_1', values: ['-2', '-1', '0', '1', '2'] },
          { latex: 'x_1^2', color: RED },
          { latex: 'y_1', values: ['-5', '-5', '-5', '-5', '-5'], color: BLUE, columnMode: 'LINES' },
        ],
      },
    ]);
    expect(hasColor(2, 4, RED)).toBe(true);
    expect(hasColor(-1, 1, RED)).toBe(true);
    expect(hasColor(0, 0, RED)).toBe(true);
    expect(hasColor(1.5, -5, BLUE)).toBe(true);
  });

  it("uses a table's columns as lists in other expressions", async () => {
    const { hasColor } = await draw([
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_1', values: ['1', '2'] },
          { latex: 'y_1', values: ['6', '8'] },
        ],
      },
      { id: 'mean', latex: 'y=\\operatorname{mean}(y_1)', color: BLUE },
    ]);
    expect(hasColor(-5, 7, BLUE)).toBe(true);
    expect(hasColor(5, 7, BLUE)).toBe(true);
  });

  it('shows a slider change in the frame that follows it', async () => {
    await draw([
      { id: 'a', latex: 'a=1' },
      { id: 'line', latex: 'y=a', color: BLUE },
      { id: 'other', latex: 'y=-8', color: RED },
    ]);
    const uri = await testPage.page.evaluate(async () => {
      const calc = (window as any).calc;
      calc.setExpression({ id: 'a', latex: 'a=5' });
      await calc[Symbol.for('calculator.whenIdle')]();
      return calc.screenshot({ width: 400, height: 400, targetPixelRatio: 1, mode: 'stretch' }) as string;
    });
    const image = decodePngDataUri(uri);
    expect(hasColorNear(image, 200, (10 - 5) * 20, hexToRgb(BLUE))).toBe(true);
    expect(hasColorNear(image, 200, (10 - 1) * 20, hexToRgb(BLUE))).toBe(false);
    expect(hasColorNear(image, 200, (10 + 8) * 20, hexToRgb(RED))).toBe(true);
  });

  it('draws a list of 100,000 points', async () => {
    // X holds 100,000 values from -8 by 0.00016; every point lies on y = x/2 - 3, so the line is solid ink.
    const { hasColor, elapsedMs } = await draw([
      { id: 'X', latex: 'X=[-8,-7.99984,...,7.9999]' },
      { id: 'points', latex: '(X,X/2-3)', color: BLUE },
    ]);
    const analysis = await testPage.page.evaluate(() => (window as any).calc.expressionAnalysis.X);
    expect(analysis.evaluation.value).toHaveLength(100_000);
    for (const x of [-7.9, -4, 0, 3.3, 7.9]) expect(hasColor(x, x / 2 - 3, BLUE), `x=${x}`).toBe(true);
    expect(hasColor(0, 3, BLUE)).toBe(false);
    console.info(`100,000 points: setExpressions to the frame that shows them in ${elapsedMs.toFixed(0)} ms`);
    // How fast is bench section 5's "100,000 points" figure, not an assertion here.
  });

  it('fills a polygon at fillOpacity and draws its outline', async () => {
    const { hasColor, pixel } = await draw([
      { id: 'p', latex: '\\operatorname{polygon}((-6,-6),(6,-6),(0,6))', color: BLUE },
    ]);
    // Inside: a light tint of blue (0.4 over white); the outline in full blue; outside white.
    const [red, green, blue] = pixel(0, -2);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeGreaterThan(100);
    expect(red).toBeLessThan(230);
    expect(green).toBeLessThan(230);
    expect(hasColor(0, -6, BLUE)).toBe(true);
    expect(hasColor(-3, 0, BLUE)).toBe(true);
    const [outsideRed, , outsideBlue] = pixel(-6, 4);
    expect(outsideRed).toBeGreaterThan(240);
    expect(outsideBlue).toBeGreaterThan(240);
  });

  it('joins a point list when its lines flag is set', async () => {
    const { hasColor } = await draw([
      { id: 'l', latex: '[(-6,0),(0,6),(6,0)]', color: RED, lines: true },
      { id: 'n', latex: '[(-6,-5),(6,-5)]', color: BLUE },
    ]);
    expect(hasColor(-3, 3, RED)).toBe(true);
    expect(hasColor(3, 3, RED)).toBe(true);
    expect(hasColor(0, -5, BLUE)).toBe(false);
    expect(hasColor(-6, -5, BLUE)).toBe(true);
  });
});
