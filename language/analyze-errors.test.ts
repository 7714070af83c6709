import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze';
import { MAX_LATEX_LENGTH } from './grammar';
import type { LanguageErrorCode } from './parse-error';

function errorOf(latex: string) {
  const result = analyzeExpression(latex, { degreeMode: false });
  expect(result.effect, latex).toEqual({ kind: 'none' });
  if (!result.error) throw new Error(`${latex}: no error`);
  return result.error;
}

describe('syntax errors: code, span and message', () => {
  it.each<[string, LanguageErrorCode, number, number, string]>([
    ['1+', 'missing-value', 1, 2, "Expected a value after '+'"],
    ['y=', 'missing-value', 1, 2, "Expected a value after '='"],
    ['=', 'missing-value', 0, 1, "Expected a value before '='"],
    ['()', 'missing-value', 1, 2, "Expected a value before ')'"],
    ['x^{}', 'missing-value', 3, 4, 'A box is still empty: fill it in'],
    ['(x', 'unclosed-group', 0, 1, "Missing ')' to close '('"],
    ['{x', 'unclosed-group', 0, 1, "Missing '}' to close '{'"],
    ['|x', 'unclosed-group', 0, 1, "Missing '|' to close '|'"],
    ['\\left(x', 'unclosed-group', 0, 5, "Missing ')' to close '('"],
    ['x)', 'unexpected-token', 1, 2, "Unexpected ')'"],
    ['x}', 'unexpected-token', 1, 2, "Unexpected '}'"],
    ['*2', 'unexpected-token', 0, 1, "Unexpected '*'"],
    ['2**3', 'unexpected-token', 2, 3, "Unexpected '*'"],
    ['#', 'unexpected-token', 0, 1, "Unexpected '#'"],
    ['x+é', 'unexpected-token', 2, 3, "Unexpected 'é'"],
    ['\\left(x\\right]', 'unexpected-token', 13, 14, "Expected ')' to match '('"],
    ['\\foo', 'unknown-command', 0, 4, "Unknown command '\\foo'"],
    ['\\left\\sin x', 'unexpected-token', 5, 9, "Unexpected 'sin'"],
    ['\\right)', 'missing-value', 0, 6, "Expected a value before ')'"],
    ['x\\cdot', 'missing-value', 1, 6, "Expected a value after '·'"],
    ['2\\foo x', 'unknown-command', 1, 5, "Unknown command '\\foo'"],
    ['x\\', 'unknown-command', 1, 2, "Unknown command '\\'"],
    ['\\operatorname{foo}(x)', 'unknown-function', 0, 18, "Unknown function 'foo'"],
    ['\\frac{1}', 'missing-argument', 0, 5, "Expected an argument after '\\frac'"],
    ['\\sqrt', 'missing-argument', 0, 5, "Expected an argument after '√'"],
    ['x^', 'missing-argument', 1, 2, "Expected an argument after '^'"],
    ['x^-1', 'missing-argument', 2, 3, "Expected an argument after '^' (found '-'; use braces)"],
    ['x^.5', 'missing-argument', 2, 3, "Expected an argument after '^'"],
    ['\\sin', 'missing-argument', 0, 4, "'sin' needs an argument"],
    ['\\sin+1', 'missing-argument', 4, 5, "'sin' needs an argument"],
    ['\\sin^{-1}', 'missing-argument', 0, 4, "'sin' needs an argument"],
    [
      '\\operatorname{}',
      'missing-argument',
      14,
      15,
      'Expected a function name of letters in \\operatorname{…}',
    ],
    ['1.2.3', 'invalid-number', 0, 5, "Invalid number '1.2.3'"],
    ['x_', 'invalid-subscript', 1, 2, "Expected a letter or digit after '_'"],
    ['x_{}', 'invalid-subscript', 3, 4, 'A subscript may contain only letters and digits'],
    ['x_{1.5}', 'invalid-subscript', 3, 6, "Invalid subscript '1.5'"],
    ['x_+', 'invalid-subscript', 2, 3, "Expected a letter or digit after '_'"],
    ['x^2^3', 'double-superscript', 3, 4, 'Double exponent: use braces to clarify, e.g. {x^2}^3'],
    ['\\ln^{-1}x', 'unsupported-inverse', 5, 7, "The inverse 'ln⁻¹' is not supported"],
    ['x+\\placeholder{}', 'missing-value', 2, 14, 'A box is still empty: fill it in'],
    ["f'x", 'missing-argument', 0, 2, "'f'' needs an argument in parentheses, e.g. f'(x)"],
    ['\\int x', 'missing-argument', 0, 4, 'An integral needs bounds, e.g. \\int_{0}^{1}'],
    [
      '\\int_0^1 x^2',
      'missing-differential',
      0,
      12,
      'An integral needs a differential after its body, such as dx',
    ],
    [
      '\\int_0^x x\\,dx',
      'invalid-integral',
      7,
      8,
      "The integration variable 'x' also appears in a bound: integrate by another letter",
    ],
    ['\\frac{d^2}{dx}x^2', 'invalid-derivative', 0, 14, "The orders of 'd^2' and 'dx^1' differ"],
    ['[1,2', 'unclosed-group', 0, 1, "Missing ']' to close '['"],
    ['\\lfloor x', 'unclosed-group', 0, 7, "Missing '⌋' to close '⌊'"],
    ['\\{x>0:1', 'unclosed-group', 0, 2, "Missing '}' to close '{'"],
    ['\\{1,2\\}', 'missing-value', 2, 3, 'A piecewise definition needs a condition, e.g. \\{x>0: x, -x\\}'],
    ['p.z', 'unexpected-token', 2, 3, "Expected 'x' or 'y' after '.'"],
    ['\\sum_{n=1}^{3}', 'missing-argument', 0, 4, "'Σ' needs a body"],
    ['\\sum n', 'missing-argument', 0, 4, "'Σ' needs bounds, e.g. _{n=1}^{10}"],
    ['a<b=c', 'unsupported-syntax', 3, 4, "An equation cannot also be an inequality: use one of '=' and '<'"],
    ['y=x=2', 'unsupported-syntax', 3, 4, "An expression can have only one '='"],
  ])('%s → %s', (latex, code, start, end, message) => {
    expect(errorOf(latex)).toEqual({ code, start, end, message });
  });
});

describe('analysis errors', () => {
  it('names every undefined variable in order, with the span of the first', () => {
    expect(errorOf('ln(x)')).toEqual({
      code: 'undefined-variable',
      message: 'Undefined variables: l, n',
      start: 0,
      end: 1,
      undefinedNames: ['l', 'n'],
    });
  });

  it.each<[string, string, number, number, string[]]>([
    ['a', 'Undefined variable: a', 0, 1, ['a']],
    ['y=ax+b', 'Undefined variables: a, b', 2, 3, ['a', 'b']],
    ['ba+ab', 'Undefined variables: b, a', 0, 1, ['b', 'a']],
    ['\\alpha x', 'Undefined variable: α', 0, 6, ['\\alpha']],
    ['2a_1x', 'Undefined variable: a_1', 1, 4, ['a_{1}']],
    ['\\sin(t)', 'Undefined variable: t', 5, 6, ['t']],
    ['\\log_b x', 'Undefined variable: b', 5, 6, ['b']],
    ['f(x)', 'Undefined variable: f', 0, 1, ['f']],
  ])('%s', (latex, message, start, end, undefinedNames) => {
    expect(errorOf(latex)).toEqual({ code: 'undefined-variable', message, start, end, undefinedNames });
  });

  it.each<[string, LanguageErrorCode, number, number]>([
    ['1=2', 'unsupported-graph', 0, 3],
    ['y', 'unsupported-graph', 0, 1],
    ['x+y', 'unsupported-graph', 0, 3],
  ])('%s → %s', (latex, code, start, end) => {
    expect(errorOf(latex)).toMatchObject({ code, start, end });
  });

  it('reports a syntax error before an undefined variable', () => {
    expect(errorOf('a+').code).toBe('missing-value');
  });
});

describe('effects', () => {
  it.each<[string, string]>([
    ['1+2', 'evaluation'],
    ['\\sin(\\pi)', 'evaluation'],
    ['e^{\\pi}', 'evaluation'],
    ['x', 'explicit'],
    ['y=3', 'explicit'],
    ['3=y', 'explicit'],
    ['\\sin x', 'explicit'],
  ])('%s is %s', (latex, kind) => {
    expect(analyzeExpression(latex, { degreeMode: false }).effect.kind).toBe(kind);
  });

  it('gives an explicit graph its dependent variable', () => {
    expect(analyzeExpression('y=x', { degreeMode: false }).effect).toMatchObject({
      kind: 'explicit',
      dependent: 'y',
    });
  });

  it.each(['', '   ', '\\,', '\\quad\\ '])('an empty entry %j has no effect and no error', (latex) => {
    expect(analyzeExpression(latex, { degreeMode: false })).toEqual({ effect: { kind: 'none' } });
  });
});

describe('budgets', () => {
  it('refuses source longer than the length budget', () => {
    const latex = 'x'.repeat(MAX_LATEX_LENGTH + 1);
    expect(errorOf(latex)).toMatchObject({
      code: 'too-long',
      start: MAX_LATEX_LENGTH,
      end: MAX_LATEX_LENGTH + 1,
    });
  });

  it('accepts nesting to depth 100 and refuses depth 200', () => {
    const nest = (depth: number) => `${'('.repeat(depth)}x${')'.repeat(depth)}`;
    expect(analyzeExpression(nest(100), { degreeMode: false }).error).toBeUndefined();
    expect(errorOf(nest(200)).code).toBe('too-deep');
    expect(errorOf(`${'2^{'.repeat(200)}x${'}'.repeat(200)}`).code).toBe('too-deep');
    expect(errorOf(`${'\\sin '.repeat(200)}x`).code).toBe('too-deep');
    expect(errorOf(`${'-'.repeat(200)}x`).code).toBe('too-deep');
  });

  it('accepts a long flat sum and refuses one whose tree is too tall', () => {
    expect(analyzeExpression(`${'x+'.repeat(500)}1`, { degreeMode: false }).error).toBeUndefined();
    expect(errorOf(`${'x+'.repeat(4000)}1`).code).toBe('too-deep');
  });

  it('does not throw on a value that is not a string', () => {
    expect(errorOf(undefined as unknown as string).code).toBe('internal-error');
  });
});

describe("messages in the person's terms", () => {
  // What the math editor writes for what was typed: the message quotes only what the person saw.
  it.each([
    ['y=\\operatorname{abs}\\left(x-\\right)', "Expected a value before ')'"],
    ['y=\\operatorname{\\mathrm{stdev}}', "'stdev' needs an argument"],
    ['y=x^{}', 'A box is still empty: fill it in'],
    ['y=\\left\\lbrace x<0:x', "Missing '}' to close '{'"],
    ['y=\\left|x', "Missing '|' to close '|'"],
    ['x\\le', "Expected a value after '≤'"],
  ])('%s', (latex, message) => {
    const error = analyzeExpression(latex, { degreeMode: false }).error;
    expect(error?.message).toBe(message);
    expect(error?.message).not.toMatch(/\\(right|left|operatorname|mathrm)/);
  });
});
