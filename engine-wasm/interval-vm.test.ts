import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../language/operations';
import type { Engine, IntervalValues } from './index';
import { loadEngineForNode } from './load-node';
import {
  add,
  assembleProgram,
  constant,
  divide,
  emitShared,
  multiply,
  operation,
  power,
  sin,
  square,
  subtract,
  tan,
  x,
  y,
  type ProgramNode,
} from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const inner = add(multiply(constant(1.7), x), multiply(constant(0.3), y));
const other = subtract(y, multiply(constant(0.5), x));

/** Every operation on a mixed operand, then the curves of the implicit-plot issue and some compositions. */
const CORPUS: [string, ProgramNode][] = [
  ...OPERATIONS.filter((op) => op.arity === 1 && !op.bytecodeOnly).map((op): [string, ProgramNode] => [
    `${op.name}(1.7x + 0.3y)`,
    operation(op.name, inner),
  ]),
  ...OPERATIONS.filter((op) => op.arity === 2 && op.operandWords === 0).map((op): [string, ProgramNode] => [
    `${op.name}(1.7x + 0.3y, y - x/2)`,
    operation(op.name, inner, other),
  ]),
  [
    'SELECT(x > y, sqrt(x), 1/y)',
    operation('SELECT', operation('GREATER', x, y), operation('SQRT', x), divide(constant(1), y)),
  ],
  ['x restricted to 0 < x', operation('SELECT', operation('LESS', constant(0), x), x, constant(NaN))],
  ['u^2', power(inner, constant(2))],
  ['u^3', power(inner, constant(3))],
  ['u^-1', power(inner, constant(-1))],
  ['u^-2', power(inner, constant(-2))],
  ['u^(1/3)', power(inner, constant(1 / 3))],
  ['u^(2/3)', power(inner, constant(2 / 3))],
  ['u^0.5', power(inner, constant(0.5))],
  ['2^u', power(constant(2), inner)],
  ['x^2 + y^2 - 25', subtract(add(square(x), square(y)), constant(25))],
  ['xy - 1', subtract(multiply(x, y), constant(1))],
  ['y^2 - x^3 + x', add(subtract(square(y), power(x, constant(3))), x)],
  ['sin(x^2 + y^2) - cos(xy)', subtract(sin(add(square(x), square(y))), operation('COS', multiply(x, y)))],
  ['tan(35.6x)', tan(multiply(constant(35.6), x))],
  ['x^y - y^x', subtract(power(x, y), power(y, x))],
  [
    'floor(x) + mod(x, 3) sign(y)',
    add(operation('FLOOR', x), multiply(operation('MOD', x, constant(3)), operation('SIGN', y))),
  ],
  ['1/(x^2 - 1)', divide(constant(1), subtract(square(x), constant(1)))],
  ['sin(1/x)', sin(divide(constant(1), x))],
];

interface Box {
  readonly x: readonly [number, number];
  readonly y: readonly [number, number];
}

const WIDTHS = [0, 1e-12, 1e-6, 1e-3, 0.1, 1, 4, 30];
const boundArbitrary = fc.tuple(
  fc.double({ min: -20, max: 20, noNaN: true }),
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

function evaluateBoxes(program: ReturnType<typeof assembleProgram>, boxes: readonly Box[]): IntervalValues {
  return engine.evaluateIntervals(program, {
    x: { lo: Float64Array.from(boxes, (box) => box.x[0]), hi: Float64Array.from(boxes, (box) => box.x[1]) },
    y: { lo: Float64Array.from(boxes, (box) => box.y[0]), hi: Float64Array.from(boxes, (box) => box.y[1]) },
  });
}

/** Corners, centre and random inner points of each box, evaluated by the point VM. */
function checkContainment(
  program: ReturnType<typeof assembleProgram>,
  boxes: readonly Box[],
  seed: number,
): void {
  const random = createRandom(seed);
  const intervals = evaluateBoxes(program, boxes);
  const owners: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  boxes.forEach((box, index) => {
    const shares = [0, 1, 0.5, random(), random(), random(), random(), random()];
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

describe('interval evaluation contains every point evaluation', () => {
  it.each(CORPUS)('%s', (_, node) => {
    const program = assembleProgram(node);
    fc.assert(
      fc.property(fc.array(boxArbitrary, { minLength: 1, maxLength: 300 }), fc.integer(), (boxes, seed) => {
        checkContainment(program, boxes, seed);
      }),
      {
        numRuns: Number(process.env.INTERVAL_RUNS ?? 25),
        seed: Number(process.env.INTERVAL_SEED ?? 4),
        endOnFailure: true,
      },
    );
  });

  it('holds for random programs over every operation', () => {
    const leaf = fc.oneof(
      fc.constant(x),
      fc.constant(y),
      fc.constantFrom(-2, -1, -0.5, 0, 0.5, 1, 1.5, 2, 3, Math.PI, NaN).map((value) => constant(value)),
    );
    const operations = OPERATIONS.filter((op) => op.reference !== undefined);
    const { tree } = fc.letrec<{ tree: ProgramNode }>((recurse) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc
          .tuple(fc.constantFrom(...operations), fc.array(recurse('tree'), { minLength: 3, maxLength: 3 }))
          .map(([op, operands]) => operation(op.name, ...operands.slice(0, op.arity))),
      ),
    }));
    fc.assert(
      fc.property(
        tree,
        fc.array(boxArbitrary, { minLength: 1, maxLength: 40 }),
        fc.integer(),
        (node, boxes, seed) => {
          checkContainment(assembleProgram(node), boxes, seed);
        },
      ),
      {
        numRuns: Number(process.env.INTERVAL_RUNS ?? 300),
        seed: Number(process.env.INTERVAL_SEED ?? 5),
        endOnFailure: true,
      },
    );
  });

  it('holds for random programs with shared subtrees (registers)', () => {
    const leaf = fc.oneof(
      fc.constant(x),
      fc.constant(y),
      fc.constantFrom(-2, -1, -0.5, 0, 0.5, 1, 1.5, 2, 3, Math.PI, NaN).map((value) => constant(value)),
    );
    const operations = OPERATIONS.filter((op) => op.reference !== undefined);
    // Straight-line programs: each step applies an operation to leaves or to one of the three steps
    // before it, so a step that two later ones read is a shared subtree, which the emitter computes once
    // (STORE, LOAD): over a third of the programs use registers.
    const step = fc.tuple(
      fc.constantFrom(...operations),
      fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      fc.array(leaf, { minLength: 3, maxLength: 3 }),
    );
    const program = fc.array(step, { minLength: 2, maxLength: 12, size: 'max' }).map((steps) => {
      const built: ProgramNode[] = [];
      for (const [op, picks, leaves] of steps) {
        const operands = picks.slice(0, op.arity).map((pick, index) => {
          if (pick % 5 === 0 || built.length === 0) return leaves[index];
          return built[built.length - 1 - (pick % Math.min(3, built.length))];
        });
        built.push(operation(op.name, ...operands));
      }
      return emitShared(built[built.length - 1]);
    });
    fc.assert(
      fc.property(
        program,
        fc.array(boxArbitrary, { minLength: 1, maxLength: 40 }),
        fc.integer(),
        checkContainment,
      ),
      {
        numRuns: Number(process.env.INTERVAL_RUNS ?? 300),
        seed: Number(process.env.INTERVAL_SEED ?? 6),
        endOnFailure: true,
      },
    );
  });

  it('holds for wide and far boxes of the trig functions', () => {
    const random = createRandom(11);
    const boxes: Box[] = Array.from({ length: 3000 }, () => {
      const centre = (random() - 0.5) * 10 ** (1 + 7 * random());
      const width = 10 ** (-9 + 10 * random());
      return { x: [centre, centre + width], y: [0, 0] };
    });
    for (const name of ['SIN', 'COS', 'TAN', 'COT', 'SEC', 'CSC'] as const) {
      checkContainment(assembleProgram(operation(name, x)), boxes, name.length);
    }
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

describe('interval flags and bounds', () => {
  it('flags the poles of tan and 1/x, and not the boxes between them', () => {
    expect(oneBox(tan(x), 1.5, 1.6)).toMatchObject({ lo: -Infinity, hi: Infinity, discontinuous: true });
    const calm = oneBox(tan(x), 0, 1);
    expect(calm.discontinuous).toBe(false);
    expect(calm.lo).toBeLessThanOrEqual(0);
    expect(calm.hi).toBeCloseTo(Math.tan(1), 12);
    expect(oneBox(divide(constant(1), x), -1, 1).discontinuous).toBe(true);
    expect(oneBox(divide(constant(1), x), 0.5, 2)).toMatchObject({ discontinuous: false });
    expect(oneBox(divide(constant(1), x), 0.5, 2).hi).toBeCloseTo(2, 12);
    expect(oneBox(operation('SEC', x), 1.5, 1.6).discontinuous).toBe(true);
    expect(oneBox(operation('COT', x), 1.5, 1.6).discontinuous).toBe(false);
  });

  it('flags the steps of floor, round, sign and mod inside the box', () => {
    expect(oneBox(operation('FLOOR', x), 0.5, 1.5)).toEqual({
      lo: 0,
      hi: 1,
      discontinuous: true,
      undefined: false,
    });
    expect(oneBox(operation('FLOOR', x), 0.2, 0.8)).toEqual({
      lo: 0,
      hi: 0,
      discontinuous: false,
      undefined: false,
    });
    expect(oneBox(operation('ROUND', x), 2.4, 2.6).discontinuous).toBe(true);
    expect(oneBox(operation('SIGN', x), -1, 1)).toMatchObject({ lo: -1, hi: 1, discontinuous: true });
    expect(oneBox(operation('MOD', x, constant(3)), 2, 4).discontinuous).toBe(true);
    const calm = oneBox(operation('MOD', x, constant(3)), -2, -1);
    expect(calm.discontinuous).toBe(false);
    expect(calm.lo).toBeCloseTo(1, 12);
    expect(calm.hi).toBeCloseTo(2, 12);
  });

  it('decides comparisons and SELECT where it can, and flags them where it cannot', () => {
    const absolute = operation('SELECT', operation('GREATER', x, constant(0)), x, operation('NEG', x));
    expect(oneBox(absolute, 1, 2)).toEqual({ lo: 1, hi: 2, discontinuous: false, undefined: false });
    // Both branches over the whole box: x in [-1, 2] and -x in [-2, 1].
    expect(oneBox(absolute, -1, 2)).toMatchObject({ lo: -2, hi: 2, discontinuous: true });
    expect(oneBox(operation('LESS', x, y), 0, 1, 2, 3)).toMatchObject({ lo: 1, hi: 1, discontinuous: false });
    expect(oneBox(operation('EQUAL', x, y), 0, 1, 0.5, 3)).toMatchObject({
      lo: 0,
      hi: 1,
      discontinuous: true,
    });
    const restricted = operation('SELECT', operation('LESS', x, constant(0)), x, constant(NaN));
    const outside = oneBox(restricted, 1, 2);
    expect(Number.isNaN(outside.lo) && Number.isNaN(outside.hi) && outside.undefined).toBe(true);
    expect(oneBox(restricted, -1, 1)).toMatchObject({ lo: -1, hi: 1, undefined: true, discontinuous: true });
  });

  it('marks parts outside the domain, and boxes wholly outside as empty', () => {
    expect(oneBox(operation('SQRT', x), -1, 4)).toMatchObject({ lo: 0, undefined: true });
    const empty = oneBox(operation('SQRT', x), -2, -1);
    expect(Number.isNaN(empty.lo) && empty.undefined).toBe(true);
    expect(oneBox(operation('LN', x), -1, 1)).toMatchObject({ lo: -Infinity, undefined: true });
    expect(oneBox(operation('SQRT', add(square(x), square(y))), -1, 1, -1, 1)).toMatchObject({
      lo: 0,
      undefined: false,
    });
    expect(oneBox(operation('GAMMA', x), -1.5, -0.5)).toMatchObject({ discontinuous: true });
  });

  it('keeps bounds tight on smooth functions', () => {
    const sine = oneBox(sin(x), 0, Math.PI);
    expect(sine.hi).toBe(1);
    expect(sine.lo).toBeCloseTo(0, 15);
    const squared = oneBox(square(x), -1, 2);
    expect(squared.lo).toBe(0);
    expect(squared.hi).toBeCloseTo(4, 14);
    const exponential = oneBox(operation('EXP', x), 0, 1);
    expect(exponential.lo).toBeCloseTo(1, 14);
    expect(exponential.hi).toBeCloseTo(Math.E, 14);
    const circle = oneBox(subtract(add(square(x), square(y)), constant(25)), 3, 3.1, 4, 4.1);
    expect(circle.lo).toBeCloseTo(0, 12);
    expect(circle.hi).toBeCloseTo(3.1 * 3.1 + 4.1 * 4.1 - 25, 12);
  });
});
