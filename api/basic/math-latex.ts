/**
 * Writes the item tree (math-items.ts) as LaTeX for the engine and as display text for people.
 * Percent is the one postfix operator the language lacks: `x%` is written `\frac{x}{100}` around the
 * operand before it, so `3/50%` is 3 ÷ 0.5 as on a handheld calculator, not (3/50)/100.
 */
import { LATEX_FUNCTIONS, type MathItem, type Operator } from './math-items';

/** The placeholder for `ans`; the evaluator replaces it with the previous answer's exact value. */
export const ANSWER_LATEX = '\\operatorname{ans}';

/** The functions TeX itself (and so MathLive) has a command for. */
const TEX_FUNCTIONS: ReadonlySet<string> = new Set(
  'sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh ln log exp min max gcd'.split(' '),
);

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
  return writeLatex(items, false);
}

/**
 * LaTeX for people, as a math field and the history typeset it: as `toLatex` but `12%` stays `12\%`
 * (the engine's `\frac{12}{100}` is how it is computed, not what was typed), and a function TeX has no
 * command for is `\operatorname{nCr}`, which MathLive sets upright, where the engine reads `\nCr`.
 */
export function toDisplayLatex(items: readonly MathItem[]): string {
  return writeLatex(items, true);
}

function writeLatex(items: readonly MathItem[], forDisplay: boolean): string {
  const pieces: string[] = [];
  let operandStart: number | undefined;
  let afterFunction = false;
  for (const item of items) {
    if (item.kind === 'operator' && item.operator === '%' && operandStart !== undefined && !forDisplay) {
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
    pieces.push(itemLatex(item, forDisplay));
  }
  return pieces.join('').trim();
}

function itemLatex(item: MathItem, forDisplay: boolean): string {
  const write = (inner: readonly MathItem[]) => writeLatex(inner, forDisplay);
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
      const commands = forDisplay ? TEX_FUNCTIONS : LATEX_FUNCTIONS;
      const name = commands.has(item.name) ? `\\${item.name}` : `\\operatorname{${item.name}}`;
      return item.base ? `${name}_{${write(item.base)}} ` : `${name} `;
    }
    case 'operator':
      return OPERATOR_LATEX[item.operator];
    case 'power':
      return `^{${write(item.exponent)}}`;
    case 'subscript':
      return `_{${write(item.items)}}`;
    case 'root':
      return item.index ? `\\sqrt[${write(item.index)}]{${write(item.body)}}` : `\\sqrt{${write(item.body)}}`;
    case 'group':
      // An unclosed parenthesis closes at the end of the entry, as handheld calculators do.
      return `\\left(${write(item.items)}\\right)`;
    case 'braces':
      return `{${write(item.items)}}`;
    case 'fraction':
      return `\\frac{${write(item.numerator)}}{${write(item.denominator)}}`;
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
