/**
 * Which points a person may drag, and what a drag writes back, by the spec's dragMode rules.
 *
 * A point is `(X, Y)` or a named assignment `A=(X, Y)`. Each coordinate can move when it is a slider
 * variable (a name defined by a plain number, `a=1`: the drag rewrites that definition, so observers, the
 * slider and undo all see one ordinary expression change) or a number literal (the drag rewrites the
 * number inside the point's own LaTeX). A coordinate that is any other expression (`a+1`) stays put.
 * AUTO moves slider coordinates, and literal ones only for a named point (an unnamed `(1,2)` is static);
 * X, Y and XY name the axes explicitly; NONE never moves.
 *
 * A table's point (a row of a column after the first) moves by rewriting its cells: x is the first
 * column's cell, y the column's own. The column's dragMode (default NONE) says which, and only explicit
 * values move (spec: no effect on computed values); AUTO moves whichever of the two are explicit.
 */
import { latexConstant, parseLatex, type StatementNode } from '../../language/index';
import type { ExpressionNode } from '../../language/index';
import type { ExpressionState, TableColumn, TableState } from '../model/types';

export interface SliderDefinition {
  /** The id of the expression `name=value` that defines it. */
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly min?: number;
  readonly max?: number;
  /** Positive: values snap to multiples of it from `min` (or 0). */
  readonly step?: number;
}

type CoordinateTarget =
  | { readonly kind: 'slider'; readonly slider: SliderDefinition }
  | { readonly kind: 'literal'; readonly start: number; readonly end: number };

export interface PointDragPlan {
  readonly id: string;
  readonly latex: string;
  readonly x?: CoordinateTarget;
  readonly y?: CoordinateTarget;
}

/**
 * One list change a drag makes, as `setExpression` takes it: the whole new LaTeX of an expression, or a
 * table's new columns.
 */
export type DragEdit =
  | { readonly id: string; readonly latex: string }
  | { readonly type: 'table'; readonly id: string; readonly columns: readonly TableColumn[] };

/** A table point that may be dragged: which of its cells a drag rewrites. */
export interface TableDragPlan {
  readonly table: TableState;
  readonly column: number;
  readonly row: number;
  readonly x: boolean;
  readonly y: boolean;
}

function parse(latex: string): StatementNode | undefined {
  try {
    return parseLatex(latex);
  } catch {
    return undefined;
  }
}

function numberValue(node: ExpressionNode): number | undefined {
  if (node.type === 'number') return node.value;
  if (node.type === 'negate' && node.operand.type === 'number') return -node.operand.value;
  return undefined;
}

const INPUT_NAMES = new Set(['x', 'y', 't', 'r', '\\theta']);

function readBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = latexConstant(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Every slider of the list: a name defined by a plain number (`a=1`, `b_{2}=-0.5`). */
export function findSliders(expressions: readonly ExpressionState[]): Map<string, SliderDefinition> {
  const sliders = new Map<string, SliderDefinition>();
  for (const state of expressions) {
    const statement = parse(state.latex);
    if (statement?.type !== 'equation' || statement.left.type !== 'identifier') continue;
    const { name } = statement.left;
    const value = numberValue(statement.right);
    if (value === undefined || INPUT_NAMES.has(name)) continue;
    const step = readBound(state.sliderBounds?.step);
    sliders.set(name, {
      id: state.id,
      name,
      value,
      min: readBound(state.sliderBounds?.min),
      max: readBound(state.sliderBounds?.max),
      step: step !== undefined && step > 0 ? step : undefined,
    });
  }
  return sliders;
}

function coordinateTarget(
  node: ExpressionNode,
  sliders: ReadonlyMap<string, SliderDefinition>,
): CoordinateTarget | undefined {
  if (node.type === 'identifier') {
    const slider = sliders.get(node.name);
    return slider ? { kind: 'slider', slider } : undefined;
  }
  return numberValue(node) === undefined ? undefined : { kind: 'literal', start: node.start, end: node.end };
}

/** How the point of `state` may be dragged; undefined when it may not. */
export function planPointDrag(
  state: ExpressionState,
  sliders: ReadonlyMap<string, SliderDefinition>,
): PointDragPlan | undefined {
  const mode = state.dragMode ?? 'AUTO';
  if (mode === 'NONE') return undefined;
  const statement = parse(state.latex);
  if (!statement) return undefined;
  const named = statement.type === 'equation' && statement.left.type === 'identifier';
  const point = statement.type === 'expression' ? statement.expression : named ? statement.right : undefined;
  if (point?.type !== 'tuple' || point.elements.length !== 2) return undefined;
  const allowed = (axis: 'X' | 'Y', target: CoordinateTarget | undefined) => {
    if (!target) return undefined;
    if (mode === 'AUTO') return target.kind === 'slider' || named ? target : undefined;
    return mode.includes(axis) ? target : undefined;
  };
  const x = allowed('X', coordinateTarget(point.elements[0], sliders));
  const y = allowed('Y', coordinateTarget(point.elements[1], sliders));
  if (!x && !y) return undefined;
  return { id: state.id, latex: state.latex, x, y };
}

function snapToSlider(value: number, slider: SliderDefinition): number {
  let snapped = value;
  if (slider.step !== undefined) {
    const base = slider.min ?? 0;
    snapped = base + Math.round((snapped - base) / slider.step) * slider.step;
  }
  if (slider.min !== undefined) snapped = Math.max(slider.min, snapped);
  if (slider.max !== undefined) snapped = Math.min(slider.max, snapped);
  return snapped;
}

/**
 * A number as the LaTeX a person would type, with as many decimals as one screen pixel resolves (a drag
 * cannot mean more precision than that, and `0.3000000000004` would fill the list).
 */
export function formatDraggedNumber(value: number, unitsPerPixel: number): string {
  const decimals = Math.min(15, Math.max(0, -Math.floor(Math.log10(unitsPerPixel))));
  const text = String(Number(value.toFixed(decimals)));
  if (!/e/i.test(text)) return text === '-0' ? '0' : text;
  const [mantissa, exponent] = text.split(/e/i);
  return `${mantissa}\\cdot10^{${Number(exponent)}}`;
}

/**
 * The expression changes that move the planned point to (x, y). Coordinates with no target keep their
 * value. `unitsPerPixel` sets the precision written for each axis.
 */
export function dragEdits(
  plan: PointDragPlan,
  to: { x: number; y: number },
  unitsPerPixel: { x: number; y: number },
): DragEdit[] {
  const edits: DragEdit[] = [];
  const literals: { start: number; end: number; text: string }[] = [];
  for (const axis of ['x', 'y'] as const) {
    const target = plan[axis];
    if (!target) continue;
    if (target.kind === 'slider') {
      const value = snapToSlider(to[axis], target.slider);
      const text =
        target.slider.step !== undefined
          ? String(Number(value.toPrecision(12)))
          : formatDraggedNumber(value, unitsPerPixel[axis]);
      edits.push({ id: target.slider.id, latex: `${target.slider.name}=${text}` });
    } else {
      literals.push({
        start: target.start,
        end: target.end,
        text: formatDraggedNumber(to[axis], unitsPerPixel[axis]),
      });
    }
  }
  if (literals.length > 0) {
    let latex = plan.latex;
    for (const literal of literals.sort((first, second) => second.start - first.start)) {
      latex = latex.slice(0, literal.start) + literal.text + latex.slice(literal.end);
    }
    edits.push({ id: plan.id, latex });
  }
  return edits;
}

/** A column of explicit values: a variable header (`x_1`), not an expression computed from others. */
function hasExplicitValues(column: TableColumn | undefined): boolean {
  if (!column) return false;
  const statement = parse(column.latex);
  return statement?.type === 'expression' && statement.expression.type === 'identifier';
}

/** How the point at `row` of `column` (after the first) may be dragged; undefined when it may not. */
export function planTableDrag(table: TableState, column: number, row: number): TableDragPlan | undefined {
  const own = table.columns[column];
  if (column < 1 || !own) return undefined;
  const mode = own.dragMode ?? 'NONE';
  if (mode === 'NONE') return undefined;
  const xExplicit = hasExplicitValues(table.columns[0]);
  const yExplicit = hasExplicitValues(own);
  const x = xExplicit && (mode === 'AUTO' || mode.includes('X'));
  const y = yExplicit && (mode === 'AUTO' || mode.includes('Y'));
  return x || y ? { table, column, row, x, y } : undefined;
}

/** The table change that moves the planned point to (x, y): its cells, as numbers a person would type. */
export function tableDragEdit(
  plan: TableDragPlan,
  to: { x: number; y: number },
  unitsPerPixel: { x: number; y: number },
): DragEdit {
  const written = new Map<number, string>();
  if (plan.x) written.set(0, formatDraggedNumber(to.x, unitsPerPixel.x));
  if (plan.y) written.set(plan.column, formatDraggedNumber(to.y, unitsPerPixel.y));
  const columns = plan.table.columns.map((column, index) => {
    const text = written.get(index);
    if (text === undefined) return column;
    const values = [...(column.values ?? [])];
    while (values.length <= plan.row) values.push('');
    values[plan.row] = text;
    return { ...column, values };
  });
  return { type: 'table', id: plan.table.id, columns };
}
