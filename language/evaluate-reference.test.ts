import { describe, expect, it } from 'vitest';
import { evaluateReference } from './evaluate-reference';
import { OPCODE } from './operations';
import type { EngineProgram } from './program';

function program(code: number[], constants: number[], maxStackDepth: number): EngineProgram {
  return { code: Int32Array.from(code), constants: Float64Array.from(constants), maxStackDepth };
}

describe('evaluateReference', () => {
  it('runs a program over its inputs', () => {
    // (x + 2) * y
    const sum = program([OPCODE.INPUT, 0, OPCODE.CONST, 0, OPCODE.ADD, OPCODE.INPUT, 1, OPCODE.MUL], [2], 2);
    expect(evaluateReference(sum, { x: 3, y: 5 })).toBe(25);
  });

  it('reads a missing input as NaN', () => {
    expect(evaluateReference(program([OPCODE.INPUT, 1], [], 1), { x: 1 })).toBeNaN();
  });

  it.each<[string, EngineProgram, RegExp]>([
    ['an unknown opcode', program([99], [], 1), /Unknown opcode 99/],
    ['a missing operand', program([OPCODE.CONST], [1], 1), /lacks its operand/],
    ['a constant out of range', program([OPCODE.CONST, 3], [1], 1), /No constant 3/],
    ['an input slot out of range', program([OPCODE.INPUT, 7], [], 1), /No input slot 7/],
    ['a stack underflow', program([OPCODE.CONST, 0, OPCODE.ADD], [1], 1), /underflow at ADD/],
    [
      'a stack past maxStackDepth',
      program([OPCODE.CONST, 0, OPCODE.CONST, 0, OPCODE.ADD], [1], 1),
      /exceeds/,
    ],
    ['two values left', program([OPCODE.CONST, 0, OPCODE.CONST, 0], [1], 2), /left 2 values/],
    ['an empty program', program([], [], 0), /left 0 values/],
  ])('refuses %s', (_, malformed, message) => {
    expect(() => evaluateReference(malformed)).toThrow(message);
  });
});
