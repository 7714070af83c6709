import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPCODE } from '../language/operations';
import { EngineError, type Engine, type EngineProgram } from './index';
import { loadEngineForNode } from './load-node';
import { add, assembleProgram, constant, integral, sum, x, type ProgramNode } from './test/program-builder';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const { CONST, INPUT, ADD, INTEGRAL, SUM_RANGE } = OPCODE;
const one = { x: Float64Array.of(1) };
const raw = (code: number[], constants: number[] = [0, 1], maxStackDepth = 4): EngineProgram => ({
  code: Int32Array.from(code),
  constants: Float64Array.from(constants),
  maxStackDepth,
});
/** ∫_0^1 (body) with the body's words given: bounds, opcode, slot, length, body. */
const scope = (body: number[], slot = 3, length = body.length, opcode = INTEGRAL) => [
  CONST,
  0,
  CONST,
  1,
  opcode,
  slot,
  length,
  ...body,
];

describe('scope validation', () => {
  it('accepts a well-formed scope', () => {
    expect(engine.evaluate(raw(scope([INPUT, 3])), one)[0]).toBeCloseTo(0.5, 14);
    expect(engine.evaluate(raw(scope([INPUT, 3], 3, 2, SUM_RANGE)), one)[0]).toBe(1);
  });

  it.each([
    ['bad-scope', 'a body longer than the code', scope([INPUT, 3], 3, 3)],
    ['bad-scope', 'a body of length 0', scope([], 3, 0)],
    ['bad-scope', 'a negative body length', [...scope([INPUT, 3], 3, -2)]],
    ['bad-scope', 'the slot of a deeper scope', scope([INPUT, 4], 4)],
    ['bad-scope', 'the slot of an input', scope([INPUT, 2], 2)],
    ['bad-scope', 'a body leaving two values', scope([INPUT, 3, INPUT, 3])],
    ['stack-underflow', 'a body popping the bounds', scope([ADD])],
    ['missing-input', 'a body reading a slot no scope binds', scope([INPUT, 4])],
    ['missing-input', 'a program reading a scope slot outside any scope', [INPUT, 3]],
    ['truncated', 'a scope without its operands', [CONST, 0, CONST, 1, INTEGRAL, 3]],
    ['stack-underflow', 'a scope without bounds', [CONST, 0, INTEGRAL, 3, 2, INPUT, 3]],
  ])('returns %s for %s', (code, _, words) => {
    expect(() => engine.evaluate(raw(words), one)).toThrow(expect.objectContaining({ code }));
  });

  it('rejects scopes nested deeper than eight', () => {
    // One-term sums: eight nested integrals would cost 21^8 evaluations.
    const nest = (levels: number): ProgramNode =>
      levels === 0 ? x : sum(constant(2), constant(2), (n) => add(n, nest(levels - 1)));
    expect(engine.evaluate(assembleProgram(nest(8)), one)[0]).toBe(17);
    const twice = integral(constant(0), constant(1), (s) => integral(constant(0), s, (t) => add(t, x)));
    expect(engine.evaluate(assembleProgram(twice), one)[0]).toBeCloseTo(1 / 6 + 1 / 2, 14);
    expect(() => engine.evaluate(assembleProgram(nest(9)), one)).toThrow(
      expect.objectContaining({ code: 'bad-scope' }),
    );
  });

  it('counts a body on top of its bounds against the stack depth', () => {
    // 61 values held, then a scope's 2 bounds (63), then a body needing 2 more: 65 > 64.
    let node: ProgramNode = sum(constant(1), constant(2), (n) => add(n, n));
    for (let level = 0; level < 61; level++) node = add(constant(level), node);
    const program = assembleProgram(node);
    expect(program.maxStackDepth).toBe(65);
    expect(() => engine.evaluate({ ...program, maxStackDepth: 1 }, one)).toThrow(
      expect.objectContaining({ code: 'stack-overflow' }),
    );
  });

  it('never traps on random words around the scope opcodes', () => {
    const word = fc.oneof(
      fc.constantFrom(CONST, INPUT, ADD, INTEGRAL, SUM_RANGE, OPCODE.PRODUCT_RANGE, OPCODE.SIN),
      fc.integer({ min: -3, max: 12 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 24 }), (words) => {
        try {
          engine.evaluate(raw(words, [0, 1, 2], 1), { x: Float64Array.of(0.5, 3) });
        } catch (error) {
          expect(error).toBeInstanceOf(EngineError);
        }
      }),
      { numRuns: 3000, seed: 8 },
    );
  });
});
