import { describe, expect, it } from 'vitest';
import type { ListEntryAnalysis } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';

function analyze(latexes: readonly string[], degreeMode = false): ListEntryAnalysis[] {
  const expressions = latexes.map((latex, index) => ({ id: `e${index}`, latex }));
  const results = analyzeExpressionList(expressions, { degreeMode });
  return expressions.map(({ id }) => results.get(id)!);
}

function listValueOf(entry: ListEntryAnalysis): number[] {
  if (entry.effect.kind !== 'evaluation' || !Array.isArray(entry.effect.value)) {
    throw new Error(`not a list evaluation: ${JSON.stringify(entry.error ?? entry.effect.kind)}`);
  }
  return entry.effect.value as number[];
}

const SAMPLE_VALUES = [-2, -1.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5, 2, 3, 7.5];
const RANGE = 'X=[-2,-1.5,-1,-0.5,0,0.25,0.5,1,1.5,2,3,7.5]';

/** Each function of X, applied to the packed list and element by element through nodes. */
const ELEMENTWISE: readonly ((operand: string) => string)[] = [
  (x) => `${x}^2+1`,
  (x) => `3\\sin(${x})-${x}`,
  (x) => `2^{${x}}`,
  (x) => `e^{${x}}`,
  (x) => `\\sqrt{${x}}`,
  (x) => `\\sqrt[3]{${x}}`,
  (x) => `\\frac{1}{${x}}`,
  (x) => `-${x}`,
  (x) => `\\ln(${x})`,
  (x) => `\\log_{2}(${x})`,
  (x) => `\\arctan(${x},2)`,
  (x) => `\\max(${x},0.5)`,
  (x) => `\\operatorname{mod}(${x},1.5)`,
  (x) => `\\left|${x}\\right|`,
  (x) => `\\lfloor ${x}\\rfloor`,
  (x) => `\\cot(${x})`,
  (x) => `\\arcsin(${x})`,
];

describe('packed lists of constants', () => {
  for (const degreeMode of [false, true]) {
    it(`compute exactly what element-by-element nodes compute (${degreeMode ? 'degrees' : 'radians'})`, () => {
      const latexes = ELEMENTWISE.flatMap((apply) => [
        apply('X'),
        `[${SAMPLE_VALUES.map((value) => apply(`(${value})`)).join(',')}]`,
      ]);
      const entries = analyze([RANGE, ...latexes], degreeMode).slice(1);
      for (let index = 0; index < entries.length; index += 2) {
        const packed = listValueOf(entries[index]);
        const oneByOne = listValueOf(entries[index + 1]);
        expect(packed.length, latexes[index]).toBe(SAMPLE_VALUES.length);
        // Object.is: NaN equals NaN, and -0 is told from 0.
        packed.forEach((value, position) =>
          expect(Object.is(value, oneByOne[position]), `${latexes[index]} at ${position}`).toBe(true),
        );
      }
    });
  }

  it('build 100,000 points from a range without losing one', () => {
    const [, points] = analyze(['X=[1...100000]', '(X,\\sin(X)+X)']);
    if (points.effect.kind !== 'points') throw new Error(points.effect.kind);
    expect(points.effect.xs.length).toBe(100_000);
    expect(points.effect.xs[99_999]).toBe(100_000);
    expect(points.effect.ys[41]).toBe(Math.sin(42) + 42);
  });

  it('index, measure, sort and take coordinates without unpacking wrongly', () => {
    const entries = analyze([
      'X=[5,3,9,1]',
      'X[2]',
      'X[[4,1]]',
      'X[7]',
      '\\operatorname{length}(X)',
      '\\operatorname{sort}(X)',
      '\\operatorname{mean}(X)',
      'P=(X,2X)',
      'P.y',
      'P[3]',
    ]);
    const value = (index: number) => (entries[index].effect as { value?: unknown }).value;
    expect(value(1)).toBe(3);
    expect(value(2)).toEqual([1, 5]);
    expect(value(3)).toBeNaN();
    expect(value(4)).toBe(4);
    expect(value(5)).toEqual([1, 3, 5, 9]);
    expect(value(6)).toBe(4.5);
    expect(value(8)).toEqual([10, 6, 18, 2]);
    expect(entries[9].effect).toEqual({ kind: 'points', xs: Float64Array.of(9), ys: Float64Array.of(18) });
  });

  it('fall back to nodes where an element depends on x, and keep the operation budget', () => {
    const [, curves] = analyze(['X=[1...3]', 'y=X+x']);
    if (curves.effect.kind !== 'explicit') throw new Error(curves.effect.kind);
    expect(curves.effect.programs).toHaveLength(3);
    const [, summed] = analyze(['Y=[1...100000]', '\\sum_{n=1}^{10}Y']);
    expect(summed.error?.code).toBe('too-complex');
  });

  it('copy a points effect: it never shares the definition’s numbers', () => {
    const [, first, second] = analyze(['X=[1...4]', '(X,X)', '(X,X)']);
    if (first.effect.kind !== 'points' || second.effect.kind !== 'points') throw new Error('not points');
    first.effect.xs[0] = 99;
    expect(second.effect.xs[0]).toBe(1);
  });
});
