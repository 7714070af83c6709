/**
 * Calculus through the real calculator's UI (issue 17): rows typed with real key events and filled from
 * the keypad's functions menu; the graph asserted by pixels of each row's color in the calculator's
 * own screenshot, where ink must be and where it must not.
 */
import { describe, expect, it } from 'vitest';
import { hasColorNear, hexToRgb, waitForIdle, graphScreenshot } from './support/page';
import { useCalculatorPage } from './support/shared-page';
import { shotPath } from './support/shots';
import { waitForMathFocus } from './support/calculator-ui';

const opened = useCalculatorPage({ width: 900, height: 600 });

interface Row {
  id: string;
  latex: string;
  color: string;
}

/** A blank calculator (its UI mounted by calculator.js) with the caret in its first row. */
async function startBlank(bounds = { left: -4, right: 4, bottom: -10, top: 10 }): Promise<void> {
  const { page } = opened;
  await page.evaluate((mathBounds) => {
    const window_ = window as any;
    window_.calc ??= window_.Lib.GraphingCalculator(document.getElementById('calculator'));
    window_.calc.setBlank();
    window_.calc.setMathBounds(mathBounds);
  }, bounds);
  await page.waitForSelector('.calc-ui-new-row');
  await page.click('.calc-ui-new-row');
  await waitForMathFocus(page);
}

const rows = (): Promise<Row[]> => opened.page.evaluate(() => (window as any).calc.getExpressions());

/**
 * Types `keys` into the focused row with real key events (`{Name}` presses a named key) and waits
 * until the row reads `latex`.
 */
async function typeRow(keys: string, latex: string): Promise<Row> {
  const { page } = opened;
  const index = (await rows()).length - 1;
  for (const part of keys.split(/(\{[A-Za-z]+\})/)) {
    if (/^\{[A-Za-z]+\}$/.test(part)) await page.keyboard.press(part.slice(1, -1) as 'Tab');
    else if (part) await page.keyboard.type(part);
  }
  await page
    .waitForFunction(
      (at, expected) => (window as any).calc.getExpressions()[at]?.latex === expected,
      { timeout: 3000 },
      Math.max(index, 0),
      latex,
    )
    .catch(async () => {
      const got = (await rows())[Math.max(index, 0)]?.latex;
      throw new Error(
        `typing ${JSON.stringify(keys)} gave ${JSON.stringify(got)}, not ${JSON.stringify(latex)}`,
      );
    });
  return (await rows())[Math.max(index, 0)];
}

/** Enter: a new empty row below, focused. */
async function newRow(): Promise<void> {
  const { page } = opened;
  const count = (await rows()).length;
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (before) =>
      (window as any).calc.getExpressions().length === before + 1 &&
      document.activeElement?.tagName === 'MATH-FIELD' &&
      (document.activeElement as any).value === '',
    { timeout: 3000 },
    count,
  );
  await waitForMathFocus(page);
}

async function analysisOf(id: string): Promise<Record<string, any>> {
  await waitForIdle(opened.page);
  return opened.page.evaluate((rowId) => (window as any).calc.expressionAnalysis[rowId], id);
}

/** The calculator's own screenshot, and whether a row's color lies near the math point (x, y). */
async function graph() {
  const { image, toPixel } = await graphScreenshot(opened.page);
  return {
    inkAt(row: Row, x: number, y: number, radius = 3): boolean {
      const [px, py] = toPixel(x, y);
      return hasColorNear(image, px, py, hexToRgb(row.color), radius);
    },
  };
}

/**
 * Clicks the graph paper at the math point (x, y), away from every curve: the selected row is no longer
 * selected, so its gray points of interest (intercepts, intersections) no longer sit on the curves.
 */
async function deselectAt(x: number, y: number): Promise<void> {
  const { page } = opened;
  const point = await page.evaluate(
    (mathX, mathY) => {
      const pixel = (window as any).calc.mathToPixels({ x: mathX, y: mathY });
      const box = document.getElementById('calculator')!.getBoundingClientRect();
      return { x: box.x + pixel.x, y: box.y + pixel.y };
    },
    x,
    y,
  );
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(() => !(window as any).calc.isAnyExpressionSelected, { timeout: 3000 });
}

/** The math x values where `inkAt` fails, for messages that say where a curve is missing. */
function missing(points: [number, number][], inkAt: (x: number, y: number) => boolean): number[] {
  return points.filter(([x, y]) => !inkAt(x, y)).map(([x]) => x);
}

const cube = (x: number) => x ** 3;
const cubeSlope = (x: number) => 3 * x * x;

describe('calculus typed into the real calculator', () => {
  it("draws f'(x) where 3x² lies after f(x)=x^3, and f''(x) analyzes", async () => {
    await startBlank({ left: -3, right: 3, bottom: -5, top: 25 });
    const f = await typeRow('f(x)=x^3', 'f\\left(x\\right)=x^3');
    await newRow();
    const slope = await typeRow("f'(x)", 'f^{\\prime}\\left(x\\right)');
    await newRow();
    const second = await typeRow("f''(x)", 'f^{\\prime\\prime}\\left(x\\right)');
    expect(await analysisOf(slope.id)).toMatchObject({ isError: false, isGraphable: true });
    expect(await analysisOf(second.id)).toMatchObject({ isError: false, isGraphable: true });

    await deselectAt(2.5, -3);
    const { inkAt } = await graph();
    await opened.page.screenshot({ path: shotPath('calculus', 'derivative-typed.png') });
    const xs = [-2.5, -2, -1.5, -1, 1, 1.5, 2, 2.5];
    const onSlope = xs.map((x): [number, number] => [x, cubeSlope(x)]);
    expect(missing(onSlope, (x, y) => inkAt(slope, x, y))).toEqual([]);
    // No ink of f' where 3x² does not lie: on f''=6x at (2.5, 15), on f at (1.5, 3.375), on nothing.
    const offSlope: [number, number][] = [
      [2.5, 15],
      [1.5, cube(1.5)],
      [-2.5, -3],
      [0.5, 3],
    ];
    expect(offSlope.filter(([x, y]) => inkAt(slope, x, y))).toEqual([]);
    expect(missing([[2, 12]], (x, y) => inkAt(second, x, y))).toEqual([]);
    expect(missing([[1.5, cube(1.5)]], (x, y) => inkAt(f, x, y))).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
  });

  it("moves the tangent y=f'(a)(x-a)+f(a) with slider a while it is dragged", async () => {
    const { page } = opened;
    await startBlank({ left: -4, right: 4, bottom: -10, top: 10 });
    await typeRow('f(x)=x^3', 'f\\left(x\\right)=x^3');
    await newRow();
    const slider = await typeRow('a=1', 'a=1');
    await newRow();
    const tangent = await typeRow(
      "y=f'(a)(x-a)+f(a)",
      'y=f^{\\prime}\\left(a\\right)\\left(x-a\\right)+f\\left(a\\right)',
    );
    expect(await analysisOf(tangent.id)).toMatchObject({ isError: false, isGraphable: true });
    await deselectAt(3.5, -9);

    const sliderValue = async () =>
      Number((await rows()).find((row) => row.id === slider.id)!.latex.slice(2));
    /** Points of the tangent at a, away from the touching point (the cube's ink is there too). */
    const tangentPoints = (a: number): [number, number][] =>
      [-3, -2, -1, 0, 1, 2, 3]
        .filter((x) => Math.abs(x - a) > 0.6)
        .map((x): [number, number] => [x, cubeSlope(a) * (x - a) + cube(a)])
        .filter(([, y]) => Math.abs(y) < 9);

    let { inkAt } = await graph();
    expect(missing(tangentPoints(1), (x, y) => inkAt(tangent, x, y))).toEqual([]);

    // Drag the slider's thumb with the mouse; the graph follows before the button is released.
    await page.waitForSelector(`.calc-ui-row[data-id="${slider.id}"] .calc-ui-slider-range`);
    const track = (await page.$eval(
      `.calc-ui-row[data-id="${slider.id}"] .calc-ui-slider-range`,
      (element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x, y: box.y + box.height / 2, width: box.width };
      },
    ))!;
    const atValue = (value: number) => track.x + ((value + 10) / 20) * track.width;
    await page.mouse.move(atValue(1), track.y);
    await page.mouse.down();
    const seen: number[] = [1];
    for (const target of [-1.5, 0.5]) {
      await page.mouse.move(atValue(target), track.y, { steps: 5 });
      await page.waitForFunction(
        (id, before) =>
          (window as any).calc.getExpressions().find((row: any) => row.id === id).latex !== before,
        { timeout: 3000 },
        slider.id,
        `a=${seen[seen.length - 1]}`,
      );
      const a = await sliderValue();
      expect(Math.abs(a - target)).toBeLessThan(0.5);
      ({ inkAt } = await graph());
      await page.screenshot({ path: shotPath('calculus', `tangent-dragged-${seen.length}.png`) });
      expect(
        missing(tangentPoints(a), (x, y) => inkAt(tangent, x, y)),
        `a=${a}`,
      ).toEqual([]);
      // The line left where it was: no ink of it at the previous tangent's points.
      const previous = seen[seen.length - 1];
      const left = tangentPoints(previous).filter(
        ([x, y]) => Math.abs(cubeSlope(a) * (x - a) + cube(a) - y) > 1.5 && inkAt(tangent, x, y),
      );
      expect(left, `a=${a}, was ${previous}`).toEqual([]);
      seen.push(a);
    }
    await page.mouse.up();
    expect(opened.pageErrors).toEqual([]);
  });

  it('draws y=\\int_0^x\\cos(t)dt, typed with the int template, on top of y=\\sin(x)', async () => {
    await startBlank({ left: -7, right: 7, bottom: -2, top: 2 });
    const sine = await typeRow('y=sin(x)', 'y=\\sin\\left(x\\right)');
    await newRow();
    const integral = await typeRow(
      'y=int0{ArrowRight}x{ArrowRight}cos(t)dt',
      'y=\\int_0^{x}\\cos\\left(t\\right)dt',
    );
    expect(await analysisOf(integral.id)).toMatchObject({ isError: false, isGraphable: true });
    await deselectAt(-6.5, 1.7);
    const { inkAt } = await graph();
    await opened.page.screenshot({ path: shotPath('calculus', 'integral-on-sine.png') });
    const xs = [-6, -4.5, -3, -2, -1.2, 0.9, 1.5, 2.2, 3, 4.5, 6];
    const onSine = xs.map((x): [number, number] => [x, Math.sin(x)]);
    // Drawn later, the integral covers the sine: its color where sin x lies, the sine's hidden under it.
    expect(missing(onSine, (x, y) => inkAt(integral, x, y, 2))).toEqual([]);
    expect(onSine.filter(([x, y]) => inkAt(sine, x, y, 0))).toEqual([]);
    const offSine = xs.map((x): [number, number] => [x, Math.sin(x) + (Math.sin(x) > 0 ? -0.8 : 0.8)]);
    expect(offSine.filter(([x, y]) => inkAt(integral, x, y, 1))).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
  });

  it('makes templates of typed sum, prod and d/dx that the language reads', async () => {
    await startBlank();
    const sum = await typeRow('sumn=1{ArrowRight}10{ArrowRight}n^2', '\\sum_{n=1}^{10}n^2');
    await newRow();
    const product = await typeRow('prodk=1{ArrowRight}5{ArrowRight}k', '\\prod_{k=1}^5k');
    await newRow();
    const derivative = await typeRow('y=d/dxx^2', 'y=\\frac{d}{dx}x^2');
    await newRow();
    // Outside an integral, dx stays d times x (MathLive would write \differentialD x after a digit).
    const letters = await typeRow('d=3', 'd=3');
    await newRow();
    const twoDx = await typeRow('y=2dx', 'y=2dx');
    expect(await analysisOf(sum.id)).toMatchObject({
      isError: false,
      evaluation: { type: 'Number', value: 385 },
    });
    expect(await analysisOf(product.id)).toMatchObject({
      isError: false,
      evaluation: { type: 'Number', value: 120 },
    });
    expect(await analysisOf(derivative.id)).toMatchObject({ isError: false, isGraphable: true });
    expect(await analysisOf(letters.id)).toMatchObject({ isError: false });
    expect(await analysisOf(twoDx.id)).toMatchObject({ isError: false, isGraphable: true });
  });
});

describe("the keypad's calculus templates", () => {
  async function pressFunction(name: string): Promise<void> {
    const { page } = opened;
    if (!(await page.$('.calc-ui-keypad:not([hidden])'))) await page.click('.calc-ui-keypad-toggle');
    const menu = await page.$('.calc-ui-functions-menu:not([hidden])');
    if (!menu) await page.click('.calc-ui-keypad-functions');
    await page.click(`.calc-ui-functions-menu [data-key="${name}"]`);
  }

  it('inserts ∫ with slots for the bounds, the body and the variable, filled by typing', async () => {
    await startBlank({ left: -2, right: 2, bottom: -1, top: 3 });
    await pressFunction('integral');
    expect(await opened.page.evaluate(() => (document.activeElement as any)?.value)).toBe(
      '\\int_{\\placeholder{}}^{\\placeholder{}}\\placeholder{}\\,d\\placeholder{}',
    );
    await opened.page.screenshot({ path: shotPath('calculus', 'keypad-integral-template.png') });
    const row = await typeRow('0{Tab}1{Tab}x^2{Tab}x', '\\int_0^1x^2\\,dx');
    const analysis = await analysisOf(row.id);
    expect(analysis).toMatchObject({ isError: false });
    expect(analysis.evaluation?.value).toBeCloseTo(1 / 3, 12);
  });

  it('inserts d/dx with the caret on its body, and Σ, Π with an index to start from', async () => {
    await startBlank({ left: -2, right: 2, bottom: -1, top: 3 });
    await pressFunction('derivative');
    const derivative = await typeRow('x^2', '\\frac{d}{dx}x^2');
    expect(await analysisOf(derivative.id)).toMatchObject({ isError: false, isGraphable: true });
    await deselectAt(-1.5, 2.5);
    const { inkAt } = await graph();
    expect(
      missing(
        [
          [-0.4, -0.8],
          [0.5, 1],
          [1, 2],
        ],
        (x, y) => inkAt(derivative, x, y),
      ),
    ).toEqual([]);
    expect(
      [
        [-0.5, 0.5],
        [1, 1],
      ].filter(([x, y]) => inkAt(derivative, x, y)),
    ).toEqual([]);

    await newRow();
    await pressFunction('sum');
    const sum = await typeRow('1{Tab}4{Tab}n', '\\sum_{n=1}^4n');
    await newRow();
    await pressFunction('product');
    const product = await typeRow('1{Tab}4{Tab}n', '\\prod_{n=1}^4n');
    expect(await analysisOf(sum.id)).toMatchObject({
      isError: false,
      evaluation: { type: 'Number', value: 10 },
    });
    expect(await analysisOf(product.id)).toMatchObject({
      isError: false,
      evaluation: { type: 'Number', value: 24 },
    });
    await opened.page.click('.calc-ui-keypad-functions');
    await opened.page.screenshot({ path: shotPath('calculus', 'keypad-calculus.png') });
  });
});
