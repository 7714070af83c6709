/**
 * Linear text → a small tree of items: the flat sequence a student typed, with the parts that need
 * structure made explicit (parenthesized groups, exponents, roots, fractions). LaTeX, display text and
 * both braille codes are written from this one tree, so they always agree with each other.
 */
import { tokenizeMath, type MathToken } from './math-tokens';

export type Operator = '+' | '-' | 'times' | 'cdot' | 'div' | '/' | '=' | ',' | '!' | '%' | '|' | '<' | '>';

export type MathItem =
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'letter'; readonly name: string }
  | { readonly kind: 'constant'; readonly name: 'pi' | 'e' }
  | { readonly kind: 'answer' }
  /** A function name; its argument is whatever follows (a group, or shorthand `sin 30`). */
  | { readonly kind: 'function'; readonly name: string; readonly base?: readonly MathItem[] }
  | { readonly kind: 'operator'; readonly operator: Operator }
  | { readonly kind: 'power'; readonly exponent: readonly MathItem[] }
  | { readonly kind: 'subscript'; readonly items: readonly MathItem[] }
  | { readonly kind: 'root'; readonly index?: readonly MathItem[]; readonly body: readonly MathItem[] }
  | { readonly kind: 'group'; readonly items: readonly MathItem[]; readonly closed: boolean }
  /** Braces typed as LaTeX: they group without showing. */
  | { readonly kind: 'braces'; readonly items: readonly MathItem[] }
  | {
      readonly kind: 'fraction';
      readonly numerator: readonly MathItem[];
      readonly denominator: readonly MathItem[];
    }
  /** Anything else: passed to the language as it is, which reports it if it cannot be read. */
  | { readonly kind: 'raw'; readonly latex: string };

const SYMBOL_OPERATORS: Readonly<Record<string, Operator>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': 'cdot',
  '·': 'cdot',
  '×': 'times',
  '÷': 'div',
  '/': '/',
  '=': '=',
  ',': ',',
  '!': '!',
  '%': '%',
  '|': '|',
  '<': '<',
  '>': '>',
};

const COMMAND_OPERATORS: Readonly<Record<string, Operator>> = {
  times: 'times',
  cdot: 'cdot',
  div: 'div',
  '%': '%',
};

/** Functions the language knows by a backslash name (`\sin`); others are written with `\operatorname`. */
export const LATEX_FUNCTIONS: ReadonlySet<string> = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'arcsin',
  'arccos',
  'arctan',
  'arccot',
  'arcsec',
  'arccsc',
  'sinh',
  'cosh',
  'tanh',
  'ln',
  'log',
  'exp',
  'abs',
  'nCr',
  'nPr',
  'round',
  'floor',
  'ceil',
  'mod',
  'min',
  'max',
  'gcd',
  'lcm',
]);

/** The letters an item was typed as, inside `\operatorname{…}`. */
function nameText(item: MathItem): string {
  if (item.kind === 'letter' || item.kind === 'function') return item.name;
  if (item.kind === 'answer') return 'ans';
  if (item.kind === 'constant') return item.name;
  return '';
}

class ItemReader {
  private position = 0;
  constructor(private readonly tokens: MathToken[]) {}

  private peek(): MathToken | undefined {
    return this.tokens[this.position];
  }

  private isSymbol(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'symbol' && token.text === text;
  }

  /** Items up to the closing symbol (consumed when found) or the end. */
  sequence(close?: string): { items: MathItem[]; closed: boolean } {
    const items: MathItem[] = [];
    while (this.position < this.tokens.length) {
      if (close !== undefined && this.isSymbol(close)) {
        this.position++;
        return { items, closed: true };
      }
      items.push(...this.item());
    }
    return { items, closed: false };
  }

  /** One operand: an optional sign, then a number, name, group, root or function with its argument. */
  operand(): MathItem[] {
    const token = this.peek();
    // Half typed (`2^`, `sqrt`, `log_`): the operand is still empty, and the language says what is missing.
    if (token === undefined) return [];
    if (token?.kind === 'symbol' && (token.text === '-' || token.text === '−' || token.text === '+')) {
      this.position++;
      return [{ kind: 'operator', operator: token.text === '+' ? '+' : '-' }, ...this.operand()];
    }
    if (token?.kind === 'letter') {
      this.position++;
      return [{ kind: 'letter', name: token.name }];
    }
    const items = this.item();
    const last = items[items.length - 1];
    if (last?.kind === 'function' && this.isSymbol('(')) items.push(...this.item());
    return items;
  }

  /**
   * A TeX argument without braces is one character: MathLive writes ½ as `\frac12` and √4 as `\sqrt4`,
   * which the tokenizer reads as numerals (12, and 45 in `\sqrt45`).
   */
  private splitDigit(): void {
    const token = this.peek();
    if (token?.kind !== 'number' || token.text.length < 2) return;
    const [first, rest] = [token.text[0], token.text.slice(1)];
    this.tokens.splice(this.position, 1, { kind: 'number', text: first }, { kind: 'number', text: rest });
  }

  private root(index?: readonly MathItem[]): MathItem {
    const operand = this.operand();
    const only = operand.length === 1 ? operand[0] : undefined;
    // √(2+3): the parentheses only delimit the radicand, as the root sign's vinculum does in print.
    let body = only?.kind === 'group' || only?.kind === 'braces' ? only.items : operand;
    // A math field's `sqrt(2)` is `\sqrt{\left(2\right)}`: the parentheses delimit the radicand there too.
    if (body.length === 1 && body[0].kind === 'group' && body[0].closed) body = body[0].items;
    return index ? { kind: 'root', index, body } : { kind: 'root', body };
  }

  private item(): MathItem[] {
    const token = this.tokens[this.position++];
    switch (token.kind) {
      case 'number':
        return [{ kind: 'number', text: token.text.startsWith('.') ? `0${token.text}` : token.text }];
      case 'letter':
        return [token.name === 'e' ? { kind: 'constant', name: 'e' } : { kind: 'letter', name: token.name }];
      case 'name':
        return this.named(token.name);
      case 'command':
        return this.command(token.name);
      case 'symbol':
        return this.symbol(token.text);
    }
  }

  private named(name: string): MathItem[] {
    if (name === 'pi') return [{ kind: 'constant', name: 'pi' }];
    if (name === 'ans') return [{ kind: 'answer' }];
    if (name === 'sqrt') return [this.root()];
    if (name === 'cbrt') return [this.root([{ kind: 'number', text: '3' }])];
    if (name === 'log' && this.isSymbol('_')) {
      this.position++;
      return [{ kind: 'function', name, base: this.operand() }];
    }
    return [{ kind: 'function', name }];
  }

  private command(name: string): MathItem[] {
    const operator = COMMAND_OPERATORS[name];
    if (operator) return [{ kind: 'operator', operator }];
    if (name === 'pi') return [{ kind: 'constant', name: 'pi' }];
    // `\left.` and `\right.` are the invisible delimiters of a bracket typed but not closed yet.
    if (name === 'left' || name === 'right') {
      if (this.isSymbol('.')) this.position++;
      return [];
    }
    if (name === ' ' || name === ',') return [];
    if (name === 'vert' || name === 'lvert' || name === 'rvert') return [{ kind: 'operator', operator: '|' }];
    // A math field's empty slot (`\sqrt{\placeholder{}}`, half typed): nothing there yet.
    if (name === 'placeholder') {
      if (this.isSymbol('{')) {
        this.position++;
        this.sequence('}');
      }
      return [];
    }
    if (name === 'sqrt') {
      if (this.isSymbol('[')) {
        this.position++;
        const index = this.sequence(']').items;
        this.splitDigit();
        return [this.root(index)];
      }
      this.splitDigit();
      return [this.root()];
    }
    if (name === 'frac') {
      this.splitDigit();
      const numerator = this.operand();
      this.splitDigit();
      const denominator = this.operand();
      const unwrap = (items: MathItem[]) =>
        items.length === 1 && items[0].kind === 'braces' ? items[0].items : items;
      return [{ kind: 'fraction', numerator: unwrap(numerator), denominator: unwrap(denominator) }];
    }
    if (LATEX_FUNCTIONS.has(name)) return this.named(name);
    if (name === 'operatorname' && this.isSymbol('{')) {
      this.position++;
      const inner = this.sequence('}').items;
      // A name the tokenizer knows comes back as a function or `ans` (`abs`, `nCr`), other letters as letters.
      const word = inner.map(nameText).join('');
      if (word === 'ans') return [{ kind: 'answer' }];
      if (LATEX_FUNCTIONS.has(word)) return this.named(word);
      return [{ kind: 'raw', latex: `\\operatorname{${word}}` }];
    }
    return [{ kind: 'raw', latex: `\\${name}` }];
  }

  private symbol(text: string): MathItem[] {
    if (text === '(') {
      const { items, closed } = this.sequence(')');
      return [{ kind: 'group', items, closed }];
    }
    if (text === '{') return [{ kind: 'braces', items: this.sequence('}').items }];
    if (text === '^') return [{ kind: 'power', exponent: this.exponent() }];
    if (text === '²' || text === '³')
      return [{ kind: 'power', exponent: [{ kind: 'number', text: text === '²' ? '2' : '3' }] }];
    if (text === '_') return [{ kind: 'subscript', items: this.operand() }];
    if (text === '√') return [this.root()];
    if (text === '∛') return [this.root([{ kind: 'number', text: '3' }])];
    if (text === 'π') return [{ kind: 'constant', name: 'pi' }];
    const operator = SYMBOL_OPERATORS[text];
    if (operator) return [{ kind: 'operator', operator }];
    return [{ kind: 'raw', latex: text }];
  }

  /** `2^{10}` and `2^(3+1)` raise to what the braces or parentheses hold; `2^-1` to the signed number; `2^10` to the whole numeral. */
  private exponent(): MathItem[] {
    const operand = this.operand();
    // The parentheses of 2^(3+1) only delimit the exponent, as the raised position does in print.
    const only = operand.length === 1 ? operand[0] : undefined;
    return only?.kind === 'braces' || only?.kind === 'group' ? [...only.items] : operand;
  }
}

export function readMath(text: string): MathItem[] {
  return new ItemReader(tokenizeMath(text)).sequence().items;
}
