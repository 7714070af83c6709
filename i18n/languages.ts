/**
 * The language codes of the spec's Languages list (calculator-api.md), in the spec's order, and the subset
 * written right to left. These codes are what `lang` and the `language` setting accept, exactly as spelt.
 */
export const LANGUAGE_CODES = [
  'en',
  'en-GB',
  'ar',
  'ro',
  'sr',
  'sr-CS',
  'ku',
  'pl',
  'el',
  'sq',
  'da',
  'zh-TW',
  'zh-CN',
  'vi',
  'it',
  'id',
  'eu',
  'ur-PK',
  'cy',
  'cs',
  'haw',
  'ko',
  'ru',
  'sl',
  'th',
  'pt-BR',
  'pt-PT',
  'hy-AM',
  'hu',
  'ca',
  'tr',
  'fr',
  'ta',
  'es-ES',
  'sv-SE',
  'he',
  'uk',
  'mk',
  'lt',
  'nl',
  'de',
  'fi',
  'bg',
  'hi',
  'fa',
  'ja',
  'hr',
  'lv',
  'no',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The language every catalog falls back to; its catalog is complete and always bundled. */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/**
 * Base languages written right to left. `ku` stays left to right: the spec does not say which Kurdish, and
 * the catalog here is Kurmanji, written in Latin letters. Urdu appears in the spec only as `ur-PK`.
 */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export function isLanguageCode(code: string): code is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** Decided by the base language of a code (`ur-PK` → `ur`). */
export function isRightToLeft(code: string): boolean {
  return RIGHT_TO_LEFT_LANGUAGES.has(code.split('-')[0]);
}

/** The text direction for an element's `dir` attribute. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return isRightToLeft(code) ? 'rtl' : 'ltr';
}

/** The catalog file name of a code: kebab-case, so lower case (`zh-CN` → `zh-cn.json`). */
export function catalogFileName(code: LanguageCode): string {
  return `${code.toLowerCase()}.json`;
}
