import { describe, expect, it } from 'vitest';
import { MIN_NUMBERED_SCREENSHOT_SIZE, resolveScreenshotFrame } from './screenshot-frame';

const screen = { view: { xmin: -10, xmax: 10, ymin: -5, ymax: 5 }, cssWidth: 800, cssHeight: 400 };

describe('resolveScreenshotFrame', () => {
  it('shows the current view at the requested size and pixel ratio by default', () => {
    const frame = resolveScreenshotFrame(screen, { width: 800, height: 400, targetPixelRatio: 2 });
    expect(frame).toEqual({
      view: screen.view,
      width: 800,
      height: 400,
      pixelRatio: 2,
      showAxisNumbers: true,
      showLabels: true,
    });
    expect(
      resolveScreenshotFrame(screen, { width: 800, height: 400, targetPixelRatio: 1, showLabels: false })
        .showLabels,
    ).toBe(false);
  });

  it('contains an off-screen region, keeping the screen ratio of units per pixel', () => {
    const frame = resolveScreenshotFrame(screen, {
      width: 400,
      height: 400,
      targetPixelRatio: 1,
      mathBounds: { left: 100, right: 110, bottom: 0, top: 4 },
    });
    // 10 units across 400 px: 0.025 units per px in x and y (the screen's ratio is 1), so y spans 10.
    expect(frame.view.xmin).toBeCloseTo(100, 12);
    expect(frame.view.xmax).toBeCloseTo(110, 12);
    expect(frame.view.ymin).toBeCloseTo(-3, 12);
    expect(frame.view.ymax).toBeCloseTo(7, 12);
  });

  it('stretches to exactly the region', () => {
    const mathBounds = { left: -1, right: 1, bottom: 0, top: 100 };
    const frame = resolveScreenshotFrame(screen, {
      width: 300,
      height: 300,
      targetPixelRatio: 1,
      mathBounds,
      mode: 'stretch',
    });
    expect(frame.view).toEqual({ xmin: -1, xmax: 1, ymin: 0, ymax: 100 });
  });

  it('leaves numbers out of small images unless asked for', () => {
    const small = { width: MIN_NUMBERED_SCREENSHOT_SIZE - 1, height: 400, targetPixelRatio: 1 };
    expect(resolveScreenshotFrame(screen, small).showAxisNumbers).toBe(false);
    expect(resolveScreenshotFrame(screen, { ...small, showAxisNumbers: true }).showAxisNumbers).toBe(true);
    expect(
      resolveScreenshotFrame(screen, { width: 256, height: 256, targetPixelRatio: 0.25 }).showAxisNumbers,
    ).toBe(true);
  });

  it('rejects sizes and bounds that cannot be drawn', () => {
    expect(() => resolveScreenshotFrame(screen, { width: 0, height: 10, targetPixelRatio: 1 })).toThrow(
      RangeError,
    );
    expect(() => resolveScreenshotFrame(screen, { width: 10, height: 10, targetPixelRatio: NaN })).toThrow(
      RangeError,
    );
    expect(() =>
      resolveScreenshotFrame(screen, {
        width: 10,
        height: 10,
        targetPixelRatio: 1,
        mathBounds: { left: 1, right: 0, bottom: 0, top: 1 },
      }),
    ).toThrow(RangeError);
  });
});
