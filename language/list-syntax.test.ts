/**
 * The list syntax of issue 18: comprehensions, ranges with a step, slices, filters, indexing by lists,
 * `\operatorname{with}`, coordinates of point lists and broadcasting; their trees, values and errors, and
 * fast-check laws (a filter keeps exactly the elements whose condition holds, in order; a comprehension
 * over L is the body mapped over L; a product has the first variable varying fastest; broadcasting
 * stops at the shorter list).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListEntryAnalysis } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { formatTree } from './ast';
import { evaluateReference } from './evaluate-reference';
import { parseLatex } from './parser';

function analyze(latexes: readonly string[]): ListEntryAnalysis[] {
  const results = analyzeExpressionList(
    latexes.map((latex, index) => ({ id: `e${index}`, latex })),
    { degreeMode: false },
  );
  return latexes.map((_, index) => results.get(`e${index}`)!);
}

/** What an entry shows: its number or numbers, its points as [x, y] pairs, or its error code. */
function shown(entry: ListEntryAnalysis): unknown {
  const effect = entry.effect;
  if (effect.kind === 'evaluation') return effect.value;
  if (effect.kind === 'points') return Array.from(effect.xs, (x, index) => [x, effect.ys[index]]);
  if (effect.kind === 'error') return effect.error.code;
  return effect.kind;
}

/** The values of the last entry, after the definitions before it. */
function valueOf(...latexes: string[]): unknown {
  return shown(analyze(latexes).at(-1)!);
}

const tree = (latex: string) => formatTree(parseLatex(latex));

describe('list syntax: trees', () => {
  it.each([
    ['[n^2 \\operatorname{for} n=[1...10]]', '(for (^ n 2) [n (range 1 10)])'],
    ['n^2 \\operatorname{for} n=L', '(for (^ n 2) [n L])'],
    ['(a,b)\\operatorname{for}a=[1...3],b=[1...3]', '(for (tuple a b) [a (range 1 3)] [b (range 1 3)])'],
    ['[(a,b) \\operatorname{for} a=A, b_{1}=B]', '(for (tuple a b) [a A] [b_{1} B])'],
    ['\\left[n \\operatorname{for} n=L\\right]', '(for n [n L])'],
    ['a^2 \\operatorname{with} a=3', '(with (^ a 2) [a 3])'],
    ['y=ax \\operatorname{with} a=2', '(= y (with (* a x) [a 2]))'],
    ['n \\operatorname{for} n=L \\operatorname{with} L=[1,2]', '(with (for n [n L]) [L (list 1 2)])'],
    ['f(n \\operatorname{for} n=L, 2)', '(apply f (for n [n L]) 2)'],
    ['L[2...5]', '(slice L 2 5)'],
    ['L[3...]', '(slice L 3)'],
    ['L\\left[3...\\right]', '(slice L 3)'],
    ['L[L>5]', '(index L (L > 5))'],
    ['L[\\operatorname{mod}(L,2)=0]', '(index L ((mod L 2) = 0))'],
    ['L[1<L\\le 4]', '(index L (1 < L <= 4))'],
    ['L\\left[2\\right]', '(index L 2)'],
    ['L[[1,3]]', '(index L (list 1 3))'],
    ['[1,3...11]', '(range 1 3 11)'],
    ['P.x', '(.x P)'],
  ])('%s', (latex, expected) => {
    expect(tree(latex)).toBe(expected);
  });

  it('a product by brackets is still a product after a number: 2[1,2]', () => {
    expect(tree('2[1,2]')).toBe('(* 2 (list 1 2))');
    expect(tree('2\\left[1,2\\right]')).toBe('(* 2 (list 1 2))');
  });
});

describe('list syntax: values', () => {
  it('comprehensions: one variable, several (the first varies fastest), points with or without brackets', () => {
    expect(valueOf('[n^2 \\operatorname{for} n=[1...5]]')).toEqual([1, 4, 9, 16, 25]);
    expect(valueOf('[a+b \\operatorname{for} a=[1,2], b=[10,20,30]]')).toEqual([11, 12, 21, 22, 31, 32]);
    const grid = [
      [1, 1],
      [2, 1],
      [3, 1],
      [1, 2],
      [2, 2],
      [3, 2],
    ];
    expect(valueOf('(a,b)\\operatorname{for}a=[1...3],b=[1...2]')).toEqual(grid);
    expect(valueOf('[(a,b)\\operatorname{for}a=[1...3],b=[1...2]]')).toEqual(grid);
    expect(
      valueOf(
        '\\left[(a,b)\\ \\operatorname{for}\\ a=\\left[1...3\\right],\\ b=\\left[1...2\\right]\\right]',
      ),
    ).toEqual(grid);
    expect(valueOf('[5 \\operatorname{for} n=[1...3]]')).toEqual([5, 5, 5]);
    expect(valueOf('[n \\operatorname{for} n=[]]')).toEqual([]);
    expect(valueOf('\\operatorname{total}(n^2 \\operatorname{for} n=[1...3])')).toBe(14);
  });

  it('comprehensions: the body sees one element, aggregates and ranges included', () => {
    expect(valueOf('[\\operatorname{total}([1...n]) \\operatorname{for} n=[1...5]]')).toEqual([
      1, 3, 6, 10, 15,
    ]);
    expect(valueOf('L=[4,5,6]', '[L[n] \\operatorname{for} n=[3...1]]')).toEqual([6, 5, 4]);
    expect(valueOf('[\\max(n) \\operatorname{for} n=[3,1,2]]')).toEqual([3, 1, 2]);
    expect(valueOf('[p.x+p.y \\operatorname{for} p=[(1,2),(3,4)]]')).toEqual([3, 7]);
  });

  it('comprehensions read definitions of their variables again, and graph per point', () => {
    expect(valueOf('a=1', 'b=a^2', '[b \\operatorname{for} a=[1...4]]')).toEqual([1, 4, 9, 16]);
    const [, curves] = analyze(['a=1', 'y=[nx \\operatorname{for} n=[1...3]]']);
    if (curves.effect.kind !== 'explicit') throw new Error(curves.effect.kind);
    expect(curves.effect.programs.map((program) => evaluateReference(program, { x: 2 }))).toEqual([2, 4, 6]);
    expect(valueOf('(n\\cos t, n\\sin t)\\operatorname{for}n=[1...3]')).toBe('parametric');
  });

  it('ranges with a step, ascending and descending', () => {
    expect(valueOf('[1,3...11]')).toEqual([1, 3, 5, 7, 9, 11]);
    expect(valueOf('[1,3,...,11]')).toEqual([1, 3, 5, 7, 9, 11]);
    expect(valueOf('[10,8...1]')).toEqual([10, 8, 6, 4, 2]);
    expect(valueOf('[0,0.25...1]')).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('slices: positions a to b that the list has, to the end, reversed', () => {
    const L = 'L=[10,20,30,40,50,60]';
    expect(valueOf(L, 'L[2...5]')).toEqual([20, 30, 40, 50]);
    expect(valueOf(L, 'L[3...]')).toEqual([30, 40, 50, 60]);
    expect(valueOf(L, 'L[5...2]')).toEqual([50, 40, 30, 20]);
    expect(valueOf(L, 'L[0...2]')).toEqual([10, 20]);
    expect(valueOf(L, 'L[5...99]')).toEqual([50, 60]);
    expect(valueOf(L, 'L[8...9]')).toEqual([]);
    expect(valueOf(L, 'L[\\operatorname{length}(L)...1]')).toEqual([60, 50, 40, 30, 20, 10]);
    expect(valueOf('P=[(1,2),(3,4),(5,6)]', 'P[2...]')).toEqual([
      [3, 4],
      [5, 6],
    ]);
  });

  it('filters keep the elements whose condition holds, in order', () => {
    const L = 'L=[3,8,1,9,4,6]';
    expect(valueOf(L, 'L[L>5]')).toEqual([8, 9, 6]);
    expect(valueOf(L, 'L[\\operatorname{mod}(L,2)=0]')).toEqual([8, 4, 6]);
    expect(valueOf(L, 'L[2<L<7]')).toEqual([3, 4, 6]);
    expect(valueOf(L, 'L[L>100]')).toEqual([]);
    expect(valueOf(L, 'L[1>0]')).toEqual([3, 8, 1, 9, 4, 6]);
    expect(valueOf(L, 'L[[1,0,1]=1]')).toEqual([3, 1]);
    expect(valueOf('P=[(1,5),(2,-1),(3,7)]', 'P[P.y>0]')).toEqual([
      [1, 5],
      [3, 7],
    ]);
    expect(valueOf('L=[x,2x,3x]', 'y=L[[1,2,3]>1]')).toBe('explicit');
  });

  it('indexing by lists, \\left[…\\right] included', () => {
    expect(valueOf('L=[5,3,9]', 'L[[3,1,1]]')).toEqual([9, 5, 5]);
    expect(valueOf('L=[5,3,9]', 'L[[2,7]]')).toEqual([3, NaN]);
    expect(valueOf('L=[5,3,9]', 'L\\left[\\left[1,2\\right]\\right]')).toEqual([5, 3]);
  });

  it('with: substitution in the body, in definitions that depend on the name, and in functions', () => {
    expect(valueOf('a^2 \\operatorname{with} a=3')).toBe(9);
    expect(valueOf('a^2+b \\operatorname{with} a=3, b=[1,2]')).toEqual([10, 11]);
    expect(valueOf('a=1', 'b=a^2', 'b \\operatorname{with} a=3')).toBe(9);
    expect(valueOf('a=1', 'f(x)=ax', 'f(2) \\operatorname{with} a=3')).toBe(6);
    expect(valueOf('a=5', 'a \\operatorname{with} a=a+1')).toBe(6);
    expect(valueOf('a=5', 'b=a^2', 'b')).toBe(25);
  });

  it('coordinates of point lists, comparisons and piecewise definitions of lists', () => {
    expect(valueOf('P=[(1,2),(3,4)]', 'P.y')).toEqual([2, 4]);
    expect(valueOf('L=[1,5,3]', '\\{L>2: 1, 0\\}')).toEqual([0, 1, 1]);
    expect(valueOf('L=[1,5,3]', '\\{L>2: L, 0\\}')).toEqual([0, 5, 3]);
    expect(valueOf('L=[1,5,3]', '\\{L>2\\}')).toEqual([NaN, 1, 1]);
  });

  it('broadcasting stops at the shorter list; aggregates take the whole list', () => {
    expect(valueOf('[1,2,3]+[10,20]')).toEqual([11, 22]);
    expect(valueOf('(\\operatorname{mean}([1,2,3])+[1,2,3])')).toEqual([3, 4, 5]);
    expect(valueOf('L=[1,2,3]', 'L-\\operatorname{mean}(L)')).toEqual([-1, 0, 1]);
  });
});

describe('list syntax: errors', () => {
  it.each([
    ['[n \\operatorname{for} n]', 'missing-argument', ']'],
    ['[n \\operatorname{for} =[1]]', 'missing-argument', '='],
    ['\\operatorname{for} n=[1]', 'missing-value', '\\operatorname'],
    ['[e \\operatorname{for} e=[1]]', 'unsupported-definition', 'e'],
    ['[n \\operatorname{for} n=[1], n=[2]]', 'unsupported-definition', 'n'],
    ['[n+m \\operatorname{for} n=[1...1000], m=[1...1000]]', 'invalid-range', '['],
    ['[[n,1] \\operatorname{for} n=[1,2]]', 'type-error', '[n,1]'],
    ['[n \\operatorname{for} n=[1,2], 3]', 'type-error', 'n \\operatorname{for} n=[1,2]'],
    ['[1,2,3][x>1]', 'type-error', 'x>1'],
    ['(1,2)[1...2]', 'type-error', '(1,2)'],
    ['x[2...3]', 'type-error', 'x'],
    ['[1,2][1...x]', 'invalid-range', 'x'],
  ])('%s → %s at %s', (latex, code, at) => {
    const [entry] = analyze([latex]);
    expect(entry.error?.code, JSON.stringify(entry.error)).toBe(code);
    expect(
      latex.slice(entry.error!.start, entry.error!.end).startsWith(at),
      JSON.stringify(entry.error),
    ).toBe(true);
  });

  // How quickly is bench section 11's figure (unbounded, the first entry alone ran for minutes).
  it('runaway list work stops with too-complex, never a frozen page', () => {
    const entries = analyze([
      '[\\operatorname{total}([1...n]) \\operatorname{for} n=[1...100000]]',
      '[\\operatorname{sort}([1...n]) [1] \\operatorname{for} n=[1...100000]]',
      'L=[1...100000]',
      '[L[L>n][1] \\operatorname{for} n=[1...100000]]',
    ]);
    expect([0, 1, 3].map((index) => entries[index].error?.code)).toEqual(Array(3).fill('too-complex'));
  });

  it('a name bound by a clause is not an undefined variable, and is not defined outside it', () => {
    expect(analyze(['[n \\operatorname{for} n=[1,2]]'])[0].error).toBeUndefined();
    expect(analyze(['[n \\operatorname{for} n=[1,2]]+n'])[0].error?.undefinedNames).toEqual(['n']);
    expect(analyze(['a \\operatorname{with} a=b'])[0].error?.undefinedNames).toEqual(['b']);
  });
});

/** A list of small whole numbers and halves, written as LaTeX. */
const numbers = fc.array(
  fc.integer({ min: -40, max: 40 }).map((value) => value / 2),
  { maxLength: 25 },
);
const latexList = (values: readonly number[]) => `[${values.join(',')}]`;

/** Bodies in n, as LaTeX with a stand-in for n, and the same function in TypeScript where it is plain. */
const BODIES: readonly (readonly [string, (n: number, list: readonly number[]) => number])[] = [
  ['N^2', (n) => n * n],
  ['2N+1', (n) => 2 * n + 1],
  ['\\left|N\\right|-3', (n) => Math.abs(n) - 3],
  ['\\max(N,1)', (n) => Math.max(n, 1)],
  ['\\operatorname{mod}(N,3)', (n) => n - 3 * Math.floor(n / 3)],
  ['N+\\operatorname{total}(L)', (n, list) => n + list.reduce((sum, value) => sum + value, 0)],
  ['\\operatorname{length}(L[L<N])', (n, list) => list.filter((value) => value < n).length],
  ['\\{N>0: N, -1\\}', (n) => (n > 0 ? n : -1)],
];

describe('list syntax: laws', () => {
  it('a filter keeps exactly the elements whose condition holds, in order', () => {
    fc.assert(
      fc.property(
        numbers,
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 2, max: 4 }),
        (values, c, k) => {
          const L = `L=${latexList(values)}`;
          expect(valueOf(L, `L[L>${c}]`)).toEqual(values.filter((value) => value > c));
          expect(valueOf(L, `L[${c}\\le L]`)).toEqual(values.filter((value) => c <= value));
          expect(valueOf(L, `L[\\operatorname{mod}(2L,${k})=0]`)).toEqual(
            values.filter((value) => (2 * value) % k === 0),
          );
        },
      ),
    );
  });

  it('a comprehension over L is the body mapped over L, element by element', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(...BODIES), (values, [body, reference]) => {
        const L = `L=${latexList(values)}`;
        const comprehension = valueOf(L, `[${body.replace(/N/g, 'n')} \\operatorname{for} n=L]`);
        const mapped = values.map((value) => reference(value, values));
        expect(comprehension).toEqual(mapped);
        // And the same as writing each element out, the body evaluated at that number.
        const written = valueOf(L, `[${values.map((value) => body.replace(/N/g, `(${value})`)).join(',')}]`);
        expect(comprehension).toEqual(written);
      }),
    );
  });

  it('a product takes every pair, the first variable fastest', () => {
    fc.assert(
      fc.property(numbers, numbers, (as, bs) => {
        const expected = bs.flatMap((b) => as.map((a) => [a, b]));
        const points = valueOf(`(a,b)\\operatorname{for}a=${latexList(as)},b=${latexList(bs)}`);
        expect(points).toEqual(expected);
        const sums = valueOf(`[a-3b \\operatorname{for} a=${latexList(as)}, b=${latexList(bs)}]`);
        expect(sums).toEqual(expected.map(([a, b]) => a - 3 * b));
      }),
    );
  });

  it('broadcasting has the length of the shorter list', () => {
    fc.assert(
      fc.property(numbers, numbers, (as, bs) => {
        const length = Math.min(as.length, bs.length);
        const sum = valueOf(`A=${latexList(as)}`, `B=${latexList(bs)}`, 'A+2B');
        expect(sum).toEqual(as.slice(0, length).map((a, index) => a + 2 * bs[index]));
        expect(valueOf(`A=${latexList(as)}`, `B=${latexList(bs)}`, '(A,B)')).toHaveLength(length);
      }),
    );
  });

  it('a slice is the range of positions the list has', () => {
    fc.assert(
      fc.property(
        numbers,
        fc.integer({ min: -3, max: 30 }),
        fc.integer({ min: -3, max: 30 }),
        (values, a, b) => {
          const positions: number[] = [];
          for (let position = a; a <= b ? position <= b : position >= b; position += a <= b ? 1 : -1) {
            if (position >= 1 && position <= values.length) positions.push(position);
          }
          const L = `L=${latexList(values)}`;
          expect(valueOf(L, `L[${a}...${b}]`)).toEqual(positions.map((position) => values[position - 1]));
        },
      ),
    );
  });
});
