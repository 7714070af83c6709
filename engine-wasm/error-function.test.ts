/**
 * ERF in the VM (assembly/error-function.ts) against its reference (language/erf.ts, within 1 ulp of
 * mpmath): the same algorithm, so only exp's rounding separates them; and its interval kernel, which must
 * contain the point VM's values and stay within a few ulps of the ends' values.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { erf } from '../language/erf';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import { assembleProgram, operation, x } from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const program = () => assembleProgram(operation('ERF', x));

/** Distance in units of the expected value's last place (0 when equal, NaN with NaN). */
function ulpsApart(actual: number, expected: number): number {
  if (Object.is(actual, expected) || (Number.isNaN(actual) && Number.isNaN(expected))) return 0;
  return Math.abs(actual - expected) / (Number.EPSILON * Math.abs(expected));
}

describe('ERF in the VM', () => {
  it('agrees with the reference within 2 ulps over [−7, 7], tiny arguments and the branch ends', () => {
    const random = createRandom(67);
    const points = [
      ...Array.from({ length: 20000 }, () => -7 + 14 * random()),
      ...Array.from({ length: 200 }, () => (random() - 0.5) * 10 ** (-300 + 299 * random())),
      ...[0.75, 6].flatMap((edge) => [edge, -edge, edge * (1 - 2 ** -52), -edge * (1 - 2 ** -52)]),
      5e-324,
      -5e-324,
      1e-170,
    ];
    const values = engine.evaluate(program(), { x: Float64Array.from(points) });
    let worst = 0;
    points.forEach((point, index) => {
      const distance = ulpsApart(values[index], erf(point));
      worst = Math.max(worst, distance);
      if (distance > 2) expect.fail(`erf(${point}): VM ${values[index]}, reference ${erf(point)}`);
    });
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('is odd, ±1 at the infinities, NaN at NaN, and keeps −0', () => {
    const values = engine.evaluate(program(), {
      x: Float64Array.of(Infinity, -Infinity, NaN, -0, 0, 0.5, -0.5),
    });
    expect(values[0]).toBe(1);
    expect(values[1]).toBe(-1);
    expect(values[2]).toBeNaN();
    expect(Object.is(values[3], -0)).toBe(true);
    expect(Object.is(values[4], 0)).toBe(true);
    expect(values[6]).toBe(-values[5]);
  });
});

describe('ERF over intervals', () => {
  it('contains the point values of every box and stays within 8 ulps of its ends', () => {
    const random = createRandom(68);
    const count = 4000;
    const lows = Float64Array.from({ length: count }, () => -8 + 16 * random());
    const highs = Float64Array.from(lows, (low) => low + 10 ** (-12 + 13 * random()));
    const boxes = engine.evaluateIntervals(program(), { x: { lo: lows, hi: highs } });
    const shares = [0, 0.25, 0.5, 0.75, 1];
    const inner = Float64Array.from({ length: count * shares.length }, (_, index) => {
      const box = Math.floor(index / shares.length);
      return lows[box] + (highs[box] - lows[box]) * shares[index % shares.length];
    });
    const values = engine.evaluate(program(), { x: inner });
    values.forEach((value, index) => {
      const box = Math.floor(index / shares.length);
      if (!(boxes.lo[box] <= value && value <= boxes.hi[box])) {
        expect.fail(`erf(${inner[index]}) = ${value} outside [${boxes.lo[box]}, ${boxes.hi[box]}]`);
      }
    });
    for (let box = 0; box < count; box++) {
      expect(boxes.flags[box]).toBe(0);
      expect(boxes.lo[box]).toBeGreaterThanOrEqual(-1);
      expect(boxes.hi[box]).toBeLessThanOrEqual(1);
      expect(ulpsApart(boxes.lo[box], erf(lows[box]))).toBeLessThanOrEqual(8);
      expect(ulpsApart(boxes.hi[box], erf(highs[box]))).toBeLessThanOrEqual(8);
    }
  });

  it('gives the whole range for the whole line, and NaN bounds for a NaN box', () => {
    const boxes = engine.evaluateIntervals(program(), {
      x: { lo: Float64Array.of(-Infinity, NaN, 0), hi: Float64Array.of(Infinity, NaN, 0) },
    });
    expect([boxes.lo[0], boxes.hi[0]]).toEqual([-1, 1]);
    expect(Number.isNaN(boxes.lo[1]) && Number.isNaN(boxes.hi[1])).toBe(true);
    expect(boxes.lo[2]).toBeLessThanOrEqual(0);
    expect(boxes.hi[2]).toBeGreaterThanOrEqual(0);
  });
});
