/**
 * A plain TypeScript interpreter of the bytecode, one point at a time, built on the registry's reference
 * implementations. It is the oracle of differential tests: the WASM VM must agree with it.
 *
 * It also checks the program against its contract, throwing on an unknown opcode, a constant or input
 * out of range, a stack that underflows, grows past `maxStackDepth`, or does not end with one value.
 * A scope's body (integral, range sum) runs on the stack above its two bounds, as in the VM, by the
 * quadrature and range folds of `scopes.ts`.
 *
 * Registers (LOAD, STORE) follow the VM's contract: each run of a body (and the top-level program) reads
 * only registers it stored itself, and after a scope the registers its body stores are no longer readable
 * by the code around it (the VM's body runs overwrite them); a LOAD that breaks this throws.
 */
import {
  INPUT_SLOT,
  MAX_SCOPE_DEPTH,
  operationForOpcode,
  OPCODE,
  REGISTER_COUNT,
  SCOPE_SLOT_BASE,
} from './operations';
import type { EngineProgram } from './program';
import { integrate, rangeFold } from './scopes';

export type ProgramInputs = Readonly<Partial<Record<keyof typeof INPUT_SLOT, number>>>;

const SCOPE_OPCODES: ReadonlySet<number> = new Set([OPCODE.INTEGRAL, OPCODE.SUM_RANGE, OPCODE.PRODUCT_RANGE]);

/** The registers that code[start, end) stores, nested bodies included (their code is inline). */
function registersStoredIn(code: Int32Array, start: number, end: number): number[] {
  const stored: number[] = [];
  for (let position = start; position < end;) {
    const definition = operationForOpcode(code[position]);
    if (code[position] === OPCODE.STORE) stored.push(code[position + 1]);
    position += 1 + (definition?.operandWords ?? 0);
  }
  return stored;
}

export function evaluateReference(program: EngineProgram, inputs: ProgramInputs = {}): number {
  const slots: number[] = new Array<number>(SCOPE_SLOT_BASE + MAX_SCOPE_DEPTH).fill(NaN);
  const bound = new Array<boolean>(slots.length).fill(false);
  for (const [name, slot] of Object.entries(INPUT_SLOT)) {
    slots[slot] = inputs[name as keyof typeof INPUT_SLOT] ?? NaN;
    bound[slot] = true;
  }
  const { code, constants, maxStackDepth } = program;

  /** Runs code[start, end) with `base` values below it on the VM's stack; returns its one value. */
  function run(start: number, end: number, base: number): number {
    const stack: number[] = [];
    /** The registers this run has stored, and their values. */
    const registers = new Map<number, number>();
    let position = start;
    while (position < end) {
      const opcode = code[position];
      const definition = operationForOpcode(opcode);
      if (!definition) throw new Error(`Unknown opcode ${opcode} at word ${position}`);
      if (position + definition.operandWords >= end) {
        throw new Error(`${definition.name} at word ${position} lacks its operand`);
      }
      const operand = code[position + 1];
      let next = position + 1 + definition.operandWords;
      if (opcode === OPCODE.CONST) {
        if (!(operand >= 0 && operand < constants.length)) throw new Error(`No constant ${operand}`);
        stack.push(constants[operand]);
      } else if (opcode === OPCODE.INPUT) {
        if (!(operand >= 0 && operand < slots.length && bound[operand]))
          throw new Error(`No input slot ${operand}`);
        stack.push(slots[operand]);
      } else if (opcode === OPCODE.LOAD || opcode === OPCODE.STORE) {
        if (!(operand >= 0 && operand < REGISTER_COUNT)) throw new Error(`No register ${operand}`);
        if (opcode === OPCODE.STORE) {
          if (stack.length < 1) throw new Error(`Stack underflow at STORE`);
          registers.set(operand, stack[stack.length - 1]);
        } else {
          const value = registers.get(operand);
          if (value === undefined) {
            throw new Error(
              `LOAD at word ${position} reads register ${operand}, which this body has not stored`,
            );
          }
          stack.push(value);
        }
      } else if (SCOPE_OPCODES.has(opcode)) {
        const length = code[position + 2];
        if (!(operand >= SCOPE_SLOT_BASE && operand < slots.length) || bound[operand]) {
          throw new Error(`${definition.name} at word ${position} binds slot ${operand}, which is taken`);
        }
        if (!(length > 0 && next + length <= end)) throw new Error(`${definition.name} body overruns`);
        if (stack.length < 2) throw new Error(`Stack underflow at ${definition.name}`);
        const [lower, upper] = stack.splice(stack.length - 2, 2);
        const bodyStart = next;
        next += length;
        const body = (value: number): number => {
          slots[operand] = value;
          bound[operand] = true;
          try {
            return run(bodyStart, bodyStart + length, base + stack.length + 2);
          } finally {
            bound[operand] = false;
          }
        };
        stack.push(
          opcode === OPCODE.INTEGRAL
            ? integrate(body, lower, upper)
            : rangeFold(body, lower, upper, opcode === OPCODE.SUM_RANGE),
        );
        for (const register of registersStoredIn(code, bodyStart, bodyStart + length))
          registers.delete(register);
      } else {
        if (!definition.reference) throw new Error(`${definition.name} has no reference implementation`);
        if (stack.length < definition.arity) throw new Error(`Stack underflow at ${definition.name}`);
        const args = stack.splice(stack.length - definition.arity, definition.arity);
        stack.push(definition.reference(...args));
      }
      if (base + stack.length > maxStackDepth) {
        throw new Error(`Stack depth ${base + stack.length} exceeds maxStackDepth ${maxStackDepth}`);
      }
      position = next;
    }
    if (stack.length !== 1) throw new Error(`Program left ${stack.length} values on the stack, not 1`);
    return stack[0];
  }

  return run(0, code.length, 0);
}
