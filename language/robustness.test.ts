/**
 * Whatever text arrives, analysis answers quickly and never throws; whatever program it emits is well
 * formed. Property tests feed it random text, random LaTeX-like token soup and mutated valid expressions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeExpression, type ExpressionAnalysisResult } from './analyze';
import { clearParseCache } from './analyze-list';
import { evaluateReference } from './evaluate-reference';
import { MAX_LATEX_LENGTH } from './grammar';
import { operationForOpcode } from './operations';
import type { EngineProgram } from './program';

// prettier-ignore
const PIECES = [
  'x', 'y', 'a', 'e', '1', '2.5', '.', '0', '+', '-', '*', '/', '^', '_', '=', '(', ')', '{', '}', '[', ']',
  '|', ',', '!', '<', ' ', '\\', '\\frac', '\\sqrt', '\\sin', '\\cos^2', '\\sin^{-1}', '\\ln', '\\log_',
  '\\left(', '\\right)', '\\left|', '\\right|', '\\cdot', '\\pi', '\\alpha', '\\operatorname{abs}', '\\,',
  '\\unknown', 'π', '−', '😀',
];

const VALID = [
  'y=x^2',
  '\\sin(x)',
  '\\frac{x+1}{x-1}',
  '\\sqrt[3]{x}+|x|',
  '2\\pi x',
  '\\sin^2 x+\\cos^2 x',
  '\\left|x\\right|-\\log_2 x',
  'e^{-x^2}',
  'x(x+1)(x-1)',
];

/** The stack depth a program really reaches (independent of the emitter's own count). */
function simulateStackDepth(program: EngineProgram): number {
  let depth = 0;
  let deepest = 0;
  for (let position = 0; position < program.code.length;) {
    const definition = operationForOpcode(program.code[position])!;
    depth += 1 - definition.arity;
    deepest = Math.max(deepest, depth);
    position += 1 + definition.operandWords;
  }
  return deepest;
}

/**
 * Analysis with parsing included (cache cleared). A hang or a blow-up in the parser shows as this test
 * running into vitest's timeout; how fast analysis is belongs to the benchmark, not to a timed assertion
 * on a shared machine.
 */
function analyzeFresh(latex: string, degreeMode = false): ExpressionAnalysisResult {
  clearParseCache();
  return analyzeExpression(latex, { degreeMode });
}

/** Checks the answer's contract: a sound error, or a program the reference interpreter runs. */
function checkAnswer(latex: string, result: ExpressionAnalysisResult): void {
  if (result.error) {
    expect(result.effect).toEqual({ kind: 'none' });
    expect(result.error.code).not.toBe('internal-error');
    expect(result.error.start).toBeGreaterThanOrEqual(0);
    expect(result.error.end).toBeGreaterThanOrEqual(result.error.start);
    expect(result.error.end).toBeLessThanOrEqual(latex.length);
    expect(result.error.message.length).toBeGreaterThan(0);
    return;
  }
  if (result.effect.kind === 'none') return;
  const program = result.effect.program;
  expect(program.maxStackDepth).toBe(simulateStackDepth(program));
  expect(() => evaluateReference(program, { x: 0.7 })).not.toThrow();
}

const tokenSoup = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((pieces) => pieces.join(''));

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), piece: fc.constantFrom(...PIECES) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 6 }) }),
);

const mutatedValid = fc
  .tuple(fc.constantFrom(...VALID), fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([latex, mutations]) =>
    mutations.reduce((text, change) => {
      const at = change.at % (text.length + 1);
      if (change.kind === 'insert') return text.slice(0, at) + change.piece + text.slice(at);
      if (change.kind === 'delete') return text.slice(0, at) + text.slice(at + change.length);
      return text.slice(0, at + change.length) + text.slice(at);
    }, latex),
  );

describe('analyzeExpression on any input', () => {
  it('answers random text without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })),
        (latex) => {
          checkAnswer(latex, analyzeFresh(latex));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers LaTeX-like token soup without throwing', () => {
    fc.assert(
      fc.property(tokenSoup, fc.boolean(), (latex, degreeMode) => {
        checkAnswer(latex, analyzeFresh(latex, degreeMode));
      }),
      { numRuns: 1500 },
    );
  });

  it('answers mutated valid expressions without throwing', () => {
    fc.assert(
      fc.property(mutatedValid, (latex) => {
        checkAnswer(latex, analyzeFresh(latex));
      }),
      { numRuns: 1500 },
    );
  });

  it('answers 10,000-character token soup within the time budget', () => {
    const longSoup = fc
      .array(fc.constantFrom(...PIECES), { minLength: 4000, maxLength: 4000 })
      .map((pieces) => pieces.join('').slice(0, MAX_LATEX_LENGTH));
    fc.assert(
      fc.property(longSoup, (latex) => {
        checkAnswer(latex, analyzeFresh(latex));
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    ['open parentheses', '('.repeat(10_000)],
    ['open braces', '{'.repeat(10_000)],
    ['bars', '|'.repeat(10_000)],
    ['minus signs', `${'-'.repeat(9_999)}x`],
    ['exponents', `${'x^'.repeat(4_999)}2`],
    ['braced exponents', `${'2^{'.repeat(3_000)}x`],
    ['nested fractions', '\\frac{'.repeat(1_400)],
    ['functions', `${'\\sin '.repeat(1_999)}x`],
    ['a flat sum', `${'x+'.repeat(4_999)}x`],
    ['a flat product', 'x'.repeat(10_000)],
    ['a long number', '9'.repeat(10_000)],
    ['points', '.'.repeat(10_000)],
    ['left delimiters', '\\left('.repeat(1_666)],
    ['subscripts', 'x_{'.repeat(3_333)],
    ['balanced nesting', `${'('.repeat(5_000)}${')'.repeat(5_000)}`],
    ['one character too many', 'x'.repeat(MAX_LATEX_LENGTH + 1)],
  ])('answers %s within the time budget', (_, latex) => {
    checkAnswer(latex, analyzeFresh(latex));
  });
});
