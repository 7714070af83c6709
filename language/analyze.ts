/**
 * Analysis of one entry on its own, in the shape the first version of the worker used: an explicit curve
 * y=f(x) with one program, an evaluation with its program, or nothing (with the error, if any). It is the
 * list analysis (`analyze-list.ts`) of a list of one; effects this shape cannot hold (points, regions,
 * definitions, lists) read as `none`. New callers use `analyzeExpressionList`.
 */
import type { AnalysisError } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { emitProgram } from './emit';
import type { LoweringOptions } from './lower';
import type { EngineProgram } from './program';

export type AnalysisOptions = LoweringOptions;
export type { AnalysisError };

export type ExpressionEffect =
  /** y = f(x), or a bare expression in x such as `\sin(x)`: sample y over x. */
  | { readonly kind: 'explicit'; readonly dependent: 'y'; readonly program: EngineProgram }
  /** No free variables: evaluate once (the worker runs the program in WASM). */
  | { readonly kind: 'evaluation'; readonly program: EngineProgram }
  /** Nothing this shape can hold: an empty entry, an error, or an effect of the list analysis. */
  | { readonly kind: 'none' };

export interface ExpressionAnalysisResult {
  readonly effect: ExpressionEffect;
  readonly error?: AnalysisError;
}

const SINGLE_ID = 'expression';

export function analyzeExpression(latex: string, options: AnalysisOptions): ExpressionAnalysisResult {
  const entry = analyzeExpressionList([{ id: SINGLE_ID, latex }], options).get(SINGLE_ID)!;
  const effect = entry.effect;
  if (effect.kind === 'error') return { effect: { kind: 'none' }, error: effect.error };
  if (effect.kind === 'explicit' && effect.dependent === 'y' && effect.programs.length === 1) {
    return { effect: { kind: 'explicit', dependent: 'y', program: effect.programs[0] } };
  }
  if (effect.kind === 'evaluation' && typeof effect.value === 'number') {
    const program = emitProgram({ kind: 'constant', value: effect.value });
    return { effect: { kind: 'evaluation', program } };
  }
  return { effect: { kind: 'none' } };
}
