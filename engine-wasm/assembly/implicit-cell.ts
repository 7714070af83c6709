/**
 * Marching squares in one grid cell (implicit-grid.ts): its corners' values, the crossings on its edges
 * by linear interpolation, and the joins. Crossings are kept in static memory for the current cell, by
 * edge: bottom 0, right 1, top 2, left 3 (corner k to corner k + 1; corners 0..3 counterclockwise from the
 * lower left).
 */
import { gridColumns, gridStep, gridValue, gridValueAt } from './implicit-grid-points';
import { addSegment } from './implicit-segments';

/** A corner value this small next to the cell's largest counts as 0 (x^y - y^x off by rounding on x = y). */
export const ZERO_SHARE: f64 = 1.0 / 1048576;

export let crossingCount: i32 = 0;
const crossingXs = memory.data(32);
const crossingYs = memory.data(32);
const crossingEdges = memory.data(16);
// The corners' values of the cell findCrossings last looked at, counterclockwise from the lower left.
let corner0: f64 = 0;
let corner1: f64 = 0;
let corner2: f64 = 0;
let corner3: f64 = 0;

/** The value at corner `corner` of the cell findCrossings last looked at. */
function foundCorner(corner: i32): f64 {
  return corner == 0 ? corner0 : corner == 1 ? corner1 : corner == 2 ? corner2 : corner3;
}

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

/**
 * Adds the crossing on `edge`, whose ends' values `start` and `end` are finite and differ in sign. It is
 * placed from the edge's lower (or left) end whichever cell asks, so that the two cells sharing the edge
 * get the same bits and their segments join (implicit-segments.ts).
 */
function placeCrossing(column: i32, row: i32, edge: i32, start: f64, end: f64): void {
  const forward = edge < 2;
  const fromValue = forward ? start : end;
  const toValue = forward ? end : start;
  const fromCorner = forward ? edge : (edge + 1) & 3;
  const toCorner = forward ? (edge + 1) & 3 : edge;
  const share = fromValue / (fromValue - toValue);
  const fromX = <f64>cornerColumn(column, fromCorner);
  const fromY = <f64>cornerRow(row, fromCorner);
  const toX = <f64>cornerColumn(column, toCorner);
  const toY = <f64>cornerRow(row, toCorner);
  store<f64>(crossingXs + ((<usize>crossingCount) << 3), fromX + share * (toX - fromX));
  store<f64>(crossingYs + ((<usize>crossingCount) << 3), fromY + share * (toY - fromY));
  store<i32>(crossingEdges + ((<usize>crossingCount) << 2), edge);
  crossingCount++;
}

/** Adds the crossing on `edge` if its ends (grid values `start`, `end`) are finite and differ in sign. */
function addCrossing(column: i32, row: i32, edge: i32, start: f64, end: f64): void {
  // Both ends finite (an infinite end places no crossing: share would be NaN, 0 or 1 whatever F does).
  if (!(start - start == 0 && end - end == 0) || start >= 0 == end >= 0) return;
  placeCrossing(column, row, edge, start, end);
}

function loadCorners(column: i32, row: i32): void {
  const lowerLeft = row * gridColumns + column;
  corner0 = gridValueAt(lowerLeft);
  corner1 = gridValueAt(lowerLeft + 1);
  corner2 = gridValueAt(lowerLeft + gridColumns + 1);
  corner3 = gridValueAt(lowerLeft + gridColumns);
}

/** The cell's crossings, by linear interpolation on each edge whose defined ends differ in sign. */
export function findCrossings(column: i32, row: i32): void {
  crossingCount = 0;
  loadCorners(column, row);
  addCrossing(column, row, 0, corner0, corner1);
  addCrossing(column, row, 1, corner1, corner2);
  addCrossing(column, row, 2, corner2, corner3);
  addCrossing(column, row, 3, corner3, corner0);
}

/**
 * findCrossings for a cell whose crossing edges are known (bit k: edge k has finite ends of different
 * signs), as the block's bit masks tell them: the same crossings without the tests.
 */
export function placeCrossings(column: i32, row: i32, edges: i32): void {
  crossingCount = 0;
  loadCorners(column, row);
  if (edges & 1) placeCrossing(column, row, 0, corner0, corner1);
  if (edges & 2) placeCrossing(column, row, 1, corner1, corner2);
  if (edges & 4) placeCrossing(column, row, 2, corner2, corner3);
  if (edges & 8) placeCrossing(column, row, 3, corner3, corner0);
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
  // max() keeps a NaN corner's NaN, and then no corner counts as 0.
  const largest = max(
    max(max(max(<f64>0, Math.abs(corner0)), Math.abs(corner1)), Math.abs(corner2)),
    Math.abs(corner3),
  );
  const zero = ZERO_SHARE * largest;
  if (!(
    Math.abs(corner0) <= zero ||
    Math.abs(corner1) <= zero ||
    Math.abs(corner2) <= zero ||
    Math.abs(corner3) <= zero
  )) {
    joinCrossings(0, 1);
    return;
  }
  let zeroCorner = -1;
  for (let corner = 0; corner < 4; corner++) {
    if (!(Math.abs(foundCorner(corner)) <= zero)) continue;
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
  } else if (centre >= 0 != corner0 >= 0) {
    // Corners 0 and 2 differ from the centre: each is cut off by its own segment.
    joinCrossings(crossingOnEdge(3), crossingOnEdge(0));
    joinCrossings(crossingOnEdge(1), crossingOnEdge(2));
  } else {
    joinCrossings(crossingOnEdge(0), crossingOnEdge(1));
    joinCrossings(crossingOnEdge(2), crossingOnEdge(3));
  }
}
