import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from './analyze-list';

const options = { degreeMode: false };

describe('table columns of explicit values in the list analysis', () => {
  it('defines the header name as the list, usable by other entries', () => {
    const result = analyzeExpressionList(
      [
        { id: 'c0', latex: 'x_1', listValues: [1, 2, 3] },
        { id: 'c1', latex: 'y_1', listValues: [2, 4, 9] },
        { id: 'm', latex: '\\operatorname{mean}(y_1)' },
        { id: 'p', latex: '(x_1,y_1)' },
      ],
      options,
    );
    expect(result.get('c0')?.definition).toEqual({ kind: 'variable', name: 'x_{1}', sliderCandidate: false });
    expect(result.get('m')?.effect).toEqual({ kind: 'evaluation', value: 5 });
    expect(result.get('p')?.effect).toEqual({
      kind: 'points',
      xs: Float64Array.of(1, 2, 3),
      ys: Float64Array.of(2, 4, 9),
    });
  });

  it('evaluates a header x or y to its values without defining it', () => {
    const result = analyzeExpressionList(
      [
        { id: 'c0', latex: 'x', listValues: [1, NaN] },
        { id: 'g', latex: 'y=x^2' },
      ],
      options,
    );
    expect(result.get('c0')?.effect).toEqual({ kind: 'evaluation', value: [1, NaN] });
    expect(result.get('g')?.effect.kind).toBe('explicit');
  });

  it('reports a header that is not a variable, and a name defined twice', () => {
    const result = analyzeExpressionList(
      [
        { id: 'c0', latex: 'x_1+1', listValues: [1] },
        { id: 'c1', latex: 'a', listValues: [1] },
        { id: 'd', latex: 'a=2' },
      ],
      options,
    );
    expect(result.get('c0')?.error?.code).toBe('unsupported-definition');
    expect(result.get('c1')?.error?.code).toBe('duplicate-definition');
    expect(result.get('d')?.error?.code).toBe('duplicate-definition');
  });
});

describe('polygon', () => {
  const effectOf = (latex: string) =>
    analyzeExpressionList(
      [
        { id: 'p', latex },
        { id: 'a', latex: 'a=3' },
        { id: 'L', latex: 'L=[(0,0),(2,0),(2,2)]' },
      ],
      options,
    ).get('p')?.effect;

  it('takes point arguments, a list of points, or lists of x and y, with sliders inlined', () => {
    const triangle = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 3 },
    ];
    expect(effectOf('\\operatorname{polygon}((0,0),(1,0),(0,a))')).toEqual({
      kind: 'polygon',
      vertices: triangle,
    });
    expect(effectOf('\\operatorname{polygon}([0,1,0],[0,0,a])')).toEqual({
      kind: 'polygon',
      vertices: triangle,
    });
    expect(effectOf('\\operatorname{polygon}(L)')).toMatchObject({
      kind: 'polygon',
      vertices: { length: 3 },
    });
  });

  it('refuses vertices that vary per point and a polygon inside an expression', () => {
    expect(effectOf('\\operatorname{polygon}((0,0),(x,1),(1,1))')).toMatchObject({
      kind: 'error',
      error: { code: 'unsupported-graph' },
    });
    expect(effectOf('1+\\operatorname{polygon}((0,0),(1,1),(1,0))')).toMatchObject({ kind: 'error' });
  });
});

describe('definitions that use no other name', () => {
  it('keep their value while their text stays, per degree mode', () => {
    const list = (other: string) => [
      { id: 'd', latex: 'D=[\\sin(90),1]' },
      { id: 'o', latex: other },
    ];
    const radians = analyzeExpressionList(list('D[1]'), options).get('o')?.effect;
    expect(radians).toEqual({ kind: 'evaluation', value: Math.sin(90) });
    const degrees = analyzeExpressionList(list('D[1]+0'), { degreeMode: true }).get('o')?.effect;
    expect(degrees).toEqual({ kind: 'evaluation', value: 1 });
    const again = analyzeExpressionList(list('D[2]'), options).get('o')?.effect;
    expect(again).toEqual({ kind: 'evaluation', value: 1 });
  });
});
