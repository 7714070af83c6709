/**
 * A statistical plot's geometry (`histogram`, `dotplot`, `boxplot`; the language computes its shapes):
 * every bar's outline and every segment as one polyline broken by NaN pairs, the bars' interiors as one
 * set of triangles (two per rectangle, no fill algorithm needed), and the points. A histogram of a
 * 100,000-value list with thousands of bars is still one curve and one fill, so one draw each.
 */
import type { ListEffect } from '../language/index';
import { buildPoints, curveThrough } from './point-geometry';
import type { CurveGeometry, FillGeometry, PointsGeometry } from './protocol';

type StatisticalPlotEffect = Extract<ListEffect, { kind: 'statistical-plot' }>;

export interface StatisticalPlotGeometry {
  readonly curves: CurveGeometry[];
  readonly points: PointsGeometry[];
  readonly fills: FillGeometry[];
}

/** The first vertex of anything drawn: offsets from it keep float32 precise far from the origin. */
function originOf(effect: StatisticalPlotEffect): { x: number; y: number } {
  const first = effect.bars[0]?.[0];
  if (first) return first;
  const segment = effect.segments[0];
  if (segment) return { x: segment.x0, y: segment.y0 };
  return effect.xs.length > 0 ? { x: effect.xs[0], y: effect.ys[0] } : { x: 0, y: 0 };
}

function outlines(
  id: string,
  effect: StatisticalPlotEffect,
  origin: { x: number; y: number },
): CurveGeometry {
  const xs: number[] = [];
  const ys: number[] = [];
  const breakLine = () => {
    if (xs.length > 0) {
      xs.push(NaN);
      ys.push(NaN);
    }
  };
  for (const bar of effect.bars) {
    breakLine();
    for (const vertex of [...bar, bar[0]]) {
      xs.push(vertex.x);
      ys.push(vertex.y);
    }
  }
  for (const segment of effect.segments) {
    breakLine();
    xs.push(segment.x0, segment.x1);
    ys.push(segment.y0, segment.y1);
  }
  return curveThrough(id, xs, ys, origin);
}

/** Two triangles per bar: the bars are rectangles (their vertices in order around them). */
function interiors(
  id: string,
  effect: StatisticalPlotEffect,
  origin: { x: number; y: number },
): FillGeometry {
  const triangles = new Float32Array(effect.bars.length * 12);
  effect.bars.forEach((bar, index) => {
    const corners = [bar[0], bar[1], bar[2], bar[0], bar[2], bar[3]];
    corners.forEach((corner, vertex) => {
      triangles[index * 12 + vertex * 2] = corner.x - origin.x;
      triangles[index * 12 + vertex * 2 + 1] = corner.y - origin.y;
    });
  });
  return { id, originX: origin.x, originY: origin.y, triangles };
}

export function buildStatisticalPlot(id: string, effect: StatisticalPlotEffect): StatisticalPlotGeometry {
  const origin = originOf(effect);
  const hasLines = effect.bars.length > 0 || effect.segments.length > 0;
  return {
    curves: hasLines ? [outlines(id, effect, origin)] : [],
    points: effect.xs.length > 0 ? [buildPoints(id, effect.xs, effect.ys)] : [],
    fills: effect.bars.length > 0 ? [interiors(id, effect, origin)] : [],
  };
}
