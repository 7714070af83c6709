import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import {
  add,
  assembleProgram,
  constant,
  divide,
  integral,
  multiply,
  power,
  product,
  sum,
  x,
  y,
  type ProgramNode,
} from './test/program-builder';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const one = constant(1);

function evaluateAt(node: ProgramNode, points: readonly number[]): number[] {
  return Array.from(engine.evaluate(assembleProgram(node), { x: Float64Array.from(points) }));
}

describe('SUM_RANGE and PRODUCT_RANGE', () => {
  it('rounds per-lane bounds as floor(v + 0.5) and runs n from the first to the second', () => {
    const points = [0.4, 1, 2.5, 10, -3, 100.49, 2.4999999999999996];
    expect(
      evaluateAt(
        sum(one, x, (n) => n),
        points,
      ),
    ).toEqual([0, 1, 6, 55, 0, 5050, 3]);
    expect(
      evaluateAt(
        product(one, x, (n) => n),
        [0, 1, 5, 6.4],
      ),
    ).toEqual([1, 1, 120, 720]);
    expect(
      evaluateAt(
        sum(x, constant(-1.5), (n) => n),
        [-2.5, -3.7],
      ),
    ).toEqual([-3, -10]);
  });

  it('gives the empty sum 0 and the empty product 1', () => {
    expect(
      evaluateAt(
        sum(constant(5), constant(4), () => divide(one, constant(0))),
        [0],
      ),
    ).toEqual([0]);
    expect(
      evaluateAt(
        product(constant(5), x, (n) => n),
        [1, -10],
      ),
    ).toEqual([1, 1]);
  });

  it('is NaN for bounds that are NaN or infinite, or past a million terms', () => {
    const bounds = [NaN, Infinity, -Infinity];
    evaluateAt(
      sum(one, x, (n) => n),
      bounds,
    ).forEach((value) => expect(value).toBeNaN());
    evaluateAt(
      sum(x, one, (n) => n),
      bounds,
    ).forEach((value) => expect(value).toBeNaN());
    expect(
      evaluateAt(
        sum(one, x, () => one),
        [1e6, 1e6 + 1, 1e300],
      ),
    ).toEqual([1e6, NaN, NaN]);
  });

  it('adds in order, term by term, as a plain loop does', () => {
    const [value] = evaluateAt(
      sum(one, constant(3000), (n) => divide(one, n)),
      [0],
    );
    let expected = 0;
    for (let n = 1; n <= 3000; n++) expected += 1 / n;
    expect(value).toBe(expected);
  });

  it('gives each lane its own inputs in the body, across block boundaries', () => {
    const points = Array.from({ length: 600 }, (_, index) => -3 + index / 100);
    const values = evaluateAt(
      sum(one, constant(3), (n) => power(x, n)),
      points,
    );
    points.forEach((point, index) => expect(values[index]).toBeCloseTo(point + point ** 2 + point ** 3, 12));
    const withY = engine.evaluate(assembleProgram(product(one, x, (n) => add(y, n))), {
      x: Float64Array.of(3, 0, 2),
      y: Float64Array.of(1, 7, 0.5),
    });
    expect(Array.from(withY)).toEqual([24, 1, 1.5 * 2.5]);
  });

  it('nests with integrals both ways', () => {
    // Σ_{n=1}^{3} ∫_0^n t dt = (1 + 4 + 9) / 2; ∫_0^1 Σ_{n=1}^{3} n t dt = 6 / 2.
    const [sumOfIntegrals] = evaluateAt(
      sum(one, constant(3), (n) => integral(constant(0), n, (t) => t)),
      [0],
    );
    expect(sumOfIntegrals).toBeCloseTo(7, 14);
    const [integralOfSum] = evaluateAt(
      integral(constant(0), one, (t) => sum(one, constant(3), (n) => multiply(n, t))),
      [0],
    );
    expect(integralOfSum).toBeCloseTo(3, 14);
  });

  it('stops running bodies once a call has spent its budget, and the next call starts afresh', () => {
    // 100 lanes of a million terms: the budget (2^26 evaluations) runs out in the 68th lane.
    const values = evaluateAt(
      sum(one, constant(1e6), () => one),
      Array.from({ length: 100 }, () => 0),
    );
    expect(values.slice(0, 67)).toEqual(Array.from({ length: 67 }, () => 1e6));
    values.slice(67).forEach((value) => expect(value).toBeNaN());
    expect(
      evaluateAt(
        sum(one, constant(1e6), () => one),
        [0],
      ),
    ).toEqual([1e6]);
  });
});
