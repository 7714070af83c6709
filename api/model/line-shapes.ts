/**
 * Expression states as each version line spells them. Internally every item is a v1.1 state; a line's
 * input is reduced to the fields that line knows, and its output is written in that line's shape
 * (`style` in v0.9, Number bounds in v0.5).
 */
import { isTable } from './expression-fields';
import type { VersionLineDefinition } from './version-lines';
import type { ExpressionState, ItemState, TableColumn } from './types';

/** Fields getExpressions always reports, with their values when never set (spec: "getExpressions item"). */
export const EXPRESSION_DEFAULTS: Readonly<Partial<ExpressionState>> = Object.freeze({
  hidden: false,
  secret: false,
  lineStyle: 'solid',
  pointStyle: 'point',
  fillOpacity: 0.4,
  dragMode: 'AUTO',
  label: '',
  showLabel: false,
});

/** Notes and folders have one shape in every line: the best-known product's (`folderId` is on members). */
const ITEM_FIELDS = {
  text: ['type', 'id', 'folderId', 'text', 'secret'],
  folder: ['type', 'id', 'title', 'collapsed', 'hidden', 'secret'],
} as const;

const CONSTANTS: Record<string, number> = { pi: Math.PI, tau: 2 * Math.PI, e: Math.E };

/** A LaTeX bound as a Number for v0.5 pages: a number, or a multiple of e, \pi or \tau. */
export function boundToNumber(latex: string): number {
  const plain = Number(latex);
  if (latex.trim() !== '' && !Number.isNaN(plain)) return plain;
  const match = /^\s*(-?)\s*(\d*\.?\d*)\s*\\?(pi|tau|e)\s*$/.exec(latex);
  if (!match) return NaN;
  const factor = match[2] === '' ? 1 : Number(match[2]);
  return (match[1] === '-' ? -1 : 1) * factor * CONSTANTS[match[3]];
}

function pick(source: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) if (source[field] !== undefined) result[field] = source[field];
  return result;
}

/** The part of a setExpression argument the line reads. v1.1 also honors the older `style`. */
export function inputForLine(input: unknown, line: VersionLineDefinition): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  if (source.type === 'table') {
    const table = pick(source, ['type', 'id', 'folderId', 'columns']);
    if (Array.isArray(source.columns)) {
      table.columns = source.columns.map((column) =>
        column && typeof column === 'object'
          ? pick(column as Record<string, unknown>, line.columnFields)
          : column,
      );
    }
    return table;
  }
  if (source.type === 'text' || source.type === 'folder') return pick(source, ITEM_FIELDS[source.type]);
  const fields = line.line === 'v1.1' ? [...line.expressionFields, 'style'] : line.expressionFields;
  return pick(source, [...fields, 'folderId']);
}

function columnForLine(column: TableColumn, line: VersionLineDefinition): TableColumn {
  const copy = JSON.parse(JSON.stringify(column)) as Record<string, unknown>;
  return pick(copy, line.columnFields) as unknown as TableColumn;
}

/** A getExpressions item in the line's shape: a fresh object the page may keep and change. */
export function outputForLine(item: ItemState, line: VersionLineDefinition): Record<string, unknown> {
  // Images have one shape in every line (they came from the UI or a state, never from a line's setExpression).
  if (item.type === 'image') return JSON.parse(JSON.stringify(item)) as Record<string, unknown>;
  if (item.type === 'text' || item.type === 'folder')
    return pick({ ...item } as Record<string, unknown>, ITEM_FIELDS[item.type]);
  if (isTable(item)) {
    const columns = item.columns.map((column) => columnForLine(column, line));
    return item.folderId === undefined
      ? { type: 'table', id: item.id, columns }
      : { type: 'table', id: item.id, folderId: item.folderId, columns };
  }
  const full = JSON.parse(JSON.stringify({ ...EXPRESSION_DEFAULTS, ...item })) as Record<string, unknown>;
  if (line.singleStyleField) full.style = item.pointStyle ?? item.lineStyle ?? 'solid';
  const result = pick(full, [...line.expressionFields, 'folderId']);
  if (line.numericBounds) {
    for (const key of ['sliderBounds', 'domain'] as const) {
      const bounds = result[key] as Record<string, string> | undefined;
      if (!bounds) continue;
      result[key] = Object.fromEntries(
        Object.entries(bounds)
          .filter(([, value]) => value !== '')
          .map(([name, value]) => [name, boundToNumber(value)]),
      );
    }
  }
  return result;
}
