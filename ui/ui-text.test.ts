import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../i18n/catalog-files';
import { createTranslator } from '../i18n/index';
import { createUiText } from './ui-text';

const catalogs = readCatalogs(['en', 'fr', 'he']);

describe('createUiText', () => {
  it('labels bound parts now and again after each language change', () => {
    const text = createUiText(createTranslator(catalogs, 'en'));
    const labels: string[] = [];
    text.bind(() => labels.push(text.format('ui.undo')));
    expect(labels).toEqual(['Undo']);
    expect(text.setTranslator(createTranslator(catalogs, 'fr'))).toBe(true);
    expect(labels).toEqual(['Undo', catalogs.fr['ui.undo']]);
    expect([text.language, text.direction]).toEqual(['fr', 'ltr']);
    expect(text.setTranslator(createTranslator(catalogs, 'he'))).toBe(true);
    expect(labels[2]).toBe(catalogs.he['ui.undo']);
    expect([text.language, text.direction]).toEqual(['he', 'rtl']);
  });

  it('does nothing for the translator already in use', () => {
    const translator = createTranslator(catalogs, 'fr');
    const text = createUiText(translator);
    let runs = 0;
    text.bind(() => runs++);
    expect(text.setTranslator(translator)).toBe(false);
    expect(runs).toBe(1);
  });
});
