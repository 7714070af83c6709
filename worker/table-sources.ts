/**
 * Tables as graph sources. A table's columns become entries of the list analysis, so that what they
 * define is seen by every expression and what they use is checked like any expression:
 *
 * - a column whose header is a variable (`x_1`, `y_1`, `x`) holds explicit values; the header is defined
 *   as the list of its cells (`listValues`), except `x` and `y`, which only name the column;
 * - any other header is a computed column: an expression of the first column's variable, evaluated per row
 *   (`x_1^2` evaluates to a list once `x_1` is defined; `x^2` under a first column `x` is a curve of x,
 *   run in the VM at the first column's values).
 *
 * Every column after the first is drawn as the points (first column, this column), joined by lines when
 * its `lines` flag is set. Cells are parsed as plain numbers where they are (the common case, and the
 * only cheap way to 100,000 rows); other cells (`\pi`, `\frac{1}{2}`) are evaluated on their own.
 */
import { parseLatex, type ExpressionListInput, type ListEntryAnalysis } from '../language/index';
import { latexConstant } from '../language/index';
import type { Engine } from '../engine-wasm/index';
import type { TableColumnAnalysis, TableInput, WireExpressionAnalysis } from './protocol';

/** Separates a table's id from a column index in the ids of its list entries (ids never hold it). */
const ENTRY_SEPARATOR = '\u0000';
const PLAIN_NUMBER = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

export interface TableColumnPlan {
  readonly entryId: string;
  readonly kind: 'values' | 'computed';
  /** Explicit values, parsed: NaN for empty or undefined cells. */
  readonly values?: Float64Array;
}

export interface TablePlan {
  readonly table: TableInput;
  readonly columns: readonly TableColumnPlan[];
}

/** A table column's values after analysis, or why it has none. */
export interface ResolvedColumn {
  readonly analysis: TableColumnAnalysis;
  readonly values?: Float64Array;
}

export function columnEntryId(tableId: string, column: number): string {
  return `${tableId}${ENTRY_SEPARATOR}${column}`;
}

function isVariableHeader(latex: string): boolean {
  try {
    const statement = parseLatex(latex);
    return statement.type === 'expression' && statement.expression.type === 'identifier';
  } catch {
    return false;
  }
}

/** A cell's number: plain decimals directly, anything else through the language on its own. */
function cellValue(latex: string, degreeMode: boolean): number {
  // Number() first: it is the fast path for 100,000 cells, but also reads '' as 0 and '0x1f' as hex,
  // which the pattern then rules out.
  const number = Number(latex);
  if (!Number.isNaN(number) && PLAIN_NUMBER.test(latex)) return number;
  if (latex.trim() === '') return NaN;
  return latexConstant(latex, degreeMode);
}

/** Every table's columns as list entries, and the plan that reads their analysis back. */
/** `degreeMode`: a cell such as `\sin(90)` reads its angle in the calculator's unit. */
export function planTables(
  tables: readonly TableInput[],
  degreeMode: boolean,
): {
  inputs: ExpressionListInput[];
  plans: TablePlan[];
} {
  const inputs: ExpressionListInput[] = [];
  const plans = tables.map((table): TablePlan => {
    const columns = table.columns.map((column, index): TableColumnPlan => {
      const entryId = columnEntryId(table.id, index);
      if (!isVariableHeader(column.latex)) {
        inputs.push({ id: entryId, latex: column.latex });
        return { entryId, kind: 'computed' };
      }
      const values = new Float64Array(column.values.length);
      for (let row = 0; row < values.length; row++) values[row] = cellValue(column.values[row], degreeMode);
      inputs.push({ id: entryId, latex: column.latex, listValues: Array.from(values) });
      return { entryId, kind: 'values', values };
    });
    return { table, columns };
  });
  return { inputs, plans };
}

function failed(message: string, code: string): ResolvedColumn {
  return { analysis: { isError: true, errorMessage: message, errorCode: code } };
}

/**
 * Each column's values from the analysis: explicit values as parsed; a computed column evaluated per row
 * of the first column (a number is the same in every row).
 */
export function resolveColumns(
  engine: Engine,
  plan: TablePlan,
  entries: ReadonlyMap<string, ListEntryAnalysis>,
): ResolvedColumn[] {
  const firstValues = plan.columns[0]?.values;
  const firstIsX = plan.table.columns[0]?.latex.trim() === 'x';
  return plan.columns.map((column, index): ResolvedColumn => {
    const entry = entries.get(column.entryId);
    if (!entry) return failed('This column could not be analyzed', 'internal-error');
    if (entry.effect.kind === 'error') {
      const { message, code, start, end } = entry.effect.error;
      const errorSource = plan.table.columns[index].latex.slice(start, end);
      return { analysis: { isError: true, errorMessage: message, errorCode: code, errorSource } };
    }
    if (column.kind === 'values') return { analysis: { isError: false }, values: column.values };
    if (index === 0) return failed('The first column of a table needs values', 'unsupported-graph');
    const rows = firstValues?.length ?? 0;
    const { effect } = entry;
    let values: Float64Array | undefined;
    if (effect.kind === 'evaluation') {
      values =
        typeof effect.value === 'number'
          ? new Float64Array(rows).fill(effect.value)
          : Float64Array.from(effect.value);
    } else if (effect.kind === 'explicit' && effect.dependent === 'y' && firstIsX && firstValues) {
      values = engine.evaluate(effect.programs[0], { x: firstValues });
    }
    if (!values) {
      return failed(
        "A computed column may use only the first column's variable, such as x_1^2",
        'unsupported-graph',
      );
    }
    return { analysis: { isError: false, values: Array.from(values) }, values };
  });
}

/** The table's entry of `expressionAnalysis`: graphable, in error when a column is, with every column's. */
export function tableAnalysis(columns: readonly ResolvedColumn[]): WireExpressionAnalysis {
  const firstError = columns.find((column) => column.analysis.isError)?.analysis;
  const analysis: WireExpressionAnalysis = {
    isGraphable: true,
    isError: firstError !== undefined,
    columns: columns.map((column) => column.analysis),
  };
  if (firstError?.errorMessage) analysis.errorMessage = firstError.errorMessage;
  if (firstError?.errorCode) analysis.errorCode = firstError.errorCode;
  if (firstError?.errorSource !== undefined) analysis.errorSource = firstError.errorSource;
  return analysis;
}
