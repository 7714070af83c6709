import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/connect';
import { decodePngDataUri } from './support/page';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({ width: 400, height: 300 });

function inPage<T>(body: string): Promise<T> {
  return testPage.page.evaluate(async (source) => {
    const Lib = (window as any).Lib;
    const calc = Lib.GraphingCalculator(document.getElementById('calculator'));
    const idle = () => calc[Symbol.for('calculator.whenIdle')]();
    void Lib;
    void idle;
    try {
      return await eval(`(async () => { ${source} })()`);
    } finally {
      calc.destroy();
    }
  }, body) as Promise<T>;
}

describe('HelperExpression', () => {
  it('numericValue is undefined until evaluated, then a Number; NaN when not a number; observers fire on change only', async () => {
    const result = await inPage<any>(
      `const helper = calc.HelperExpression({ latex: '1+2' });
       const constructed = new calc.HelperExpression({ latex: '2\\\\cdot 3' });
       const broken = calc.HelperExpression({ latex: '1+' });
       const initial = helper.numericValue;
       const calls = [];
       helper.observe('numericValue', () => calls.push(helper.numericValue));
       helper.observe('numericValue.other', () => calls.push('other'));
       await idle();
       const afterEvaluation = [...calls];
       const late = [];
       helper.observe('numericValue.late', () => late.push(helper.numericValue));
       calc.setExpression({ id: 'x', latex: 'y=x' });
       await idle();
       helper.unobserve('numericValue.other');
       return { initial, value: helper.numericValue, six: constructed.numericValue, broken: broken.numericValue,
         afterEvaluation, late, list: helper.listValue, inList: calc.getExpressions().map((e) => e.id),
         analysisIds: Object.keys(calc.expressionAnalysis) };`,
    );
    expect(result.initial).toBeUndefined();
    expect(result.value).toBe(3);
    expect(result.six).toBe(6);
    expect(result.broken).toBeNull(); // NaN crosses puppeteer's serialization as null
    expect(result.afterEvaluation).toEqual([3, 'other']);
    expect(result.late).toEqual([]);
    expect(result.list).toBeUndefined();
    expect(result.inList).toEqual(['x']);
    expect(result.analysisIds).toEqual(['x']);
  });

  it('numericValue is NaN, not undefined, once evaluated to nothing', async () => {
    const isNaNValue = await inPage<boolean>(
      `const helper = calc.HelperExpression({ latex: '1+' });
       await idle();
       return typeof helper.numericValue === 'number' && Number.isNaN(helper.numericValue);`,
    );
    expect(isNaNValue).toBe(true);
  });

  it('sees the definitions of the list: values follow them, NaN for an undefined piecewise, listValue for lists', async () => {
    const result = await inPage<any>(
      `calc.setExpression({ id: 'a', latex: 'a=40' });
       const piecewise = calc.HelperExpression({ latex: '\\\\{a<30\\\\}' });
       const next = calc.HelperExpression({ latex: 'a+1' });
       const list = calc.HelperExpression({ latex: '[1,2,a]' });
       const seen = [];
       next.observe('numericValue', () => seen.push(next.numericValue));
       list.observe('listValue', () => seen.push(list.listValue));
       await idle();
       const first = { piecewiseIsNaN: Number.isNaN(piecewise.numericValue), next: next.numericValue, list: list.listValue };
       calc.setExpression({ id: 'a', latex: 'a=20' });
       await idle();
       return { first, seen, piecewise: piecewise.numericValue, next: next.numericValue };`,
    );
    expect(result.first).toEqual({ piecewiseIsNaN: true, next: 41, list: [1, 2, 40] });
    expect(result.seen).toEqual([41, [1, 2, 40], 21, [1, 2, 20]]);
    expect(result.piecewise).toBe(1);
    expect(result.next).toBe(21);
  });
});

describe('library members', () => {
  it('exposes the enums with the spec values, enabledFeatures and supportedLanguages', async () => {
    const lib = await testPage.page.evaluate(() => {
      const Lib = (window as any).Lib;
      return {
        FontSizes: Lib.FontSizes,
        DragModes: Lib.DragModes,
        ColumnModes: Lib.ColumnModes,
        AxisArrowModes: Lib.AxisArrowModes,
        Styles: Lib.Styles,
        Colors: Lib.Colors,
        enabledFeatures: Lib.enabledFeatures,
        supportedLanguages: Lib.supportedLanguages,
        frozen: Object.isFrozen(Lib.Colors) && Object.isFrozen(Lib.Styles),
      };
    });
    expect(lib.FontSizes).toEqual({ VERY_SMALL: 9, SMALL: 12, MEDIUM: 16, LARGE: 20, VERY_LARGE: 24 });
    expect(lib.DragModes).toEqual({ X: 'X', Y: 'Y', XY: 'XY', NONE: 'NONE', AUTO: 'AUTO' });
    expect(lib.ColumnModes).toEqual({
      POINTS: 'POINTS',
      LINES: 'LINES',
      POINTS_AND_LINES: 'POINTS_AND_LINES',
    });
    expect(lib.AxisArrowModes).toEqual({ NONE: 'NONE', POSITIVE: 'POSITIVE', BOTH: 'BOTH' });
    expect(Object.keys(lib.Styles)).toEqual(['POINT', 'OPEN', 'CROSS', 'SOLID', 'DASHED', 'DOTTED']);
    expect(lib.Colors).toEqual({
      RED: '#c74440',
      BLUE: '#2d70b3',
      GREEN: '#388c46',
      PURPLE: '#6042a6',
      ORANGE: '#fa7e19',
      BLACK: '#000000',
    });
    expect(lib.enabledFeatures).toEqual({
      GraphingCalculator: true,
      FourFunctionCalculator: true,
      ScientificCalculator: true,
    });
    expect(lib.supportedLanguages).toContain('en');
    expect(lib.frozen).toBe(true);
  });

  it('imageFileToDataURL honors EXIF orientation, recompresses large images, and reports errors', async () => {
    const result = await testPage.page.evaluate(async () => {
      const Lib = (window as any).Lib;
      const convert = (file: unknown) =>
        new Promise<{ error: string | null; url?: string }>((resolve) =>
          Lib.imageFileToDataURL(file, (error: Error | null, url?: string) =>
            resolve({ error: error ? error.message : null, url }),
          ),
        );
      const measure = (url: string) =>
        new Promise<{ width: number; height: number; top: number[]; bottom: number[] }>((resolve, reject) => {
          const image = new Image();
          image.onload = () => {
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            const context = canvas.getContext('2d') as CanvasRenderingContext2D;
            context.drawImage(image, 0, 0);
            const top = [...context.getImageData(canvas.width / 2, 2, 1, 1).data];
            const bottom = [...context.getImageData(canvas.width / 2, canvas.height - 3, 1, 1).data];
            resolve({ width: image.naturalWidth, height: image.naturalHeight, top, bottom });
          };
          image.onerror = reject;
          image.src = url;
        });
      // A 40×20 JPEG, red left and blue right, with EXIF orientation 6 (rotate 90° clockwise to view).
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 20;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, 20, 20);
      context.fillStyle = '#0000ff';
      context.fillRect(20, 0, 20, 20);
      const jpeg = new Uint8Array(
        await (
          await new Promise<Blob>((resolve) =>
            canvas.toBlob((blob) => resolve(blob as Blob), 'image/jpeg', 0.95),
          )
        ).arrayBuffer(),
      );
      const tiff = [
        0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0,
      ];
      const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
      const app1 = [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload];
      const withExif = new Uint8Array([0xff, 0xd8, ...app1, ...jpeg.slice(2)]);
      const rotated = await convert(new File([withExif], 'photo.jpg', { type: 'image/jpeg' }));
      const rotatedImage = await measure(rotated.url as string);

      const large = document.createElement('canvas');
      large.width = 3000;
      large.height = 1000;
      const largeContext = large.getContext('2d') as CanvasRenderingContext2D;
      const noise = largeContext.createImageData(3000, 1000);
      for (let index = 0; index < noise.data.length; index++) noise.data[index] = (index * 2654435761) >>> 24;
      largeContext.putImageData(noise, 0, 0);
      const largeBlob = await new Promise<Blob>((resolve) =>
        large.toBlob((blob) => resolve(blob as Blob), 'image/png'),
      );
      const shrunk = await convert(new File([largeBlob], 'big.png', { type: 'image/png' }));
      const shrunkImage = await measure(shrunk.url as string);

      const notImage = await convert(new File(['hello'], 'a.txt', { type: 'text/plain' }));
      const notFile = await convert('nope');
      return {
        rotated: rotated.error,
        rotatedImage,
        largeBytes: largeBlob.size,
        shrunk: shrunk.error,
        shrunkImage,
        notImage,
        notFile,
      };
    });
    expect(result.rotated).toBeNull();
    expect({ width: result.rotatedImage.width, height: result.rotatedImage.height }).toEqual({
      width: 20,
      height: 40,
    });
    expect(result.rotatedImage.top[0]).toBeGreaterThan(200);
    expect(result.rotatedImage.top[2]).toBeLessThan(60);
    expect(result.rotatedImage.bottom[2]).toBeGreaterThan(200);
    expect(result.largeBytes).toBeGreaterThan(1024 * 1024);
    expect(result.shrunk).toBeNull();
    expect({ width: result.shrunkImage.width, height: result.shrunkImage.height }).toEqual({
      width: 2048,
      height: 683,
    });
    expect(result.notImage.error).toMatch(/Not an image/);
    expect(result.notFile.error).toMatch(/expects a File/);
  });
});

describe('asyncScreenshot', () => {
  it('calls back with a PNG of the requested size, for other math bounds too', async () => {
    const result = await inPage<any>(
      `calc.setExpression({ id: 'a', latex: 'y=x' });
       const plain = await new Promise((resolve) => calc.asyncScreenshot(resolve));
       const framed = await new Promise((resolve) => calc.asyncScreenshot({ width: 120, height: 90, targetPixelRatio: 2, mode: 'stretch', mathBounds: { left: 100, right: 110, bottom: 100, top: 110 } }, resolve));
       const paper = calc.graphpaperBounds.pixelCoordinates;
       return { plain, framed, paper: [paper.width, paper.height], bounds: calc.graphpaperBounds.mathCoordinates.left };`,
    );
    const plain = decodePngDataUri(result.plain);
    const framed = decodePngDataUri(result.framed);
    // By default the graph paper's own size (the expression list takes part of the element).
    expect([plain.width, plain.height]).toEqual(result.paper.map(Math.round));
    expect(plain.width).toBeGreaterThan(100);
    expect([framed.width, framed.height]).toEqual([240, 180]);
    expect(result.bounds).toBe(-10);
  });
});

describe('errors table', () => {
  it('an expression that cannot be interpreted is kept, marked as an error with a message', async () => {
    const result = await inPage<any>(
      `calc.setExpression({ id: 'bad', latex: '\\\\frac{1}{' });
       await idle();
       return { ids: calc.getExpressions().map((e) => e.id), analysis: calc.expressionAnalysis.bad };`,
    );
    expect(result.ids).toEqual(['bad']);
    expect(result.analysis.isError).toBe(true);
    expect(result.analysis.isGraphable).toBe(false);
    expect(typeof result.analysis.errorMessage).toBe('string');
    expect(result.analysis.errorMessage.length).toBeGreaterThan(0);
  });

  it('observers of expressionAnalysis fire after evaluation; an observer that throws does not break the calculator', async () => {
    const result = await inPage<any>(
      `const seen = [];
       calc.observe('expressionAnalysis', () => { throw new Error('page bug'); });
       calc.observe('expressionAnalysis.mine', () => seen.push(calc.expressionAnalysis.n?.evaluation?.value));
       calc.setExpression({ id: 'n', latex: '2^{10}' });
       await idle();
       return seen;`,
    );
    expect(result).toEqual([1024]);
  });

  it('a symbol defined twice makes every reference an error; built-ins cannot be redefined', async () => {
    const analysis = await inPage<any>(
      `calc.setExpressions([{ id: 'b1', latex: 'b=1' }, { id: 'b2', latex: 'b=2' }, { id: 'use', latex: 'b+1' }, { id: 'pi', latex: '\\\\pi=3' }]);
       await idle();
       return calc.expressionAnalysis;`,
    );
    for (const id of ['b1', 'b2', 'use', 'pi']) expect(analysis[id].isError, id).toBe(true);
    expect(analysis.use.errorMessage).toMatch(/more than once/);
    expect(analysis.pi.errorMessage).toMatch(/built in/);
  });

  it('an axis step too small to display is kept but ignored when drawing', async () => {
    const result = await inPage<any>(
      `const before = calc.screenshot();
       calc.updateSettings({ xAxisStep: 1e-9, yAxisStep: 1e-9 });
       await idle();
       return { step: calc.settings.xAxisStep, same: calc.screenshot() === before };`,
    );
    expect(result).toEqual({ step: 1e-9, same: true });
  });

  it('a constructor the API key does not enable throws an Error', async () => {
    const message = await testPage.page.evaluate(async (url) => {
      // The real served script, with the prelude the server writes for a key without the graphing calculator.
      const source = await (await fetch(url)).text();
      const disabled = source.replace('"GraphingCalculator":true', '"GraphingCalculator":false');
      const Lib = new Function(`${disabled}\nreturn Lib;`)();
      try {
        Lib.GraphingCalculator(document.createElement('div'));
        return `no error; enabledFeatures ${JSON.stringify(Lib.enabledFeatures)}`;
      } catch (error) {
        return (error as Error).message;
      }
    }, `${baseUrl()}/api/v1.1/calculator.js?apiKey=demo`);
    expect(message).toMatch(/GraphingCalculator is not enabled for this API key/);
  });

  it('never lets an exception out of the API for odd arguments (setState/setDefaultState throw Errors only)', async () => {
    const result = await inPage<any>(
      `const trap = new Proxy({}, { get() { throw new Error('hostile getter'); } });
       const odd = [undefined, null, 0, NaN, '', 'x', [], {}, [null], { id: {} }, trap, () => 1, Symbol('s')];
       const methods = Object.keys(calc).filter((name) => typeof calc[name] === 'function' && name !== 'destroy');
       const escaped = [];
       const wrongErrors = [];
       for (const name of methods) {
         for (const first of odd) {
           for (const second of [undefined, trap, {}]) {
             try {
               calc[name](first, second);
             } catch (error) {
               if (name === 'setState' || name === 'setDefaultState') {
                 if (!(error instanceof Error) || !/^Cannot load the state/.test(error.message)) wrongErrors.push(name + ': ' + error);
               } else escaped.push(name + ': ' + error);
             }
           }
         }
       }
       await idle();
       calc.setExpression({ id: 'after', latex: '1+1' });
       await idle();
       return { escaped, wrongErrors, methods: methods.length, works: calc.expressionAnalysis.after?.evaluation?.value };`,
    );
    expect(result.escaped).toEqual([]);
    expect(result.wrongErrors).toEqual([]);
    expect(result.methods).toBeGreaterThan(25);
    expect(result.works).toBe(2);
    expect(testPage.pageErrors).toEqual([]);
  });
});
