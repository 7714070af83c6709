/**
 * The quadtree of the implicit sampler: cells in pixel coordinates, level by level from INITIAL_CELL_PIXELS
 * down. Every level is evaluated in interval-VM calls of CULL_CHUNK cells each; a cell whose interval of F
 * excludes 0 (or is empty: F undefined on the whole cell) cannot hold the curve and is dropped, the others
 * split into four. Interval evaluation is conservative, so no piece of the curve is ever dropped, however
 * thin; over-estimation only keeps extra cells. A cell flagged sparse (F has values only on a nowhere
 * dense set, as x^y where x < 0) is dropped when F is undefined at four scattered points of it too.
 *
 * The descent stops at BLOCK_PIXELS: there point samples on a grid (implicit-grid.ts) are cheaper than
 * more interval levels. An interval evaluation costs about four point evaluations (sin(x^2+y^2) -
 * cos(xy): 250 ns against 58 ns here), a 2 px child block is 4 new grid points at 1 px, and at that size
 * the intervals of the curves measured keep 50-60% of the children: one more level would cost more
 * interval evaluations than the grid points it saves.
 *
 * The work is bounded: when the next level would exceed the interval budget or the queue, the cells
 * kept so far become the blocks or leaves (coarser contouring, never a missing branch of what was found).
 */
import { evaluateIntervalProgram } from './interval-vm';
import { INTERVAL_DISCONTINUOUS, INTERVAL_SPARSE } from './interval-register';
import {
  evaluateF,
  mathXmin,
  mathYmin,
  programCode,
  programConstants,
  programLength,
  xPerPixel,
  yPerPixel,
} from './implicit-run';
import { allocateScratch } from './scratch';

const INITIAL_CELL_PIXELS: f64 = 32;
/** Blocks contoured on a grid of GRID_STEPS x GRID_STEPS cells (1 px for a 4 px block). */
const BLOCK_PIXELS: f64 = 4;
export const GRID_STEPS: i32 = 4;
export const MAX_INTERVAL_EVALUATIONS: i32 = 1 << 20;
/**
 * Cells one level may hold: 2^17 blocks of 4 px cover 2 Mpx whole (1280 x 800 px is 64000 blocks, and
 * sin(x^2+y^2) = cos(xy) keeps about half of them). About 4.5 MB of scratch memory at this size.
 */
export const MAX_LEVEL_CELLS: i32 = 1 << 17;
/**
 * Most points the grid of a run may have (a byte and an f64 each, about 75 MB): a viewport larger than
 * 2^23 px (a 4K screen is 8.3 Mpx) is contoured on coarser blocks, so the grid stays within it.
 */
const MAX_GRID_POINTS: f64 = 8388608;

let cellXs: usize = 0;
let cellYs: usize = 0;
let nextXs: usize = 0;
let nextYs: usize = 0;
let cellFlags: usize = 0;
let boxPointers: usize = 0;
let boxes: usize = 0;
let outputLow: usize = 0;
let outputHigh: usize = 0;
let outputFlags: usize = 0;

/** Cells per interval-VM call of cullCells. */
const CULL_CHUNK: i32 = 2048;
const BOX_PLANE: usize = (<usize>CULL_CHUNK) << 3;

let intervalBudget: i32 = MAX_INTERVAL_EVALUATIONS;

/** Four scattered points per sparse cell (fractions of its side), in chunks of SPARSE_CHUNK cells. */
const SPARSE_CHUNK: i32 = 1024;
const SPARSE_PROBES: i32 = 4;
let probeXs: usize = 0;
let probeYs: usize = 0;
let probeValues: usize = 0;

function probeFractionX(probe: i32): f64 {
  return probe == 0 ? 0.1483 : probe == 1 ? 0.6217 : probe == 2 ? 0.8741 : 0.3359;
}

function probeFractionY(probe: i32): f64 {
  return probe == 0 ? 0.3871 : probe == 1 ? 0.1129 : probe == 2 ? 0.6617 : 0.8893;
}

/**
 * The interval evaluations the next runs may spend (clamped to [4096, MAX_INTERVAL_EVALUATIONS]): a
 * small budget gives a coarse picture fast, for a first frame, refined by a later run with more.
 */
export function setIntervalBudget(budget: i32): void {
  intervalBudget = max(4096, min(budget, MAX_INTERVAL_EVALUATIONS));
}

export let leafCount: i32 = 0;
export let leafPixels: f64 = 0;
export let intervalEvaluations: i32 = 0;
/** Point evaluations the sparse checks cost. */
export let quadtreePointEvaluations: i32 = 0;
/** Columns and rows of seed cells (seedPixels each) the quadtree covers: the grid's extent. */
export let seedColumns: i32 = 0;
export let seedRows: i32 = 0;
export let seedPixels: f64 = INITIAL_CELL_PIXELS;
let blockPixels: f64 = BLOCK_PIXELS;

/**
 * The rows of seed cells a run samples, [stripFirstRow, stripEndRow): all of them, or a strip of the view
 * for a pool thread (worker/implicit-pool.ts). Blocks are kept in seed order and each seed row is
 * contoured as if alone (implicit-grid.ts), so the strips' geometry, joined in order, is the whole's.
 */
let stripFirstRow: i32 = 0;
let stripEndRow: i32 = i32.MAX_VALUE;

export function setStripRows(first: i32, end: i32): void {
  stripFirstRow = first;
  stripEndRow = end;
}

/**
 * Cells evaluated per level of the last run (the seeds first): the pool sums its strips' to tell whether
 * one thread would have stopped at the same level (budget and MAX_LEVEL_CELLS are the whole view's).
 */
const MAX_LEVELS: i32 = 32;
const levelCells = memory.data(MAX_LEVELS << 2);
let levelCount: i32 = 0;

/** Cells evaluated at `level` of the last run; -1 past its last level. */
export function levelCellCount(level: i32): i32 {
  return level >= 0 && level < levelCount ? load<i32>(levelCells + ((<usize>level) << 2)) : -1;
}

export function leafX(leaf: i32): f64 {
  return load<f64>(cellXs + ((<usize>leaf) << 3));
}

export function leafY(leaf: i32): f64 {
  return load<f64>(cellYs + ((<usize>leaf) << 3));
}

export function leafIsDiscontinuous(leaf: i32): bool {
  return (load<i32>(cellFlags + ((<usize>leaf) << 2)) & INTERVAL_DISCONTINUOUS) != 0;
}

/** Moves cell `from` to `to` (to <= from), compacting the kept cells in place. */
function moveCell(from: i32, to: i32): void {
  store<f64>(cellXs + ((<usize>to) << 3), load<f64>(cellXs + ((<usize>from) << 3)));
  store<f64>(cellYs + ((<usize>to) << 3), load<f64>(cellYs + ((<usize>from) << 3)));
  store<i32>(cellFlags + ((<usize>to) << 2), load<i32>(cellFlags + ((<usize>from) << 2)));
}

function allocate(): void {
  const cellBytes = (<usize>MAX_LEVEL_CELLS) << 3;
  cellXs = allocateScratch(cellBytes);
  cellYs = allocateScratch(cellBytes);
  nextXs = allocateScratch(cellBytes);
  nextYs = allocateScratch(cellBytes);
  cellFlags = allocateScratch(cellBytes >> 1);
  boxes = allocateScratch(BOX_PLANE * 4);
  outputLow = allocateScratch(BOX_PLANE);
  outputHigh = allocateScratch(BOX_PLANE);
  outputFlags = allocateScratch(BOX_PLANE >> 1);
  // The interval VM's input table: x low, x high, y low, y high, t (none).
  boxPointers = allocateScratch(24);
  store<usize>(boxPointers, boxes);
  store<usize>(boxPointers, boxes + BOX_PLANE, 4);
  store<usize>(boxPointers, boxes + 2 * BOX_PLANE, 8);
  store<usize>(boxPointers, boxes + 3 * BOX_PLANE, 12);
  store<usize>(boxPointers, 0, 16);
  store<usize>(boxPointers, 0, 20);
  const probeBytes = (<usize>(SPARSE_CHUNK * SPARSE_PROBES)) << 3;
  probeXs = allocateScratch(probeBytes);
  probeYs = allocateScratch(probeBytes);
  probeValues = allocateScratch(probeBytes);
}

/** Cells covering [0, width] x [0, height] pixels, seedPixels each. */
function seedCells(widthPixels: f64, heightPixels: f64): i32 {
  const columns = <i32>Math.ceil(widthPixels / seedPixels);
  const rows = <i32>Math.ceil(heightPixels / seedPixels);
  seedColumns = columns;
  seedRows = rows;
  let count = 0;
  for (let row = max(0, stripFirstRow); row < min(rows, stripEndRow); row++) {
    for (let column = 0; column < columns; column++) {
      store<f64>(cellXs + ((<usize>count) << 3), <f64>column * seedPixels);
      store<f64>(cellYs + ((<usize>count) << 3), <f64>row * seedPixels);
      count++;
    }
  }
  return count;
}

/**
 * Evaluates F over the `count` cells of side `size` px; keeps those that may hold F = 0, in place. The
 * cells go to the interval VM CULL_CHUNK at a time: a round's boxes and bounds stay in the core's cache
 * between being written and read (a level of 45 k cells is 2.3 MB of them).
 */
function cullCells(count: i32, size: f64): i32 {
  let kept = 0;
  let sparse = 0;
  for (let first = 0; first < count; first += CULL_CHUNK) {
    const items = min(CULL_CHUNK, count - first);
    for (let item = 0; item < items; item++) {
      const offset = (<usize>item) << 3;
      const x = load<f64>(cellXs + ((<usize>(first + item)) << 3));
      const y = load<f64>(cellYs + ((<usize>(first + item)) << 3));
      store<f64>(boxes + offset, mathXmin + x * xPerPixel);
      store<f64>(boxes + BOX_PLANE + offset, mathXmin + (x + size) * xPerPixel);
      store<f64>(boxes + 2 * BOX_PLANE + offset, mathYmin + y * yPerPixel);
      store<f64>(boxes + 3 * BOX_PLANE + offset, mathYmin + (y + size) * yPerPixel);
    }
    evaluateIntervalProgram(
      programCode,
      programLength,
      programConstants,
      boxPointers,
      outputLow,
      outputHigh,
      outputFlags,
      items,
    );
    for (let item = 0; item < items; item++) {
      const offset = (<usize>item) << 3;
      const low = load<f64>(outputLow + offset);
      const high = load<f64>(outputHigh + offset);
      // NaN bounds (empty) fail both tests and drop the cell.
      if (!(low <= 0 && high >= 0)) continue;
      const flags = load<i32>(outputFlags + ((<usize>item) << 2));
      if (flags & INTERVAL_SPARSE) sparse++;
      const cell = first + item;
      store<f64>(cellXs + ((<usize>kept) << 3), load<f64>(cellXs + ((<usize>cell) << 3)));
      store<f64>(cellYs + ((<usize>kept) << 3), load<f64>(cellYs + ((<usize>cell) << 3)));
      store<i32>(cellFlags + ((<usize>kept) << 2), flags);
      kept++;
    }
  }
  intervalEvaluations += count;
  if (levelCount < MAX_LEVELS) {
    store<i32>(levelCells + ((<usize>levelCount) << 2), count);
    levelCount++;
  }
  return sparse > 0 ? dropEmptySparseCells(kept, size) : kept;
}

/**
 * Drops the cells flagged sparse where F is undefined at all four scattered points too: where the
 * interval's claim holds, F has no value on any open piece of the cell, so no curve can be drawn there;
 * where an over-wide exponent interval made it falsely (x - x + 1/3), the points have values.
 */
function dropEmptySparseCells(count: i32, size: f64): i32 {
  let kept = 0;
  for (let first = 0; first < count; first += SPARSE_CHUNK) {
    const items = min(SPARSE_CHUNK, count - first);
    let probes = 0;
    for (let item = 0; item < items; item++) {
      const cell = first + item;
      if (!(load<i32>(cellFlags + ((<usize>cell) << 2)) & INTERVAL_SPARSE)) continue;
      const x = load<f64>(cellXs + ((<usize>cell) << 3));
      const y = load<f64>(cellYs + ((<usize>cell) << 3));
      for (let probe = 0; probe < SPARSE_PROBES; probe++) {
        store<f64>(
          probeXs + ((<usize>probes) << 3),
          mathXmin + (x + probeFractionX(probe) * size) * xPerPixel,
        );
        store<f64>(
          probeYs + ((<usize>probes) << 3),
          mathYmin + (y + probeFractionY(probe) * size) * yPerPixel,
        );
        probes++;
      }
    }
    evaluateF(probeXs, probeYs, probeValues, probes);
    quadtreePointEvaluations += probes;
    let probe = 0;
    for (let item = 0; item < items; item++) {
      const cell = first + item;
      let keep = true;
      if (load<i32>(cellFlags + ((<usize>cell) << 2)) & INTERVAL_SPARSE) {
        keep = false;
        for (let sample = 0; sample < SPARSE_PROBES; sample++) {
          const value = load<f64>(probeValues + ((<usize>(probe + sample)) << 3));
          if (value == value) keep = true;
        }
        probe += SPARSE_PROBES;
      }
      if (!keep) continue;
      moveCell(cell, kept);
      kept++;
    }
  }
  return kept;
}

/** Splits the `count` cells of side `size` into the next level's (half the side); returns their count. */
function splitCells(count: i32, size: f64): i32 {
  const half = 0.5 * size;
  let written = 0;
  for (let cell = 0; cell < count; cell++) {
    const x = load<f64>(cellXs + ((<usize>cell) << 3));
    const y = load<f64>(cellYs + ((<usize>cell) << 3));
    for (let child = 0; child < 4; child++) {
      const offset = (<usize>written) << 3;
      store<f64>(nextXs + offset, x + (child & 1 ? half : 0));
      store<f64>(nextYs + offset, y + (child & 2 ? half : 0));
      written++;
    }
  }
  let swap = cellXs;
  cellXs = nextXs;
  nextXs = swap;
  swap = cellYs;
  cellYs = nextYs;
  nextYs = swap;
  return written;
}

/** Splits and culls level by level from cells of `size` px down to `stopPixels` or the budget. */
function descend(count: i32, size: f64, stopPixels: f64): void {
  while (size > stopPixels) {
    const children = count * 4;
    if (children > MAX_LEVEL_CELLS || intervalEvaluations + children > intervalBudget) break;
    count = splitCells(count, size);
    size *= 0.5;
    count = cullCells(count, size);
  }
  leafCount = count;
  leafPixels = size;
}

/**
 * Runs the quadtree down to BLOCK_PIXELS (or where the budget stops it); the blocks are then read
 * through leafX, leafY, leafIsDiscontinuous, leafCount and leafPixels.
 */
export function buildBlocks(widthPixels: f64, heightPixels: f64): void {
  allocate();
  intervalEvaluations = 0;
  quadtreePointEvaluations = 0;
  levelCount = 0;
  chooseCellSizes(widthPixels, heightPixels);
  const count = cullCells(seedCells(widthPixels, heightPixels), seedPixels);
  descend(count, seedPixels, blockPixels);
}

/**
 * Sets blockPixels and seedPixels for a view; returns its rows of seed cells (what the pool splits).
 * Blocks: the smallest (a power of two from BLOCK_PIXELS) whose grid, GRID_STEPS per block, fits; seeds
 * few enough for one level, so the view is covered whole, however large.
 */
export function chooseCellSizes(widthPixels: f64, heightPixels: f64): i32 {
  blockPixels = BLOCK_PIXELS;
  while (
    (widthPixels * heightPixels * <f64>(GRID_STEPS * GRID_STEPS)) / (blockPixels * blockPixels) >
    MAX_GRID_POINTS
  ) {
    blockPixels *= 2;
  }
  seedPixels = max(INITIAL_CELL_PIXELS, blockPixels);
  while (Math.ceil(widthPixels / seedPixels) * Math.ceil(heightPixels / seedPixels) > <f64>MAX_LEVEL_CELLS) {
    seedPixels *= 2;
  }
  return <i32>Math.ceil(heightPixels / seedPixels);
}
