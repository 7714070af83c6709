import { describe, expect, it } from 'vitest';
import { latexConstant } from '../language/index';
import { formatEvaluation, formatNumber, readBound, readSlider, writeSlider } from './row-values';

describe('formatNumber', () => {
  it('shows at most ten significant digits with a real minus sign', () => {
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(1 / 3)).toBe('0.3333333333');
    expect(formatNumber(-2.5)).toBe('−2.5');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1e-20)).toBe('0');
    expect(formatNumber(1.5e12)).toBe('1.5e+12');
    expect(formatNumber(NaN)).toBe('undefined');
  });
});

describe('formatEvaluation', () => {
  it('shows numbers and lists, and nothing for errors or hidden evaluations', () => {
    expect(formatEvaluation({ isError: false, evaluation: { type: 'Number', value: 3 } })).toBe('= 3');
    expect(formatEvaluation({ isError: false, evaluation: { type: 'ListOfNumber', value: [1, 2] } })).toBe(
      '= [1, 2]',
    );
    expect(formatEvaluation({ isError: true, evaluation: { type: 'Number', value: 3 } })).toBeUndefined();
    expect(
      formatEvaluation({
        isError: false,
        evaluationDisplayed: false,
        evaluation: { type: 'Number', value: 3 },
      }),
    ).toBeUndefined();
  });
});

describe('sliders', () => {
  it('recognizes a variable given a number, but not coordinates or expressions', () => {
    expect(readSlider('a=3')).toEqual({ variable: 'a', value: 3 });
    expect(readSlider('a_{1}=-0.5')).toEqual({ variable: 'a_{1}', value: -0.5 });
    expect(readSlider('x=3')).toBeUndefined();
    expect(readSlider('a=3+b')).toBeUndefined();
    expect(readSlider('y=2x')).toBeUndefined();
  });

  it('writes the value rounded to the step', () => {
    expect(writeSlider('a', 2.30000001, 0.1)).toBe('a=2.3');
    expect(writeSlider('a', 7.4, 1)).toBe('a=7');
    expect(writeSlider('b', -0.00001, 0.01)).toBe('b=0');
  });

  it('reads bounds with pi and falls back on what it cannot read', () => {
    expect(readBound('2\\pi', 0, latexConstant)).toBeCloseTo(2 * Math.PI);
    expect(readBound('-\\tau', 0, latexConstant)).toBeCloseTo(-2 * Math.PI);
    expect(readBound('-10', 0, latexConstant)).toBe(-10);
    expect(readBound('', 5, latexConstant)).toBe(5);
    expect(readBound('\\frac{\\pi}{2}', 0, latexConstant)).toBeCloseTo(Math.PI / 2);
    expect(readBound('-e', 0, latexConstant)).toBeCloseTo(-Math.E);
    expect(readBound('a', 7, latexConstant)).toBe(7);
  });
});
