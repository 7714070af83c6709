import { describe, expect, it } from 'vitest';
import {
  chooseAxisSpacing,
  chooseTickSpacing,
  createTickSpacing,
  createUserTickSpacing,
  findPiFraction,
  labelStrides,
  majorTickRange,
  MIN_USER_STEP_PIXELS,
  minorStep,
  parseShortDecimal,
} from './ticks';

describe('chooseTickSpacing', () => {
  it('puts major lines 57–142 CSS px apart at every zoom level', () => {
    for (let pixelsPerUnit = 1e-9; pixelsPerUnit < 1e12; pixelsPerUnit *= 1.37) {
      const spacing = chooseTickSpacing(pixelsPerUnit);
      const pixels = spacing.majorStep * pixelsPerUnit;
      expect(pixels).toBeGreaterThanOrEqual(56.9);
      expect(pixels).toBeLessThanOrEqual(142.3);
      expect([1, 2, 5]).toContain(spacing.mantissa);
    }
  });

  it('picks a step of 2 for the default −10..10 view on a 1000 px wide graph (50 px per unit)', () => {
    expect(chooseTickSpacing(50)).toMatchObject({
      mantissa: 2,
      exponent: 0,
      majorStep: 2,
      minorSubdivisions: 4,
    });
  });

  it('picks decimal steps when zoomed in', () => {
    expect(chooseTickSpacing(900 / 0.8)).toMatchObject({ mantissa: 1, exponent: -1, majorStep: 0.1 });
    expect(chooseTickSpacing(1e6).majorStep).toBe(0.0001);
  });

  it('rejects a scale that is not a positive finite number', () => {
    expect(() => chooseTickSpacing(0)).toThrow(RangeError);
    expect(() => chooseTickSpacing(Infinity)).toThrow(RangeError);
    expect(() => chooseTickSpacing(NaN)).toThrow(RangeError);
  });
});

describe('createTickSpacing', () => {
  it('gives the nearest float to mantissa × 10^exponent and the graph-paper subdivisions', () => {
    expect(createTickSpacing(2, -1).majorStep).toBe(0.2);
    expect(createTickSpacing(5, -3).majorStep).toBe(0.005);
    expect(createTickSpacing(5, 6).majorStep).toBe(5e6);
    expect(createTickSpacing(1, 0).minorSubdivisions).toBe(5);
    expect(createTickSpacing(2, 0).minorSubdivisions).toBe(4);
    expect(createTickSpacing(5, 0).minorSubdivisions).toBe(5);
    expect(minorStep(createTickSpacing(2, 0))).toBe(0.5);
  });
});

describe('majorTickRange', () => {
  it('lists the indices of the major ticks inside the range, ends included', () => {
    expect(majorTickRange(-10, 10, createTickSpacing(2, 0))).toEqual({ first: -5, last: 5 });
    expect(majorTickRange(-9.9, 9.9, createTickSpacing(2, 0))).toEqual({ first: -4, last: 4 });
    expect(majorTickRange(0.1, 0.9, createTickSpacing(1, -1))).toEqual({ first: 1, last: 9 });
  });

  it('is empty when no tick falls inside', () => {
    const { first, last } = majorTickRange(0.1, 0.9, createTickSpacing(1, 0));
    expect(first).toBeGreaterThan(last);
  });
});

describe('labelStrides', () => {
  it('runs 1, 2, 5, 10, 20, 50, …', () => {
    const strides: number[] = [];
    for (const stride of labelStrides()) {
      strides.push(stride);
      if (strides.length === 7) break;
    }
    expect(strides).toEqual([1, 2, 5, 10, 20, 50, 100]);
  });
});

describe('createUserTickSpacing', () => {
  it('keeps a short decimal step as exact integers with round minor lines', () => {
    expect(createUserTickSpacing(0.25)).toMatchObject({ mantissa: 25, exponent: -2, minorSubdivisions: 5 });
    expect(createUserTickSpacing(3)).toMatchObject({ mantissa: 3, exponent: 0, minorSubdivisions: 3 });
    expect(createUserTickSpacing(4000)).toMatchObject({ mantissa: 4, exponent: 3, minorSubdivisions: 4 });
    expect(createUserTickSpacing(1e-7)).toMatchObject({ mantissa: 1, exponent: -7, majorStep: 1e-7 });
  });

  it('recognizes fractions of π', () => {
    expect(createUserTickSpacing(Math.PI / 2)).toMatchObject({ mantissa: 1, piDenominator: 2 });
    expect(createUserTickSpacing((2 * Math.PI) / 3)).toMatchObject({ mantissa: 2, piDenominator: 3 });
    expect(createUserTickSpacing(Math.PI).piDenominator).toBe(1);
    expect(createUserTickSpacing(3.14).piDenominator).toBeUndefined();
  });

  it('marks a step without a short decimal form as approximate', () => {
    expect(createUserTickSpacing(1 / 3)).toMatchObject({ approximate: true, majorStep: 1 / 3 });
    expect(() => createUserTickSpacing(0)).toThrow(RangeError);
  });
});

describe('parseShortDecimal and findPiFraction', () => {
  it('read the shortest decimal and small π fractions', () => {
    expect(parseShortDecimal(0.1)).toEqual({ mantissa: 1, exponent: -1 });
    expect(parseShortDecimal(1500)).toEqual({ mantissa: 15, exponent: 2 });
    expect(parseShortDecimal(1.5e21)).toEqual({ mantissa: 15, exponent: 20 });
    expect(parseShortDecimal(0.1 + 0.2)).toBeNull();
    expect(findPiFraction((5 * Math.PI) / 12)).toEqual({ numerator: 5, denominator: 12 });
    expect(findPiFraction(1)).toBeNull();
  });
});

describe('chooseAxisSpacing', () => {
  it('honors a user step while its lines are at least MIN_USER_STEP_PIXELS apart', () => {
    expect(chooseAxisSpacing(50, 0.5, 0).majorStep).toBe(0.5);
    expect(chooseAxisSpacing(MIN_USER_STEP_PIXELS / 0.5, 0.5, 0).majorStep).toBe(0.5);
    // 0.1 × 50 px = 5 px apart: too small to display, the automatic step (2) takes over.
    expect(chooseAxisSpacing(50, 0.1, 0)).toEqual(chooseTickSpacing(50));
    expect(chooseAxisSpacing(50, 0, 0)).toEqual(chooseTickSpacing(50));
  });

  it('replaces the subdivisions when the user gives 1..5', () => {
    expect(chooseAxisSpacing(50, 0, 1).minorSubdivisions).toBe(1);
    expect(chooseAxisSpacing(50, 3, 2)).toMatchObject({ majorStep: 3, minorSubdivisions: 2 });
    expect(chooseAxisSpacing(50, 0, 0).minorSubdivisions).toBe(4);
  });
});
