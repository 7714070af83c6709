/**
 * The one error type of the language front end, after KaTeX's `ParseError`: a stable machine-readable
 * code, a message that names the offending token, and the span of source it refers to (UTF-16 offsets
 * into the LaTeX string, end exclusive), so the editor can underline it.
 */

export type LanguageErrorCode =
  | 'unexpected-token'
  | 'unexpected-character'
  | 'unknown-command'
  | 'unknown-function'
  | 'unclosed-group'
  | 'missing-value'
  | 'missing-argument'
  | 'invalid-number'
  | 'invalid-subscript'
  | 'double-superscript'
  | 'unsupported-inverse'
  | 'unsupported-syntax'
  | 'too-deep'
  | 'too-long'
  | 'undefined-variable'
  | 'unsupported-definition'
  | 'unsupported-graph'
  | 'wrong-argument-count'
  | 'type-error'
  | 'invalid-range'
  | 'too-complex'
  | 'duplicate-definition'
  | 'cyclic-definition'
  | 'builtin-redefinition'
  | 'invalid-dependency'
  | 'missing-differential'
  | 'invalid-derivative'
  | 'invalid-integral'
  | 'invalid-regression'
  | 'internal-error';

export class ParseError extends Error {
  readonly code: LanguageErrorCode;
  readonly start: number;
  readonly end: number;

  constructor(code: LanguageErrorCode, message: string, start: number, end: number) {
    super(message);
    this.name = 'ParseError';
    this.code = code;
    this.start = start;
    this.end = end;
  }
}
