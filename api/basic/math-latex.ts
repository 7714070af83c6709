/**
 * Writes the item tree (math-items.ts) as LaTeX for the engine and as display text for people.
 * Percent is the one postfix operator the language lacks: `x%` is written `\frac{x}{100}` around the
 * operand before it, so `3/50%` is 3 ÷ 0.5 as on a handheld calculator, not (3/50)/100.
 */
import { LATEX_FUNCTIONS, type MathItem, type Operator } from './math-items';

/** The placeholder for `ans`; the evaluator replaces it with the previous answer's exact value. */
export const ANSWER_LATEX = '\\operatorname{ans}';

const OPERATOR_LATEX: Readonly<Record<Operator, string>> = {
  '+': '+',
  '-': '-',
  times: '\\times ',
  cdot: '\\cdot ',
  div: '\\div ',
  '/': '/',
  '=': '=',
  ',': ',',
  '!': '!',
  '%': '\\%',
  '|': '|',
  '<': '<',
  '>': '>',
};

const OPERATOR_TEXT: Readonly<Record<Operator, string>> = {
  '+': '+',
  '-': '−',
  times: '×',
  cdot: '×',
  div: '÷',
  '/': '/',
  '=': '=',
  ',': ',',
  '!': '!',
  '%': '%',
  '|': '|',
  '<': '<',
  '>': '>',
};

/** Items that start an operand: `%` wraps back to the latest of these. */
function startsOperand(item: MathItem): boolean {
  return !['operator', 'power', 'subscript'].includes(item.kind);
}

export function toLatex(items: readonly MathItem[]): string {
  const pieces: string[] = [];
  let operandStart: number | undefined;
  let afterFunction = false;
  for (const item of items) {
    if (item.kind === 'operator' && item.operator === '%' && operandStart !== undefined) {
      const operand = pieces.splice(operandStart).join('');
      pieces.push(`\\frac{${operand.trim()}}{100}`);
      continue;
    }
    if (item.kind === 'operator' && item.operator !== '!') {
      operandStart = undefined;
      afterFunction = false;
    } else if (item.kind === 'function') {
      operandStart = pieces.length;
      afterFunction = true;
    } else if (startsOperand(item)) {
      // An argument right after a function name belongs to it: sin(30)% is (sin 30)%.
      if (!afterFunction || operandStart === undefined) operandStart = pieces.length;
      afterFunction = false;
    }
    pieces.push(itemLatex(item));
  }
  return pieces.join('').trim();
}

function itemLatex(item: MathItem): string {
  switch (item.kind) {
    case 'number':
      return item.text;
    case 'letter':
      return item.name;
    case 'constant':
      return item.name === 'pi' ? '\\pi ' : 'e';
    case 'answer':
      return ANSWER_LATEX;
    case 'function': {
      const name = LATEX_FUNCTIONS.has(item.name) ? `\\${item.name}` : `\\operatorname{${item.name}}`;
      return item.base ? `${name}_{${toLatex(item.base)}} ` : `${name} `;
    }
    case 'operator':
      return OPERATOR_LATEX[item.operator];
    case 'power':
      return `^{${toLatex(item.exponent)}}`;
    case 'subscript':
      return `_{${toLatex(item.items)}}`;
    case 'root':
      return item.index
        ? `\\sqrt[${toLatex(item.index)}]{${toLatex(item.body)}}`
        : `\\sqrt{${toLatex(item.body)}}`;
    case 'group':
      // An unclosed parenthesis closes at the end of the entry, as handheld calculators do.
      return `\\left(${toLatex(item.items)}\\right)`;
    case 'braces':
      return `{${toLatex(item.items)}}`;
    case 'fraction':
      return `\\frac{${toLatex(item.numerator)}}{${toLatex(item.denominator)}}`;
    case 'raw':
      return `${item.latex} `;
  }
}

/** Text for people: `2+3×4`, `√(2)`, `sin(30)^2`, `π`; parentheses show where print would group. */
export function toDisplayText(items: readonly MathItem[]): string {
  return items.map(itemText).join('');
}

function groupedText(items: readonly MathItem[]): string {
  const text = toDisplayText(items);
  const simple =
    items.length === 1 && ['number', 'letter', 'constant', 'answer', 'group'].includes(items[0].kind);
  return simple ? text : `(${text})`;
}

function itemText(item: MathItem): string {
  switch (item.kind) {
    case 'number':
      return item.text;
    case 'letter':
      return item.name;
    case 'constant':
      return item.name === 'pi' ? 'π' : 'e';
    case 'answer':
      return 'ans';
    case 'function':
      return item.base ? `${item.name}_${groupedText(item.base)}` : item.name;
    case 'operator':
      return OPERATOR_TEXT[item.operator];
    case 'power':
      return `^${groupedText(item.exponent)}`;
    case 'subscript':
      return `_${groupedText(item.items)}`;
    case 'root':
      return item.index
        ? `${groupedText(item.index)}√${groupedText(item.body)}`
        : `√${groupedText(item.body)}`;
    case 'group':
      return `(${toDisplayText(item.items)}${item.closed ? ')' : ''}`;
    case 'braces':
      return toDisplayText(item.items);
    case 'fraction':
      return `${groupedText(item.numerator)}/${groupedText(item.denominator)}`;
    case 'raw':
      return item.latex;
  }
}
