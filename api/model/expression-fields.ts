/**
 * Reading the fields of one `setExpression` argument. A field of the wrong type is ignored (the call
 * still applies its other fields), so a page that passes `hidden: 'yes'` or a newer field never breaks;
 * only what makes the whole call meaningless (the type, the id, the latex, a table without columns)
 * rejects it. Bounds are LaTeX strings; Numbers are converted, as the spec says.
 */
import { isHexColor } from './colors';
import { DragModes, LINE_STYLE_ALIASES, LINE_STYLES, POINT_STYLES, type DragMode } from './enums';
import { readFolderId } from './list-folders';
import type { ExpressionState, ItemState, TableColumn, TableState } from './types';

type Fields = Record<string, unknown>;

export const DEFAULT_SLIDER_BOUNDS = Object.freeze({ min: '-10', max: '10', step: '' });
export const DEFAULT_DOMAIN = Object.freeze({ min: '0', max: '1' });

function bound(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && !Number.isNaN(value)) return String(value);
  return undefined;
}

/** A finite Number (or a numeric string, as the product's states hold them) clamped to [min, max]. */
function readNumberIn(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return undefined;
  return Math.min(max, Math.max(min, number));
}

export function readLineStyle(value: unknown): ExpressionState['lineStyle'] | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.toLowerCase();
  if (LINE_STYLES.includes(name)) return name as ExpressionState['lineStyle'];
  return LINE_STYLE_ALIASES[name];
}

export function readPointStyle(value: unknown): ExpressionState['pointStyle'] | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.toLowerCase();
  return POINT_STYLES.includes(name) ? (name as ExpressionState['pointStyle']) : undefined;
}

function readDragMode(value: unknown): DragMode | undefined {
  return typeof value === 'string' && value in DragModes ? (value as DragMode) : undefined;
}

function readSliderBounds(value: unknown, current: ExpressionState['sliderBounds']) {
  if (!value || typeof value !== 'object') return undefined;
  const input = value as Fields;
  const base = current ?? DEFAULT_SLIDER_BOUNDS;
  const step = input.step === undefined || input.step === null ? '' : bound(input.step);
  return {
    min: bound(input.min) ?? base.min,
    max: bound(input.max) ?? base.max,
    step: step ?? base.step,
  };
}

function readDomain(value: unknown, current: ExpressionState['domain']) {
  if (!value || typeof value !== 'object') return undefined;
  const input = value as Fields;
  const base = current ?? DEFAULT_DOMAIN;
  return { min: bound(input.min) ?? base.min, max: bound(input.max) ?? base.max };
}

const HISTOGRAM_MODES: readonly string[] = ['count', 'relative', 'density'];

/** A statistical plot's options merged over the current ones; undefined when none is acceptable. */
function readVizProps(value: unknown, current: ExpressionState['vizProps']): ExpressionState['vizProps'] {
  if (!value || typeof value !== 'object') return undefined;
  const input = value as Fields;
  const next: NonNullable<ExpressionState['vizProps']> = { ...current };
  if (typeof input.histogramMode === 'string' && HISTOGRAM_MODES.includes(input.histogramMode))
    next.histogramMode = input.histogramMode as 'count' | 'relative' | 'density';
  if (typeof input.showBoxplotOutliers === 'boolean') next.showBoxplotOutliers = input.showBoxplotOutliers;
  return Object.keys(next).length > 0 ? next : undefined;
}

/** The optional fields of an expression input that are acceptable, merged over `current`. */
export function readExpressionFields(input: Fields, current: ExpressionState): ExpressionState {
  const next: ExpressionState = { ...current };
  const set = <K extends keyof ExpressionState>(key: K, value: ExpressionState[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  if (typeof input.latex === 'string') next.latex = input.latex;
  // A color that is not a hex color is ignored like any field of the wrong type (issue 22: 'red' or markup
  // used to be stored and then throw in the renderer on every frame).
  if (isHexColor(input.color)) next.color = input.color;
  for (const flag of ['hidden', 'secret', 'points', 'lines', 'fill', 'showLabel'] as const) {
    if (typeof input[flag] === 'boolean') next[flag] = input[flag] as boolean;
  }
  // A regression's options (the best-known product's field names).
  if (typeof input.isLogModeRegression === 'boolean') next.isLogModeRegression = input.isLogModeRegression;
  if (typeof input.residualVariable === 'string') next.residualVariable = input.residualVariable;
  // `style` is the v0.9 field: a point style or a curve style in one.
  if (input.style !== undefined) {
    set('pointStyle', readPointStyle(input.style));
    set('lineStyle', readLineStyle(input.style));
  }
  set('lineStyle', readLineStyle(input.lineStyle));
  set('pointStyle', readPointStyle(input.pointStyle));
  if (typeof input.fillOpacity === 'number' && Number.isFinite(input.fillOpacity)) {
    next.fillOpacity = Math.min(1, Math.max(0, input.fillOpacity));
  }
  // Sizes outside these ranges would make a curve vanish or cover the graph; they are clamped like fillOpacity.
  set('lineWidth', readNumberIn(input.lineWidth, 0.5, 20));
  set('lineOpacity', readNumberIn(input.lineOpacity, 0, 1));
  set('pointSize', readNumberIn(input.pointSize, 2, 40));
  set('sliderBounds', readSliderBounds(input.sliderBounds, current.sliderBounds));
  set('domain', readDomain(input.domain, current.domain));
  set('dragMode', readDragMode(input.dragMode));
  if (typeof input.label === 'string') next.label = input.label;
  if (typeof input.randomSeed === 'string' && input.randomSeed !== '') next.randomSeed = input.randomSeed;
  set('vizProps', readVizProps(input.vizProps, current.vizProps));
  const folderId = readFolderId(input, current.folderId);
  if (folderId === undefined) delete next.folderId;
  else next.folderId = folderId;
  return next;
}

/** The columns of a table input, or undefined when they cannot be a table. */
export function readTableColumns(
  value: unknown,
  current: readonly TableColumn[] | undefined,
  nextColor: () => string,
): TableColumn[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const columns: TableColumn[] = [];
  for (const [index, raw] of value.entries()) {
    if (!raw || typeof raw !== 'object') return undefined;
    const input = raw as Fields;
    if (typeof input.latex !== 'string') return undefined;
    const previous = current?.[index];
    const column: TableColumn = { latex: input.latex };
    if (Array.isArray(input.values)) column.values = input.values.map((item) => bound(item) ?? '');
    else if (previous?.values) column.values = previous.values;
    if (index > 0) {
      column.color = isHexColor(input.color) ? input.color : (previous?.color ?? nextColor());
    }
    for (const flag of ['hidden', 'points', 'lines'] as const) {
      if (typeof input[flag] === 'boolean') column[flag] = input[flag] as boolean;
    }
    const lineStyle = readLineStyle(input.lineStyle);
    if (lineStyle) column.lineStyle = lineStyle;
    const pointStyle = readPointStyle(input.pointStyle);
    if (pointStyle) column.pointStyle = pointStyle;
    if (
      typeof input.columnMode === 'string' &&
      ['POINTS', 'LINES', 'POINTS_AND_LINES'].includes(input.columnMode)
    )
      column.columnMode = input.columnMode as TableColumn['columnMode'];
    const dragMode = readDragMode(input.dragMode);
    if (dragMode) column.dragMode = dragMode;
    columns.push(column);
  }
  return columns;
}

export function isTable(state: ItemState): state is TableState {
  return state.type === 'table';
}
