/**
 * Contouring of the quadtree's blocks on a point grid: F at the corners of GRID_STEPS x GRID_STEPS cells
 * per block (1 px cells for 4 px blocks), each grid point evaluated once however many blocks share it
 * (a viewport-wide map of which points are done), in one point-VM call per chunk of blocks. Each block's
 * values are then read once into bit masks (implicit-block.ts), which name the cells with a crossing and
 * the few points that may be a valley's floor; only those are looked at. Per cell with a crossing,
 * marching squares:
 *
 * - a crossing on each edge whose corners differ in sign (F >= 0 counts as positive), placed by linear
 *   interpolation; two crossings make one segment;
 * - four crossings (a saddle: the crossing of x^2 = y^2) are paired by the sign of F at the cell's
 *   centre, evaluated for such cells only; a centre exactly 0 joins all four to it, drawing the X;
 * - in blocks the interval VM flagged possibly discontinuous, F is evaluated at each crossing: a crossing
 *   counts only where F there lies strictly between F at the edge's ends (a root); across a pole (tan at
 *   its asymptotes, y = 1/x at x = 0) F there lies beyond the nearer end's value, across a jump at it.
 *
 * Where the grid shows no sign change, F may still touch 0 ((x - y)^2 = 0), have an isolated zero
 * (x^2 + y^2 = 0), a loop smaller than a cell, or two branches closer than a cell: implicit-valleys.ts
 * looks for them at the grid points (not in blocks flagged discontinuous, where a pole is no valley).
 *
 * The work per block is what this module costs beside F's evaluations: for sin(x^2+y^2) = cos(xy) at
 * 1280 x 800, 27 k blocks, 89 k cells with a crossing, 10 k points left for the valley test of 670 k.
 */
import { evaluateF, mathXmin, mathYmin, xPerPixel, yPerPixel } from './implicit-run';
import {
  GRID_STEPS,
  leafCount,
  leafIsDiscontinuous,
  leafPixels,
  leafX,
  leafY,
  seedColumns,
  seedPixels,
  seedRows,
} from './implicit-quadtree';
import {
  flushGridPoints,
  gridColumns,
  gridPointEvaluations,
  gridStep,
  queueBlockGrid,
  forgetValleyTests,
  startGrid,
} from './implicit-grid-points';
import { considerValleyAt, startValleys, traceValleys } from './implicit-valleys';
import { endRun } from './implicit-segments';
import { cellEdges, MASK_STRIDE, mayBeValleyFloor, readBlock, valleyCandidates } from './implicit-block';
import {
  addBracket,
  BRACKET_ROUNDS,
  bracketCount,
  bracketHoldsRoot,
  clearBrackets,
  placeRoot,
  pointX,
  pointY,
  probeAt,
  startBrackets,
  updateBracket,
} from './implicit-brackets';
import {
  cornerColumn,
  cornerRow,
  cornerValue,
  crossingCount,
  crossingEdge,
  crossingGridX,
  crossingGridY,
  findCrossings,
  joinPair,
  placeCrossings,
  joinSaddle,
  keepCrossing,
  setCrossingCount,
  ZERO_SHARE,
} from './implicit-cell';
import { allocateScratch } from './scratch';

/**
 * Blocks contoured per round of queue, evaluate, contour. Small enough that a round's grid values, its
 * queue (implicit-grid-points.ts) and its probes stay in the core's cache between being written and read:
 * 2048 blocks a round (a 900 KB queue) took 1.05x the time of 256 for sin(x^2+y^2) = cos(xy).
 */
const BLOCKS_PER_CHUNK: i32 = 256;
const POINTS_PER_BLOCK: i32 = (GRID_STEPS + 1) * (GRID_STEPS + 1);
/** Probes of one deferred cell at most: F at four crossings and at the centre. */
const PROBES_PER_CELL: i32 = 5;

// Cells whose contouring waits for probes: grid column and row, flagged (1) or not (0).
let deferredColumns: usize = 0;
let deferredRows: usize = 0;
let deferredFlagged: usize = 0;
let deferredBracketBases: usize = 0;
let deferredCentres: usize = 0;
let deferredCentreProbes: usize = 0;
let probeCount: i32 = 0;
let deferredCount: i32 = 0;
let probeXs: usize = 0;
let probeYs: usize = 0;
let probeValues: usize = 0;

/** Point evaluations of the last run: grid points, their neighbours for the valley test, and probes. */
export let gridEvaluations: i32 = 0;
let probeEvaluations: i32 = 0;

function allocate(): void {
  const step = leafPixels / <f64>GRID_STEPS;
  startGrid(
    step,
    <i32>Math.round((<f64>seedColumns * seedPixels) / step) + 1,
    <i32>Math.round((<f64>seedRows * seedPixels) / step) + 1,
  );
  startValleys(BLOCKS_PER_CHUNK * POINTS_PER_BLOCK);
  const deferredCapacity = BLOCKS_PER_CHUNK * GRID_STEPS * GRID_STEPS;
  deferredColumns = allocateScratch((<usize>deferredCapacity) << 2);
  deferredRows = allocateScratch((<usize>deferredCapacity) << 2);
  deferredFlagged = allocateScratch((<usize>deferredCapacity) << 2);
  deferredBracketBases = allocateScratch((<usize>deferredCapacity) << 2);
  deferredCentres = allocateScratch((<usize>deferredCapacity) << 3);
  deferredCentreProbes = allocateScratch((<usize>deferredCapacity) << 2);
  startBrackets(deferredCapacity * 4);
  const probeBytes = (<usize>(deferredCapacity * PROBES_PER_CELL)) << 3;
  probeXs = allocateScratch(probeBytes);
  probeYs = allocateScratch(probeBytes);
  probeValues = allocateScratch(probeBytes);
}

function blockColumn(block: i32): i32 {
  return <i32>Math.round(leafX(block) / gridStep);
}

function blockRow(block: i32): i32 {
  return <i32>Math.round(leafY(block) / gridStep);
}

function seedRowOf(block: i32): i32 {
  return <i32>Math.floor(leafY(block) / seedPixels);
}

function addProbe(probe: i32, gridX: f64, gridY: f64): void {
  store<f64>(probeXs + ((<usize>probe) << 3), mathXmin + gridX * gridStep * xPerPixel);
  store<f64>(probeYs + ((<usize>probe) << 3), mathYmin + gridY * gridStep * yPerPixel);
}

/**
 * Contours one cell, or defers it (saddles, and crossings in flagged blocks) until its probes are known.
 * `edges`: bit k set where edge k crosses (placeCrossings).
 */
function contourCell(column: i32, row: i32, flagged: bool, edges: i32): void {
  placeCrossings(column, row, edges);
  if (crossingCount == 2 && !flagged) {
    joinPair(column, row);
    return;
  }
  if (crossingCount != 4 && !(flagged && crossingCount > 0)) return;
  const deferred = deferredCount++;
  store<i32>(deferredColumns + ((<usize>deferred) << 2), column);
  store<i32>(deferredRows + ((<usize>deferred) << 2), row);
  store<i32>(deferredFlagged + ((<usize>deferred) << 2), flagged ? 1 : 0);
  store<i32>(deferredBracketBases + ((<usize>deferred) << 2), bracketCount);
  // A saddle waits for F at its centre; finishDeferred numbers that probe (−1: none to wait for).
  store<i32>(deferredCentreProbes + ((<usize>deferred) << 2), crossingCount == 4 ? 0 : -1);
  if (!flagged) return;
  for (let index = 0; index < crossingCount; index++) {
    const edge = crossingEdge(index);
    addBracket(
      <f64>cornerColumn(column, edge),
      <f64>cornerRow(row, edge),
      <f64>cornerColumn(column, (edge + 1) & 3),
      <f64>cornerRow(row, (edge + 1) & 3),
      cornerValue(column, row, edge),
      cornerValue(column, row, (edge + 1) & 3),
    );
  }
}

/** Finishes a deferred cell: drops crossings at poles (flagged blocks), then joins what is left. */
function finishCell(deferred: i32): void {
  const column = load<i32>(deferredColumns + ((<usize>deferred) << 2));
  const row = load<i32>(deferredRows + ((<usize>deferred) << 2));
  const flagged = load<i32>(deferredFlagged + ((<usize>deferred) << 2)) != 0;
  const base = load<i32>(deferredBracketBases + ((<usize>deferred) << 2));
  findCrossings(column, row);
  if (flagged) {
    let kept = 0;
    for (let index = 0; index < crossingCount; index++) {
      const edge = crossingEdge(index);
      const start = Math.abs(cornerValue(column, row, edge));
      const end = Math.abs(cornerValue(column, row, (edge + 1) & 3));
      // A corner where F is (nearly) 0 is a root whatever F does between: the crossing sits on it.
      if (min(start, end) <= ZERO_SHARE * max(start, end)) {
        keepCrossing(kept++, edge, crossingGridX(index), crossingGridY(index));
      } else if (bracketHoldsRoot(base + index, start, end)) {
        placeRoot(base + index);
        keepCrossing(kept++, edge, pointX, pointY);
      }
    }
    setCrossingCount(kept);
  }
  if (crossingCount == 2) joinPair(column, row);
  else if (crossingCount == 4) joinSaddle(column, row, load<f64>(deferredCentres + ((<usize>deferred) << 3)));
}

function evaluateProbes(): void {
  evaluateF(probeXs, probeYs, probeValues, probeCount);
  probeEvaluations += probeCount;
}

function probeValue(probe: i32): f64 {
  return load<f64>(probeValues + ((<usize>probe) << 3));
}

/**
 * Evaluates what the deferred cells wait for: F at the saddles' centres, and BRACKET_ROUNDS rounds of
 * probes narrowing the brackets of flagged crossings; then finishes every deferred cell.
 */
function finishDeferred(): void {
  if (deferredCount == 0) return;
  probeCount = 0;
  for (let deferred = 0; deferred < deferredCount; deferred++) {
    if (load<i32>(deferredCentreProbes + ((<usize>deferred) << 2)) < 0) continue;
    const column = load<i32>(deferredColumns + ((<usize>deferred) << 2));
    const row = load<i32>(deferredRows + ((<usize>deferred) << 2));
    store<i32>(deferredCentreProbes + ((<usize>deferred) << 2), probeCount);
    addProbe(probeCount++, <f64>column + 0.5, <f64>row + 0.5);
  }
  for (let round = 0; round < BRACKET_ROUNDS; round++) {
    if (round > 0) probeCount = 0;
    const first = probeCount;
    for (let slot = 0; slot < bracketCount; slot++) {
      probeAt(slot, round);
      addProbe(probeCount++, pointX, pointY);
    }
    if (probeCount == 0) break;
    evaluateProbes();
    if (round == 0) {
      for (let deferred = 0; deferred < deferredCount; deferred++) {
        const centreProbe = load<i32>(deferredCentreProbes + ((<usize>deferred) << 2));
        if (centreProbe >= 0) store<f64>(deferredCentres + ((<usize>deferred) << 3), probeValue(centreProbe));
      }
    }
    for (let slot = 0; slot < bracketCount; slot++) updateBracket(slot, probeValue(first + slot));
  }
  for (let deferred = 0; deferred < deferredCount; deferred++) finishCell(deferred);
  deferredCount = 0;
  probeCount = 0;
  clearBrackets();
}

/** Contours every block of the quadtree just built (buildBlocks); segments go to implicit-segments.ts. */
export function contourBlocks(): void {
  probeEvaluations = 0;
  deferredCount = 0;
  probeCount = 0;
  allocate();
  const blocks = leafCount;
  let seedRow = -1;
  for (let first = 0, items = 0; first < blocks; first += items) {
    // A round stays within one row of seed cells, and each row starts afresh: no run continues from the
    // row before, and the valley test may look again at the grid row the two share. So a row's segments
    // do not depend on the rows before it, and strips of rows sampled apart (worker/implicit-pool.ts)
    // join into the same geometry, bit for bit. (Rows meet at the view's opposite edges: nothing joined
    // across them before either.)
    const row = seedRowOf(first);
    if (row != seedRow) {
      seedRow = row;
      endRun();
      forgetValleyTests(<i32>Math.round((<f64>row * seedPixels) / gridStep));
    }
    items = 1;
    while (items < BLOCKS_PER_CHUNK && first + items < blocks && seedRowOf(first + items) == row) items++;
    for (let block = first; block < first + items; block++) {
      queueBlockGrid(blockColumn(block), blockRow(block), GRID_STEPS);
    }
    flushGridPoints();
    for (let block = first; block < first + items; block++) {
      const flagged = leafIsDiscontinuous(block);
      const firstColumn = blockColumn(block);
      const firstRow = blockRow(block);
      // Only the cells with a crossing are contoured; the others have nothing to draw.
      let cells = readBlock(firstRow * gridColumns + firstColumn);
      // Valleys are looked for in every block not flagged discontinuous (a pole is no valley): where the
      // grid shows no sign change, and also beside the curve, where two branches closer than a cell
      // leave the grid points between them one-signed.
      if (!flagged) {
        let candidates = valleyCandidates;
        while (candidates != 0) {
          const bit = <i32>ctz(candidates);
          candidates &= candidates - 1;
          if (!mayBeValleyFloor(bit)) continue;
          considerValleyAt(firstColumn + (bit % MASK_STRIDE), firstRow + bit / MASK_STRIDE);
        }
      }
      while (cells != 0) {
        const bit = <i32>ctz(cells);
        cells &= cells - 1;
        contourCell(firstColumn + (bit % MASK_STRIDE), firstRow + bit / MASK_STRIDE, flagged, cellEdges(bit));
      }
    }
    flushGridPoints();
    traceValleys();
    finishDeferred();
  }
  gridEvaluations = gridPointEvaluations + probeEvaluations;
}
