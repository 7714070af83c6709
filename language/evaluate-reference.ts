/**
 * A plain TypeScript interpreter of the bytecode, one point at a time, built on the registry's reference
 * implementations. It is the oracle of differential tests: the WASM VM must agree with it.
 *
 * It also checks the program against its contract, throwing on an unknown opcode, a constant or input
 * out of range, a stack that underflows, grows past `maxStackDepth`, or does not end with one value.
 */
import { INPUT_SLOT, operationForOpcode, OPCODE } from './operations';
import type { EngineProgram } from './program';

export type ProgramInputs = Readonly<Partial<Record<keyof typeof INPUT_SLOT, number>>>;

export function evaluateReference(program: EngineProgram, inputs: ProgramInputs = {}): number {
  const slots: number[] = [];
  for (const [name, slot] of Object.entries(INPUT_SLOT)) {
    slots[slot] = inputs[name as keyof typeof INPUT_SLOT] ?? NaN;
  }
  const { code, constants, maxStackDepth } = program;
  const stack: number[] = [];
  let position = 0;
  while (position < code.length) {
    const opcode = code[position];
    const definition = operationForOpcode(opcode);
    if (!definition) throw new Error(`Unknown opcode ${opcode} at word ${position}`);
    if (position + definition.operandWords >= code.length) {
      throw new Error(`${definition.name} at word ${position} lacks its operand`);
    }
    const operand = code[position + 1];
    if (opcode === OPCODE.CONST) {
      if (!(operand >= 0 && operand < constants.length)) throw new Error(`No constant ${operand}`);
      stack.push(constants[operand]);
    } else if (opcode === OPCODE.INPUT) {
      if (!(operand >= 0 && operand < slots.length)) throw new Error(`No input slot ${operand}`);
      stack.push(slots[operand]);
    } else {
      if (!definition.reference) throw new Error(`${definition.name} has no reference implementation`);
      if (stack.length < definition.arity) throw new Error(`Stack underflow at ${definition.name}`);
      const args = stack.splice(stack.length - definition.arity, definition.arity);
      stack.push(definition.reference(...args));
    }
    if (stack.length > maxStackDepth) {
      throw new Error(`Stack depth ${stack.length} exceeds maxStackDepth ${maxStackDepth}`);
    }
    position += 1 + definition.operandWords;
  }
  if (stack.length !== 1) throw new Error(`Program left ${stack.length} values on the stack, not 1`);
  return stack[0];
}
