import { describe, expect, it } from 'vitest';
import { mergeRendererSettings } from './settings';
import { DEFAULT_RENDERER_SETTINGS, type RendererSettings } from './types';

describe('DEFAULT_RENDERER_SETTINGS', () => {
  it('holds the spec defaults', () => {
    expect(DEFAULT_RENDERER_SETTINGS).toEqual({
      showGrid: true,
      polarMode: false,
      showXAxis: true,
      showYAxis: true,
      xAxisNumbers: true,
      yAxisNumbers: true,
      polarNumbers: true,
      xAxisStep: 0,
      yAxisStep: 0,
      xAxisMinorSubdivisions: 0,
      yAxisMinorSubdivisions: 0,
      xAxisArrowMode: 'NONE',
      yAxisArrowMode: 'NONE',
      xAxisLabel: '',
      yAxisLabel: '',
      fontSize: 16,
      projectorMode: false,
      invertedColors: false,
      degreeMode: false,
    });
    expect(Object.isFrozen(DEFAULT_RENDERER_SETTINGS)).toBe(true);
  });
});

describe('mergeRendererSettings', () => {
  it('changes only the given settings and returns a new object', () => {
    const next = mergeRendererSettings(DEFAULT_RENDERER_SETTINGS, { polarMode: true, xAxisLabel: 'time' });
    expect(next).toEqual({ ...DEFAULT_RENDERER_SETTINGS, polarMode: true, xAxisLabel: 'time' });
    expect(next).not.toBe(DEFAULT_RENDERER_SETTINGS);
    expect(mergeRendererSettings(next, { showGrid: false }).xAxisLabel).toBe('time');
  });

  it('rounds subdivisions into 0..5', () => {
    const merge = (value: number) =>
      mergeRendererSettings(DEFAULT_RENDERER_SETTINGS, { xAxisMinorSubdivisions: value })
        .xAxisMinorSubdivisions;
    expect(merge(3)).toBe(3);
    expect(merge(2.6)).toBe(3);
    expect(merge(9)).toBe(5);
    expect(merge(-1)).toBe(0);
    expect(merge(NaN)).toBe(0);
  });

  it('treats a step that is not positive and finite as automatic', () => {
    const merge = (value: number) =>
      mergeRendererSettings(DEFAULT_RENDERER_SETTINGS, { yAxisStep: value }).yAxisStep;
    expect(merge(0.25)).toBe(0.25);
    expect(merge(-2)).toBe(0);
    expect(merge(Infinity)).toBe(0);
  });

  it('keeps the font size when the new one is not positive, and reads unknown arrow modes as NONE', () => {
    const base: RendererSettings = { ...DEFAULT_RENDERER_SETTINGS, fontSize: 20 };
    expect(mergeRendererSettings(base, { fontSize: 0 }).fontSize).toBe(20);
    expect(mergeRendererSettings(base, { fontSize: 9 }).fontSize).toBe(9);
    const arrows = mergeRendererSettings(base, {
      xAxisArrowMode: 'BOTH',
      yAxisArrowMode: 'UP' as never,
    });
    expect([arrows.xAxisArrowMode, arrows.yAxisArrowMode]).toEqual(['BOTH', 'NONE']);
  });
});
