/**
 * The translation coverage table (catalog → translated share) as Markdown:
 * `npx tsx scripts/i18n-coverage.ts` prints it; `--write` rewrites the section between the coverage
 * markers of the top-level README.md (the rest of the README is left as it is) and runs Prettier over
 * the README, whose table padding is what `npm test`'s format check expects.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalogs } from '../i18n/catalog-files';
import { formatCoverageTable, measureCoverage, replaceCoverageSection } from '../i18n/coverage';
import { LANGUAGE_CODES } from '../i18n/languages';

const table = formatCoverageTable(measureCoverage(readCatalogs(LANGUAGE_CODES)));

if (process.argv.includes('--write')) {
  const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
  writeFileSync(readmePath, replaceCoverageSection(readFileSync(readmePath, 'utf8'), table));
  execFileSync('npx', ['prettier', '--write', readmePath], { stdio: 'inherit' });
} else {
  console.log(table);
}
