/**
 * Pure text transforms that turn a built bundle into the script a key receives.
 *
 * The served script is one prelude line (`var LIB_SERVER_CONFIG = {...};`), a newline, then the bundle
 * unchanged except for its trailing sourceMappingURL comment. The prelude takes a line of its own so that no
 * bundle column moves; the one-line shift is undone in the source map we serve (an extra `;` at the start of
 * `mappings` is an empty first generated line in source map v3), so devtools map every position exactly.
 */
import type { Catalogs } from '../i18n/translator';
import { CALCULATOR_FEATURES, type EnabledFeatures } from './api-keys';

/** Version lines look like `v1.1`; only such names are looked up in dist/, so they can never escape it. */
export const VERSION_PATTERN = /^v\d+\.\d+$/;

/**
 * The configuration line the bundle reads, with the features in a fixed order whatever the keys file says,
 * and the message catalogs the `lang` parameter selected (`catalogs`, keyed by language code, English
 * first). JSON.stringify escapes every line break inside messages, so the prelude stays one line.
 */
export function createPrelude(version: string, features: EnabledFeatures, catalogs?: Catalogs): string {
  const enabledFeatures = Object.fromEntries(CALCULATOR_FEATURES.map((name) => [name, features[name]]));
  const config =
    catalogs === undefined ? { version, enabledFeatures } : { version, enabledFeatures, catalogs };
  return `var LIB_SERVER_CONFIG = ${JSON.stringify(config)};`;
}

/** The source map's absolute path, so devtools find it whatever query string the script was loaded with. */
export function sourceMapPath(version: string): string {
  return `/api/${version}/calculator.js.map`;
}

/** Points a trailing `//# sourceMappingURL=` comment at `sourceMapPath(version)`; other text is untouched. */
export function rewriteSourceMappingUrl(bundle: string, version: string): string {
  return bundle.replace(
    /(\/\/[#@] sourceMappingURL=)\S*(\s*)$/,
    (_match, comment: string, trailingSpace: string) => `${comment}${sourceMapPath(version)}${trailingSpace}`,
  );
}

/** The script served for one version and configuration: prelude line, then the bundle. */
export function assembleScript(
  bundle: string,
  version: string,
  features: EnabledFeatures,
  catalogs?: Catalogs,
): string {
  return `${createPrelude(version, features, catalogs)}\n${rewriteSourceMappingUrl(bundle, version)}`;
}

interface SourceMapSection {
  offset: { line: number; column: number };
}

/**
 * Moves every mapping of a source map one generated line down, matching the prelude line. Handles plain
 * maps (`mappings`) and index maps (`sections`, whose offsets are moved instead).
 */
export function shiftSourceMapByOneLine(sourceMapText: string): string {
  const sourceMap = JSON.parse(sourceMapText) as { mappings?: unknown; sections?: SourceMapSection[] };
  if (typeof sourceMap.mappings === 'string') {
    sourceMap.mappings = `;${sourceMap.mappings}`;
  } else if (Array.isArray(sourceMap.sections)) {
    for (const section of sourceMap.sections) section.offset.line += 1;
  } else {
    throw new Error('source map has neither mappings nor sections');
  }
  return JSON.stringify(sourceMap);
}
