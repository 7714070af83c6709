/**
 * Test support for implicit curves: the components of drawn segments, coverage of a stretch by vertices,
 * and whether a drawn vertex lies within some distance of the true curve F = 0 (a sign change of F, or an
 * exact zero, within that radius in pixels).
 */
import type { ExplicitCurve, ExplicitViewport } from '../index';
import { segmentsOf, type Point } from './curve-geometry';

export function verticesOf(curve: ExplicitCurve): Point[] {
  return segmentsOf(curve).flatMap((segment) => [segment.start, segment.end]);
}

/** Components of the drawn segments: segments sharing an end (to 1e-4 units) belong together. */
export function countComponents(curve: ExplicitCurve): number {
  const segments = segmentsOf(curve);
  const parent = segments.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]];
    return index;
  };
  const owners = new Map<string, number>();
  const keyOf = (point: Point) => `${Math.round(point[0] * 1e4)},${Math.round(point[1] * 1e4)}`;
  segments.forEach((segment, index) => {
    for (const point of [segment.start, segment.end]) {
      const key = keyOf(point);
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, index);
      else parent[find(owner)] = find(index);
    }
  });
  return new Set(segments.map((_, index) => find(index))).size;
}

/** Which of `bins` equal stretches of [from, to] hold a value of `values`. */
export function coveredBins(values: readonly number[], from: number, to: number, bins: number): number {
  const covered = new Set<number>();
  for (const value of values) {
    const bin = Math.floor(((value - from) / (to - from)) * bins);
    if (bin >= 0 && bin < bins) covered.add(bin);
  }
  return covered.size;
}

const DIRECTIONS = 24;
const RINGS = 4;

/**
 * Whether F has a zero within `radiusPixels` of the point: F is 0 at the point, or F at the point and F
 * at some sample on rings around it (24 directions, 4 radii up to the radius) differ in sign. Sound for
 * a continuous F: a sign change between two points of the disk has a zero on the segment joining them.
 */
export function hasZeroNear(
  F: (x: number, y: number) => number,
  point: Point,
  radiusPixels: number,
  viewport: ExplicitViewport,
): boolean {
  const xPerPixel = (viewport.xmax - viewport.xmin) / viewport.widthPixels;
  const yPerPixel = (viewport.ymax - viewport.ymin) / viewport.heightPixels;
  const centre = F(point[0], point[1]);
  if (centre === 0) return true;
  for (let ring = 1; ring <= RINGS; ring++) {
    const radius = (radiusPixels * ring) / RINGS;
    for (let direction = 0; direction < DIRECTIONS; direction++) {
      const angle = (2 * Math.PI * direction) / DIRECTIONS;
      const value = F(
        point[0] + radius * Math.cos(angle) * xPerPixel,
        point[1] + radius * Math.sin(angle) * yPerPixel,
      );
      if (value === 0 || (!Number.isNaN(value) && !Number.isNaN(centre) && value > 0 !== centre > 0)) {
        return true;
      }
    }
  }
  return false;
}

/** The vertices farther than `radiusPixels` from every zero of F (hasZeroNear), at most `limit` of them. */
export function verticesOffCurve(
  curve: ExplicitCurve,
  F: (x: number, y: number) => number,
  radiusPixels: number,
  viewport: ExplicitViewport,
  limit = 10,
): Point[] {
  const off: Point[] = [];
  for (const vertex of verticesOf(curve)) {
    if (!hasZeroNear(F, vertex, radiusPixels, viewport)) off.push(vertex);
    if (off.length >= limit) break;
  }
  return off;
}

/**
 * The sign changes of F on a grid of `stepPixels` over the viewport (each placed by linear interpolation on
 * its grid edge) farther than `tolerancePixels` from every drawn segment: the parts of the curve the
 * sampler missed, at most `limit` of them.
 */
export function missedCrossings(
  curve: ExplicitCurve,
  F: (x: number, y: number) => number,
  viewport: ExplicitViewport,
  stepPixels: number,
  tolerancePixels: number,
  limit = 10,
): Point[] {
  const xPerPixel = (viewport.xmax - viewport.xmin) / viewport.widthPixels;
  const yPerPixel = (viewport.ymax - viewport.ymin) / viewport.heightPixels;
  // Segments by the 1 px cells their ends fall in (segments are at most a leaf's diagonal long).
  const cells = new Map<number, number[]>();
  const cellOf = (px: number, py: number) => Math.floor(px) * 100_000 + Math.floor(py);
  const segments = segmentsOf(curve).map(({ start, end }) => [
    (start[0] - viewport.xmin) / xPerPixel,
    (start[1] - viewport.ymin) / yPerPixel,
    (end[0] - viewport.xmin) / xPerPixel,
    (end[1] - viewport.ymin) / yPerPixel,
  ]);
  segments.forEach(([ax, ay, bx, by], index) => {
    for (const key of new Set([cellOf(ax, ay), cellOf(bx, by)])) {
      const list = cells.get(key);
      if (list) list.push(index);
      else cells.set(key, [index]);
    }
  });
  const reach = Math.ceil(tolerancePixels) + 2;
  const isNear = (px: number, py: number): boolean => {
    for (let dx = -reach; dx <= reach; dx++) {
      for (let dy = -reach; dy <= reach; dy++) {
        for (const index of cells.get(cellOf(px + dx, py + dy)) ?? []) {
          const [ax, ay, bx, by] = segments[index];
          const ex = bx - ax;
          const ey = by - ay;
          const lengthSquared = ex * ex + ey * ey;
          const along =
            lengthSquared === 0
              ? 0
              : Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / lengthSquared));
          if (Math.hypot(px - ax - along * ex, py - ay - along * ey) <= tolerancePixels) return true;
        }
      }
    }
    return false;
  };
  const missed: Point[] = [];
  const columns = Math.floor(viewport.widthPixels / stepPixels);
  const rows = Math.floor(viewport.heightPixels / stepPixels);
  let previousRow: Float64Array | undefined;
  for (let row = 0; row <= rows && missed.length < limit; row++) {
    const py = row * stepPixels;
    const values = new Float64Array(columns + 1);
    for (let column = 0; column <= columns; column++) {
      values[column] = F(viewport.xmin + column * stepPixels * xPerPixel, viewport.ymin + py * yPerPixel);
    }
    const check = (px: number, qy: number) => {
      if (missed.length < limit && !isNear(px, qy))
        missed.push([viewport.xmin + px * xPerPixel, viewport.ymin + qy * yPerPixel]);
    };
    for (let column = 0; column <= columns; column++) {
      const here = values[column];
      if (column < columns) {
        const right = values[column + 1];
        if (here > 0 !== right > 0 && !Number.isNaN(here) && !Number.isNaN(right)) {
          check((column + here / (here - right)) * stepPixels, py);
        }
      }
      const below = previousRow?.[column];
      if (below !== undefined && below > 0 !== here > 0 && !Number.isNaN(here) && !Number.isNaN(below)) {
        check(column * stepPixels, py - stepPixels + (below / (below - here)) * stepPixels);
      }
    }
    previousRow = values;
  }
  return missed;
}
