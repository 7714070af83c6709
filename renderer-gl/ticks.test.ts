import { describe, expect, it } from 'vitest';
import { chooseTickSpacing, createTickSpacing, labelStrides, majorTickRange, minorStep } from './ticks';

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
