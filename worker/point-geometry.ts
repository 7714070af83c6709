/**
 * Geometry of things given by their points rather than sampled: point sets (`(1,2)`, lists, table
 * columns), the lines joining them (a table column's `lines`, a point list's `lines`), and polygons
 * (outline and filled interior).
 *
 * None of it depends on the viewport: offsets are taken from the first defined point, which keeps float32
 * precise however far from the origin the points lie, so a pan or zoom reuses it unchanged. Plain loops
 * over typed arrays, because a list may hold 100,000 points.
 */
import { buildCurveFill } from './curve-fill';
import { countPolylineSegments } from './polyline-segments';
import type { CurveGeometry, FillGeometry, PointsGeometry } from './protocol';

function firstDefined(xs: ArrayLike<number>, ys: ArrayLike<number>): { x: number; y: number } {
  for (let index = 0; index < xs.length; index++) {
    if (Number.isFinite(xs[index]) && Number.isFinite(ys[index])) return { x: xs[index], y: ys[index] };
  }
  return { x: 0, y: 0 };
}

/** Pairs (xs[i], ys[i]) up to the shorter length. */
export function buildPoints(
  id: string,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  column?: number,
): PointsGeometry {
  const count = Math.min(xs.length, ys.length);
  const origin = firstDefined(xs, ys);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const positions = new Float32Array(count * 2);
  for (let index = 0; index < count; index++) {
    x[index] = xs[index];
    y[index] = ys[index];
    positions[index * 2] = xs[index] - origin.x;
    positions[index * 2 + 1] = ys[index] - origin.y;
  }
  const geometry = { id, x, y, originX: origin.x, originY: origin.y, positions };
  return column === undefined ? geometry : { ...geometry, column };
}

/**
 * The polyline through the points in order as float32 offsets from `origin`, broken at undefined points;
 * `closed` joins the last point back to the first (a polygon's outline).
 */
export function curveThrough(
  id: string,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  origin: { readonly x: number; readonly y: number },
  closed = false,
): CurveGeometry {
  const pointCount = Math.min(xs.length, ys.length);
  const count = closed && pointCount > 2 ? pointCount + 1 : pointCount;
  const polyline = new Float32Array(count * 2);
  for (let index = 0; index < count; index++) {
    const source = index % pointCount;
    const defined = Number.isFinite(xs[source]) && Number.isFinite(ys[source]);
    polyline[index * 2] = defined ? xs[source] - origin.x : NaN;
    polyline[index * 2 + 1] = defined ? ys[source] - origin.y : NaN;
  }
  return {
    id,
    originX: origin.x,
    originY: origin.y,
    polyline,
    segmentCount: countPolylineSegments(polyline),
  };
}

/** A list's or a table column's polyline, offset from its first defined point (see above). */
export function buildPolyline(
  id: string,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  options: { closed?: boolean; column?: number } = {},
): CurveGeometry {
  const curve = curveThrough(id, xs, ys, firstDefined(xs, ys), options.closed);
  return options.column === undefined ? curve : { ...curve, column: options.column };
}

/**
 * The interior of a polygon as triangles: its closed outline filled by the nonzero rule (curve-fill.ts),
 * exact for any polygon, convex or not, self-crossing or not, in either winding.
 */
export function buildPolygonFill(id: string, vertices: readonly { x: number; y: number }[]): FillGeometry {
  const outline = buildPolyline(
    id,
    vertices.map((vertex) => vertex.x),
    vertices.map((vertex) => vertex.y),
  );
  return buildCurveFill(id, outline.originX, outline.originY, outline.polyline);
}
