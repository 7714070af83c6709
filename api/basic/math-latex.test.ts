import { describe, expect, it } from 'vitest';
import { readMath } from './math-items';
import { toDisplayLatex, toDisplayText, toLatex } from './math-latex';

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

describe("a math field's LaTeX (MathLive 0.111's serialization)", () => {
  it('reads functions, brackets, scripts, roots and operators as the linear text means them', () => {
    expect(latexOf('\\sin\\left(30\\right)')).toBe('\\sin \\left(30\\right)');
    expect(latexOf('\\operatorname{abs}\\left(-3\\right)')).toBe('\\abs \\left(-3\\right)');
    expect(latexOf('\\operatorname{nCr}\\left(5,2\\right)')).toBe('\\nCr \\left(5,2\\right)');
    expect(latexOf('\\log_2\\left(8\\right)')).toBe('\\log_{2} \\left(8\\right)');
    expect(latexOf('\\sqrt{\\left(2+7\\right)}')).toBe('\\sqrt{2+7}');
    expect(latexOf('\\vert-3\\vert')).toBe('|-3|');
    expect(latexOf('2^{10}\\cdot\\frac{\\operatorname{ans}}{4}')).toBe(
      '2^{10}\\cdot \\frac{\\operatorname{ans}}{4}',
    );
  });

  it('reads one-character arguments without braces', () => {
    expect(latexOf('\\frac34')).toBe('\\frac{3}{4}');
    expect(latexOf('\\frac3{4.5}')).toBe('\\frac{3}{4.5}');
    expect(latexOf('\\frac{12}{5}')).toBe('\\frac{12}{5}');
    expect(latexOf('\\sqrt45')).toBe('\\sqrt{4}5');
    expect(latexOf('\\sqrt[3]27')).toBe('\\sqrt[3]{2}7');
  });

  it('reads a bracket not closed yet and an empty slot while an entry is half typed', () => {
    expect(latexOf('\\left(2+3\\right.')).toBe('\\left(2+3\\right)');
    expect(latexOf('\\sqrt{\\placeholder{}}')).toBe('\\sqrt{}');
    expect(latexOf('2^{\\placeholder{}}')).toBe('2^{}');
  });
});

describe('display LaTeX', () => {
  it('keeps percent as typed and writes functions TeX lacks upright', () => {
    const displayOf = (text: string) => toDisplayLatex(readMath(text));
    expect(displayOf('2^10+50%')).toBe('2^{10}+50\\%');
    expect(displayOf('nCr(5,2)+abs(-1)')).toBe(
      '\\operatorname{nCr} \\left(5,2\\right)+\\operatorname{abs} \\left(-1\\right)',
    );
    expect(displayOf('sqrt(2)*sin(30)')).toBe('\\sqrt{2}\\cdot \\sin \\left(30\\right)');
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
