/**
 * What a plotter drew, in the view's pixel frame: connected runs of vertices (polylines) and filled
 * boxes (function-plot's interval sampler draws one bar per interval). Readers for each library's output
 * live beside their drivers; this file has the shape and the walks over it that the metrics share.
 */
import type { View } from '../view';

export interface DrawnGeometry {
  /** Each run is (x, y) pixel pairs joined in order; a new run starts after every break. */
  readonly runs: Float64Array[];
  /** x0, y0, x1, y1 of each filled box (x0 ≤ x1, y0 ≤ y1). */
  readonly boxes: Float64Array;
}

export function emptyGeometry(): DrawnGeometry {
  return { runs: [], boxes: new Float64Array(0) };
}

/** Splits a flat (x, y) list with non-finite pairs as breaks into runs, dropping runs of one vertex. */
export function runsFromPairs(pairs: ArrayLike<number>): Float64Array[] {
  const runs: Float64Array[] = [];
  let start = 0;
  const close = (end: number) => {
    if (end - start >= 2)
      runs.push(Float64Array.from({ length: (end - start) * 2 }, (_, i) => pairs[start * 2 + i]));
  };
  const count = Math.floor(pairs.length / 2);
  for (let index = 0; index < count; index++) {
    if (Number.isFinite(pairs[index * 2]) && Number.isFinite(pairs[index * 2 + 1])) continue;
    close(index);
    start = index + 1;
  }
  close(count);
  return runs;
}

/**
 * Clips segment (ax, ay)-(bx, by) to the rectangle [left, right] × [top, bottom] (Liang–Barsky);
 * returns the parameter range [t0, t1] inside it, or undefined when the segment misses it.
 */
export function clipSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  left: number,
  top: number,
  right: number,
  bottom: number,
): [number, number] | undefined {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const edges: [number, number][] = [
    [-dx, ax - left],
    [dx, right - ax],
    [-dy, ay - top],
    [dy, bottom - ay],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

/**
 * Calls `visit` at points along every drawn segment and over every box, at most `stepPx` apart, clipped
 * to the view grown by `growPx`.
 */
export function walkInk(
  geometry: DrawnGeometry,
  view: View,
  stepPx: number,
  growPx: number,
  visit: (px: number, py: number) => void,
): void {
  const left = -growPx;
  const top = -growPx;
  const right = view.widthPixels + growPx;
  const bottom = view.heightPixels + growPx;
  for (const run of geometry.runs) {
    for (let index = 0; index + 3 < run.length; index += 2) {
      const [ax, ay, bx, by] = [run[index], run[index + 1], run[index + 2], run[index + 3]];
      const range = clipSegment(ax, ay, bx, by, left, top, right, bottom);
      if (!range) continue;
      const length = Math.hypot(bx - ax, by - ay) * (range[1] - range[0]);
      const steps = Math.max(1, Math.ceil(length / stepPx));
      for (let step = 0; step <= steps; step++) {
        const t = range[0] + ((range[1] - range[0]) * step) / steps;
        visit(ax + (bx - ax) * t, ay + (by - ay) * t);
      }
    }
  }
  const boxes = geometry.boxes;
  for (let index = 0; index + 3 < boxes.length; index += 4) {
    const x0 = Math.max(boxes[index], left);
    const y0 = Math.max(boxes[index + 1], top);
    const x1 = Math.min(boxes[index + 2], right);
    const y1 = Math.min(boxes[index + 3], bottom);
    if (x0 >= x1 || y0 >= y1) continue;
    const columns = Math.max(1, Math.ceil((x1 - x0) / stepPx));
    const rows = Math.max(1, Math.ceil((y1 - y0) / stepPx));
    for (let row = 0; row <= rows; row++) {
      for (let column = 0; column <= columns; column++) {
        visit(x0 + ((x1 - x0) * column) / columns, y0 + ((y1 - y0) * row) / rows);
      }
    }
  }
}
