import { describe, expect, it } from 'vitest';
import { labelInName } from './dom';

describe('labelInName', () => {
  it('puts the visible text ahead of a name that does not say it', () => {
    expect(labelInName('AC', 'all clear')).toBe('AC, all clear');
    expect(labelInName('ans', 'answer')).toBe('ans, answer');
    expect(labelInName('x²', 'squared')).toBe('x², squared');
    expect(labelInName('d/dx', 'derivative with respect to x')).toBe('d/dx, derivative with respect to x');
  });

  it('keeps a name that already holds the text as words, and names of lone symbols', () => {
    expect(labelInName('sin', 'sin')).toBe('sin');
    expect(labelInName('Functions', 'functions menu')).toBe('functions menu');
    expect(labelInName('+', 'plus')).toBe('plus');
    expect(labelInName('Σ', 'sum')).toBe('sum');
    expect(labelInName('()', 'parentheses')).toBe('parentheses');
    expect(labelInName('ln', 'natural log')).toBe('ln, natural log');
  });
});
