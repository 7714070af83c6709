import { describe, expect, it } from 'vitest';
import { useCalculatorPage } from './support/shared-page';

const testPage = useCalculatorPage({ width: 400, height: 300 });

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

const SETUP = `calc.setExpressions([
    { id: 'a', latex: 'y=x^2', color: '#123456', lineStyle: Lib.Styles.DOTTED },
    { id: 's', latex: 'k=2', sliderBounds: { min: 0, max: 5, step: 0.5 } },
    { id: 'p', latex: '(1,k)', pointStyle: Lib.Styles.CROSS, dragMode: Lib.DragModes.Y, label: 'P', showLabel: true, secret: true },
    { type: 'table', id: 't', columns: [{ latex: 'x_1', values: ['1', '2'] }, { latex: 'y_1', values: ['3', '4'], lineStyle: 'dashed' }] },
  ]);
  calc.updateSettings({ degreeMode: true, showGrid: false, xAxisLabel: 'time', xAxisArrowMode: Lib.AxisArrowModes.BOTH, xAxisMinorSubdivisions: 3 });
  calc.setMathBounds({ left: -2, right: 6, bottom: -3, top: 3 });`;

const SETTINGS = `Object.fromEntries(Object.keys(calc.settings).map((k) => [k, calc.settings[k]]))`;

describe('getState / setState', () => {
  it('has the documented versioned shape, stable while nothing changes', async () => {
    const result = await withCalculator<any>(
      `${SETUP}
       const first = JSON.stringify(calc.getState());
       const second = JSON.stringify(calc.getState());
       calc.setState(calc.getState());
       return { state: calc.getState(), same: first === second, afterLoad: JSON.stringify(calc.getState()) === first };`,
    );
    expect(result.same).toBe(true);
    expect(result.afterLoad).toBe(true);
    expect(typeof result.state.version).toBe('number');
    expect(result.state.graph.viewport).toEqual({ xmin: -2, ymin: -3, xmax: 6, ymax: 3 });
    expect(result.state.graph).toMatchObject({ degreeMode: true, showGrid: false, xAxisLabel: 'time' });
    expect(result.state.expressions.list.map((item: any) => item.id)).toEqual(['a', 's', 'p', 't']);
    expect(result.state.expressions.list[0]).toEqual({
      type: 'expression',
      id: 'a',
      color: '#123456',
      latex: 'y=x^2',
      lineStyle: 'dotted',
    });
  });

  it('JSON.parse(JSON.stringify(getState())) loads back with identical getExpressions and settings', async () => {
    const result = await withCalculator<any>(
      `${SETUP}
       const saved = JSON.parse(JSON.stringify(calc.getState()));
       const expressions = calc.getExpressions();
       const settings = ${SETTINGS};
       const other = Lib.GraphingCalculator(document.createElement('div'));
       other.setState(saved);
       const loaded = { expressions: other.getExpressions(), settings: Object.fromEntries(Object.keys(other.settings).map((k) => [k, other.settings[k]])) };
       other.destroy();
       calc.setBlank();
       calc.setState(JSON.stringify(saved));
       return { expressions, settings, loaded, fromString: calc.getExpressions() };`,
    );
    expect(result.loaded.expressions).toEqual(result.expressions);
    expect(result.loaded.settings).toEqual(result.settings);
    expect(result.fromString).toEqual(result.expressions);
  });

  it('loads {}, partial and older states; configuration persists, graph settings are replaced', async () => {
    const result = await withCalculator<any>(
      `${SETUP}
       calc.updateSettings({ fontSize: 20 });
       calc.setState({});
       const blank = { list: calc.getExpressions(), showGrid: calc.settings.showGrid, fontSize: calc.settings.fontSize,
         border: getComputedStyle(document.querySelector('#calculator .calculator-root')).borderTopWidth };
       calc.setState({ expressions: { list: [{ id: 'only', latex: 'y=3' }] } });
       const partial = calc.getExpressions();
       calc.setState({ version: 3, graph: { viewport: { xmin: 0, ymin: 0, xmax: 10, ymax: 10 } }, expressions: { list: [
         { id: 'old', latex: 'a=1', sliderMin: -2, sliderMax: 2, sliderInterval: 0.1, style: 'dashed' },
         { id: 'n', latex: 'y=1', lineWidth: 4, newerField: { x: 1 } },
         { type: 'text', id: 'note', text: 'hello' } ] } });
       return { blank, partial, old: calc.getExpressions(), bounds: calc.graphpaperBounds.mathCoordinates };`,
      `{ border: false }`,
    );
    expect(result.blank).toEqual({ list: [], showGrid: true, fontSize: 20, border: '0px' });
    expect(result.partial).toHaveLength(1);
    expect(result.partial[0]).toMatchObject({ id: 'only', latex: 'y=3' });
    // Notes are held like every item (issue 20); unknown fields of an expression are dropped.
    expect(result.old.map((e: any) => e.id)).toEqual(['old', 'n', 'note']);
    expect(result.old[2]).toEqual({ type: 'text', id: 'note', text: 'hello' });
    expect(result.old[0]).toMatchObject({
      sliderBounds: { min: '-2', max: '2', step: '0.1' },
      lineStyle: 'dashed',
    });
    expect(result.bounds).toMatchObject({ left: 0, right: 10, bottom: 0, top: 10 });
  });

  it('throws a clear Error for a state that cannot mean anything, leaving the calculator unchanged', async () => {
    const result = await withCalculator<any>(
      `${SETUP}
       const before = JSON.stringify(calc.getState());
       const messages = [];
       for (const bad of [{ expressions: { list: 'x' } }, '{oops', 7, null, { graph: [] }]) {
         try { calc.setState(bad); messages.push('no error'); } catch (error) { messages.push(error instanceof Error ? error.message : 'not an Error'); }
       }
       return { messages, unchanged: JSON.stringify(calc.getState()) === before };`,
    );
    expect(result.unchanged).toBe(true);
    expect(result.messages).toHaveLength(5);
    for (const message of result.messages)
      expect(message).toMatch(/^Cannot load the state: .+\. The calculator was left unchanged\.$/);
    expect(result.messages[0]).toContain('"expressions.list" must be an array');
  });

  it('remapColors maps colors to the nearest palette color', async () => {
    const colors = await withCalculator<string[]>(
      `calc.setState({ expressions: { list: [{ id: 'a', latex: 'x', color: '#d04a40' }, { id: 'b', latex: 'y', color: '#3070b0' }] } }, { remapColors: true });
       const remapped = calc.getExpressions().map((e) => e.color);
       calc.setState({ expressions: { list: [{ id: 'a', latex: 'x', color: '#d04a40' }] } });
       return [...remapped, calc.getExpressions()[0].color];`,
    );
    expect(colors).toEqual(['#c74440', '#2d70b3', '#d04a40']);
  });

  it('setBlank follows clearIntoDegreeMode and keeps history only with allowUndo', async () => {
    const result = await withCalculator<any>(
      `${SETUP}
       calc.setBlank();
       const degree = calc.settings.degreeMode;
       calc.undo();
       const afterUndo = calc.getExpressions().length;
       calc.setExpression({ id: 'z', latex: 'y=1' });
       calc.setBlank({ allowUndo: true });
       calc.undo();
       return { degree, afterUndo, restored: calc.getExpressions().map((e) => e.id) };`,
      `{ clearIntoDegreeMode: true }`,
    );
    expect(result).toEqual({ degree: true, afterUndo: 0, restored: ['z'] });
  });

  it("setDefaultState: the list's Reset restores it and its home viewport, and fires 'graphReset'", async () => {
    const result = await withCalculator<any>(
      `const events = [];
       calc.observeEvent('graphReset', (name) => events.push(name));
       calc.setDefaultState({ graph: { viewport: { xmin: -1, ymin: -1, xmax: 1, ymax: 1 } }, expressions: { list: [{ id: 'd', latex: 'y=x' }] } });
       calc.setExpression({ id: 'other', latex: 'y=2' });
       const core = calc[Symbol.for('calculator.internal')];
       calc.setMathBounds({ left: 5, right: 6, bottom: 5, top: 6 });
       core.showHome();
       const home = calc.graphpaperBounds.mathCoordinates;
       core.content.resetByUser();
       let error = '';
       try { calc.setDefaultState({ expressions: [] }); } catch (e) { error = e.message; }
       return { events, home, ids: calc.getExpressions().map((e) => e.id), bounds: calc.graphpaperBounds.mathCoordinates, error };`,
    );
    expect(result.events).toEqual(['graphReset']);
    expect(result.home).toMatchObject({ left: -1, right: 1, bottom: -1, top: 1 });
    expect(result.ids).toEqual(['d']);
    expect(result.bounds).toMatchObject({ left: -1, right: 1, bottom: -1, top: 1 });
    expect(result.error).toContain('"expressions" must be an object');
  });
});

describe('history', () => {
  it('undo/redo walk back and forth through ten mixed changes; clearHistory forgets', async () => {
    const result = await withCalculator<any>(
      `const snapshot = () => JSON.stringify({ e: calc.getExpressions(), s: ${SETTINGS} });
       const states = [snapshot()];
       const changes = [
         () => calc.setExpression({ id: 'a', latex: 'y=x' }),
         () => calc.setExpression({ id: 'b', latex: 'y=2x' }),
         () => calc.updateSettings({ showGrid: false }),
         () => calc.setExpression({ id: 'a', color: '#000000' }),
         () => calc.removeExpression({ id: 'b' }),
         () => calc.updateSettings({ degreeMode: true }),
         () => calc.setExpressions([{ id: 'c', latex: '1' }, { id: 'd', latex: '2' }]),
         () => calc.setExpression({ id: 'a', hidden: true }),
         () => calc.setState({ expressions: { list: [{ id: 'z', latex: '3' }] } }, { allowUndo: true }),
         () => calc.setGraphSettings({ yAxisLabel: 'y' }),
       ];
       for (const change of changes) { change(); states.push(snapshot()); }
       const back = [];
       for (let i = 0; i < 10; i++) { calc.undo(); back.push(snapshot()); }
       calc.undo();
       const bottom = snapshot();
       const forward = [];
       for (let i = 0; i < 10; i++) { calc.redo(); forward.push(snapshot()); }
       calc.redo();
       const top = snapshot();
       calc.undo();
       calc.clearHistory();
       calc.undo();
       const cleared = snapshot();
       return { states, back, bottom, forward, top, cleared };`,
    );
    const { states } = result;
    expect(new Set(states).size).toBe(11);
    expect(result.back).toEqual(states.slice(0, 10).reverse());
    expect(result.bottom).toBe(states[0]);
    expect(result.forward).toEqual(states.slice(1));
    expect(result.top).toBe(states[10]);
    expect(result.cleared).toBe(states[9]);
  });

  it('coalesces typing into one expression into one undo step', async () => {
    const latex = await withCalculator<string>(
      `calc.setExpression({ id: 'a', latex: 'y=' });
       const core = calc[Symbol.for('calculator.internal')].content;
       for (const text of ['y=s', 'y=si', 'y=\\\\sin', 'y=\\\\sin(x)']) core.typeLatex('a', text);
       calc.undo();
       return calc.getExpressions()[0].latex;`,
    );
    expect(latex).toBe('y=');
  });
});

describe("'change' event", () => {
  it('fires a bounded number of times for a burst, with the last state, and isUserInitiated', async () => {
    const result = await withCalculator<any>(
      `const calls = [];
       calc.observeEvent('change', (name, event) => calls.push({ name, event, count: calc.getExpressions().length }));
       calc.observeEvent('change.mine', () => calls.push('mine'));
       for (let i = 0; i < 200; i++) calc.setExpression({ id: 'e' + i, latex: 'y=' + i });
       await new Promise((resolve) => setTimeout(resolve, 50));
       const burst = calls.slice();
       calc.unobserveEvent('change.mine');
       calc.updateSettings({ showGrid: false });
       await new Promise((resolve) => setTimeout(resolve, 20));
       const settings = calls.slice(burst.length);
       calc.setMathBounds({ left: 0, right: 1, bottom: 0, top: 1 });
       await new Promise((resolve) => setTimeout(resolve, 20));
       const viewport = calls.length - burst.length - settings.length;
       calc.unobserveEvent('change');
       calc.setExpression({ id: 'late', latex: 'x' });
       await new Promise((resolve) => setTimeout(resolve, 20));
       return { burst, settings, viewport, total: calls.length };`,
    );
    expect(result.burst.length).toBeLessThanOrEqual(4);
    expect(result.burst).toContainEqual({ name: 'change', event: { isUserInitiated: false }, count: 200 });
    expect(result.burst).toContain('mine');
    expect(result.settings).toEqual([{ name: 'change', event: { isUserInitiated: false }, count: 200 }]);
    expect(result.viewport).toBe(1);
    expect(result.total).toBe(result.burst.length + 2);
  });
});
