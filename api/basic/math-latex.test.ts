import { describe, expect, it } from 'vitest';
import { readMath } from './math-items';
import { toDisplayText, toLatex } from './math-latex';

const latexOf = (text: string) => toLatex(readMath(text));

describe('linear text to LaTeX', () => {
  it('keeps LaTeX typed with backslashes', () => {
    expect(latexOf('2+3\\times 4')).toBe('2+3\\times 4');
    expect(latexOf('\\frac{1}{2}')).toBe('\\frac{1}{2}');
    expect(latexOf('\\sqrt[3]{8}')).toBe('\\sqrt[3]{8}');
  });

  it('reads every prefix of a half-typed entry (the live preview reads each keystroke)', () => {
    for (const entry of ['2^10', 'sqrt(2)', 'log_2(8)', '2^-1', 'cbrt(27)', '\\sqrt[3]{8}', '\\frac{1}{2}']) {
      for (let end = 1; end <= entry.length; end++) {
        const prefix = entry.slice(0, end);
        expect(() => toDisplayText(readMath(prefix)), prefix).not.toThrow();
      }
    }
    expect(latexOf('2^')).toBe('2^{}');
    expect(latexOf('sqrt')).toBe('\\sqrt{}');
  });

  it('writes keyboard operators as LaTeX operators', () => {
    expect(latexOf('2*3')).toBe('2\\cdot 3');
    expect(latexOf('8÷2−1')).toBe('8\\div 2-1');
    expect(latexOf('.5')).toBe('0.5');
  });

  it('braces exponents around the whole operand', () => {
    expect(latexOf('2^10')).toBe('2^{10}');
    expect(latexOf('2^-1')).toBe('2^{-1}');
    expect(latexOf('2^(3+1)')).toBe('2^{3+1}');
    expect(latexOf('x²+1')).toBe('x^{2}+1');
  });

  it('reads function names, roots, constants and ans', () => {
    expect(latexOf('sin(30)')).toBe('\\sin \\left(30\\right)');
    expect(latexOf('asin(1)')).toBe('\\arcsin \\left(1\\right)');
    expect(latexOf('sqrt(2+7)')).toBe('\\sqrt{2+7}');
    expect(latexOf('√9')).toBe('\\sqrt{9}');
    expect(latexOf('cbrt(8)')).toBe('\\sqrt[3]{8}');
    expect(latexOf('2pi')).toBe('2\\pi');
    expect(latexOf('log_2(8)')).toBe('\\log_{2} \\left(8\\right)');
    expect(latexOf('ans+1')).toBe('\\operatorname{ans}+1');
    expect(latexOf('nCr(5,2)')).toBe('\\nCr \\left(5,2\\right)');
  });

  it('reads letters as single-letter variables and definitions', () => {
    expect(latexOf('f(x)=2x')).toBe('f\\left(x\\right)=2x');
    expect(latexOf('ab')).toBe('ab');
  });

  it('turns percent into a fraction of the operand before it', () => {
    expect(latexOf('50%')).toBe('\\frac{50}{100}');
    expect(latexOf('3/50%')).toBe('3/\\frac{50}{100}');
    expect(latexOf('200+10%')).toBe('200+\\frac{10}{100}');
    expect(latexOf('sin(30)%')).toBe('\\frac{\\sin \\left(30\\right)}{100}');
    expect(latexOf('(1+1)%')).toBe('\\frac{\\left(1+1\\right)}{100}');
  });
});

describe('display text', () => {
  it('shows the operators a person reads', () => {
    expect(toDisplayText(readMath('2*3-1/4'))).toBe('2×3−1/4');
    expect(toDisplayText(readMath('sqrt(2)+pi'))).toBe('√2+π');
    expect(toDisplayText(readMath('2^{10}'))).toBe('2^10');
    expect(toDisplayText(readMath('2^(x+1)'))).toBe('2^(x+1)');
  });
});
