/**
 * The parser: LaTeX to a syntax tree, by precedence climbing (a Pratt parser).
 *
 * How it reads:
 * - `parseExpression(minimumPower)` reads a prefix (unary minus, or a primary) and then keeps folding in
 *   infix operators whose binding power exceeds `minimumPower`: `+ -` (10), `* / \cdot \times \div` and
 *   implicit multiplication by juxtaposition (20). `^` is a postfix on a primary whose exponent is a TeX
 *   argument (a braced group or one character), so it binds tightest and `-x^2` is −(x²).
 * - Unary minus takes an operand at multiplicative power, so `-2x` is (−2)·x and `-x^2` is −(x²).
 * - Function commands (`\sin`) take either a parenthesized argument (`\sin(x)`, after which implicit
 *   multiplication continues outside: `\sin(x)y` is sin(x)·y) or, without parentheses, a shorthand argument:
 *   a run of implicitly multiplied factors that stops at an explicit operator or the next function
 *   (`\sin 2x` is sin(2x), `\sin x\cos x` is sin(x)·cos(x)). `\sin^2 x` is (sin x)², `\sin^{-1}` the inverse.
 * - A bar `|` opens an absolute value where a value is expected; where an operator could follow, it closes
 *   the innermost open bar, if one is open in the current group, and otherwise starts an implicitly
 *   multiplied absolute value (`|x||y|` is |x|·|y|).
 * - Multi-letter words without a backslash are products of single-letter variables (`xy` is x·y).
 *
 * Budgets keep any input cheap: the source length, the nesting depth the parser follows, and the height of
 * the finished tree (see `grammar.ts`).
 */
import { measureHeight, type ExpressionNode, type IdentifierNode, type StatementNode } from './ast';
import { functionNamed } from './functions';
import {
  comparisonOf,
  isEllipsis,
  FRACTION_COMMANDS,
  IDENTIFIER_COMMANDS,
  MAX_LATEX_LENGTH,
  MAX_NESTING_DEPTH,
  MAX_TREE_HEIGHT,
  MULTIPLICATIVE,
  infixOperatorOf,
  isNonFactorCommand,
  isRegressionOperator,
} from './grammar';
import type { Token } from './lexer';
import { ParseError } from './parse-error';
import { CalculusParser, MAX_DERIVATIVE_ORDER } from './parser-calculus';
import { displayName } from './symbols';
import { binary } from './parser-functions';
import { isCommand, isSymbol } from './token-cursor';

/** Parses one expression-list entry. Throws `ParseError` for input it cannot read. */
export function parseLatex(latex: string): StatementNode {
  if (latex.length > MAX_LATEX_LENGTH) {
    throw new ParseError(
      'too-long',
      `Expression is too long (${latex.length} characters; at most ${MAX_LATEX_LENGTH})`,
      MAX_LATEX_LENGTH,
      latex.length,
    );
  }
  const statement = new Parser(latex).parseStatement();
  if (measureHeight(statement) > MAX_TREE_HEIGHT) {
    throw new ParseError('too-deep', 'Expression is too long or too deeply nested', 0, latex.length);
  }
  return statement;
}

class Parser extends CalculusParser {
  private depth = 0;

  /**
   * An entry: empty, an expression, an equation `a=b`, an inequality chain `y<x`, `0<x<1`, or a
   * regression `y_1\sim mx_1+b`. A second `=` is refused, and so is `=` mixed with inequalities or `~`.
   */
  parseStatement(): StatementNode {
    const first = this.peek();
    if (first.kind === 'end') return { type: 'empty', start: 0, end: 0 };
    const left = this.parseClauses(this.parseExpression(0));
    let statement: StatementNode = { type: 'expression', expression: left, start: left.start, end: left.end };
    const operator = comparisonOf(this.peek());
    if (operator === '=') {
      this.advance();
      const right = this.parseClauses(this.parseExpression(0));
      statement = { type: 'equation', left, right, start: left.start, end: right.end };
    } else if (operator) {
      const chain = this.parseComparisonChain(left, false);
      statement = { type: 'expression', expression: chain, start: chain.start, end: chain.end };
    } else if (isRegressionOperator(this.peek())) {
      this.advance();
      const right = this.parseClauses(this.parseExpression(0));
      statement = { type: 'regression', left, right, start: left.start, end: right.end };
    }
    const rest = this.peek();
    if (rest.kind === 'end') return statement;
    if (isRegressionOperator(rest) || statement.type === 'regression') {
      this.fail('unsupported-syntax', "A regression has one '~' and no '=' or '<'", rest);
    }
    const isChain = statement.type === 'expression' && statement.expression.type === 'comparison';
    if (isSymbol(rest, '=') && !isChain) {
      this.fail('unsupported-syntax', "An expression can have only one '='", rest);
    }
    if (comparisonOf(rest)) {
      this.fail(
        'unsupported-syntax',
        "An equation cannot also be an inequality: use one of '=' and '<'",
        rest,
      );
    }
    throw this.unexpected(rest);
  }

  protected parseExpression(minimumPower: number): ExpressionNode {
    if (++this.depth > MAX_NESTING_DEPTH) {
      this.fail('too-deep', 'Expression is too deeply nested', this.peek());
    }
    try {
      let left = this.parsePrefix();
      for (;;) {
        const token = this.peek();
        const infix = infixOperatorOf(token);
        if (infix) {
          if (infix.power <= minimumPower) break;
          this.advance();
          left = binary(infix.operator, left, this.parseExpression(infix.power));
        } else if (isSymbol(token, '^')) {
          left = this.parsePower(left);
        } else if (isSymbol(token, '!')) {
          this.advance();
          left = { type: 'call', name: 'factorial', arguments: [left], start: left.start, end: token.end };
        } else if (left.type !== 'number' && (isSymbol(token, '[') || this.isLeftBracket(token))) {
          left = this.parseIndex(left);
        } else if (isSymbol(token, '.')) {
          left = this.parseMember(left);
        } else if (this.startsImplicitFactor(token)) {
          if (MULTIPLICATIVE <= minimumPower) break;
          left = binary('*', left, this.parseExpression(MULTIPLICATIVE), true);
        } else {
          break;
        }
      }
      return left;
    } finally {
      this.depth--;
    }
  }

  private parsePrefix(): ExpressionNode {
    const token = this.peek();
    if (isSymbol(token, '-') || isSymbol(token, '+')) {
      this.advance();
      const operand = this.parseExpression(MULTIPLICATIVE);
      if (token.text === '+') return operand;
      return { type: 'negate', operand, start: token.start, end: operand.end };
    }
    return this.parsePrimary();
  }

  private parsePower(base: ExpressionNode): ExpressionNode {
    const caret = this.advance();
    const exponent = this.parseArgument(caret);
    const next = this.peek();
    if (isSymbol(next, '^')) {
      this.fail('double-superscript', 'Double exponent: use braces to clarify, e.g. {x^2}^3', next);
    }
    return binary('^', base, exponent);
  }

  private parsePrimary(): ExpressionNode {
    const token = this.peek();
    if (this.atDifferential()) {
      this.fail('missing-value', `Expected a value before '${this.textOf(token)}'`, token);
    }
    switch (token.kind) {
      case 'number':
        this.advance();
        return { type: 'number', value: Number(token.text), start: token.start, end: token.end };
      case 'letter':
        this.advance();
        return this.parseApplication(this.parseSubscript(token.text, token));
      case 'command':
        return this.parseCommand(token);
      case 'symbol':
        if (token.text === '(') return this.parseParentheses();
        if (token.text === '{') return this.parseGroup('}');
        if (token.text === '|') return this.parseBars();
        if (token.text === '[') {
          this.advance();
          return this.parseList(token, () => this.expectClosing(']', token));
        }
        throw this.expectedValue(token);
      case 'end':
        throw this.expectedValue(token);
    }
  }

  private parseCommand(token: Token): ExpressionNode {
    const command = token.text;
    if (FRACTION_COMMANDS.has(command)) {
      const derivative = this.parseDerivativeFraction(token);
      if (derivative) return derivative;
      this.advance();
      const numerator = this.parseArgument(token);
      const denominator = this.parseArgument(token);
      return { ...binary('/', numerator, denominator), start: token.start, end: this.previousEnd() };
    }
    if (command === '\\sqrt') return this.parseRoot(token);
    if (command === '\\left') return this.parseLeftRight(token);
    const keyword = this.clauseKeywordAt(token);
    if (keyword) this.fail('missing-value', `Expected a value before '${keyword}'`, token);
    if (command === '\\operatorname') return this.parseOperatorName(token);
    if (functionNamed(command.slice(1))) {
      this.advance();
      return this.parseFunction(command.slice(1), token);
    }
    if (IDENTIFIER_COMMANDS.has(command)) {
      this.advance();
      return this.parseApplication(this.parseSubscript(command, token));
    }
    if (command === '\\infty') {
      this.advance();
      return { type: 'number', value: Infinity, start: token.start, end: token.end };
    }
    if (command === '\\{') {
      this.advance();
      return this.parsePiecewise(token, () => this.expectCommand('\\}', token));
    }
    if (command === '\\lfloor' || command === '\\lceil') return this.parseFloorCeiling(token);
    if (command === '\\sum' || command === '\\prod') return this.parseRepeat(token);
    if (command === '\\int') return this.parseIntegral(token);
    throw this.expectedValue(token);
  }

  /** A variable's optional subscript: `a_1`, `a_{12}`, `\alpha_{b2}` (letters and digits only). */
  protected parseSubscript(base: string, first: Token): IdentifierNode {
    if (!isSymbol(this.peek(), '_')) {
      return { type: 'identifier', name: base, start: first.start, end: first.end };
    }
    const underscore = this.advance();
    let subscript = '';
    if (isSymbol(this.peek(), '{')) {
      this.advance();
      while (this.peek().kind === 'letter' || this.peek().kind === 'number') {
        const part = this.advance();
        if (part.text.includes('.')) this.fail('invalid-subscript', `Invalid subscript '${part.text}'`, part);
        subscript += part.text;
      }
      const closing = this.peek();
      if (!isSymbol(closing, '}') || subscript === '') {
        this.fail('invalid-subscript', 'A subscript may contain only letters and digits', closing);
      }
      this.advance();
    } else {
      const part = this.nextCharacter();
      if ((part.kind !== 'letter' && part.kind !== 'number') || part.text === '.') {
        this.fail(
          'invalid-subscript',
          `Expected a letter or digit after '_'`,
          part.kind === 'end' ? underscore : part,
        );
      }
      subscript = part.text;
    }
    return {
      type: 'identifier',
      name: `${base}_{${subscript}}`,
      start: first.start,
      end: this.previousEnd(),
    };
  }

  /** A TeX argument: a braced group, or a single digit, letter or symbol command (`x^2`, `\frac12`, `x^\pi`). */
  protected parseArgument(owner: Token): ExpressionNode {
    const token = this.peek();
    if (isSymbol(token, '{')) return this.parseGroup('}');
    if (token.kind === 'number' || token.kind === 'letter') {
      const character = this.nextCharacter();
      if (character.kind === 'letter') {
        return { type: 'identifier', name: character.text, start: character.start, end: character.end };
      }
      if (character.kind === 'number') {
        return { type: 'number', value: Number(character.text), start: character.start, end: character.end };
      }
      this.fail('missing-argument', `Expected an argument after '${this.textOf(owner)}'`, character);
    }
    if (isCommand(token, '\\infty')) {
      this.advance();
      return { type: 'number', value: Infinity, start: token.start, end: token.end };
    }
    if (token.kind === 'command' && IDENTIFIER_COMMANDS.has(token.text)) {
      this.advance();
      return { type: 'identifier', name: token.text, start: token.start, end: token.end };
    }
    const culprit = token.kind === 'end' ? owner : token;
    const detail = token.kind === 'end' ? '' : ` (found '${this.textOf(token)}'; use braces)`;
    return this.fail(
      'missing-argument',
      `Expected an argument after '${this.textOf(owner)}'${detail}`,
      culprit,
    );
  }

  /** A name directly followed by parentheses: `f(x)`, kept as written for analysis to read. */
  private parseApplication(callee: IdentifierNode): ExpressionNode {
    const primes = this.readPrimes();
    const next = this.peek();
    const isLeftParenthesis = isCommand(next, '\\left') && this.source.startsWith('(', this.skipLeft(next));
    if (!isSymbol(next, '(') && !isLeftParenthesis) {
      if (primes === 0) return callee;
      const written = `${displayName(callee.name)}${"'".repeat(primes)}`;
      this.fail('missing-argument', `'${written}' needs an argument in parentheses, e.g. ${written}(x)`, {
        start: callee.start,
        end: this.previousEnd(),
      });
    }
    const args = this.parseArgumentList();
    const end = this.previousEnd();
    if (primes === 0) return { type: 'apply', callee, arguments: args, start: callee.start, end };
    if (primes > MAX_DERIVATIVE_ORDER) {
      this.fail('invalid-derivative', `At most ${MAX_DERIVATIVE_ORDER} prime marks are supported`, callee);
    }
    return { type: 'apply', callee, arguments: args, primes, start: callee.start, end };
  }

  /** Where the delimiter after `\left` begins (spaces may separate them). */
  private skipLeft(left: Token): number {
    let position = left.end;
    while (this.source[position] === ' ') position++;
    return position;
  }

  /** Whether the token is `\left` opening a bracket: `L\left[2\right]` indexes as `L[2]` does. */
  private isLeftBracket(token: Token): boolean {
    return isCommand(token, '\\left') && this.source.startsWith('[', this.skipLeft(token));
  }

  /**
   * `L[2]` (1-based), `L[[1,3]]`, the slices `L[2...5]` and `L[3...]`, and the filter `L[L>5]` (a
   * comparison chain in the brackets); `L\left[2\right]` alike.
   */
  private parseIndex(list: ExpressionNode): ExpressionNode {
    const opening = this.peek();
    const left = isCommand(opening, '\\left');
    this.advance();
    if (left) this.advance();
    const close = () => (left ? this.expectRight(']', opening) : this.expectClosing(']', opening));
    const first = this.parseInNewGroup();
    if (isEllipsis(this.peek())) {
      this.advance();
      const ends = isSymbol(this.peek(), ']') || isCommand(this.peek(), '\\right');
      const to = ends ? undefined : this.parseInNewGroup();
      close();
      const slice = { type: 'slice', list, from: first, start: list.start, end: this.previousEnd() } as const;
      return to ? { ...slice, to } : slice;
    }
    const index = comparisonOf(this.peek()) ? this.parseComparisonChain(first, true) : first;
    close();
    return { type: 'index', list, index, start: list.start, end: this.previousEnd() };
  }

  /** `p.x`, `p.y`: a coordinate of a point. */
  private parseMember(object: ExpressionNode): ExpressionNode {
    const dot = this.advance();
    const property = this.peek();
    if (property.kind !== 'letter' || (property.text !== 'x' && property.text !== 'y')) {
      this.fail(
        'unexpected-token',
        "Expected 'x' or 'y' after '.'",
        property.kind === 'end' ? dot : property,
      );
    }
    this.advance();
    return { type: 'member', object, property: property.text, start: object.start, end: property.end };
  }

  /** Whether a shorthand function argument may begin here: `\sin -x` may, `\sin +x` reads as a slip. */
  protected startsValue(token: Token): boolean {
    return isSymbol(token, '-') || this.startsImplicitFactor(token);
  }

  /** Whether the token, after a complete operand, begins another factor multiplied by juxtaposition. */
  protected startsImplicitFactor(token: Token): boolean {
    switch (token.kind) {
      case 'number':
        return true;
      case 'letter':
        return !this.atDifferential();
      case 'command':
        if (this.atDifferential() || this.clauseKeywordAt(token)) return false;
        // Unknown commands count as factors so that the error names them instead of a stray token.
        return !isNonFactorCommand(token) && !infixOperatorOf(token) && !comparisonOf(token);
      case 'symbol':
        return (
          token.text === '(' ||
          token.text === '{' ||
          token.text === '[' ||
          (token.text === '|' && this.openBars === 0)
        );
      case 'end':
        return false;
    }
  }
}
