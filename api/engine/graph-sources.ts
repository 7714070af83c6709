/**
 * The expression list as the engine worker takes it, and the styles its table columns are drawn in.
 *
 * Expressions go as id, LaTeX, hidden, `lines` (for point lists) and the parametric domain's LaTeX (the
 * worker evaluates it and reports bad bounds); tables go as their columns (header, cells, hidden, points, lines). The column
 * flags resolve the deprecated `columnMode` (spec: replaced by the booleans, which win when both are
 * given): POINTS draws points, LINES lines, POINTS_AND_LINES both; a column without either is points only.
 * The spec ignores color, hidden and columnMode of the first column, which is every point's x.
 */
import type { ExpressionInput, TableColumnInput, TableInput } from '../../worker/protocol';
import { isTable } from '../model/expression-fields';
import { planTableDrag } from '../interaction/point-drag';
import type { ExpressionState, ItemState, TableColumn } from '../model/types';

/** Geometry of a table's column is styled by this pseudo-expression's id (see `tableColumnStyles`). */
export function columnStyleId(tableId: string, column: number): string {
  return `${tableId}\u0000${column}`;
}

export function columnFlags(column: TableColumn): { points: boolean; lines: boolean } {
  const mode = column.columnMode;
  return {
    points: column.points ?? mode !== 'LINES',
    lines: column.lines ?? (mode === 'LINES' || mode === 'POINTS_AND_LINES'),
  };
}

export function engineExpressions(items: readonly ItemState[]): ExpressionInput[] {
  return items
    .filter((item): item is ExpressionState => item.type === 'expression')
    .map((state) => {
      const input: { -readonly [key in keyof ExpressionInput]: ExpressionInput[key] } = {
        id: state.id,
        latex: state.latex,
        hidden: state.hidden === true,
      };
      if (state.isLogModeRegression === true) input.isLogModeRegression = true;
      if (state.residualVariable) input.residualVariable = state.residualVariable;
      if (state.lines === true) input.lines = true;
      if (state.fill === true) input.fill = true;
      if (state.randomSeed) input.randomSeed = state.randomSeed;
      const { histogramMode, showBoxplotOutliers } = state.vizProps ?? {};
      if (histogramMode && histogramMode !== 'count') input.histogramMode = histogramMode;
      if (showBoxplotOutliers === true) input.showBoxplotOutliers = true;
      if (state.domain)
        input.parameterDomainLatex = { min: String(state.domain.min), max: String(state.domain.max) };
      return input;
    });
}

export function engineTables(items: readonly ItemState[]): TableInput[] {
  return items.filter(isTable).map((table) => ({
    id: table.id,
    columns: table.columns.map((column, index): TableColumnInput => ({
      latex: column.latex,
      values: column.values ?? [],
      hidden: index > 0 && column.hidden === true,
      ...columnFlags(column),
    })),
  }));
}

/**
 * Each drawn column of each table as the expression state its geometry is styled by: the column's color,
 * point and line style (a draggable column's points stay filled dots), and resolved flags, under
 * `columnStyleId`.
 */
export function tableColumnStyles(items: readonly ItemState[]): ExpressionState[] {
  return items.filter(isTable).flatMap((table) =>
    table.columns.flatMap((column, index): ExpressionState[] => {
      if (index === 0) return [];
      const style: ExpressionState = {
        type: 'expression',
        id: columnStyleId(table.id, index),
        latex: column.latex,
        color: column.color ?? '#2d70b3',
        hidden: column.hidden === true,
        ...columnFlags(column),
      };
      // The spec's style rule: OPEN and CROSS only for points that cannot be dragged.
      if (column.pointStyle && !planTableDrag(table, index, 0)) style.pointStyle = column.pointStyle;
      if (column.lineStyle) style.lineStyle = column.lineStyle;
      return [style];
    }),
  );
}
