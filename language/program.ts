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

export type ProgramNode =
  | { readonly kind: 'constant'; readonly value: number }
  | { readonly kind: 'input'; readonly input: keyof typeof INPUT_SLOT }
  | {
      readonly kind: 'operation';
      readonly operation: OperationName;
      readonly operands: readonly ProgramNode[];
    };
