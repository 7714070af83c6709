/**
 * Prints the translation coverage table (catalog → translated share) as Markdown, for i18n/README.md:
 * `npx tsx scripts/i18n-coverage.ts`.
 */
import { readCatalogs } from '../i18n/catalog-files';
import { formatCoverageTable, measureCoverage } from '../i18n/coverage';
import { LANGUAGE_CODES } from '../i18n/languages';

console.log(formatCoverageTable(measureCoverage(readCatalogs(LANGUAGE_CODES))));
