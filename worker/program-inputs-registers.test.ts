/**
 * inputsRead over programs with registers: LOAD and STORE carry one operand word (a register number),
 * which the walk must step over, never read as an opcode or an input slot.
 */
import { describe, expect, it } from 'vitest';
import { OPCODE } from '../language/index';
import { inputsRead, isSingleVariableEquation } from './program-inputs';

const program = (code: number[]) => ({
  code: Int32Array.from(code),
  constants: Float64Array.of(1),
  maxStackDepth: 3,
});

describe('program inputs with registers', () => {
  it('steps over the register operands of LOAD and STORE', () => {
    // Register 2 is also INPUT's opcode and CONST's opcode is 1: a walk that took a register number for an
    // instruction would read `2, CONST` as INPUT of slot 1 and add y.
    const { INPUT, CONST, SIN, STORE, LOAD, ADD } = OPCODE;
    const code = [INPUT, 0, SIN, STORE, 2, CONST, 0, ADD, LOAD, 2, CONST, 0, ADD, ADD];
    expect([...inputsRead(program(code))]).toEqual(['x']);
    expect(isSingleVariableEquation(program(code))).toBe(true);
  });
});
