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
 *
 * Shared subtrees. Program trees are DAGs: inlining and symbolic derivatives reuse nodes (the derivative
 * of x² sin(3x) e^{−x} / (1 + x²) reads sin(3x) three times), and a formula may write one subtree twice.
 * Subtrees are numbered by structure (value numbering: the same operation of the same numbered operands,
 * the same constant, input or bound variable), so equal numbers compute equal blocks. Within one region
 * (the top-level program, or one scope's body, the bodies nested in it excepted) a number reached more
 * than once that costs more to recompute than to keep (`worthSharing`) is computed once: `STORE r` after
 * its first computation keeps its block in register r, and every later use is `LOAD r`. `planSharing`
 * counts how often each number will be reached (a shared parent reaches its operands once), so the
 * register is freed after its last LOAD and serves another value; when all REGISTER_COUNT are held, a
 * subtree is simply computed again.
 *
 * Scopes: nothing is shared across a scope's boundary. A body runs over other lanes than the code around
 * it (its integration nodes, its terms), so an outer register means nothing inside it, and a value
 * stored by one run of a body must be stored again by the next. So each body is a region of its own,
 * whose shared values are stored and loaded within the body's code; a body takes only registers that no
 * enclosing region holds while the body is emitted (those are live across the scope instruction, and the
 * body's runs would overwrite them), and frees them all at its end. The VM's validation checks the same
 * rule (program-validation.ts).
 */
import {
  INPUT_SLOT,
  MAX_SCOPE_DEPTH,
  OPCODE,
  REGISTER_COUNT,
  SCOPE_SLOT_BASE,
  type OperationName,
} from './operations';
import { ParseError } from './parse-error';
import type { BoundVariable, EngineProgram, ProgramNode } from './program';

const COMMUTATIVE: ReadonlySet<string> = new Set(['ADD', 'MUL']);

/**
 * Operations that cost about one pass over a block, as a LOAD or STORE does (a block copy); every other
 * operation (a libm call, Γ, ψ, a scope) costs many.
 */
const CHEAP: ReadonlySet<OperationName> = new Set([
  'ADD',
  'SUB',
  'MUL',
  'DIV',
  'NEG',
  'SQUARE',
  'SQRT',
  'ABS',
  'FLOOR',
  'CEIL',
  'ROUND',
  'SIGN',
  'MIN',
  'MAX',
  'LESS',
  'LESS_EQUAL',
  'GREATER',
  'GREATER_EQUAL',
  'EQUAL',
  'SELECT',
]);

/** The cost of a costly operation in passes, and the cap of every cost (enough to decide any sharing). */
const COSTLY = 8;

/**
 * Whether a subtree reached `uses` times is worth a register. Counted in passes over a block (a leaf's
 * CONST or INPUT is one, a cheap operation one): recomputing costs `cost` for each use after the first,
 * sharing costs one STORE and a LOAD per later use. So 3x (three passes) is shared from two uses, x²
 * (two) from three, a leaf never; anything costly always.
 */
function worthSharing(cost: number, uses: number): boolean {
  return uses > 1 && (uses - 1) * cost > uses;
}

export interface EmitOptions {
  /** Compute shared subtrees once (LOAD, STORE); true unless a test compares against the tree walk. */
  readonly shareSubtrees?: boolean;
}

/** The operands a region reaches from a node: a scope's bounds, never its body (a region of its own). */
function regionOperands(node: ProgramNode): readonly ProgramNode[] {
  if (node.kind === 'operation' || node.kind === 'scope') return node.operands;
  return [];
}

export function emitProgram(root: ProgramNode, options: EmitOptions = {}): EngineProgram {
  const shareSubtrees = options.shareSubtrees ?? true;
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

  const numbers = new Map<ProgramNode, number>();
  // Value numbers by key: constants by value, operations of up to two operands by their opcode and their
  // operands' numbers packed into one double (Map lookups by number are several times cheaper than by
  // string), anything else by a string.
  const byConstant = new Map<number, number>();
  const byPackedOperation = new Map<number, number>();
  const byText = new Map<string, number>();
  const variableNumbers = new Map<BoundVariable, number>();
  /** Per value number: its cost (see worthSharing), capped at COSTLY (a DAG's tree cost is exponential). */
  const costs: number[] = [];
  let nextNumber = 0;
  const numberFor = <K>(map: Map<K, number>, key: K, cost: number): number => {
    let number = map.get(key);
    if (number === undefined) {
      map.set(key, (number = nextNumber++));
      costs.push(cost);
    }
    return number;
  };
  const variableKey = (variable: BoundVariable): string => {
    let number = variableNumbers.get(variable);
    if (number === undefined) variableNumbers.set(variable, (number = variableNumbers.size));
    return `v${number}`;
  };
  /** Opcodes below 2^7 and numbers below 2^23 pack into 53 bits: exactly representable. */
  const PACK = 2 ** 23;
  const PACKED_OPCODES = 2 ** 7;

  /** The subtree's value number: equal for subtrees of equal structure (bound variables by identity). */
  function numberOf(node: ProgramNode): number {
    let number = numbers.get(node);
    if (number !== undefined) return number;
    switch (node.kind) {
      case 'constant':
        number = Object.is(node.value, -0)
          ? numberFor(byText, '-0', 1)
          : numberFor(byConstant, node.value, 1);
        break;
      case 'input':
        number = numberFor(byText, `i${node.input}`, 1);
        break;
      case 'variable':
        number = numberFor(byText, variableKey(node.variable), 1);
        break;
      case 'operation': {
        const operands = node.operands;
        const first = operands.length > 0 ? numberOf(operands[0]) : 0;
        const second = operands.length > 1 ? numberOf(operands[1]) : 0;
        let cost = CHEAP.has(node.operation) ? 1 : COSTLY;
        for (const operand of operands) cost += costs[numberOf(operand)];
        cost = Math.min(cost, COSTLY);
        const opcode = OPCODE[node.operation];
        if (operands.length <= 2 && opcode < PACKED_OPCODES && first < PACK && second < PACK) {
          number = numberFor(byPackedOperation, (opcode * PACK + first) * PACK + second, cost);
        } else {
          number = numberFor(byText, `${node.operation}(${operands.map(numberOf).join()})`, cost);
        }
        break;
      }
      case 'scope': {
        const [lower, upper] = node.operands;
        const parts = [numberOf(lower), numberOf(upper), numberOf(node.body)];
        number = numberFor(
          byText,
          `${node.operation}(${variableKey(node.variable)},${parts.join()})`,
          COSTLY,
        );
        break;
      }
    }
    numbers.set(node, number);
    return number;
  }

  /**
   * How often the emitter will reach each value number of the region worth sharing that it reaches more
   * than once. Parents come before their operands (reverse post order), so each count is complete when
   * it is handed on: a shared subtree reaches its operands once, any other as often as it is reached.
   */
  function planSharing(regionRoot: ProgramNode): Map<number, number> {
    const order: ProgramNode[] = [];
    const visited = new Set<number>();
    const visit = (node: ProgramNode): void => {
      const number = numberOf(node);
      if (visited.has(number)) return;
      visited.add(number);
      for (const operand of regionOperands(node)) visit(operand);
      order.push(node);
    };
    visit(regionRoot);
    const reached = new Map<number, number>([[numberOf(regionRoot), 1]]);
    const plan = new Map<number, number>();
    for (let index = order.length - 1; index >= 0; index--) {
      const node = order[index];
      const number = numberOf(node);
      const count = reached.get(number) ?? 0;
      // A leaf costs one pass: never worth a register.
      const shared = worthSharing(costs[number], count);
      if (shared) plan.set(number, count);
      for (const operand of regionOperands(node)) {
        const operandNumber = numberOf(operand);
        reached.set(operandNumber, (reached.get(operandNumber) ?? 0) + (shared ? 1 : count));
      }
    }
    return plan;
  }

  /** Registers held by the regions being emitted (the enclosing ones' values live across this body). */
  const held = new Array<boolean>(REGISTER_COUNT).fill(false);

  function takeRegister(): number | undefined {
    const register = held.indexOf(false);
    if (register < 0) return undefined;
    held[register] = true;
    return register;
  }

  /** Emits one region (the program, or a scope's body) and returns the stack depth it needs. */
  function emitRegion(regionRoot: ProgramNode): number {
    const plan = shareSubtrees ? planSharing(regionRoot) : new Map<number, number>();
    /** Per value number of the plan: how often it has been reached, and the register holding it. */
    const reached = new Map<number, number>();
    const stored = new Map<number, number>();

    /** Emits the node (or loads it) and returns the stack depth its evaluation needs. */
    function emit(node: ProgramNode): number {
      if (plan.size === 0) return emitComputation(node);
      const number = numberOf(node);
      const planned = plan.get(number);
      if (planned === undefined) return emitComputation(node);
      const count = (reached.get(number) ?? 0) + 1;
      reached.set(number, count);
      const register = stored.get(number);
      if (register !== undefined) {
        code.push(OPCODE.LOAD, register);
        if (count >= planned) {
          stored.delete(number);
          held[register] = false;
        }
        return 1;
      }
      const need = emitComputation(node);
      // Reached more often than planned (a shared parent left without a register): computed each time.
      const spare = count < planned ? takeRegister() : undefined;
      if (spare !== undefined) {
        code.push(OPCODE.STORE, spare);
        stored.set(number, spare);
      }
      return need;
    }

    /** The stack depth the node needs, as `emit` will emit it (a stored subtree is one LOAD). */
    function needOf(node: ProgramNode): number {
      return stored.size > 0 && stored.has(numberOf(node)) ? 1 : measureNeed(node);
    }

    function emitComputation(node: ProgramNode): number {
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
            throw new ParseError(
              'too-complex',
              `At most ${MAX_SCOPE_DEPTH} integrals or sums may nest`,
              0,
              0,
            );
          }
          code.push(OPCODE[node.operation], slot, 0);
          const lengthWord = code.length - 1;
          slots.set(node.variable, slot);
          const bodyNeed = emitRegion(node.body);
          slots.delete(node.variable);
          code[lengthWord] = code.length - lengthWord - 1;
          return Math.max(need, 2 + bodyNeed);
        }
        case 'operation': {
          let operands = node.operands;
          if (COMMUTATIVE.has(node.operation) && operands.length === 2) {
            if (needOf(operands[1]) > needOf(operands[0])) operands = [operands[1], operands[0]];
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

    const need = emit(regionRoot);
    // The plan's counts are the least the emission reaches, so every register is free again by now.
    for (const register of stored.values()) held[register] = false;
    return need;
  }

  /** Per value number: the stack depth the subtree needs as a tree walk (Sethi–Ullman). */
  const needs: number[] = [];
  function measureNeed(node: ProgramNode): number {
    if (node.kind !== 'operation' && node.kind !== 'scope') return 1;
    const number = numberOf(node);
    let need = needs[number];
    if (need === undefined) {
      if (node.kind === 'scope') {
        const [lower, upper] = node.operands;
        need = Math.max(measureNeed(lower), 1 + measureNeed(upper), 2 + measureNeed(node.body));
      } else {
        const operandNeeds = node.operands.map(measureNeed);
        if (COMMUTATIVE.has(node.operation) && operandNeeds.length === 2) operandNeeds.sort((a, b) => b - a);
        need = Math.max(1, ...operandNeeds.map((operandNeed, index) => index + operandNeed));
      }
      needs[number] = need;
    }
    return need;
  }

  const maxStackDepth = emitRegion(root);
  return { code: Int32Array.from(code), constants: Float64Array.from(constants), maxStackDepth };
}
