/**
 * A compiled expression, as the WASM VM runs it (format: see `operations.ts`), and the tree the compiler
 * builds before emitting it: operations of the registry over constants and inputs.
 */
import type { INPUT_SLOT, OperationName } from './operations';

export interface EngineProgram {
  readonly code: Int32Array;
  readonly constants: Float64Array;
  /** Values the stack holds at its fullest while the program runs: the VM sizes its block stack by it. */
  readonly maxStackDepth: number;
}

/**
 * A variable bound inside a program: an integral's `t`, a sum's `n` (emitted as the input slot of its
 * scope's nesting depth), or, while a derivative is built, the stand-in for the variable it is taken by.
 * Compared by identity, so two scopes that both call their variable `t` never mix.
 */
export interface BoundVariable {
  readonly name: string;
}

/** Operations that run a body program over a bound variable (see operations.ts). */
export type ScopeOperation = 'INTEGRAL' | 'SUM_RANGE' | 'PRODUCT_RANGE';

export type ProgramNode =
  | { readonly kind: 'constant'; readonly value: number }
  | { readonly kind: 'input'; readonly input: keyof typeof INPUT_SLOT }
  | { readonly kind: 'variable'; readonly variable: BoundVariable }
  | {
      readonly kind: 'operation';
      readonly operation: OperationName;
      readonly operands: readonly ProgramNode[];
    }
  | ScopeNode;

/**
 * `INTEGRAL`: ∫ from operands[0] to operands[1] of body d(variable). `SUM_RANGE` / `PRODUCT_RANGE`: the sum
 * or product of body for variable = round(operands[0]) … round(operands[1]) (bounds that vary per point;
 * constant bounds are unrolled instead).
 */
export interface ScopeNode {
  readonly kind: 'scope';
  readonly operation: ScopeOperation;
  readonly variable: BoundVariable;
  readonly operands: readonly [ProgramNode, ProgramNode];
  readonly body: ProgramNode;
}
