/**
 * What a paste into the list can mean besides text: table data (rows of numbers separated by tabs or
 * commas, as spreadsheets copy them), or a graph link in this library's share format.
 *
 * Share format (defined here): any http(s) URL whose fragment is `#calculator-state=` followed by the
 * saved state (`getState()`) as JSON, UTF-8, base64url without padding. A fragment never reaches a
 * server, so sharing a graph needs no storage, and the calculator page can read it back.
 */
import type { UiTableColumn } from './controller';

/** The spec's limit on rows a paste creates (option `pasteTableData`). */
export const MAX_PASTED_ROWS = 50;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Columns of a table from pasted text, or undefined when the text is not table data: at least two
 * columns, every row the same width, every cell a number (a first row of names is a header).
 */
export function parseTableData(text: string): UiTableColumn[] | undefined {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return undefined;
  const separator = lines[0].includes('\t') ? '\t' : ',';
  const rows = lines.map((line) => line.split(separator).map((cell) => cell.trim()));
  const width = rows[0].length;
  if (width < 2 || rows.some((row) => row.length !== width)) return undefined;
  const hasHeader = !rows[0].every((cell) => NUMBER.test(cell));
  const body = (hasHeader ? rows.slice(1) : rows).slice(0, MAX_PASTED_ROWS);
  if (body.length === 0 || !body.every((row) => row.every((cell) => NUMBER.test(cell)))) return undefined;
  return Array.from({ length: width }, (_, column) => ({
    latex: column === 0 ? 'x_{1}' : `y_{${column}}`,
    values: body.map((row) => String(Number(row[column]))),
  }));
}

const STATE_KEY = 'calculator-state=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** A share link for `state` on the page at `pageUrl`. */
export function writeGraphLink(pageUrl: string, state: unknown): string {
  const base = pageUrl.split('#')[0];
  return `${base}#${STATE_KEY}${toBase64Url(new TextEncoder().encode(JSON.stringify(state)))}`;
}

/** The state a share link carries, or undefined when the text is not one. */
export function readGraphLink(text: string): unknown {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/.test(trimmed)) return undefined;
  const fragment = trimmed.split('#')[1];
  if (!fragment?.startsWith(STATE_KEY)) return undefined;
  try {
    return JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(fragment.slice(STATE_KEY.length))),
    );
  } catch {
    return undefined;
  }
}
