/**
 * Per-expression analysis: what one entry of the expression list does, and its compiled program.
 *
 * The order of checks decides which error a person sees first: a syntax error, then a definition (not
 * supported yet), then undefined names (all of them, so the UI can offer a slider for each), then the
 * shape of the graph. Nothing here throws: every failure becomes an `error` with a code and a span.
 */
import { collectIdentifiers, type ExpressionNode, type StatementNode } from './ast';
import { emitProgram } from './emit';
import { lowerExpression, type LoweringOptions } from './lower';
import { ParseError, type LanguageErrorCode } from './parse-error';
import { parseLatex } from './parser';
import type { EngineProgram } from './program';
import { displayName, isKnownName } from './symbols';

export type AnalysisOptions = LoweringOptions;

export type ExpressionEffect =
  /** y = f(x), or a bare expression in x such as `\sin(x)`: sample y over x. */
  | { readonly kind: 'explicit'; readonly dependent: 'y'; readonly program: EngineProgram }
  /** No free variables: evaluate once (the worker runs the program in WASM). */
  | { readonly kind: 'evaluation'; readonly program: EngineProgram }
  /** Nothing to do: an empty entry, or one with an error. */
  | { readonly kind: 'none' };

export interface AnalysisError {
  readonly code: LanguageErrorCode;
  readonly message: string;
  readonly start: number;
  readonly end: number;
  /** For `undefined-variable`: every undefined name, in order, as LaTeX (`a`, `a_{1}`, `\alpha`). */
  readonly undefinedNames?: readonly string[];
}

export interface ExpressionAnalysisResult {
  readonly effect: ExpressionEffect;
  readonly error?: AnalysisError;
}

const NO_EFFECT: ExpressionEffect = { kind: 'none' };

export function analyzeExpression(latex: string, options: AnalysisOptions): ExpressionAnalysisResult {
  try {
    if (typeof latex !== 'string') throw new ParseError('internal-error', 'Expression is not a string', 0, 0);
    return analyzeStatement(parseLatex(latex), options);
  } catch (error) {
    if (error instanceof ParseError) {
      return failure(error.code, error.message, error);
    }
    // Reached only through a defect: the caller still gets an answer, never an exception.
    return failure('internal-error', String(error), {
      start: 0,
      end: typeof latex === 'string' ? latex.length : 0,
    });
  }
}

function failure(
  code: LanguageErrorCode,
  message: string,
  span: { start: number; end: number },
  undefinedNames?: readonly string[],
): ExpressionAnalysisResult {
  const error: AnalysisError = { code, message, start: span.start, end: span.end };
  return { effect: NO_EFFECT, error: undefinedNames ? { ...error, undefinedNames } : error };
}

function analyzeStatement(statement: StatementNode, options: AnalysisOptions): ExpressionAnalysisResult {
  if (statement.type === 'empty') return { effect: NO_EFFECT };
  if (
    statement.type === 'equation' &&
    statement.left.type === 'identifier' &&
    !isKnownName(statement.left.name)
  ) {
    const name = displayName(statement.left.name);
    return failure('unsupported-definition', `Defining '${name}' is not supported yet`, statement.left);
  }
  const undefinedIdentifiers = collectIdentifiers(statement).filter(
    (identifier) => !isKnownName(identifier.name),
  );
  if (undefinedIdentifiers.length > 0) {
    const names = [...new Set(undefinedIdentifiers.map((identifier) => identifier.name))];
    const listed = names.map(displayName).join(', ');
    const message = names.length === 1 ? `Undefined variable: ${listed}` : `Undefined variables: ${listed}`;
    return failure('undefined-variable', message, undefinedIdentifiers[0], names);
  }
  if (statement.type === 'expression') {
    const expression = statement.expression;
    if (uses(expression, 'y')) {
      return failure(
        'unsupported-graph',
        'Only y as a function of x can be graphed so far: write y=…',
        expression,
      );
    }
    const program = compile(expression, options);
    return {
      effect: uses(expression, 'x')
        ? { kind: 'explicit', dependent: 'y', program }
        : { kind: 'evaluation', program },
    };
  }
  const { left, right } = statement;
  const explicitSide =
    isY(left) && !uses(right, 'y') ? right : isY(right) && !uses(left, 'y') ? left : undefined;
  if (!explicitSide) {
    return failure('unsupported-graph', 'Only equations of the form y=f(x) can be graphed so far', statement);
  }
  return { effect: { kind: 'explicit', dependent: 'y', program: compile(explicitSide, options) } };
}

function isY(node: ExpressionNode): boolean {
  return node.type === 'identifier' && node.name === 'y';
}

function uses(node: ExpressionNode, name: string): boolean {
  return collectIdentifiers(node).some((identifier) => identifier.name === name);
}

function compile(expression: ExpressionNode, options: AnalysisOptions): EngineProgram {
  return emitProgram(lowerExpression(expression, options));
}
