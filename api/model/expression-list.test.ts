import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE } from './colors';
import { ExpressionList } from './expression-list';

const newList = () => new ExpressionList(() => DEFAULT_PALETTE);

describe('ExpressionList', () => {
  it('adds, then updates only the provided fields', () => {
    const list = newList();
    expect(list.set({ id: 'g', latex: 'y=x^2' })).toBe('added');
    expect(list.set({ id: 'g', hidden: true })).toBe('updated');
    expect(list.get('g')).toMatchObject({ latex: 'y=x^2', hidden: true, color: DEFAULT_PALETTE[0] });
    expect(list.set({ id: 'g', hidden: true })).toBe('unchanged');
  });

  it('cycles default colors through the palette', () => {
    const list = newList();
    for (let index = 0; index < 8; index++) list.set({ id: `e${index}`, latex: 'x' });
    expect(list.expressions().map((state) => state.color)).toEqual([
      ...DEFAULT_PALETTE,
      ...DEFAULT_PALETTE.slice(0, 2),
    ]);
  });

  it('rejects invalid parameters without any effect', () => {
    const list = newList();
    expect(list.set({ id: 'g', type: 'graph', latex: 'x' })).toBe('rejected');
    expect(list.set(null)).toBe('rejected');
    expect(list.set({ id: 'g', latex: 42 })).toBe('rejected');
    expect(list.set({ id: '', latex: 'x' })).toBe('rejected');
    expect(list.list()).toEqual([]);
  });

  it('accepts string ids of any shape and numbers as strings, and generates ids when omitted', () => {
    const list = newList();
    list.set({ id: 'a-slider', latex: 'a=1' });
    list.set({ id: 7, latex: 'x' });
    list.set({ latex: 'y=1' });
    list.set({ latex: 'y=2' });
    const ids = list.list().map((state) => state.id);
    expect(ids.slice(0, 2)).toEqual(['a-slider', '7']);
    expect(new Set(ids).size).toBe(4);
  });

  it('removes by id', () => {
    const list = newList();
    list.set({ id: 'g', latex: 'x' });
    expect(list.remove({ id: 'g' })).toBe(true);
    expect(list.remove({ id: 'g' })).toBe(false);
    expect(list.list()).toEqual([]);
  });
});

describe('ExpressionList fields', () => {
  it('reads every expression field, ignoring a field of the wrong type', () => {
    const list = newList();
    list.set({
      id: 'p',
      latex: '(1,2)',
      lineStyle: 'DASHED',
      pointStyle: 'open',
      fillOpacity: 3,
      points: true,
      lines: false,
      fill: true,
      sliderBounds: { min: 0, max: '10', step: 1 },
      domain: { min: '0', max: '2\\pi' },
      dragMode: 'XY',
      label: 'P',
      showLabel: true,
      hidden: 'yes',
    });
    expect(list.get('p')).toEqual({
      type: 'expression',
      id: 'p',
      latex: '(1,2)',
      color: DEFAULT_PALETTE[0],
      lineStyle: 'dashed',
      pointStyle: 'open',
      fillOpacity: 1,
      points: true,
      lines: false,
      fill: true,
      sliderBounds: { min: '0', max: '10', step: '1' },
      domain: { min: '0', max: '2\\pi' },
      dragMode: 'XY',
      label: 'P',
      showLabel: true,
    });
  });

  it('reads the v0.9 style field as a point or a curve style', () => {
    const list = newList();
    list.set({ id: 'a', latex: 'y=x', style: 'normal' });
    list.set({ id: 'b', latex: '(1,1)', style: 'cross' });
    expect(list.get('a')).toMatchObject({ lineStyle: 'solid' });
    expect(list.get('b')).toMatchObject({ pointStyle: 'cross' });
  });

  it('holds tables, and a type cannot change', () => {
    const list = newList();
    expect(
      list.set({
        type: 'table',
        id: 't',
        columns: [
          { latex: 'x', values: ['1', 2] },
          { latex: 'y', values: ['3', '4'] },
        ],
      }),
    ).toBe('added');
    expect(list.get('t')).toEqual({
      type: 'table',
      id: 't',
      columns: [
        { latex: 'x', values: ['1', '2'] },
        { latex: 'y', values: ['3', '4'], color: DEFAULT_PALETTE[0] },
      ],
    });
    expect(list.set({ id: 't', latex: 'y=x' })).toBe('rejected');
    expect(list.set({ type: 'table', id: 'u', columns: 'x' })).toBe('rejected');
    list.set({ id: 'e', latex: 'y=x' });
    expect(list.set({ type: 'table', id: 'e', columns: [{ latex: 'x' }] })).toBe('rejected');
  });

  it('keeps one selection, cleared when the item goes', () => {
    const list = newList();
    list.set({ id: 'a', latex: 'x' });
    expect(list.select('missing')).toBe(false);
    expect(list.select('a')).toBe(true);
    expect(list.selectedId).toBe('a');
    list.remove({ id: 'a' });
    expect(list.selectedId).toBeUndefined();
  });

  it('restores snapshots, including the color cycle', () => {
    const list = newList();
    list.set({ id: 'a', latex: 'x' });
    const snapshot = list.snapshot();
    list.set({ id: 'b', latex: 'y' });
    list.restore(snapshot);
    expect(list.list().map((item) => item.id)).toEqual(['a']);
    list.set({ id: 'c', latex: 'z' });
    expect(list.expressions()[1].color).toBe(DEFAULT_PALETTE[1]);
  });
});
