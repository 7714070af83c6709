/**
 * The truth a drawing is compared with: the true curve as a fine polyline (segments at most 1/2 px long)
 * plus the points it was built from, in the view's pixel frame, computed in float64 with the browser's
 * Math functions, much denser than any sampler draws. Distances are measured to the segments, so the
 * reference's own spacing adds no error; coverage is counted over the points.
 *
 * The samplers that build it: reference-explicit.ts (y = f(x)) and reference-implicit.ts (F(x, y) = 0).
 * Both keep a margin around the view, so that distances from drawn points near the edges find the curve
 * just outside.
 */
import type { View } from '../view';

export interface Reference {
  /** Pixel coordinates (x, y) of the reference points, margin included. */
  readonly points: Float64Array;
  /**
   * 1 where the point counts for coverage: inside the view and on a curve, not an isolated value such as
   * (-1, -1) on y = x^x, which no plotter draws and the eye cannot see.
   */
  readonly counted: Uint8Array;
  readonly pointCount: number;
  /** x0, y0, x1, y1 of each segment of the true curve (zero length for an isolated value). */
  readonly segments: Float64Array;
  readonly segmentCount: number;
  /** True when the point budget ran out (the reference is then sparser near the worst spots). */
  readonly truncated: boolean;
}

export const REFERENCE_MARGIN_PX = 64;
/** Longest reference segment: the index's search relies on it. */
export const MAX_REFERENCE_SEGMENT_PX = 0.5;

export class GrowableFloats {
  values = new Float64Array(1 << 16);
  length = 0;

  push(...values: number[]): void {
    if (this.length + values.length > this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    for (const value of values) this.values[this.length++] = value;
  }

  toArray(): Float64Array {
    return this.values.slice(0, this.length);
  }
}

export function isInside(view: View, px: number, py: number, margin: number): boolean {
  return (
    px >= -margin && px <= view.widthPixels + margin && py >= -margin && py <= view.heightPixels + margin
  );
}

/** Collects points and segments, keeping only what lies within the margin around the view. */
export class ReferenceBuilder {
  readonly #points = new GrowableFloats();
  readonly #counted: number[] = [];
  readonly #segments = new GrowableFloats();

  constructor(private readonly view: View) {}

  get pointCount(): number {
    return this.#counted.length;
  }

  addPoint(px: number, py: number, counts: boolean): void {
    if (!isInside(this.view, px, py, REFERENCE_MARGIN_PX)) return;
    this.#points.push(px, py);
    this.#counted.push(counts && isInside(this.view, px, py, 0) ? 1 : 0);
  }

  addSegment(ax: number, ay: number, bx: number, by: number): void {
    if (
      !isInside(this.view, ax, ay, REFERENCE_MARGIN_PX) &&
      !isInside(this.view, bx, by, REFERENCE_MARGIN_PX)
    ) {
      return;
    }
    this.#segments.push(ax, ay, bx, by);
  }

  build(truncated: boolean): Reference {
    return {
      points: this.#points.toArray(),
      counted: Uint8Array.from(this.#counted),
      pointCount: this.#counted.length,
      segments: this.#segments.toArray(),
      segmentCount: this.#segments.length / 4,
      truncated,
    };
  }
}
