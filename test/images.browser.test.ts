import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUADRANT_IMAGE_URL } from './render-scenes/scenes-images';
import { decodePngDataUri, hasColorNear } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const RED: [number, number, number] = [220, 40, 40];
const GREEN: [number, number, number] = [30, 160, 60];
const BLUE: [number, number, number] = [40, 80, 220];
const YELLOW: [number, number, number] = [240, 200, 0];

const testPage = useCalculatorPage({
  width: 800,
  height: 400,
  body: `<script>window.calc = Lib.GraphingCalculator(document.getElementById('calculator'), { keypad: false });</script>`,
});

interface Shot {
  uri: string;
  /** Screenshot pixels of math points (the screenshot is of the graph paper, the list is left of it). */
  pixels: { x: number; y: number }[];
}

/** Applies `change` in the page, waits for idle, and shoots (asyncScreenshot when `useAsync`). */
async function shoot(change: string, points: [number, number][], useAsync = false): Promise<Shot> {
  return testPage.page.evaluate(
    async (source, mathPoints, asynchronous) => {
      const calc = (window as any).calc;
      new Function('calc', source)(calc);
      await calc[Symbol.for('calculator.whenIdle')]();
      const uri: string = asynchronous
        ? await new Promise((resolve) => calc.asyncScreenshot({}, resolve))
        : calc.screenshot();
      const paper = calc.graphpaperBounds.pixelCoordinates;
      const pixels = mathPoints.map(([x, y]: [number, number]) => {
        const pixel = calc.mathToPixels({ x, y });
        return { x: pixel.x - paper.left, y: pixel.y - paper.top };
      });
      return { uri, pixels };
    },
    change,
    points,
    useAsync,
  );
}

const STATE = {
  version: 11,
  graph: { viewport: { xmin: -10, xmax: 10, ymin: -10, ymax: 10 } },
  expressions: {
    list: [
      {
        type: 'image',
        id: 'picture',
        image_url: QUADRANT_IMAGE_URL,
        center: '(2,1)',
        width: '8',
        height: '6',
      },
    ],
  },
};
/** Quadrant centers of the image at center (2,1), 8 × 6: red top left … yellow bottom right. */
const QUADRANTS: [number, number][] = [
  [0, 2.5],
  [4, 2.5],
  [0, -0.5],
  [4, -0.5],
];

describe('images on the graph paper', () => {
  it('draws the image in its math box, the right way up, and nothing outside it', async () => {
    const { uri, pixels } = await shoot(`calc.setState(${JSON.stringify(STATE)})`, [...QUADRANTS, [-5, 6]]);
    const image = decodePngDataUri(uri);
    [RED, GREEN, BLUE, YELLOW].forEach((color, index) =>
      expect(hasColorNear(image, pixels[index].x, pixels[index].y, color)).toBe(true),
    );
    expect(hasColorNear(image, pixels[4].x, pixels[4].y, RED, 4)).toBe(false);
  });

  it('is on the screen once the calculator is idle (the frame after the image loaded was drawn)', async () => {
    // A blank state first drops the texture, so the image loads again; decoding is slowed to 1.5 s so the
    // engine is long settled when it finishes: idle must still wait for it and for the frame after it.
    const slowDecode = `const decode = HTMLImageElement.prototype.decode;
      HTMLImageElement.prototype.decode = function () {
        HTMLImageElement.prototype.decode = decode;
        return new Promise((resolve) => setTimeout(resolve, 1500)).then(() => decode.call(this));
      };`;
    const { pixels } = await shoot(
      `${slowDecode} calc.setState({}); calc.setState(${JSON.stringify(STATE)})`,
      QUADRANTS,
    );
    const paper = await testPage.page.evaluate(() => {
      const box = (window as any).calc.graphpaperBounds.pixelCoordinates;
      const element = document.getElementById('calculator')!.getBoundingClientRect();
      return {
        left: element.left + box.left,
        top: element.top + box.top,
        width: box.width,
        height: box.height,
      };
    });
    const bytes = await testPage.page.screenshot({
      clip: { x: paper.left, y: paper.top, width: paper.width, height: paper.height },
    });
    const screen = decodePngDataUri(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    [RED, GREEN, BLUE, YELLOW].forEach((color, index) =>
      expect(hasColorNear(screen, pixels[index].x, pixels[index].y, color)).toBe(true),
    );
  });

  it('follows pan and zoom, and shows in asyncScreenshot', async () => {
    const { uri, pixels } = await shoot(
      'calc.setMathBounds({ left: -1, right: 7, bottom: -3, top: 5 })',
      QUADRANTS,
      true,
    );
    const image = decodePngDataUri(uri);
    // The box moved on screen: the quadrants are where mathToPixels says in the new viewport.
    [RED, GREEN, BLUE, YELLOW].forEach((color, index) =>
      expect(hasColorNear(image, pixels[index].x, pixels[index].y, color)).toBe(true),
    );
  });

  it('keeps the image in getState, lists it, hides it, and refuses images through setExpression', async () => {
    const result = await testPage.page.evaluate(async () => {
      const calc = (window as any).calc;
      const saved = calc.getState().expressions.list;
      const rows = document.querySelectorAll('.calc-ui-image-preview').length;
      calc.setExpression({ type: 'image', id: 'sneaky', image_url: 'data:,' });
      const ids = calc.getExpressions().map((item: { id: string }) => item.id);
      // The engine never sees an image: no analysis (and no error) for it.
      const analyzed = Object.keys(calc.expressionAnalysis);
      return { saved, rows, ids, analyzed };
    });
    expect(result.saved).toEqual(STATE.expressions.list);
    expect(result.rows).toBe(1);
    expect(result.ids).toEqual(['picture']);
    expect(result.analyzed).not.toContain('picture');

    const { uri, pixels } = await shoot(
      `calc.setState(${JSON.stringify({ ...STATE, expressions: { list: [{ ...STATE.expressions.list[0], hidden: true }] } })})`,
      QUADRANTS,
    );
    const image = decodePngDataUri(uri);
    expect(hasColorNear(image, pixels[0].x, pixels[0].y, RED, 3)).toBe(false);
    expect(hasColorNear(image, pixels[3].x, pixels[3].y, YELLOW, 3)).toBe(false);
  });

  it('draws an image a person uploads through the add menu at the default place: 10 × 10 about the origin', async () => {
    const { page } = testPage;
    await page.evaluate(() => {
      const calc = (window as any).calc;
      calc.setBlank();
      calc.setMathBounds({ left: -10, right: 10, bottom: -10, top: 10 });
    });
    const file = join(mkdtempSync(join(tmpdir(), 'image-upload-')), 'quadrants.png');
    writeFileSync(file, Buffer.from(QUADRANT_IMAGE_URL.slice('data:image/png;base64,'.length), 'base64'));
    await page.click('.calc-ui-add');
    const [chooser] = await Promise.all([
      page.waitForFileChooser(),
      page.click('.calc-ui-add-menu [aria-label="Add image"]'),
    ]);
    await chooser.accept([file]);
    await page.waitForFunction(() => (window as any).calc.getExpressions().length === 1);
    const { uri, pixels } = await shoot('', [
      [-2.5, 2.5],
      [2.5, 2.5],
      [-2.5, -2.5],
      [2.5, -2.5],
      [0, 7],
    ]);
    const image = decodePngDataUri(uri);
    [RED, GREEN, BLUE, YELLOW].forEach((color, index) =>
      expect(hasColorNear(image, pixels[index].x, pixels[index].y, color)).toBe(true),
    );
    expect(hasColorNear(image, pixels[4].x, pixels[4].y, RED, 4)).toBe(false);

    // The row's checkbox hides it from the graph (and keeps it in the list).
    await page.click('.calc-ui-image-visible');
    const hidden = await shoot('', [[-2.5, 2.5]]);
    const state = await page.evaluate(() => (window as any).calc.getExpressions()[0]);
    expect(state).toMatchObject({ type: 'image', hidden: true });
    const after = decodePngDataUri(hidden.uri);
    expect(hasColorNear(after, hidden.pixels[0].x, hidden.pixels[0].y, RED, 3)).toBe(false);
  });

  it('leaves no page errors', () => {
    expect(testPage.pageErrors).toEqual([]);
  });
});
