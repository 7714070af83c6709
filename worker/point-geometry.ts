/**
 * Geometry of things given by their points rather than sampled: point sets (`(1,2)`, lists, table
 * columns), the lines joining them (a table column's `lines`, a point list's `lines`), and polygons
 * (outline and filled interior).
 *
 * None of it depends on the viewport: offsets are taken from the first defined point, which keeps float32
 * precise however far from the origin the points lie, so a pan or zoom reuses it unchanged. Plain loops
 * over typed arrays, because a list may hold 100,000 points.
 */
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
 * The polyline through the points in order (broken at undefined points);
 * `closed` joins the last point back to the first (a polygon's outline).
 */
export function buildPolyline(
  id: string,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  options: { closed?: boolean; column?: number } = {},
): CurveGeometry {
  const pointCount = Math.min(xs.length, ys.length);
  const count = options.closed && pointCount > 2 ? pointCount + 1 : pointCount;
  const origin = firstDefined(xs, ys);
  const polyline = new Float32Array(count * 2);
  for (let index = 0; index < count; index++) {
    const source = index % pointCount;
    const defined = Number.isFinite(xs[source]) && Number.isFinite(ys[source]);
    polyline[index * 2] = defined ? xs[source] - origin.x : NaN;
    polyline[index * 2 + 1] = defined ? ys[source] - origin.y : NaN;
  }
  const segmentCount = countPolylineSegments(polyline);
  const curve: CurveGeometry = {
    id,
    originX: origin.x,
    originY: origin.y,
    polyline,
    segmentCount,
  };
  return options.column === undefined ? curve : { ...curve, column: options.column };
}

/**
 * The interior of a polygon as triangles, by ear clipping (O(n²), fine for hand-written polygons): exact
 * for simple polygons, convex or not, in either winding. A self-intersecting outline has no ear at some
 * point; what is left is then filled as a fan, which shades its outline's region approximately.
 */
export function buildPolygonFill(id: string, vertices: readonly { x: number; y: number }[]): FillGeometry {
  const points = vertices.filter((vertex) => Number.isFinite(vertex.x) && Number.isFinite(vertex.y));
  const origin = points[0] ?? { x: 0, y: 0 };
  const xs = points.map((point) => point.x - origin.x);
  const ys = points.map((point) => point.y - origin.y);
  const signedArea = xs.reduce((sum, x, index) => {
    const next = (index + 1) % xs.length;
    return sum + x * ys[next] - xs[next] * ys[index];
  }, 0);
  const orientation = signedArea >= 0 ? 1 : -1;
  const remaining = xs.map((_, index) => index);
  const triangles: number[] = [];
  const cross = (a: number, b: number, c: number) =>
    (xs[b] - xs[a]) * (ys[c] - ys[a]) - (ys[b] - ys[a]) * (xs[c] - xs[a]);
  const inside = (p: number, a: number, b: number, c: number) =>
    cross(a, b, p) * orientation >= 0 &&
    cross(b, c, p) * orientation >= 0 &&
    cross(c, a, p) * orientation >= 0;
  const isEar = (position: number) => {
    const count = remaining.length;
    const [a, b, c] = [-1, 0, 1].map((step) => remaining[(position + step + count) % count]);
    if (cross(a, b, c) * orientation <= 0) return false;
    return remaining.every((p) => p === a || p === b || p === c || !inside(p, a, b, c));
  };
  while (remaining.length > 3) {
    const ear = remaining.findIndex((_, position) => isEar(position));
    if (ear < 0) break;
    const count = remaining.length;
    const [a, b, c] = [-1, 0, 1].map((step) => remaining[(ear + step + count) % count]);
    triangles.push(xs[a], ys[a], xs[b], ys[b], xs[c], ys[c]);
    remaining.splice(ear, 1);
  }
  for (let index = 1; index + 1 < remaining.length; index++) {
    const [a, b, c] = [remaining[0], remaining[index], remaining[index + 1]];
    triangles.push(xs[a], ys[a], xs[b], ys[b], xs[c], ys[c]);
  }
  return { id, originX: origin.x, originY: origin.y, triangles: Float32Array.from(triangles) };
}
