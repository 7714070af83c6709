/**
 * The number a LaTeX text computes on its own, with no variables: a slider bound, a domain bound, a table
 * cell (`2\pi`, `\frac{\tau}{4}`, `-e`, `1.5`). The whole language reads it, so every place that takes
 * such a bound accepts the same texts.
 */
import { analyzeExpressionList } from './analyze-list';

/** NaN when the text is not one number (a variable, a list, an error). */
export function latexConstant(latex: string, degreeMode = false): number {
  const effect = analyzeExpressionList([{ id: 'number', latex }], { degreeMode }).get('number')?.effect;
  return effect?.kind === 'evaluation' && typeof effect.value === 'number' ? effect.value : NaN;
}
