import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { readCatalogs } from './catalog-files';
import { isRightToLeft, LANGUAGE_CODES, textDirection } from './languages';
import { createTranslator, describeMissingLanguage, isPlainText } from './translator';

const catalogs = readCatalogs(['en', 'fr', 'ar', 'zh-CN', 'haw']);

describe('createTranslator', () => {
  it('formats placeholders and selects in the chosen language', () => {
    const french = createTranslator(catalogs, 'fr');
    expect(french.language).toBe('fr');
    expect(french.format('ui.addExpression')).toBe('Ajouter une expression');
    expect(french.format('error.unknown-function', { source: 'foo' })).toBe('Fonction inconnue « foo »');
    expect(french.format('ui.deleteItem', { kind: 'note', index: 3 })).toBe('Supprimer la note 3');
    expect(createTranslator(catalogs, 'en').format('ui.deleteItem', { kind: 'table', index: 2 })).toBe(
      'Delete table 2',
    );
    expect(createTranslator(catalogs, 'zh-CN').format('ui.tableCell', { index: 1, column: 2, row: 5 })).toBe(
      '表格 1 第 2 列第 5 行',
    );
  });

  it('falls back to English for a message the catalog lacks, silently', () => {
    const warn = vi.fn();
    const hawaiian = createTranslator(catalogs, 'haw', { warn });
    expect(hawaiian.format('ui.graph')).toBe('Pakuhi');
    expect(hawaiian.format('settings.polarGrid')).toBe('Polar grid');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to English for a language not loaded, warning once naming the lang parameter', () => {
    const warn = vi.fn();
    const german = createTranslator(catalogs, 'de', { warn });
    createTranslator(catalogs, 'de', { warn });
    expect(german.language).toBe('en');
    expect(german.format('ui.undo')).toBe('Undo');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(describeMissingLanguage('de'));
    expect(describeMissingLanguage('de')).toMatch(/lang=de/);
  });

  it('shows the id for an unknown message and the raw text when a value is missing', () => {
    const english = createTranslator(catalogs, 'en');
    expect(english.format('ui.noSuchMessage')).toBe('ui.noSuchMessage');
    expect(english.format('ui.expressionNumbered')).toBe('Expression {index}');
  });
});

describe('text direction', () => {
  it('is right to left exactly for Arabic, Hebrew, Persian and Urdu', () => {
    const rightToLeft = LANGUAGE_CODES.filter(isRightToLeft);
    expect(rightToLeft).toEqual(['ar', 'ur-PK', 'he', 'fa']);
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});

describe('plain-text messages', () => {
  it('are formatted without MessageFormat exactly as MessageFormat formats them, in every catalog', () => {
    for (const catalog of Object.values(readCatalogs([...LANGUAGE_CODES]))) {
      for (const [id, source] of Object.entries(catalog)) {
        if (!isPlainText(source)) continue;
        expect(new IntlMessageFormat(source, 'en').format(), id).toBe(source);
      }
    }
  });

  it('are told apart from messages with arguments, quotes or tags', () => {
    expect(isPlainText('Add expression #2')).toBe(true);
    expect(isPlainText('Delete {kind} {index}')).toBe(false);
    expect(isPlainText("l''expression")).toBe(false);
    expect(isPlainText('<b>bold</b>')).toBe(false);
  });
});
