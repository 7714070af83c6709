import { describe, expect, it } from 'vitest';
import { readCatalog } from './catalog-files';
import { ENGLISH_CATALOG, listSupportedLanguages, resolveBundledCatalogs } from './bundled-catalogs';

describe('resolveBundledCatalogs', () => {
  it('keeps the prelude’s catalogs in the spec’s order', () => {
    const french = readCatalog('fr');
    const arabic = readCatalog('ar');
    const catalogs = resolveBundledCatalogs({ fr: french, en: readCatalog('en'), ar: arabic });
    expect(listSupportedLanguages(catalogs)).toEqual(['en', 'ar', 'fr']);
    expect(catalogs.fr).toBe(french);
  });

  it('supplies English when the prelude has none, and drops unknown codes and malformed catalogs', () => {
    expect(resolveBundledCatalogs(undefined)).toEqual({ en: ENGLISH_CATALOG });
    const catalogs = resolveBundledCatalogs({
      xx: { a: 'b' },
      de: { 'ui.undo': 3 },
      ja: ['x'],
      ko: { 'ui.undo': '실행 취소' },
    });
    expect(listSupportedLanguages(catalogs)).toEqual(['en', 'ko']);
    expect(ENGLISH_CATALOG).toEqual(readCatalog('en'));
  });
});
