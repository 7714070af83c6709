/**
 * What a place on a curve sounds like. Pitch follows y on a log scale of frequency (equal steps of y are
 * equal musical intervals, as the ear hears pitch): the bottom of the view is 220 Hz (A3), the top
 * 1760 Hz (A6), three octaves that stay clear on laptop speakers and headphones alike. Stereo pan
 * follows x, from the left edge (−1) to the right (+1). Outside the view and where the curve is
 * undefined there is no pitch to give: a low buzz says so; a point of interest adds a ring.
 */
import type { TraceMove } from '../../api/interaction/trace';

export const LOWEST_FREQUENCY = 220;
export const OCTAVES = 3;
/** The buzz of "nothing here": below the curve's range, and played as a square wave. */
export const UNDEFINED_FREQUENCY = 110;

export type ToneKind = 'curve' | 'interest' | 'undefined';

export interface Tone {
  readonly kind: ToneKind;
  readonly frequency: number;
  /** −1 (left) to 1 (right). */
  readonly pan: number;
  readonly x?: number;
  readonly y?: number;
}

/** The tone of (x, y) in the view `bounds`; a place outside the view, or not a number, buzzes. */
export function toneOf(
  place: { x: number; y: number; interest?: string } | null,
  bounds: TraceMove['bounds'],
): Tone {
  const across = place ? (place.x - bounds.left) / (bounds.right - bounds.left) : NaN;
  const up = place ? (place.y - bounds.bottom) / (bounds.top - bounds.bottom) : NaN;
  const pan = Number.isFinite(across) ? Math.min(1, Math.max(-1, across * 2 - 1)) : 0;
  if (!place || !(across >= 0 && across <= 1 && up >= 0 && up <= 1))
    return { kind: 'undefined', frequency: UNDEFINED_FREQUENCY, pan };
  return {
    kind: place.interest ? 'interest' : 'curve',
    frequency: LOWEST_FREQUENCY * 2 ** (OCTAVES * up),
    pan,
    x: place.x,
    y: place.y,
  };
}
