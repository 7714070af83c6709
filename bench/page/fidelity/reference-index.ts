/**
 * Distance from a point to the nearest reference segment: the segments bucketed by the 1 px cells of their
 * ends (compressed rows, built in two passes), searched ring by ring outward from the query's cell.
 */
import type { View } from '../view';
import { MAX_REFERENCE_SEGMENT_PX, REFERENCE_MARGIN_PX, type Reference } from './reference';

/** Distances are exact up to this many pixels; anything farther reads as this value. */
export const DISTANCE_CAP_PX = REFERENCE_MARGIN_PX;

function squaredDistanceToSegment(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  const ex = ax + dx * t - px;
  const ey = ay + dy * t - py;
  return ex * ex + ey * ey;
}

export class ReferenceIndex {
  readonly #columns: number;
  readonly #rows: number;
  readonly #cellStarts: Int32Array;
  readonly #cellSegments: Float64Array;

  constructor(reference: Reference, view: View) {
    const margin = REFERENCE_MARGIN_PX;
    this.#columns = view.widthPixels + 2 * margin + 1;
    this.#rows = view.heightPixels + 2 * margin + 1;
    const segments = reference.segments;
    const cellsOf = (index: number): number[] => {
      const first = this.#cellIndex(segments[index * 4], segments[index * 4 + 1]);
      const second = this.#cellIndex(segments[index * 4 + 2], segments[index * 4 + 3]);
      return [first, second].filter((cell, position, cells) => cell >= 0 && cells.indexOf(cell) === position);
    };
    const counts = new Int32Array(this.#columns * this.#rows + 1);
    for (let index = 0; index < reference.segmentCount; index++) {
      for (const cell of cellsOf(index)) counts[cell + 1]++;
    }
    for (let cell = 1; cell < counts.length; cell++) counts[cell] += counts[cell - 1];
    this.#cellStarts = counts.slice();
    const fill = counts.slice();
    this.#cellSegments = new Float64Array(counts[counts.length - 1] * 4);
    for (let index = 0; index < reference.segmentCount; index++) {
      for (const cell of cellsOf(index)) {
        this.#cellSegments.set(segments.subarray(index * 4, index * 4 + 4), fill[cell]++ * 4);
      }
    }
  }

  #cellIndex(px: number, py: number): number {
    const column = Math.floor(px + REFERENCE_MARGIN_PX);
    const row = Math.floor(py + REFERENCE_MARGIN_PX);
    if (column < 0 || row < 0 || column >= this.#columns || row >= this.#rows) return -1;
    return row * this.#columns + column;
  }

  #nearestInCell(column: number, row: number, px: number, py: number, best: number): number {
    if (column < 0 || row < 0 || column >= this.#columns || row >= this.#rows) return best;
    const cell = row * this.#columns + column;
    const segments = this.#cellSegments;
    for (let slot = this.#cellStarts[cell]; slot < this.#cellStarts[cell + 1]; slot++) {
      const offset = slot * 4;
      const squared = squaredDistanceToSegment(
        px,
        py,
        segments[offset],
        segments[offset + 1],
        segments[offset + 2],
        segments[offset + 3],
      );
      if (squared < best) best = squared;
    }
    return best;
  }

  /** Distance in px from (px, py) to the true curve, at most DISTANCE_CAP_PX. */
  nearestDistance(px: number, py: number): number {
    const column = Math.floor(px + REFERENCE_MARGIN_PX);
    const row = Math.floor(py + REFERENCE_MARGIN_PX);
    let best = Infinity;
    for (let ring = 0; ring <= DISTANCE_CAP_PX + 1; ring++) {
      if (ring === 0) {
        best = this.#nearestInCell(column, row, px, py, best);
      } else {
        for (let offset = -ring; offset <= ring; offset++) {
          best = this.#nearestInCell(column + offset, row - ring, px, py, best);
          best = this.#nearestInCell(column + offset, row + ring, px, py, best);
        }
        for (let offset = -ring + 1; offset <= ring - 1; offset++) {
          best = this.#nearestInCell(column - ring, row + offset, px, py, best);
          best = this.#nearestInCell(column + ring, row + offset, px, py, best);
        }
      }
      // Segments not yet seen have both ends in cells beyond this ring, at least `ring` px away, and every
      // point of such a segment lies within half its length of an end.
      const bound = ring - MAX_REFERENCE_SEGMENT_PX / 2;
      if (bound > 0 && best <= bound * bound) break;
    }
    return Math.min(Math.sqrt(best), DISTANCE_CAP_PX);
  }
}
