/**
 * Contouring at the quadtree's leaves: F at each leaf's corners, centre and eight neighbours around the
 * centre, evaluated in one point-VM call per chunk of leaves, then per leaf:
 *
 * - marching squares: a crossing on each edge whose corners differ in sign, placed by linear
 *   interpolation; two crossings make one segment; four (a saddle, as at the crossing of x^2 = y^2) are
 *   paired by the centre's sign (the corners that share it are joined through the middle), and a centre
 *   exactly 0 joins all four to the centre, drawing the X;
 * - poles: in a leaf the interval VM flagged possibly discontinuous, a crossing only counts where F at
 *   the crossing is small next to F at the edge's ends (a root); across a pole (y = 1/x at x = 0) F there
 *   is as large as at the ends, and the sign change is not drawn;
 * - touching zeros: where F keeps one sign but dips to 0, as (x - y)^2 = 0, no edge changes sign. A leaf
 *   whose nine samples share a sign is a valley of |F| when a parabola through the samples on some line
 *   through the centre bends up with its vertex inside the leaf at (nearly) 0: the segment drawn runs
 *   through that vertex, across the steepest such line.
 */
import { evaluateProgram } from './vm';
import { leafCount, leafIsDiscontinuous, leafPixels, leafX, leafY } from './implicit-quadtree';
import { allocateScratch } from './scratch';

/** Evaluated for every leaf: the corners (0..3) and the centre (4). */
const FIRST_SAMPLES: i32 = 5;
/** Evaluated only where a valley is possible: samples 5..12 around the centre. */
const VALLEY_SAMPLES: i32 = 8;
const ALL_SAMPLES: i32 = FIRST_SAMPLES + VALLEY_SAMPLES;
const LEAVES_PER_CHUNK: i32 = 4096;
/** A root's crossing: |F| there at most this share of the smaller |F| at the edge's ends. */
const ROOT_SHARE: f64 = 0.25;
/** A valley's vertex counts as a zero when at most this share of the parabola's bend over one step. */
const VALLEY_SHARE: f64 = 0.05;

/** Half the diagonal of a unit square: the diagonal samples lie one leaf side from the centre. */
const DIAGONAL: f64 = 0.7071067811865476;

let sampleXs: usize = 0;
let sampleYs: usize = 0;
let sampleValues: usize = 0;
let probeXs: usize = 0;
let probeYs: usize = 0;
let probeValues: usize = 0;
let segmentStore: usize = 0;
let segmentCapacity: i32 = 0;
export let segmentCount: i32 = 0;
export let pointEvaluations: i32 = 0;

let originXPixels: f64 = 0;
let originYPixels: f64 = 0;
let mathXmin: f64 = 0;
let mathYmin: f64 = 0;
let xPerPixel: f64 = 0;
let yPerPixel: f64 = 0;

/** Segment k: four f64 in pixels (start x, start y, end x, end y). */
export function segmentAddress(segment: i32): usize {
  return segmentStore + ((<usize>segment) << 5);
}

function addSegment(startX: f64, startY: f64, endX: f64, endY: f64): void {
  if (segmentCount >= segmentCapacity) return;
  const address = segmentAddress(segmentCount);
  store<f64>(address, startX);
  store<f64>(address, startY, 8);
  store<f64>(address, endX, 16);
  store<f64>(address, endY, 24);
  segmentCount++;
}

function sampleOffsetX(sample: i32): f64 {
  switch (sample) {
    case 0:
    case 3:
      return 0;
    case 1:
    case 2:
      return 1;
    case 5:
      return 1.5;
    case 6:
      return -0.5;
    case 9:
    case 11:
      return 0.5 + DIAGONAL;
    case 10:
    case 12:
      return 0.5 - DIAGONAL;
    default:
      return 0.5;
  }
}

function sampleOffsetY(sample: i32): f64 {
  switch (sample) {
    case 0:
    case 1:
      return 0;
    case 2:
    case 3:
      return 1;
    case 7:
      return 1.5;
    case 8:
      return -0.5;
    case 9:
    case 12:
      return 0.5 + DIAGONAL;
    case 10:
    case 11:
      return 0.5 - DIAGONAL;
    default:
      return 0.5;
  }
}

function mathX(pixelX: f64): f64 {
  return mathXmin + pixelX * xPerPixel;
}

function mathY(pixelY: f64): f64 {
  return mathYmin + pixelY * yPerPixel;
}

let probeBases: usize = 0;

function probeBaseOf(item: i32): i32 {
  return load<i32>(probeBases + ((<usize>item) << 2));
}

function valueOf(item: i32, sample: i32): f64 {
  if (sample < FIRST_SAMPLES)
    return load<f64>(sampleValues + ((<usize>(item * FIRST_SAMPLES + sample)) << 3));
  return load<f64>(probeValues + ((<usize>(probeBaseOf(item) + sample - FIRST_SAMPLES)) << 3));
}

// Crossings of the current leaf: up to four, by edge (bottom, right, top, left).
let crossingCount: i32 = 0;
const crossingXs = memory.data(32);
const crossingYs = memory.data(32);
const crossingEdges = memory.data(16);

function addCrossing(edge: i32, x: f64, y: f64): void {
  store<f64>(crossingXs + ((<usize>crossingCount) << 3), x);
  store<f64>(crossingYs + ((<usize>crossingCount) << 3), y);
  store<i32>(crossingEdges + ((<usize>crossingCount) << 2), edge);
  crossingCount++;
}

function crossingX(index: i32): f64 {
  return load<f64>(crossingXs + ((<usize>index) << 3));
}

function crossingY(index: i32): f64 {
  return load<f64>(crossingYs + ((<usize>index) << 3));
}

function crossingOnEdge(edge: i32): i32 {
  for (let index = 0; index < crossingCount; index++) {
    if (load<i32>(crossingEdges + ((<usize>index) << 2)) == edge) return index;
  }
  return -1;
}

function joinCrossings(first: i32, second: i32): void {
  if (first < 0 || second < 0) return;
  addSegment(crossingX(first), crossingY(first), crossingX(second), crossingY(second));
}

function cornerX(leftX: f64, size: f64, corner: i32): f64 {
  return corner == 1 || corner == 2 ? leftX + size : leftX;
}

function cornerY(bottomY: f64, size: f64, corner: i32): f64 {
  return corner >= 2 ? bottomY + size : bottomY;
}

/** Where F changes sign on `edge` (corner edge to corner edge + 1); false when it does not. */
let edgeCrossingX: f64 = 0;
let edgeCrossingY: f64 = 0;

function findEdgeCrossing(item: i32, leftX: f64, bottomY: f64, size: f64, edge: i32): bool {
  const start = valueOf(item, edge);
  const end = valueOf(item, (edge + 1) & 3);
  if (start != start || end != end || start >= 0 == end >= 0) return false;
  const share = start / (start - end);
  const startX = cornerX(leftX, size, edge);
  const startY = cornerY(bottomY, size, edge);
  edgeCrossingX = startX + share * (cornerX(leftX, size, (edge + 1) & 3) - startX);
  edgeCrossingY = startY + share * (cornerY(bottomY, size, (edge + 1) & 3) - startY);
  return true;
}

function contourLeaf(item: i32, leaf: i32): void {
  const probeBase = probeBaseOf(item);
  const flagged = leafIsDiscontinuous(leaf);
  const size = leafPixels;
  const leftX = leafX(leaf);
  const bottomY = leafY(leaf);
  crossingCount = 0;
  for (let edge = 0; edge < 4; edge++) {
    if (!findEdgeCrossing(item, leftX, bottomY, size, edge)) continue;
    if (flagged) {
      const atCrossing = Math.abs(load<f64>(probeValues + ((<usize>(probeBase + edge)) << 3)));
      const start = Math.abs(valueOf(item, edge));
      const end = Math.abs(valueOf(item, (edge + 1) & 3));
      if (!(atCrossing <= ROOT_SHARE * min(start, end))) continue;
    }
    addCrossing(edge, edgeCrossingX, edgeCrossingY);
  }
  if (crossingCount == 2) {
    joinCrossings(0, 1);
  } else if (crossingCount == 4) {
    const centre = valueOf(item, 4);
    const centreX = leftX + 0.5 * size;
    const centreY = bottomY + 0.5 * size;
    if (centre == 0) {
      for (let index = 0; index < 4; index++)
        addSegment(crossingX(index), crossingY(index), centreX, centreY);
    } else if (centre >= 0 != valueOf(item, 0) >= 0) {
      // Corners 0 and 2 differ from the centre: each is cut off by its own segment.
      joinCrossings(crossingOnEdge(3), crossingOnEdge(0));
      joinCrossings(crossingOnEdge(1), crossingOnEdge(2));
    } else {
      joinCrossings(crossingOnEdge(0), crossingOnEdge(1));
      joinCrossings(crossingOnEdge(2), crossingOnEdge(3));
    }
  } else if (crossingCount == 0 && !flagged && probeBase >= 0) {
    traceValley(item, leftX, bottomY, size);
  }
}

/** Samples (minus, plus) of the four lines through the centre: x, y, diagonal, antidiagonal. */
function minusSample(line: i32): i32 {
  return line == 0 ? 6 : line == 1 ? 8 : line == 2 ? 10 : 12;
}

function plusSample(line: i32): i32 {
  return line == 0 ? 5 : line == 1 ? 7 : line == 2 ? 9 : 11;
}

function traceValley(item: i32, leftX: f64, bottomY: f64, size: f64): void {
  const centre = valueOf(item, 4);
  if (centre != centre) return;
  const sign: f64 = centre >= 0 ? 1 : -1;
  for (let sample = 0; sample < ALL_SAMPLES; sample++) {
    const value = sign * valueOf(item, sample);
    if (!(value >= 0)) return;
  }
  const middle = sign * centre;
  let bestLine = -1;
  let bestBend: f64 = 0;
  let bestShift: f64 = 0;
  for (let line = 0; line < 4; line++) {
    const minus = sign * valueOf(item, minusSample(line));
    const plus = sign * valueOf(item, plusSample(line));
    const bend = minus + plus - 2 * middle;
    if (!(bend > bestBend)) continue;
    const shift = (minus - plus) / (2 * bend);
    const vertex = middle - ((plus - minus) * (plus - minus)) / (8 * bend);
    if (Math.abs(shift) > 0.5 || vertex > VALLEY_SHARE * bend) continue;
    bestLine = line;
    bestBend = bend;
    bestShift = shift;
  }
  if (bestLine < 0) return;
  // Unit direction of the line across the valley, then the valley's own direction, perpendicular.
  const acrossX: f64 = bestLine == 0 ? 1 : bestLine == 1 ? 0 : DIAGONAL;
  const acrossY: f64 = bestLine == 0 ? 0 : bestLine == 1 ? 1 : bestLine == 2 ? DIAGONAL : -DIAGONAL;
  const pointX = leftX + 0.5 * size + bestShift * size * acrossX;
  const pointY = bottomY + 0.5 * size + bestShift * size * acrossY;
  const alongX = -acrossY * 0.5 * size;
  const alongY = acrossX * 0.5 * size;
  addSegment(pointX - alongX, pointY - alongY, pointX + alongX, pointY + alongY);
}

function fillSamples(first: i32, items: i32): void {
  const size = leafPixels;
  for (let item = 0; item < items; item++) {
    const leftX = leafX(first + item);
    const bottomY = leafY(first + item);
    for (let sample = 0; sample < FIRST_SAMPLES; sample++) {
      const offset = (<usize>(item * FIRST_SAMPLES + sample)) << 3;
      store<f64>(sampleXs + offset, mathX(leftX + sampleOffsetX(sample) * size));
      store<f64>(sampleYs + offset, mathY(bottomY + sampleOffsetY(sample) * size));
    }
  }
}

function addProbe(probe: i32, pixelX: f64, pixelY: f64): void {
  store<f64>(probeXs + ((<usize>probe) << 3), mathX(pixelX));
  store<f64>(probeYs + ((<usize>probe) << 3), mathY(pixelY));
}

/** The corners and the centre are defined and share a sign: F may touch 0 without crossing. */
function mayHoldValley(item: i32): bool {
  const centre = valueOf(item, 4);
  if (centre != centre) return false;
  for (let corner = 0; corner < 4; corner++) {
    const value = valueOf(item, corner);
    if (value != value || value >= 0 != centre >= 0) return false;
  }
  return true;
}

/**
 * The second evaluation of a chunk: for leaves flagged discontinuous, F at their crossings (edge
 * corners where none); for possible valleys, the eight samples around the centre. Returns the count.
 */
function fillProbes(first: i32, items: i32): i32 {
  const size = leafPixels;
  let probes = 0;
  for (let item = 0; item < items; item++) {
    const leaf = first + item;
    const leftX = leafX(leaf);
    const bottomY = leafY(leaf);
    if (leafIsDiscontinuous(leaf)) {
      store<i32>(probeBases + ((<usize>item) << 2), probes);
      for (let edge = 0; edge < 4; edge++) {
        if (!findEdgeCrossing(item, leftX, bottomY, size, edge)) {
          edgeCrossingX = leftX;
          edgeCrossingY = bottomY;
        }
        addProbe(probes++, edgeCrossingX, edgeCrossingY);
      }
    } else if (mayHoldValley(item)) {
      store<i32>(probeBases + ((<usize>item) << 2), probes);
      for (let sample = FIRST_SAMPLES; sample < ALL_SAMPLES; sample++) {
        addProbe(probes++, leftX + sampleOffsetX(sample) * size, bottomY + sampleOffsetY(sample) * size);
      }
    } else {
      store<i32>(probeBases + ((<usize>item) << 2), -1);
    }
  }
  return probes;
}

/**
 * Contours every leaf of the quadtree just built (implicit-quadtree.ts); segments, in pixels from the
 * viewport's lower-left corner, are then read through segmentAddress.
 */
export function contourLeaves(
  code: usize,
  codeLength: i32,
  constants: usize,
  xmin: f64,
  ymin: f64,
  xPixelSize: f64,
  yPixelSize: f64,
): void {
  mathXmin = xmin;
  mathYmin = ymin;
  xPerPixel = xPixelSize;
  yPerPixel = yPixelSize;
  const sampleBytes = (<usize>(LEAVES_PER_CHUNK * FIRST_SAMPLES)) << 3;
  sampleXs = allocateScratch(sampleBytes);
  sampleYs = allocateScratch(sampleBytes);
  sampleValues = allocateScratch(sampleBytes);
  const probeBytes = (<usize>(LEAVES_PER_CHUNK * VALLEY_SAMPLES)) << 3;
  probeXs = allocateScratch(probeBytes);
  probeYs = allocateScratch(probeBytes);
  probeValues = allocateScratch(probeBytes);
  probeBases = allocateScratch((<usize>LEAVES_PER_CHUNK) << 2);
  segmentCapacity = leafCount * 2 + 64;
  segmentStore = allocateScratch((<usize>segmentCapacity) << 5);
  segmentCount = 0;
  pointEvaluations = 0;
  for (let first = 0; first < leafCount; first += LEAVES_PER_CHUNK) {
    const items = min(LEAVES_PER_CHUNK, leafCount - first);
    fillSamples(first, items);
    evaluateProgram(code, codeLength, constants, sampleXs, sampleYs, 0, sampleValues, items * FIRST_SAMPLES);
    pointEvaluations += items * FIRST_SAMPLES;
    const probes = fillProbes(first, items);
    if (probes > 0) {
      evaluateProgram(code, codeLength, constants, probeXs, probeYs, 0, probeValues, probes);
      pointEvaluations += probes;
    }
    for (let item = 0; item < items; item++) {
      contourLeaf(item, first + item);
    }
  }
}
