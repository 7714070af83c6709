/**
 * The graph settings (spec: "Graph settings"), each defined once in `GRAPH_SETTINGS`: its kind (how an
 * update's value is read), default, whether states save it, whether the renderer draws it, the first
 * version line that knows it and its older spelling. The types, defaults, saved and drawn subsets, the
 * version lines' names (`version-lines.ts`), the renderer's settings (`renderer-gl/types.ts`) and the
 * list UI's settings (`ui/controller.ts`) are all derived from it (`settings-registry.ts`).
 *
 * An update changes only the keys it carries; a value of the wrong type or out of range is ignored
 * rather than thrown on (pages pass settings from forms and old states), except where the spec defines
 * a repair: minor subdivisions round into 0..5.
 *
 * The registry's order is the order of saved states (fixed, so `JSON.stringify(getState())` stays the
 * same while nothing changes). fontSize, projectorMode, invertedColors, language, brailleMode and
 * sixKeyInput are display preferences: not persisted, they stay through setState/setBlank like
 * configuration options.
 *
 * sixKeyInput types braille, so it needs brailleMode 'nemeth' or 'ueb' (the spec's rule, applied as the
 * basic calculators apply it, api/basic/basic-options.ts): asked for without one it stays off with a
 * console error, and turning braille off turns it off with it.
 */
import { isLanguageCode } from '../../i18n/index';
import {
  defineSettings,
  drawnSettingNames,
  drawnSettings,
  nonDefaultSettings as nonDefaultOf,
  persistedSettingNames,
  settingDefaults,
  settingsChanges as changesOf,
  type DrawnSettingValues,
  type SettingValues,
} from './settings-registry';

export const AXIS_ARROW_MODES = ['NONE', 'POSITIVE', 'BOTH'] as const;
export type AxisArrowMode = (typeof AXIS_ARROW_MODES)[number];
/** The braille codes a math row can be read in ('none': no braille); the basic calculators share them. */
export const BRAILLE_MODES = ['nemeth', 'ueb', 'none'] as const;
export type BrailleMode = (typeof BRAILLE_MODES)[number];

/**
 * v0.5 spelled subdivisions `xAxisMinorGridLines`; a Boolean there (as some old pages pass) means
 * automatic minor lines (true) or major lines only (false).
 */
function minorGridLinesValue(value: unknown): unknown {
  if (value === true) return 0;
  if (value === false) return 1;
  return value;
}

const drawnFlag = { kind: 'boolean', persisted: true, drawn: true, since: 'v0.5' } as const;
const step = { kind: 'nonNegative', default: 0, persisted: true, drawn: true, since: 'v0.5' } as const;
const subdivisions = {
  kind: 'integer',
  default: 0,
  min: 0,
  max: 5,
  persisted: true,
  drawn: true,
  since: 'v0.5',
} as const;
const arrowMode = {
  kind: 'choice',
  choices: AXIS_ARROW_MODES,
  default: 'NONE',
  persisted: true,
  drawn: true,
  since: 'v0.5',
} as const;
const axisLabel = { kind: 'text', default: '', persisted: true, drawn: true, since: 'v0.5' } as const;
const displayFlag = { kind: 'boolean', default: false, persisted: false, drawn: true } as const;

export const GRAPH_SETTINGS = defineSettings({
  showGrid: { ...drawnFlag, default: true },
  /** Polar grid instead of cartesian. */
  polarMode: { ...drawnFlag, default: false },
  showXAxis: { ...drawnFlag, default: true },
  showYAxis: { ...drawnFlag, default: true },
  xAxisNumbers: { ...drawnFlag, default: true },
  yAxisNumbers: { ...drawnFlag, default: true },
  polarNumbers: { ...drawnFlag, default: true },
  /** 0 = automatic; ignored when too small to display. */
  xAxisStep: step,
  yAxisStep: step,
  /** Integer 0..5; 0 automatic; 1 only major lines. */
  xAxisMinorSubdivisions: {
    ...subdivisions,
    oldSpelling: { name: 'xAxisMinorGridLines', lines: ['v0.5'], read: minorGridLinesValue },
  },
  yAxisMinorSubdivisions: {
    ...subdivisions,
    oldSpelling: { name: 'yAxisMinorGridLines', lines: ['v0.5'], read: minorGridLinesValue },
  },
  xAxisArrowMode: arrowMode,
  yAxisArrowMode: arrowMode,
  xAxisLabel: axisLabel,
  yAxisLabel: axisLabel,
  fontSize: { kind: 'positive', default: 16, persisted: false, drawn: true, since: 'v0.8' },
  projectorMode: { ...displayFlag, since: 'v0.5' },
  invertedColors: { ...displayFlag, since: 'v1.1' },
  /** Trig in degrees; drawn as polar angle labels in degrees ("30°") instead of radians ("π/6"). */
  degreeMode: { ...drawnFlag, default: false },
  language: {
    kind: 'text',
    accepts: isLanguageCode,
    default: 'en',
    persisted: false,
    drawn: false,
    since: 'v0.8',
  },
  /** Each math row's braille for a refreshable display ('none': no braille). */
  brailleMode: {
    kind: 'choice',
    choices: BRAILLE_MODES,
    default: 'none',
    persisted: false,
    drawn: false,
    since: 'v1.1',
  },
  /** Six-key chords on F D S J K L type into a math row; needs a brailleMode. */
  sixKeyInput: { kind: 'boolean', default: false, persisted: false, drawn: false, since: 'v1.1' },
} as const);

/** Every graph setting with its value type. */
export type GraphSettings = SettingValues<typeof GRAPH_SETTINGS>;

/** The settings the renderer draws (all but language). */
export type DrawnGraphSettings = DrawnSettingValues<typeof GRAPH_SETTINGS>;

export type SettingName = keyof GraphSettings;

export const DEFAULT_GRAPH_SETTINGS: Readonly<GraphSettings> = settingDefaults(GRAPH_SETTINGS);

export const SETTING_NAMES = Object.keys(GRAPH_SETTINGS) as SettingName[];

/** Settings that belong to the graph and travel in its state. */
export const PERSISTED_SETTINGS: readonly SettingName[] = persistedSettingNames(GRAPH_SETTINGS);

/** Settings the renderer draws. */
export const DRAWN_SETTINGS: readonly SettingName[] = drawnSettingNames(GRAPH_SETTINGS);

/** The defaults of the drawn settings: what a renderer starts from. */
export const DEFAULT_DRAWN_SETTINGS: Readonly<DrawnGraphSettings> = Object.freeze(
  drawnSettings(GRAPH_SETTINGS, DEFAULT_GRAPH_SETTINGS),
);

/** The drawn part of the settings (for `GraphRenderer.setSettings`). */
export function drawnGraphSettings(settings: Readonly<GraphSettings>): DrawnGraphSettings {
  return drawnSettings(GRAPH_SETTINGS, settings);
}

/**
 * The accepted changes of an update written with the given aliases (the line's spellings). Unknown keys
 * and unacceptable values are left out; so are values equal to the current ones.
 */
export function settingsChanges(
  current: Readonly<GraphSettings>,
  update: unknown,
  aliases: Readonly<Record<string, string>> = {},
): Partial<GraphSettings> {
  return checkSixKeyInput(current, changesOf(GRAPH_SETTINGS, current, update, aliases));
}

/** The spec's rule: six-key input only with a braille code to read its cells with. */
function checkSixKeyInput(
  current: Readonly<GraphSettings>,
  changes: Partial<GraphSettings>,
): Partial<GraphSettings> {
  const next = { ...current, ...changes };
  if (!next.sixKeyInput || next.brailleMode !== 'none') return changes;
  const { sixKeyInput, ...others } = changes;
  // Turning braille off turns six-key input off with it, quietly: the person asked for no braille.
  if (sixKeyInput === undefined) return { ...others, sixKeyInput: false };
  console.error("sixKeyInput needs brailleMode 'nemeth' or 'ueb'; six-key input stays off.");
  return others;
}

/** Only the settings that differ from the defaults, in the canonical order (for saved states). */
export function nonDefaultSettings(
  settings: Readonly<GraphSettings>,
  names: readonly SettingName[] = SETTING_NAMES,
): Partial<GraphSettings> {
  return nonDefaultOf(GRAPH_SETTINGS, settings, names);
}
