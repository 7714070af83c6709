/**
 * The reference of y = f(x): a grid of 4 samples per pixel, each interval bisected while its ends are more
 * than 1/4 px apart vertically or its midpoint lies more than 1/20 px off the chord (down to 2^-12 px
 * wide). So consecutive points are at most about 0.35 px apart along the curve and the chord between them
 * stays within 1/20 px of it; peaks between grid points are found; jumps and poles are pinned to 2^-12 px
 * and not joined (neighbours more than 1/2 px apart are not linked); domain edges are found to 2^-12 px.
 */
import { pixelX, pixelY, type View } from '../view';
import {
  GrowableFloats,
  MAX_REFERENCE_SEGMENT_PX,
  REFERENCE_MARGIN_PX,
  ReferenceBuilder,
  type Reference,
} from './reference';

const SAMPLES_PER_PIXEL = 4;
const MAX_VERTICAL_GAP_PX = 1 / SAMPLES_PER_PIXEL;
const MAX_CHORD_GAP_PX = 0.05;
const MIN_INTERVAL_PX = 2 ** -12;
const MAX_POINTS = 4_000_000;

export function sampleExplicitReference(f: (x: number) => number, view: View): Reference {
  const ordered = new GrowableFloats();
  const height = view.heightPixels;
  let truncated = false;
  const emit = (x: number, y: number) =>
    ordered.push(pixelX(view, x), Number.isFinite(y) ? pixelY(view, y) : NaN);

  // Emits the points strictly between a and b, in order. The midpoint is always evaluated: ends at the
  // same height can hide a peak between them, which the chord test finds.
  const refine = (xa: number, ya: number, xb: number, yb: number): void => {
    if (pixelX(view, xb) - pixelX(view, xa) <= MIN_INTERVAL_PX) return;
    if (ordered.length >= MAX_POINTS * 2) {
      truncated = true;
      return;
    }
    const finiteA = Number.isFinite(ya);
    const finiteB = Number.isFinite(yb);
    if (!finiteA && !finiteB) return;
    const xm = (xa + xb) / 2;
    const ym = f(xm);
    if (finiteA && finiteB) {
      const pya = pixelY(view, ya);
      const pyb = pixelY(view, yb);
      const margin = REFERENCE_MARGIN_PX;
      if ((pya < -margin && pyb < -margin) || (pya > height + margin && pyb > height + margin)) return;
      const chordGap = Math.abs(pixelY(view, ym) - (pya + pyb) / 2);
      if (Math.abs(pyb - pya) <= MAX_VERTICAL_GAP_PX && chordGap <= MAX_CHORD_GAP_PX) return;
    }
    refine(xa, ya, xm, ym);
    emit(xm, ym);
    refine(xm, ym, xb, yb);
  };

  const intervals = view.widthPixels * SAMPLES_PER_PIXEL;
  const span = view.xmax - view.xmin;
  let previousX = view.xmin;
  let previousY = f(previousX);
  emit(previousX, previousY);
  for (let index = 1; index <= intervals; index++) {
    // (index * span) / intervals is exact wherever the grid meets an integer, so isolated values land on it.
    const x = view.xmin + (index * span) / intervals;
    const y = f(x);
    refine(previousX, previousY, x, y);
    emit(x, y);
    previousX = x;
    previousY = y;
  }

  const builder = new ReferenceBuilder(view);
  const values = ordered.values;
  const count = ordered.length / 2;
  const linked = (index: number) => {
    if (index < 0 || index + 1 >= count) return false;
    const [ax, ay, bx, by] = [
      values[index * 2],
      values[index * 2 + 1],
      values[index * 2 + 2],
      values[index * 2 + 3],
    ];
    return (
      Number.isFinite(ay) && Number.isFinite(by) && Math.hypot(bx - ax, by - ay) <= MAX_REFERENCE_SEGMENT_PX
    );
  };
  for (let index = 0; index < count; index++) {
    const px = values[index * 2];
    const py = values[index * 2 + 1];
    if (!Number.isFinite(py)) continue;
    const finiteBefore = index > 0 && Number.isFinite(values[index * 2 - 1]);
    const finiteAfter = index + 1 < count && Number.isFinite(values[index * 2 + 3]);
    builder.addPoint(px, py, finiteBefore || finiteAfter);
    if (linked(index)) builder.addSegment(px, py, values[index * 2 + 2], values[index * 2 + 3]);
    else if (!linked(index - 1)) builder.addSegment(px, py, px, py);
  }
  return builder.build(truncated);
}
