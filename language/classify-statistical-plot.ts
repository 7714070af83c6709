/**
 * `histogram`, `dotplot` and `boxplot` as entries of their own: the geometry of a plot of a list known
 * before graphing, computed here once (so a pan reuses it) and drawn by the worker as filled rectangles,
 * segments and points in the row's color.
 *
 * Conventions (the best-known product's, as far as its documentation says; see README "Statistical plots"):
 * - `histogram(L)`, `histogram(L, w)`: bins of width w (default 1) whose edges are the multiples of w, each
 *   bin [kw, (k+1)w) closed on the left; a bar per bin that holds a value, as tall as its count. Relative
 *   and density heights are not in the syntax but the expression's `vizProps.histogramMode`, as the
 *   product keeps them: the worker rescales the counts (`histogramHeights`), so a change of mode is no
 *   new analysis.
 * - `dotplot(L)`, `dotplot(L, w)`: a dot per value stacked at heights 1, 2, 3, … over equal values, or with
 *   a width w over the values rounded to the nearest multiple of w.
 * - `boxplot(L)`: at height 1 (the box from 0.5 to 1.5), the box from Q1 to Q3 with the median across it,
 *   quartiles by `quartile`'s method (Moore and McCabe); whiskers to the most extreme values within 1.5 IQR
 *   of the box; values beyond them are drawn as points.
 * Undefined values (NaN) are left out of every plot.
 */
import type { CallNode } from './ast';
import type { ListEffect, StatisticalPlotKind } from './analysis-types';
import { constantNumbers } from './list-functions';
import { lowerExpression, type LoweringContext } from './lower';
import { ParseError } from './parse-error';
import { fiveNumberSummary } from './statistics';
import { isConstant, listOf, type Value } from './values';

const EMPTY = new Float64Array(0);

export const STATISTICAL_PLOTS: ReadonlySet<string> = new Set(['histogram', 'dotplot', 'boxplot']);

/** The box's centre line and half height: the product draws a lone box plot at y = 1, one unit tall. */
const BOX_OFFSET = 1;
const BOX_HALF_HEIGHT = 0.5;
const OUTLIER_FACTOR = 1.5;

function fail(code: 'wrong-argument-count' | 'type-error', message: string, node: CallNode): never {
  throw new ParseError(code, message, node.start, node.end);
}

/**
 * The multiple of `width` at or below `value`; a quotient within rounding of a whole number is that
 * number, so 0.3 with width 0.1 (2.9999999999999996) falls in the bin that starts at 0.3.
 */
export function binIndex(value: number, width: number): number {
  const quotient = value / width;
  const nearest = Math.round(quotient);
  return Math.abs(quotient - nearest) <= 1e-9 * Math.max(1, Math.abs(quotient))
    ? nearest
    : Math.floor(quotient);
}

/**
 * Keys of the defined values with how many values share each, in ascending key order: a sorted typed
 * array read in runs (a Map of 100,000 keys and a sort of its entries cost ten times more).
 */
function countBy(values: Float64Array, key: (value: number) => number): { keys: number[]; counts: number[] } {
  const sorted = new Float64Array(values.length);
  let length = 0;
  for (const value of values) if (!Number.isNaN(value)) sorted[length++] = key(value);
  const defined = sorted.subarray(0, length).sort();
  const keys: number[] = [];
  const counts: number[] = [];
  for (let index = 0; index < defined.length; index++) {
    if (index > 0 && defined[index] === defined[index - 1]) counts[counts.length - 1]++;
    else {
      keys.push(defined[index]);
      counts.push(1);
    }
  }
  return { keys, counts };
}

/** A bar per bin that holds a value: left, right, bottom (0), top (its count) per bar. */
export function histogramBars(values: Float64Array, width: number): Float64Array {
  const { keys, counts } = countBy(values, (value) => binIndex(value, width));
  const rectangles = new Float64Array(keys.length * 4);
  keys.forEach((bin, index) => rectangles.set([bin * width, (bin + 1) * width, 0, counts[index]], index * 4));
  return rectangles;
}

export function dotplotPoints(values: Float64Array, width?: number): { xs: Float64Array; ys: Float64Array } {
  const position =
    width === undefined ? (value: number) => value : (value: number) => Math.round(value / width) * width;
  const { keys, counts } = countBy(values, position);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const xs = new Float64Array(total);
  const ys = new Float64Array(total);
  let index = 0;
  keys.forEach((x, stack) => {
    for (let level = 1; level <= counts[stack]; level++, index++) {
      xs[index] = x;
      ys[index] = level;
    }
  });
  return { xs, ys };
}

export function boxplotGeometry(values: Float64Array): {
  box: Float64Array;
  segments: Float64Array;
  outliers: { xs: Float64Array; ys: Float64Array };
} {
  const defined = values.filter((value) => !Number.isNaN(value));
  const [, q1, median, q3] = fiveNumberSummary(defined);
  const reach = OUTLIER_FACTOR * (q3 - q1);
  const outside = defined.filter((value) => value < q1 - reach || value > q3 + reach);
  // Loops, not Math.min(...inside): spreading 100,000 arguments overflows the stack.
  let low = q1;
  let high = q3;
  for (const value of defined) {
    if (value < q1 - reach || value > q3 + reach) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const bottom = BOX_OFFSET - BOX_HALF_HEIGHT;
  const top = BOX_OFFSET + BOX_HALF_HEIGHT;
  return {
    box: Float64Array.of(q1, q3, bottom, top),
    segments: Float64Array.of(
      ...[median, bottom, median, top],
      ...[low, BOX_OFFSET, q1, BOX_OFFSET],
      ...[q3, BOX_OFFSET, high, BOX_OFFSET],
    ),
    outliers: { xs: outside, ys: new Float64Array(outside.length).fill(BOX_OFFSET) },
  };
}

export type HistogramMode = 'count' | 'relative' | 'density';

/**
 * A histogram's bars (`histogramBars`: left, right, bottom, count) with heights for `mode`: the count, the
 * fraction of the defined values (bars sum to 1), or that fraction over the bin width (areas sum to 1).
 */
export function histogramHeights(rectangles: Float64Array, mode: HistogramMode): Float64Array {
  if (mode === 'count') return rectangles;
  let total = 0;
  for (let index = 3; index < rectangles.length; index += 4) total += rectangles[index];
  const scaled = rectangles.slice();
  for (let index = 0; index < scaled.length; index += 4) {
    const width = mode === 'density' ? scaled[index + 1] - scaled[index] : 1;
    scaled[index + 3] = scaled[index + 3] / (total * width);
  }
  return scaled;
}

/**
 * A box plot's shapes (`boxplotGeometry`'s layout: the median, then the low and the high whisker) with the
 * whiskers reaching the most extreme values, outliers included, and no outlier points.
 */
export function withoutOutliers(shapes: { segments: Float64Array; xs: Float64Array; ys: Float64Array }): {
  segments: Float64Array;
  xs: Float64Array;
  ys: Float64Array;
} {
  if (shapes.xs.length === 0) return shapes;
  const segments = shapes.segments.slice();
  for (const value of shapes.xs) {
    segments[4] = Math.min(segments[4], value);
    segments[10] = Math.max(segments[10], value);
  }
  return { segments, xs: EMPTY, ys: EMPTY };
}

function widthArgument(node: CallNode, value: Value | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (value.kind !== 'number' || !isConstant(value.node)) {
    fail('type-error', `'${node.name}' needs a bin width that is a number known before graphing`, node);
  }
  const width = value.node.value;
  if (!(width > 0) || !Number.isFinite(width))
    fail('type-error', `'${node.name}' needs a positive bin width`, node);
  return width;
}

export function classifyStatisticalPlot(node: CallNode, context: LoweringContext): ListEffect {
  const plot = node.name as StatisticalPlotKind;
  const most = plot === 'boxplot' ? 1 : 2;
  if (node.arguments.length < 1 || node.arguments.length > most) {
    const expected = most === 1 ? '1 list' : 'a list and an optional bin width';
    fail('wrong-argument-count', `'${plot}' takes ${expected}`, node);
  }
  const [data, width] = node.arguments.map((argument) => lowerExpression(argument, context));
  if (data.kind !== 'list' && data.kind !== 'number')
    fail('type-error', `'${plot}' needs a list of numbers`, node);
  const list = data.kind === 'list' ? data : listOf([data]);
  const values = constantNumbers(node, list, node.arguments[0]);
  const binWidth = widthArgument(node, width);
  const shapes = {
    kind: 'statistical-plot',
    plot,
    rectangles: EMPTY,
    segments: EMPTY,
    xs: EMPTY,
    ys: EMPTY,
  } as const;
  if (plot === 'histogram') return { ...shapes, rectangles: histogramBars(values, binWidth ?? 1) };
  if (plot === 'dotplot') return { ...shapes, ...dotplotPoints(values, binWidth) };
  if (!values.some((value) => !Number.isNaN(value))) return shapes;
  const { box, segments, outliers } = boxplotGeometry(values);
  return { ...shapes, rectangles: box, segments, xs: outliers.xs, ys: outliers.ys };
}
