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
 * Two neighbouring points `first` and `second` (values of magnitude `firstSize`, `secondSize`): the bit
 * of the one that is larger, which that neighbour puts out of the valley test; neither when equal. As
 * mask bits from comparisons, without a branch.
 */
function largerOfPair(firstSize: f64, secondSize: f64, first: i32, second: i32): u32 {
  return ((<u32>(secondSize < firstSize)) << first) | ((<u32>(firstSize < secondSize)) << second);
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
  let strictlyNegative: u32 = 0;
  let undefinedMask: u32 = 0;
  let larger: u32 = 0;
  let below0: f64 = 0;
  let below1: f64 = 0;
  let below2: f64 = 0;
  let below3: f64 = 0;
  let below4: f64 = 0;
  for (let row = 0; row <= GRID_STEPS; row++) {
    const rowStart = firstIndex + row * gridColumns;
    const first = row * MASK_STRIDE;
    let flags: u32 = 0;
    let positiveFlags: u32 = 0;
    let strictlyPositiveFlags: u32 = 0;
    let strictlyNegativeFlags: u32 = 0;
    let undefinedFlags: u32 = 0;
    for (let column = 0; column <= GRID_STEPS; column++) {
      const value = gridValueAt(rowStart + column);
      store<f64>(blockValues + ((<usize>(first + column)) << 3), value);
      flags |= (<u32>(value - value == 0)) << column;
      positiveFlags |= (<u32>(value >= 0)) << column;
      strictlyPositiveFlags |= (<u32>(value > 0)) << column;
      strictlyNegativeFlags |= (<u32>(value < 0)) << column;
      undefinedFlags |= (<u32>(value != value)) << column;
    }
    finite |= flags << first;
    positive |= positiveFlags << first;
    strictlyPositive |= strictlyPositiveFlags << first;
    strictlyNegative |= strictlyNegativeFlags << first;
    undefinedMask |= undefinedFlags << first;
    const here0 = Math.abs(blockValue(first));
    const here1 = Math.abs(blockValue(first + 1));
    const here2 = Math.abs(blockValue(first + 2));
    const here3 = Math.abs(blockValue(first + 3));
    const here4 = Math.abs(blockValue(first + 4));
    // Along the row, and against the row below: a neighbour smaller in magnitude puts the point out.
    larger |=
      largerOfPair(here0, here1, first, first + 1) |
      largerOfPair(here1, here2, first + 1, first + 2) |
      largerOfPair(here2, here3, first + 2, first + 3) |
      largerOfPair(here3, here4, first + 3, first + 4);
    if (row > 0) {
      const under = first - MASK_STRIDE;
      larger |=
        largerOfPair(below0, here0, under, first) |
        largerOfPair(below1, here1, under + 1, first + 1) |
        largerOfPair(below2, here2, under + 2, first + 2) |
        largerOfPair(below3, here3, under + 3, first + 3) |
        largerOfPair(below4, here4, under + 4, first + 4);
    }
    below0 = here0;
    below1 = here1;
    below2 = here2;
    below3 = here3;
    below4 = here4;
  }
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
