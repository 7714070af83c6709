/**
 * The implicit-curve sampler, F(x, y) = 0 over a viewport: a quadtree with interval culling
 * (implicit-quadtree.ts) down to 4 px blocks, contoured on a 1 px point grid where F changes sign
 * (implicit-grid.ts); in the blocks where it does not, touching and isolated zeros are looked for at
 * the grid points (implicit-valleys.ts). The segments come out as the explicit sampler's geometry
 * (worker/protocol.ts CurveGeometry), written as they are found (implicit-segments.ts): float32 offsets
 * from the viewport's centre, runs separated by NaN breaks (a segment continues the run before it where
 * they share an end), and the count of its segments.
 */
import { startImplicitRun } from './implicit-run';
import { buildBlocks, intervalEvaluations, quadtreePointEvaluations } from './implicit-quadtree';
import { contourBlocks, gridEvaluations } from './implicit-grid';
import { polylineAddress, resetSegments, segmentCount, vertexCount } from './implicit-segments';
import { clearCurveResult, setEvaluationCount, setPolylineResult, setSegmentCount } from './curve-result';

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
  startImplicitRun(code, codeLength, constants, xmin, ymin, xPerPixel, yPerPixel);
  resetSegments(originX, originY);
  buildBlocks(widthPixels, heightPixels);
  contourBlocks();
  setEvaluationCount(intervalEvaluations + quadtreePointEvaluations + gridEvaluations);
  setPolylineResult(polylineAddress(), vertexCount);
  setSegmentCount(segmentCount);
}
