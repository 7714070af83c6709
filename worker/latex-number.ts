/** The number a LaTeX text computes on its own, with no variables (a table cell, a domain bound). */
import { analyzeExpressionList } from '../language/index';

/** NaN when the text is not one number (a variable, a list, an error). */
export function latexNumber(latex: string, degreeMode: boolean): number {
  const effect = analyzeExpressionList([{ id: 'number', latex }], { degreeMode }).get('number')?.effect;
  return effect?.kind === 'evaluation' && typeof effect.value === 'number' ? effect.value : NaN;
}
