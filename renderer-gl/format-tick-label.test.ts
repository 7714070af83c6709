import { describe, expect, it } from 'vitest';
import {
  chooseLabelNotation,
  formatDecimal,
  formatPiFraction,
  typesetNumber,
  formatScientific,
  formatTickLabel,
  toSuperscript,
} from './format-tick-label';
import { createTickSpacing, createUserTickSpacing } from './ticks';

describe('formatTickLabel', () => {
  it('prints decimal ticks without float noise', () => {
    const tenth = createTickSpacing(1, -1);
    expect(0.1 * 3).toBe(0.30000000000000004);
    expect(formatTickLabel(3, tenth, 'decimal')).toBe('0.3');
    expect(formatTickLabel(10, tenth, 'decimal')).toBe('1');
    expect(formatTickLabel(-7, tenth, 'decimal')).toBe('−0.7');
    expect(formatTickLabel(3, createTickSpacing(2, -2), 'decimal')).toBe('0.06');
    expect(formatTickLabel(7, createTickSpacing(5, -4), 'decimal')).toBe('0.0035');
  });

  it('prints integers and zero', () => {
    expect(formatTickLabel(0, createTickSpacing(2, 0), 'decimal')).toBe('0');
    expect(formatTickLabel(-0, createTickSpacing(2, 0), 'scientific')).toBe('0');
    expect(formatTickLabel(-4, createTickSpacing(5, 3), 'decimal')).toBe('−20000');
  });

  it('prints scientific notation with superscript exponents', () => {
    expect(formatTickLabel(1, createTickSpacing(1, 6), 'scientific')).toBe('1×10⁶');
    expect(formatTickLabel(3, createTickSpacing(5, 6), 'scientific')).toBe('1.5×10⁷');
    expect(formatTickLabel(-2, createTickSpacing(2, -5), 'scientific')).toBe('−4×10⁻⁵');
  });
});

describe('formatDecimal', () => {
  it('places the decimal point exactly', () => {
    expect(formatDecimal(12345, -2)).toBe('123.45');
    expect(formatDecimal(120, -1)).toBe('12');
    expect(formatDecimal(5, -3)).toBe('0.005');
    expect(formatDecimal(-15, 2)).toBe('−1500');
  });
});

describe('formatScientific', () => {
  it('keeps the shortest exact mantissa', () => {
    expect(formatScientific(1200, 3)).toBe('1.2×10⁶');
    expect(formatScientific(1000004, 0)).toBe('1.000004×10⁶');
    expect(formatScientific(3, -12)).toBe('3×10⁻¹²');
  });
});

describe('toSuperscript', () => {
  it('writes signed superscript digits', () => {
    expect(toSuperscript(10)).toBe('¹⁰');
    expect(toSuperscript(-7)).toBe('⁻⁷');
  });
});

describe('chooseLabelNotation', () => {
  it('keeps ordinary magnitudes decimal', () => {
    expect(chooseLabelNotation(-5, 5, createTickSpacing(2, 0))).toBe('decimal');
    expect(chooseLabelNotation(1, 8, createTickSpacing(2, -4))).toBe('decimal');
    expect(chooseLabelNotation(0, 0, createTickSpacing(1, 0))).toBe('decimal');
  });

  it('switches very large and very small axes to scientific notation', () => {
    expect(chooseLabelNotation(-2, 8, createTickSpacing(1, 6))).toBe('scientific');
    expect(chooseLabelNotation(-2, 8, createTickSpacing(1, -5))).toBe('scientific');
  });

  it('stays decimal when scientific labels would be longer (far from the origin, small step)', () => {
    expect(chooseLabelNotation(499996, 500004, createTickSpacing(2, 0))).toBe('decimal');
  });
});

describe('user steps', () => {
  it('prints multiples of a fraction of π as typeset fractions', () => {
    const halfPi = createUserTickSpacing(Math.PI / 2);
    expect([-2, -1, 0, 1, 2, 3, 4].map((index) => formatTickLabel(index, halfPi, 'decimal'))).toEqual([
      '−π',
      '−π/2',
      '0',
      'π/2',
      'π',
      '3π/2',
      '2π',
    ]);
    expect(formatPiFraction(4, 6)).toBe('2π/3');
    expect(chooseLabelNotation(0, 1e7, halfPi)).toBe('decimal');
  });

  it('prints a short decimal step exactly and an approximate one rounded', () => {
    expect(formatTickLabel(3, createUserTickSpacing(0.25), 'decimal')).toBe('0.75');
    const third = createUserTickSpacing(1 / 3);
    expect(formatTickLabel(3, third, 'decimal')).toBe('1');
    expect(formatTickLabel(-2, third, 'decimal')).toBe('−0.666666666667');
  });
});

describe('typesetNumber', () => {
  it('typesets minus signs and exponents of JavaScript number strings', () => {
    expect(typesetNumber('-1.5')).toBe('\u22121.5');
    expect(typesetNumber('1.234e+21')).toBe('1.234×10²¹');
    expect(typesetNumber('-2e-7')).toBe('\u22122×10⁻⁷');
    expect(typesetNumber('0')).toBe('0');
    expect(typesetNumber('NaN')).toBe('NaN');
  });
});
