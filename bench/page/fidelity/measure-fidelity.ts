/**
 * Fidelity beside speed, the same way for every plotter, so that nobody wins by drawing less or by
 * drawing wrong:
 *
 * - vertex error: the largest distance (px) from a drawn vertex inside the view to the true curve;
 * - ink error: the same over points every 1/2 px along everything drawn (segments and boxes) inside the
 *   view, which catches false joins across poles and jumps that have both ends on the curve;
 * - coverage: the fraction of the true curve inside the view (reference points) within 1 px of ink.
 */
import type { View } from '../view';
import { walkInk, type DrawnGeometry } from './drawn-geometry';
import type { Reference } from './reference';
import { DISTANCE_CAP_PX, ReferenceIndex } from './reference-index';

export interface Fidelity {
  /** Null when nothing was drawn inside the view (or the plotter draws boxes, which have no vertices). */
  readonly maxVertexErrorPx: number | null;
  readonly maxInkErrorPx: number | null;
  readonly coverage: number;
  readonly drawnVertices: number;
  /** Reference points inside the view that count for coverage, and how many of them are covered. */
  readonly referencePoints: number;
  readonly coveredPoints: number;
  /** Errors are exact up to this; larger ones read as it. */
  readonly distanceCapPx: number;
}

const MASK_CELLS_PER_PIXEL = 4;
const COVER_RADIUS_PX = 1;

/** Marks every mask cell within COVER_RADIUS_PX of ink; coverage then costs one lookup per point. */
function buildInkMask(
  geometry: DrawnGeometry,
  view: View,
): { cells: Uint8Array; columns: number; rows: number } {
  const columns = view.widthPixels * MASK_CELLS_PER_PIXEL + 1;
  const rows = view.heightPixels * MASK_CELLS_PER_PIXEL + 1;
  const cells = new Uint8Array(columns * rows);
  const radius = COVER_RADIUS_PX * MASK_CELLS_PER_PIXEL;
  const disk: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) if (dx * dx + dy * dy <= radius * radius) disk.push(dx, dy);
  }
  const stamp = (px: number, py: number) => {
    const column = Math.round(px * MASK_CELLS_PER_PIXEL);
    const row = Math.round(py * MASK_CELLS_PER_PIXEL);
    for (let index = 0; index < disk.length; index += 2) {
      const c = column + disk[index];
      const r = row + disk[index + 1];
      if (c >= 0 && r >= 0 && c < columns && r < rows) cells[r * columns + c] = 1;
    }
  };
  walkInk(geometry, view, 1 / MASK_CELLS_PER_PIXEL, COVER_RADIUS_PX, stamp);
  return { cells, columns, rows };
}

function isInView(view: View, px: number, py: number): boolean {
  return px >= 0 && py >= 0 && px <= view.widthPixels && py <= view.heightPixels;
}

/** Measures every geometry against one reference (its index is built once). */
export function measureFidelity(
  reference: Reference,
  geometries: readonly DrawnGeometry[],
  view: View,
): Fidelity[] {
  const index = new ReferenceIndex(reference, view);
  return geometries.map((geometry) => measureOne(reference, index, geometry, view));
}

function measureOne(
  reference: Reference,
  index: ReferenceIndex,
  geometry: DrawnGeometry,
  view: View,
): Fidelity {
  let maxVertexError: number | null = null;
  let drawnVertices = 0;
  for (const run of geometry.runs) {
    for (let vertex = 0; vertex + 1 < run.length; vertex += 2) {
      if (!isInView(view, run[vertex], run[vertex + 1])) continue;
      drawnVertices++;
      maxVertexError = Math.max(maxVertexError ?? 0, index.nearestDistance(run[vertex], run[vertex + 1]));
    }
  }
  drawnVertices += geometry.boxes.length / 4;

  let maxInkError: number | null = null;
  walkInk(geometry, view, 0.5, 0, (px, py) => {
    maxInkError = Math.max(maxInkError ?? 0, index.nearestDistance(px, py));
  });

  const mask = buildInkMask(geometry, view);
  let counted = 0;
  let covered = 0;
  for (let point = 0; point < reference.pointCount; point++) {
    if (!reference.counted[point]) continue;
    counted++;
    const column = Math.round(reference.points[point * 2] * MASK_CELLS_PER_PIXEL);
    const row = Math.round(reference.points[point * 2 + 1] * MASK_CELLS_PER_PIXEL);
    if (
      column >= 0 &&
      row >= 0 &&
      column < mask.columns &&
      row < mask.rows &&
      mask.cells[row * mask.columns + column]
    ) {
      covered++;
    }
  }
  return {
    maxVertexErrorPx: maxVertexError,
    maxInkErrorPx: maxInkError,
    coverage: counted === 0 ? 1 : covered / counted,
    drawnVertices,
    referencePoints: counted,
    coveredPoints: covered,
    distanceCapPx: DISTANCE_CAP_PX,
  };
}

/** Combines the fidelity of several curves of one drawing: worst errors, overall coverage. */
export function combineFidelity(parts: readonly Fidelity[]): Fidelity {
  const worst = (values: (number | null)[]) =>
    values.reduce<number | null>((max, value) => (value === null ? max : Math.max(max ?? 0, value)), null);
  const referencePoints = parts.reduce((sum, part) => sum + part.referencePoints, 0);
  const coveredPoints = parts.reduce((sum, part) => sum + part.coveredPoints, 0);
  return {
    maxVertexErrorPx: worst(parts.map((part) => part.maxVertexErrorPx)),
    maxInkErrorPx: worst(parts.map((part) => part.maxInkErrorPx)),
    coverage: referencePoints === 0 ? 1 : coveredPoints / referencePoints,
    drawnVertices: parts.reduce((sum, part) => sum + part.drawnVertices, 0),
    referencePoints,
    coveredPoints,
    distanceCapPx: DISTANCE_CAP_PX,
  };
}
