/**
 * Seeded random numbers (random.ts, lower-random.ts): Philox4x32-10 against Random123's known-answer
 * vectors (tests/kat_vectors), FNV-1a 64 against its published vectors, and through the language: the
 * same values in every analysis and for the same seeds, different per call site and per expression seed,
 * explicit seeds that agree wherever they are written, and the shapes of random(L, n), random(D, n),
 * shuffle.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from './analyze-list';
import type { ExpressionListInput } from './analysis-types';
import { hashSeed, philox4x32, RandomStream } from './random';

describe('Philox4x32-10 and the seed hash', () => {
  it('matches the Random123 known-answer vectors', () => {
    expect(philox4x32([0, 0, 0, 0], [0, 0])).toEqual([0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8]);
    expect(philox4x32([0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff], [0xffffffff, 0xffffffff])).toEqual([
      0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd,
    ]);
    expect(philox4x32([0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344], [0xa4093822, 0x299f31d0])).toEqual([
      0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1,
    ]);
  });

  it('hashes seeds with FNV-1a 64 (vectors of the FNV reference: "" and "a", "foobar")', () => {
    const hex = ([low, high]: [number, number]) =>
      high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
    expect(hex(hashSeed(''))).toBe('cbf29ce484222325');
    expect(hex(hashSeed('a'))).toBe('af63dc4c8601ec8c');
    expect(hex(hashSeed('foobar'))).toBe('85944171f73967e8');
  });

  it('gives numbers in (0, 1), the same from any start index', () => {
    const stream = new RandomStream('seed', 7);
    const all = stream.uniforms(101);
    for (const u of all) expect(u > 0 && u < 1).toBe(true);
    expect(Array.from(stream.uniforms(40, 31))).toEqual(Array.from(all.slice(31, 71)));
    const mean = all.reduce((sum, u) => sum + u, 0) / all.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.1);
  });
});

function values(inputs: readonly ExpressionListInput[], randomSeed = 'calculator'): Map<string, unknown> {
  const analysis = analyzeExpressionList(inputs, { degreeMode: false, randomSeed });
  return new Map<string, unknown>(
    [...analysis].map(([id, entry]): [string, unknown] => {
      const effect = entry.effect;
      if (effect.kind === 'evaluation') return [id, effect.value];
      if (effect.kind === 'error') return [id, effect.error.message];
      if (effect.kind === 'points') return [id, [Array.from(effect.xs), Array.from(effect.ys)]];
      return [id, entry.definition?.kind === 'variable' ? entry.definition.value : effect.kind];
    }),
  );
}

const random = (text: string) => `\\operatorname{random}${text}`;

describe('random in the language', () => {
  it('is the same in every analysis, and differs per call site, per expression and per calculator', () => {
    const inputs = [
      { id: 'a', latex: random('(5)') },
      { id: 'b', latex: random('(5)') },
      { id: 'c', latex: `${random('(5)')}+${random('(5)')}` },
    ];
    const first = values(inputs);
    expect(values(inputs)).toEqual(first);
    expect(first.get('a')).not.toEqual(first.get('b'));
    const [x, y] = [values([{ id: 'c', latex: random('(5)') }]).get('c')] as number[][];
    expect(first.get('c')).not.toEqual(x.map((value) => 2 * value));
    expect(y).toBeUndefined();
    expect(values(inputs, 'another calculator').get('a')).not.toEqual(first.get('a'));
    // A re-randomized expression has a seed of its own.
    expect(values([{ id: 'a', latex: random('(5)'), randomSeed: 'r1' }]).get('a')).not.toEqual(
      first.get('a'),
    );
    // An unrelated entry does not change it.
    expect(values([...inputs, { id: 'd', latex: 'y=x' }]).get('a')).toEqual(first.get('a'));
  });

  it("keeps a definition's numbers for every use, and an explicit seed wherever it is written", () => {
    const result = values([
      { id: 'L', latex: `L=${random('(4)')}` },
      { id: 'use', latex: 'L' },
      { id: 'seeded', latex: random('(3,42)') },
      { id: 'seeded again', latex: `2${random('(3,42)')}` },
    ]);
    expect(result.get('use')).toEqual(result.get('L'));
    const seeded = result.get('seeded') as number[];
    expect(result.get('seeded again')).toEqual(seeded.map((value) => 2 * value));
    expect(values([{ id: 'x', latex: random('(3,42)') }], 'other').get('x')).toEqual(seeded);
  });

  it('has the documented forms', () => {
    const result = values([
      { id: 'one', latex: random('()') },
      { id: 'list', latex: random('([10,20,30],1000)') },
      { id: 'element', latex: random('([7,8])') },
      { id: 'normal', latex: random('(\\operatorname{normaldist}(100,2),2000)') },
      { id: 'binomial', latex: random('(\\operatorname{binomialdist}(10,0.3),50)') },
      { id: 'shuffle', latex: '\\operatorname{shuffle}([1...50])' },
      { id: 'points', latex: `(${random('(20)')},${random('(20)')})` },
      { id: 'empty', latex: random('(0)') },
      { id: 'too many', latex: random('(10^6)') },
      { id: 'varying', latex: `y=${random('(x)')}` },
    ]);
    const one = result.get('one') as number;
    expect(one > 0 && one < 1).toBe(true);
    const sample = result.get('list') as number[];
    expect(new Set(sample)).toEqual(new Set([10, 20, 30]));
    expect([7, 8]).toContain(result.get('element'));
    const normal = result.get('normal') as number[];
    const mean = normal.reduce((sum, value) => sum + value, 0) / normal.length;
    expect(Math.abs(mean - 100)).toBeLessThan(0.2);
    for (const value of result.get('binomial') as number[])
      expect(Number.isInteger(value) && value <= 10).toBe(true);
    const shuffled = result.get('shuffle') as number[];
    expect([...shuffled].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(shuffled).not.toEqual([...shuffled].sort((a, b) => a - b));
    const [xs, ys] = result.get('points') as number[][];
    expect(xs).toHaveLength(20);
    expect(xs).not.toEqual(ys);
    expect(result.get('empty')).toEqual([]);
    expect(result.get('too many')).toMatch(/count/);
    expect(result.get('varying')).toMatch(/known before graphing/);
  });

  it('draws its own numbers for each element of a comprehension, the same in every analysis', () => {
    const inputs = [
      { id: 'each', latex: `[${random('()')}\\operatorname{for}n=[1...5]]` },
      { id: 'shifted', latex: `[n+${random('()')}\\operatorname{for}n=[1...5]]` },
      { id: 'pairs', latex: `[${random('()')}\\operatorname{for}a=[1,2],b=[1,2]]` },
      { id: 'per element', latex: `[\\operatorname{total}(${random('(n)')})\\operatorname{for}n=[1...3]]` },
      { id: 'one', latex: random('()') },
      { id: 'L', latex: `L=${random('()')}` },
      { id: 'definition', latex: '[L\\operatorname{for}n=[1...3]]' },
      { id: 'f', latex: `f(n)=n+${random('()')}` },
      { id: 'through f', latex: '[f(n)-n\\operatorname{for}n=[1...3]]' },
    ];
    const result = values(inputs);
    const each = result.get('each') as number[];
    expect(each).toHaveLength(5);
    expect(new Set(each).size).toBe(5);
    for (const value of each) expect(value > 0 && value < 1).toBe(true);
    expect(values(inputs).get('each')).toEqual(each);
    expect(values(inputs, 'another calculator').get('each')).not.toEqual(each);
    const shifted = result.get('shifted') as number[];
    expect(new Set(shifted.map((value, index) => value - index - 1)).size).toBe(5);
    expect(new Set(result.get('pairs') as number[]).size).toBe(4);
    // random(n) in element n: n numbers each, different between elements.
    expect(new Set(result.get('per element') as number[]).size).toBe(3);
    // Outside a comprehension the numbers are what they were (element 0 of the counter).
    expect(result.get('one')).toBe(new RandomStream('calculator\u0000one', 0).uniforms(1)[0]);
    // A definition is one number, whatever reads it.
    expect(result.get('definition')).toEqual([result.get('L'), result.get('L'), result.get('L')]);
    // A function's body is lowered in the element's context: its draws differ per element too.
    expect(new Set(result.get('through f') as number[]).size).toBe(3);
  });

  it('same seeds give the same numbers, whatever the seeds (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.integer({ min: 1, max: 50 }),
        (calculator, expression, count) => {
          const input = [{ id: 'e', latex: random(`(${count})`), randomSeed: expression }];
          const first = values(input, calculator).get('e') as number[];
          expect(first).toHaveLength(count);
          expect(values(input, calculator).get('e')).toEqual(first);
          expect(values(input, `${calculator}!`).get('e')).not.toEqual(first);
        },
      ),
      { numRuns: 100 },
    );
  });
});
