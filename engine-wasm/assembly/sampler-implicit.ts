/**
 * The implicit-curve sampler, F(x, y) = 0 over a viewport: a quadtree with interval culling
 * (implicit-quadtree.ts) down to 4 px blocks, contoured on a 1 px point grid where F changes sign
 * (implicit-grid.ts); in the blocks where it does not, touching and isolated zeros are looked for at
 * the grid points (implicit-valleys.ts). The
 * segments come out as the explicit sampler's geometry (worker/protocol.ts CurveGeometry): float32
 * offsets from the viewport's centre, one polyline run per segment (pairs separated by a NaN break),
 * and the count of its segments.
 */
import { startImplicitRun } from './implicit-run';
import { buildBlocks, intervalEvaluations, quadtreePointEvaluations } from './implicit-quadtree';
import { contourBlocks, gridEvaluations } from './implicit-grid';
import { resetSegments, segmentAddress, segmentCount } from './implicit-segments';
import { clearCurveResult, setEvaluationCount, setPolylineResult, setSegmentCount } from './curve-result';
import { allocateScratch } from './scratch';

function storeVertex(polyline: usize, vertex: i32, x: f32, y: f32): void {
  store<f32>(polyline + ((<usize>vertex) << 3), x);
  store<f32>(polyline + ((<usize>vertex) << 3), y, 4);
}

/**
 * Segments (pixels) → polyline runs of two vertices (math units from the origin), NaN between. A segment
 * whose ends coincide is an isolated zero of F, kept: the renderer draws it as a round dot.
 */
function writeGeometry(
  xmin: f64,
  ymin: f64,
  xPerPixel: f64,
  yPerPixel: f64,
  originX: f64,
  originY: f64,
): void {
  const polyline = allocateScratch((<usize>(segmentCount * 3)) << 3);
  let vertices = 0;
  for (let segment = 0; segment < segmentCount; segment++) {
    const address = segmentAddress(segment);
    const startX = <f32>(xmin + load<f64>(address) * xPerPixel - originX);
    const startY = <f32>(ymin + load<f64>(address, 8) * yPerPixel - originY);
    const endX = <f32>(xmin + load<f64>(address, 16) * xPerPixel - originX);
    const endY = <f32>(ymin + load<f64>(address, 24) * yPerPixel - originY);
    if (vertices > 0) storeVertex(polyline, vertices++, NaN, NaN);
    storeVertex(polyline, vertices++, startX, startY);
    storeVertex(polyline, vertices++, endX, endY);
  }
  setPolylineResult(polyline, vertices);
  // Each segment is a run of its own: the count is the store's.
  setSegmentCount(segmentCount);
}

/** Samples F(x, y) = 0 for a validated program that reads x and y; the result is left in curve-result.ts. */
export function sampleImplicitCurve(
  code: usize,
  codeLength: i32,
  constants: usize,
  xmin: f64,
  xmax: f64,
  ymin: f64,
  ymax: f64,
  widthPixels: f64,
  heightPixels: f64,
): void {
  const originX = 0.5 * xmin + 0.5 * xmax;
  const originY = 0.5 * ymin + 0.5 * ymax;
  clearCurveResult(originX, originY);
  const valid = xmax > xmin && ymax > ymin && widthPixels >= 1 && heightPixels >= 1;
  if (!valid || !(widthPixels <= 65536 && heightPixels <= 65536)) return;
  const xPerPixel = (xmax - xmin) / widthPixels;
  const yPerPixel = (ymax - ymin) / heightPixels;
  if (!(xPerPixel - xPerPixel == 0 && yPerPixel - yPerPixel == 0)) return;
  resetSegments();
  startImplicitRun(code, codeLength, constants, xmin, ymin, xPerPixel, yPerPixel);
  buildBlocks(widthPixels, heightPixels);
  contourBlocks();
  setEvaluationCount(intervalEvaluations + quadtreePointEvaluations + gridEvaluations);
  writeGeometry(xmin, ymin, xPerPixel, yPerPixel, originX, originY);
}
