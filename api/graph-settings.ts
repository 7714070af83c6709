/**
 * The graph settings (spec: "Graph settings"): their defaults and the rules for an update. An update
 * changes only the keys it carries; a value of the wrong type or out of range is ignored rather than
 * thrown on (pages pass settings from forms and old states), except where the spec defines a repair:
 * minor subdivisions round into 0..5.
 */
import { DEFAULT_RENDERER_SETTINGS, type AxisArrowMode, type RendererSettings } from '../renderer-gl/index';
import { isLanguageCode } from '../i18n/index';

/**
 * The settings the renderer draws (degreeMode among them: polar angle labels), plus the UI language.
 */
export interface GraphSettings extends RendererSettings {
  language: string;
}

export type SettingName = keyof GraphSettings;

export const DEFAULT_GRAPH_SETTINGS: Readonly<GraphSettings> = Object.freeze({
  ...DEFAULT_RENDERER_SETTINGS,
  language: 'en',
});

export const SETTING_NAMES = Object.keys(DEFAULT_GRAPH_SETTINGS) as SettingName[];

const ARROW_MODES = ['NONE', 'POSITIVE', 'BOTH'];

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The accepted value of one setting, or undefined when the value is not acceptable. */
export function normalizeSetting(name: SettingName, value: unknown): GraphSettings[SettingName] | undefined {
  switch (name) {
    case 'xAxisStep':
    case 'yAxisStep':
      return isFiniteNumber(value) && value >= 0 ? value : undefined;
    case 'xAxisMinorSubdivisions':
    case 'yAxisMinorSubdivisions':
      return isFiniteNumber(value) ? Math.min(5, Math.max(0, Math.round(value))) : undefined;
    case 'xAxisArrowMode':
    case 'yAxisArrowMode':
      return typeof value === 'string' && ARROW_MODES.includes(value) ? (value as AxisArrowMode) : undefined;
    case 'xAxisLabel':
    case 'yAxisLabel':
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
    case 'fontSize':
      return isFiniteNumber(value) && value > 0 ? value : undefined;
    case 'language':
      return typeof value === 'string' && isLanguageCode(value) ? value : undefined;
    default:
      return typeof value === 'boolean' ? value : undefined;
  }
}

/**
 * v0.5 spelled subdivisions `xAxisMinorGridLines`; a Boolean there (as some old pages pass) means
 * automatic minor lines (true) or major lines only (false).
 */
function minorGridLinesValue(value: unknown): unknown {
  if (value === true) return 0;
  if (value === false) return 1;
  return value;
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
  const changes: Partial<GraphSettings> = {};
  if (!update || typeof update !== 'object') return changes;
  for (const [key, raw] of Object.entries(update as Record<string, unknown>)) {
    const name = (aliases[key] ?? key) as SettingName;
    if (!(name in DEFAULT_GRAPH_SETTINGS)) continue;
    const value = normalizeSetting(name, key in aliases ? minorGridLinesValue(raw) : raw);
    if (value !== undefined && value !== current[name]) Object.assign(changes, { [name]: value });
  }
  return changes;
}

/** Only the settings that differ from the defaults, in the canonical order (for saved states). */
export function nonDefaultSettings(settings: Readonly<GraphSettings>): Partial<GraphSettings> {
  const result: Partial<GraphSettings> = {};
  for (const name of SETTING_NAMES) {
    if (settings[name] !== DEFAULT_GRAPH_SETTINGS[name]) Object.assign(result, { [name]: settings[name] });
  }
  return result;
}
