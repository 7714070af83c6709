/**
 * The functions the language can call by name, derived from the operation registry: every operation
 * with a LaTeX command (`\sin`) is a function named by that command without its backslash (`sin`).
 * What the registry does not say, and the language must know, lives here: which functions take or give
 * an angle (degree mode converts those), and what `f^{-1}` means.
 */
import { OPERATIONS, type OperationName } from './operations';

export type AngleRole = 'argument' | 'result' | 'none';

export interface FunctionDefinition {
  readonly name: string;
  readonly operation: OperationName;
  /** 'argument': trig functions, whose argument is an angle; 'result': inverse trig, which return one. */
  readonly angle: AngleRole;
}

const ANGLE_ARGUMENT: ReadonlySet<OperationName> = new Set(['SIN', 'COS', 'TAN', 'COT', 'SEC', 'CSC']);
const ANGLE_RESULT: ReadonlySet<OperationName> = new Set(['ARCSIN', 'ARCCOS', 'ARCTAN']);

/** `\sin^{-1}` is the inverse function, not a reciprocal power (the usual reading, and Desmos's). */
const INVERSES: ReadonlyMap<string, string> = new Map([
  ['sin', 'arcsin'],
  ['cos', 'arccos'],
  ['tan', 'arctan'],
]);

const FUNCTIONS: ReadonlyMap<string, FunctionDefinition> = new Map(
  OPERATIONS.flatMap((operation) =>
    operation.latex.map((command) => {
      const name = command.slice(1);
      const angle: AngleRole = ANGLE_ARGUMENT.has(operation.name)
        ? 'argument'
        : ANGLE_RESULT.has(operation.name)
          ? 'result'
          : 'none';
      return [name, { name, operation: operation.name, angle }] as const;
    }),
  ),
);

export function functionNamed(name: string): FunctionDefinition | undefined {
  return FUNCTIONS.get(name);
}

/** The name of the function that `name^{-1}` denotes, if the language knows one. */
export function inverseFunctionName(name: string): string | undefined {
  return INVERSES.get(name);
}
