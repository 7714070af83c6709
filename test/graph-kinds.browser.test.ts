import { describe, expect, it } from 'vitest';
import { decodePngDataUri } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), { expressions: false });</script>`,
});

/** Draws one expression in pure blue on a -10..10 square view; returns a pixel reader in math coordinates. */
async function draw(latex: string) {
  const uri = await testPage.page.evaluate(async (expression) => {
    const calc = (window as any).calc;
    calc.setBlank();
    calc.updateSettings({ showGrid: false, showXAxis: false, showYAxis: false });
    calc.setMathBounds({ left: -10, right: 10, bottom: -10, top: 10 });
    calc.setExpression({ id: 'shape', latex: expression, color: '#0000ff' });
    await calc[Symbol.for('calculator.whenIdle')]();
    const options = {
      width: 400,
      height: 400,
      targetPixelRatio: 1,
      mode: 'stretch',
      mathBounds: { left: -10, right: 10, bottom: -10, top: 10 },
    };
    return new Promise<string>((resolve) => calc.asyncScreenshot(options, resolve));
  }, latex);
  const image = decodePngDataUri(uri);
  const at = (x: number, y: number) => image.pixel(Math.round((x + 10) * 20), Math.round((10 - y) * 20));
  /** Blue ink: blue well above red and green. */
  const isBlue = (x: number, y: number) => {
    const [red, green, blue] = at(x, y);
    return blue - Math.max(red, green) > 40;
  };
  return { at, isBlue };
}

describe('graph kinds on screen', () => {
  it('draws a point and a list of points', async () => {
    const { isBlue } = await draw('[(1,2),(-3,-4)]');
    expect(isBlue(1, 2)).toBe(true);
    expect(isBlue(-3, -4)).toBe(true);
    expect(isBlue(2, 1)).toBe(false);
  });

  it('shades x^2+y^2<9 inside the circle only, lighter than its boundary', async () => {
    const { at, isBlue } = await draw('x^2+y^2<9');
    expect(isBlue(0, 0)).toBe(true);
    expect(isBlue(1.5, -1.5)).toBe(true);
    expect(isBlue(5, 5)).toBe(false);
    expect(isBlue(-4, 0)).toBe(false);
    // fillOpacity 0.4 over white: the inside is a light tint, not the full color.
    const [red, , blue] = at(0, 0);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeGreaterThan(100);
  });

  it('draws the folium x^3+y^3=3xy through the implicit sampler', async () => {
    const { isBlue } = await draw('x^3+y^3=3xy');
    // (1.5, 1.5) is on the loop; the asymptote region far from the curve is empty.
    expect([0, 0.05, -0.05].some((delta) => isBlue(1.5 + delta, 1.5))).toBe(true);
    expect(isBlue(5, 5)).toBe(false);
  });

  it('draws a polar rose and a parametric circle', async () => {
    const rose = await draw('r=5\\cos(2\\theta)');
    expect([0, 0.05, -0.05].some((delta) => rose.isBlue(5 + delta, 0))).toBe(true);
    expect(rose.isBlue(3, 3)).toBe(false);
    const circle = await draw('(4\\cos(2\\pi t),4\\sin(2\\pi t))');
    expect([0, 0.05, -0.05].some((delta) => circle.isBlue(0, 4 + delta))).toBe(true);
    expect(circle.isBlue(0, 0)).toBe(false);
  });
});
