import { beforeAll, describe, expect, it } from 'vitest';
import { polygamma } from '../language/reference-math';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import { assembleProgram, operation, x, y } from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

function evaluatePolygamma(orders: readonly number[], points: readonly number[]): Float64Array {
  return engine.evaluate(assembleProgram(operation('POLYGAMMA', x, y)), {
    x: Float64Array.from(orders),
    y: Float64Array.from(points),
  });
}

/**
 * What the reference adds up at (n, x): the shifted terms n!/|x+k|^(n+1) and the result. Near a root of
 * ψ⁽ⁿ⁾ the sum cancels, and a 1-ulp difference of log or pow between V8 and musl is an ulp of this.
 */
function magnitude(order: number, point: number): number {
  let factorial = 1;
  for (let factor = 2; factor <= order; factor++) factorial *= factor;
  let total = Math.abs(polygamma(order, point));
  for (let shifted = point; shifted < 20 + order; shifted++) {
    total += factorial / Math.abs(shifted) ** (order + 1);
  }
  return Math.max(total, order === 0 ? Math.log(Math.max(point, 20)) : 0);
}

describe('POLYGAMMA', () => {
  it('matches the reference within 4 ulps of what it sums', () => {
    const random = createRandom(66);
    const orders: number[] = [];
    const points: number[] = [];
    for (let index = 0; index < 20000; index++) {
      orders.push(index % 40 === 0 ? Math.floor(101 * random()) : Math.floor(9 * random()));
      const kind = random();
      if (kind < 0.6) points.push(-30 + 80 * random());
      else if (kind < 0.9) points.push((random() < 0.5 ? -1 : 1) * 10 ** (-6 + 10 * random()));
      else points.push(Math.round(-5 + 30 * random()) + (random() < 0.5 ? 0.5 : 0));
    }
    const values = evaluatePolygamma(orders, points);
    values.forEach((value, index) => {
      const expected = polygamma(orders[index], points[index]);
      if (Number.isNaN(expected) || !Number.isFinite(expected)) {
        expect(Object.is(value, expected), `at (${orders[index]}, ${points[index]})`).toBe(true);
        return;
      }
      const allowed = 4 * Number.EPSILON * magnitude(orders[index], points[index]);
      const error = Math.abs(value - expected);
      if (!(error <= allowed || error === 0)) {
        expect.fail(`at (${orders[index]}, ${points[index]}): ${value} against ${expected}`);
      }
    });
  });

  it('gives the known values', () => {
    const gamma = 0.5772156649015329;
    const [digammaOne, trigammaOne, digammaHalf, tetragammaOne, trigammaHalf] = evaluatePolygamma(
      [0, 1, 0, 2, 1],
      [1, 1, 0.5, 1, 0.5],
    );
    expect(digammaOne).toBeCloseTo(-gamma, 15);
    expect(trigammaOne).toBeCloseTo(Math.PI ** 2 / 6, 14);
    expect(digammaHalf).toBeCloseTo(-gamma - 2 * Math.LN2, 14);
    expect(tetragammaOne).toBeCloseTo(-2 * 1.2020569031595942, 14);
    expect(trigammaHalf).toBeCloseTo(Math.PI ** 2 / 2, 14);
  });

  it('is NaN off the non-negative integer orders, at the poles and below -1e5', () => {
    const values = evaluatePolygamma(
      [0.5, -1, 101, NaN, 0, 1, 2, 0, 0],
      [1, 1, 1, 1, 0, -3, -0, -1e5 - 0.5, NaN],
    );
    values.forEach((value) => expect(value).toBeNaN());
    const [atInfinity, trigammaAtInfinity] = evaluatePolygamma([0, 1], [Infinity, Infinity]);
    expect(atInfinity).toBe(Infinity);
    expect(trigammaAtInfinity).toBe(0);
  });
});
