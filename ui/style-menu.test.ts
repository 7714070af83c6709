import { describe, expect, it } from 'vitest';
import { readExpressionFields } from '../api/model/expression-fields';
import type { ExpressionState } from '../api/model/types';
import { styleKindOf } from './style-menu';

describe('styleKindOf', () => {
  it('reads which controls a row needs from its text', () => {
    expect(styleKindOf('y=x^2')).toBe('curve');
    expect(styleKindOf('(2,-3)')).toBe('point');
    expect(styleKindOf('A=\\left(1,2\\right)')).toBe('point');
    expect(styleKindOf('[(1,1),(2,3)]')).toBe('point');
    expect(styleKindOf('(\\cos t,\\sin t)')).toBe('region');
    expect(styleKindOf('y<x')).toBe('region');
    expect(styleKindOf('y\\le x')).toBe('region');
    expect(styleKindOf('\\operatorname{polygon}((0,0),(1,0),(0,1))')).toBe('region');
    expect(styleKindOf('a=3')).toBe('none');
    expect(styleKindOf('')).toBe('none');
  });
});

describe('the style fields the menu sets', () => {
  const current: ExpressionState = { type: 'expression', id: 'a', latex: 'y=x', color: '#c74440' };
  it('clamps lineWidth, lineOpacity and pointSize and ignores what is not a number', () => {
    expect(readExpressionFields({ lineWidth: 4, lineOpacity: 0.5, pointSize: 12 }, current)).toMatchObject({
      lineWidth: 4,
      lineOpacity: 0.5,
      pointSize: 12,
    });
    expect(readExpressionFields({ lineWidth: 99, lineOpacity: -1, pointSize: '0' }, current)).toMatchObject({
      lineWidth: 20,
      lineOpacity: 0,
      pointSize: 2,
    });
    const ignored = readExpressionFields({ lineWidth: 'thick', lineOpacity: NaN, pointSize: null }, current);
    expect([ignored.lineWidth, ignored.lineOpacity, ignored.pointSize]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
