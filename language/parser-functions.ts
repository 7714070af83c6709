/**
 * The parts of the grammar that follow a command: function calls (`\\sin^2 x`, `\\log_2(8)`, `\\min(a,b)`,
 * `\\operatorname{name}`, shorthand arguments), roots, and sums and products. `parser.ts` extends this class.
 */
import type { BinaryOperator, ExpressionNode, IdentifierNode } from './ast';
import { functionNamed, inverseFunctionName, NO_ARGUMENT_FUNCTIONS } from './functions';
import { ADDITIVE, IDENTIFIER_COMMANDS, MULTIPLICATIVE, isFunctionCommand } from './grammar';
import type { Token } from './lexer';
import { GroupParser } from './parser-groups';
import { isCommand, isSymbol } from './token-cursor';

export function binary(
  operator: BinaryOperator,
  left: ExpressionNode,
  right: ExpressionNode,
  implicit = false,
) {
  return { type: 'binary', operator, left, right, implicit, start: left.start, end: right.end } as const;
}

/** `{-1}` written as an exponent: the inverse-function notation. */
function isMinusOne(node: ExpressionNode): boolean {
  return node.type === 'negate' && node.operand.type === 'number' && node.operand.value === 1;
}

export abstract class FunctionParser extends GroupParser {
  protected abstract parseSubscript(base: string, first: Token): IdentifierNode;
  protected abstract parseArgument(owner: Token): ExpressionNode;
  protected abstract startsValue(token: Token): boolean;
  protected abstract startsImplicitFactor(token: Token): boolean;

  /** `\sqrt{x}`, `\sqrt[n]{x}`: the index, when given, is the call's second argument. */
  protected parseRoot(command: Token): ExpressionNode {
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

  /** `\sum_{n=1}^{10} body` and `\prod`: the bounds in either order, the body up to the next `+` or `-`. */
  protected parseRepeat(command: Token): ExpressionNode {
    this.advance();
    let index: IdentifierNode | undefined;
    let from: ExpressionNode | undefined;
    let to: ExpressionNode | undefined;
    for (;;) {
      const token = this.peek();
      if (isSymbol(token, '_') && !index) {
        this.advance();
        const opening = this.peek();
        if (!isSymbol(opening, '{')) this.fail('missing-argument', `Expected '{n=1}' after '_'`, token);
        this.advance();
        const name = this.peek();
        if (name.kind !== 'letter' && !(name.kind === 'command' && IDENTIFIER_COMMANDS.has(name.text))) {
          this.fail('missing-argument', `Expected the index variable of '${this.textOf(command)}'`, name);
        }
        this.advance();
        index = this.parseSubscript(name.text, name);
        const equals = this.peek();
        if (!isSymbol(equals, '=')) this.fail('missing-argument', `Expected '=' and a start value`, equals);
        this.advance();
        from = this.parseInNewGroup();
        this.expectClosing('}', opening);
      } else if (isSymbol(token, '^') && !to) {
        to = this.parseArgument(this.advance());
      } else {
        break;
      }
    }
    if (!index || !from || !to) {
      this.fail('missing-argument', `'${this.textOf(command)}' needs bounds, e.g. _{n=1}^{10}`, command);
    }
    if (!this.startsValue(this.peek())) {
      const culprit = this.peek().kind === 'end' ? command : this.peek();
      this.fail('missing-argument', `'${this.textOf(command)}' needs a body`, culprit);
    }
    const body = this.parseExpression(ADDITIVE);
    const operator = command.text === '\\sum' ? 'sum' : 'product';
    return { type: 'repeat', operator, index, from, to, body, start: command.start, end: body.end };
  }

  /** `\operatorname{abs}(x)`: any function of the registry by name. */
  protected parseOperatorName(command: Token): ExpressionNode {
    this.advance();
    const opening = this.peek();
    if (!isSymbol(opening, '{')) {
      this.fail('missing-argument', "Expected '{name}' after '\\operatorname'", command);
    }
    this.advance();
    // MathLive writes a name it sets upright as `\operatorname{\mathrm{abs}}`.
    const upright = isCommand(this.peek(), '\\mathrm');
    if (upright) {
      this.advance();
      if (isSymbol(this.peek(), '{')) this.advance();
    }
    let name = '';
    while (this.peek().kind === 'letter') name += this.advance().text;
    if (upright && isSymbol(this.peek(), '}')) this.advance();
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
  protected parseFunction(name: string, command: Token): ExpressionNode {
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
        this.fail('unsupported-inverse', `The inverse '${name}⁻¹' is not supported`, exponent);
      }
      calledName = inverse;
      exponent = undefined;
    }
    const argumentList = this.takeEmptyArguments(calledName) ?? this.parseFunctionArguments(command);
    const args = base && argumentList.length === 1 ? [argumentList[0], base] : argumentList;
    const call: ExpressionNode = {
      type: 'call',
      name: calledName,
      arguments: args,
      start: command.start,
      end: this.previousEnd(),
    };
    return exponent ? binary('^', call, exponent) : call;
  }

  /** `()` or `\left(\right)` after a function that may take no argument (`random()`): no arguments. */
  private takeEmptyArguments(name: string): ExpressionNode[] | undefined {
    if (!NO_ARGUMENT_FUNCTIONS.has(name)) return undefined;
    const opening = this.peek();
    const match = /^(?:\(\s*\)|\\left\(\s*\\right\))/.exec(this.source.slice(opening.start));
    if (!match) return undefined;
    const end = opening.start + match[0].length;
    this.seek(end, { ...opening, end });
    return [];
  }

  protected parseFunctionArguments(command: Token): ExpressionNode[] {
    const token = this.peek();
    if (isSymbol(token, '(')) return this.parseArgumentList();
    if (isCommand(token, '\\left')) {
      const left = this.parseLeftRight(token);
      return left.type === 'tuple' ? [...left.elements] : [left];
    }
    return [this.parseShorthandArgument(command)];
  }

  /** `\sin 2x`: implicitly multiplied factors up to an explicit operator or the next function. */
  protected parseShorthandArgument(command: Token): ExpressionNode {
    const token = this.peek();
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
}
