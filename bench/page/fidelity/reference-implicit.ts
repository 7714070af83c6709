/**
 * The reference of F(x, y) = 0: F on a grid of 4 × 4 samples per pixel (plus a margin), the root on every
 * grid edge where F changes sign found by bisection, and in every cell the crossings on its edges joined
 * as marching squares joins them (a saddle's four crossings as the two shorter pairs). Segments are at
 * most a cell's diagonal (0.35 px); a cell with an odd number of crossings (F undefined on a corner)
 * contributes its crossings as points only.
 */
import { mathX, mathY, pixelX, pixelY, type View } from '../view';
import { ReferenceBuilder, type Reference } from './reference';

const SAMPLES_PER_PIXEL = 4;
const MARGIN_PX = 16;
const BISECTION_STEPS = 24;

/** The root of g on [a, b] where g(a) and g(b) have opposite signs (g ≥ 0 counts as positive). */
function bisect(g: (t: number) => number, a: number, b: number, positiveAtA: boolean): number {
  let low = a;
  let high = b;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    if (g(middle) >= 0 === positiveAtA) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function changesSign(a: number, b: number): boolean {
  return !Number.isNaN(a) && !Number.isNaN(b) && a >= 0 !== b >= 0;
}

function joinCell(builder: ReferenceBuilder, crossings: number[]): void {
  if (crossings.length === 4) {
    builder.addSegment(crossings[0], crossings[1], crossings[2], crossings[3]);
    return;
  }
  if (crossings.length === 8) {
    // Crossings come in the order top, left, bottom, right: a saddle joins top–left and bottom–right, or
    // top–right and left–bottom, never across.
    const [ax, ay, bx, by, cx, cy, dx, dy] = crossings;
    const firstPairing = Math.hypot(bx - ax, by - ay) + Math.hypot(dx - cx, dy - cy);
    const secondPairing = Math.hypot(dx - ax, dy - ay) + Math.hypot(cx - bx, cy - by);
    if (firstPairing <= secondPairing) {
      builder.addSegment(ax, ay, bx, by);
      builder.addSegment(cx, cy, dx, dy);
    } else {
      builder.addSegment(ax, ay, dx, dy);
      builder.addSegment(bx, by, cx, cy);
    }
    return;
  }
  for (let index = 0; index + 1 < crossings.length; index += 2) {
    builder.addSegment(crossings[index], crossings[index + 1], crossings[index], crossings[index + 1]);
  }
}

export function sampleImplicitReference(F: (x: number, y: number) => number, view: View): Reference {
  const builder = new ReferenceBuilder(view);
  const step = 1 / SAMPLES_PER_PIXEL;
  const columns = Math.round((view.widthPixels + 2 * MARGIN_PX) / step) + 1;
  const rows = Math.round((view.heightPixels + 2 * MARGIN_PX) / step) + 1;
  const xs = new Float64Array(columns);
  for (let column = 0; column < columns; column++) xs[column] = mathX(view, -MARGIN_PX + column * step);
  let previous = new Float64Array(columns);
  let current = new Float64Array(columns);
  // Crossing on each horizontal edge of the previous and current rows (pixel x), and on each vertical edge
  // between them (pixel y); NaN where F keeps its sign.
  let previousRowCrossings = new Float64Array(columns).fill(NaN);
  let rowCrossings = new Float64Array(columns).fill(NaN);
  const columnCrossings = new Float64Array(columns);
  let previousY = NaN;
  for (let row = 0; row < rows; row++) {
    const y = mathY(view, -MARGIN_PX + row * step);
    const py = pixelY(view, y);
    for (let column = 0; column < columns; column++) current[column] = F(xs[column], y);
    rowCrossings.fill(NaN);
    for (let column = 0; column + 1 < columns; column++) {
      if (!changesSign(current[column], current[column + 1])) continue;
      const x = bisect((t) => F(t, y), xs[column], xs[column + 1], current[column] >= 0);
      rowCrossings[column] = pixelX(view, x);
      builder.addPoint(rowCrossings[column], py, true);
    }
    if (row > 0) {
      const previousPy = pixelY(view, previousY);
      columnCrossings.fill(NaN);
      for (let column = 0; column < columns; column++) {
        if (!changesSign(previous[column], current[column])) continue;
        const x = xs[column];
        columnCrossings[column] = pixelY(
          view,
          bisect((t) => F(x, t), previousY, y, previous[column] >= 0),
        );
        builder.addPoint(pixelX(view, x), columnCrossings[column], true);
      }
      for (let column = 0; column + 1 < columns; column++) {
        const crossings: number[] = [];
        if (!Number.isNaN(previousRowCrossings[column]))
          crossings.push(previousRowCrossings[column], previousPy);
        if (!Number.isNaN(columnCrossings[column]))
          crossings.push(pixelX(view, xs[column]), columnCrossings[column]);
        if (!Number.isNaN(rowCrossings[column])) crossings.push(rowCrossings[column], py);
        if (!Number.isNaN(columnCrossings[column + 1])) {
          crossings.push(pixelX(view, xs[column + 1]), columnCrossings[column + 1]);
        }
        if (crossings.length > 0) joinCell(builder, crossings);
      }
    }
    [previous, current] = [current, previous];
    [previousRowCrossings, rowCrossings] = [rowCrossings, previousRowCrossings];
    previousY = y;
  }
  return builder.build(false);
}
