import { describe, expect, it } from 'vitest';
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

  it('lists the settings that differ from the defaults', () => {
    expect(nonDefaultSettings({ ...DEFAULT_GRAPH_SETTINGS, degreeMode: true })).toEqual({ degreeMode: true });
  });
});
