/**
 * icu-message.ts formats as intl-messageformat does: every message of every catalog, with each select
 * option and counts that pick each plural form in its language, compared with intl-messageformat's output;
 * plus ICU's corners the catalogs may meet (apostrophes, offset, nested options, missing values).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { readCatalogs } from './catalog-files';
import { IcuMessage, type IcuValue } from './icu-message';
import { LANGUAGE_CODES } from './languages';
import { listMessageArguments } from './message-arguments';

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 100, 101, 1.5, 1234567];

/** Value sets covering each select option (and one that is none) and each count. */
function valueSets(message: string): Record<string, IcuValue>[] {
  const names = new Map<string, string[]>();
  for (const entry of listMessageArguments(message)) {
    const split = entry.indexOf('=');
    const name = split < 0 ? entry : entry.slice(0, split);
    const option = split < 0 ? undefined : entry.slice(split + 1);
    if (!names.has(name)) names.set(name, []);
    if (option !== undefined) names.get(name)!.push(option);
  }
  const sets: Record<string, IcuValue>[] = [];
  const rounds = Math.max(COUNTS.length, ...[...names.values()].map((options) => options.length + 1));
  for (let round = 0; round < rounds; round++) {
    const values: Record<string, IcuValue> = {};
    for (const [name, options] of names) {
      const selectKeys = options.filter((option) => !/^(=\d+|zero|one|two|few|many|other)$/.test(option));
      values[name] =
        selectKeys.length > 0
          ? [...selectKeys, 'none-of-these'][round % (selectKeys.length + 1)]
          : COUNTS[round % COUNTS.length];
    }
    sets.push(values);
  }
  return sets;
}

describe('ICU messages', () => {
  it('format every catalog message as intl-messageformat does', () => {
    const catalogs = readCatalogs([...LANGUAGE_CODES]);
    let compared = 0;
    for (const [code, catalog] of Object.entries(catalogs)) {
      for (const [id, message] of Object.entries(catalog)) {
        const reference = new IntlMessageFormat(message, code);
        const ours = new IcuMessage(message, code);
        for (const values of valueSets(message)) {
          expect(ours.format(values), `${code} ${id} ${JSON.stringify(values)}`).toBe(
            String(reference.format(values)),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('reads apostrophes, offsets and nested options as ICU does', () => {
    const cases: [string, Record<string, IcuValue>][] = [
      ["It's {name}'s turn", { name: 'Ana' }],
      ["'{name}' is literal, '' is one apostrophe, '#' too", {}],
      ["{n, plural, one {'#' is # } other {# and '{'x'}'}}", { n: 1 }],
      ["{n, plural, one {'#' is # } other {# and '{'x'}'}}", { n: 7 }],
      ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 2 }],
      ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 5 }],
      ['{g, select, a {A {n, plural, one {# one} other {# many}}} other {# none}}', { g: 'a', n: 2 }],
      ['{ spaced , select , x {X} other {Y} }', { spaced: 'x' }],
    ];
    for (const [message, values] of cases) {
      expect(new IcuMessage(message, 'en').format(values), message).toBe(
        String(new IntlMessageFormat(message, 'en').format(values)),
      );
    }
    expect(new IcuMessage('{n, plural, other {# pts}}', 'ar').format({ n: 3 })).toBe(
      String(new IntlMessageFormat('{n, plural, other {# pts}}', 'ar').format({ n: 3 })),
    );
  });

  it('refuses what it does not implement, and a message missing a value', () => {
    expect(() => new IcuMessage('{n, number}', 'en')).toThrow(SyntaxError);
    expect(() => new IcuMessage('{n, selectordinal, one {#st} other {#th}}', 'en')).toThrow(SyntaxError);
    expect(() => new IcuMessage('{n, plural, one {x}}', 'en')).toThrow(/other/);
    expect(() => new IcuMessage('{n', 'en')).toThrow(SyntaxError);
    expect(() => new IcuMessage('a } b', 'en')).toThrow(SyntaxError);
    expect(() => new IcuMessage('Hi {name}', 'en').format({})).toThrow(/name/);
  });
});
