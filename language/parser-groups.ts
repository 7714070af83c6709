/**
 * The delimited constructs of the grammar: parenthesized groups and points, lists and ranges, absolute
 * value bars, `\left…\right`, piecewise braces, floor and ceiling brackets, and comparison chains; and
 * the clauses that end a group or an entry: `\operatorname{for} n=L` and `\operatorname{with} a=3`.
 * `parser.ts` extends this class with the expression procedure itself (`parseExpression`).
 */
import type {
  Binding,
  ComparisonNode,
  ComparisonOperator,
  ExpressionNode,
  IdentifierNode,
  ListNode,
  PiecewiseNode,
} from './ast';
import { comparisonOf, IDENTIFIER_COMMANDS, isEllipsis } from './grammar';
import type { Token } from './lexer';
import { shownText } from './shown-text';
import { BUILTIN_CONSTANTS, displayName } from './symbols';
import { isCommand, isSymbol, TokenCursor } from './token-cursor';

export type ClauseKeyword = 'for' | 'with';

/** `{for}` or `{with}` right after `\operatorname` (spaces allowed, as the lexer allows them). */
const CLAUSE_KEYWORD = /^\s*\{\s*(for|with)\s*\}/;

/**
 * What may follow the comma that separates two bindings: a variable (a letter or a Greek command, with
 * an optional subscript) and `=`. Anything else after the comma belongs to the enclosing group.
 */
const BINDING_START =
  /^(?:\s|\\[ ,:;!]|\\q?quad)*([A-Za-z]|\\[A-Za-z]+)(?:\s*_\s*(?:\{[A-Za-z0-9\s]*\}|[A-Za-z0-9]))?\s*=/;

const LEFT_DELIMITERS: ReadonlyMap<string, string> = new Map([
  ['(', ')'],
  ['|', '|'],
  ['[', ']'],
  ['\\{', '\\}'],
  ['\\lfloor', '\\rfloor'],
  ['\\lceil', '\\rceil'],
]);

export abstract class GroupParser extends TokenCursor {
  /** Bars opened in the current group (parentheses and braces start a new group). */
  protected openBars = 0;
  /** Inside an integral's body, at its own group level: `dx` there ends the body (parser-calculus.ts). */
  protected stopAtDifferential = false;

  protected abstract parseExpression(minimumPower: number): ExpressionNode;
  protected abstract parseSubscript(base: string, first: Token): IdentifierNode;

  /**
   * A whole expression inside delimiters, where bars opened outside cannot be closed, with the clauses
   * that may end it (`n^2 \operatorname{for} n=L`) unless it is a binding's value, after which a clause
   * belongs to the enclosing expression.
   */
  protected parseInNewGroup(clauses = true): ExpressionNode {
    const outerBars = this.openBars;
    const outerStop = this.stopAtDifferential;
    this.openBars = 0;
    this.stopAtDifferential = false;
    try {
      const expression = this.parseExpression(0);
      return clauses ? this.parseClauses(expression) : expression;
    } finally {
      this.openBars = outerBars;
      this.stopAtDifferential = outerStop;
    }
  }

  /** Whether the token is `\operatorname` spelling `{for}` or `{with}`, and which. */
  protected clauseKeywordAt(token: Token): ClauseKeyword | undefined {
    if (!isCommand(token, '\\operatorname')) return undefined;
    const match = CLAUSE_KEYWORD.exec(this.source.slice(token.end, token.end + 24));
    return match ? (match[1] as ClauseKeyword) : undefined;
  }

  /**
   * `body \operatorname{for} a=L, b=M` and `body \operatorname{with} a=3`, as many clauses as follow:
   * each takes everything before it as its body, as the lowest-binding operator would.
   */
  protected parseClauses(body: ExpressionNode): ExpressionNode {
    let result = body;
    for (;;) {
      const token = this.peek();
      const keyword = this.clauseKeywordAt(token);
      if (!keyword) return result;
      const end = token.end + CLAUSE_KEYWORD.exec(this.source.slice(token.end))![0].length;
      const written: Token = { kind: 'command', text: `\\operatorname{${keyword}}`, start: token.start, end };
      this.seek(end, written);
      const bindings = this.parseBindings(keyword, written);
      const type = keyword === 'for' ? 'comprehension' : 'substitution';
      result = { type, body: result, bindings, start: result.start, end: this.previousEnd() };
    }
  }

  /** `a=L, b=M`: at least one binding; a comma continues them only where `name=` follows it. */
  private parseBindings(keyword: ClauseKeyword, written: Token): Binding[] {
    const bindings: Binding[] = [];
    do {
      const first = this.peek();
      const isName =
        first.kind === 'letter' || (first.kind === 'command' && IDENTIFIER_COMMANDS.has(first.text));
      if (!isName) {
        const example = keyword === 'for' ? 'n=[1...10]' : 'a=3';
        const culprit = first.kind === 'end' ? written : first;
        this.fail(
          'missing-argument',
          `Expected a variable after '${written.text}', e.g. ${example}`,
          culprit,
        );
      }
      this.advance();
      const name = this.parseSubscript(first.text, first);
      if (BUILTIN_CONSTANTS.has(name.name) || bindings.some((binding) => binding.name.name === name.name)) {
        this.fail('unsupported-definition', `'${displayName(name.name)}' cannot be bound here`, name);
      }
      const equals = this.peek();
      if (!isSymbol(equals, '=')) {
        this.fail(
          'missing-argument',
          `Expected '=' after '${displayName(name.name)}'`,
          equals.kind === 'end' ? name : equals,
        );
      }
      this.advance();
      bindings.push({ name, value: this.parseInNewGroup(false) });
    } while (this.continuesBindings());
    return bindings;
  }

  /** Consumes a comma that separates two bindings; leaves any other comma to the enclosing group. */
  private continuesBindings(): boolean {
    const comma = this.peek();
    if (!isSymbol(comma, ',')) return false;
    const match = BINDING_START.exec(this.source.slice(comma.end, comma.end + 64));
    if (!match || (match[1].startsWith('\\') && !IDENTIFIER_COMMANDS.has(match[1]))) return false;
    this.advance();
    return true;
  }

  /** `{ … }`: a new group, in which bars opened outside cannot be closed. */
  protected parseGroup(closing: ')' | '}'): ExpressionNode {
    const opening = this.advance();
    const inner = this.parseInNewGroup();
    this.expectClosing(closing, opening);
    return inner;
  }

  /** Comma-separated expressions up to (not including) a closing delimiter; at least one. */
  protected parseSeparated(): ExpressionNode[] {
    const items = [this.parseInNewGroup()];
    while (isSymbol(this.peek(), ',')) {
      this.advance();
      items.push(this.parseInNewGroup());
    }
    return items;
  }

  /** `( … )`: a parenthesized expression, or a point `(a, b)`. */
  protected parseParentheses(): ExpressionNode {
    const opening = this.advance();
    const items = this.parseSeparated();
    this.expectClosing(')', opening);
    if (items.length === 1) return items[0];
    return { type: 'tuple', elements: items, start: opening.start, end: this.previousEnd() };
  }

  /** Arguments in parentheses after a function name: `(a)`, `(a, b)`, `\left(a, b\right)`. */
  protected parseArgumentList(): ExpressionNode[] {
    const opening = this.peek();
    if (isCommand(opening, '\\left')) {
      this.advance();
      const delimiter = this.advance();
      if (!isSymbol(delimiter, '(')) throw this.unexpected(delimiter);
      const items = this.parseSeparated();
      this.expectRight(')', opening);
      return items;
    }
    this.advance();
    const items = this.parseSeparated();
    this.expectClosing(')', opening);
    return items;
  }

  protected parseBars(): ExpressionNode {
    const opening = this.advance();
    this.openBars++;
    const inner = this.parseExpression(0);
    this.openBars--;
    this.expectClosing('|', opening);
    return { type: 'call', name: 'abs', arguments: [inner], start: opening.start, end: this.previousEnd() };
  }

  /**
   * `[1,2,3]`, `[]`, `[1...10]`, `[1,3,...,9]`; `opening` is `[` or `\left`. `[n^2 \operatorname{for} n=L]`
   * is the comprehension itself (its brackets add no level of list).
   */
  protected parseList(opening: Token, closing: () => void): ExpressionNode {
    const elements: ExpressionNode[] = [];
    let rangeEnd: ExpressionNode | undefined;
    if (!isSymbol(this.peek(), ']') && !isCommand(this.peek(), '\\right')) {
      elements.push(this.parseInNewGroup());
      for (;;) {
        if (isSymbol(this.peek(), ',')) this.advance();
        else if (!isEllipsis(this.peek())) break;
        if (isEllipsis(this.peek())) {
          this.advance();
          if (isSymbol(this.peek(), ',')) this.advance();
          rangeEnd = this.parseInNewGroup();
          break;
        }
        elements.push(this.parseInNewGroup());
      }
    }
    closing();
    const end = this.previousEnd();
    if (elements.length === 1 && !rangeEnd && elements[0].type === 'comprehension') {
      return { ...elements[0], start: opening.start, end };
    }
    const list: ListNode = { type: 'list', elements, start: opening.start, end };
    return rangeEnd ? { ...list, rangeEnd } : list;
  }

  /** `\{c: a, b\}` after its opening brace; `closing` consumes the closing brace. */
  protected parsePiecewise(opening: Token, closing: () => void): PiecewiseNode {
    const branches: { condition: ComparisonNode; value?: ExpressionNode }[] = [];
    let otherwise: ExpressionNode | undefined;
    const outerBars = this.openBars;
    this.openBars = 0;
    for (;;) {
      const item = this.parseExpression(0);
      if (comparisonOf(this.peek())) {
        if (otherwise) throw this.unexpected(this.peek());
        const condition = this.parseComparisonChain(item, true);
        if (isSymbol(this.peek(), ':')) {
          this.advance();
          branches.push({ condition, value: this.parseExpression(0) });
        } else {
          branches.push({ condition });
        }
      } else if (branches.length === 0) {
        this.fail('missing-value', 'A piecewise definition needs a condition, e.g. \\{x>0: x, -x\\}', item);
      } else if (otherwise) {
        this.fail(
          'unexpected-token',
          'Only the last part of a piecewise definition may lack a condition',
          item,
        );
      } else {
        otherwise = item;
      }
      if (!isSymbol(this.peek(), ',')) break;
      this.advance();
    }
    this.openBars = outerBars;
    closing();
    const node = { type: 'piecewise', branches, start: opening.start, end: this.previousEnd() } as const;
    return otherwise ? { ...node, otherwise } : node;
  }

  /** Reads `< b <= c …` after `first`; `=` counts as a comparison only where `allowEquals` says so. */
  protected parseComparisonChain(first: ExpressionNode, allowEquals: boolean): ComparisonNode {
    const operators: ComparisonOperator[] = [];
    const operands = [first];
    for (;;) {
      const operator = comparisonOf(this.peek());
      if (!operator || (operator === '=' && !allowEquals)) break;
      this.advance();
      operators.push(operator);
      operands.push(this.parseExpression(0));
    }
    const last = operands[operands.length - 1];
    return { type: 'comparison', operators, operands, start: first.start, end: last.end };
  }

  /** `\lfloor x \rfloor` and `\lceil x \rceil`. */
  protected parseFloorCeiling(opening: Token): ExpressionNode {
    this.advance();
    const inner = this.parseInNewGroup();
    this.expectCommand(opening.text === '\\lfloor' ? '\\rfloor' : '\\rceil', opening);
    const name = opening.text === '\\lfloor' ? 'floor' : 'ceil';
    return { type: 'call', name, arguments: [inner], start: opening.start, end: this.previousEnd() };
  }

  /** `\left( … \right)`, `\left| … \right|`, `\left[ … \right]`, `\left\{ … \right\}`, floor and ceiling. */
  protected parseLeftRight(left: Token): ExpressionNode {
    this.advance();
    const delimiter = this.advance();
    const closing = LEFT_DELIMITERS.get(delimiter.text);
    if (closing === undefined || (delimiter.kind !== 'symbol' && delimiter.kind !== 'command')) {
      if (delimiter.kind === 'end') {
        this.fail('missing-argument', "Expected a delimiter after '\\left'", left);
      }
      throw this.unexpected(delimiter);
    }
    const close = () => this.expectRight(closing, left);
    const span = { start: left.start };
    switch (delimiter.text) {
      case '[':
        return this.parseList({ ...left, ...span }, close);
      case '\\{':
        return this.parsePiecewise(left, close);
      case '(': {
        const items = this.parseSeparated();
        close();
        if (items.length === 1) return items[0];
        return { type: 'tuple', elements: items, start: left.start, end: this.previousEnd() };
      }
    }
    const inner = this.parseInNewGroup();
    close();
    const name = delimiter.text === '|' ? 'abs' : delimiter.text === '\\lfloor' ? 'floor' : 'ceil';
    return { type: 'call', name, arguments: [inner], start: left.start, end: this.previousEnd() };
  }

  /** `\right` and the closing delimiter that matches `\left<delimiter>`. */
  protected expectRight(closing: string, left: Token): void {
    const right = this.peek();
    if (!isCommand(right, '\\right')) {
      if (right.kind === 'end') {
        this.fail('unclosed-group', `Missing '${shownText(closing)}' to close '${this.textOf(left)}'`, left);
      }
      throw this.unexpected(right);
    }
    this.advance();
    const closingToken = this.advance();
    if (closingToken.text !== closing || closingToken.kind === 'end') {
      const culprit = closingToken.kind === 'end' ? right : closingToken;
      this.fail(
        'unexpected-token',
        `Expected '${shownText(closing)}' to match '${this.textOf(left)}'`,
        culprit,
      );
    }
  }

  protected expectCommand(command: string, opening: Token): void {
    const token = this.peek();
    if (isCommand(token, command)) {
      this.advance();
      return;
    }
    if (token.kind === 'end') {
      this.fail(
        'unclosed-group',
        `Missing '${shownText(command)}' to close '${this.textOf(opening)}'`,
        opening,
      );
    }
    throw this.unexpected(token);
  }
}
