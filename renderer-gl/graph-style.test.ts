import { describe, expect, it } from 'vitest';
import { parseHexColor } from './color';
import { gridLineDevicePixels, resolveGraphTheme, themeColor, toDevicePixels } from './graph-style';
import { DEFAULT_DRAWN_SETTINGS } from '../api/model/graph-settings';

describe('resolveGraphTheme', () => {
  const plain = resolveGraphTheme(DEFAULT_DRAWN_SETTINGS);

  it('draws dark lines and text on white by default, with 13 px numbers at font size 16', () => {
    expect(plain.background).toEqual([1, 1, 1, 1]);
    expect(plain.axisColor[0]).toBeLessThan(0.2);
    expect(plain.tickFontSize).toBe(13);
    expect(plain.labelCss).toBe('rgb(34, 34, 34)');
  });

  it('scales every text with the font size', () => {
    const large = resolveGraphTheme({ ...DEFAULT_DRAWN_SETTINGS, fontSize: 24 });
    expect(large.tickFontSize).toBe(19.5);
    expect(large.axisTitleFontSize / plain.axisTitleFontSize).toBe(1.5);
    expect(large.pointLabelFontSize / plain.pointLabelFontSize).toBe(1.5);
  });

  it('makes text larger, lines thicker and the grid darker in projector mode', () => {
    const projector = resolveGraphTheme({ ...DEFAULT_DRAWN_SETTINGS, projectorMode: true });
    expect(projector.tickFontSize).toBeGreaterThan(plain.tickFontSize);
    expect(projector.axisLineWidth).toBeGreaterThan(plain.axisLineWidth);
    expect(projector.lineScale).toBeGreaterThan(1);
    expect(projector.majorGridColor[0]).toBeLessThan(plain.majorGridColor[0]);
  });

  it('inverts the paper and mirrors the lightness of curve colors in inverted mode', () => {
    const inverted = resolveGraphTheme({ ...DEFAULT_DRAWN_SETTINGS, invertedColors: true });
    expect(inverted.background).toEqual([0, 0, 0, 1]);
    expect(inverted.axisColor[0]).toBeGreaterThan(0.8);
    expect(inverted.minorGridColor[0]).toBeCloseTo(1 - plain.minorGridColor[0], 12);
    expect(themeColor(inverted, parseHexColor('#000000'))).toEqual([1, 1, 1, 1]);
    expect(themeColor(plain, parseHexColor('#000000'))).toEqual([0, 0, 0, 1]);
  });
});

describe('device pixel widths', () => {
  it('keeps at least one pixel and rounds grid lines to whole pixels', () => {
    expect(toDevicePixels(0.3, 1)).toBe(1);
    expect(toDevicePixels(2.5, 2)).toBe(5);
    expect(gridLineDevicePixels(1, 1.5)).toBe(2);
    expect(gridLineDevicePixels(1.5, 1)).toBe(2);
  });
});
