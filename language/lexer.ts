/**
 * The lexer: LaTeX source to tokens with source spans, produced lazily as the parser asks for them.
 *
 * Lazy because TeX reads a single-token argument one character at a time: `x^23` is x² · 3 and `\frac12`
 * is ½, so the parser sometimes takes only the first digit of a number token and the lexer resumes
 * after it (`nextCharacter`). Whitespace and spacing commands (`\ `, `\,`, `\quad`, …) never reach the
 * parser. A few Unicode characters that pasted math often contains are read as the commands they stand
 * for (π as `\pi`, · as `\cdot`, − as `-`).
 */
import { ParseError } from './parse-error';

export type TokenKind = 'number' | 'letter' | 'command' | 'symbol' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** Canonical text: the command for a Unicode stand-in, otherwise the source characters. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** Commands that only change spacing or style: they have no meaning in an expression. */
const IGNORED_COMMANDS: ReadonlySet<string> = new Set([
  '\\ ',
  '\\,',
  '\\:',
  '\\;',
  '\\!',
  '\\>',
  '\\quad',
  '\\qquad',
  '\\displaystyle',
  '\\textstyle',
]);

const UNICODE_STAND_INS: ReadonlyMap<string, { kind: TokenKind; text: string }> = new Map([
  ['π', { kind: 'command', text: '\\pi' }],
  ['θ', { kind: 'command', text: '\\theta' }],
  ['τ', { kind: 'command', text: '\\tau' }],
  ['·', { kind: 'command', text: '\\cdot' }],
  ['⋅', { kind: 'command', text: '\\cdot' }],
  ['×', { kind: 'command', text: '\\times' }],
  ['÷', { kind: 'command', text: '\\div' }],
  ['−', { kind: 'symbol', text: '-' }],
  ['≤', { kind: 'command', text: '\\le' }],
  ['≥', { kind: 'command', text: '\\ge' }],
  ['∞', { kind: 'command', text: '\\infty' }],
  ['…', { kind: 'symbol', text: '...' }],
  ['∼', { kind: 'command', text: '\\sim' }],
]);

/**
 * Other spellings of delimiters the grammar knows: MathLive writes a typed `{` as `\left\lbrace` and
 * pasted brackets as `\lbrack`, so they read as the delimiters they print.
 */
const COMMAND_SYNONYMS: ReadonlyMap<string, { kind: TokenKind; text: string }> = new Map([
  ['\\lbrace', { kind: 'command', text: '\\{' }],
  ['\\rbrace', { kind: 'command', text: '\\}' }],
  ['\\lbrack', { kind: 'symbol', text: '[' }],
  ['\\rbrack', { kind: 'symbol', text: ']' }],
]);

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWhitespace(character: string): boolean {
  return (
    character === ' ' ||
    character === '\t' ||
    character === '\n' ||
    character === '\r' ||
    character === '\u00a0'
  );
}

export class Lexer {
  private position = 0;
  private lookahead: Token | undefined;

  constructor(readonly source: string) {}

  peek(): Token {
    this.lookahead ??= this.readToken();
    return this.lookahead;
  }

  /** Continues reading at `position` (a parser that matched a construct on the source skips past it). */
  seek(position: number): void {
    this.position = position;
    this.lookahead = undefined;
  }

  next(): Token {
    const token = this.peek();
    this.lookahead = undefined;
    return token;
  }

  /**
   * Consumes one character of the current token, as TeX does for an argument without braces: the first
   * digit of a number (the rest is read again as a new token), or the whole token otherwise.
   */
  nextCharacter(): Token {
    const token = this.peek();
    if (token.kind !== 'number' || token.end - token.start === 1) return this.next();
    this.lookahead = undefined;
    this.position = token.start + 1;
    const text = token.text[0];
    return { kind: text === '.' ? 'symbol' : 'number', text, start: token.start, end: token.start + 1 };
  }

  private readToken(): Token {
    const source = this.source;
    for (;;) {
      while (this.position < source.length && isWhitespace(source[this.position])) this.position++;
      const start = this.position;
      if (start >= source.length) return { kind: 'end', text: '', start, end: start };
      const code = source.charCodeAt(start);
      // `[1...10]`: an ellipsis is one token, and the number before it ends at its first dot.
      if (source.startsWith('...', start)) {
        this.position = start + 3;
        return { kind: 'symbol', text: '...', start, end: this.position };
      }
      if (isDigit(code) || (code === 46 && isDigit(source.charCodeAt(start + 1))))
        return this.readNumber(start);
      if (isLetter(code)) {
        this.position = start + 1;
        return { kind: 'letter', text: source[start], start, end: start + 1 };
      }
      if (code === 92) {
        const command = this.readCommand(start);
        if (
          IGNORED_COMMANDS.has(command.text) ||
          (command.text.length === 2 && isWhitespace(command.text[1]))
        ) {
          continue;
        }
        return command;
      }
      const character = String.fromCodePoint(source.codePointAt(start) ?? code);
      this.position = start + character.length;
      const standIn = UNICODE_STAND_INS.get(character);
      if (standIn) return { ...standIn, start, end: this.position };
      return { kind: 'symbol', text: character, start, end: this.position };
    }
  }

  private readNumber(start: number): Token {
    const source = this.source;
    let end = start;
    let points = 0;
    while (end < source.length) {
      const code = source.charCodeAt(end);
      if (code === 46) {
        if (source.charCodeAt(end + 1) === 46) break;
        points++;
      } else if (!isDigit(code)) break;
      end++;
    }
    this.position = end;
    const text = source.slice(start, end);
    if (points > 1) throw new ParseError('invalid-number', `Invalid number '${text}'`, start, end);
    return { kind: 'number', text, start, end };
  }

  private readCommand(start: number): Token {
    const source = this.source;
    let end = start + 1;
    while (end < source.length && isLetter(source.charCodeAt(end))) end++;
    if (end === start + 1 && end < source.length) {
      end += String.fromCodePoint(source.codePointAt(end) ?? 0).length;
    }
    this.position = end;
    const text = source.slice(start, end);
    const synonym = COMMAND_SYNONYMS.get(text);
    return synonym ? { ...synonym, start, end } : { kind: 'command', text, start, end };
  }
}

/** All tokens of a source, for tests and tools; the parser reads them lazily instead. */
export function tokenize(source: string): Token[] {
  const lexer = new Lexer(source);
  const tokens: Token[] = [];
  for (;;) {
    const token = lexer.next();
    tokens.push(token);
    if (token.kind === 'end') return tokens;
  }
}
