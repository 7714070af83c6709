import { describe, expect, it } from 'vitest';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({ width: 400, height: 300 });

/** Runs `body` in the page with a fresh calculator `calc` (destroyed afterwards) and returns its result. */
function withCalculator<T>(body: string, options = '{}'): Promise<T> {
  return testPage.page.evaluate(
    async (source, optionsSource) => {
      const element = document.getElementById('calculator') as HTMLElement;
      const calc = (window as any).Lib.GraphingCalculator(element, eval(`(${optionsSource})`));
      try {
        return await eval(`(async () => { ${source} })()`);
      } finally {
        calc.destroy();
      }
    },
    body,
    options,
  ) as Promise<T>;
}

describe('options', () => {
  it('reads every option with its default and exposes them to the calculator underneath', async () => {
    const values = await withCalculator<Record<string, unknown>>(
      `const options = calc[Symbol.for('calculator.internal')].options.values;
       return { ...options, imageUploadCallback: options.imageUploadCallback === Lib.imageFileToDataURL };`,
    );
    expect(values).toMatchObject({
      keypad: true,
      graphpaper: true,
      expressions: true,
      settingsMenu: true,
      zoomButtons: true,
      expressionsTopbar: true,
      pointsOfInterest: true,
      trace: true,
      border: true,
      lockViewport: false,
      expressionsCollapsed: false,
      administerSecretFolders: false,
      images: true,
      imageUploadCallback: true,
      folders: true,
      notes: true,
      links: true,
      qwertyKeyboard: true,
      restrictedFunctions: false,
      pasteGraphLink: false,
      pasteTableData: true,
      degreeMode: false,
      clearIntoDegreeMode: false,
      autosize: true,
      plotSingleVariableImplicitEquations: true,
    });
  });

  it('honors border, lockViewport and colors; ignores a misspelt option', async () => {
    const result = await withCalculator<any>(
      `const root = document.querySelector('#calculator .calculator-root');
       const before = calc.graphpaperBounds.mathCoordinates;
       const paper = document.querySelector('#calculator .calculator-graphpaper');
       const rect = paper.getBoundingClientRect();
       paper.dispatchEvent(new WheelEvent('wheel', { deltaY: 200, clientX: rect.left + 50, clientY: rect.top + 50, bubbles: true, cancelable: true }));
       calc.setExpression({ id: 'a', latex: 'y=x' });
       calc.setExpression({ id: 'b', latex: 'y=2x' });
       return { border: getComputedStyle(root).borderTopWidth, before, after: calc.graphpaperBounds.mathCoordinates,
         colors: calc.colors, expressionColors: calc.getExpressions().map((e) => e.color) };`,
      `{ border: false, lockViewport: true, lockViewPort: false, colors: { A: '#112233', B: '#445566' } }`,
    );
    expect(result.border).toBe('0px');
    expect(result.after).toEqual(result.before);
    expect(result.colors).toEqual({ A: '#112233', B: '#445566' });
    expect(result.expressionColors).toEqual(['#112233', '#445566']);
  });

  it('takes graph settings beside the options', async () => {
    const settings = await withCalculator<any>(
      `return { degreeMode: calc.settings.degreeMode, showGrid: calc.settings.showGrid, state: calc.getState().graph };`,
      `{ degreeMode: true, showGrid: false }`,
    );
    expect(settings.degreeMode).toBe(true);
    expect(settings.showGrid).toBe(false);
    expect(settings.state).toMatchObject({ degreeMode: true, showGrid: false });
  });

  it('works with no element, or a detached one, and never throws', async () => {
    const result = await testPage.page.evaluate(async () => {
      const Lib = (window as any).Lib;
      const loose = Lib.GraphingCalculator();
      const detached = new Lib.GraphingCalculator(document.createElement('div'));
      loose.setExpression({ id: 'n', latex: '1+2' });
      await loose[Symbol.for('calculator.whenIdle')]();
      const value = loose.expressionAnalysis.n;
      const bounds = detached.graphpaperBounds;
      loose.destroy();
      detached.destroy();
      return { value, bounds };
    });
    expect(result.value.evaluation).toEqual({ type: 'Number', value: 3 });
    expect(result.bounds.mathCoordinates.width).toBeGreaterThan(0);
  });
});

describe('setExpression rules', () => {
  it('adds, updates only the given fields, keeps the type, ignores invalid parameters', async () => {
    const result = await withCalculator<any>(
      `calc.setExpression({ id: 'g', latex: 'y=x^2', color: '#123456', lineStyle: Lib.Styles.DASHED });
       calc.setExpression({ id: 'g', hidden: true });
       calc.setExpression({ id: 'g', type: 'table', columns: [{ latex: 'x', values: ['1'] }] });
       calc.setExpression({ id: 'h', type: 'folder', latex: 'x' });
       calc.setExpression({ id: 'i', latex: 42 });
       calc.setExpression(null);
       calc.setExpression({ id: 'j', latex: 'y=1', parametricDomain: { min: 0, max: 1 }, lineWidth: 5, pointSize: 3 });
       return calc.getExpressions();`,
    );
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({
      id: 'g',
      type: 'expression',
      latex: 'y=x^2',
      color: '#123456',
      lineStyle: 'dashed',
      hidden: true,
    });
    expect(result[1]).toMatchObject({ id: 'j', latex: 'y=1' });
  });

  it('accepts ids as real pages write them and generates fresh ids when omitted', async () => {
    const ids = await withCalculator<string[]>(
      `for (const id of ['a-slider', '6f1c2a4e-1d3b-4c5e-9f00-123456789abc', '1.5-2', 7]) calc.setExpression({ id, latex: 'x' });
       calc.setExpression({ latex: 'y=1' });
       calc.setExpression({ latex: 'y=1' });
       calc.setExpression({ id: 7, latex: 'y=7' });
       return calc.getExpressions().map((e) => e.id);`,
    );
    expect(ids.slice(0, 4)).toEqual(['a-slider', '6f1c2a4e-1d3b-4c5e-9f00-123456789abc', '1.5-2', '7']);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('setExpressions, removeExpression(s), removeSelected and a getExpressions round trip', async () => {
    const result = await withCalculator<any>(
      `calc.setExpressions([{ id: 'a', latex: 'y=x' }, { id: 'b', latex: 'y=2x', secret: true },
         { type: 'table', id: 't', columns: [{ latex: 'x_1', values: ['1', '2'] }, { latex: 'y_1', values: ['3', '4'] }] },
         { id: 'c', latex: '(1,2)', pointStyle: Lib.Styles.OPEN, dragMode: Lib.DragModes.NONE, label: 'P', showLabel: true }]);
       const all = calc.getExpressions();
       calc.removeExpression({ id: 'a' });
       calc.removeExpressions([{ id: 'b' }, { id: 'missing' }]);
       const afterRemoval = calc.getExpressions().map((e) => e.id);
       const core = calc[Symbol.for('calculator.internal')];
       const selections = [];
       calc.observe('isAnyExpressionSelected', () => selections.push(calc.isAnyExpressionSelected));
       core.select('t');
       const selected = calc.isAnyExpressionSelected;
       calc.removeSelected();
       const afterSelected = calc.getExpressions().map((e) => e.id);
       calc.setExpressions(all);
       return { all, again: calc.getExpressions(), afterRemoval, afterSelected, selected, selections };`,
    );
    expect(result.afterRemoval).toEqual(['t', 'c']);
    expect(result.selected).toBe(true);
    expect(result.selections).toEqual([true, false]);
    expect(result.afterSelected).toEqual(['c']);
    expect(result.again.map((e: any) => e.id)).toEqual(['c', 'a', 'b', 't']);
    const byId = (list: any[]) => Object.fromEntries(list.map((e) => [e.id, e]));
    expect(byId(result.again)).toEqual(byId(result.all));
    expect(byId(result.all).c).toMatchObject({
      pointStyle: 'open',
      dragMode: 'NONE',
      label: 'P',
      showLabel: true,
      secret: false,
    });
  });

  it('colors cycle through the palette and calc.colors is the palette', async () => {
    const result = await withCalculator<any>(
      `for (let i = 0; i < 7; i++) calc.setExpression({ id: 'e' + i, latex: 'y=' + i });
       return { colors: calc.colors, used: calc.getExpressions().map((e) => e.color), Colors: Lib.Colors };`,
    );
    const palette = Object.values(result.Colors);
    expect(result.colors).toEqual(result.Colors);
    expect(result.used).toEqual([...palette, palette[0]]);
  });
});

describe('settings', () => {
  it('updateSettings changes only the given keys, observers fire per setting, namespaced unobserve', async () => {
    const result = await withCalculator<any>(
      `const calls = [];
       calc.settings.observe('xAxisLabel', () => calls.push('plain'));
       calc.settings.observe('xAxisLabel.foo', () => calls.push('foo'));
       calc.settings.observe('showGrid', (name, settings) => calls.push(name + ':' + settings.showGrid));
       calc.updateSettings({ xAxisLabel: 'time', showGrid: false, bogus: 1 });
       const first = [...calls];
       calc.settings.unobserve('xAxisLabel.foo');
       calc.setGraphSettings({ xAxisLabel: 'distance' });
       const second = calls.slice(first.length);
       calc.settings.unobserve('xAxisLabel');
       calc.updateSettings({ xAxisLabel: 'speed' });
       return { first, second, after: calls.length - first.length - second.length,
         alias: calc.graphSettings === calc.settings, showXAxis: calc.settings.showXAxis, label: calc.settings.xAxisLabel };`,
    );
    expect(result.first.sort()).toEqual(['foo', 'plain', 'showGrid:false']);
    expect(result.second).toEqual(['plain']);
    expect(result.after).toBe(0);
    expect(result.alias).toBe(true);
    expect(result.showXAxis).toBe(true);
    expect(result.label).toBe('speed');
  });

  it('passes degreeMode to the engine and graph settings to the renderer', async () => {
    const result = await withCalculator<any>(
      `calc.setExpression({ id: 's', latex: '\\\\sin(90)' });
       await calc[Symbol.for('calculator.whenIdle')]();
       const radians = calc.expressionAnalysis.s.evaluation.value;
       calc.updateSettings({ degreeMode: true });
       await calc[Symbol.for('calculator.whenIdle')]();
       const degrees = calc.expressionAnalysis.s.evaluation.value;
       const withGrid = calc.screenshot();
       calc.updateSettings({ showGrid: false, showXAxis: false, showYAxis: false, xAxisNumbers: false, yAxisNumbers: false });
       await calc[Symbol.for('calculator.whenIdle')]();
       const blank = calc.screenshot();
       calc.updateSettings({ showGrid: true, showXAxis: true, showYAxis: true, xAxisNumbers: true, yAxisNumbers: true });
       await calc[Symbol.for('calculator.whenIdle')]();
       return { radians, degrees, differs: withGrid !== blank, restored: calc.screenshot() === withGrid };`,
    );
    expect(result.radians).toBeCloseTo(Math.sin(90), 10);
    expect(result.degrees).toBeCloseTo(1, 10);
    expect(result.differs).toBe(true);
    expect(result.restored).toBe(true);
  });
});

describe('viewport operations', () => {
  it('resize() is needed with autosize false, automatic otherwise; isProjectionUniform follows the bounds', async () => {
    const result = await testPage.page.evaluate(async () => {
      const Lib = (window as any).Lib;
      const element = document.getElementById('calculator') as HTMLElement;
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const manual = Lib.GraphingCalculator(element, { autosize: false });
      const uniform = manual.isProjectionUniform();
      element.style.width = '300px';
      await frame();
      const beforeResize = manual.graphpaperBounds.pixelCoordinates.width;
      manual.resize();
      const afterResize = manual.graphpaperBounds.pixelCoordinates.width;
      manual.setMathBounds({ left: 0, right: 10, bottom: 0, top: 1 });
      const stretched = manual.isProjectionUniform();
      manual.focusFirstExpression();
      manual.destroy();
      const automatic = Lib.GraphingCalculator(element);
      element.style.width = '350px';
      await frame();
      await frame();
      const automaticWidth = automatic.graphpaperBounds.pixelCoordinates.width;
      automatic.destroy();
      element.style.width = '400px';
      return { uniform, beforeResize, afterResize, stretched, automaticWidth };
    });
    expect(result).toEqual({
      uniform: true,
      beforeResize: 398,
      afterResize: 298,
      stretched: false,
      automaticWidth: 348,
    });
  });
});
