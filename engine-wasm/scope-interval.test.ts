import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine, EngineProgram } from './index';
import { loadEngineForNode } from './load-node';
import {
  add,
  assembleProgram,
  constant,
  divide,
  exp,
  integral,
  multiply,
  negate,
  operation,
  product,
  sin,
  sqrt,
  square,
  subtract,
  sum,
  x,
  y,
  type ProgramNode,
} from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const cos = (a: ProgramNode) => operation('COS', a);
const polygamma = (order: ProgramNode, a: ProgramNode) => operation('POLYGAMMA', order, a);
const zero = constant(0);
const one = constant(1);

/** Programs of x and y with the new opcodes, bounds that vary over the box included. */
const CORPUS: [string, ProgramNode][] = [
  ['∫_0^x sin(t²) dt', integral(zero, x, (t) => sin(square(t)))],
  ['∫_y^x t x dt', integral(y, x, (t) => multiply(t, x))],
  ['∫_x^(x+1) cos(t y) dt', integral(x, add(x, one), (t) => cos(multiply(t, y)))],
  ['∫_0^1 √(t − x) dt', integral(zero, one, (t) => sqrt(subtract(t, x)))],
  ['∫_0^x 1/(t − y) dt', integral(zero, x, (t) => divide(one, subtract(t, y)))],
  ['∫_-1^1 floor(t x) dt', integral(constant(-1), one, (t) => operation('FLOOR', multiply(t, x)))],
  ['∫_0^x ∫_0^s t y dt ds', integral(zero, x, (s) => integral(zero, s, (t) => multiply(t, y)))],
  ['∫_x^∞ e^(−t) dt', integral(x, constant(Infinity), (t) => exp(negate(t)))],
  [
    '∫_y^(y+0.5) e^(−t²) dt + x',
    add(
      integral(y, add(y, constant(0.5)), (t) => exp(negate(square(t)))),
      x,
    ),
  ],
  ['Σ_(n=1)^x n y', sum(one, x, (n) => multiply(n, y))],
  ['Σ_(n=y)^(y+3) 1/n', sum(y, add(y, constant(3)), (n) => divide(one, n))],
  ['Π_(n=1)^4 (1 + x/n)', product(one, constant(4), (n) => add(one, divide(x, n)))],
  ['Σ_(n=0)^3 ∫_0^n t x dt', sum(zero, constant(3), (n) => integral(zero, n, (t) => multiply(t, x)))],
  ['ψ(x)', polygamma(zero, x)],
  ['ψ′(x)', polygamma(one, x)],
  ['ψ″(x y)', polygamma(constant(2), multiply(x, y))],
  ['ψ‴(x + y)', polygamma(constant(3), add(x, y))],
  ['ψ⁽⁶⁾(x)', polygamma(constant(6), x)],
];

interface Box {
  readonly x: readonly [number, number];
  readonly y: readonly [number, number];
}

const WIDTHS = [0, 1e-12, 1e-6, 1e-3, 0.1, 1, 4];
const boundArbitrary = fc.tuple(
  fc.double({ min: -12, max: 12, noNaN: true }),
  fc.constantFrom(...WIDTHS),
  fc.double({ min: 0, max: 1, noNaN: true }),
);
const boxArbitrary = fc
  .tuple(boundArbitrary, boundArbitrary)
  .map(([[xCentre, xScale, xShare], [yCentre, yScale, yShare]]): Box => {
    const xWidth = xScale * xShare;
    const yWidth = yScale * yShare;
    return { x: [xCentre, xCentre + xWidth], y: [yCentre, yCentre + yWidth] };
  });

function evaluateBoxes(program: EngineProgram, boxes: readonly Box[]) {
  return engine.evaluateIntervals(program, {
    x: { lo: Float64Array.from(boxes, (box) => box.x[0]), hi: Float64Array.from(boxes, (box) => box.x[1]) },
    y: { lo: Float64Array.from(boxes, (box) => box.y[0]), hi: Float64Array.from(boxes, (box) => box.y[1]) },
  });
}

/** Corners, centre and random inner points of each box, evaluated by the point VM, inside or flagged. */
function checkContainment(program: EngineProgram, boxes: readonly Box[], seed: number): void {
  const random = createRandom(seed);
  const intervals = evaluateBoxes(program, boxes);
  const owners: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  boxes.forEach((box, index) => {
    const shares = [0, 1, 0.5, random(), random(), random()];
    for (let sample = 0; sample < shares.length; sample++) {
      owners.push(index);
      xs.push(box.x[0] + (box.x[1] - box.x[0]) * shares[sample]);
      ys.push(box.y[0] + (box.y[1] - box.y[0]) * shares[(sample + 3) % shares.length]);
    }
  });
  const values = engine.evaluate(program, { x: Float64Array.from(xs), y: Float64Array.from(ys) });
  values.forEach((value, index) => {
    const box = owners[index];
    const [lo, hi, flags] = [intervals.lo[box], intervals.hi[box], intervals.flags[box]];
    const where = `at (${xs[index]}, ${ys[index]}) in box ${JSON.stringify(boxes[box])}`;
    if (Number.isNaN(value)) {
      expect(flags & engine.intervalFlags.possiblyUndefined, `NaN unflagged ${where}`).not.toBe(0);
    } else {
      expect(lo <= value && value <= hi, `${value} outside [${lo}, ${hi}] ${where}`).toBe(true);
    }
  });
}

describe('interval scopes and polygamma contain every point evaluation', () => {
  it.each(CORPUS)('%s', (_, node) => {
    const program = assembleProgram(node);
    fc.assert(
      fc.property(fc.array(boxArbitrary, { minLength: 1, maxLength: 60 }), fc.integer(), (boxes, seed) => {
        checkContainment(program, boxes, seed);
      }),
      {
        numRuns: Number(process.env.INTERVAL_RUNS ?? 20),
        seed: Number(process.env.INTERVAL_SEED ?? 17),
        endOnFailure: true,
      },
    );
  });
});

function oneBox(node: ProgramNode, xLow: number, xHigh: number, yLow = 0, yHigh = 0) {
  const result = evaluateBoxes(assembleProgram(node), [{ x: [xLow, xHigh], y: [yLow, yHigh] }]);
  const flags = result.flags[0];
  return {
    lo: result.lo[0],
    hi: result.hi[0],
    discontinuous: (flags & engine.intervalFlags.possiblyDiscontinuous) !== 0,
    undefined: (flags & engine.intervalFlags.possiblyUndefined) !== 0,
  };
}

describe('interval scopes: bounds and flags', () => {
  it('encloses ∫_0^1 t dt closely, and ∫_0^x t dt over a box of x', () => {
    const fixed = oneBox(
      integral(zero, one, (t) => t),
      0,
      0,
    );
    expect(fixed.lo).toBeLessThanOrEqual(0.5);
    expect(fixed.hi).toBeGreaterThanOrEqual(0.5);
    expect(fixed.hi - fixed.lo).toBeLessThan(0.04);
    expect(fixed).toMatchObject({ undefined: false, discontinuous: false });
    const varying = oneBox(
      integral(zero, x, (t) => t),
      1,
      2,
    );
    expect(varying.lo).toBeLessThanOrEqual(0.5);
    expect(varying.hi).toBeGreaterThanOrEqual(2);
    expect(varying.hi - varying.lo).toBeLessThan(2);
  });

  it('flags infinite bounds as the whole line and NaN bounds as empty', () => {
    expect(
      oneBox(
        integral(zero, constant(Infinity), (t) => exp(negate(t))),
        0,
        0,
      ),
    ).toMatchObject({
      lo: -Infinity,
      hi: Infinity,
      undefined: true,
    });
    const empty = oneBox(
      integral(zero, constant(NaN), (t) => t),
      0,
      0,
    );
    expect(Number.isNaN(empty.lo) && Number.isNaN(empty.hi) && empty.undefined).toBe(true);
  });

  it('flags an integrand that may be undefined or unbounded in the range', () => {
    expect(
      oneBox(
        integral(zero, one, (t) => sqrt(subtract(t, x))),
        0.5,
        0.6,
      ).undefined,
    ).toBe(true);
    expect(
      oneBox(
        integral(zero, one, (t) => divide(one, t)),
        0,
        0,
      ).undefined,
    ).toBe(true);
    expect(
      oneBox(
        integral(zero, one, (t) => sqrt(t)),
        0,
        0,
      ).undefined,
    ).toBe(false);
  });

  it('sums exactly over exact bounds, and gives the whole line for bounds that round differently', () => {
    const sumOfMultiples = oneBox(
      sum(one, constant(4), (n) => multiply(n, x)),
      1,
      2,
    );
    expect(sumOfMultiples).toMatchObject({ discontinuous: false, undefined: false });
    expect(sumOfMultiples.lo).toBeLessThanOrEqual(10);
    expect(sumOfMultiples.lo).toBeCloseTo(10, 12);
    expect(sumOfMultiples.hi).toBeGreaterThanOrEqual(20);
    expect(sumOfMultiples.hi).toBeCloseTo(20, 12);
    const factorial = oneBox(
      product(one, constant(3), (n) => n),
      0,
      0,
    );
    expect(factorial.lo).toBeLessThanOrEqual(6);
    expect(factorial.hi - factorial.lo).toBeLessThan(1e-13);
    const exact = oneBox(
      sum(one, x, (n) => n),
      2.6,
      3.4,
    );
    expect(exact.lo <= 6 && exact.hi >= 6 && exact.hi - exact.lo < 1e-14).toBe(true);
    expect(
      oneBox(
        sum(one, x, (n) => n),
        2.4,
        3.4,
      ),
    ).toMatchObject({
      lo: -Infinity,
      hi: Infinity,
      discontinuous: true,
    });
    expect(
      oneBox(
        sum(constant(5), constant(1), (n) => n),
        0,
        0,
      ),
    ).toMatchObject({ lo: 0, hi: 0 });
  });

  it('encloses ψ tightly between poles and gives the whole line across one', () => {
    const digamma = oneBox(polygamma(zero, x), 1, 2);
    expect(digamma.lo).toBeLessThanOrEqual(-0.5772156649015329);
    expect(digamma.lo).toBeGreaterThan(-0.57721566491);
    expect(digamma.hi).toBeGreaterThanOrEqual(1 - 0.5772156649015329);
    expect(digamma.hi).toBeLessThan(1 - 0.57721566489);
    expect(oneBox(polygamma(zero, x), -1.5, -0.5)).toMatchObject({ lo: -Infinity, discontinuous: true });
    expect(oneBox(polygamma(x, constant(2)), 0, 1)).toMatchObject({ lo: -Infinity, undefined: true });
    const trigamma = oneBox(polygamma(one, x), -0.8, -0.2);
    expect(trigamma.lo).toBe(0);
    expect(trigamma.hi).toBeGreaterThan(25);
  });
});
