/**
 * The point grid of the implicit sampler: F at grid points `step` px apart over the quadtree's extent,
 * each point evaluated at most once per run. Points are queued (queueGridPoint, queueBlockGrid) and
 * evaluated in batches of PENDING_CAPACITY, one point-VM call each (flushGridPoints); a viewport-wide
 * byte map remembers which points are queued or evaluated, and which the valley test has seen.
 *
 * The grid is row-major, `gridColumns` points a row: the contouring and the valley test read values and
 * marks by index (gridValueAt, gridMarkAt), a neighbour being ±1 or ±gridColumns away, so their inner
 * loops do no coordinate arithmetic. Each column's x and each row's y are computed once per run.
 */
import { evaluateF, mathXmin, mathYmin, xPerPixel, yPerPixel } from './implicit-run';
import { allocateScratch } from './scratch';

/** Points per point-VM call: 4096 (112 KB of queue) fits the cache; see BLOCKS_PER_CHUNK in implicit-grid.ts. */
const PENDING_CAPACITY: i32 = 1 << 12;
const QUEUED: u8 = 1;
const VALLEY_TESTED: u8 = 2;
export const EVALUATED: u8 = 4;

export let gridStep: f64 = 0;
export let gridColumns: i32 = 0;
export let gridRows: i32 = 0;
export let gridPointEvaluations: i32 = 0;

let gridMarks: usize = 0;
let gridValues: usize = 0;
let pendingIndices: usize = 0;
let pendingXs: usize = 0;
let pendingYs: usize = 0;
let pendingValues: usize = 0;
let pendingCount: i32 = 0;
// Math x of each grid column and y of each row (the same rounding as xmin + column · step · xPerPixel).
let columnXs: usize = 0;
let rowYs: usize = 0;

/** Sets up an empty grid of `columns` x `rows` points `step` px apart over the run's view (implicit-run.ts). */
export function startGrid(step: f64, columns: i32, rows: i32): void {
  gridStep = step;
  gridColumns = columns;
  gridRows = rows;
  gridPointEvaluations = 0;
  const points = <usize>columns * <usize>rows;
  gridMarks = allocateScratch(points);
  memory.fill(gridMarks, 0, points);
  gridValues = allocateScratch(points << 3);
  const pendingBytes = (<usize>PENDING_CAPACITY) << 3;
  pendingIndices = allocateScratch(pendingBytes >> 1);
  pendingXs = allocateScratch(pendingBytes);
  pendingYs = allocateScratch(pendingBytes);
  pendingValues = allocateScratch(pendingBytes);
  pendingCount = 0;
  columnXs = allocateScratch((<usize>columns) << 3);
  rowYs = allocateScratch((<usize>rows) << 3);
  for (let column = 0; column < columns; column++) {
    store<f64>(columnXs + ((<usize>column) << 3), mathXmin + <f64>column * gridStep * xPerPixel);
  }
  for (let row = 0; row < rows; row++) {
    store<f64>(rowYs + ((<usize>row) << 3), mathYmin + <f64>row * gridStep * yPerPixel);
  }
}

export function isOnGrid(column: i32, row: i32): bool {
  return column >= 0 && row >= 0 && column < gridColumns && row < gridRows;
}

/** F at a grid point queued and flushed before (NaN where F is undefined). */
export function gridValue(column: i32, row: i32): f64 {
  return load<f64>(gridValues + ((<usize>(row * gridColumns + column)) << 3));
}

/** F at the grid point of index row · gridColumns + column. */
export function gridValueAt(index: i32): f64 {
  return load<f64>(gridValues + ((<usize>index) << 3));
}

/** The marks (EVALUATED, ...) of the grid point of index row · gridColumns + column. */
export function gridMarkAt(index: i32): u8 {
  return load<u8>(gridMarks + <usize>index);
}

/** F at the point is known (queued and flushed). */
export function isEvaluated(column: i32, row: i32): bool {
  return (load<u8>(gridMarks + <usize>(row * gridColumns + column)) & EVALUATED) != 0;
}

/** Marks the point as seen by the valley test; returns whether it was already. */
/** Lets the valley test look again at grid row `row` (a row of seed cells starts afresh). */
export function forgetValleyTests(row: i32): void {
  if (row < 0 || row >= gridRows) return;
  const start = gridMarks + <usize>(row * gridColumns);
  for (let column = 0; column < gridColumns; column++) {
    store<u8>(start + <usize>column, load<u8>(start + <usize>column) & ~VALLEY_TESTED);
  }
}

export function markValleyTested(column: i32, row: i32): bool {
  const address = gridMarks + <usize>(row * gridColumns + column);
  const marks = load<u8>(address);
  store<u8>(address, marks | VALLEY_TESTED);
  return (marks & VALLEY_TESTED) != 0;
}

function queueIndex(index: i32, column: i32, row: i32): void {
  const address = gridMarks + <usize>index;
  const marks = load<u8>(address);
  if (marks & QUEUED) return;
  store<u8>(address, marks | QUEUED);
  if (pendingCount == PENDING_CAPACITY) flushGridPoints();
  const offset = (<usize>pendingCount) << 3;
  store<i32>(pendingIndices + ((<usize>pendingCount) << 2), index);
  store<f64>(pendingXs + offset, load<f64>(columnXs + ((<usize>column) << 3)));
  store<f64>(pendingYs + offset, load<f64>(rowYs + ((<usize>row) << 3)));
  pendingCount++;
}

/** Queues F at a grid point (on the grid) unless queued before; full batches are evaluated at once. */
export function queueGridPoint(column: i32, row: i32): void {
  queueIndex(row * gridColumns + column, column, row);
}

/**
 * Queues the (steps + 1) x (steps + 1) grid points from (firstColumn, firstRow), all on the grid, those
 * queued before left out. Without a branch per point: every point is written at the end of the queue,
 * which grows by one only where the point is new (whether a neighbouring block queued it first is
 * as unpredictable as F's sign).
 */
export function queueBlockGrid(firstColumn: i32, firstRow: i32, steps: i32): void {
  if (pendingCount + (steps + 1) * (steps + 1) > PENDING_CAPACITY) flushGridPoints();
  for (let row = firstRow; row <= firstRow + steps; row++) {
    const rowStart = row * gridColumns;
    const y = load<f64>(rowYs + ((<usize>row) << 3));
    for (let column = firstColumn; column <= firstColumn + steps; column++) {
      const index = rowStart + column;
      const address = gridMarks + <usize>index;
      const marks = load<u8>(address);
      store<u8>(address, marks | QUEUED);
      const offset = (<usize>pendingCount) << 3;
      store<i32>(pendingIndices + ((<usize>pendingCount) << 2), index);
      store<f64>(pendingXs + offset, load<f64>(columnXs + ((<usize>column) << 3)));
      store<f64>(pendingYs + offset, y);
      pendingCount += 1 - <i32>(marks & QUEUED);
    }
  }
}

/** Evaluates every queued point in one point-VM call and stores the values in the grid. */
export function flushGridPoints(): void {
  if (pendingCount == 0) return;
  evaluateF(pendingXs, pendingYs, pendingValues, pendingCount);
  gridPointEvaluations += pendingCount;
  for (let point = 0; point < pendingCount; point++) {
    const index = load<i32>(pendingIndices + ((<usize>point) << 2));
    store<f64>(gridValues + ((<usize>index) << 3), load<f64>(pendingValues + ((<usize>point) << 3)));
    store<u8>(gridMarks + <usize>index, load<u8>(gridMarks + <usize>index) | EVALUATED);
  }
  pendingCount = 0;
}
