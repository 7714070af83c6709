import { describe, expect, it } from 'vitest';
import { formatTree, parseLatex } from '../language';
import { calculatorShortcuts } from './math-shortcuts';

describe('calculator shortcuts', () => {
  const defaults = {
    dx: { after: 'digit', value: '\\differentialD x' },
    dy: { after: 'digit', value: '\\differentialD y' },
    dt: { after: 'digit', value: '\\differentialD t' },
    "''": '^{\\doubleprime}',
    int: '\\int',
    alpha: '\\alpha',
  };
  const shortcuts = calculatorShortcuts(defaults);

  it('keeps MathLive’s other shortcuts and leaves the defaults untouched', () => {
    expect(shortcuts.alpha).toBe('\\alpha');
    expect(defaults.dx).toBeDefined();
  });

  it('types differentials as letters, which the language reads inside and outside integrals', () => {
    expect(Object.keys(shortcuts)).not.toContain('dx');
    expect(Object.keys(shortcuts)).not.toContain('dt');
    expect(formatTree(parseLatex('\\int_{0}^{1}2dx'))).toBe('(int x 0 1 2)');
  });

  it('writes a double prime as the language reads it', () => {
    expect(formatTree(parseLatex(`f${shortcuts["''"]}\\left(x\\right)`))).toBe("(apply f'' x)");
    expect(shortcuts["''"]).toBe('^{\\prime\\prime}');
  });

  it('makes templates of int, sum and prod', () => {
    expect(shortcuts.int).toBe('\\int_{#?}^{#?}');
    expect(shortcuts.sum).toBe('\\sum_{#?}^{#?}');
    expect(shortcuts.prod).toBe('\\prod_{#?}^{#?}');
  });
});
