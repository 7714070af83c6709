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
    expect(list.list().map((state) => state.color)).toEqual([
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
