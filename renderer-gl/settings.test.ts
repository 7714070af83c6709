import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAWN_SETTINGS } from '../api/model/graph-settings';
import { mergeRendererSettings } from './settings';
import type { RendererSettings } from './types';

describe('mergeRendererSettings', () => {
  it('changes only the given settings and returns a new object', () => {
    const next = mergeRendererSettings(DEFAULT_DRAWN_SETTINGS, { polarMode: true, xAxisLabel: 'time' });
    expect(next).toEqual({ ...DEFAULT_DRAWN_SETTINGS, polarMode: true, xAxisLabel: 'time' });
    expect(next).not.toBe(DEFAULT_DRAWN_SETTINGS);
    expect(mergeRendererSettings(next, { showGrid: false }).xAxisLabel).toBe('time');
  });

  it('leaves out keys it does not draw, undefined values and values of another type', () => {
    const base: RendererSettings = { ...DEFAULT_DRAWN_SETTINGS, fontSize: 20 };
    const update = { fontSize: 'big', showGrid: undefined, language: 'de', xAxisStep: 2 } as never;
    const next = mergeRendererSettings(base, update);
    expect(next).toEqual({ ...base, xAxisStep: 2 });
    expect('language' in next).toBe(false);
  });
});
