import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../../i18n/catalog-files';
import { createTranslator } from '../../i18n/index';
import { entryViews, outcomeText } from './entry-views';

const catalogs = readCatalogs(['en', 'fr', 'ar']);
const english = createTranslator(catalogs, 'en');
const french = createTranslator(catalogs, 'fr');
const arabic = createTranslator(catalogs, 'ar');

describe('outcomeText', () => {
  it('words an error of the language by its code in the calculator’s language', () => {
    const outcome = {
      kind: 'error',
      message: "Unknown function 'foo'",
      messageId: 'basic.cannotEvaluate',
      code: 'unknown-function',
      source: 'foo',
    } as const;
    expect(outcomeText(outcome, english)).toBe("Unknown function 'foo'");
    expect(outcomeText(outcome, arabic)).toBe(
      catalogs.ar['error.unknown-function'].replace('{source}', 'foo'),
    );
  });

  it('words the calculator’s own messages by id, with their values', () => {
    const refusal = {
      kind: 'error',
      message: "'!' is not available in this calculator",
      messageId: 'basic.operatorUnavailable',
      messageValues: { operator: '!' },
    } as const;
    expect(outcomeText(refusal, french)).toBe(
      catalogs.fr['basic.operatorUnavailable'].replace('{operator}', '!'),
    );
    expect(outcomeText({ kind: 'function', defines: 'f' }, french)).toBe('f est défini');
    // A state saved before messages had ids still shows its English message.
    expect(outcomeText({ kind: 'error', message: 'Missing value' }, french)).toBe('Missing value');
    expect(outcomeText({ kind: 'value', value: 0.5 }, arabic)).toBe('0.5');
  });
});

describe('entryViews', () => {
  it('typesets what was typed, and the text of a state saved before entries kept it', () => {
    const value = { kind: 'value', value: 1024 } as const;
    const views = entryViews(
      [
        { text: '2^10', input: '2^{10}', latex: '2^{10}', outcome: value },
        { text: '2^10', latex: '2^{10}', outcome: value },
        { text: '√2', input: '\\sqrt{2}+50\\%', latex: '\\sqrt{2}+\\frac{50}{100}', outcome: value },
      ],
      'none',
      english,
    );
    expect(views.map((view) => view.latex)).toEqual(['2^{10}', '2^{10}', '\\sqrt{2}+50\\%']);
    expect(views[0]).toMatchObject({ text: '2^10', result: '1024', isValue: true, braille: undefined });
  });
});
