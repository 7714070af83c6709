import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GRAPH_SETTINGS, nonDefaultSettings, settingsChanges } from './graph-settings';

describe('graph settings', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_GRAPH_SETTINGS).toMatchObject({
      degreeMode: false,
      showGrid: true,
      xAxisStep: 0,
      xAxisMinorSubdivisions: 0,
      xAxisArrowMode: 'NONE',
      xAxisLabel: '',
      fontSize: 16,
      invertedColors: false,
      language: 'en',
    });
  });

  it('changes only the given, acceptable keys that differ', () => {
    const changes = settingsChanges(DEFAULT_GRAPH_SETTINGS, {
      showGrid: false,
      showXAxis: true,
      polarMode: 'yes',
      xAxisStep: -1,
      yAxisStep: 2,
      xAxisArrowMode: 'BOTH',
      yAxisArrowMode: 'SIDEWAYS',
      fontSize: 24,
      language: 'de',
      unknownSetting: 1,
    });
    expect(changes).toEqual({
      showGrid: false,
      yAxisStep: 2,
      xAxisArrowMode: 'BOTH',
      fontSize: 24,
      language: 'de',
    });
  });

  it('rounds minor subdivisions into 0..5 and reads the v0.5 spelling', () => {
    expect(settingsChanges(DEFAULT_GRAPH_SETTINGS, { xAxisMinorSubdivisions: 9.2 })).toEqual({
      xAxisMinorSubdivisions: 5,
    });
    const aliases = {
      xAxisMinorGridLines: 'xAxisMinorSubdivisions',
      yAxisMinorGridLines: 'yAxisMinorSubdivisions',
    };
    expect(
      settingsChanges(
        DEFAULT_GRAPH_SETTINGS,
        { xAxisMinorGridLines: 3, yAxisMinorGridLines: false },
        aliases,
      ),
    ).toEqual({
      xAxisMinorSubdivisions: 3,
      yAxisMinorSubdivisions: 1,
    });
  });

  it("keeps six-key input off without a braille code (spec: sixKeyInput needs brailleMode 'nemeth' or 'ueb')", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(settingsChanges(DEFAULT_GRAPH_SETTINGS, { sixKeyInput: true })).toEqual({});
      expect(error).toHaveBeenCalledTimes(1);
      expect(settingsChanges(DEFAULT_GRAPH_SETTINGS, { brailleMode: 'ueb', sixKeyInput: true })).toEqual({
        brailleMode: 'ueb',
        sixKeyInput: true,
      });
      const on = { ...DEFAULT_GRAPH_SETTINGS, brailleMode: 'nemeth', sixKeyInput: true } as const;
      // Braille off takes six-key input with it, quietly; another code keeps it.
      expect(settingsChanges(on, { brailleMode: 'none' })).toEqual({
        brailleMode: 'none',
        sixKeyInput: false,
      });
      expect(settingsChanges(on, { brailleMode: 'ueb' })).toEqual({ brailleMode: 'ueb' });
      expect(settingsChanges(on, { brailleMode: 'grade 2' })).toEqual({});
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });

  it('lists the settings that differ from the defaults', () => {
    expect(nonDefaultSettings({ ...DEFAULT_GRAPH_SETTINGS, degreeMode: true })).toEqual({ degreeMode: true });
  });
});
