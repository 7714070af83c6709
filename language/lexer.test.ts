import { describe, expect, it } from 'vitest';
import { Lexer, tokenize } from './lexer';
import { ParseError } from './parse-error';

function summarize(source: string): string[] {
  return tokenize(source).map((token) => `${token.kind}:${token.text}@${token.start}-${token.end}`);
}

describe('tokenize', () => {
  it('reads numbers, letters, commands and symbols with their spans', () => {
    expect(summarize('12.5x+\\sin(y)')).toEqual([
      'number:12.5@0-4',
      'letter:x@4-5',
      'symbol:+@5-6',
      'command:\\sin@6-10',
      'symbol:(@10-11',
      'letter:y@11-12',
      'symbol:)@12-13',
      'end:@13-13',
    ]);
  });

  it('reads a leading point and a trailing point as part of a number', () => {
    expect(summarize('.5 2.')).toEqual(['number:.5@0-2', 'number:2.@3-5', 'end:@5-5']);
  });

  it('reads \\lbrace, \\rbrace, \\lbrack and \\rbrack as the delimiters they print', () => {
    expect(summarize('\\lbrace\\rbrace\\lbrack\\rbrack')).toEqual([
      'command:\\{@0-7',
      'command:\\}@7-14',
      'symbol:[@14-21',
      'symbol:]@21-28',
      'end:@28-28',
    ]);
  });

  it('reads a point without digits as a symbol', () => {
    expect(summarize('x.')).toEqual(['letter:x@0-1', 'symbol:.@1-2', 'end:@2-2']);
  });

  it('skips whitespace and spacing commands', () => {
    expect(summarize(' x\\ \\,\\;\\quad \\!y ')).toEqual(['letter:x@1-2', 'letter:y@16-17', 'end:@18-18']);
  });

  it('reads a backslash and one non-letter as a command', () => {
    expect(summarize('\\{\\|')).toEqual(['command:\\{@0-2', 'command:\\|@2-4', 'end:@4-4']);
  });

  it('reads a backslash at the end as an incomplete command', () => {
    expect(summarize('x\\')).toEqual(['letter:x@0-1', 'command:\\@1-2', 'end:@2-2']);
  });

  it('reads Unicode stand-ins as the commands they mean, keeping the source span', () => {
    expect(summarize('2π·x−1')).toEqual([
      'number:2@0-1',
      'command:\\pi@1-2',
      'command:\\cdot@2-3',
      'letter:x@3-4',
      'symbol:-@4-5',
      'number:1@5-6',
      'end:@6-6',
    ]);
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(summarize('😀')).toEqual(['symbol:😀@0-2', 'end:@2-2']);
  });

  it('refuses a number with two points, spanning the whole number', () => {
    try {
      tokenize('x+1.2.3');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ParseError);
      expect(error).toMatchObject({ code: 'invalid-number', start: 2, end: 7 });
    }
  });
});

describe('Lexer.nextCharacter', () => {
  it('takes one digit of a number and reads the rest as a new token', () => {
    const lexer = new Lexer('235');
    expect(lexer.nextCharacter()).toMatchObject({ kind: 'number', text: '2', start: 0, end: 1 });
    expect(lexer.next()).toMatchObject({ kind: 'number', text: '35', start: 1, end: 3 });
  });

  it('takes a whole token that is not a number', () => {
    const lexer = new Lexer('\\pi2');
    expect(lexer.nextCharacter()).toMatchObject({ kind: 'command', text: '\\pi' });
    expect(lexer.next()).toMatchObject({ kind: 'number', text: '2' });
  });

  it('gives a leading point as a symbol', () => {
    expect(new Lexer('.5').nextCharacter()).toMatchObject({ kind: 'symbol', text: '.' });
  });
});
