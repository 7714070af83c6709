/**
 * The list functions of issue 18 through the language (list-functions.ts, lower-calls.ts): join, unique,
 * sort by value and by keys, count, round(x, n), the statistics and their aliases, each against a plain
 * TypeScript reference; the kernels themselves are checked in statistics.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListEntryAnalysis } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { evaluateReference } from './evaluate-reference';
import { roundHalfAway } from './reference-math';
import * as statistics from './statistics';

function analyze(latexes: readonly string[]): ListEntryAnalysis[] {
  const results = analyzeExpressionList(
    latexes.map((latex, index) => ({ id: `e${index}`, latex })),
    { degreeMode: false },
  );
  return latexes.map((_, index) => results.get(`e${index}`)!);
}

/** What the last entry shows: its number(s), its points as [x, y] pairs, or its error code. */
function valueOf(...latexes: string[]): unknown {
  const entry = analyze(latexes).at(-1)!;
  const effect = entry.effect;
  if (effect.kind === 'evaluation') return effect.value;
  if (effect.kind === 'points') return Array.from(effect.xs, (x, index) => [x, effect.ys[index]]);
  if (effect.kind === 'error') return effect.error.code;
  return effect.kind;
}

const call = (name: string, ...args: string[]) => `\\operatorname{${name}}(${args.join(',')})`;
const latexList = (values: readonly number[]) => `[${values.join(',')}]`;

describe('list functions: join, unique, sort, count', () => {
  it('join: lists and single values in order; points with points', () => {
    expect(valueOf(call('join', '[1,2]', '3', '[4...6]'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(valueOf(call('join', '[]', '[7]'))).toEqual([7]);
    expect(valueOf(call('join', '[(1,2)]', '(3,4)', '[]'))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(valueOf('y=' + call('join', '[x]', '[2x,3]'))).toBe('explicit');
    expect(valueOf(call('join', '[(1,2)]', '3'))).toBe('type-error');
    expect(valueOf(call('join', '[1...60000]', '[1...60000]'))).toBe('invalid-range');
  });

  it('unique: each value once, where it first occurs (NaN and ±0 each one value)', () => {
    expect(valueOf(call('unique', '[3,1,3,2,1,3]'))).toEqual([3, 1, 2]);
    expect(valueOf(call('unique', '[0/0,1,0/0]'))).toEqual([NaN, 1]);
    expect(valueOf(call('unique', '[-0,0]'))).toEqual([-0]);
    expect(valueOf(call('unique', '[(1,2),(1,3),(1,2)]'))).toEqual([
      [1, 2],
      [1, 3],
    ]);
    expect(valueOf(call('unique', '[x,1]'))).toBe('type-error');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 })), (values) => {
        expect(valueOf(call('unique', latexList(values)))).toEqual([...new Set(values)]);
      }),
    );
  });

  it('sort: numbers ascending, undefined last; by keys, stably, to the shorter list', () => {
    expect(valueOf(call('sort', '[3,0/0,-1,2]'))).toEqual([-1, 2, 3, NaN]);
    expect(valueOf(call('sort', '[10,20,30,40]', '[2,1,2,0]'))).toEqual([40, 20, 10, 30]);
    expect(valueOf(call('sort', '[10,20,30]', '[3,1]'))).toEqual([20, 10]);
    expect(valueOf('P=[(1,5),(2,3),(3,4)]', call('sort', 'P', 'P.y'))).toEqual([
      [2, 3],
      [3, 4],
      [1, 5],
    ]);
    expect(valueOf('y=' + call('sort', '[x,2x]', '[2,1]') + '[1]')).toBe('explicit');
    expect(valueOf(call('sort', '[(1,2)]'))).toBe('type-error');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -9, max: 9 })),
        fc.array(fc.integer({ min: 0, max: 3 })),
        (values, keys) => {
          const count = Math.min(values.length, keys.length);
          const order = Array.from({ length: count }, (_, index) => index).sort(
            (a, b) => keys[a] - keys[b] || a - b,
          );
          expect(valueOf(call('sort', latexList(values), latexList(keys)))).toEqual(
            order.map((index) => values[index]),
          );
          expect(valueOf(call('sort', latexList(values)))).toEqual([...values].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('count and length: of a list, or of several values', () => {
    expect(valueOf(call('count', '[1...7]'))).toBe(7);
    expect(valueOf(call('count', '1', '2', '3'))).toBe(3);
    expect(valueOf(call('length', '5'))).toBe(1);
  });
});

describe('list functions: round(x, n)', () => {
  it.each([
    ['3.14159', '2', 3.14],
    ['3.14159', '0', 3],
    ['-2.5', '0', -3],
    ['1234.5', '-2', 1200],
    ['1250', '-2', 1300],
    ['0.125', '2.4', 0.13],
    ['7', '-5', 0],
  ])('round(%s, %s) = %d', (x, places, expected) => {
    expect(valueOf(call('round', x, places))).toBe(expected);
  });

  it('broadcasts, and graphs per point, with the digits varying per point too', () => {
    expect(valueOf(call('round', '[1.234,5.678]', '[1,2]'))).toEqual([1.2, 5.68]);
    const [curve] = analyze([`y=${call('round', 'x', '1')}`]);
    const [varying] = analyze([`y=${call('round', '1234.5678', 'x')}`]);
    if (curve.effect.kind !== 'explicit' || varying.effect.kind !== 'explicit') throw new Error('not curves');
    for (const x of [-2.25, -0.04, 0.35, 1.96]) {
      expect(evaluateReference(curve.effect.programs[0], { x })).toBe(roundHalfAway(x * 10) / 10);
    }
    const [digits] = varying.effect.programs;
    const places = (x: number) => evaluateReference(digits, { x });
    expect([-2, -1, 0, 1, 2].map(places)).toEqual([1200, 1230, 1235, 1234.6, 1234.57]);
  });
});

describe('list functions: statistics in the language', () => {
  const data = [2, 4, 4, 4, 5, 5, 7, 9];
  const L = `L=${latexList(data)}`;

  it('equal the kernels exactly, aliases included', () => {
    const packed = Float64Array.from(data);
    const pairs: [string, number][] = [
      ['stdev', statistics.standardDeviation(packed)],
      ['stddev', statistics.standardDeviation(packed)],
      ['stdevp', statistics.populationStandardDeviation(packed)],
      ['var', statistics.variance(packed)],
      ['variance', statistics.variance(packed)],
      ['varp', statistics.populationVariance(packed)],
      ['mad', statistics.meanAbsoluteDeviation(packed)],
      ['mean', statistics.mean(packed)],
      ['total', statistics.total(packed)],
      ['median', 4.5],
    ];
    for (const [name, expected] of pairs) expect(valueOf(L, call(name, 'L')), name).toBe(expected);
    expect(valueOf(L, call('stdevp', 'L'))).toBe(2);
    expect(valueOf(call('stdev', '2', '4', '4', '4', '5', '5', '7', '9'))).toBe(
      statistics.standardDeviation(packed),
    );
  });

  it('two lists: covariances and correlations, paired to the shorter list', () => {
    const M = 'M=[1,3,2,5,4,6,8,7]';
    const [xs, ys] = [Float64Array.from(data), Float64Array.of(1, 3, 2, 5, 4, 6, 8, 7)];
    expect(valueOf(L, M, call('cov', 'L', 'M'))).toBe(statistics.covariance(xs, ys));
    expect(valueOf(L, M, call('covp', 'L', 'M'))).toBe(statistics.populationCovariance(xs, ys));
    expect(valueOf(L, M, call('corr', 'L', 'M'))).toBe(statistics.correlation(xs, ys));
    expect(valueOf(L, M, call('spearman', 'L', 'M'))).toBe(statistics.spearman(xs, ys));
    expect(valueOf(call('cov', '[1,2,3,99]', '[2,4,6]'))).toBe(2);
    expect(valueOf(call('corr', '[1,2]'))).toBe('wrong-argument-count');
  });

  it('quantiles, quartiles and stats; the second argument broadcasts', () => {
    expect(valueOf(L, call('quantile', 'L', '0.5'))).toBe(4.5);
    expect(valueOf(L, call('quantile', 'L', '[0,0.25,1]'))).toEqual([2, 4, 9]);
    expect(valueOf(L, call('quartile', 'L', '[0,1,2,3,4]'))).toEqual([2, 4, 4.5, 6, 9]);
    expect(valueOf(L, call('quartile', 'L', '1.5'))).toEqual(NaN);
    expect(valueOf(L, call('stats', 'L'))).toEqual([2, 4, 4.5, 6, 9]);
    expect(valueOf(call('stats', '[5,1,3]'))).toEqual([1, 1, 3, 5, 5]);
  });

  it('total and mean of points, and of elements that vary per point', () => {
    expect(valueOf(call('mean', '[(1,2),(3,6)]'))).toEqual([[2, 4]]);
    expect(valueOf(call('total', '[(1,2),(3,6)]'))).toEqual([[4, 8]]);
    const [curve] = analyze([`y=${call('mean', '[x,3x]')}`]);
    if (curve.effect.kind !== 'explicit') throw new Error(curve.effect.kind);
    expect(evaluateReference(curve.effect.programs[0], { x: 1.5 })).toBe(3);
  });

  it('need numbers known before graphing, and numbers, not points', () => {
    expect(valueOf(call('stdev', '[x,1]'))).toBe('type-error');
    expect(valueOf(call('var', '[(1,2)]'))).toBe('type-error');
    expect(valueOf(call('mean', '[1,2]', '3'))).toBe('type-error');
    expect(valueOf(call('quantile', '[1,2]', 'x'))).toBe('type-error');
  });

  it('sgn and gcf are sign and gcd', () => {
    expect(valueOf(call('sgn', '[-3,0,2]'))).toEqual([-1, 0, 1]);
    expect(valueOf(call('gcf', '12', '18', '24'))).toBe(6);
    expect(valueOf(call('gcf', '[12,18,24]'))).toBe(6);
  });
});
