import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, realPower, type OperationName, type Reference } from '../language/operations';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import {
  add,
  assembleProgram,
  BENCHMARK_FORMULA,
  constant,
  divide,
  multiply,
  negate,
  operation,
  power,
  sin,
  square,
  subtract,
  t,
  x,
  y,
} from './test/program-builder';
import { createRandom, ulpDistance } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const SPECIAL_VALUES = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  2,
  -2,
  3,
  -3,
  1 / 3,
  -1 / 3,
  2 / 3,
  -2 / 3,
  Math.PI / 2,
  -Math.PI / 2,
  Math.PI,
  710,
  -746,
  1e-310,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Infinity,
  -Infinity,
  NaN,
];

/** Random points of every scale: plain ones, huge and tiny magnitudes, and the special values. */
function samplePoints(seed: number, count: number): number[] {
  const random = createRandom(seed);
  const points = [...SPECIAL_VALUES];
  while (points.length < count) {
    const kind = random();
    if (kind < 0.5) points.push(-10 + 20 * random());
    else if (kind < 0.9) points.push((random() < 0.5 ? -1 : 1) * 10 ** (-300 + 600 * random()));
    else points.push(Math.round(-20 + 40 * random()));
  }
  return points;
}

/** Exponents a calculator user writes: integers, halves and p/q with small odd q, plus random ones. */
function sampleExponents(seed: number, count: number): number[] {
  const random = createRandom(seed);
  const exponents = [...SPECIAL_VALUES];
  while (exponents.length < count) {
    const kind = random();
    const sign = random() < 0.5 ? -1 : 1;
    if (kind < 0.4)
      exponents.push((sign * Math.round(1 + 20 * random())) / (2 * Math.round(1 + 10 * random()) + 1));
    else if (kind < 0.7) exponents.push(sign * Math.round(10 * random()));
    else exponents.push(-8 + 16 * random());
  }
  return exponents;
}

function expectWithinUlps(actual: Float64Array, expected: number[], inputs: number[][], ulps: number): void {
  let worst = 0;
  for (let index = 0; index < expected.length; index++) {
    const distance = ulpDistance(actual[index], expected[index]);
    if (distance > ulps) {
      const at = inputs.map((column) => column[index]).join(', ');
      expect.fail(`at (${at}): got ${actual[index]}, reference ${expected[index]} (${distance} ulps)`);
    }
    worst = Math.max(worst, distance);
  }
  expect(worst).toBeLessThanOrEqual(ulps);
}

/**
 * Whether the reference of nCr or nPr returns at all: their integer loops run min(r, n - r) and r times,
 * and nPr's `factor++` stops moving past 2^53, so for huge integers the reference never ends (the VM
 * stops once the product is infinite; the tests below check it there).
 */
function referenceFinishes(name: OperationName, n: number, r: number): boolean {
  if (name !== 'NCR' && name !== 'NPR') return true;
  if (!Number.isInteger(n) || !Number.isInteger(r) || r < 0 || n < 0 || r > n) return true;
  return name === 'NCR' ? Math.min(r, n - r) <= 1e5 : r <= 1e5 && n <= 2 ** 52;
}

describe('every opcode against its reference in language/operations.ts', () => {
  // Scopes (INTEGRAL, SUM_RANGE, PRODUCT_RANGE) carry a body: integral.test.ts and scope-sums.test.ts.
  const unary = OPERATIONS.filter((op) => op.arity === 1 && op.operandWords === 0);
  // The t and χ² laws are compared in t-chi-square.test.ts, at parameters where they are meant to be used
  // (here parameters of 1e300 would make each quantile iterate its fractions 10⁵ times) and within 1e-12.
  const LAWS = new Set<string>(['TDIST_CDF', 'TDIST_QUANTILE', 'CHISQ_CDF', 'CHISQ_QUANTILE']);
  const binary = OPERATIONS.filter((op) => op.arity === 2 && op.operandWords === 0 && !LAWS.has(op.name));
  // IEEE 754 makes these exact in both engines; the others are musl's kernels against V8's (fdlibm), each
  // within about 1 ulp of the true value, so a few ulps of each other (3 seen for tanh and cot).
  const EXACT = new Set<OperationName>(['ADD', 'SUB', 'MUL', 'DIV', 'NEG', 'SQUARE', 'SQRT', 'ABS']);
  // Γ multiplies pow, exp and (below 1/2) sin results, nCr and nPr divide up to three Γ values: each
  // libm result may sit 1 ulp either side of V8's, and the products add the differences up (6 seen).
  const PRODUCTS_OF_LIBM = new Set<OperationName>(['GAMMA', 'FACTORIAL', 'NCR', 'NPR']);
  const toleranceOf = (name: OperationName) => (EXACT.has(name) ? 0 : PRODUCTS_OF_LIBM.has(name) ? 12 : 4);
  const referenceOf = (name: OperationName): Reference => {
    const reference = OPERATIONS.find((op) => op.name === name)?.reference;
    if (!reference) throw new Error(`${name} has no reference`);
    return reference;
  };

  it.each(unary.map((op) => [op.name, op] as const))('%s', (name, op) => {
    const reference = referenceOf(name);
    const points = samplePoints(op.opcode, 4000);
    const result = engine.evaluate(assembleProgram(operation(name, x)), { x: Float64Array.from(points) });
    expectWithinUlps(
      result,
      points.map((point) => reference(point)),
      [points],
      toleranceOf(name),
    );
  });

  it.each(binary.map((op) => [op.name, op] as const))('%s', (name, op) => {
    const reference = referenceOf(name);
    const left = samplePoints(op.opcode, 3000);
    const right = name === 'POW' ? sampleExponents(op.opcode + 1, 3000) : samplePoints(op.opcode + 1, 3000);
    // Every special value against every special value, then random pairs.
    const pairs = [
      ...SPECIAL_VALUES.flatMap((a) => SPECIAL_VALUES.map((b) => [a, b] as const)),
      ...left.map((a, index) => [a, right[index]] as const),
    ].filter(([a, b]) => referenceFinishes(name, a, b));
    const xs = pairs.map(([a]) => a);
    const ys = pairs.map(([, b]) => b);
    const result = engine.evaluate(assembleProgram(operation(name, x, y)), {
      x: Float64Array.from(xs),
      y: Float64Array.from(ys),
    });
    expectWithinUlps(
      result,
      xs.map((a, index) => reference(a, ys[index])),
      [xs, ys],
      toleranceOf(name),
    );
  });

  // AssemblyScript's std reduction reads outside its table there (see assembly/trigonometry.ts).
  it.each(['SIN', 'COS', 'TAN', 'COT', 'SEC', 'CSC'] as const)('%s between 2^20 pi/2 and 2^22', (name) => {
    const random = createRandom(name.length * 31 + name.charCodeAt(0));
    const points = Array.from(
      { length: 20000 },
      () => (random() < 0.5 ? -1 : 1) * (1.6e6 + 2.7e6 * random()),
    );
    points.push(-2186855.573411415, 1647099, 1647098.9999999998, 4194304, 4194303.9999999995);
    const reference = referenceOf(name);
    const result = engine.evaluate(assembleProgram(operation(name, x)), { x: Float64Array.from(points) });
    expectWithinUlps(
      result,
      points.map((point) => reference(point)),
      [points],
      toleranceOf(name),
    );
  });

  it('POW gives real odd roots of negative bases', () => {
    const bases = [-8, -27, -32, -1, -0.125];
    const exponents = [1 / 3, 1 / 3, 0.2, 2 / 3, -1 / 3];
    const result = engine.evaluate(assembleProgram(power(x, y)), {
      x: Float64Array.from(bases),
      y: Float64Array.from(exponents),
    });
    expect(Array.from(result)).toEqual(bases.map((base, index) => realPower(base, exponents[index])));
    expect(result[0]).toBeCloseTo(-2, 14);
    expect(result[1]).toBeCloseTo(-3, 14);
    expect(result[2]).toBeCloseTo(-2, 14);
    expect(result[3]).toBeCloseTo(1, 14);
    expect(result[4]).toBeCloseTo(-2, 14);
    expect(
      Number.isNaN(
        engine.evaluate(assembleProgram(power(constant(-8), constant(0.5))), { x: new Float64Array(1) })[0],
      ),
    ).toBe(true);
  });
});

describe('programs', () => {
  it('runs x^2 + sin(3x) e^{-x} at many points, matching the formula and the hand-written yardstick', () => {
    const random = createRandom(7);
    const points = Float64Array.from({ length: 1000 }, () => -10 + 20 * random());
    const result = engine.evaluate(assembleProgram(BENCHMARK_FORMULA), { x: points });
    const handWritten = engine.evaluateReferenceFormula(points);
    points.forEach((point, index) => {
      const expected = point * point + Math.sin(3 * point) * Math.exp(-point);
      expect(ulpDistance(result[index], expected)).toBeLessThanOrEqual(4);
      expect(result[index]).toBe(handWritten[index]);
    });
  });

  it('keeps operand order for non-commutative operations', () => {
    const program = assembleProgram(divide(subtract(x, y), subtract(t, constant(1))));
    const result = engine.evaluate(program, {
      x: Float64Array.of(10, 1),
      y: Float64Array.of(4, 2),
      t: Float64Array.of(3, 5),
    });
    expect(Array.from(result)).toEqual([3, -0.25]);
  });

  it.each([0, 1, 255, 256, 257, 1000, 4099])('evaluates %i points across block boundaries', (count) => {
    const points = Float64Array.from({ length: count }, (_, index) => index - 7.5);
    const result = engine.evaluate(assembleProgram(add(multiply(constant(2), x), square(x))), { x: points });
    expect(result.length).toBe(count);
    points.forEach((point, index) => expect(result[index]).toBe(2 * point + point * point));
  });

  it('handles a program as deep as the stack allows', () => {
    // 1 + (1 + (1 + ... (1 + x))): each nesting holds one more value on the stack.
    let node = x;
    for (let level = 1; level < engine.limits.maxStackDepth; level++) node = add(constant(1), node);
    const program = assembleProgram(node);
    expect(program.maxStackDepth).toBe(engine.limits.maxStackDepth);
    expect(Array.from(engine.evaluate(program, { x: Float64Array.of(0.5, 2) }))).toEqual([
      engine.limits.maxStackDepth - 0.5,
      engine.limits.maxStackDepth + 1,
    ]);
  });

  it('returns a fresh array each call, untouched by later calls', () => {
    const program = assembleProgram(negate(sin(x)));
    const first = engine.evaluate(program, { x: Float64Array.of(1, 2, 3) });
    const copy = Array.from(first);
    engine.evaluate(program, { x: new Float64Array(100000).fill(9) });
    expect(Array.from(first)).toEqual(copy);
  });
});

describe('program validation', () => {
  const one = { x: Float64Array.of(1) };
  const raw = (code: number[], constants: number[] = [], maxStackDepth = 1) => ({
    code: Int32Array.from(code),
    constants: Float64Array.from(constants),
    maxStackDepth,
  });

  it.each([
    ['unknown-opcode', raw([99])],
    ['stack-underflow', raw([2, 0, 3])],
    ['bad-constant', raw([1, 1], [5])],
    ['missing-input', raw([2, 1])],
    ['missing-input', raw([2, 7])],
    ['bad-result-depth', raw([2, 0, 2, 0], [], 2)],
    ['bad-result-depth', raw([])],
    ['truncated', raw([1])],
  ])('rejects a program with %s', (code, program) => {
    expect(() => engine.evaluate(program, one)).toThrow(expect.objectContaining({ code }));
  });

  it('rejects a stack deeper than the engine has', () => {
    let node = x;
    for (let level = 0; level < engine.limits.maxStackDepth; level++) node = add(constant(1), node);
    const program = assembleProgram(node);
    expect(() => engine.evaluate(program, one)).toThrow(expect.objectContaining({ code: 'stack-overflow' }));
    expect(() => engine.evaluate({ ...program, maxStackDepth: 1 }, one)).toThrow(
      expect.objectContaining({ code: 'stack-overflow' }),
    );
  });

  it('rejects inputs of different lengths and a sampled program that reads y', () => {
    const program = assembleProgram(add(x, y));
    expect(() => engine.evaluate(program, { x: Float64Array.of(1, 2), y: Float64Array.of(1) })).toThrow(
      expect.objectContaining({ code: 'input-length' }),
    );
    const viewport = { xmin: -1, xmax: 1, ymin: -1, ymax: 1, widthPixels: 100, heightPixels: 100 };
    expect(() => engine.sampleExplicit(program, viewport)).toThrow(
      expect.objectContaining({ code: 'missing-input' }),
    );
  });
});
