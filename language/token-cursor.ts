/**
 * The parser's reading position over the lexer, and its error reporting: every error names the offending
 * token as written in the source and carries its span.
 */
import { isClosingToken, isKnownCommand, laterFeatureOf } from './grammar';
import { Lexer, type Token } from './lexer';
import { ParseError } from './parse-error';
import { shownText } from './shown-text';

export function isSymbol(token: Token, text: string): boolean {
  return token.kind === 'symbol' && token.text === text;
}

export function isCommand(token: Token, text: string): boolean {
  return token.kind === 'command' && token.text === text;
}

function errorAt(
  code: ParseError['code'],
  message: string,
  span: { start: number; end: number },
): ParseError {
  return new ParseError(code, message, span.start, span.end);
}

export class TokenCursor {
  private readonly lexer: Lexer;
  /** The last token consumed: errors at the end of input point at it. */
  protected previous: Token | undefined;

  constructor(protected readonly source: string) {
    this.lexer = new Lexer(source);
  }

  protected peek(): Token {
    return this.lexer.peek();
  }

  /** One character of the current token (see `Lexer.nextCharacter`). */
  protected nextCharacter(): Token {
    this.previous = this.lexer.nextCharacter();
    return this.previous;
  }

  protected advance(): Token {
    this.previous = this.lexer.next();
    return this.previous;
  }

  /** Skips to `position`, past source the caller matched itself; `consumed` stands for it in errors. */
  protected seek(position: number, consumed: Token): void {
    this.lexer.seek(position);
    this.previous = consumed;
  }

  protected previousEnd(): number {
    return this.previous?.end ?? 0;
  }

  /** The token as the person saw it (shown-text.ts); `\\left` and `\\right` with their delimiter. */
  protected textOf(token: Token): string {
    let end = token.end;
    if (isCommand(token, '\\left') || isCommand(token, '\\right')) {
      end += /^\s*(?:\\[A-Za-z]+|\\.|.)?/.exec(this.source.slice(end))![0].length;
    }
    return shownText(this.source.slice(token.start, end)) || token.text;
  }

  /** The error for a token found where a value should begin. */
  protected expectedValue(token: Token): ParseError {
    if (token.kind === 'end') {
      const after = this.previous;
      if (!after) return errorAt('missing-value', 'Expected a value', token);
      return errorAt('missing-value', `Expected a value after '${this.textOf(after)}'`, after);
    }
    // `x^{}`: the editor shows an empty box where the braces hold nothing.
    if (isSymbol(token, '}')) return errorAt('missing-value', 'A box is still empty: fill it in', token);
    if (isClosingToken(token)) {
      return errorAt('missing-value', `Expected a value before '${this.textOf(token)}'`, token);
    }
    return this.unexpected(token);
  }

  protected unexpected(token: Token): ParseError {
    // The math editor's empty template box (`\int_{□}^{□}`): the person has not filled it in yet.
    if (isCommand(token, '\\placeholder')) {
      return errorAt('missing-value', 'A box is still empty: fill it in', token);
    }
    const later = laterFeatureOf(token);
    if (later) return errorAt('unsupported-syntax', later, token);
    if (token.kind === 'command' && !isKnownCommand(token)) {
      return errorAt('unknown-command', `Unknown command '${this.textOf(token)}'`, token);
    }
    return errorAt('unexpected-token', `Unexpected '${this.textOf(token)}'`, token);
  }

  protected fail(code: ParseError['code'], message: string, at: { start: number; end: number }): never {
    throw errorAt(code, message, at);
  }

  protected expectClosing(closing: string, opening: Token): void {
    const token = this.lexer.peek();
    if (isSymbol(token, closing)) {
      this.advance();
      return;
    }
    if (token.kind === 'end') {
      this.fail('unclosed-group', `Missing '${closing}' to close '${this.textOf(opening)}'`, opening);
    }
    throw this.unexpected(token);
  }
}
