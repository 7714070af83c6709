import { describe, expect, it } from 'vitest';
import {
  computeCameraOffset,
  computePixelScale,
  containView,
  fitScreenshotView,
  positiveModulo,
} from './camera';

describe('computePixelScale', () => {
  it('divides the pixel size by the math span per axis', () => {
    expect(computePixelScale({ xmin: -10, xmax: 10, ymin: -5, ymax: 5 }, 1000, 400)).toEqual({
      x: 50,
      y: 40,
    });
  });
});

describe('computeCameraOffset', () => {
  it('subtracts the view center from the origin in float64', () => {
    const view = { xmin: 1e9 - 1, xmax: 1e9 + 1, ymin: -1, ymax: 1 };
    expect(computeCameraOffset(1e9 + 0.25, 0.5, view)).toEqual([0.25, 0.5]);
    // Math.fround(1e9 + 0.25) - Math.fround(1e9) would be 0: float32 alone cannot see the offset.
    expect(Math.fround(1e9 + 0.25) - Math.fround(1e9)).toBe(0);
  });
});

describe('containView', () => {
  const view = { xmin: -10, xmax: 10, ymin: -5, ymax: 5 };

  it('keeps the view when the aspect ratio is the same', () => {
    expect(containView(view, 800, 400, 400, 200)).toEqual(view);
  });

  it('adds room to y for a taller target, keeping the scale uniform', () => {
    const tall = containView(view, 800, 400, 400, 400);
    expect(tall).toEqual({ xmin: -10, xmax: 10, ymin: -10, ymax: 10 });
  });

  it('adds room to x for a wider target', () => {
    expect(containView(view, 800, 400, 800, 200)).toEqual({ xmin: -20, xmax: 20, ymin: -5, ymax: 5 });
  });

  it('keeps a non-uniform ratio of units per pixel and the center', () => {
    const stretched = { xmin: 0, xmax: 4, ymin: 10, ymax: 110 }; // 0.01 x-units and 0.25 y-units per px
    const result = containView(stretched, 400, 400, 200, 400);
    expect(result).toEqual({ xmin: 0, xmax: 4, ymin: -40, ymax: 160 });
    expect((result.xmax - result.xmin) / 200 / ((result.ymax - result.ymin) / 400)).toBeCloseTo(
      0.01 / 0.25 / 1,
      12,
    );
  });
});

describe('positiveModulo', () => {
  it('returns a remainder in [0, step)', () => {
    expect(positiveModulo(-10, 2)).toBe(0);
    expect(Object.is(positiveModulo(-10, 2), 0)).toBe(true);
    expect(positiveModulo(-9.5, 2)).toBe(0.5);
    expect(positiveModulo(7, 5)).toBe(2);
    expect(positiveModulo(-1e-20, 1)).toBe(0);
  });
});

describe('fitScreenshotView', () => {
  const region = { xmin: 0, xmax: 20, ymin: -5, ymax: 5 };

  it('contains the region with the screen ratio kept, like containView for the current view', () => {
    expect(fitScreenshotView(region, 'contain', 1, 400, 400)).toEqual({
      xmin: 0,
      xmax: 20,
      ymin: -10,
      ymax: 10,
    });
    expect(fitScreenshotView(region, 'contain', 1, 800, 100)).toEqual({
      xmin: -30,
      xmax: 50,
      ymin: -5,
      ymax: 5,
    });
    const view = { xmin: -10, xmax: 10, ymin: -5, ymax: 5 };
    expect(fitScreenshotView(view, 'contain', 1, 400, 400)).toEqual(containView(view, 800, 400, 400, 400));
  });

  it('stretches to exactly the region', () => {
    expect(fitScreenshotView(region, 'stretch', 1, 300, 700)).toEqual(region);
  });

  it('keeps the x range exactly in preserveX and the y range in preserveY', () => {
    expect(fitScreenshotView(region, 'preserveX', 1, 400, 100)).toEqual({
      xmin: 0,
      xmax: 20,
      ymin: -2.5,
      ymax: 2.5,
    });
    expect(fitScreenshotView(region, 'preserveY', 4, 100, 100)).toEqual({
      xmin: -10,
      xmax: 30,
      ymin: -5,
      ymax: 5,
    });
  });
});
