/**
 * Translation coverage: for each catalog, how many of English's message ids it translates. Entries equal
 * to the English text are counted apart, so a copy passed off as a translation shows in the table (some are
 * legitimately equal: "Zoom", "Radian", "Folder" in several languages).
 */
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './languages';
import type { Catalogs } from './translator';

export interface CoverageRow {
  language: string;
  translated: number;
  total: number;
  /** translated / total, 0…1. */
  share: number;
  /** Translated entries whose text equals English. */
  sameAsEnglish: number;
}

export function measureCoverage(catalogs: Catalogs): CoverageRow[] {
  const english = catalogs[FALLBACK_LANGUAGE];
  if (english === undefined) throw new Error('the English catalog is required');
  const ids = Object.keys(english);
  return LANGUAGE_CODES.filter((code) => catalogs[code] !== undefined).map((language) => {
    const catalog = catalogs[language];
    const present = ids.filter((id) => Object.prototype.hasOwnProperty.call(catalog, id));
    const sameAsEnglish =
      language === FALLBACK_LANGUAGE ? 0 : present.filter((id) => catalog[id] === english[id]).length;
    return {
      language,
      translated: present.length,
      total: ids.length,
      share: present.length / ids.length,
      sameAsEnglish,
    };
  });
}

/** The coverage table as Markdown, one row per catalog in the spec's order. */
export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const lines = [
    '| catalog | translated | share | same as English |',
    '| ------- | ---------: | ----: | --------------: |',
  ];
  for (const row of rows) {
    const percent = `${(row.share * 100).toFixed(0)}%`;
    lines.push(`| ${row.language} | ${row.translated}/${row.total} | ${percent} | ${row.sameAsEnglish} |`);
  }
  return lines.join('\n');
}
