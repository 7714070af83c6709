/**
 * What the playground (server/demo/index.html) offers, from the modules the calculator itself reads: the
 * version lines, the languages, and per calculator and line the boolean options with their defaults.
 * The server writes it into the page it serves, so the page cannot drift from the options a line
 * really has (it kept a hand-written copy before, which lacked options and knew no lines).
 */
import { basicLine, DEFAULT_BASIC_OPTIONS, type BasicKind } from '../api/basic/basic-options';
import { LINES, VERSION_LINES } from '../api/model/version-lines';
import { LANGUAGE_CODES } from '../i18n/languages';

type BooleanDefaults = Record<string, boolean>;

export interface PlaygroundCatalog {
  /** Newest first, as the page lists them. */
  readonly lines: readonly string[];
  readonly languages: readonly string[];
  /** Calculator constructor → line → option → default; a line without that calculator is absent. */
  readonly options: Readonly<Record<string, Readonly<Record<string, BooleanDefaults>>>>;
}

function graphingOptions(): Record<string, BooleanDefaults> {
  const byLine: Record<string, BooleanDefaults> = {};
  for (const line of VERSION_LINES) {
    const entries = Object.entries(LINES[line].options).filter(([, value]) => typeof value === 'boolean');
    byLine[line] = Object.fromEntries(entries) as BooleanDefaults;
  }
  return byLine;
}

function basicOptions(kind: BasicKind): Record<string, BooleanDefaults> {
  const byLine: Record<string, BooleanDefaults> = {};
  for (const line of VERSION_LINES) {
    const definition = basicLine(kind, line);
    if (!definition) continue;
    const entries = definition.options
      .map((name) => [name, DEFAULT_BASIC_OPTIONS[name]] as const)
      .filter(([, value]) => typeof value === 'boolean');
    byLine[line] = Object.fromEntries(entries) as BooleanDefaults;
  }
  return byLine;
}

export function playgroundCatalog(): PlaygroundCatalog {
  return {
    lines: [...VERSION_LINES].reverse(),
    languages: [...LANGUAGE_CODES],
    options: {
      GraphingCalculator: graphingOptions(),
      ScientificCalculator: basicOptions('ScientificCalculator'),
      FourFunctionCalculator: basicOptions('FourFunctionCalculator'),
    },
  };
}

/** The empty element the page holds for the catalog; the server fills it. */
export const CATALOG_SLOT = '<script type="application/json" id="playground-catalog"></script>';

/**
 * The page with the catalog written into its slot. `<` is escaped so no value can end the script
 * element (the values are ours, but the rule costs nothing).
 */
export function withPlaygroundCatalog(
  page: string,
  catalog: PlaygroundCatalog = playgroundCatalog(),
): string {
  const json = JSON.stringify(catalog).replace(/</g, '\\u003c');
  return page.replace(CATALOG_SLOT, CATALOG_SLOT.replace('></', `>${json}</`));
}
