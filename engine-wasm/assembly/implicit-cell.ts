/**
 * Marching squares in one grid cell (implicit-grid.ts): its corners' values, the crossings on its edges
 * by linear interpolation, and the joins. Crossings are kept in static memory for the current cell, by
 * edge: bottom 0, right 1, top 2, left 3 (corner k to corner k + 1; corners 0..3 counterclockwise from the
 * lower left).
 */
import { gridStep, gridValue } from './implicit-grid-points';
import { addSegment } from './implicit-segments';

/** A corner value this small next to the cell's largest counts as 0 (x^y - y^x off by rounding on x = y). */
export const ZERO_SHARE: f64 = 1.0 / 1048576;

export let crossingCount: i32 = 0;
const crossingXs = memory.data(32);
const crossingYs = memory.data(32);
const crossingEdges = memory.data(16);

export function crossingEdge(index: i32): i32 {
  return load<i32>(crossingEdges + ((<usize>index) << 2));
}

/** The crossing at `index` along its edge in grid units (before crossingX scales it to pixels). */
export function crossingGridX(index: i32): f64 {
  return load<f64>(crossingXs + ((<usize>index) << 3));
}

export function crossingGridY(index: i32): f64 {
  return load<f64>(crossingYs + ((<usize>index) << 3));
}

/** Keeps a crossing as number `kept` (kept <= its index): the pole test drops the others. */
export function keepCrossing(kept: i32, edge: i32, gridX: f64, gridY: f64): void {
  store<f64>(crossingXs + ((<usize>kept) << 3), gridX);
  store<f64>(crossingYs + ((<usize>kept) << 3), gridY);
  store<i32>(crossingEdges + ((<usize>kept) << 2), edge);
}

export function setCrossingCount(count: i32): void {
  crossingCount = count;
}

export function cornerColumn(column: i32, corner: i32): i32 {
  return corner == 1 || corner == 2 ? column + 1 : column;
}

export function cornerRow(row: i32, corner: i32): i32 {
  return corner >= 2 ? row + 1 : row;
}

export function cornerValue(column: i32, row: i32, corner: i32): f64 {
  return gridValue(cornerColumn(column, corner), cornerRow(row, corner));
}

/** The cell's crossings, by linear interpolation on each edge whose defined ends differ in sign. */
export function findCrossings(column: i32, row: i32): void {
  crossingCount = 0;
  for (let edge = 0; edge < 4; edge++) {
    const start = cornerValue(column, row, edge);
    const end = cornerValue(column, row, (edge + 1) & 3);
    // Both ends finite (an infinite end places no crossing: share would be NaN, 0 or 1 whatever F does).
    if (!(start - start == 0 && end - end == 0) || start >= 0 == end >= 0) continue;
    const share = start / (start - end);
    const startX = <f64>cornerColumn(column, edge);
    const startY = <f64>cornerRow(row, edge);
    const endX = <f64>cornerColumn(column, (edge + 1) & 3);
    const endY = <f64>cornerRow(row, (edge + 1) & 3);
    store<f64>(crossingXs + ((<usize>crossingCount) << 3), startX + share * (endX - startX));
    store<f64>(crossingYs + ((<usize>crossingCount) << 3), startY + share * (endY - startY));
    store<i32>(crossingEdges + ((<usize>crossingCount) << 2), edge);
    crossingCount++;
  }
}

export function crossingX(index: i32): f64 {
  return load<f64>(crossingXs + ((<usize>index) << 3)) * gridStep;
}

export function crossingY(index: i32): f64 {
  return load<f64>(crossingYs + ((<usize>index) << 3)) * gridStep;
}

function crossingOnEdge(edge: i32): i32 {
  for (let index = 0; index < crossingCount; index++) {
    if (load<i32>(crossingEdges + ((<usize>index) << 2)) == edge) return index;
  }
  return -1;
}

function joinCrossings(first: i32, second: i32): void {
  if (first < 0 || second < 0) return;
  const startX = crossingX(first);
  const startY = crossingY(first);
  const endX = crossingX(second);
  const endY = crossingY(second);
  // Two crossings at one corner (F exactly 0 there) are no segment.
  if (startX == endX && startY == endY) return;
  addSegment(startX, startY, endX, endY);
}

/**
 * Joins a cell's two crossings. Where F is 0 (to 2^-20 of the cell's largest |F|) at exactly one corner
 * and no crossing sits on a zero corner, the curve passes through that corner too: a singular point on
 * the grid (the folium's node at the origin), whose branches hug the cell's edges; the join runs through
 * the corner instead of cutting across the cell.
 */
export function joinPair(column: i32, row: i32): void {
  let largest: f64 = 0;
  for (let corner = 0; corner < 4; corner++)
    largest = max(largest, Math.abs(cornerValue(column, row, corner)));
  let zeroCorner = -1;
  for (let corner = 0; corner < 4; corner++) {
    if (!(Math.abs(cornerValue(column, row, corner)) <= ZERO_SHARE * largest)) continue;
    const cornerX = <f64>cornerColumn(column, corner) * gridStep;
    const cornerY = <f64>cornerRow(row, corner) * gridStep;
    const onCrossing =
      (Math.abs(crossingX(0) - cornerX) <= ZERO_SHARE * gridStep &&
        Math.abs(crossingY(0) - cornerY) <= ZERO_SHARE * gridStep) ||
      (Math.abs(crossingX(1) - cornerX) <= ZERO_SHARE * gridStep &&
        Math.abs(crossingY(1) - cornerY) <= ZERO_SHARE * gridStep);
    // A crossing on a zero corner: the curve already runs through a corner, and a second zero corner
    // is likelier a branch of its own (y sin x = x cos y along the y axis) than part of this one.
    if (onCrossing || zeroCorner >= 0) {
      zeroCorner = -1;
      break;
    }
    zeroCorner = corner;
  }
  if (zeroCorner < 0) {
    joinCrossings(0, 1);
    return;
  }
  const cornerX = <f64>cornerColumn(column, zeroCorner) * gridStep;
  const cornerY = <f64>cornerRow(row, zeroCorner) * gridStep;
  addSegment(crossingX(0), crossingY(0), cornerX, cornerY);
  addSegment(cornerX, cornerY, crossingX(1), crossingY(1));
}

/** Joins the four crossings of a saddle cell by the sign of F at its centre. */
export function joinSaddle(column: i32, row: i32, centre: f64): void {
  if (centre == 0) {
    const centreX = (<f64>column + 0.5) * gridStep;
    const centreY = (<f64>row + 0.5) * gridStep;
    for (let index = 0; index < 4; index++) addSegment(crossingX(index), crossingY(index), centreX, centreY);
  } else if (centre >= 0 != cornerValue(column, row, 0) >= 0) {
    // Corners 0 and 2 differ from the centre: each is cut off by its own segment.
    joinCrossings(crossingOnEdge(3), crossingOnEdge(0));
    joinCrossings(crossingOnEdge(1), crossingOnEdge(2));
  } else {
    joinCrossings(crossingOnEdge(0), crossingOnEdge(1));
    joinCrossings(crossingOnEdge(2), crossingOnEdge(3));
  }
}
