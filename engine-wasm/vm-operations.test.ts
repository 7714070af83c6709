import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '../language/operations';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import { assembleProgram, constant, operation, t, x, y } from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

function evaluateUnary(name: OperationName, points: number[]): number[] {
  return Array.from(engine.evaluate(assembleProgram(operation(name, x)), { x: Float64Array.from(points) }));
}

function evaluateBinary(name: OperationName, pairs: (readonly [number, number])[]): number[] {
  const program = assembleProgram(operation(name, x, y));
  return Array.from(
    engine.evaluate(program, {
      x: Float64Array.from(pairs.map(([a]) => a)),
      y: Float64Array.from(pairs.map(([, b]) => b)),
    }),
  );
}

describe('piecewise operations at their edges', () => {
  it('rounds halves away from zero', () => {
    expect(
      evaluateUnary('ROUND', [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 2.4999, -2.4999, 0.49999999999999994]),
    ).toEqual([1, -1, 2, -2, 3, -3, 2, -2, 1]);
  });

  it('floors, ceils and signs, NaN through', () => {
    expect(evaluateUnary('FLOOR', [-0.5, 2, 2.7, -3.2])).toEqual([-1, 2, 2, -4]);
    expect(evaluateUnary('CEIL', [-0.5, 2, 2.1, -3.2])).toEqual([-0, 2, 3, -3]);
    expect(evaluateUnary('SIGN', [-7, 0, 3e-300, Infinity])).toEqual([-1, 0, 1, 1]);
    expect(evaluateUnary('SIGN', [NaN]).map(Number.isNaN)).toEqual([true]);
  });

  it('takes mod with the sign of the divisor', () => {
    expect(
      evaluateBinary('MOD', [
        [-1, 3],
        [7, 3],
        [7, -3],
        [-7, -3],
        [5.5, 2],
        [-5.5, 2],
      ]),
    ).toEqual([2, 1, -2, -1, 1.5, 0.5]);
    expect(evaluateBinary('MOD', [[1, 0]]).map(Number.isNaN)).toEqual([true]);
  });

  it('compares to 1 or 0, and to NaN when an operand is NaN', () => {
    const pairs = [[1, 2] as const, [2, 2] as const, [3, 2] as const, [NaN, 2] as const, [2, NaN] as const];
    expect(evaluateBinary('LESS', pairs)).toEqual([1, 0, 0, NaN, NaN]);
    expect(evaluateBinary('LESS_EQUAL', pairs)).toEqual([1, 1, 0, NaN, NaN]);
    expect(evaluateBinary('GREATER', pairs)).toEqual([0, 0, 1, NaN, NaN]);
    expect(evaluateBinary('GREATER_EQUAL', pairs)).toEqual([0, 1, 1, NaN, NaN]);
    expect(evaluateBinary('EQUAL', pairs)).toEqual([0, 1, 0, NaN, NaN]);
  });

  it('min and max propagate NaN', () => {
    expect(
      evaluateBinary('MIN', [
        [1, NaN],
        [-1, 2],
      ]),
    ).toEqual([NaN, -1]);
    expect(
      evaluateBinary('MAX', [
        [NaN, 1],
        [-1, 2],
      ]),
    ).toEqual([NaN, 2]);
  });
});

describe('SELECT', () => {
  const reference = OPERATIONS.find((op) => op.name === 'SELECT')?.reference;

  it('matches its reference, operand order included, for every kind of condition', () => {
    const random = createRandom(65);
    const conditions = [1, 0, -0, -2, 0.5, NaN, Infinity, -Infinity];
    const count = 2000;
    const c = Float64Array.from({ length: count }, (_, index) => conditions[index % conditions.length]);
    const a = Float64Array.from({ length: count }, () => random() * 10);
    const b = Float64Array.from({ length: count }, () => -random() * 10);
    const result = engine.evaluate(assembleProgram(operation('SELECT', x, y, t)), { x: c, y: a, t: b });
    c.forEach((condition, index) => {
      expect(result[index]).toBe(reference?.(condition, a[index], b[index]));
    });
    expect([result[0], result[1], result[5]]).toEqual([a[0], b[1], NaN]);
  });

  it('builds piecewise definitions: {x > 0: x, -x}', () => {
    const program = assembleProgram(
      operation('SELECT', operation('GREATER', x, constant(0)), x, operation('NEG', x)),
    );
    expect(Array.from(engine.evaluate(program, { x: Float64Array.of(-3, 0, 2, NaN) }))).toEqual([
      3,
      -0,
      2,
      NaN,
    ]);
  });
});

describe('Γ and the combinatorics', () => {
  it('gives factorials of integers exactly and of halves through Γ', () => {
    expect(evaluateUnary('FACTORIAL', [0, 1, 5, 10, 20])).toEqual([1, 1, 120, 3628800, 2432902008176640000]);
    const [half, minusHalf] = evaluateUnary('FACTORIAL', [0.5, -0.5]);
    expect(half).toBeCloseTo(Math.sqrt(Math.PI) / 2, 14);
    expect(minusHalf).toBeCloseTo(Math.sqrt(Math.PI), 14);
  });

  it('is NaN at the poles and infinite beyond 171', () => {
    expect(evaluateUnary('FACTORIAL', [-1, -2, -10]).every(Number.isNaN)).toBe(true);
    expect(evaluateUnary('GAMMA', [0, -1, -3, NaN]).every(Number.isNaN)).toBe(true);
    expect(evaluateUnary('GAMMA', [172, 180.5, Infinity])).toEqual([Infinity, Infinity, Infinity]);
    const [nearPole] = evaluateUnary('GAMMA', [-1 + 1e-9]);
    expect(nearPole).toBeLessThan(-9e8);
  });

  it('counts choices and arrangements', () => {
    expect(
      evaluateBinary('NCR', [
        [5, 2],
        [52, 5],
        [10, 11],
        [10, -1],
        [0, 0],
      ]),
    ).toEqual([10, 2598960, 0, 0, 1]);
    expect(
      evaluateBinary('NPR', [
        [5, 2],
        [10, 10],
        [3, 4],
      ]),
    ).toEqual([20, 3628800, 0]);
    expect(evaluateBinary('NCR', [[4.5, 2]])[0]).toBeCloseTo((4.5 * 3.5) / 2, 12);
  });

  it('returns at once where the reference loops never end', () => {
    const [choose, arrange, arrangeFew] = [
      evaluateBinary('NCR', [[1e200, 5e199]])[0],
      evaluateBinary('NPR', [[1e20, 1e10]])[0],
      evaluateBinary('NPR', [[2 ** 60, 2]])[0],
    ];
    expect([choose, arrange]).toEqual([Infinity, Infinity]);
    expect(arrangeFew).toBeCloseTo(2 ** 120, -30);
  });

  it('takes gcd and lcm of integers only', () => {
    expect(
      evaluateBinary('GCD', [
        [12, 18],
        [-12, 18],
        [0, 5],
        [0, 0],
        [2 ** 60, 2 ** 40],
      ]),
    ).toEqual([6, 6, 5, 0, 2 ** 40]);
    expect(evaluateBinary('GCD', [[1.5, 3]]).map(Number.isNaN)).toEqual([true]);
    expect(
      evaluateBinary('LCM', [
        [4, 6],
        [-4, 6],
        [0, 3],
      ]),
    ).toEqual([12, 12, 0]);
  });
});
