import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_DIRECTORY, readCatalogs } from './catalog-files';
import {
  COVERAGE_END,
  COVERAGE_START,
  formatCoverageTable,
  measureCoverage,
  readCoverageSection,
  replaceCoverageSection,
} from './coverage';
import { catalogFileName, LANGUAGE_CODES } from './languages';
import { listMessageArguments } from './message-arguments';

const catalogs = readCatalogs(LANGUAGE_CODES);
const english = catalogs.en;
const coverage = measureCoverage(catalogs);

describe('the catalogs', () => {
  it('are exactly one file per language code of the spec (49)', () => {
    expect(LANGUAGE_CODES).toHaveLength(49);
    const files = readdirSync(CATALOG_DIRECTORY).sort();
    expect(files).toEqual(LANGUAGE_CODES.map(catalogFileName).sort());
  });

  it('lists each catalog’s coverage, English complete', () => {
    console.log(`translation coverage\n${formatCoverageTable(coverage)}`);
    expect(coverage).toHaveLength(49);
    expect(coverage[0]).toMatchObject({ language: 'en', share: 1 });
    expect(Object.keys(english).length).toBeGreaterThan(100);
    // Every non-English catalog translates something; the spec lets coverage vary by language.
    for (const row of coverage.slice(1)) expect(row.translated, row.language).toBeGreaterThan(0);
  });

  it('match the coverage table in the top-level README.md (scripts/i18n-coverage.ts --write)', () => {
    // Prettier pads Markdown tables, so compare with runs of spaces and dashes collapsed.
    const normalize = (text: string) => text.replace(/ +/g, ' ').replace(/-+/g, '-');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readCoverageSection(readme);
    expect(section, 'the README has no coverage markers').toBeDefined();
    expect(normalize(section!)).toBe(normalize(formatCoverageTable(coverage)));
  });

  it('rewrite only the README section between the markers', () => {
    const readme = `# Title\n\nBefore.\n\n${COVERAGE_START}\n\nold table\n\n${COVERAGE_END}\n\nAfter.\n`;
    const written = replaceCoverageSection(readme, '| new |');
    expect(written).toBe(`# Title\n\nBefore.\n\n${COVERAGE_START}\n\n| new |\n\n${COVERAGE_END}\n\nAfter.\n`);
    expect(readCoverageSection(written)).toBe('| new |');
    expect(() => replaceCoverageSection('# no markers', '| t |')).toThrow(/coverage/);
  });

  it('translate rather than copy English', () => {
    for (const row of coverage.slice(2)) {
      // A handful of words are the same in some languages ("Zoom", "Radian"); more would be copies.
      expect(row.sameAsEnglish, row.language).toBeLessThanOrEqual(Math.max(2, row.translated * 0.1));
    }
  });

  it('hold only ids English has', () => {
    for (const [language, catalog] of Object.entries(catalogs)) {
      const unknown = Object.keys(catalog).filter((id) => !(id in english));
      expect(unknown, language).toEqual([]);
    }
  });

  it('parse as ICU and keep English’s placeholders and select options', () => {
    const englishArguments = Object.fromEntries(
      Object.entries(english).map(([id, message]) => [id, listMessageArguments(message)]),
    );
    for (const [language, catalog] of Object.entries(catalogs)) {
      for (const [id, message] of Object.entries(catalog)) {
        expect(listMessageArguments(message), `${language} ${id}`).toEqual(englishArguments[id]);
      }
    }
  });

  it('give every language error code of the language a message', () => {
    // The codes are a type in language/parse-error.ts; read them from the source so a new code fails here.
    const source = readFileSync(new URL('../language/parse-error.ts', import.meta.url), 'utf8');
    const union = /export type LanguageErrorCode =([^;]+);/.exec(source)?.[1] ?? '';
    const codes = [...union.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) expect(english[`error.${code}`], code).toEqual(expect.any(String));
  });
});

describe('listMessageArguments', () => {
  it('finds placeholders, select options and rejects broken syntax', () => {
    expect(listMessageArguments('Table {index} column {column}')).toEqual(['column', 'index']);
    expect(listMessageArguments('{kind, select, note {a} other {b}} {index}')).toEqual([
      'index',
      'kind',
      'kind=note',
      'kind=other',
    ]);
    expect(() => listMessageArguments('Broken {index')).toThrow();
    // An ASCII apostrophe before a brace quotes it in ICU, which would silently drop the placeholder.
    expect(listMessageArguments("l'{source}'")).toEqual([]);
  });
});
