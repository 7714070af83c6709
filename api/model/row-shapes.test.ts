import { describe, expect, it } from 'vitest';
import { classifyLatex } from './row-shapes';

describe('classifyLatex', () => {
  it('reads lines, parabolas and circles from their coefficients', () => {
    expect(classifyLatex('y=2x+1')).toEqual({ kind: 'line', slope: 2, intercept: 1 });
    expect(classifyLatex('y=3')).toEqual({ kind: 'horizontalLine', y: 3 });
    expect(classifyLatex('x=-2')).toEqual({ kind: 'verticalLine', x: -2 });
    expect(classifyLatex('y=x^2-4')).toEqual({
      kind: 'parabola',
      upward: true,
      vertexX: 0,
      vertexY: -4,
      roots: [-2, 2],
    });
    expect(classifyLatex('y=-(x-1)^2')).toMatchObject({
      kind: 'parabola',
      upward: false,
      vertexX: 1,
      vertexY: 0,
      roots: [1],
    });
    expect(classifyLatex('y=x^2+1')).toMatchObject({ kind: 'parabola', roots: [] });
    expect(classifyLatex('(x-1)^2+(y+2)^2=9')).toEqual({
      kind: 'circle',
      centerX: 1,
      centerY: -2,
      radius: 3,
    });
    expect(classifyLatex('x^2+y^2=\\frac{1}{4}')).toEqual({
      kind: 'circle',
      centerX: 0,
      centerY: 0,
      radius: 0.5,
    });
    expect(classifyLatex('y=x^3')).toEqual({ kind: 'polynomial', degree: 3 });
  });

  it('names other forms without numbers, and points with theirs', () => {
    expect(classifyLatex('(1,-2.5)')).toEqual({ kind: 'point', x: 1, y: -2.5 });
    expect(classifyLatex('[(1,2),(3,4)]')).toEqual({ kind: 'points', count: 2 });
    expect(classifyLatex('(\\cos t,\\sin t)')).toEqual({ kind: 'parametric' });
    expect(classifyLatex('r=2\\theta')).toEqual({ kind: 'polar' });
    expect(classifyLatex('y=\\sin x')).toEqual({ kind: 'function' });
    expect(classifyLatex('x^2+2y^2=4')).toEqual({ kind: 'implicit' });
    expect(classifyLatex('y<x')).toEqual({ kind: 'inequality' });
    expect(classifyLatex('a=2')).toEqual({ kind: 'other' });
    expect(classifyLatex('y=(')).toEqual({ kind: 'other' });
  });
});
