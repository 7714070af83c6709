import { describe, expect, it } from 'vitest';
import { screenshotSize } from './screenshot-options';

const paper = { widthPixels: 400, heightPixels: 300 };

describe('screenshotSize', () => {
  it('defaults to the graph paper size at ratio 1 and keeps valid values', () => {
    expect(screenshotSize(undefined, paper, true)).toEqual({ width: 400, height: 300, targetPixelRatio: 1 });
    expect(
      screenshotSize({ width: 120.4, height: -1, targetPixelRatio: 2, mode: 'stretch' }, paper, true),
    ).toEqual({
      width: 120,
      height: 300,
      targetPixelRatio: 2,
      mode: 'stretch',
    });
    expect(screenshotSize({ mode: 'sideways' }, paper, true)).not.toHaveProperty('mode');
  });

  it('ignores targetPixelRatio for v0.5 (width and height only)', () => {
    expect(screenshotSize({ targetPixelRatio: 3 }, paper, false).targetPixelRatio).toBe(1);
  });

  it('keeps axis numbers in small images only when preserveAxisNumbers is true', () => {
    expect(screenshotSize({ preserveAxisNumbers: true }, paper, true).showAxisNumbers).toBe(true);
    expect(screenshotSize({ preserveAxisNumbers: 'yes' }, paper, true)).not.toHaveProperty('showAxisNumbers');
    expect(screenshotSize({}, paper, true)).not.toHaveProperty('showAxisNumbers');
  });

  it('leaves point labels out only when showLabels is false', () => {
    expect(screenshotSize({ showLabels: false }, paper, true).showLabels).toBe(false);
    expect(screenshotSize({ showLabels: true }, paper, true)).not.toHaveProperty('showLabels');
    expect(screenshotSize({ showLabels: 0 }, paper, true)).not.toHaveProperty('showLabels');
  });

  it("leaves labels out of asyncScreenshot's pictures unless showLabels is true", () => {
    expect(screenshotSize({}, paper, true, 'left out').showLabels).toBe(false);
    expect(screenshotSize({ showLabels: 1 }, paper, true, 'left out').showLabels).toBe(false);
    expect(screenshotSize({ showLabels: true }, paper, true, 'left out')).not.toHaveProperty('showLabels');
  });
});
