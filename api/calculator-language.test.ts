import { describe, expect, it, vi } from 'vitest';
import { readCatalogs } from '../i18n/catalog-files';
import { describeMissingLanguage } from '../i18n/index';
import { CalculatorLanguage } from './calculator-language';

const catalogs = readCatalogs(['en', 'fr', 'ar']);
const analysis = {
  a: { isGraphable: true, isError: false },
  b: {
    isGraphable: false,
    isError: true,
    errorMessage: "Unknown function 'foo'",
    errorCode: 'unknown-function',
    errorSource: 'foo',
  },
};

describe('CalculatorLanguage', () => {
  it('follows the language setting and localizes error messages', () => {
    let language = 'en';
    const calculatorLanguage = new CalculatorLanguage(catalogs, () => language);
    expect(calculatorLanguage.localize(analysis).b.errorMessage).toBe("Unknown function 'foo'");
    language = 'ar';
    const arabic = calculatorLanguage.localize(analysis);
    expect(arabic.b.errorMessage).toBe('دالة غير معروفة «foo»');
    expect(arabic.b.errorCode).toBe('unknown-function');
    expect(arabic.a).toBe(analysis.a);
    expect(calculatorLanguage.localize(analysis)).toBe(arabic);
    expect(calculatorLanguage.translator.format('ui.undo')).toBe(catalogs.ar['ui.undo']);
    language = 'fr';
    expect(calculatorLanguage.localize(analysis).b.errorMessage).toBe(
      catalogs.fr['error.unknown-function'].replace('{source}', 'foo'),
    );
  });

  it('shows English for a code that was not loaded, with a warning naming lang', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const calculatorLanguage = new CalculatorLanguage(catalogs, () => 'ja');
      expect(calculatorLanguage.translator.language).toBe('en');
      expect(calculatorLanguage.localize(analysis).b.errorMessage).toBe("Unknown function 'foo'");
      expect(warn).toHaveBeenCalledWith(describeMissingLanguage('ja'));
    } finally {
      warn.mockRestore();
    }
  });

  it('has English when no catalogs were given', () => {
    expect(new CalculatorLanguage(undefined, () => 'en').translator.format('ui.redo')).toBe('Redo');
  });
});
