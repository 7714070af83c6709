/**
 * Which inputs (x, y, t) a compiled program reads, from its bytecode: each instruction is an opcode and
 * its operand words (`operations.ts`), and INPUT's operand is the slot it loads. A scope's body follows
 * its operand words inline, so the walk reads it too; the slots its bound variable reads are not inputs.
 */
import type { EngineProgram } from '../engine-wasm/index';
import { INPUT_SLOT, OPCODE, OPERATIONS } from '../language/index';

const OPERAND_WORDS = new Map(OPERATIONS.map((operation) => [operation.opcode, operation.operandWords]));
const SLOT_NAMES = new Map<number, string>(Object.entries(INPUT_SLOT).map(([name, slot]) => [slot, name]));

export function inputsRead(program: EngineProgram): Set<string> {
  const inputs = new Set<string>();
  const { code } = program;
  for (let index = 0; index < code.length;) {
    const opcode = code[index];
    const name = opcode === OPCODE.INPUT ? SLOT_NAMES.get(code[index + 1]) : undefined;
    if (name) inputs.add(name);
    index += 1 + (OPERAND_WORDS.get(opcode) ?? 0);
  }
  return inputs;
}

/** An equation in one variable (`x^2=4`, `\sin y=0.5`): its graph is lines, drawn only when asked for. */
export function isSingleVariableEquation(program: EngineProgram): boolean {
  const inputs = inputsRead(program);
  return inputs.size === 1 && (inputs.has('x') || inputs.has('y'));
}
