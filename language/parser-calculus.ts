/**
 * The calculus notations: `\frac{d}{dx} body`, `\frac{d^2}{dx^2} body`, prime marks `f'(x)`, `f''(x)`,
 * `f^{\prime}(x)`, and `\int_{a}^{b} body\,dx`. `parser.ts` extends this class.
 *
 * How it reads them: the heads (`\frac{d}{dx}`, a differential `dx`, `\mathrm{d}x`) are matched on the
 * source with sticky regular expressions, because as tokens they are indistinguishable from ordinary
 * fractions and products (`\frac{d}{dx}` is d/(d·x) to the plain grammar); the parser then skips past the
 * match. An integral's body is an ordinary expression that stops at its differential: while it is read,
 * `stopAtDifferential` holds at the body's own group level (a parenthesis or brace inside starts a group
 * where `d` is a letter again), so `\int_0^1\int_0^s t\,dt\,ds` ends the inner body at `dt` and the outer
 * at `ds`. Outside an integral `d` is an ordinary variable: `d=3`, `dx` is d·x.
 */
import type { ExpressionNode, IdentifierNode } from './ast';
import { ADDITIVE, IDENTIFIER_COMMANDS } from './grammar';
import type { Token } from './lexer';
import { FunctionParser } from './parser-functions';
import { isSymbol } from './token-cursor';

const D = String.raw`(?:d|\\mathrm\s*\{\s*d\s*\}|\\operatorname\s*\{\s*d\s*\}|\\differentialD)`;
const SPACING = String.raw`(?:\s|\\[,:;! ]|\\quad|\\qquad)*`;
/** A variable as the language names it: a letter or Greek command, with an optional letter/digit subscript. */
const VARIABLE = String.raw`([a-zA-Z]|\\[a-zA-Z]+)(?:\s*_\s*(?:\{\s*([a-zA-Z0-9]+)\s*\}|([a-zA-Z0-9])))?`;
const ORDER = String.raw`(?:\s*\^\s*(?:\{\s*(\d)\s*\}|(\d)))?`;

const DERIVATIVE_FRACTION = new RegExp(
  String.raw`\\[dt]?frac\s*\{\s*${D}${ORDER}\s*\}\s*\{\s*${D}${SPACING}${VARIABLE}${ORDER}\s*\}`,
  'y',
);
const DIFFERENTIAL = new RegExp(`${D}${SPACING}${VARIABLE}`, 'y');
const PRIME_SUPERSCRIPT = /\^\s*(?:\{\s*((?:\\prime\s*)+)\}|(\\prime))/y;
const PRIME_SYMBOLS: ReadonlyMap<string, number> = new Map([
  ["'", 1],
  ['′', 1],
  ['″', 2],
  ['‴', 3],
]);

/** Highest derivative order written with `\frac{d^n}{dx^n}` or primes. */
export const MAX_DERIVATIVE_ORDER = 9;

export abstract class CalculusParser extends FunctionParser {
  /** `\frac{d}{dx} body`, if the fraction at `command` is a derivative operator; undefined otherwise. */
  protected parseDerivativeFraction(command: Token): ExpressionNode | undefined {
    DERIVATIVE_FRACTION.lastIndex = command.start;
    const match = DERIVATIVE_FRACTION.exec(this.source);
    if (!match) return undefined;
    const [text, topOrderBraced, topOrderBare, base, braced, bare, orderBraced, orderBare] = match;
    const end = command.start + text.length;
    const head = { kind: 'command', text: '\\frac', start: command.start, end } as const;
    const variable = this.variableOf(base, braced ?? bare, head);
    const topOrder = Number(topOrderBraced ?? topOrderBare ?? 1);
    const order = Number(orderBraced ?? orderBare ?? 1);
    if (topOrder !== order || order < 1) {
      this.fail('invalid-derivative', `The orders of 'd^${topOrder}' and 'd${base}^${order}' differ`, head);
    }
    this.seek(end, head);
    if (!this.startsValue(this.peek()) || this.atDifferential()) {
      const culprit = this.peek().kind === 'end' ? head : this.peek();
      this.fail('missing-argument', `'d/d${variable.name}' needs an expression to differentiate`, culprit);
    }
    const body = this.parseExpression(ADDITIVE);
    return { type: 'derivative', variable, order, body, start: command.start, end: body.end };
  }

  /** `\int_{a}^{b} body\,dt`: bounds in either order, then the body up to its differential. */
  protected parseIntegral(command: Token): ExpressionNode {
    this.advance();
    let lower: ExpressionNode | undefined;
    let upper: ExpressionNode | undefined;
    for (;;) {
      const token = this.peek();
      if (isSymbol(token, '_') && !lower) lower = this.parseArgument(this.advance());
      else if (isSymbol(token, '^') && !upper) upper = this.parseArgument(this.advance());
      else break;
    }
    if (!lower || !upper) {
      this.fail('missing-argument', 'An integral needs bounds, e.g. \\int_{0}^{1}', command);
    }
    const outerBars = this.openBars;
    const outerStop = this.stopAtDifferential;
    this.openBars = 0;
    this.stopAtDifferential = true;
    try {
      // `\int_0^1 dx` integrates 1.
      const body: ExpressionNode = this.atDifferential()
        ? { type: 'number', value: 1, start: this.peek().start, end: this.peek().start }
        : this.parseExpression(0);
      if (!this.atDifferential()) {
        const culprit = { start: command.start, end: Math.max(command.end, this.previousEnd()) };
        this.fail(
          'missing-differential',
          'An integral needs a differential after its body, such as dx',
          culprit,
        );
      }
      const variable = this.readDifferential();
      return { type: 'integral', variable, lower, upper, body, start: command.start, end: variable.end };
    } finally {
      this.openBars = outerBars;
      this.stopAtDifferential = outerStop;
    }
  }

  /** Whether the next token begins the differential that ends the integral body being read. */
  protected atDifferential(): boolean {
    if (!this.stopAtDifferential) return false;
    const token = this.peek();
    if (token.kind === 'letter' ? token.text !== 'd' : token.kind !== 'command') return false;
    DIFFERENTIAL.lastIndex = token.start;
    const match = DIFFERENTIAL.exec(this.source);
    return match !== null && this.isVariableBase(match[1]);
  }

  /** Prime marks after a name (`'`, `′`, `^{\prime\prime}`): how many, consumed. */
  protected readPrimes(): number {
    let primes = 0;
    for (;;) {
      const token = this.peek();
      const marks = token.kind === 'symbol' ? PRIME_SYMBOLS.get(token.text) : undefined;
      if (marks !== undefined) {
        this.advance();
        primes += marks;
        continue;
      }
      if (!isSymbol(token, '^')) return primes;
      PRIME_SUPERSCRIPT.lastIndex = token.start;
      const match = PRIME_SUPERSCRIPT.exec(this.source);
      if (!match) return primes;
      primes += (match[1] ?? match[2]).split('\\prime').length - 1;
      const end = token.start + match[0].length;
      this.seek(end, { kind: 'symbol', text: '^', start: token.start, end });
    }
  }

  private readDifferential(): IdentifierNode {
    const token = this.peek();
    DIFFERENTIAL.lastIndex = token.start;
    const [text, base, braced, bare] = DIFFERENTIAL.exec(this.source)!;
    const end = token.start + text.length;
    const span = { kind: 'command', text: 'd', start: token.start, end } as const;
    const variable = this.variableOf(base, braced ?? bare, span);
    this.seek(end, span);
    return variable;
  }

  private isVariableBase(base: string): boolean {
    return base.length === 1 || IDENTIFIER_COMMANDS.has(base);
  }

  private variableOf(base: string, subscript: string | undefined, span: Token): IdentifierNode {
    if (!this.isVariableBase(base)) {
      this.fail('invalid-derivative', `'${base}' is not a variable to differentiate or integrate by`, span);
    }
    const name = subscript === undefined ? base : `${base}_{${subscript}}`;
    // The variable's own span lies at the end of the head: errors about it point there.
    const start = span.start + this.source.slice(span.start, span.end).lastIndexOf(base);
    return { type: 'identifier', name, start, end: span.end };
  }
}
