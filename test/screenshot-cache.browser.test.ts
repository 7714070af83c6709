/**
 * The renderer keeps the last shots of an unchanged picture (renderer-gl/screenshot-cache.ts): a shot of
 * the same state with the same options is handed out again, and any change of what a picture is made of
 * must make the next shot new. Each test changes one thing between shots and reads the pixels (PNG) and
 * the markup (SVG) of both.
 */
import { describe, expect, it } from 'vitest';
import { QUADRANT_IMAGE_URL } from './render-scenes/scenes-images';
import { decodePngDataUri, hasColorNear, type DecodedImage } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({
  width: 400,
  height: 300,
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), { keypad: false, expressions: false });</script>`,
});

const RED = '#dd2020';
const BLUE = '#2040dd';
const RGB_RED: [number, number, number] = [221, 32, 32];
const RGB_BLUE: [number, number, number] = [32, 64, 221];
/** The image's top left quadrant (test/render-scenes/scenes-images.ts). */
const IMAGE_RED: [number, number, number] = [220, 40, 40];
const BOUNDS = { left: -10, right: 10, bottom: -7.5, top: 7.5 };
/** The shots' size: half the graph paper, so 10 CSS px per unit. */
const SHOT = { width: 200, height: 150 };

interface Shots {
  png: string;
  svg: string;
}

/**
 * Runs `change` (an async function body with `calc` in scope) in the page, then takes an asyncScreenshot
 * in each format with `options` over the defaults (200 × 150, labels shown).
 */
async function shots(change: string, options: Record<string, unknown> = {}): Promise<Shots> {
  return testPage.page.evaluate(
    async (source, given) => {
      const calc = (window as any).calc;
      await new Function('calc', `return (async () => { ${source} })();`)(calc);
      const shot = (format: string) =>
        new Promise<string>((resolve) =>
          calc.asyncScreenshot({ ...given, format }, (uri: string) => resolve(uri)),
        );
      return { png: await shot('png'), svg: await shot('svg') };
    },
    change,
    { ...SHOT, showLabels: true, ...options },
  );
}

/** The pixel of math point (x, y) in a 200 × 150 shot of BOUNDS. */
function pixelOf(x: number, y: number): [number, number] {
  return [((x - BOUNDS.left) / 20) * SHOT.width, ((BOUNDS.top - y) / 15) * SHOT.height];
}

function colorAt(image: DecodedImage, [x, y]: [number, number], rgb: [number, number, number]): boolean {
  return hasColorNear(image, pixelOf(x, y)[0], pixelOf(x, y)[1], rgb, 2);
}

/** Whether two PNGs differ in any pixel (not just in their bytes). */
function pixelsDiffer(first: string, second: string): boolean {
  const a = decodePngDataUri(first);
  const b = decodePngDataUri(second);
  if (a.width !== b.width || a.height !== b.height) return true;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (a.pixel(x, y).some((value, channel) => value !== b.pixel(x, y)[channel])) return true;
    }
  }
  return false;
}

const START = `calc.setBlank();
  calc.setMathBounds(${JSON.stringify(BOUNDS)});
  calc.setExpression({ id: 'line', latex: 'y=x', color: '${RED}' });
  calc.setExpression({ id: 'A', latex: '(-5,5)', label: 'A', showLabel: true, color: '${BLUE}' });`;

describe('screenshots of an unchanged state', () => {
  it('are handed out again, and are what a fresh shot of that state makes', async () => {
    const first = await shots(START);
    const again = await shots('');
    expect(again).toEqual(first);
    const image = decodePngDataUri(first.png);
    expect(colorAt(image, [3, 3], RGB_RED)).toBe(true);
    expect(first.svg).toContain(`stroke="rgb(${RGB_RED.join(', ')})"`);

    const other = await shots(`calc.setExpression({ id: 'line', latex: 'y=-x' });`);
    expect(pixelsDiffer(first.png, other.png)).toBe(true);
    expect(other.svg).not.toBe(first.svg);
    expect(colorAt(decodePngDataUri(other.png), [3, 3], RGB_RED)).toBe(false);
    expect(colorAt(decodePngDataUri(other.png), [3, -3], RGB_RED)).toBe(true);

    // Back to the first state: a new shot, drawn afresh, is the kept one byte for byte.
    const back = await shots(`calc.setExpression({ id: 'line', latex: 'y=x' });`);
    expect(back).toEqual(first);
  });
});

describe('any change makes the next shot new', () => {
  /** Each step's change, and where a color must (or must not) be afterwards. */
  const steps: {
    name: string;
    change: string;
    options?: Record<string, unknown>;
    expect?: { at: [number, number]; rgb: [number, number, number]; present: boolean }[];
  }[] = [
    {
      name: 'setExpression (a color)',
      change: `calc.setExpression({ id: 'line', latex: 'y=x', color: '${BLUE}' });`,
      expect: [
        { at: [3, 3], rgb: RGB_BLUE, present: true },
        { at: [3, 3], rgb: RGB_RED, present: false },
      ],
    },
    {
      name: 'undo',
      change: 'calc.undo();',
      expect: [{ at: [3, 3], rgb: RGB_RED, present: true }],
    },
    {
      name: 'redo',
      change: 'calc.redo();',
      expect: [{ at: [3, 3], rgb: RGB_BLUE, present: true }],
    },
    {
      name: 'setState',
      change: `const state = calc.getState();
        state.expressions.list = state.expressions.list.map((item) =>
          item.id === 'line' ? { ...item, latex: 'y=4' } : item);
        calc.setState(state);`,
      expect: [
        { at: [3, 4], rgb: RGB_BLUE, present: true },
        { at: [3, 3], rgb: RGB_BLUE, present: false },
      ],
    },
    {
      name: 'a slider moved',
      change: `calc.setExpression({ id: 'a', latex: 'a=1', sliderBounds: { min: 0, max: 5, step: 1 } });
        calc.setExpression({ id: 'line', latex: 'y=a' });
        await new Promise((resolve) => calc.asyncScreenshot({ width: 200, height: 150 }, resolve));
        calc.setExpression({ id: 'a', latex: 'a=5' });`,
      expect: [
        { at: [3, 5], rgb: RGB_BLUE, present: true },
        { at: [3, 1], rgb: RGB_BLUE, present: false },
      ],
    },
    { name: 'updateSettings (grid off)', change: 'calc.updateSettings({ showGrid: false });' },
    {
      name: 'setMathBounds',
      change: 'calc.setMathBounds({ left: -10, right: 10, bottom: -6.5, top: 8.5 });',
      expect: [{ at: [3, 5], rgb: RGB_BLUE, present: false }],
    },
    { name: 'the labels option', change: '', options: { showLabels: false } },
    {
      name: 'the axis numbers option',
      change: '',
      options: { showLabels: false, preserveAxisNumbers: true },
    },
    {
      name: 'the size option',
      change: '',
      options: { showLabels: false, preserveAxisNumbers: true, width: 240 },
    },
  ];

  it('setExpression, undo, redo, setState, a slider, settings, bounds and options, in PNG and SVG', async () => {
    let last = await shots(START);
    for (const step of steps) {
      const next = await shots(step.change, step.options);
      expect({ step: step.name, pngChanged: pixelsDiffer(last.png, next.png) }).toEqual({
        step: step.name,
        pngChanged: true,
      });
      expect({ step: step.name, svgChanged: next.svg !== last.svg }).toEqual({
        step: step.name,
        svgChanged: true,
      });
      const image = decodePngDataUri(next.png);
      for (const check of step.expect ?? []) {
        expect({ step: step.name, ...check, found: colorAt(image, check.at, check.rgb) }).toEqual({
          step: step.name,
          ...check,
          found: check.present,
        });
      }
      last = next;
    }
  });

  it('an image that loads after a shot shows in the next one', async () => {
    // The image's top left quadrant (red) is at (0, 2.5).
    const image = { type: 'image', id: 'picture', image_url: QUADRANT_IMAGE_URL, center: '(2,1)' };
    const { before, after } = await testPage.page.evaluate(
      async (item, size, bounds) => {
        const calc = (window as any).calc;
        const state = calc.getState();
        state.expressions.list = [{ ...item, width: '8', height: '6' }];
        calc.setState(state);
        calc.setMathBounds(bounds);
        // Synchronous shots: the first before the image has decoded, the second once it has.
        const first: string = calc.screenshot(size);
        await calc[Symbol.for('calculator.whenIdle')]();
        return { before: first, after: calc.screenshot(size) as string };
      },
      image,
      SHOT,
      BOUNDS,
    );
    expect(colorAt(decodePngDataUri(before), [0, 2.5], IMAGE_RED)).toBe(false);
    expect(colorAt(decodePngDataUri(after), [0, 2.5], IMAGE_RED)).toBe(true);
  });

  it('a resized graph paper', async () => {
    const before = await shots(START);
    const after = await shots(`document.getElementById('calculator').style.width = '300px'; calc.resize();`);
    await testPage.page.evaluate(() => {
      document.getElementById('calculator')!.style.width = '400px';
      (window as any).calc.resize();
    });
    expect(pixelsDiffer(before.png, after.png)).toBe(true);
    expect(after.svg).not.toBe(before.svg);
  });
});
