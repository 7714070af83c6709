import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import {
  abs,
  add,
  assembleProgram,
  constant,
  divide,
  exp,
  integral,
  ln,
  multiply,
  negate,
  operation,
  power,
  sin,
  sqrt,
  square,
  subtract,
  x,
  type ProgramNode,
} from './test/program-builder';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const cos = (a: ProgramNode) => operation('COS', a);
const one = constant(1);
const zero = constant(0);
const infinity = constant(Infinity);

/** Evaluates a program of x at the given points. */
function evaluateAt(node: ProgramNode, points: readonly number[]): Float64Array {
  return engine.evaluate(assembleProgram(node), { x: Float64Array.from(points) });
}

function valueOf(node: ProgramNode): number {
  return evaluateAt(node, [0])[0];
}

function expectRelative(actual: number, expected: number, tolerance = 1e-10): void {
  const error = Math.abs(actual - expected) / Math.max(Math.abs(expected), 1e-300);
  if (!(error <= tolerance)) expect.fail(`got ${actual}, expected ${expected} (relative error ${error})`);
}

const CLOSED_FORMS: [string, ProgramNode, number][] = [
  ['∫_0^1 ln t dt', integral(zero, one, (t) => ln(t)), -1],
  ['∫_0^1 t^(-1/2) dt', integral(zero, one, (t) => power(t, constant(-0.5))), 2],
  ['∫_0^100 sin t dt', integral(zero, constant(100), (t) => sin(t)), 1 - Math.cos(100)],
  [
    '∫_-∞^∞ e^(-t²) dt',
    integral(constant(-Infinity), infinity, (t) => exp(negate(square(t)))),
    Math.sqrt(Math.PI),
  ],
  ['∫_1^∞ t^-2 dt', integral(one, infinity, (t) => power(t, constant(-2))), 1],
  ['∫_0^∞ e^(-t) dt', integral(zero, infinity, (t) => exp(negate(t))), 1],
  ['∫_0^π sin t dt', integral(zero, constant(Math.PI), (t) => sin(t)), 2],
  ['∫_0^1 1/(1+t²) dt', integral(zero, one, (t) => divide(one, add(one, square(t)))), Math.PI / 4],
  [
    '∫_0^2 (t³ − 2t + 1) dt',
    integral(zero, constant(2), (t) => add(subtract(power(t, constant(3)), multiply(constant(2), t)), one)),
    2,
  ],
  ['∫_-1^3 t² dt', integral(constant(-1), constant(3), (t) => square(t)), 28 / 3],
  ['∫_0^1 √(1−t²) dt', integral(zero, one, (t) => sqrt(subtract(one, square(t)))), Math.PI / 4],
  [
    '∫_-1^1 1/√(1−t²) dt',
    integral(constant(-1), one, (t) => divide(one, sqrt(subtract(one, square(t))))),
    Math.PI,
  ],
  ['∫_1^0 t² dt (reversed)', integral(one, zero, (t) => square(t)), -1 / 3],
  ['∫_0^1 e^t dt', integral(zero, one, (t) => exp(t)), Math.E - 1],
  ['∫_1^e 1/t dt', integral(one, constant(Math.E), (t) => divide(one, t)), 1],
  ['∫_0^(π/2) cos² t dt', integral(zero, constant(Math.PI / 2), (t) => square(cos(t))), Math.PI / 4],
  ['∫_0^1 t^(1/3) dt', integral(zero, one, (t) => power(t, constant(1 / 3))), 0.75],
  ['∫_0^∞ 1/(1+t²) dt', integral(zero, infinity, (t) => divide(one, add(one, square(t)))), Math.PI / 2],
  ['∫_-∞^0 e^t dt', integral(constant(-Infinity), zero, (t) => exp(t)), 1],
  ['∫_0^∞ t e^(-t²) dt', integral(zero, infinity, (t) => multiply(t, exp(negate(square(t))))), 0.5],
  ['∫_0^∞ t² e^(-t) dt', integral(zero, infinity, (t) => multiply(square(t), exp(negate(t)))), 2],
  ['∫_0^1 t ln t dt', integral(zero, one, (t) => multiply(t, ln(t))), -0.25],
  ['∫_0^1 (ln t)² dt', integral(zero, one, (t) => square(ln(t))), 2],
  ['∫_0^2π sin² t dt', integral(zero, constant(2 * Math.PI), (t) => square(sin(t))), Math.PI],
  ['∫_0^1 ln(t)/√t dt', integral(zero, one, (t) => divide(ln(t), sqrt(t))), -4],
  ['∫_-2^3 |t| dt', integral(constant(-2), constant(3), (t) => abs(t)), 6.5],
  ['∫_0^3 floor(t) dt', integral(zero, constant(3), (t) => operation('FLOOR', t)), 3],
  ['∫_0^1 arcsin t dt', integral(zero, one, (t) => operation('ARCSIN', t)), Math.PI / 2 - 1],
  [
    '∫_0^10 e^(-t) sin t dt',
    integral(zero, constant(10), (t) => multiply(exp(negate(t)), sin(t))),
    (1 - Math.exp(-10) * (Math.sin(10) + Math.cos(10))) / 2,
  ],
  [
    '∫_-∞^∞ 1/(1+t²) dt',
    integral(constant(-Infinity), infinity, (t) => divide(one, add(one, square(t)))),
    Math.PI,
  ],
  [
    '∫_0^1 1/√(t(1−t)) dt',
    integral(zero, one, (t) => divide(one, sqrt(multiply(t, subtract(one, t))))),
    Math.PI,
  ],
  [
    '∫_0^(π/2) ln(sin t) dt',
    integral(zero, constant(Math.PI / 2), (t) => ln(sin(t))),
    -(Math.PI / 2) * Math.LN2,
  ],
  ['∫_0^1 t^(-0.9) dt', integral(zero, one, (t) => power(t, constant(-0.9))), 10],
  [
    '∫_2^5 (1/t + t) dt',
    integral(constant(2), constant(5), (t) => add(divide(one, t), t)),
    Math.log(2.5) + 10.5,
  ],
  ['∫_0^1 x^x dt, with t', integral(zero, one, (t) => power(t, t)), 0.7834305107121344],
];

describe('definite integrals with closed forms', () => {
  it.each(CLOSED_FORMS)('%s', (_, node, expected) => {
    expectRelative(valueOf(node), expected);
  });

  it('has at least 30 of them', () => {
    expect(CLOSED_FORMS.length).toBeGreaterThanOrEqual(30);
  });

  it('integrates past a removable singularity at the centre node (sin t / t at 0 is 0/0)', () => {
    expectRelative(
      valueOf(integral(constant(-1), one, (t) => divide(sin(t), t))),
      2 * 0.946083070367183,
      1e-12,
    );
    expectRelative(valueOf(integral(constant(-2), constant(2), (t) => divide(t, t))), 4, 1e-14);
  });

  it('gives 0 for equal bounds, even where the integrand is undefined', () => {
    expect(valueOf(integral(constant(2), constant(2), (t) => sin(t)))).toBe(0);
    expect(valueOf(integral(zero, zero, (t) => ln(t)))).toBe(0);
  });
});

describe('undefined integrals are NaN', () => {
  it.each<[string, ProgramNode]>([
    ['∫_0^1 1/t dt', integral(zero, one, (t) => divide(one, t))],
    ['∫_0^1 t^-1 dt', integral(zero, one, (t) => power(t, constant(-1)))],
    ['∫_-1^1 1/t dt', integral(constant(-1), one, (t) => divide(one, t))],
    ['∫_-1^2 1/t dt', integral(constant(-1), constant(2), (t) => divide(one, t))],
    ['∫_-1^1 √t dt', integral(constant(-1), one, (t) => sqrt(t))],
    ['∫_0^∞ sin t dt', integral(zero, infinity, (t) => sin(t))],
    ['∫_1^∞ 1/t dt', integral(one, infinity, (t) => divide(one, t))],
    ['∫_0^1 1/(1−t) dt', integral(zero, one, (t) => divide(one, subtract(one, t)))],
    ['∫_0^NaN t dt', integral(zero, constant(NaN), (t) => t)],
    ['∫_NaN^1 t dt', integral(constant(NaN), one, (t) => t)],
    ['∫_-∞^∞ t dt', integral(constant(-Infinity), infinity, (t) => t)],
  ])('%s', (_, node) => {
    expect(valueOf(node)).toBeNaN();
  });
});

describe('integrals per lane', () => {
  const points = Array.from({ length: 700 }, (_, index) => -12 + (24 * index) / 699);

  it('∫_0^x cos t dt = sin x, accumulated along the sorted bounds', () => {
    const values = evaluateAt(
      integral(zero, x, (t) => cos(t)),
      points,
    );
    points.forEach((point, index) => expect(Math.abs(values[index] - Math.sin(point))).toBeLessThan(1e-12));
  });

  it('accumulates in any lane order, and bounds that are NaN or infinite only spoil their own lane', () => {
    const shuffled = [3, -2, 0, 7.5, NaN, 1, Infinity, -0.5, 3];
    const values = evaluateAt(
      integral(zero, x, (t) => exp(negate(t))),
      shuffled,
    );
    shuffled.forEach((point, index) => {
      const expected = Number.isNaN(point) ? NaN : 1 - Math.exp(-point);
      if (Number.isNaN(expected)) expect(values[index]).toBeNaN();
      else expectRelative(values[index], expected, 1e-12);
    });
  });

  it('∫_x^(x+1) cos t dt with a lower bound per lane', () => {
    const values = evaluateAt(
      integral(x, add(x, one), (t) => cos(t)),
      points,
    );
    points.forEach((point, index) =>
      expect(Math.abs(values[index] - (Math.sin(point + 1) - Math.sin(point)))).toBeLessThan(1e-12),
    );
  });

  it('∫_0^1 x t dt reads x in the integrand', () => {
    const values = evaluateAt(
      integral(zero, one, (t) => multiply(x, t)),
      points,
    );
    points.forEach((point, index) => expect(Math.abs(values[index] - point / 2)).toBeLessThan(1e-14));
  });

  it('agrees with itself whether accumulated or integrated lane by lane', () => {
    const accumulated = evaluateAt(
      integral(zero, x, (t) => sin(square(t))),
      points,
    );
    // 0·x makes the body read x, which rules accumulation out.
    const alone = evaluateAt(
      integral(zero, x, (t) => add(sin(square(t)), multiply(zero, x))),
      points,
    );
    points.forEach((_, index) => expect(Math.abs(accumulated[index] - alone[index])).toBeLessThan(1e-11));
  });
});

describe('nested integrals', () => {
  it('∫_0^1 ∫_0^s t dt ds = 1/6', () => {
    expectRelative(valueOf(integral(zero, one, (s) => integral(zero, s, (t) => t))), 1 / 6, 1e-12);
  });

  it('∫_0^1 ∫_0^1 (s + t) dt ds = 1, the inner body reading the outer variable', () => {
    expectRelative(valueOf(integral(zero, one, (s) => integral(zero, one, (t) => add(s, t)))), 1, 1e-12);
  });

  it('∫_0^x ∫_0^s t dt ds = x³/6 per lane, and three levels deep', () => {
    const points = [-2, -0.5, 0, 0.25, 1, 3];
    const values = evaluateAt(
      integral(zero, x, (s) => integral(zero, s, (t) => t)),
      points,
    );
    points.forEach((point, index) => expect(Math.abs(values[index] - point ** 3 / 6)).toBeLessThan(1e-12));
    const triple = integral(zero, one, (r) =>
      integral(zero, r, (s) => integral(zero, s, (t) => multiply(t, x))),
    );
    const tripleValues = evaluateAt(triple, [1, 2]);
    expectRelative(tripleValues[0], 1 / 24, 1e-12);
    expectRelative(tripleValues[1], 2 / 24, 1e-12);
  });
});
