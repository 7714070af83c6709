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
import {
  measureHeight,
  type BinaryOperator,
  type ExpressionNode,
  type IdentifierNode,
  type StatementNode,
} from './ast';
import { functionNamed, inverseFunctionName } from './functions';
import {
  FRACTION_COMMANDS,
  IDENTIFIER_COMMANDS,
  MAX_LATEX_LENGTH,
  MAX_NESTING_DEPTH,
  MAX_TREE_HEIGHT,
  MULTIPLICATIVE,
  infixOperatorOf,
  isFunctionCommand,
} from './grammar';
import type { Token } from './lexer';
import { ParseError } from './parse-error';
import { isCommand, isSymbol, TokenCursor } from './token-cursor';

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

function binary(operator: BinaryOperator, left: ExpressionNode, right: ExpressionNode, implicit = false) {
  return { type: 'binary', operator, left, right, implicit, start: left.start, end: right.end } as const;
}

/** `{-1}` written as an exponent: the inverse-function notation. */
function isMinusOne(node: ExpressionNode): boolean {
  return node.type === 'negate' && node.operand.type === 'number' && node.operand.value === 1;
}

class Parser extends TokenCursor {
  private depth = 0;
  /** Bars opened in the current group (parentheses and braces start a new group). */
  private openBars = 0;

  parseStatement(): StatementNode {
    const first = this.peek();
    if (first.kind === 'end') return { type: 'empty', start: 0, end: 0 };
    const left = this.parseExpression(0);
    let statement: StatementNode = { type: 'expression', expression: left, start: left.start, end: left.end };
    if (isSymbol(this.peek(), '=')) {
      this.advance();
      const right = this.parseExpression(0);
      statement = { type: 'equation', left, right, start: left.start, end: right.end };
    }
    const rest = this.peek();
    if (rest.kind === 'end') return statement;
    if (isSymbol(rest, '=')) this.fail('unsupported-syntax', "An expression can have only one '='", rest);
    throw this.unexpected(rest);
  }

  private parseExpression(minimumPower: number): ExpressionNode {
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
    switch (token.kind) {
      case 'number':
        this.advance();
        return { type: 'number', value: Number(token.text), start: token.start, end: token.end };
      case 'letter':
        this.advance();
        return this.parseSubscript(token.text, token);
      case 'command':
        return this.parseCommand(token);
      case 'symbol':
        if (token.text === '(') return this.parseGroup(')');
        if (token.text === '{') return this.parseGroup('}');
        if (token.text === '|') return this.parseBars();
        throw this.expectedValue(token);
      case 'end':
        throw this.expectedValue(token);
    }
  }

  private parseCommand(token: Token): ExpressionNode {
    const command = token.text;
    if (FRACTION_COMMANDS.has(command)) {
      this.advance();
      const numerator = this.parseArgument(token);
      const denominator = this.parseArgument(token);
      return { ...binary('/', numerator, denominator), start: token.start, end: this.previousEnd() };
    }
    if (command === '\\sqrt') return this.parseRoot(token);
    if (command === '\\left') return this.parseLeftRight(token);
    if (command === '\\operatorname') return this.parseOperatorName(token);
    if (IDENTIFIER_COMMANDS.has(command)) {
      this.advance();
      return this.parseSubscript(command, token);
    }
    if (command === '\\infty') {
      this.advance();
      return { type: 'number', value: Infinity, start: token.start, end: token.end };
    }
    if (functionNamed(command.slice(1))) {
      this.advance();
      return this.parseFunction(command.slice(1), token);
    }
    throw this.expectedValue(token);
  }

  /** A variable's optional subscript: `a_1`, `a_{12}`, `\alpha_{b2}` (letters and digits only). */
  private parseSubscript(base: string, first: Token): IdentifierNode {
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
  private parseArgument(owner: Token): ExpressionNode {
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

  /** `( … )` or `{ … }`: a new group, in which bars opened outside cannot be closed. */
  private parseGroup(closing: ')' | '}'): ExpressionNode {
    const opening = this.advance();
    const inner = this.parseInNewGroup();
    this.expectClosing(closing, opening);
    return inner;
  }

  /** A whole expression inside delimiters, where bars opened outside cannot be closed. */
  private parseInNewGroup(): ExpressionNode {
    const outerBars = this.openBars;
    this.openBars = 0;
    const inner = this.parseExpression(0);
    this.openBars = outerBars;
    return inner;
  }

  private parseBars(): ExpressionNode {
    const opening = this.advance();
    this.openBars++;
    const inner = this.parseExpression(0);
    this.openBars--;
    this.expectClosing('|', opening);
    return { type: 'call', name: 'abs', arguments: [inner], start: opening.start, end: this.previousEnd() };
  }

  /** `\left( … \right)` and `\left| … \right|`. */
  private parseLeftRight(left: Token): ExpressionNode {
    this.advance();
    const delimiter = this.advance();
    const isParenthesis = isSymbol(delimiter, '(');
    if (!isParenthesis && !isSymbol(delimiter, '|')) {
      if (delimiter.kind === 'end') {
        this.fail('missing-argument', "Expected a delimiter after '\\left'", left);
      }
      throw this.unexpected(delimiter);
    }
    const closing = isParenthesis ? ')' : '|';
    const inner = this.parseInNewGroup();
    const right = this.peek();
    if (!isCommand(right, '\\right')) {
      if (right.kind === 'end') {
        this.fail('unclosed-group', `Missing '\\right${closing}' to close '\\left${delimiter.text}'`, left);
      }
      throw this.unexpected(right);
    }
    this.advance();
    const closingToken = this.advance();
    if (!isSymbol(closingToken, closing)) {
      const culprit = closingToken.kind === 'end' ? right : closingToken;
      this.fail(
        'unexpected-token',
        `Expected '\\right${closing}' to match '\\left${delimiter.text}'`,
        culprit,
      );
    }
    if (isParenthesis) return inner;
    return { type: 'call', name: 'abs', arguments: [inner], start: left.start, end: closingToken.end };
  }

  /** `\sqrt{x}`, `\sqrt[n]{x}`: the index, when given, is the call's second argument. */
  private parseRoot(command: Token): ExpressionNode {
    this.advance();
    let index: ExpressionNode | undefined;
    if (isSymbol(this.peek(), '[')) {
      const opening = this.advance();
      index = this.parseInNewGroup();
      this.expectClosing(']', opening);
    }
    const radicand = this.parseArgument(command);
    const args = index ? [radicand, index] : [radicand];
    return { type: 'call', name: 'sqrt', arguments: args, start: command.start, end: this.previousEnd() };
  }

  /** `\operatorname{abs}(x)`: any function of the registry by name. */
  private parseOperatorName(command: Token): ExpressionNode {
    this.advance();
    const opening = this.peek();
    if (!isSymbol(opening, '{')) {
      this.fail('missing-argument', "Expected '{name}' after '\\operatorname'", command);
    }
    this.advance();
    let name = '';
    while (this.peek().kind === 'letter') name += this.advance().text;
    const closing = this.peek();
    if (!isSymbol(closing, '}') || name === '') {
      this.fail('missing-argument', 'Expected a function name of letters in \\operatorname{…}', closing);
    }
    this.advance();
    // The whole `\operatorname{name}` stands for the function's command in spans and messages.
    const span = { start: command.start, end: closing.end, kind: 'command', text: name } as const;
    if (!functionNamed(name)) this.fail('unknown-function', `Unknown function '${name}'`, span);
    return this.parseFunction(name, span);
  }

  /**
   * What follows a function's name: optional `_base` (`\log` only) and `^exponent`, then the argument,
   * parenthesized or shorthand.
   */
  private parseFunction(name: string, command: Token): ExpressionNode {
    let base: ExpressionNode | undefined;
    let exponent: ExpressionNode | undefined;
    for (;;) {
      const token = this.peek();
      if (isSymbol(token, '_') && name === 'log' && !base) {
        base = this.parseArgument(this.advance());
      } else if (isSymbol(token, '^') && !exponent) {
        exponent = this.parseArgument(this.advance());
      } else {
        break;
      }
    }
    let calledName = name;
    if (exponent && isMinusOne(exponent)) {
      const inverse = inverseFunctionName(name);
      if (!inverse) {
        this.fail('unsupported-inverse', `The inverse '\\${name}^{-1}' is not supported`, exponent);
      }
      calledName = inverse;
      exponent = undefined;
    }
    const argument = this.parseFunctionArgument(command);
    const args = base ? [argument, base] : [argument];
    const call: ExpressionNode = {
      type: 'call',
      name: calledName,
      arguments: args,
      start: command.start,
      end: this.previousEnd(),
    };
    return exponent ? binary('^', call, exponent) : call;
  }

  private parseFunctionArgument(command: Token): ExpressionNode {
    const token = this.peek();
    if (isSymbol(token, '(')) return this.parseGroup(')');
    if (isCommand(token, '\\left')) return this.parseLeftRight(token);
    if (!this.startsValue(token)) {
      const culprit = token.kind === 'end' ? command : token;
      this.fail('missing-argument', `'${this.textOf(command)}' needs an argument`, culprit);
    }
    let argument = this.parseExpression(MULTIPLICATIVE);
    for (;;) {
      const next = this.peek();
      if (!this.startsImplicitFactor(next) || isFunctionCommand(next)) return argument;
      argument = binary('*', argument, this.parseExpression(MULTIPLICATIVE), true);
    }
  }

  /** Whether a shorthand function argument may begin here: `\sin -x` may, `\sin +x` reads as a slip. */
  private startsValue(token: Token): boolean {
    return isSymbol(token, '-') || this.startsImplicitFactor(token);
  }

  /** Whether the token, after a complete operand, begins another factor multiplied by juxtaposition. */
  private startsImplicitFactor(token: Token): boolean {
    switch (token.kind) {
      case 'number':
      case 'letter':
        return true;
      case 'command':
        // Unknown commands count as factors so that the error names them instead of a stray token.
        return token.text !== '\\right' && !infixOperatorOf(token);
      case 'symbol':
        return token.text === '(' || token.text === '{' || (token.text === '|' && this.openBars === 0);
      case 'end':
        return false;
    }
  }
}
