/**
 * Property tests over the whole language: the parser throws nothing but `ParseError`, and every span it
 * reports (on nodes and on errors) lies inside the input; the list analysis answers every entry of random
 * lists mixing definitions, uses and token soup, and only ever emits programs the reference interpreter runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListEffect } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { childrenOf, type AstNode } from './ast';
import { evaluateReference } from './evaluate-reference';
import { ParseError } from './parse-error';
import { parseLatex } from './parser';
import type { EngineProgram } from './program';

// prettier-ignore
const PIECES = [
  'x', 'y', 'a', 'f', 't', 'r', 'e', 'L', '1', '2.5', '.', '0', '+', '-', '*', '/', '^', '_', '=', '(', ')', '{',
  '}', '[', ']', '|', ',', ':', '!', '<', '>', ' ', '\\', '...', '.x', '\\frac', '\\sqrt', '\\sin', '\\cos^2',
  '\\sin^{-1}', '\\ln', '\\log_', '\\left(', '\\right)', '\\left|', '\\right|', '\\left[', '\\right]', '\\{',
  '\\}', '\\left\\{', '\\right\\}', '\\lfloor', '\\rfloor', '\\lceil', '\\rceil', '\\le', '\\ge', '\\cdot',
  '\\pi', '\\theta', '\\alpha', '\\operatorname{total}', '\\operatorname{mod}', '\\min', '\\sum_{n=1}^{3}',
  '\\prod_{k=1}^{2}', '\\infty', '\\,', '\\unknown', 'π', '😀', '\\operatorname{for}', '\\operatorname{with}', 'n=',
  'n=[1...3]', '\\operatorname{stdev}', '\\operatorname{quantile}', '\\operatorname{erf}', '\\operatorname{join}',
];

const tokenSoup = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((pieces) => pieces.join(''));

function checkSpans(node: AstNode, length: number): void {
  const pending: AstNode[] = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    expect(current.start, current.type).toBeGreaterThanOrEqual(0);
    expect(current.end, current.type).toBeLessThanOrEqual(length);
    expect(current.start, current.type).toBeLessThanOrEqual(current.end);
    pending.push(...childrenOf(current));
  }
}

describe('parseLatex on any input', () => {
  it('throws only ParseError, with spans inside the input, and builds nodes with spans inside it', () => {
    fc.assert(
      fc.property(fc.oneof(tokenSoup, fc.string({ maxLength: 60 })), (latex) => {
        let tree: AstNode;
        try {
          tree = parseLatex(latex);
        } catch (error) {
          expect(error).toBeInstanceOf(ParseError);
          const { start, end } = error as ParseError;
          expect(0 <= start && start <= end && end <= latex.length, `${start}..${end} in ${latex}`).toBe(
            true,
          );
          return;
        }
        checkSpans(tree, latex.length);
      }),
      { numRuns: 4_000 },
    );
  });
});

function programsOf(effect: ListEffect): EngineProgram[] {
  switch (effect.kind) {
    case 'explicit':
    case 'polar':
      return [...effect.programs];
    case 'parametric':
      return effect.curves.flatMap((curve) => [curve.x, curve.y]);
    case 'implicit':
      return [effect.program];
    case 'inequality':
      return effect.conditions.map((condition) => condition.program);
    default:
      return [];
  }
}

const DEFINITIONS = [
  'a=2',
  'a=x',
  'b=a+1',
  'f(x)=x^2',
  'f(t)=a t',
  'L=[1,2,3]',
  'p=(1,a)',
  'a=b',
  'g(u,v)=u-v',
];
const USES = ['a+b', 'f(a)', 'f(L)', 'L[2]', 'p.x', 'g(1,2)', 'y=f(x)', 'x^2+y^2=a', 'y<a x', '(t,f(t))'];
const entry = fc.oneof(fc.constantFrom(...DEFINITIONS), fc.constantFrom(...USES), tokenSoup);

describe('analyzeExpressionList on any list', () => {
  it('answers every entry without throwing, with well-formed programs and sound spans', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 5 }), fc.boolean(), (latexes, degreeMode) => {
        const expressions = latexes.map((latex, index) => ({ id: `e${index}`, latex }));
        const results = analyzeExpressionList(expressions, { degreeMode });
        expect(results.size).toBe(expressions.length);
        for (const { id, latex } of expressions) {
          const result = results.get(id)!;
          if (result.error) {
            expect(result.effect).toEqual({ kind: 'error', error: result.error });
            expect(result.error.start).toBeGreaterThanOrEqual(0);
            expect(result.error.end).toBeLessThanOrEqual(latex.length);
          }
          for (const program of programsOf(result.effect)) {
            const value = evaluateReference(program, { x: 0.5, y: -1.25, t: 2 });
            expect(typeof value).toBe('number');
          }
        }
      }),
      { numRuns: 1_500 },
    );
  });
});
