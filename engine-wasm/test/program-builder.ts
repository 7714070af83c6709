/**
 * Test support: builds bytecode programs from small expression trees, so tests can write
 * `add(square(x), mul(sin(mul(constant(3), x)), exp(neg(x))))` instead of raw words. Opcodes come from
 * the registry in language/operations.ts, the contract the VM implements.
 *
 * Scopes: `integral(lower, upper, (t) => body)` (and `sum`, `product`) bind a variable for the body; the
 * assembler gives it the slot SCOPE_SLOT_BASE + nesting depth and emits the contract's layout: bounds,
 * the opcode, the slot, the body's length, the body inline.
 *
 * `assembleProgram` walks the tree as a tree (a node used twice is emitted twice); `emitShared` hands it
 * to the language's emitter, which computes a node used more than once once (LOAD, STORE).
 */
import { emitProgram } from '../../language/emit';
import { INPUT_SLOT, OPCODE, SCOPE_SLOT_BASE, type OperationName } from '../../language/operations';
import type { BoundVariable, ProgramNode as LanguageNode } from '../../language/program';
import type { EngineProgram } from '../index';

export type ScopeName = 'INTEGRAL' | 'SUM_RANGE' | 'PRODUCT_RANGE';

export type ProgramNode =
  | { readonly kind: 'constant'; readonly value: number }
  | { readonly kind: 'input'; readonly slot: keyof typeof INPUT_SLOT }
  | { readonly kind: 'operation'; readonly name: OperationName; readonly operands: readonly ProgramNode[] }
  | { readonly kind: 'variable'; readonly variable: object }
  | {
      readonly kind: 'scope';
      readonly name: ScopeName;
      readonly variable: object;
      readonly lower: ProgramNode;
      readonly upper: ProgramNode;
      readonly body: ProgramNode;
    };

export const x: ProgramNode = { kind: 'input', slot: 'x' };
export const y: ProgramNode = { kind: 'input', slot: 'y' };
export const t: ProgramNode = { kind: 'input', slot: 't' };

export function constant(value: number): ProgramNode {
  return { kind: 'constant', value };
}

export function operation(name: OperationName, ...operands: ProgramNode[]): ProgramNode {
  return { kind: 'operation', name, operands };
}

function scope(
  name: ScopeName,
  lower: ProgramNode,
  upper: ProgramNode,
  body: (variable: ProgramNode) => ProgramNode,
): ProgramNode {
  const variable = {};
  return { kind: 'scope', name, variable, lower, upper, body: body({ kind: 'variable', variable }) };
}

/** ∫_lower^upper body(t) dt. */
export const integral = (lower: ProgramNode, upper: ProgramNode, body: (t: ProgramNode) => ProgramNode) =>
  scope('INTEGRAL', lower, upper, body);
/** Σ_{n=lower}^{upper} body(n). */
export const sum = (lower: ProgramNode, upper: ProgramNode, body: (n: ProgramNode) => ProgramNode) =>
  scope('SUM_RANGE', lower, upper, body);
/** Π_{n=lower}^{upper} body(n). */
export const product = (lower: ProgramNode, upper: ProgramNode, body: (n: ProgramNode) => ProgramNode) =>
  scope('PRODUCT_RANGE', lower, upper, body);

export const add = (a: ProgramNode, b: ProgramNode) => operation('ADD', a, b);
export const subtract = (a: ProgramNode, b: ProgramNode) => operation('SUB', a, b);
export const multiply = (a: ProgramNode, b: ProgramNode) => operation('MUL', a, b);
export const divide = (a: ProgramNode, b: ProgramNode) => operation('DIV', a, b);
export const power = (a: ProgramNode, b: ProgramNode) => operation('POW', a, b);
export const negate = (a: ProgramNode) => operation('NEG', a);
export const square = (a: ProgramNode) => operation('SQUARE', a);
export const sqrt = (a: ProgramNode) => operation('SQRT', a);
export const sin = (a: ProgramNode) => operation('SIN', a);
export const tan = (a: ProgramNode) => operation('TAN', a);
export const exp = (a: ProgramNode) => operation('EXP', a);
export const ln = (a: ProgramNode) => operation('LN', a);
export const abs = (a: ProgramNode) => operation('ABS', a);

/**
 * Emits postfix bytecode; constants are deduplicated by value. maxStackDepth counts a scope's body on
 * top of its two bounds, where the VM runs it.
 */
export function assembleProgram(root: ProgramNode): EngineProgram {
  const code: number[] = [];
  const constants: number[] = [];
  const slots = new Map<object, number>();
  let depth = 0;
  let maxStackDepth = 0;
  const push = () => {
    depth += 1;
    maxStackDepth = Math.max(maxStackDepth, depth);
  };
  const emit = (node: ProgramNode): void => {
    if (node.kind === 'scope') {
      emit(node.lower);
      emit(node.upper);
      const slot = SCOPE_SLOT_BASE + slots.size;
      code.push(OPCODE[node.name], slot, 0);
      const lengthAt = code.length - 1;
      slots.set(node.variable, slot);
      emit(node.body);
      slots.delete(node.variable);
      code[lengthAt] = code.length - lengthAt - 1;
      depth -= 2;
    } else if (node.kind === 'variable') {
      const slot = slots.get(node.variable);
      if (slot === undefined) throw new Error('a scope variable used outside its scope');
      code.push(OPCODE.INPUT, slot);
      push();
    } else if (node.kind === 'constant') {
      let index = constants.findIndex((value) => Object.is(value, node.value));
      if (index < 0) index = constants.push(node.value) - 1;
      code.push(OPCODE.CONST, index);
      push();
    } else if (node.kind === 'input') {
      code.push(OPCODE.INPUT, INPUT_SLOT[node.slot]);
      push();
    } else {
      node.operands.forEach(emit);
      code.push(OPCODE[node.name]);
      depth -= node.operands.length - 1;
    }
  };
  emit(root);
  return { code: Int32Array.from(code), constants: Float64Array.from(constants), maxStackDepth };
}

/** x^2 + sin(3x) e^{-x}: the benchmark formula, as the VM runs it. */
export const BENCHMARK_FORMULA = add(square(x), multiply(sin(multiply(constant(3), x)), exp(negate(x))));

/** The language's emitter on this tree: nodes used more than once (by identity) are shared. */
export function emitShared(root: ProgramNode, shareSubtrees = true): EngineProgram {
  const nodes = new Map<ProgramNode, LanguageNode>();
  const variables = new Map<object, BoundVariable>();
  const variableOf = (variable: object): BoundVariable => {
    let bound = variables.get(variable);
    if (!bound) variables.set(variable, (bound = { name: `v${variables.size}` }));
    return bound;
  };
  const convert = (node: ProgramNode): LanguageNode => {
    let converted = nodes.get(node);
    if (converted) return converted;
    switch (node.kind) {
      case 'constant':
        converted = node;
        break;
      case 'input':
        converted = { kind: 'input', input: node.slot };
        break;
      case 'variable':
        converted = { kind: 'variable', variable: variableOf(node.variable) };
        break;
      case 'operation':
        converted = { kind: 'operation', operation: node.name, operands: node.operands.map(convert) };
        break;
      case 'scope':
        converted = {
          kind: 'scope',
          operation: node.name,
          variable: variableOf(node.variable),
          operands: [convert(node.lower), convert(node.upper)],
          body: convert(node.body),
        };
        break;
    }
    nodes.set(node, converted);
    return converted;
  };
  return emitProgram(convert(root), { shareSubtrees });
}
