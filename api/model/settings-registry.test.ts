/**
 * The settings registry: a setting added in one place (a fixture registry here) is persisted, versioned,
 * drawn and typed by the derived pieces, and the calculator's own registry yields what the spec lists.
 * The `expectTypeOf` lines are checked by the project's type check (`npx tsc --noEmit`), which compiles
 * test files: a derived type that drifts fails it.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DEFAULT_DRAWN_SETTINGS,
  DEFAULT_GRAPH_SETTINGS,
  GRAPH_SETTINGS,
  PERSISTED_SETTINGS,
  type AxisArrowMode,
  type DrawnGraphSettings,
  type GraphSettings,
} from './graph-settings';
import type { RendererSettings } from '../../renderer-gl/index';
import type {
  AxisArrowMode as PublicAxisArrowMode,
  GraphSettings as PublicGraphSettings,
  LegacyGraphSettings,
} from '../surface/public-api';
import type { UiGraphSettings } from '../../ui/controller';
import {
  defineSettings,
  drawnSettings,
  nonDefaultSettings,
  persistedSettingNames,
  settingDefaults,
  settingsChanges,
  settingsOfLine,
  type DrawnSettingValues,
  type OldSpellingName,
  type PersistedSettingName,
  type SettingValues,
} from './settings-registry';
import { LINES, VERSION_LINES } from './version-lines';

/** The calculator's registry plus two settings a later version might add. */
const FIXTURE = defineSettings({
  ...GRAPH_SETTINGS,
  /** Drawn and saved, known from v1.1 on. */
  axisThickness: { kind: 'integer', default: 1, min: 1, max: 4, persisted: true, drawn: true, since: 'v1.1' },
  /** A display preference: neither saved nor drawn; spelled differently in v0.9. */
  gridStyle: {
    kind: 'choice',
    choices: ['lines', 'dots'],
    default: 'lines',
    persisted: false,
    drawn: false,
    since: 'v0.9',
    oldSpelling: {
      name: 'dottedGrid',
      lines: ['v0.9'],
      read: (value: unknown) => (value ? 'dots' : 'lines'),
    },
  },
} as const);

describe('a setting added to a fixture registry', () => {
  const defaults = settingDefaults(FIXTURE);

  it('has its default and reads updates by its kind', () => {
    expect(defaults.axisThickness).toBe(1);
    expect(defaults.gridStyle).toBe('lines');
    expect(settingsChanges(FIXTURE, defaults, { axisThickness: 9.4, gridStyle: 'waves' })).toEqual({
      axisThickness: 4,
    });
    expect(settingsChanges(FIXTURE, defaults, { axisThickness: 'thick', gridStyle: 'dots' })).toEqual({
      gridStyle: 'dots',
    });
  });

  it('is persisted when the registry says so, and read back from a saved graph', () => {
    const settings = { ...defaults, axisThickness: 3, gridStyle: 'dots' as const, showGrid: false };
    const saved = nonDefaultSettings(FIXTURE, settings, persistedSettingNames(FIXTURE));
    expect(saved).toEqual({ showGrid: false, axisThickness: 3 });
    expect(persistedSettingNames(FIXTURE)).toContain('axisThickness');
    expect(persistedSettingNames(FIXTURE)).not.toContain('gridStyle');
    expect(settingsChanges(FIXTURE, defaults, JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('is versioned: known from its line on, in the line spelling it had', () => {
    const names = (line: string) => settingsOfLine(FIXTURE, line, VERSION_LINES).names;
    expect(names('v1.1')).toContain('axisThickness');
    expect(names('v0.9')).not.toContain('axisThickness');
    expect(names('v0.9')).toContain('dottedGrid');
    expect(names('v1.1')).toContain('gridStyle');
    expect(names('v0.8')).not.toContain('gridStyle');
    expect(names('v0.8')).not.toContain('dottedGrid');
    const { aliases } = settingsOfLine(FIXTURE, 'v0.9', VERSION_LINES);
    expect(settingsChanges(FIXTURE, defaults, { dottedGrid: true }, aliases)).toEqual({ gridStyle: 'dots' });
  });

  it('is drawn when the registry says so', () => {
    const drawn = drawnSettings(FIXTURE, { ...defaults, axisThickness: 2, gridStyle: 'dots' });
    expect(drawn).toMatchObject({ axisThickness: 2, showGrid: true });
    expect('gridStyle' in drawn).toBe(false);
    expect('language' in drawn).toBe(false);
  });

  it('is typed from its definition', () => {
    expectTypeOf<SettingValues<typeof FIXTURE>['axisThickness']>().toEqualTypeOf<number>();
    expectTypeOf<SettingValues<typeof FIXTURE>['gridStyle']>().toEqualTypeOf<'lines' | 'dots'>();
    expectTypeOf<DrawnSettingValues<typeof FIXTURE>>().toHaveProperty('axisThickness');
    expectTypeOf<DrawnSettingValues<typeof FIXTURE>>().not.toHaveProperty('gridStyle');
    expectTypeOf<'axisThickness'>().toExtend<PersistedSettingName<typeof FIXTURE>>();
    expectTypeOf<'gridStyle'>().not.toExtend<PersistedSettingName<typeof FIXTURE>>();
    expectTypeOf(defaults.gridStyle).toEqualTypeOf<'lines' | 'dots'>();
    // A default of another type than its kind reads, or an integer without its range, does not compile.
    expect(() =>
      defineSettings({
        // @ts-expect-error a boolean setting's default is a boolean
        wrongDefault: { kind: 'boolean', default: 'yes', persisted: true, drawn: false, since: 'v1.1' },
        // @ts-expect-error an integer setting names its range
        noRange: { kind: 'integer', default: 1, persisted: true, drawn: false, since: 'v1.1' },
      }),
    ).not.toThrow();
  });
});

describe("the calculator's registry", () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_GRAPH_SETTINGS).toEqual({
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
      language: 'en',
      brailleMode: 'none',
      sixKeyInput: false,
    });
    expect(Object.isFrozen(DEFAULT_GRAPH_SETTINGS)).toBe(true);
    const undrawn = ['language', 'brailleMode', 'sixKeyInput'];
    expect(DEFAULT_DRAWN_SETTINGS).toEqual(
      Object.fromEntries(Object.entries(DEFAULT_GRAPH_SETTINGS).filter(([name]) => !undrawn.includes(name))),
    );
  });

  it('saves the graph settings, not the display preferences', () => {
    expect(PERSISTED_SETTINGS).not.toEqual(expect.arrayContaining(['fontSize']));
    const preferences = [
      'fontSize',
      'projectorMode',
      'invertedColors',
      'language',
      'brailleMode',
      'sixKeyInput',
    ];
    for (const preference of preferences) expect(PERSISTED_SETTINGS).not.toContain(preference);
    expect(PERSISTED_SETTINGS).toHaveLength(16);
  });

  it("gives each line the spec's names (spec: Differences between lines)", () => {
    const sorted = (names: readonly string[]) => [...names].sort();
    const common = [
      'degreeMode',
      'projectorMode',
      'showGrid',
      'polarMode',
      'showXAxis',
      'showYAxis',
      'xAxisNumbers',
      'yAxisNumbers',
      'polarNumbers',
      'xAxisStep',
      'yAxisStep',
      'xAxisArrowMode',
      'yAxisArrowMode',
      'xAxisLabel',
      'yAxisLabel',
    ];
    const v08 = [...common, 'xAxisMinorSubdivisions', 'yAxisMinorSubdivisions', 'fontSize', 'language'];
    expect(sorted(LINES['v0.5'].settings)).toEqual(
      sorted([...common, 'xAxisMinorGridLines', 'yAxisMinorGridLines']),
    );
    expect(LINES['v0.5'].settingAliases).toEqual({
      xAxisMinorGridLines: 'xAxisMinorSubdivisions',
      yAxisMinorGridLines: 'yAxisMinorSubdivisions',
    });
    expect(sorted(LINES['v0.8'].settings)).toEqual(sorted(v08));
    expect(sorted(LINES['v0.9'].settings)).toEqual(sorted(v08));
    expect(sorted(LINES['v1.1'].settings)).toEqual(
      sorted([...v08, 'invertedColors', 'brailleMode', 'sixKeyInput']),
    );
    for (const line of ['v0.8', 'v0.9', 'v1.1'] as const) expect(LINES[line].settingAliases).toEqual({});
  });

  it('types the settings, the renderer and the UI from the registry', () => {
    expectTypeOf<GraphSettings>().toEqualTypeOf<{
      showGrid: boolean;
      polarMode: boolean;
      showXAxis: boolean;
      showYAxis: boolean;
      xAxisNumbers: boolean;
      yAxisNumbers: boolean;
      polarNumbers: boolean;
      xAxisStep: number;
      yAxisStep: number;
      xAxisMinorSubdivisions: number;
      yAxisMinorSubdivisions: number;
      xAxisArrowMode: 'NONE' | 'POSITIVE' | 'BOTH';
      yAxisArrowMode: 'NONE' | 'POSITIVE' | 'BOTH';
      xAxisLabel: string;
      yAxisLabel: string;
      fontSize: number;
      projectorMode: boolean;
      invertedColors: boolean;
      degreeMode: boolean;
      language: string;
      brailleMode: 'nemeth' | 'ueb' | 'none';
      sixKeyInput: boolean;
    }>();
    expectTypeOf<AxisArrowMode>().toEqualTypeOf<'NONE' | 'POSITIVE' | 'BOTH'>();
    expectTypeOf<DrawnGraphSettings>().toEqualTypeOf<
      Omit<GraphSettings, 'language' | 'brailleMode' | 'sixKeyInput'>
    >();
    expectTypeOf<RendererSettings>().toEqualTypeOf<DrawnGraphSettings>();
    expectTypeOf<UiGraphSettings>().toEqualTypeOf<GraphSettings>();
  });

  it('matches the documented public types (public-api.ts, where each setting has its TSDoc and @example)', () => {
    // The public interfaces are written out for their documentation; these pin them to the registry, so a
    // setting added to the registry without its documented member (or the reverse) fails the type check.
    expectTypeOf<PublicGraphSettings>().toEqualTypeOf<GraphSettings>();
    expectTypeOf<PublicAxisArrowMode>().toEqualTypeOf<AxisArrowMode>();
    expectTypeOf<keyof LegacyGraphSettings>().toEqualTypeOf<OldSpellingName<typeof GRAPH_SETTINGS>>();
  });
});
