import { describe, expect, it } from 'vitest';
import { COLORS_V05, Colors } from './colors';
import { resolveOptions } from './options';
import { LINES } from './version-lines';

const upload = () => undefined;

describe('resolveOptions', () => {
  it('gives every v1.1 option of the spec with its default', () => {
    const { values } = resolveOptions(undefined, LINES['v1.1'], upload);
    expect(values).toEqual({
      keypad: true,
      graphpaper: true,
      expressions: true,
      settingsMenu: true,
      zoomButtons: true,
      expressionsTopbar: true,
      pointsOfInterest: true,
      trace: true,
      border: true,
      lockViewport: false,
      expressionsCollapsed: false,
      administerSecretFolders: false,
      images: true,
      imageUploadCallback: upload,
      folders: true,
      notes: true,
      links: true,
      qwertyKeyboard: true,
      restrictedFunctions: false,
      pasteGraphLink: false,
      pasteTableData: true,
      degreeMode: false,
      clearIntoDegreeMode: false,
      colors: { ...Colors },
      autosize: true,
      plotSingleVariableImplicitEquations: true,
    });
  });

  it('keeps given values, replaces wrong types by defaults and ignores unknown or misspelt options', () => {
    const callback = () => undefined;
    const { values } = resolveOptions(
      { keypad: false, border: 'no', lockViewPort: true, imageUploadCallback: callback, parametricDomain: 1 },
      LINES['v1.1'],
      upload,
    );
    expect(values.keypad).toBe(false);
    expect(values.border).toBe(true);
    expect(values.lockViewport).toBe(false);
    expect(values.imageUploadCallback).toBe(callback);
    expect('lockViewPort' in values).toBe(false);
  });

  it('follows each line: solutions in v0.5, singleVariableSolutions true in v0.8 and false in v0.9, gone in v1.1', () => {
    const option = (line: keyof typeof LINES, name: string) =>
      resolveOptions({}, LINES[line], upload).values[name];
    expect(option('v0.5', 'solutions')).toBe(true);
    expect(option('v0.8', 'solutions')).toBeUndefined();
    expect(option('v0.8', 'singleVariableSolutions')).toBe(true);
    expect(option('v0.9', 'singleVariableSolutions')).toBe(false);
    expect(option('v1.1', 'singleVariableSolutions')).toBeUndefined();
    expect(option('v0.8', 'trace')).toBeUndefined();
    expect(option('v1.1', 'clearIntoDegreeMode')).toBe(false);
  });

  it('builds the palette from the colors option, else from the line', () => {
    expect(resolveOptions({}, LINES['v0.5'], upload).palette).toEqual(Object.values(COLORS_V05));
    const custom = resolveOptions({ colors: { A: '#111111', B: '#222222' } }, LINES['v1.1'], upload);
    expect(custom.palette).toEqual(['#111111', '#222222']);
    expect(resolveOptions({ colors: {} }, LINES['v1.1'], upload).palette).toEqual(Object.values(Colors));
  });

  it('takes graph settings given beside the options', () => {
    const { settings } = resolveOptions(
      { degreeMode: true, showGrid: false, xAxisLabel: 'time' },
      LINES['v1.1'],
      upload,
    );
    expect(settings).toMatchObject({
      degreeMode: true,
      showGrid: false,
      xAxisLabel: 'time',
      showXAxis: true,
    });
    const old = resolveOptions({ xAxisMinorGridLines: 4 }, LINES['v0.5'], upload);
    expect(old.settings.xAxisMinorSubdivisions).toBe(4);
  });
});
