/**
 * Formats catalog messages in ICU syntax (`{name}` placeholders, `plural`, `select`) with icu-message.ts,
 * which formats them as intl-messageformat does in a tenth of its size.
 *
 * A language that was not bundled falls back to English and warns once per code, naming the `lang` script
 * parameter that would have loaded it; a message a catalog lacks falls back to English silently (coverage
 * varies by language, as the spec allows), and an id English lacks formats as the id itself so a missing
 * string is visible rather than blank.
 */
import { IcuMessage, type IcuValue } from './icu-message';
import { FALLBACK_LANGUAGE } from './languages';

/** One language's messages: id → ICU message. */
export type Catalog = Readonly<Record<string, string>>;

/** Catalogs by language code, as bundled into the script (English always present). */
export type Catalogs = Readonly<Record<string, Catalog>>;

export type MessageValues = Record<string, IcuValue>;

export interface Translator {
  /** The language actually used: the requested one, or `en` when it was not loaded. */
  readonly language: string;
  format(id: string, values?: MessageValues): string;
}

export interface TranslatorOptions {
  /** Where the missing-language warning goes; console.warn by default. */
  warn?: (message: string) => void;
}

const warnedLanguages = new Set<string>();

/** The warning for a language that is not in the bundle, naming the script parameter that adds it. */
export function describeMissingLanguage(language: string): string {
  return (
    `Language "${language}" was not loaded into this page; showing English. ` +
    `Add it to the lang parameter of the calculator script URL, e.g. calculator.js?apiKey=…&lang=${language}`
  );
}

function localeOf(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

/**
 * True when ICU MessageFormat would give the text back unchanged: no arguments (`{`), no quoting
 * apostrophe, no rich-text tags (`<b>`); `#` only means something inside a plural.
 */
export function isPlainText(source: string): boolean {
  return !/[{}'<>]/.test(source);
}

export function createTranslator(
  catalogs: Catalogs,
  language: string,
  options: TranslatorOptions = {},
): Translator {
  const loaded = Object.prototype.hasOwnProperty.call(catalogs, language);
  if (!loaded && language !== FALLBACK_LANGUAGE && !warnedLanguages.has(language)) {
    warnedLanguages.add(language);
    (options.warn ?? ((message: string) => console.warn(message)))(describeMissingLanguage(language));
  }
  const active = loaded ? language : FALLBACK_LANGUAGE;
  const english = catalogs[FALLBACK_LANGUAGE] ?? {};
  const own = catalogs[active] ?? {};
  // Parsing is the costly part of formatting; a UI re-renders the same labels often. A message without
  // ICU syntax is its own text: most labels, which the calculator's first frame formats by the dozen
  // (issue 23: ~15 ms of IntlMessageFormat parsing and Intl set-up in the constructor).
  const formats = new Map<string, IcuMessage | string>();

  function formatterFor(id: string): IcuMessage | string | undefined {
    const cached = formats.get(id);
    if (cached !== undefined) return cached;
    const translated = Object.prototype.hasOwnProperty.call(own, id) ? own[id] : undefined;
    const source = translated ?? english[id];
    if (source === undefined) return undefined;
    const formatter = isPlainText(source)
      ? source
      : new IcuMessage(source, localeOf(translated === undefined ? 'en' : active));
    formats.set(id, formatter);
    return formatter;
  }

  return {
    language: active,
    format(id, values) {
      const formatter = formatterFor(id);
      if (formatter === undefined) return id;
      if (typeof formatter === 'string') return formatter;
      // A value left out by the caller must not take the interface down; show the message unformatted.
      try {
        return String(formatter.format(values));
      } catch {
        return (Object.prototype.hasOwnProperty.call(own, id) ? own[id] : english[id]) ?? id;
      }
    },
  };
}
