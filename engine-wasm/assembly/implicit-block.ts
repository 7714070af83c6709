/**
 * One block of the implicit sampler's grid at a time (implicit-grid.ts): its (GRID_STEPS + 1)^2 = 25
 * values read once into bit masks, bit row · MASK_STRIDE + column, from which the cells with a crossing
 * and the points that may be a valley's floor follow by shifts and comparisons, without a branch per point.
 * F's signs and sizes are what a branch predictor cannot guess: with a test per cell edge and per valley
 * neighbour, mispredicted about half the time, this bookkeeping was the larger part of sampling
 * sin(x^2+y^2) = cos(xy) (engine-wasm/README.md has the figures). The masks are written for
 * GRID_STEPS = 4 (five points a row, 25 in a u32).
 */
import { GRID_STEPS } from './implicit-quadtree';
import { gridColumns, gridValueAt } from './implicit-grid-points';

/** Bit (row · (GRID_STEPS + 1) + column) of a block's grid points, for the masks of readBlock. */
export const MASK_STRIDE: i32 = GRID_STEPS + 1;
/** Points of columns 0 .. 3 in every row (GRID_STEPS = 4): where a bottom edge (to the right) starts. */
const EDGE_COLUMNS: u32 = 0xf7bdef;
/** Points of columns and rows 0 .. 3: each names the cell whose lower left corner it is. */
const CELL_POINTS: u32 = 0x7bdef;

/** The values of the block readBlock last read, row by row (MASK_STRIDE a row). */
const blockValues = memory.data(8 * MASK_STRIDE * MASK_STRIDE);
const ALL_POINTS: u32 = (1 << (MASK_STRIDE * MASK_STRIDE)) - 1;
const FIRST_COLUMN: u32 = 0x108421;
const LAST_COLUMN: u32 = FIRST_COLUMN << GRID_STEPS;

// Masks of the block readBlock last read: edges with a crossing (the bit of the edge's lower or left
// end), and the points that may be a valley's floor.
let crossingBottoms: u32 = 0;
let crossingLefts: u32 = 0;
export let valleyCandidates: u32 = 0;

function blockValue(bit: i32): f64 {
  return load<f64>(blockValues + ((<usize>bit) << 3));
}

/**
 * |value| as the bits of a double: for magnitudes (sign bit clear) the integers order as the doubles do,
 * and an integer comparison is cheaper than one of doubles. NaN's bits are above Infinity's, so a NaN
 * point compares larger than its neighbours (the float comparisons said neither): it and its
 * neighbours are out of the valley test anyway (spread of the undefined points), so the candidates are
 * the same.
 */
function magnitudeBits(value: f64): i64 {
  return reinterpret<i64>(value) & 0x7fffffffffffffff;
}

const INFINITY_BITS: i64 = 0x7ff0000000000000;

/** F > 0 by the bits: from the smallest positive double's up to Infinity's, one unsigned comparison. */
function isAboveZero(value: f64): bool {
  return <u64>(reinterpret<i64>(value) - 1) < <u64>INFINITY_BITS;
}

/**
 * Two neighbouring points `first` and `second` (values of magnitude `firstSize`, `secondSize`): the bit
 * of the one that is larger, which that neighbour puts out of the valley test; neither when equal. As
 * mask bits from comparisons, without a branch.
 */
function largerOfPair(firstSize: i64, secondSize: i64, first: i32, second: i32): u32 {
  return ((<u32>(secondSize < firstSize)) << first) | ((<u32>(firstSize < secondSize)) << second);
}

/** Five flags as the low five bits of a row's mask (column 0 first). */
function rowBits(first: bool, second: bool, third: bool, fourth: bool, fifth: bool): u32 {
  return (
    (<u32>first) | ((<u32>second) << 1) | ((<u32>third) << 2) | ((<u32>fourth) << 3) | ((<u32>fifth) << 4)
  );
}

/**
 * Reads a block's grid values (into blockValues) and returns the cells (bit row · MASK_STRIDE + column,
 * for the cell's lower left corner) with a crossing: an edge whose ends are both finite and differ in
 * sign (F >= 0 counts as positive), what findCrossings looks for. Also leaves in `valleyCandidates` the
 * points that may be a valley's floor as far as their neighbours along the block's rows and columns
 * tell: a point is out where F is undefined there or at such a neighbour, where a neighbour has the other
 * sign (F > 0 against F < 0), or is smaller in magnitude; the few left go to mayBeValleyFloor (diagonals
 * too) and implicit-valleys.ts (all eight, marks).
 *
 * All of it without a branch per point: F's signs and sizes are what a branch predictor cannot guess, and
 * with one branch per point and edge this was most of the contouring's time. Bit masks of the block's 25
 * points (sign, finite, undefined) give the crossing edges by shifts, and the magnitudes of a row and the
 * row below, held in locals, give the comparisons.
 */
export function readBlock(firstIndex: i32): u32 {
  let finite: u32 = 0;
  let positive: u32 = 0;
  let strictlyPositive: u32 = 0;
  let undefinedMask: u32 = 0;
  let larger: u32 = 0;
  let below0: i64 = 0;
  let below1: i64 = 0;
  let below2: i64 = 0;
  let below3: i64 = 0;
  let below4: i64 = 0;
  for (let row = 0; row <= GRID_STEPS; row++) {
    const rowStart = firstIndex + row * gridColumns;
    const first = row * MASK_STRIDE;
    // The row's five values in locals, every shift below by a constant: the masks of a row are built
    // before they are moved to the row's bits.
    const value0 = gridValueAt(rowStart);
    const value1 = gridValueAt(rowStart + 1);
    const value2 = gridValueAt(rowStart + 2);
    const value3 = gridValueAt(rowStart + 3);
    const value4 = gridValueAt(rowStart + 4);
    const rowValues = blockValues + ((<usize>first) << 3);
    store<f64>(rowValues, value0);
    store<f64>(rowValues, value1, 8);
    store<f64>(rowValues, value2, 16);
    store<f64>(rowValues, value3, 24);
    store<f64>(rowValues, value4, 32);
    const here0 = magnitudeBits(value0);
    const here1 = magnitudeBits(value1);
    const here2 = magnitudeBits(value2);
    const here3 = magnitudeBits(value3);
    const here4 = magnitudeBits(value4);
    // By the bits, one integer comparison each (a comparison of doubles also tests for NaN):
    // magnitudes below Infinity's bits are finite, above them NaN, 0 is F = 0 (either sign).
    finite |=
      rowBits(
        here0 < INFINITY_BITS,
        here1 < INFINITY_BITS,
        here2 < INFINITY_BITS,
        here3 < INFINITY_BITS,
        here4 < INFINITY_BITS,
      ) << first;
    undefinedMask |=
      rowBits(
        here0 > INFINITY_BITS,
        here1 > INFINITY_BITS,
        here2 > INFINITY_BITS,
        here3 > INFINITY_BITS,
        here4 > INFINITY_BITS,
      ) << first;
    const rowPositive = rowBits(
      isAboveZero(value0),
      isAboveZero(value1),
      isAboveZero(value2),
      isAboveZero(value3),
      isAboveZero(value4),
    );
    strictlyPositive |= rowPositive << first;
    positive |= (rowPositive | rowBits(here0 == 0, here1 == 0, here2 == 0, here3 == 0, here4 == 0)) << first;
    // Along the row, and against the row below: a neighbour smaller in magnitude puts the point out.
    larger |=
      (largerOfPair(here0, here1, 0, 1) |
        largerOfPair(here1, here2, 1, 2) |
        largerOfPair(here2, here3, 2, 3) |
        largerOfPair(here3, here4, 3, 4)) <<
      first;
    if (row > 0) {
      const under = first - MASK_STRIDE;
      larger |=
        (largerOfPair(below0, here0, 0, MASK_STRIDE) |
          largerOfPair(below1, here1, 1, MASK_STRIDE + 1) |
          largerOfPair(below2, here2, 2, MASK_STRIDE + 2) |
          largerOfPair(below3, here3, 3, MASK_STRIDE + 3) |
          largerOfPair(below4, here4, 4, MASK_STRIDE + 4)) <<
        under;
    }
    below0 = here0;
    below1 = here1;
    below2 = here2;
    below3 = here3;
    below4 = here4;
  }
  // F < 0 is neither F >= 0 nor undefined.
  const strictlyNegative = ~positive & ~undefinedMask & ALL_POINTS;
  let out = larger | spread(undefinedMask);
  out |= strictlyPositive & spread(strictlyNegative);
  out |= strictlyNegative & spread(strictlyPositive);
  valleyCandidates = ~out & ALL_POINTS;
  // A bottom edge from point p to p + 1, a left edge from p to p + MASK_STRIDE (a row up).
  const bottom = finite & (finite >> 1) & (positive ^ (positive >> 1)) & EDGE_COLUMNS;
  const left = finite & (finite >> MASK_STRIDE) & (positive ^ (positive >> MASK_STRIDE));
  crossingBottoms = bottom;
  crossingLefts = left;
  // A cell's top edge is the bottom edge a row up, its right edge the left edge a column on.
  return (bottom | (bottom >> MASK_STRIDE) | left | (left >> 1)) & CELL_POINTS;
}

/** The crossing edges of the cell at `bit` (bit k: edge k, as implicit-cell.ts numbers them). */
export function cellEdges(bit: i32): i32 {
  return (
    (<i32>((crossingBottoms >> bit) & 1)) |
    ((<i32>((crossingLefts >> (bit + 1)) & 1)) << 1) |
    ((<i32>((crossingBottoms >> (bit + MASK_STRIDE)) & 1)) << 2) |
    ((<i32>((crossingLefts >> bit) & 1)) << 3)
  );
}

/** The points of `mask` and their neighbours along the rows and columns of the block. */
function spread(mask: u32): u32 {
  return (
    (mask |
      ((mask << 1) & ~FIRST_COLUMN) |
      ((mask >> 1) & ~LAST_COLUMN) |
      (mask << MASK_STRIDE) |
      (mask >> MASK_STRIDE)) &
    ALL_POINTS
  );
}

/**
 * Whether the block's point `bit`, one of readBlock's valleyCandidates, may be a valley's floor as far as
 * all its neighbours within the block tell, diagonals included (implicit-valleys.ts decides with all
 * eight, outside the block too): false where F is undefined there, or a neighbour is undefined, of the
 * other sign, or smaller in magnitude. An exact 0 passes, for the full test.
 */
export function mayBeValleyFloor(bit: i32): bool {
  const middle = blockValue(bit);
  if (middle != middle) return false;
  if (middle == 0) return true;
  const side: f64 = middle > 0 ? 1 : -1;
  const magnitude = Math.abs(middle);
  const row = bit / MASK_STRIDE;
  const column = bit - row * MASK_STRIDE;
  for (let rowOffset = -1; rowOffset <= 1; rowOffset++) {
    const neighbourRow = row + rowOffset;
    if (neighbourRow < 0 || neighbourRow > GRID_STEPS) continue;
    for (let columnOffset = -1; columnOffset <= 1; columnOffset++) {
      const neighbourColumn = column + columnOffset;
      if (neighbourColumn < 0 || neighbourColumn > GRID_STEPS) continue;
      const value = blockValue(neighbourRow * MASK_STRIDE + neighbourColumn);
      if (value != value || side * value < 0 || Math.abs(value) < magnitude) return false;
    }
  }
  return true;
}
