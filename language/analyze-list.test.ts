import { describe, expect, it } from 'vitest';
import type { ListEntryAnalysis } from './analysis-types';
import { analyzeExpressionList } from './analyze-list';
import { evaluateReference } from './evaluate-reference';

function analyze(latexes: readonly string[], degreeMode = false): ListEntryAnalysis[] {
  const expressions = latexes.map((latex, index) => ({ id: `e${index}`, latex }));
  const results = analyzeExpressionList(expressions, { degreeMode });
  return expressions.map(({ id }) => results.get(id)!);
}

function effectKinds(latexes: readonly string[]): string[] {
  return analyze(latexes).map((entry) => entry.effect.kind);
}

function errorCodes(latexes: readonly string[]): (string | undefined)[] {
  return analyze(latexes).map((entry) => entry.error?.code);
}

function valueOf(entry: ListEntryAnalysis): unknown {
  if (entry.effect.kind !== 'evaluation') throw new Error(`not an evaluation: ${JSON.stringify(entry)}`);
  return entry.effect.value;
}

describe('analyzeExpressionList: definitions across the list', () => {
  it('resolves definitions in any order', () => {
    const [use, definition] = analyze(['a+1', 'a=2']);
    expect(valueOf(use)).toBe(3);
    expect(definition.definition).toEqual({ kind: 'variable', name: 'a', sliderCandidate: true, value: 2 });
    expect(definition.effect).toEqual({ kind: 'definition' });
  });

  it('applies defined functions and multiplies by variables', () => {
    const entries = analyze(['f(x)=x^2', 'f(3)', 'g(a,b)=a+b', 'g(2,3)', 'c=4', 'c(2)', 'f(f(2))']);
    expect([1, 3, 5, 6].map((index) => valueOf(entries[index]))).toEqual([9, 5, 8, 16]);
    expect(entries[0].definition).toEqual({ kind: 'function', name: 'f', parameters: ['x'] });
    expect(entries[0].effect.kind).toBe('explicit');
    expect(entries[2].effect.kind).toBe('definition');
  });

  it('makes a name defined twice an error in both definitions and every use', () => {
    expect(errorCodes(['a=1', 'a=2', 'a+1', '5'])).toEqual([
      'duplicate-definition',
      'duplicate-definition',
      'duplicate-definition',
      undefined,
    ]);
  });

  it('reports cycles, and uses of a broken definition', () => {
    expect(errorCodes(['a=b', 'b=a', 'a+1', 'q=q+1', 'f(x)=f(x)+1'])).toEqual([
      'cyclic-definition',
      'cyclic-definition',
      'invalid-dependency',
      'cyclic-definition',
      'cyclic-definition',
    ]);
    expect(errorCodes(['a=z', 'a+1'])).toEqual(['undefined-variable', 'invalid-dependency']);
  });

  it('refuses to redefine built-ins', () => {
    const [entry] = analyze(['e=3']);
    expect(entry.error).toMatchObject({ code: 'builtin-redefinition', start: 0, end: 1 });
    expect(errorCodes(['\\pi=3'])).toEqual(['builtin-redefinition']);
  });

  it('counts arguments of defined functions', () => {
    expect(errorCodes(['f(x)=x', 'f(1,2)'])).toEqual([undefined, 'wrong-argument-count']);
  });

  it('plots a=2+x against x and defines a', () => {
    const [definition, use] = analyze(['a=2+x', 'a^2']);
    expect(definition.effect.kind).toBe('explicit');
    expect(definition.definition).toMatchObject({ kind: 'variable', name: 'a', sliderCandidate: false });
    if (use.effect.kind !== 'explicit') throw new Error(use.effect.kind);
    expect(evaluateReference(use.effect.programs[0], { x: 3 })).toBe(25);
  });

  it('offers sliders for undefined names and follows their definition once given', () => {
    const [alone] = analyze(['y=ax+b']);
    expect(alone.error?.undefinedNames).toEqual(['a', 'b']);
    const [, , curve] = analyze(['a=2', 'b=-1', 'y=ax+b']);
    if (curve.effect.kind !== 'explicit') throw new Error(curve.effect.kind);
    expect(evaluateReference(curve.effect.programs[0], { x: 3 })).toBe(5);
  });
});

describe('analyzeExpressionList: effects', () => {
  it.each<[string, string]>([
    ['1+2', 'evaluation'],
    ['[1,2,3]', 'evaluation'],
    ['\\sin(x)', 'explicit'],
    ['y=x^2', 'explicit'],
    ['x=y^2', 'explicit'],
    ['x+y=3', 'implicit'],
    ['x^2+y^2=1', 'implicit'],
    ['y<x', 'inequality'],
    ['x^2+y^2\\le 4', 'inequality'],
    ['(1,2)', 'points'],
    ['[(1,2),(3,4)]', 'points'],
    ['(\\cos t,\\sin t)', 'parametric'],
    ['r=\\theta', 'polar'],
    ['m=1', 'definition'],
    ['', 'none'],
    ['1+', 'error'],
  ])('%s is %s', (latex, kind) => {
    expect(effectKinds([latex])).toEqual([kind]);
  });

  it('samples x=f(y) from the x slot and says which axis depends', () => {
    const [entry] = analyze(['x=y^2']);
    if (entry.effect.kind !== 'explicit') throw new Error(entry.effect.kind);
    expect(entry.effect.dependent).toBe('x');
    expect(evaluateReference(entry.effect.programs[0], { x: 3 })).toBe(9);
  });

  it('writes inequalities as programs positive inside the region', () => {
    const [strip, constant] = analyze(['0<x<1', '1<2']);
    if (strip.effect.kind !== 'inequality') throw new Error(strip.effect.kind);
    expect(
      strip.effect.conditions.map((condition) => evaluateReference(condition.program, { x: 0.25 })),
    ).toEqual([0.25, 0.75]);
    expect(constant.error?.code).toBe('unsupported-graph');
    const [region] = analyze(['y\\ge x^2']);
    if (region.effect.kind !== 'inequality') throw new Error(region.effect.kind);
    const [condition] = region.effect.conditions;
    expect(condition.strict).toBe(false);
    expect(evaluateReference(condition.program, { x: 1, y: 3 })).toBe(2);
  });

  it('gives one curve per list element', () => {
    const [entry] = analyze(['y=[1,2,3]x']);
    if (entry.effect.kind !== 'explicit') throw new Error(entry.effect.kind);
    expect(entry.effect.programs.map((program) => evaluateReference(program, { x: 2 }))).toEqual([2, 4, 6]);
  });

  it('restricts a curve with braces', () => {
    const [entry] = analyze(['y=x^2\\{0<x<1\\}']);
    if (entry.effect.kind !== 'explicit') throw new Error(entry.effect.kind);
    expect(evaluateReference(entry.effect.programs[0], { x: 0.5 })).toBe(0.25);
    expect(evaluateReference(entry.effect.programs[0], { x: 2 })).toBeNaN();
  });

  it('evaluates lists, list functions and points', () => {
    const entries = analyze([
      'L=[3,1,2]',
      '\\operatorname{sort}(L)',
      '\\operatorname{total}(L)',
      '\\operatorname{mean}(L)',
      '\\operatorname{median}(L)',
      '\\operatorname{length}(L)',
      '\\max(L)',
      'L[2]',
      '[1...5]\\cdot 2',
      'p=(3,4)',
      'p.x+p.y',
      '[1,3,...,9]',
    ]);
    expect(entries.slice(1, 9).map(valueOf)).toEqual([[1, 2, 3], 6, 2, 2, 3, 3, 1, [2, 4, 6, 8, 10]]);
    expect(entries[9].effect).toEqual({ kind: 'points', xs: Float64Array.of(3), ys: Float64Array.of(4) });
    expect(valueOf(entries[10])).toBe(7);
    expect(valueOf(entries[11])).toEqual([1, 3, 5, 7, 9]);
  });

  // How quickly is bench section 11's figure.
  it('refuses programs that inlining would make exponentially large', () => {
    const nested = `${'g('.repeat(40)}x${')'.repeat(40)}`;
    const [, entry] = analyze(['g(x)=x+x', nested]);
    expect(entry.error).toMatchObject({ code: 'too-complex', start: 0, end: nested.length });
    const chain = Array.from({ length: 40 }, (_, index) => `a_{${index + 1}}=a_{${index}}+a_{${index}}`);
    const results = analyze(['a_{0}=x', ...chain, 'y=a_{40}']);
    expect(results[41].error?.code).toBe('too-complex');
  });

  it('never throws, even for ids that look like object keys', () => {
    const results = analyzeExpressionList(
      [
        { id: '__proto__', latex: 'a=1' },
        { id: 'constructor', latex: 'a+' },
      ],
      { degreeMode: false },
    );
    expect(results.get('__proto__')?.definition?.name).toBe('a');
    expect(results.get('constructor')?.error?.code).toBe('missing-value');
  });
});
