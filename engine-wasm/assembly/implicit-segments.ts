/**
 * The segments the implicit sampler draws, written straight into its geometry (worker/protocol.ts
 * CurveGeometry): float32 offsets from the viewport's centre, runs separated by NaN pairs. The grid's
 * marching squares (implicit-grid.ts) and the valley test (implicit-valleys.ts) add segments in pixels
 * from the viewport's lower-left corner; the polyline doubles when full, so no count has to be known in
 * advance.
 *
 * A segment that starts (or ends) where the run so far ends continues that run instead of starting its
 * own: neighbouring cells of a row are contoured one after the other and share the crossing on their
 * common edge (implicit-cell.ts computes it the same way from both cells), so about a third of the
 * segments of a dense curve cost one vertex instead of three (a break and two ends). A segment whose ends
 * coincide (an isolated zero) stays a run of its own, of two equal vertices, which the renderer draws as
 * a round dot.
 */
import { mathXmin, mathYmin, xPerPixel, yPerPixel } from './implicit-run';
import { allocateScratch } from './scratch';

const INITIAL_VERTICES: i32 = 12288;

let polyline: usize = 0;
let capacity: i32 = 0;
export let vertexCount: i32 = 0;
export let segmentCount: i32 = 0;
// Pixels → math offsets from the centre, as xmin + px · xPerPixel − originX (the run's view).
let viewOriginX: f64 = 0;
let viewOriginY: f64 = 0;
// The last vertex written, and whether a segment may continue its run.
let lastX: f32 = 0;
let lastY: f32 = 0;
let runOpen = false;

/** Starts an empty polyline for the run set up by startImplicitRun (implicit-run.ts). */
export function resetSegments(originX: f64, originY: f64): void {
  capacity = INITIAL_VERTICES;
  polyline = allocateScratch((<usize>capacity) << 3);
  vertexCount = 0;
  segmentCount = 0;
  runOpen = false;
  viewOriginX = originX;
  viewOriginY = originY;
}

/** The polyline's address (valid until the next allocation of the run's scratch memory). */
export function polylineAddress(): usize {
  return polyline;
}

function writeVertex(x: f32, y: f32): void {
  const address = polyline + ((<usize>vertexCount) << 3);
  store<f32>(address, x);
  store<f32>(address, y, 4);
  vertexCount++;
}

/** The next segment starts a run of its own (a new row of seed cells: implicit-grid.ts). */
export function endRun(): void {
  runOpen = false;
}

export function addSegment(startX: f64, startY: f64, endX: f64, endY: f64): void {
  // A segment adds three vertices at most (a break and its two ends).
  if (vertexCount + 3 > capacity) {
    const larger = allocateScratch((<usize>capacity) << 4);
    memory.copy(larger, polyline, (<usize>capacity) << 3);
    polyline = larger;
    capacity <<= 1;
  }
  const x0 = <f32>(mathXmin + startX * xPerPixel - viewOriginX);
  const y0 = <f32>(mathYmin + startY * yPerPixel - viewOriginY);
  const x1 = <f32>(mathXmin + endX * xPerPixel - viewOriginX);
  const y1 = <f32>(mathYmin + endY * yPerPixel - viewOriginY);
  segmentCount++;
  const dot = x0 == x1 && y0 == y1;
  if (runOpen && !dot) {
    if (x0 == lastX && y0 == lastY) {
      writeVertex(x1, y1);
      lastX = x1;
      lastY = y1;
      return;
    }
    if (x1 == lastX && y1 == lastY) {
      writeVertex(x0, y0);
      lastX = x0;
      lastY = y0;
      return;
    }
  }
  if (vertexCount > 0) writeVertex(NaN, NaN);
  writeVertex(x0, y0);
  writeVertex(x1, y1);
  lastX = x1;
  lastY = y1;
  runOpen = !dot;
}
