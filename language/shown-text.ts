/**
 * How a piece of LaTeX reads in an error message: as the math editor showed it to the person, who typed
 * `)`, `abs` and `<=`, never `\right)`, `\operatorname{abs}` or `\le`. Commands the language does not
 * know stay as written: the person pasted them, and the message must name them to be of use.
 */
import { functionNamed } from './functions';
import { GREEK_LETTERS } from './symbols';

const PRINTED: ReadonlyMap<string, string> = new Map([
  ['\\cdot', '·'],
  ['\\times', '×'],
  ['\\div', '÷'],
  ['\\lt', '<'],
  ['\\gt', '>'],
  ['\\le', '≤'],
  ['\\leq', '≤'],
  ['\\leqslant', '≤'],
  ['\\ge', '≥'],
  ['\\geq', '≥'],
  ['\\geqslant', '≥'],
  ['\\sim', '~'],
  ['\\infty', '∞'],
  ['\\ldots', '...'],
  ['\\dots', '...'],
  ['\\cdots', '...'],
  ['\\sqrt', '√'],
  ['\\int', '∫'],
  ['\\sum', 'Σ'],
  ['\\prod', 'Π'],
  ['\\{', '{'],
  ['\\}', '}'],
  ['\\lbrace', '{'],
  ['\\rbrace', '}'],
  ['\\lbrack', '['],
  ['\\rbrack', ']'],
  ['\\lfloor', '⌊'],
  ['\\rfloor', '⌋'],
  ['\\lceil', '⌈'],
  ['\\rceil', '⌉'],
]);

function shownCommand(command: string): string {
  const name = command.slice(1);
  return PRINTED.get(command) ?? GREEK_LETTERS.get(name) ?? (functionNamed(name) ? name : command);
}

export function shownText(latex: string): string {
  return latex
    .replace(/\\operatorname\s*\{\s*(?:\\mathrm\s*\{)?\s*([A-Za-z]*)\s*\}?\s*\}/g, '$1')
    .replace(/\\(?:left|right)\s*/g, '')
    .replace(/\\[A-Za-z]+|\\[{}]/g, shownCommand);
}
