import { describe, expect, it } from 'vitest';
import { exactNumberLatex, formatNumber } from './number-format';

describe('formatNumber', () => {
  it('shows ten significant digits and drops binary noise', () => {
    expect(formatNumber(0.1 + 0.2).text).toBe('0.3');
    expect(formatNumber(1 / 3).text).toBe('0.3333333333');
    expect(formatNumber(14).text).toBe('14');
    expect(formatNumber(-2.5).latex).toBe('-2.5');
    expect(formatNumber(Math.sin(Math.PI)).text).toBe('1.224646799×10^-16');
  });

  it('switches to scientific notation for large and tiny values', () => {
    expect(formatNumber(123456789012345).text).toBe('1.23456789×10^14');
    expect(formatNumber(123456789012345).latex).toBe('1.23456789\\times10^{14}');
    expect(formatNumber(0.00000025).text).toBe('2.5×10^-7');
    expect(formatNumber(0.000025).text).toBe('0.000025');
  });

  it('calls non-finite values undefined', () => {
    expect(formatNumber(1 / 0)).toEqual({
      text: 'undefined',
      latex: '\\mathrm{undefined}',
      isDefined: false,
    });
    expect(formatNumber(NaN).isDefined).toBe(false);
  });
});

describe('exactNumberLatex', () => {
  it('keeps every digit and the sign in parentheses', () => {
    expect(exactNumberLatex(1 / 3)).toBe('\\left(0.3333333333333333\\right)');
    expect(exactNumberLatex(-2)).toBe('\\left(-2\\right)');
    expect(exactNumberLatex(1.5e-20)).toBe('\\left(1.5\\cdot10^{-20}\\right)');
  });
});
