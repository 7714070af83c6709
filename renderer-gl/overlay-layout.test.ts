import { describe, expect, it } from 'vitest';
import { resolveGraphTheme } from './graph-style';
import { layoutOverlay, type OverlayInput } from './overlay-layout';
import { chooseTickSpacing } from './ticks';
import { DEFAULT_DRAWN_SETTINGS } from '../api/model/graph-settings';
import type { RendererSettings } from './types';

function overlay(settings: Partial<RendererSettings>, extra: Partial<OverlayInput> = {}) {
  const merged = { ...DEFAULT_DRAWN_SETTINGS, ...settings };
  const spacing = chooseTickSpacing(40);
  return layoutOverlay({
    view: { xmin: -10, xmax: 10, ymin: -5, ymax: 5 },
    width: 800,
    height: 400,
    settings: merged,
    theme: resolveGraphTheme(merged),
    xSpacing: spacing,
    ySpacing: spacing,
    showAxisNumbers: true,
    pointLabels: [],
    measureText: (text, fontSize) => text.length * fontSize * 0.5,
    ...extra,
  });
}

describe('layoutOverlay', () => {
  it('numbers both axes by default and nothing else', () => {
    const texts = overlay({}).map((text) => text.text);
    expect(texts).toContain('0');
    expect(texts).toContain('4');
    expect(texts).toContain('\u22124');
    expect(texts).not.toContain('π/6');
  });

  it('leaves out the numbers of an axis without numbers, of a hidden axis, and of a small screenshot', () => {
    const all = overlay({}).length;
    const noX = overlay({ xAxisNumbers: false }).length;
    expect(noX).toBeLessThan(all);
    expect(overlay({ showXAxis: false, showYAxis: false })).toEqual([]);
    expect(overlay({}, { showAxisNumbers: false })).toEqual([]);
  });

  it('adds the axis labels, the polar angle labels in polar mode, and point labels in their color', () => {
    const texts = overlay(
      { xAxisLabel: 'time', yAxisLabel: 'a <b>', polarMode: true },
      { pointLabels: [{ labels: [{ text: '(1, 2)', x: 1, y: 2 }], size: 9, color: 'rgb(199, 68, 64)' }] },
    );
    const byText = new Map(texts.map((text) => [text.text, text]));
    expect(byText.get('time')).toBeDefined();
    expect(byText.get('a <b>')).toBeDefined();
    expect(byText.get('π/6')).toBeDefined();
    expect(byText.get('(1, 2)')?.color).toBe('rgb(199, 68, 64)');
    expect(overlay({ polarMode: true, polarNumbers: false }).some((text) => text.text.includes('π'))).toBe(
      false,
    );
  });

  it('scales every text with fontSize and projector mode', () => {
    const normal = overlay({ xAxisLabel: 'x' });
    const large = overlay({ xAxisLabel: 'x', fontSize: 32 });
    const projector = overlay({ xAxisLabel: 'x', projectorMode: true });
    const size = (texts: typeof normal, text: string) => texts.find((label) => label.text === text)!.fontSize;
    expect(size(large, 'x')).toBeCloseTo(2 * size(normal, 'x'), 12);
    expect(size(large, '0')).toBeCloseTo(2 * size(normal, '0'), 12);
    expect(size(projector, '0')).toBeGreaterThan(size(normal, '0'));
  });
});
