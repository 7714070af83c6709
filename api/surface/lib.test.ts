import { describe, expect, it } from 'vitest';
import { createLib } from './lib';

const features = (graphing: boolean) => ({
  GraphingCalculator: graphing,
  FourFunctionCalculator: false,
  ScientificCalculator: true,
});

describe('createLib', () => {
  it('throws for a constructor the key does not enable, and reports enabledFeatures', () => {
    const Lib = createLib({ version: 'v1.1', enabledFeatures: features(false) });
    expect(Lib.enabledFeatures).toEqual(features(false));
    expect(() => (Lib.GraphingCalculator as () => unknown)()).toThrow(/GraphingCalculator is not enabled/);
  });

  it('names the constructor per line and gives the line its members', () => {
    const old = createLib({ version: 'v0.5', enabledFeatures: features(true) });
    expect(Object.keys(old).sort()).toEqual([
      'AxisArrowModes',
      'Calculator',
      'Colors',
      'ColumnModes',
      'enabledFeatures',
    ]);
    expect(createLib({ version: 'v2.0', enabledFeatures: features(true) })).toHaveProperty(
      'GraphingCalculator',
    );
  });

  it('has the spec enum values', () => {
    const Lib = createLib({ version: 'v1.1', enabledFeatures: features(true) });
    expect(Lib.FontSizes).toEqual({ VERY_SMALL: 9, SMALL: 12, MEDIUM: 16, LARGE: 20, VERY_LARGE: 24 });
    expect(Object.keys(Lib.DragModes as object)).toEqual(['X', 'Y', 'XY', 'NONE', 'AUTO']);
    expect(Object.keys(Lib.ColumnModes as object)).toEqual(['POINTS', 'LINES', 'POINTS_AND_LINES']);
    expect(Object.keys(Lib.AxisArrowModes as object)).toEqual(['NONE', 'POSITIVE', 'BOTH']);
    expect(Object.keys(Lib.Styles as object)).toEqual([
      'POINT',
      'OPEN',
      'CROSS',
      'SOLID',
      'DASHED',
      'DOTTED',
    ]);
    expect(Lib.Colors).toEqual({
      RED: '#c74440',
      BLUE: '#2d70b3',
      GREEN: '#388c46',
      PURPLE: '#6042a6',
      ORANGE: '#fa7e19',
      BLACK: '#000000',
    });
  });
});
