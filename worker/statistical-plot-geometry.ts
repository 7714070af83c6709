/**
 * A statistical plot's geometry (`histogram`, `dotplot`, `boxplot`; the language computes its shapes):
 * every rectangle's outline and every segment as one polyline broken by NaN pairs, the rectangles'
 * interiors as one set of triangles (two per rectangle, no fill algorithm needed), and the points. A
 * histogram of 100,000 bars is still one curve and one fill, so one draw each, built by plain loops over
 * typed arrays.
 */
import { histogramHeights, withoutOutliers, type HistogramMode, type ListEffect } from '../language/index';
import { buildPoints } from './point-geometry';
import { countPolylineSegments } from './polyline-segments';
import type { CurveGeometry, FillGeometry, PointsGeometry } from './protocol';

type StatisticalPlotEffect = Extract<ListEffect, { kind: 'statistical-plot' }>;

export interface StatisticalPlotGeometry {
  readonly curves: CurveGeometry[];
  readonly points: PointsGeometry[];
  readonly fills: FillGeometry[];
}

/** The first vertex of anything drawn: offsets from it keep float32 precise far from the origin. */
function originOf(effect: StatisticalPlotEffect): { x: number; y: number } {
  const { rectangles, segments, xs, ys } = effect;
  if (rectangles.length > 0) return { x: rectangles[0], y: rectangles[2] };
  if (segments.length > 0) return { x: segments[0], y: segments[1] };
  return xs.length > 0 ? { x: xs[0], y: ys[0] } : { x: 0, y: 0 };
}

/** Rectangles as closed outlines (5 vertices) and segments (2 vertices), a NaN pair between each two. */
function outlines(
  id: string,
  effect: StatisticalPlotEffect,
  origin: { x: number; y: number },
): CurveGeometry {
  const { rectangles, segments } = effect;
  const rectangleCount = rectangles.length / 4;
  const segmentCount = segments.length / 4;
  const pieces = rectangleCount + segmentCount;
  const polyline = new Float32Array((rectangleCount * 5 + segmentCount * 2 + Math.max(0, pieces - 1)) * 2);
  let at = 0;
  const vertex = (x: number, y: number) => {
    polyline[at++] = x - origin.x;
    polyline[at++] = y - origin.y;
  };
  const breakLine = () => {
    if (at > 0) vertex(NaN, NaN);
  };
  for (let index = 0; index < rectangles.length; index += 4) {
    const left = rectangles[index];
    const right = rectangles[index + 1];
    const bottom = rectangles[index + 2];
    const top = rectangles[index + 3];
    breakLine();
    vertex(left, bottom);
    vertex(right, bottom);
    vertex(right, top);
    vertex(left, top);
    vertex(left, bottom);
  }
  for (let index = 0; index < segments.length; index += 4) {
    breakLine();
    vertex(segments[index], segments[index + 1]);
    vertex(segments[index + 2], segments[index + 3]);
  }
  return {
    id,
    originX: origin.x,
    originY: origin.y,
    polyline,
    segmentCount: countPolylineSegments(polyline),
  };
}

/** Two triangles per rectangle. */
function interiors(id: string, rectangles: Float64Array, origin: { x: number; y: number }): FillGeometry {
  const triangles = new Float32Array((rectangles.length / 4) * 12);
  for (let index = 0, at = 0; index < rectangles.length; index += 4) {
    const left = rectangles[index] - origin.x;
    const right = rectangles[index + 1] - origin.x;
    const bottom = rectangles[index + 2] - origin.y;
    const top = rectangles[index + 3] - origin.y;
    // (left, bottom) (right, bottom) (right, top), then (left, bottom) (right, top) (left, top).
    triangles[at] = triangles[at + 6] = triangles[at + 10] = left;
    triangles[at + 1] = triangles[at + 3] = triangles[at + 7] = bottom;
    triangles[at + 2] = triangles[at + 4] = triangles[at + 8] = right;
    triangles[at + 5] = triangles[at + 9] = triangles[at + 11] = top;
    at += 12;
  }
  return { id, originX: origin.x, originY: origin.y, triangles };
}

/** The expression's `vizProps` that change a plot's shapes; absent: counts, whiskers over every value. */
export interface StatisticalPlotOptions {
  readonly histogramMode?: HistogramMode;
  readonly showBoxplotOutliers?: boolean;
}

/** The language's shapes as the options want them: rescaled bars, whiskers over the outliers. */
function shaped(effect: StatisticalPlotEffect, options: StatisticalPlotOptions): StatisticalPlotEffect {
  if (effect.plot === 'histogram' && options.histogramMode && options.histogramMode !== 'count')
    return { ...effect, rectangles: histogramHeights(effect.rectangles, options.histogramMode) };
  if (effect.plot === 'boxplot' && options.showBoxplotOutliers !== true && effect.segments.length > 0)
    return { ...effect, ...withoutOutliers(effect) };
  return effect;
}

export function buildStatisticalPlot(
  id: string,
  plotted: StatisticalPlotEffect,
  options: StatisticalPlotOptions = {},
): StatisticalPlotGeometry {
  const effect = shaped(plotted, options);
  const origin = originOf(effect);
  const hasLines = effect.rectangles.length > 0 || effect.segments.length > 0;
  return {
    curves: hasLines ? [outlines(id, effect, origin)] : [],
    points: effect.xs.length > 0 ? [buildPoints(id, effect.xs, effect.ys)] : [],
    fills: effect.rectangles.length > 0 ? [interiors(id, effect.rectangles, origin)] : [],
  };
}
