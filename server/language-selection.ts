/**
 * The `lang` query parameter of the script route: one language code, a comma-separated list, or `all`.
 *
 * Codes match the spec's Languages list case-insensitively (BCP 47 tags are case-insensitive, so `zh-cn`
 * means `zh-CN`) and come back in their canonical spelling, English first and the rest in the spec's order,
 * without repeats: `fr,de` and `de,fr` select the same bundle, so they share one cache entry and one ETag.
 */
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../i18n/languages';

export type LanguageSelection = { ok: true; languages: LanguageCode[] } | { ok: false; message: string };

const CANONICAL_CODES = new Map<string, LanguageCode>(
  LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]),
);

/** The 400 text for unknown codes: which were wrong, and every code that is accepted. */
export function describeUnknownLanguages(unknown: readonly string[]): string {
  const named = unknown.map((code) => JSON.stringify(code)).join(', ');
  return (
    `Unknown language code${unknown.length === 1 ? '' : 's'} ${named} in the lang parameter. ` +
    `Give one code, a comma-separated list, or all. Valid codes: ${LANGUAGE_CODES.join(', ')}`
  );
}

/**
 * The languages to bundle for a decoded `lang` value (undefined when the parameter is absent). Empty items
 * (`fr,` or an empty value) are ignored, so a URL built by joining a list never fails on a stray comma.
 */
export function selectLanguages(parameter: string | undefined): LanguageSelection {
  const requested = new Set<LanguageCode>([FALLBACK_LANGUAGE]);
  const unknown: string[] = [];
  const items = (parameter ?? '').split(',').map((item) => item.trim());
  for (const item of items.filter((candidate) => candidate !== '')) {
    if (item.toLowerCase() === 'all') {
      for (const code of LANGUAGE_CODES) requested.add(code);
      continue;
    }
    const code = CANONICAL_CODES.get(item.toLowerCase());
    if (code === undefined) unknown.push(item);
    else requested.add(code);
  }
  if (unknown.length > 0) return { ok: false, message: describeUnknownLanguages(unknown) };
  return { ok: true, languages: LANGUAGE_CODES.filter((code) => requested.has(code)) };
}
