import { describe, expect, it } from 'vitest';
import {
  dragEdits,
  findSliders,
  formatDraggedNumber,
  planPointDrag,
  planTableDrag,
  tableDragEdit,
} from './point-drag';
import type { ExpressionState, TableColumn, TableState } from '../model/types';

function state(id: string, latex: string, extra: Partial<ExpressionState> = {}): ExpressionState {
  return { type: 'expression', id, latex, color: '#000000', ...extra };
}

const list = [
  state('a', 'a=1', { sliderBounds: { min: '0', max: '10', step: '0.5' } }),
  state('b', 'b_{2}=-2'),
  state('c', 'c=a+1'),
];
const sliders = findSliders(list);
const pixel = { x: 0.05, y: 0.05 };

describe('findSliders', () => {
  it('finds names defined by a plain number, with their bounds', () => {
    expect([...sliders.keys()]).toEqual(['a', 'b_{2}']);
    expect(sliders.get('a')).toMatchObject({ id: 'a', value: 1, min: 0, max: 10, step: 0.5 });
    expect(sliders.get('b_{2}')).toMatchObject({ id: 'b', value: -2, step: undefined });
  });

  it('reads bounds written with π, τ and fractions, as the slider row does', () => {
    const turned = findSliders([
      state('s', 's=1', {
        sliderBounds: { min: '-\\frac{\\pi}{2}', max: '2\\pi', step: '\\frac{\\tau}{8}' },
      }),
    ]).get('s');
    expect(turned?.min).toBeCloseTo(-Math.PI / 2);
    expect(turned?.max).toBeCloseTo(2 * Math.PI);
    expect(turned?.step).toBeCloseTo(Math.PI / 4);
  });
});

describe('planPointDrag and dragEdits', () => {
  it('AUTO moves slider coordinates through their definitions', () => {
    const plan = planPointDrag(state('p', '(a,b_{2})'), sliders)!;
    expect(dragEdits(plan, { x: 3.26, y: 0.123 }, pixel)).toEqual([
      { id: 'a', latex: 'a=3.5' },
      { id: 'b', latex: 'b_{2}=0.12' },
    ]);
  });

  it('AUTO leaves an unnamed constant point and computed coordinates alone', () => {
    expect(planPointDrag(state('p', '(1,2)'), sliders)).toBeUndefined();
    expect(planPointDrag(state('p', '(c,a+1)'), sliders)).toBeUndefined();
    const plan = planPointDrag(state('p', '(a,c)'), sliders)!;
    expect(dragEdits(plan, { x: 20, y: 5 }, pixel)).toEqual([{ id: 'a', latex: 'a=10' }]);
  });

  it('rewrites the numbers of a named point, and of any point whose dragMode names the axis', () => {
    const named = planPointDrag(state('p', 'A=(1,-2.5)'), sliders)!;
    expect(dragEdits(named, { x: -0.333, y: 12.009 }, pixel)).toEqual([
      { id: 'p', latex: 'A=(-0.33,12.01)' },
    ]);
    const onlyY = planPointDrag(state('p', '(1,2)', { dragMode: 'Y' }), sliders)!;
    expect(dragEdits(onlyY, { x: 9, y: 7 }, pixel)).toEqual([{ id: 'p', latex: '(1,7)' }]);
  });

  it('NONE never moves', () => {
    expect(planPointDrag(state('p', '(a,b_{2})', { dragMode: 'NONE' }), sliders)).toBeUndefined();
  });
});

describe('formatDraggedNumber', () => {
  it('writes as many decimals as a pixel resolves, as LaTeX', () => {
    expect(formatDraggedNumber(Math.PI, 0.01)).toBe('3.14');
    expect(formatDraggedNumber(123456.7, 100)).toBe('123457');
    expect(formatDraggedNumber(-0.0001, 0.01)).toBe('0');
    expect(formatDraggedNumber(1.5e-9, 1e-10)).toBe('1.5\\cdot10^{-9}');
  });
});

describe('table points', () => {
  const table = (second: Partial<TableColumn>): TableState => ({
    type: 'table',
    id: 't',
    columns: [
      { latex: 'x_{1}', values: ['1', '2', '3'] },
      { latex: 'y_{1}', values: ['1', '4', '9'], ...second },
    ],
  });

  it('stay put by default (NONE) and when the first column is the target', () => {
    expect(planTableDrag(table({}), 1, 0)).toBeUndefined();
    expect(planTableDrag(table({ dragMode: 'XY' }), 0, 0)).toBeUndefined();
  });

  it('move the cells their dragMode names; AUTO moves both explicit ones', () => {
    expect(planTableDrag(table({ dragMode: 'X' }), 1, 1)).toMatchObject({ x: true, y: false, row: 1 });
    expect(planTableDrag(table({ dragMode: 'Y' }), 1, 1)).toMatchObject({ x: false, y: true });
    expect(planTableDrag(table({ dragMode: 'AUTO' }), 1, 1)).toMatchObject({ x: true, y: true });
  });

  it('never rewrite a computed column: only its x moves', () => {
    const computed = table({ latex: 'x_{1}^{2}', values: undefined, dragMode: 'XY' });
    expect(planTableDrag(computed, 1, 0)).toMatchObject({ x: true, y: false });
    expect(
      planTableDrag(
        { ...computed, columns: [computed.columns[0], { ...computed.columns[1], dragMode: 'Y' }] },
        1,
        0,
      ),
    ).toBeUndefined();
  });

  it('write the dragged cells as numbers a person would type, leaving the rest', () => {
    const plan = planTableDrag(table({ dragMode: 'XY' }), 1, 1)!;
    const edit = tableDragEdit(plan, { x: 2.5012, y: -3.4987 }, { x: 0.05, y: 0.05 });
    expect(edit).toEqual({
      type: 'table',
      id: 't',
      columns: [
        { latex: 'x_{1}', values: ['1', '2.5', '3'] },
        { latex: 'y_{1}', values: ['1', '-3.5', '9'], dragMode: 'XY' },
      ],
    });
  });
});
