import { describe, expect, it } from 'vitest';
import { readCatalogs } from './catalog-files';
import { displaySource, formatLanguageError } from './language-errors';
import { createTranslator } from './translator';

const catalogs = readCatalogs(['en', 'en-GB', 'fr', 'ar']);

describe('formatLanguageError', () => {
  const unknownFunction = { code: 'unknown-function', source: 'foo', message: "Unknown function 'foo'" };

  it('keeps the language’s detailed English message in English UIs', () => {
    expect(formatLanguageError(createTranslator(catalogs, 'en'), unknownFunction)).toBe(
      "Unknown function 'foo'",
    );
    expect(formatLanguageError(createTranslator(catalogs, 'en-GB'), unknownFunction)).toBe(
      "Unknown function 'foo'",
    );
  });

  it('formats error.<code> with the culprit in other languages', () => {
    expect(formatLanguageError(createTranslator(catalogs, 'fr'), unknownFunction)).toBe(
      catalogs.fr['error.unknown-function'].replace('{source}', 'foo'),
    );
    expect(formatLanguageError(createTranslator(catalogs, 'ar'), unknownFunction)).toBe(
      'دالة غير معروفة «foo»',
    );
    expect(formatLanguageError(createTranslator(catalogs, 'fr'), { code: 'too-long', message: 'x' })).toBe(
      catalogs.fr['error.too-long'],
    );
  });

  it('shows the culprit as typed, not as the editor’s LaTeX', () => {
    const french = createTranslator(catalogs, 'fr');
    const named = {
      code: 'unknown-function',
      source: '\\operatorname{foo}',
      message: "Unknown function 'foo'",
    };
    expect(formatLanguageError(french, named)).toBe(
      catalogs.fr['error.unknown-function'].replace('{source}', 'foo'),
    );
    expect(displaySource('\\left(x+1')).toBe('(x+1');
    expect(displaySource('\\left\\{x')).toBe('{x');
    expect(displaySource('\\frac{1}{2}')).toBe('\\frac{1}{2}');
  });

  it('falls back to the English message without a code it knows or without a needed culprit', () => {
    const french = createTranslator(catalogs, 'fr');
    expect(formatLanguageError(french, { code: 'no-such-code', message: 'Odd' })).toBe('Odd');
    expect(formatLanguageError(french, { code: 'unknown-function', message: "Unknown function 'g'" })).toBe(
      "Unknown function 'g'",
    );
    expect(formatLanguageError(french, {})).toBe(catalogs.fr['basic.invalidExpression']);
  });
});
