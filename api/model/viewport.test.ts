import { describe, expect, it } from 'vitest';
import {
  defaultViewport,
  isProjectionUniform,
  isValidBounds,
  mathToPixelX,
  mathToPixelY,
  panViewport,
  pixelToMathX,
  pixelToMathY,
  resizeViewport,
  zoomViewport,
} from './viewport';

describe('viewport', () => {
  it('defaults to −10..10 in x with a uniform projection centered at the origin', () => {
    const viewport = defaultViewport(800, 400);
    expect(viewport.left).toBe(-10);
    expect(viewport.right).toBe(10);
    expect(viewport.bottom).toBe(-5);
    expect(viewport.top).toBe(5);
    expect(isProjectionUniform(viewport)).toBe(true);
  });

  it('maps math to pixels and back, with y growing downwards on screen', () => {
    const viewport = defaultViewport(800, 400);
    expect(mathToPixelX(viewport, 0)).toBe(400);
    expect(mathToPixelY(viewport, 5)).toBe(0);
    expect(mathToPixelY(viewport, -5)).toBe(400);
    expect(pixelToMathX(viewport, mathToPixelX(viewport, 3.25))).toBeCloseTo(3.25, 12);
    expect(pixelToMathY(viewport, mathToPixelY(viewport, -1.5))).toBeCloseTo(-1.5, 12);
  });

  it('pans so that content follows the pointer', () => {
    const viewport = defaultViewport(800, 400);
    const panned = panViewport(viewport, 40, -20);
    // The math point under pixel (400, 200) before the pan is now under (440, 180).
    expect(pixelToMathX(panned, 440)).toBeCloseTo(pixelToMathX(viewport, 400), 12);
    expect(pixelToMathY(panned, 180)).toBeCloseTo(pixelToMathY(viewport, 200), 12);
  });

  it('zooms about the pointer: the math point under it stays put', () => {
    const viewport = defaultViewport(800, 400);
    const before = { x: pixelToMathX(viewport, 123), y: pixelToMathY(viewport, 321) };
    const zoomed = zoomViewport(viewport, 0.5, 123, 321);
    expect(zoomed.right - zoomed.left).toBeCloseTo(10, 12);
    expect(pixelToMathX(zoomed, 123)).toBeCloseTo(before.x, 12);
    expect(pixelToMathY(zoomed, 321)).toBeCloseTo(before.y, 12);
  });

  it('clamps zoom so spans stay meaningful', () => {
    const viewport = defaultViewport(800, 400);
    const tiny = zoomViewport(viewport, 1e-30, 400, 200);
    expect(tiny.top - tiny.bottom).toBeGreaterThanOrEqual(1e-12 * 0.999);
    const huge = zoomViewport(viewport, 1e30, 400, 200);
    expect(huge.right - huge.left).toBeLessThanOrEqual(1e15 * 1.001);
  });

  it('keeps center and scale on resize', () => {
    const viewport = defaultViewport(800, 400);
    const resized = resizeViewport(viewport, 1600, 400);
    expect(resized.left).toBeCloseTo(-20, 12);
    expect(resized.right).toBeCloseTo(20, 12);
    expect(resized.top).toBeCloseTo(5, 12);
  });

  it('rejects bounds with right ≤ left, top ≤ bottom or non-numbers', () => {
    expect(isValidBounds({ left: 0, right: 1, bottom: 0, top: 1 })).toBe(true);
    expect(isValidBounds({ left: 1, right: 1, bottom: 0, top: 1 })).toBe(false);
    expect(isValidBounds({ left: 0, right: 1, bottom: 2, top: 1 })).toBe(false);
    expect(isValidBounds({ left: 0, right: NaN, bottom: 0, top: 1 })).toBe(false);
    expect(isValidBounds(null)).toBe(false);
  });
});
