/**
 * A calculator's language: the translator for its `language` setting and its `expressionAnalysis` with
 * error messages in that language (the spec: "errorMessage String (localized)"). Both are derived lazily
 * from the setting, so whoever reads first after `updateSettings({ language })` (the list UI or a page's
 * observer) sees the new language whatever order the change notifications run in.
 */
import {
  createTranslator,
  formatLanguageError,
  resolveBundledCatalogs,
  type Catalogs,
  type Translator,
} from '../i18n/index';
import type { ExpressionAnalysis } from '../worker/protocol';

/** Error messages of `analysis` in the translator's language; other fields as they are. */
function localizeAnalysis(
  analysis: Readonly<Record<string, ExpressionAnalysis>>,
  translator: Translator,
): Record<string, ExpressionAnalysis> {
  return Object.fromEntries(
    Object.entries(analysis).map(([id, entry]) => {
      if (!entry.isError) return [id, entry];
      const errorMessage = formatLanguageError(translator, {
        code: entry.errorCode,
        source: entry.errorSource,
        message: entry.errorMessage,
      });
      return [id, { ...entry, errorMessage }];
    }),
  );
}

export class CalculatorLanguage {
  readonly #catalogs: Catalogs;
  readonly #requested: () => string;
  #translator: Translator | undefined;
  #requestedLanguage = '';
  #localized:
    { from: object; translator: Translator; result: Record<string, ExpressionAnalysis> } | undefined;

  /** `requested`: the `language` setting as the page set it (an unloaded code shows English). */
  constructor(catalogs: Catalogs | undefined, requested: () => string) {
    this.#catalogs = catalogs ?? resolveBundledCatalogs(undefined);
    this.#requested = requested;
  }

  get catalogs(): Catalogs {
    return this.#catalogs;
  }

  get translator(): Translator {
    const language = this.#requested();
    if (this.#translator === undefined || language !== this.#requestedLanguage) {
      this.#requestedLanguage = language;
      this.#translator = createTranslator(this.#catalogs, language);
    }
    return this.#translator;
  }

  /** The analysis with localized error messages; the same object while neither input changes. */
  localize(analysis: Readonly<Record<string, ExpressionAnalysis>>): Record<string, ExpressionAnalysis> {
    const translator = this.translator;
    const cached = this.#localized;
    if (cached?.from === analysis && cached.translator === translator) return cached.result;
    const result = localizeAnalysis(analysis, translator);
    this.#localized = { from: analysis, translator, result };
    return result;
  }
}
