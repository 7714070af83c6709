/**
 * Registers (LOAD, STORE): validation of register numbers and of what a LOAD may read, and programs with
 * shared subtrees (the language's emitter, `emitShared`) computing bit for bit what their tree walks
 * compute, in the point VM, the interval VM and the reference interpreter, scopes included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateReference } from '../language/evaluate-reference';
import { OPCODE, operationForOpcode, REGISTER_COUNT } from '../language/operations';
import type { Engine, EngineProgram } from './index';
import { loadEngineForNode } from './load-node';
import {
  add,
  constant,
  emitShared,
  exp,
  integral,
  multiply,
  negate,
  operation,
  product,
  sin,
  square,
  sum,
  x,
  y,
  type ProgramNode,
} from './test/program-builder';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const { CONST, INPUT, ADD, MUL, SIN, INTEGRAL, LOAD, STORE } = OPCODE;
const raw = (code: number[], maxStackDepth = 4): EngineProgram => ({
  code: Int32Array.from(code),
  constants: Float64Array.of(0, 1),
  maxStackDepth,
});
const points = { x: Float64Array.of(0.5, 2) };
const boxes = { x: { lo: Float64Array.of(0.5, 2), hi: Float64Array.of(0.75, 2) } };
/** ∫_0^x body dt, the body's words given (slot 3). */
const integralOf = (body: number[]) => [CONST, 0, INPUT, 0, INTEGRAL, 3, body.length, ...body];

describe('register validation', () => {
  it('accepts a register stored before it is loaded', () => {
    const twice = raw([INPUT, 0, SIN, STORE, REGISTER_COUNT - 1, LOAD, REGISTER_COUNT - 1, ADD]);
    expect(Array.from(engine.evaluate(twice, points))).toEqual([2 * Math.sin(0.5), 2 * Math.sin(2)]);
    expect(evaluateReference(twice, { x: 2 })).toBe(2 * Math.sin(2));
  });

  it.each([
    ['bad-register', 'a register past the last', [INPUT, 0, STORE, REGISTER_COUNT]],
    ['bad-register', 'a negative register', [INPUT, 0, STORE, -1, LOAD, -1, ADD]],
    ['bad-register', 'a LOAD before any STORE', [LOAD, 0]],
    ['bad-register', 'a LOAD of another register than the one stored', [INPUT, 0, STORE, 1, LOAD, 2, ADD]],
    ['stack-underflow', 'a STORE of an empty stack', [STORE, 0, INPUT, 0]],
    ['truncated', 'a LOAD without its operand', [INPUT, 0, STORE, 0, LOAD]],
    [
      'bad-register',
      'a body loading a register stored outside it',
      [INPUT, 0, STORE, 0, ...integralOf([LOAD, 0]), ADD],
    ],
    [
      'bad-register',
      'a LOAD after a body overwrote the register',
      [INPUT, 0, STORE, 1, ...integralOf([INPUT, 3, STORE, 1, LOAD, 1, MUL]), LOAD, 1, ADD, ADD],
    ],
  ])('returns %s for %s', (code, _, words) => {
    expect(() => engine.evaluate(raw(words), points)).toThrow(expect.objectContaining({ code }));
    expect(() => engine.evaluateIntervals(raw(words), boxes)).toThrow(expect.objectContaining({ code }));
    expect(() => evaluateReference(raw(words), { x: 1 })).toThrow();
  });

  it('keeps a register held around a body whose registers are others', () => {
    const words = [INPUT, 0, STORE, 1, ...integralOf([INPUT, 3, STORE, 2, LOAD, 2, MUL]), LOAD, 1, ADD, ADD];
    // x + ∫_0^x t² dt + x
    const expected = (value: number) => value + value ** 3 / 3 + value;
    const values = engine.evaluate(raw(words, 5), points);
    [0.5, 2].forEach((value, index) => expect(values[index]).toBeCloseTo(expected(value), 13));
    expect(evaluateReference(raw(words, 5), { x: 2 })).toBeCloseTo(expected(2), 13);
  });
});

/** Programs whose subtrees repeat by identity: the emitter stores them once per region. */
function sharedPrograms(): [string, ProgramNode][] {
  const sineX = sin(x);
  const gauss = integral(constant(0), x, (t) => exp(negate(square(t))));
  return [
    ['sin(x)² + sin(x)·cos(sin(x))', add(square(sineX), multiply(sineX, operation('COS', sineX)))],
    [
      'sin(x)·∫_0^sin(x) (sin(t)² + sin(t)·sin(x)) dt + sin(x)',
      add(
        multiply(
          sineX,
          integral(constant(0), sineX, (t) => {
            const sineT = sin(t);
            return add(square(sineT), multiply(sineT, sineX));
          }),
        ),
        sineX,
      ),
    ],
    ['∫ shared by its node: I² + sin(I)', add(multiply(gauss, gauss), sin(gauss))],
    [
      'nested: ∫_0^x (∫_0^t (sin(u)² + sin(u) + sin(t)) du + sin(t)²) dt',
      integral(constant(0), x, (t) => {
        const sineT = sin(t);
        const inner = integral(constant(0), t, (u) => {
          const sineU = sin(u);
          return add(add(square(sineU), sineU), sineT);
        });
        return add(inner, square(sineT));
      }),
    ],
    [
      'Σ_{n=1}^{x+3} sin(n·y)² + sin(n·y), and Π_{n=1}^{3} (1 + sin(x)/n)',
      add(
        sum(constant(1), add(x, constant(3)), (n) => {
          const sineNY = sin(multiply(n, y));
          return add(square(sineNY), sineNY);
        }),
        product(constant(1), constant(3), (n) => add(constant(1), operation('DIV', sineX, add(n, sineX)))),
      ),
    ],
    [
      `${REGISTER_COUNT + 4} sines each used twice (more than the registers)`,
      (() => {
        const sines = Array.from({ length: REGISTER_COUNT + 4 }, (_, k) => sin(add(x, constant(k))));
        const total = (terms: ProgramNode[]) => terms.reduce((sum, term) => add(sum, term));
        return add(total(sines), total(sines));
      })(),
    ],
  ];
}

function opcodesOf(program: EngineProgram): number[] {
  const opcodes: number[] = [];
  for (let position = 0; position < program.code.length;) {
    const opcode = program.code[position];
    opcodes.push(opcode);
    position += 1 + operationForOpcode(opcode)!.operandWords;
  }
  return opcodes;
}

function sameBits(actual: ArrayLike<number>, expected: ArrayLike<number>, context: string): void {
  for (let index = 0; index < expected.length; index++) {
    if (!Object.is(actual[index], expected[index])) expect(actual[index], context).toBe(expected[index]);
  }
}

describe('shared subtrees', () => {
  it.each(sharedPrograms())('%s: registers change no bit', (_, node) => {
    const shared = emitShared(node);
    const walked = emitShared(node, false);
    expect(opcodesOf(shared)).toContain(STORE);
    expect(opcodesOf(walked)).not.toContain(STORE);
    const xs = Float64Array.from({ length: 300 }, (_, index) => -3 + index / 50);
    const ys = Float64Array.from(xs, (value) => 1 - value / 2);
    sameBits(engine.evaluate(shared, { x: xs, y: ys }), engine.evaluate(walked, { x: xs, y: ys }), 'points');
    const intervals = {
      x: { lo: xs, hi: Float64Array.from(xs, (value) => value + 0.01) },
      y: { lo: ys, hi: Float64Array.from(ys, (value) => value + 0.02) },
    };
    const sharedBoxes = engine.evaluateIntervals(shared, intervals);
    const walkedBoxes = engine.evaluateIntervals(walked, intervals);
    sameBits(sharedBoxes.lo, walkedBoxes.lo, 'interval lows');
    sameBits(sharedBoxes.hi, walkedBoxes.hi, 'interval highs');
    sameBits(sharedBoxes.flags, walkedBoxes.flags, 'interval flags');
    for (const index of [0, 77, 150, 299]) {
      const inputs = { x: xs[index], y: ys[index] };
      sameBits([evaluateReference(shared, inputs)], [evaluateReference(walked, inputs)], 'reference');
    }
  });
});
