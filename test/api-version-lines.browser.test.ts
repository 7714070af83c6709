/**
 * One surface test per documented line: what exists and what must not, per the spec's "Differences
 * between lines" table, all served from one code base.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeclarations } from '../package/declarations';
import { baseUrl, connectBrowser } from './support/connect';
import { openCalculatorPage } from './support/page';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.disconnect();
});

/** Loads the line's script, creates a calculator with `options`, and runs `body` with `calc` and `Lib`. */
async function onLine<T>(version: string, body: string, options = '{}'): Promise<T> {
  const { page, pageErrors } = await openCalculatorPage(browser, baseUrl(), {
    version,
    width: 300,
    height: 200,
  });
  try {
    const result = await page.evaluate(
      async (source, optionsSource) => {
        const Lib = (window as any).Lib;
        const create = Lib.GraphingCalculator ?? Lib.Calculator;
        const calc = create(document.getElementById('calculator'), eval(`(${optionsSource})`));
        const core = calc[Symbol.for('calculator.internal')];
        void core;
        return eval(`(async () => { ${source} })()`) as unknown;
      },
      body,
      options,
    );
    expect(pageErrors).toEqual([]);
    return result as T;
  } finally {
    await page.close();
  }
}

const SURFACE = `return {
  lib: Object.keys(Lib).sort(),
  calc: Object.keys(calc).sort(),
  colors: Lib.Colors,
  options: core.options.values,
  settings: Object.keys(calc.graphSettings ?? calc.settings).sort(),
};`;

const ALWAYS = [
  'HelperExpression',
  'focusFirstExpression',
  'getState',
  'graphpaperBounds',
  'isAnyExpressionSelected',
  'mathToPixels',
  'observe',
  'pixelsToMath',
  'removeExpression',
  'removeExpressions',
  'removeSelected',
  'resize',
  'screenshot',
  'setBlank',
  'setExpression',
  'setExpressions',
  'setGraphSettings',
  'graphSettings',
  'setMathBounds',
  'setState',
  'unobserve',
];

describe('version lines', () => {
  it('v0.5: Lib.Calculator, the v0.5 palette and options, xAxisMinorGridLines, Number bounds, no newer members', async () => {
    const surface = await onLine<any>(
      'v0.5',
      `calc.setExpression({ id: 'a', latex: 'a=1', sliderBounds: { min: 0, max: '2\\\\pi' }, secret: true, dragMode: 'X' });
       calc.setGraphSettings({ xAxisMinorGridLines: 2 });
       const expression = core.getExpressions()[0];
       const minor = calc.graphSettings.xAxisMinorGridLines;
       const focused = 'focusedMathEditor' in calc && calc.focusedMathEditor === undefined;
       ${SURFACE.replace('return {', 'return { expression, minor, focused,')}`,
      `{ solutions: false }`,
    );
    expect(surface.lib).toEqual(['AxisArrowModes', 'Calculator', 'Colors', 'ColumnModes', 'enabledFeatures']);
    expect(surface.colors).toEqual({
      RED: '#C0504D',
      BLUE: '#4F81BD',
      GREEN: '#9BBB59',
      PURPLE: '#8064A2',
      ORANGE: '#F79646',
      BLACK: '#000000',
    });
    expect(surface.calc).toEqual([...ALWAYS, 'focusedMathEditor'].sort());
    expect(surface.options).toEqual({
      keypad: true,
      graphpaper: true,
      expressions: true,
      settingsMenu: true,
      zoomButtons: true,
      expressionsTopbar: true,
      solutions: false,
      border: true,
      lockViewport: false,
      expressionsCollapsed: false,
    });
    expect(surface.settings).toContain('xAxisMinorGridLines');
    expect(surface.settings).not.toContain('xAxisMinorSubdivisions');
    expect(surface.settings).not.toContain('fontSize');
    expect(surface.minor).toBe(2);
    expect(surface.focused).toBe(true);
    expect(surface.expression).toEqual({
      type: 'expression',
      id: 'a',
      latex: 'a=1',
      color: '#C0504D',
      hidden: false,
      sliderBounds: { min: 0, max: 2 * Math.PI },
    });
  });

  it("v0.8: GraphingCalculator, updateSettings/settings, setDefaultState, 'change' only, singleVariableSolutions true", async () => {
    const surface = await onLine<any>(
      'v0.8',
      `calc.setExpression({ id: 'p', latex: '(1,1)', dragMode: 'XY', style: 'open' });
       const expression = core.getExpressions()[0];
       const events = [];
       calc.observeEvent('change', () => events.push('change'));
       calc.observeEvent('graphReset', () => events.push('graphReset'));
       calc.updateSettings({ fontSize: 20 });
       core.content.resetByUser();
       await new Promise((resolve) => setTimeout(resolve, 20));
       ${SURFACE.replace('return {', 'return { events, expression, fontSize: calc.settings.fontSize,')}`,
    );
    expect(surface.lib).toEqual(
      [
        'AxisArrowModes',
        'Colors',
        'ColumnModes',
        'DragModes',
        'FontSizes',
        'FourFunctionCalculator',
        'GraphingCalculator',
        'ScientificCalculator',
        'enabledFeatures',
        'supportedLanguages',
      ].sort(),
    );
    expect(surface.colors.RED).toBe('#c74440');
    expect(surface.calc).toEqual(
      [
        ...ALWAYS,
        'focusedMathEditor',
        'updateSettings',
        'settings',
        'setDefaultState',
        'observeEvent',
        'unobserveEvent',
        'colors',
      ].sort(),
    );
    expect(surface.options.singleVariableSolutions).toBe(true);
    expect(surface.options).not.toHaveProperty('solutions');
    expect(surface.options).not.toHaveProperty('trace');
    expect(surface.options.degreeMode).toBe(false);
    expect(surface.settings).toContain('xAxisMinorSubdivisions');
    expect(surface.settings).not.toContain('invertedColors');
    expect(surface.fontSize).toBe(20);
    expect(surface.events).toEqual(['change']);
    expect(surface.expression).toEqual({
      type: 'expression',
      id: 'p',
      latex: '(1,1)',
      color: '#c74440',
      hidden: false,
      dragMode: 'XY',
    });
  });

  it("v0.9: destroy, 'graphReset', style/secret/label, singleVariableSolutions false, autosize", async () => {
    const surface = await onLine<any>(
      'v0.9',
      `calc.setExpression({ id: 'p', latex: '(1,1)', style: Lib.Styles.CROSS, secret: true, label: 'P', showLabel: true, lineStyle: 'dashed' });
       const events = [];
       calc.observeEvent('graphReset', () => events.push('graphReset'));
       const expression = core.getExpressions()[0];
       core.content.resetByUser();
       const result = ${SURFACE.replace('return ', '')};
       calc.destroy();
       return { ...result, events, expression };`,
    );
    expect(surface.lib).toContain('Styles');
    expect(surface.lib).toContain('imageFileToDataURL');
    expect(surface.lib).toContain('ScientificCalculator');
    expect(surface.calc).toEqual(
      [
        ...ALWAYS,
        'focusedMathEditor',
        'updateSettings',
        'settings',
        'setDefaultState',
        'observeEvent',
        'unobserveEvent',
        'colors',
        'destroy',
      ].sort(),
    );
    expect(surface.options).toMatchObject({
      singleVariableSolutions: false,
      trace: true,
      autosize: true,
      pasteTableData: true,
    });
    expect(surface.options).not.toHaveProperty('clearIntoDegreeMode');
    expect(surface.events).toEqual(['graphReset']);
    expect(surface.expression).toEqual({
      type: 'expression',
      id: 'p',
      latex: '(1,1)',
      color: '#c74440',
      hidden: false,
      dragMode: 'AUTO',
      style: 'cross',
      secret: true,
      label: 'P',
      showLabel: true,
    });
  });

  it('v1.1: the whole surface, lineStyle/pointStyle, no focusedMathEditor, no singleVariableSolutions', async () => {
    const surface = await onLine<any>(
      'v1.1',
      `calc.setExpression({ id: 'p', latex: '(1,1)', style: 'open', fillOpacity: 0.5 });
       const result = ${SURFACE.replace('return ', '')};
       const expression = calc.getExpressions()[0];
       calc.destroy();
       return { ...result, expression };`,
    );
    expect(surface.lib).toEqual(
      [
        'AxisArrowModes',
        'Colors',
        'ColumnModes',
        'DragModes',
        'FontSizes',
        'FourFunctionCalculator',
        'GraphingCalculator',
        'ScientificCalculator',
        'Styles',
        'enabledFeatures',
        'imageFileToDataURL',
        'supportedLanguages',
      ].sort(),
    );
    expect(surface.calc).toEqual(
      [
        ...ALWAYS,
        'updateSettings',
        'settings',
        'setDefaultState',
        'observeEvent',
        'unobserveEvent',
        'colors',
        'destroy',
        'undo',
        'redo',
        'clearHistory',
        'asyncScreenshot',
        'isProjectionUniform',
        'getExpressions',
        'expressionAnalysis',
      ].sort(),
    );
    expect(surface.options).not.toHaveProperty('singleVariableSolutions');
    expect(surface.options).toMatchObject({
      clearIntoDegreeMode: false,
      plotSingleVariableImplicitEquations: true,
    });
    expect(surface.settings).toContain('invertedColors');
    expect(surface.expression).toMatchObject({ pointStyle: 'open', fillOpacity: 0.5 });
    expect(surface.expression).not.toHaveProperty('style');
  });

  it("ships one script and each line's generated TypeScript declarations in every line folder", () => {
    const read = (path: string) =>
      readFileSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), 'utf8');
    const declarations = generateDeclarations();
    const script = read('dist/api/v1.1/calculator.js');
    for (const line of ['v0.5', 'v0.8', 'v0.9', 'v1.1'] as const) {
      expect(read(`dist/api/${line}/calculator.d.ts`), line).toBe(declarations[line].global);
      expect(read(`dist/api/${line}/calculator.js`) === script, line).toBe(true);
    }
    expect(read('dist/api/v0.5/calculator.d.ts')).toContain('Calculator: CalculatorConstructor<');
    expect(read('dist/api/v1.1/calculator.d.ts')).toContain('declare const Lib: Lib.Namespace;');
  });
});
