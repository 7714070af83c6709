/**
 * Zeros of F where it does not change sign: a touching zero ((x - y)^2 = 0 along its line), an isolated
 * one (x^2 + y^2 = 0 at the origin), a loop smaller than a grid cell, two branches closer than a cell.
 * Looked for at the grid points of the blocks the interval VM could not exclude.
 *
 * A grid point P whose |F| is smallest among its eight neighbours (neighbours outside the evaluated
 * blocks are evaluated for it) is a valley's floor when, on one of the four lines through P (x, y and
 * the two diagonals), the parabola through F at P and its two neighbours bends away from 0, with its
 * vertex within half a step of P and at (nearly) 0: the vertex at most VALLEY_SHARE of the bend over
 * one step, so F there is 0 to within what the samples resolve, or crosses 0 between them. The segment
 * drawn runs through the vertex across that line, one step long. An exact 0 at P with no 0 among its
 * neighbours, or a bowl (traceBowl), is an isolated zero: drawn as a dot, a segment of length 0 (the
 * renderer draws it round).
 */
import { addSegment } from './implicit-segments';
import {
  EVALUATED,
  gridColumns,
  gridMarkAt,
  gridRows,
  gridStep,
  gridValue,
  gridValueAt,
  isEvaluated,
  isOnGrid,
  markValleyTested,
  queueGridPoint,
} from './implicit-grid-points';
import { allocateScratch } from './scratch';

const VALLEY_SHARE: f64 = 0.05;
/** det / trace^2 of the Hessian for eigenvalues a tenth apart: 0.1 / 1.1^2. */
const BOWL_SHARE: f64 = 0.0826;

let candidateColumns: usize = 0;
let candidateRows: usize = 0;
let candidateCapacity: i32 = 0;
let candidateCount: i32 = 0;

export function startValleys(capacity: i32): void {
  candidateCapacity = capacity;
  candidateColumns = allocateScratch((<usize>capacity) << 2);
  candidateRows = allocateScratch((<usize>capacity) << 2);
  candidateCount = 0;
}

/** The plus neighbour of line k through a point: (1, 0), (0, 1), (1, 1), (1, -1). */
function lineColumn(line: i32): i32 {
  return line == 1 ? 0 : 1;
}

function lineRow(line: i32): i32 {
  return line == 0 ? 0 : line == 3 ? -1 : 1;
}

/** 1 or −1: the sign of F at P, or for an exact zero (+0 or −0) the sign of its nonzero neighbours. */
function valleySide(column: i32, row: i32): f64 {
  const middle = gridValue(column, row);
  if (middle != 0) return middle > 0 ? 1 : -1;
  for (let rowOffset = -1; rowOffset <= 1; rowOffset++) {
    for (let columnOffset = -1; columnOffset <= 1; columnOffset++) {
      const neighbourColumn = column + columnOffset;
      const neighbourRow = row + rowOffset;
      if (!isOnGrid(neighbourColumn, neighbourRow) || !isEvaluated(neighbourColumn, neighbourRow)) continue;
      const value = gridValue(neighbourColumn, neighbourRow);
      if (value > 0) return 1;
      if (value < 0) return -1;
    }
  }
  return 1;
}

/**
 * Whether P's |F| is the smallest among its evaluated neighbours, all of one sign with it (an exact zero
 * at P, either signed zero, takes its neighbours' sign: 0 = -x^2 - y^2 has one at the origin); false
 * where P or a neighbour lies off the grid or F is undefined there. `side` is P's (valleySide).
 */
function isLowestAround(column: i32, row: i32, side: f64): bool {
  const middle = gridValue(column, row);
  if (middle != middle) return false;
  const magnitude = Math.abs(middle);
  for (let rowOffset = -1; rowOffset <= 1; rowOffset++) {
    for (let columnOffset = -1; columnOffset <= 1; columnOffset++) {
      const neighbourColumn = column + columnOffset;
      const neighbourRow = row + rowOffset;
      if (!isOnGrid(neighbourColumn, neighbourRow)) return false;
      if (!isEvaluated(neighbourColumn, neighbourRow)) continue;
      const value = gridValue(neighbourColumn, neighbourRow);
      if (value != value || side * value < 0 || Math.abs(value) < magnitude) return false;
    }
  }
  return true;
}

/** Whether a neighbour's value `value` (marks `marks`) leaves P (|F| = `magnitude`, sign `side`) lowest. */
function leavesLowest(marks: u8, value: f64, side: f64, magnitude: f64): bool {
  return !(marks & EVALUATED) || !(value != value || side * value < 0 || Math.abs(value) < magnitude);
}

/**
 * isLowestAround for a point with a nonzero value (the common case), by grid index: the eight
 * neighbours are ±1 and ±gridColumns away, and the point must not lie on the grid's border.
 */
function isLowestAtIndex(column: i32, row: i32, middle: f64): bool {
  if (column < 1 || row < 1 || column >= gridColumns - 1 || row >= gridRows - 1) return false;
  const index = row * gridColumns + column;
  const side: f64 = middle > 0 ? 1 : -1;
  const magnitude = Math.abs(middle);
  // The four along the axes first: in a sloped stretch one of them is lower, and the test ends there.
  for (let neighbour = 0; neighbour < 8; neighbour++) {
    const offset =
      neighbour == 0
        ? 1
        : neighbour == 1
          ? -1
          : neighbour == 2
            ? gridColumns
            : neighbour == 3
              ? -gridColumns
              : neighbour == 4
                ? gridColumns + 1
                : neighbour == 5
                  ? gridColumns - 1
                  : neighbour == 6
                    ? 1 - gridColumns
                    : -1 - gridColumns;
    if (!leavesLowest(gridMarkAt(index + offset), gridValueAt(index + offset), side, magnitude)) return false;
  }
  return true;
}

/** Looks at an evaluated grid point: a possible valley floor becomes a candidate. */
export function considerValleyAt(column: i32, row: i32): void {
  if (markValleyTested(column, row)) return;
  const middle = gridValue(column, row);
  if (middle != middle) return;
  if (middle != 0) {
    if (!isLowestAtIndex(column, row, middle)) return;
  } else if (!isLowestAround(column, row, valleySide(column, row))) return;
  if (candidateCount >= candidateCapacity) return;
  for (let rowOffset = -1; rowOffset <= 1; rowOffset++) {
    for (let columnOffset = -1; columnOffset <= 1; columnOffset++) {
      queueGridPoint(column + columnOffset, row + rowOffset);
    }
  }
  store<i32>(candidateColumns + ((<usize>candidateCount) << 2), column);
  store<i32>(candidateRows + ((<usize>candidateCount) << 2), row);
  candidateCount++;
}

/**
 * A bowl: the quadratic through P's neighbourhood, F ≈ m + b u + c v + d u^2 + e v^2 + f u v (in steps,
 * sign-adjusted), curves up in every direction (its Hessian's smaller eigenvalue at least a tenth of the
 * larger: det > BOWL_SHARE trace^2), with its lowest point within half a step of P and at (nearly) 0.
 * That is an isolated zero (or a loop smaller than a step) wherever it lies between grid points, which
 * the lines through P can miss; it is drawn as a dot at that lowest point.
 */
function traceBowl(column: i32, row: i32, sign: f64, middle: f64): bool {
  const right = sign * gridValue(column + 1, row);
  const left = sign * gridValue(column - 1, row);
  const up = sign * gridValue(column, row + 1);
  const down = sign * gridValue(column, row - 1);
  const b = 0.5 * (right - left);
  const c = 0.5 * (up - down);
  const d = 0.5 * (right + left) - middle;
  const e = 0.5 * (up + down) - middle;
  const f =
    0.25 *
    (sign * gridValue(column + 1, row + 1) +
      sign * gridValue(column - 1, row - 1) -
      sign * gridValue(column + 1, row - 1) -
      sign * gridValue(column - 1, row + 1));
  const trace = 2 * d + 2 * e;
  const determinant = 4 * d * e - f * f;
  if (!(trace > 0 && determinant > BOWL_SHARE * trace * trace)) return false;
  const u = (f * c - 2 * e * b) / determinant;
  const v = (f * b - 2 * d * c) / determinant;
  const lowest = middle + 0.5 * (b * u + c * v);
  if (Math.abs(u) > 0.5 || Math.abs(v) > 0.5 || lowest > VALLEY_SHARE * trace) return false;
  const dotX = (<f64>column + u) * gridStep;
  const dotY = (<f64>row + v) * gridStep;
  addSegment(dotX, dotY, dotX, dotY);
  return true;
}

function traceValley(column: i32, row: i32): void {
  const sign = valleySide(column, row);
  if (!isLowestAround(column, row, sign)) return;
  const centre = gridValue(column, row);
  const middle = sign * centre;
  let zeroNeighbour = false;
  let bestLine = -1;
  let bestBend: f64 = 0;
  let bestShift: f64 = 0;
  for (let line = 0; line < 4; line++) {
    const minus = sign * gridValue(column - lineColumn(line), row - lineRow(line));
    const plus = sign * gridValue(column + lineColumn(line), row + lineRow(line));
    if (minus == 0 || plus == 0) zeroNeighbour = true;
    const bend = minus + plus - 2 * middle;
    if (!(bend > 0)) continue;
    const shift = (minus - plus) / (2 * bend);
    const vertex = middle - ((plus - minus) * (plus - minus)) / (8 * bend);
    if (Math.abs(shift) > 0.5 || vertex > VALLEY_SHARE * bend) continue;
    if (bend > bestBend) {
      bestLine = line;
      bestBend = bend;
      bestShift = shift;
    }
  }
  if (centre == 0 && !zeroNeighbour) {
    addSegment(<f64>column * gridStep, <f64>row * gridStep, <f64>column * gridStep, <f64>row * gridStep);
    return;
  }
  if (traceBowl(column, row, sign, middle)) return;
  if (bestLine < 0) return;
  const pointX = (<f64>column + bestShift * <f64>lineColumn(bestLine)) * gridStep;
  const pointY = (<f64>row + bestShift * <f64>lineRow(bestLine)) * gridStep;
  // Across the valley: the line's step; along it, perpendicular, half a step each way.
  const alongX = -0.5 * <f64>lineRow(bestLine) * gridStep;
  const alongY = 0.5 * <f64>lineColumn(bestLine) * gridStep;
  addSegment(pointX - alongX, pointY - alongY, pointX + alongX, pointY + alongY);
}

/** Runs the valley test at every candidate; their neighbours must have been flushed. */
export function traceValleys(): void {
  for (let candidate = 0; candidate < candidateCount; candidate++) {
    traceValley(
      load<i32>(candidateColumns + ((<usize>candidate) << 2)),
      load<i32>(candidateRows + ((<usize>candidate) << 2)),
    );
  }
  candidateCount = 0;
}
