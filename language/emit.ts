/**
 * Emitting: an operation tree to the VM's bytecode, in post order.
 *
 * The stack depth a subtree needs is computed as it is emitted (Sethi–Ullman numbering): an operation
 * needs, for its k-th operand, the operands already on the stack plus that operand's own need. For the
 * commutative ADD and MUL the needier operand goes first, which lowers the VM's stack without changing a
 * result (IEEE addition and multiplication are commutative).
 *
 * A scope (integral, range sum) is its two bounds, its opcode, the operand words [slot, body length] and
 * its body's code inline; its variable reads the input slot SCOPE_SLOT_BASE + its nesting depth. The VM
 * runs the body above the two bounds, so a scope needs 2 + the body's need.
 */
import { INPUT_SLOT, MAX_SCOPE_DEPTH, OPCODE, SCOPE_SLOT_BASE } from './operations';
import { ParseError } from './parse-error';
import type { BoundVariable, EngineProgram, ProgramNode } from './program';

const COMMUTATIVE: ReadonlySet<string> = new Set(['ADD', 'MUL']);

export function emitProgram(root: ProgramNode): EngineProgram {
  const code: number[] = [];
  const constants: number[] = [];
  // Keyed so that -0 and 0 stay distinct (a Map alone treats them as one key).
  const constantIndex = new Map<number | string, number>();

  function constantSlot(value: number): number {
    const key = Object.is(value, -0) ? '-0' : value;
    let index = constantIndex.get(key);
    if (index === undefined) {
      index = constants.length;
      constants.push(value);
      constantIndex.set(key, index);
    }
    return index;
  }

  const slots = new Map<BoundVariable, number>();

  /** Emits the node and returns the stack depth its evaluation needs. */
  function emit(node: ProgramNode): number {
    switch (node.kind) {
      case 'constant':
        code.push(OPCODE.CONST, constantSlot(node.value));
        return 1;
      case 'input':
        code.push(OPCODE.INPUT, INPUT_SLOT[node.input]);
        return 1;
      case 'variable': {
        const slot = slots.get(node.variable);
        if (slot === undefined) {
          throw new ParseError('internal-error', `'${node.variable.name}' is not bound here`, 0, 0);
        }
        code.push(OPCODE.INPUT, slot);
        return 1;
      }
      case 'scope': {
        const need = Math.max(emit(node.operands[0]), 1 + emit(node.operands[1]));
        const slot = SCOPE_SLOT_BASE + slots.size;
        if (slots.size >= MAX_SCOPE_DEPTH) {
          throw new ParseError('too-complex', `At most ${MAX_SCOPE_DEPTH} integrals or sums may nest`, 0, 0);
        }
        code.push(OPCODE[node.operation], slot, 0);
        const lengthWord = code.length - 1;
        slots.set(node.variable, slot);
        const bodyNeed = emit(node.body);
        slots.delete(node.variable);
        code[lengthWord] = code.length - lengthWord - 1;
        return Math.max(need, 2 + bodyNeed);
      }
      case 'operation': {
        let operands = node.operands;
        if (COMMUTATIVE.has(node.operation) && operands.length === 2) {
          if (measureNeed(operands[1]) > measureNeed(operands[0])) operands = [operands[1], operands[0]];
        }
        let need = 1;
        operands.forEach((operand, index) => {
          need = Math.max(need, index + emit(operand));
        });
        code.push(OPCODE[node.operation]);
        return need;
      }
    }
  }

  const needs = new Map<ProgramNode, number>();
  function measureNeed(node: ProgramNode): number {
    if (node.kind === 'scope') {
      const [lower, upper] = node.operands;
      return Math.max(measureNeed(lower), 1 + measureNeed(upper), 2 + measureNeed(node.body));
    }
    if (node.kind !== 'operation') return 1;
    let need = needs.get(node);
    if (need === undefined) {
      const operandNeeds = node.operands.map(measureNeed);
      if (COMMUTATIVE.has(node.operation) && operandNeeds.length === 2) operandNeeds.sort((a, b) => b - a);
      need = Math.max(1, ...operandNeeds.map((operandNeed, index) => index + operandNeed));
      needs.set(node, need);
    }
    return need;
  }

  const maxStackDepth = emit(root);
  return { code: Int32Array.from(code), constants: Float64Array.from(constants), maxStackDepth };
}
