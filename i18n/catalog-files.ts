/**
 * Reads catalogs from i18n/catalogs/ on Node (the server). Kept apart from the browser door (index.ts) so
 * the calculator bundle never pulls in `node:fs`; the bundle receives its catalogs from the server prelude.
 * Each file is read on first request and kept: catalogs are a few kilobytes and change only on deploy.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { catalogFileName, type LanguageCode } from './languages';
import type { Catalog } from './translator';

export const CATALOG_DIRECTORY = join(fileURLToPath(new URL('.', import.meta.url)), 'catalogs');

const catalogCache = new Map<string, Catalog>();

export function readCatalog(code: LanguageCode, directory: string = CATALOG_DIRECTORY): Catalog {
  const path = join(directory, catalogFileName(code));
  let catalog = catalogCache.get(path);
  if (catalog === undefined) {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`${path}: a catalog is a JSON object of message id → message`);
    }
    for (const [id, message] of Object.entries(parsed)) {
      if (typeof message !== 'string') throw new Error(`${path}: message ${id} is not a string`);
    }
    catalog = parsed as Catalog;
    catalogCache.set(path, catalog);
  }
  return catalog;
}

/** The catalogs for these codes, keyed by code, in the order given. */
export function readCatalogs(codes: readonly LanguageCode[], directory?: string): Record<string, Catalog> {
  return Object.fromEntries(codes.map((code) => [code, readCatalog(code, directory)]));
}
