import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from './analyze-list';
import { evaluateReference } from './evaluate-reference';

function solutionsOf(latex: string) {
  const entry = analyzeExpressionList([{ id: 'e', latex }], { degreeMode: false }).get('e')!;
  if (entry.effect.kind !== 'implicit') throw new Error(`${latex}: ${entry.effect.kind}`);
  return entry.effect.solutions;
}

function branchValues(latex: string, input: number): number[] {
  return solutionsOf(latex)!.programs.map((program) => evaluateReference(program, { x: input }));
}

describe('equations linear or quadratic in y or x are solved into explicit branches', () => {
  it('solves a circle for y = ±√(1−x²)', () => {
    expect(solutionsOf('x^2+y^2=1')?.dependent).toBe('y');
    const [upper, lower] = branchValues('x^2+y^2=1', 0.6);
    expect(upper).toBeCloseTo(0.8, 14);
    expect(lower).toBeCloseTo(-0.8, 14);
    expect(branchValues('x^2+y^2=1', 2).every(Number.isNaN)).toBe(true);
  });

  it('solves linear equations in y', () => {
    expect(branchValues('xy=1', 4)).toEqual([0.25]);
    expect(branchValues('x+y=3', 1)).toEqual([2]);
    expect(branchValues('2y-x=4', 2)).toEqual([3]);
  });

  it('solves for x, read from the x slot, when y does not occur or is not polynomial', () => {
    expect(solutionsOf('x^2=4')?.dependent).toBe('x');
    expect(branchValues('x^2=4', 123)).toEqual([2, -2]);
    expect(solutionsOf('x^2+y^3=xy')?.dependent).toBe('x');
    // x² − y·x + y³ = 0 at y = 0.2: x = (0.2 ± √(0.04 − 0.032)) / 2
    const [first, second] = branchValues('x^2+y^3=xy', 0.2);
    expect(first).toBeCloseTo((0.2 + Math.sqrt(0.008)) / 2, 14);
    expect(second).toBeCloseTo((0.2 - Math.sqrt(0.008)) / 2, 14);
  });

  it('solves the boundaries of inequalities', () => {
    const entry = analyzeExpressionList([{ id: 'e', latex: 'y>\\sin x' }], { degreeMode: false }).get('e')!;
    if (entry.effect.kind !== 'inequality') throw new Error(entry.effect.kind);
    const [condition] = entry.effect.conditions;
    expect(condition.boundary?.dependent).toBe('y');
    expect(evaluateReference(condition.boundary!.programs[0], { x: 1 })).toBeCloseTo(Math.sin(1), 14);
  });

  it('leaves equations of higher degree or with transcendental terms implicit only', () => {
    for (const latex of ['x^y=y^x', 'x^3+y^3=3xy', '\\sin x=\\cos y', '(x^2+y^2)^2=x^2-y^2', 'y/y=\\sin x']) {
      expect(solutionsOf(latex), latex).toBeUndefined();
    }
  });
});
