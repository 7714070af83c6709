import { describe, expect, it, vi } from 'vitest';
import { newTestContent } from './content-for-tests';
import { CalculatorContent } from './calculator-content';
import { DEFAULT_PALETTE } from './colors';

const newContent = (options: { clearIntoDegreeMode?: boolean } = {}) => newTestContent(options);

const ids = (content: CalculatorContent) => content.list.list().map((item) => item.id);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CalculatorContent state', () => {
  it('writes a versioned state with viewport, changed settings and expressions without defaults', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a', latex: 'y=x', hidden: false, lineStyle: 'dashed' }]);
    content.updateSettings({ degreeMode: true, fontSize: 20 });
    expect(content.getState()).toEqual({
      version: 11,
      graph: { viewport: { xmin: -10, ymin: -7.5, xmax: 10, ymax: 7.5 }, degreeMode: true },
      expressions: {
        list: [{ type: 'expression', id: 'a', color: DEFAULT_PALETTE[0], latex: 'y=x', lineStyle: 'dashed' }],
      },
    });
  });

  it('round-trips through JSON identically', () => {
    const { content } = newContent();
    content.setExpressions([
      { id: 'a', latex: 'y=x^2', color: '#123456', secret: true },
      {
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x_1', values: ['1'] },
          { latex: 'y_1', values: ['2'] },
        ],
      },
    ]);
    content.updateSettings({ showGrid: false, xAxisLabel: 'x' });
    const saved = JSON.stringify(content.getState());
    const { content: other } = newContent();
    other.setState(JSON.parse(saved));
    expect(JSON.stringify(other.getState())).toBe(saved);
    other.setState(saved);
    expect(JSON.stringify(other.getState())).toBe(saved);
  });

  it('loads {} as a blank graph, old states, and partial hand-written states', () => {
    const { content, host } = newContent();
    content.setExpressions([{ id: 'a', latex: 'x' }]);
    content.updateSettings({ showGrid: false, projectorMode: true });
    content.setState({});
    expect(ids(content)).toEqual([]);
    expect(content.settings.showGrid).toBe(true);
    expect(content.settings.projectorMode).toBe(true);
    content.setState({
      version: 5,
      graph: { viewport: { xmin: 0, xmax: 1, ymin: 0, ymax: 1 }, xAxisMinorGridLines: 2 },
      expressions: {
        list: [
          { id: 's', latex: 'a=1', sliderMin: 0, sliderMax: 5, sliderInterval: 1, style: 'dashed' },
          { id: 'b', latex: 'b=2', slider: { min: '1', max: '3' } },
          { type: 'folder', id: 'f', title: 'x' },
          { latex: 'y=2x', domain: { min: 0, max: 3 } },
        ],
      },
    });
    expect(host.viewport()).toEqual({ left: 0, right: 1, bottom: 0, top: 1 });
    expect(content.settings.xAxisMinorSubdivisions).toBe(2);
    expect(content.list.get('s')).toMatchObject({
      sliderBounds: { min: '0', max: '5', step: '1' },
      lineStyle: 'dashed',
    });
    expect(content.list.get('b')).toMatchObject({ sliderBounds: { min: '1', max: '3', step: '' } });
    expect(content.list.list()).toHaveLength(4);
    expect(content.list.list()[2]).toEqual({ type: 'folder', id: 'f', title: 'x' });
    expect(content.list.list()[3]).toMatchObject({ latex: 'y=2x', domain: { min: '0', max: '3' } });
  });

  it('throws a clear Error for a state that cannot mean anything and changes nothing', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a', latex: 'y=x' }]);
    const before = JSON.stringify(content.getState());
    expect(() => content.setState({ expressions: { list: 'nope' } })).toThrow(
      /expressions\.list.*must be an array/,
    );
    expect(() => content.setState('{not json')).toThrow(/not valid JSON/);
    expect(() => content.setState(42)).toThrow(/a state is an object/);
    expect(() => content.setState({ expressions: { list: [{ id: 'x', latex: 5 }] } })).toThrow(
      /expressions\.list\[0\]/,
    );
    expect(JSON.stringify(content.getState())).toBe(before);
  });

  it('remaps colors to the nearest palette color in CIELAB', () => {
    const { content } = newContent();
    content.setState(
      {
        expressions: {
          list: [
            { id: 'a', latex: 'x', color: '#d04a40' },
            { id: 'b', latex: 'y', color: '#3070b0' },
            // Nearest in RGB would be BLUE (distance 142 against 146); in CIELAB it is PURPLE.
            { id: 'c', latex: 'z', color: '#0000ff' },
            { id: 'd', latex: 'w', color: 'not a color' },
          ],
        },
      },
      { remapColors: true },
    );
    expect(content.list.expressions().map((item) => item.color)).toEqual([
      '#c74440',
      '#2d70b3',
      '#6042a6',
      // Not a hex color: dropped at the model's boundary, so the item takes the palette's next color.
      '#c74440',
    ]);
  });

  it('setBlank clears into degree mode when asked, keeping history only with allowUndo', () => {
    const { content } = newContent({ clearIntoDegreeMode: true });
    content.setExpressions([{ id: 'a', latex: 'x' }]);
    content.setBlank();
    expect(ids(content)).toEqual([]);
    expect(content.settings.degreeMode).toBe(true);
    expect(content.history.canUndo).toBe(false);
    content.setExpressions([{ id: 'b', latex: 'x' }]);
    content.setBlank({ allowUndo: true });
    content.undo();
    expect(ids(content)).toEqual(['b']);
  });

  it('resetByUser restores the default state and its viewport, and tells graphReset', () => {
    const { content, host } = newContent();
    const reset = vi.fn();
    content.events.observe('graphReset', reset);
    content.setDefaultState({
      graph: { viewport: { xmin: -1, xmax: 1, ymin: -1, ymax: 1 } },
      expressions: { list: [{ id: 'd', latex: 'y=1' }] },
    });
    content.setExpressions([{ id: 'a', latex: 'x' }]);
    content.resetByUser();
    expect(ids(content)).toEqual(['d']);
    expect(host.viewport()).toEqual({ left: -1, right: 1, bottom: -1, top: 1 });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(() => content.setDefaultState({ graph: 3 })).toThrow(/"graph" must be an object/);
  });
});

describe('CalculatorContent history and events', () => {
  it('walks back and forth through ten mixed changes', () => {
    const { content } = newContent();
    const states: string[] = [JSON.stringify(content.getState())];
    const changes = [
      () => content.setExpressions([{ id: 'a', latex: 'y=x' }]),
      () => content.setExpressions([{ id: 'b', latex: 'y=2x' }]),
      () => content.updateSettings({ showGrid: false }),
      () => content.setExpressions([{ id: 'a', color: '#000000' }]),
      () => content.removeExpressions([{ id: 'b' }]),
      () => content.updateSettings({ degreeMode: true }),
      () => content.setExpressions([{ type: 'table', id: 't', columns: [{ latex: 'x', values: ['1'] }] }]),
      () => content.setExpressions([{ id: 'a', hidden: true }]),
      () => content.setState({ expressions: { list: [{ id: 'z', latex: '1' }] } }, { allowUndo: true }),
      () => content.updateSettings({ xAxisLabel: 'time' }),
    ];
    for (const change of changes) {
      change();
      states.push(JSON.stringify(content.getState()));
    }
    for (let index = states.length - 2; index >= 0; index--) {
      content.undo();
      expect(JSON.stringify(content.getState())).toBe(states[index]);
    }
    content.undo();
    expect(JSON.stringify(content.getState())).toBe(states[0]);
    for (let index = 1; index < states.length; index++) {
      content.redo();
      expect(JSON.stringify(content.getState())).toBe(states[index]);
    }
  });

  it('coalesces typing into one expression into one step, and clearHistory forgets', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a', latex: '' }]);
    for (const latex of ['y', 'y=', 'y=x']) content.typeLatex('a', latex);
    content.undo();
    expect(content.list.get('a')).toMatchObject({ latex: '' });
    content.history.clear();
    content.undo();
    expect(content.list.get('a')).toMatchObject({ latex: '' });
  });

  it("tells 'change' once per burst with isUserInitiated, and only for real changes", async () => {
    const { content } = newContent();
    const change = vi.fn();
    content.events.observe('change', change);
    for (let index = 0; index < 200; index++)
      content.setExpressions([{ id: `e${index}`, latex: `y=${index}` }]);
    await flush();
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledWith('change', { isUserInitiated: false });
    content.setExpressions([{ id: 'e1', latex: 'y=1' }]);
    await flush();
    expect(change).toHaveBeenCalledTimes(1);
    content.typeLatex('e1', 'y=11');
    await flush();
    expect(change).toHaveBeenLastCalledWith('change', { isUserInitiated: true });
    content.events.unobserve('change');
    content.setExpressions([{ id: 'e1', latex: 'y=12' }]);
    await flush();
    expect(change).toHaveBeenCalledTimes(2);
  });
});

describe('CalculatorContent hostile input', () => {
  it('turns a throwing getter in a state into the clear load Error, changing nothing', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a', latex: 'x' }]);
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('hostile getter');
        },
      },
    );
    expect(() => content.setState(hostile)).toThrow(
      /^Cannot load the state: reading it failed \(hostile getter\)/,
    );
    expect(() => content.setState({}, hostile)).not.toThrow();
    expect(content.list.list()).toHaveLength(0);
  });
});

describe('CalculatorContent moveItem and insertItems (the list UI reordering and inserting rows)', () => {
  it('moves an item in one undo step, and undo puts it back', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    content.moveItem('c', 0);
    expect(ids(content)).toEqual(['c', 'a', 'b']);
    content.moveItem('c', 99);
    expect(ids(content)).toEqual(['a', 'b', 'c']);
    content.moveItem('a', 1);
    expect(ids(content)).toEqual(['b', 'a', 'c']);
    content.undo();
    expect(ids(content)).toEqual(['a', 'b', 'c']);
    content.undo();
    expect(ids(content)).toEqual(['c', 'a', 'b']);
  });

  it('makes new items at a place in one step; a rejected item takes no place', () => {
    const { content } = newContent();
    content.setExpressions([{ id: 'a' }, { id: 'b' }]);
    content.insertItems([{ id: 'n', latex: '' }], 1);
    expect(ids(content)).toEqual(['a', 'n', 'b']);
    content.undo();
    expect(ids(content)).toEqual(['a', 'b']);
    content.insertItems(
      [{ id: 'm', latex: 'm=1' }, { id: 'x', type: 'nonsense' } as never, { id: 'k', latex: 'k=1' }],
      1,
    );
    expect(ids(content)).toEqual(['a', 'm', 'k', 'b']);
    content.undo();
    expect(ids(content)).toEqual(['a', 'b']);
    content.redo();
    expect(ids(content)).toEqual(['a', 'm', 'k', 'b']);
  });

  it('creates a typed row in the given color, its keystrokes one undo step with it', () => {
    const { content } = newContent();
    content.typeLatex('r', 'y', '#123456');
    content.typeLatex('r', 'y=x');
    expect(content.list.list()).toEqual([{ type: 'expression', id: 'r', latex: 'y=x', color: '#123456' }]);
    content.undo();
    expect(content.list.list()).toEqual([]);
  });
});
