/**
 * The quadtree of the implicit sampler: cells in pixel coordinates, level by level from INITIAL_CELL_PIXELS
 * down to LEAF_PIXELS. Every level is evaluated in ONE interval-VM call over all its cells; a cell whose
 * interval of F excludes 0 (or is empty: F undefined on the whole cell) cannot hold the curve and is
 * dropped, the others split into four. Interval evaluation is conservative, so no piece of the curve is
 * ever dropped, however thin; over-estimation only keeps extra cells.
 *
 * The work is bounded: when the next level would exceed the interval budget or the queue, the cells
 * kept so far become the leaves (coarser contouring, never a missing branch of what was found).
 */
import { evaluateIntervalProgram } from './interval-vm';
import { INTERVAL_DISCONTINUOUS } from './interval-register';
import { allocateScratch } from './scratch';

export const INITIAL_CELL_PIXELS: f64 = 32;
/** Sub-pixel leaves: a linear crossing on a half-pixel edge is far within half a pixel of the curve. */
export const LEAF_PIXELS: f64 = 0.5;
export const MAX_INTERVAL_EVALUATIONS: i32 = 1 << 20;
/**
 * Cells one level may hold: 2^18 one-pixel cells cover a curve about 100000 px long (sin(x^2+y^2) =
 * cos(xy) over 1280 x 800 px is about 50000 px long and reaches one-pixel leaves). About 23 MB of
 * scratch memory at this size.
 */
export const MAX_LEVEL_CELLS: i32 = 1 << 18;

let cellXs: usize = 0;
let cellYs: usize = 0;
let nextXs: usize = 0;
let nextYs: usize = 0;
let cellFlags: usize = 0;
let boxPointers: usize = 0;
let boxes: usize = 0;
let outputLow: usize = 0;
let outputHigh: usize = 0;

let intervalBudget: i32 = MAX_INTERVAL_EVALUATIONS;

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

export function leafX(leaf: i32): f64 {
  return load<f64>(cellXs + ((<usize>leaf) << 3));
}

export function leafY(leaf: i32): f64 {
  return load<f64>(cellYs + ((<usize>leaf) << 3));
}

export function leafIsDiscontinuous(leaf: i32): bool {
  return (load<i32>(cellFlags + ((<usize>leaf) << 2)) & INTERVAL_DISCONTINUOUS) != 0;
}

function allocate(): void {
  const cellBytes = (<usize>MAX_LEVEL_CELLS) << 3;
  cellXs = allocateScratch(cellBytes);
  cellYs = allocateScratch(cellBytes);
  nextXs = allocateScratch(cellBytes);
  nextYs = allocateScratch(cellBytes);
  cellFlags = allocateScratch(cellBytes >> 1);
  boxes = allocateScratch(cellBytes * 4);
  outputLow = allocateScratch(cellBytes);
  outputHigh = allocateScratch(cellBytes);
  // The interval VM's input table: x low, x high, y low, y high, t (none).
  boxPointers = allocateScratch(24);
  store<usize>(boxPointers, boxes);
  store<usize>(boxPointers, boxes + cellBytes, 4);
  store<usize>(boxPointers, boxes + 2 * cellBytes, 8);
  store<usize>(boxPointers, boxes + 3 * cellBytes, 12);
  store<usize>(boxPointers, 0, 16);
  store<usize>(boxPointers, 0, 20);
}

/** Cells covering [0, width] x [0, height] pixels, INITIAL_CELL_PIXELS each. */
function seedCells(widthPixels: f64, heightPixels: f64): i32 {
  const columns = <i32>Math.ceil(widthPixels / INITIAL_CELL_PIXELS);
  const rows = <i32>Math.ceil(heightPixels / INITIAL_CELL_PIXELS);
  let count = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (count >= MAX_LEVEL_CELLS) return count;
      store<f64>(cellXs + ((<usize>count) << 3), <f64>column * INITIAL_CELL_PIXELS);
      store<f64>(cellYs + ((<usize>count) << 3), <f64>row * INITIAL_CELL_PIXELS);
      count++;
    }
  }
  return count;
}

/** Evaluates F over the `count` cells of side `size` px; keeps those that may hold F = 0, in place. */
function cullCells(
  code: usize,
  codeLength: i32,
  constants: usize,
  count: i32,
  size: f64,
  xmin: f64,
  ymin: f64,
  xPerPixel: f64,
  yPerPixel: f64,
): i32 {
  const plane = (<usize>MAX_LEVEL_CELLS) << 3;
  for (let cell = 0; cell < count; cell++) {
    const offset = (<usize>cell) << 3;
    const x = load<f64>(cellXs + offset);
    const y = load<f64>(cellYs + offset);
    store<f64>(boxes + offset, xmin + x * xPerPixel);
    store<f64>(boxes + plane + offset, xmin + (x + size) * xPerPixel);
    store<f64>(boxes + 2 * plane + offset, ymin + y * yPerPixel);
    store<f64>(boxes + 3 * plane + offset, ymin + (y + size) * yPerPixel);
  }
  evaluateIntervalProgram(code, codeLength, constants, boxPointers, outputLow, outputHigh, cellFlags, count);
  intervalEvaluations += count;
  let kept = 0;
  for (let cell = 0; cell < count; cell++) {
    const offset = (<usize>cell) << 3;
    const low = load<f64>(outputLow + offset);
    const high = load<f64>(outputHigh + offset);
    // NaN bounds (empty) fail both tests and drop the cell.
    if (!(low <= 0 && high >= 0)) continue;
    const keptOffset = (<usize>kept) << 3;
    store<f64>(cellXs + keptOffset, load<f64>(cellXs + offset));
    store<f64>(cellYs + keptOffset, load<f64>(cellYs + offset));
    store<i32>(cellFlags + ((<usize>kept) << 2), load<i32>(cellFlags + ((<usize>cell) << 2)));
    kept++;
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

/** Runs the quadtree; the leaves are then read through leafX, leafY, leafIsDiscontinuous. */
export function buildQuadtree(
  code: usize,
  codeLength: i32,
  constants: usize,
  xmin: f64,
  ymin: f64,
  xPerPixel: f64,
  yPerPixel: f64,
  widthPixels: f64,
  heightPixels: f64,
): void {
  allocate();
  intervalEvaluations = 0;
  let size = INITIAL_CELL_PIXELS;
  let count = seedCells(widthPixels, heightPixels);
  while (true) {
    count = cullCells(code, codeLength, constants, count, size, xmin, ymin, xPerPixel, yPerPixel);
    const children = count * 4;
    if (
      size <= LEAF_PIXELS ||
      children > MAX_LEVEL_CELLS ||
      intervalEvaluations + children > intervalBudget
    ) {
      break;
    }
    count = splitCells(count, size);
    size *= 0.5;
  }
  leafCount = count;
  leafPixels = size;
}
