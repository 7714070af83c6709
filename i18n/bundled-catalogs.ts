/**
 * The catalogs a page received from the server prelude (`LIB_SERVER_CONFIG.catalogs`), checked, with
 * English guaranteed: a page loaded from a server without catalogs (or a dev build with no prelude) still
 * shows English from the copy bundled here. Only codes of the spec's list are kept, in the spec's order,
 * so `Lib.supportedLanguages` never names a language the `language` setting would refuse.
 */
import englishCatalog from './catalogs/en.json';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './languages';
import type { Catalog, Catalogs } from './translator';

export const ENGLISH_CATALOG: Catalog = englishCatalog;

function isCatalog(value: unknown): value is Catalog {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

export function resolveBundledCatalogs(value: unknown): Catalogs {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const catalogs: Record<string, Catalog> = {};
  for (const code of LANGUAGE_CODES) {
    const catalog = Object.prototype.hasOwnProperty.call(given, code) ? given[code] : undefined;
    if (isCatalog(catalog)) catalogs[code] = catalog;
  }
  catalogs[FALLBACK_LANGUAGE] ??= ENGLISH_CATALOG;
  // Re-key so English stays first whichever order the checks above filled in.
  return Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code in catalogs).map((code) => [code, catalogs[code]]),
  );
}

/** `Lib.supportedLanguages`: the codes loaded into the page. */
export function listSupportedLanguages(catalogs: Catalogs): string[] {
  return Object.keys(catalogs);
}
