import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../i18n/languages';
import { describeUnknownLanguages, selectLanguages } from './language-selection';

describe('selectLanguages', () => {
  it('always includes English first, then the spec’s order without repeats', () => {
    expect(selectLanguages(undefined)).toEqual({ ok: true, languages: ['en'] });
    expect(selectLanguages('ja, fr ,ja,EN-gb')).toEqual({ ok: true, languages: ['en', 'en-GB', 'fr', 'ja'] });
    expect(selectLanguages('ALL')).toEqual({ ok: true, languages: [...LANGUAGE_CODES] });
  });

  it('names every unknown code and lists the valid ones', () => {
    expect(selectLanguages('fr,ur,xx')).toEqual({
      ok: false,
      message: describeUnknownLanguages(['ur', 'xx']),
    });
    expect(describeUnknownLanguages(['ur'])).toMatch(/^Unknown language code "ur" in the lang parameter/);
    expect(describeUnknownLanguages(['ur'])).toContain('ur-PK, cy');
  });
});
