/**
 * Sampled geometry as the renderer draws it: only expressions still listed and shown, in their color and
 * style. Strict inequality boundaries (`<`, `>`) are dashed whatever the line style, since their points
 * are not part of the region; regions are shaded at the expression's fillOpacity (spec default 0.4).
 */
import {
  typesetNumber,
  type DrawableCurve,
  type DrawableFill,
  type DrawablePointSet,
} from '../../renderer-gl/index';
import type { CurveGeometry, FillGeometry, PointsGeometry } from '../../worker/protocol';
import { columnStyleId } from './graph-sources';
import { findSliders, planPointDrag, type SliderDefinition } from '../interaction/point-drag';
import type { ExpressionState } from '../model/types';

const LINE_STYLES = { solid: 'SOLID', dashed: 'DASHED', dotted: 'DOTTED' } as const;
const POINT_STYLES = { point: 'POINT', open: 'OPEN', cross: 'CROSS' } as const;
const DEFAULT_FILL_OPACITY = 0.4;

/** The style of a table column's geometry is the pseudo-expression `graph-sources.ts` makes for it. */
function styleKey(geometry: { id: string; column?: number }): string {
  return geometry.column === undefined ? geometry.id : columnStyleId(geometry.id, geometry.column);
}

function shownStates(expressions: readonly ExpressionState[]): Map<string, ExpressionState> {
  return new Map(
    expressions.filter((state) => state.hidden !== true).map((state) => [state.id, state] as const),
  );
}

export function drawableCurves(
  curves: readonly CurveGeometry[],
  expressions: readonly ExpressionState[],
): DrawableCurve[] {
  const states = shownStates(expressions);
  const drawn: DrawableCurve[] = [];
  for (const curve of curves) {
    const state = states.get(styleKey(curve));
    if (!state || state.lines === false) continue;
    const lineStyle = curve.strictBoundary ? 'DASHED' : LINE_STYLES[state.lineStyle ?? 'solid'];
    drawn.push({
      ...curve,
      color: state.color,
      lineStyle,
      lineWidth: state.lineWidth,
      opacity: state.lineOpacity,
    });
  }
  return drawn;
}

export function drawableFills(
  fills: readonly FillGeometry[],
  expressions: readonly ExpressionState[],
): DrawableFill[] {
  const states = shownStates(expressions);
  const drawn: DrawableFill[] = [];
  for (const fill of fills) {
    const state = states.get(styleKey(fill));
    if (!state || state.fill === false) continue;
    const opacity = Number.isFinite(state.fillOpacity) ? state.fillOpacity! : DEFAULT_FILL_OPACITY;
    drawn.push({ ...fill, color: state.color, opacity: Math.min(1, Math.max(0, opacity)) });
  }
  return drawn;
}

export function drawablePoints(
  pointSets: readonly PointsGeometry[],
  expressions: readonly ExpressionState[],
): DrawablePointSet[] {
  const states = shownStates(expressions);
  // Read from the whole list once, and only when an open or cross point asks (the style rule).
  let found: ReadonlyMap<string, SliderDefinition> | undefined;
  const sliders = () => (found ??= findSliders(expressions));
  const drawn: DrawablePointSet[] = [];
  for (const set of pointSets) {
    const state = states.get(styleKey(set));
    if (!state || state.points === false || set.x.length === 0) continue;
    drawn.push({
      id: set.id,
      color: state.color,
      originX: set.originX,
      originY: set.originY,
      positions: set.positions,
      style: pointStyleOf(state, sliders),
      size: state.pointSize,
      labels: state.showLabel ? labelsOf(set, state.label) : undefined,
    });
  }
  return drawn;
}

/**
 * The spec's style rule: OPEN and CROSS take effect only for points that cannot be dragged (dragMode NONE,
 * or AUTO resolving to a static point); a draggable point stays a filled dot, the mark of a handle.
 */
function pointStyleOf(state: ExpressionState, sliders: () => ReadonlyMap<string, SliderDefinition>) {
  const style = state.pointStyle ?? 'point';
  if (style === 'point') return 'POINT';
  return planPointDrag(state, sliders()) ? 'POINT' : POINT_STYLES[style];
}

/** The label text, or by default (no label, or '') the point's coordinates. */
function labelsOf(set: PointsGeometry, label: string | undefined) {
  const labels = [];
  for (let index = 0; index < set.x.length; index++) {
    const x = set.x[index];
    const y = set.y[index];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    labels.push({ text: label ? label : `(${formatCoordinate(x)}, ${formatCoordinate(y)})`, x, y });
  }
  return labels;
}

function formatCoordinate(value: number): string {
  return typesetNumber(String(Number(value.toPrecision(6))));
}
