/**
 * The selected curve's points of interest (intercepts, extrema, intersections), found by the worker for
 * the visible region. One request per change of what they depend on (the curve, the other drawn curves,
 * the geometry the worker last sent, the viewport); an answer to an older request is dropped.
 */
import type { DrawablePointSet } from '../../renderer-gl/index';
import type { PointOfInterest, PointsOfInterestRequest } from '../../worker/protocol';
import { mathToPixelX, mathToPixelY, type Viewport } from '../model/viewport';

export type FindPointsOfInterest = (
  request: Omit<PointsOfInterestRequest, 'calculatorId'>,
) => Promise<PointOfInterest[]>;

/** The gray of points of interest, and their size beside a 9 px expression point. */
const POINT_OF_INTEREST_COLOR = '#7f7f7f';
const POINT_OF_INTEREST_SIZE = 8;

export class PointsOfInterestTracker {
  #points: readonly PointOfInterest[] = [];
  #id: string | undefined;
  #key: { id: string; others: string; geometry: unknown; bounds: string } | undefined;
  #pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly find: FindPointsOfInterest,
    private readonly changed: () => void,
  ) {}

  /** The points of the curve `id` (undefined: none shown), asked for again only when something changed. */
  update(id: string | undefined, otherIds: readonly string[], viewport: Viewport, geometry: unknown): void {
    if (id === undefined) {
      this.#key = undefined;
      if (this.#points.length > 0 || this.#id !== undefined) {
        this.#points = [];
        this.#id = undefined;
        this.changed();
      }
      return;
    }
    const key = {
      id,
      others: otherIds.join('\u0000'),
      geometry,
      bounds: [viewport.left, viewport.right, viewport.bottom, viewport.top].join(),
    };
    const previous = this.#key;
    if (
      previous &&
      previous.id === key.id &&
      previous.others === key.others &&
      previous.geometry === key.geometry &&
      previous.bounds === key.bounds
    )
      return;
    this.#key = key;
    if (this.#id !== id) {
      this.#points = [];
      this.#id = id;
    }
    const request = {
      id,
      otherIds: [...otherIds],
      viewport: {
        xmin: viewport.left,
        xmax: viewport.right,
        ymin: viewport.bottom,
        ymax: viewport.top,
        widthPixels: viewport.widthPixels,
        heightPixels: viewport.heightPixels,
      },
    };
    this.#pending = this.find(request).then(
      (points) => {
        if (this.#key !== key) return;
        this.#points = points;
        this.changed();
      },
      () => {
        // A destroyed calculator or a crashed worker: no dots, and the next change asks again.
        if (this.#key === key) this.#key = undefined;
      },
    );
  }

  get points(): readonly PointOfInterest[] {
    return this.#points;
  }

  get id(): string | undefined {
    return this.#id;
  }

  /** Resolves when the newest request has been answered (tests wait for it). */
  whenSettled(): Promise<void> {
    return this.#pending;
  }

  /** The point nearest (x, y) CSS pixels within `radius`. */
  nearest(viewport: Viewport, x: number, y: number, radius: number): PointOfInterest | undefined {
    let best: { point: PointOfInterest; distance: number } | undefined;
    for (const point of this.#points) {
      const distance = Math.hypot(mathToPixelX(viewport, point.x) - x, mathToPixelY(viewport, point.y) - y);
      if (distance <= radius && (!best || distance < best.distance)) best = { point, distance };
    }
    return best?.point;
  }

  /** The gray dots, as one overlay point set (none when there are no points). */
  drawable(): DrawablePointSet | undefined {
    if (this.#points.length === 0) return undefined;
    return markerSet('points-of-interest', POINT_OF_INTEREST_COLOR, POINT_OF_INTEREST_SIZE, this.#points);
  }
}

/**
 * Interaction markers (points of interest, the trace point) as one overlay point set at its first point's
 * position, so float32 offsets stay exact; points with a text are labelled with it.
 */
export function markerSet(
  id: string,
  color: string,
  size: number,
  points: readonly { x: number; y: number; text?: string }[],
): DrawablePointSet {
  const originX = points[0]?.x ?? 0;
  const originY = points[0]?.y ?? 0;
  const positions = new Float32Array(points.length * 2);
  points.forEach((point, index) => {
    positions[index * 2] = point.x - originX;
    positions[index * 2 + 1] = point.y - originY;
  });
  const labels = points.flatMap((point) =>
    point.text ? [{ text: point.text, x: point.x, y: point.y }] : [],
  );
  const set: DrawablePointSet = {
    id: `overlay:${id}`,
    color,
    originX,
    originY,
    positions,
    style: 'POINT',
    size,
  };
  return labels.length > 0 ? { ...set, labels } : set;
}
