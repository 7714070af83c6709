/**
 * The message a person sees for an error of the expression language. The language's own English message
 * is the most detailed (it may add a hint, e.g. "use braces to clarify, e.g. {x^2}^3"), so English UIs
 * keep it; every other language shows the catalog's `error.<code>` with the culprit (`{source}`: the LaTeX
 * the error's span covers). Without a code, or without the culprit a message needs, the English message
 * is the honest fallback rather than a message with a hole in it.
 */
import { ENGLISH_CATALOG } from './bundled-catalogs';
import { FALLBACK_LANGUAGE } from './languages';
import type { Translator } from './translator';

export interface LanguageErrorText {
  /** A `LanguageErrorCode` of language/parse-error.ts. */
  readonly code?: string;
  /** The LaTeX the error's span covers. */
  readonly source?: string;
  /** The language's English message. */
  readonly message?: string;
}

/** Whether the translator shows English (en, or en-GB whose catalog changes spelling only). */
export function showsEnglish(translator: Translator): boolean {
  return translator.language.split('-')[0] === FALLBACK_LANGUAGE;
}

export function formatLanguageError(translator: Translator, error: LanguageErrorText): string {
  const id = `error.${error.code ?? ''}`;
  const known = error.code !== undefined && Object.prototype.hasOwnProperty.call(ENGLISH_CATALOG, id);
  if (error.message !== undefined && (showsEnglish(translator) || !known)) return error.message;
  if (!known) return translator.format('basic.invalidExpression');
  const needsSource = ENGLISH_CATALOG[id].includes('{source}');
  if (needsSource && error.source === undefined && error.message !== undefined) return error.message;
  return translator.format(id, { source: displaySource(error.source ?? '') });
}

/**
 * The culprit as a person typed it: the math editor writes a typed name `foo` as `\operatorname{foo}`
 * and brackets as `\left(`…`\right)`, which the person never saw.
 */
export function displaySource(latex: string): string {
  return latex
    .replace(/\\operatorname\{([^{}]*)\}/g, '$1')
    .replace(/\\(?:left|right)(?=[()[\]|.]|\\[{}])/g, '')
    .replace(/\\([{}])/g, '$1');
}
