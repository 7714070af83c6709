/**
 * The browser-safe door of i18n/: language codes, text direction and the ICU translator. The catalogs
 * themselves arrive in the page through the server prelude (`LIB_SERVER_CONFIG.catalogs`); Node code reads
 * them from disk with `./catalog-files`.
 */
export {
  LANGUAGE_CODES,
  FALLBACK_LANGUAGE,
  RIGHT_TO_LEFT_LANGUAGES,
  isLanguageCode,
  isRightToLeft,
  textDirection,
  catalogFileName,
  type LanguageCode,
} from './languages';
export {
  createTranslator,
  describeMissingLanguage,
  type Catalog,
  type Catalogs,
  type MessageValues,
  type Translator,
  type TranslatorOptions,
} from './translator';
export { ENGLISH_CATALOG, listSupportedLanguages, resolveBundledCatalogs } from './bundled-catalogs';
export { formatLanguageError, type LanguageErrorText } from './language-errors';
