/**
 * Reading the constructor's options for a version line: every option of the line with its default, a
 * value of the wrong type replaced by the default (a misspelt or newer option is ignored, never thrown
 * on), and the graph settings a page may pass beside the options.
 */
import { isHexColor, paletteFrom } from './colors';
import { DEFAULT_GRAPH_SETTINGS, settingsChanges, type GraphSettings } from './graph-settings';
import type { VersionLineDefinition } from './version-lines';

export type ImageUploadCallback = (file: File, callback: (error: Error | null, url?: string) => void) => void;

export interface ResolvedOptions {
  /** Every option of the line, with the page's value or the default. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly palette: readonly string[];
  /** The graph settings to start with (defaults, then those given in the options). */
  readonly settings: GraphSettings;
}

export function resolveOptions(
  input: unknown,
  line: VersionLineDefinition,
  defaultImageUpload: ImageUploadCallback,
): ResolvedOptions {
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(line.options)) {
    const value = given[name];
    if (name === 'colors') values.colors = { ...paletteObject(value, line.palette) };
    else if (name === 'imageUploadCallback')
      values.imageUploadCallback = typeof value === 'function' ? value : defaultImageUpload;
    else values[name] = typeof value === 'boolean' ? value : fallback;
  }
  const palette = paletteFrom(values.colors ?? line.palette, Object.values(line.palette));
  const settings = {
    ...DEFAULT_GRAPH_SETTINGS,
    ...settingsChanges(DEFAULT_GRAPH_SETTINGS, given, line.settingAliases),
  };
  return { values: Object.freeze(values), palette, settings };
}

/** The `colors` option as an object of name → color; the line's palette when absent or empty. */
function paletteObject(value: unknown, fallback: Readonly<Record<string, string>>): Record<string, string> {
  if (!value || typeof value !== 'object') return { ...fallback };
  const entries = Object.entries(value).filter(([, color]) => isHexColor(color));
  return entries.length > 0 ? (Object.fromEntries(entries) as Record<string, string>) : { ...fallback };
}
