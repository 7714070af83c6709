/**
 * Where the last sampling run left its geometry, for the binding to copy out (exported getters).
 * The pointers lie in scratch memory and are valid only until the binding's next call.
 */

export let resultOriginX: f64 = 0;
export let resultOriginY: f64 = 0;
/** float32 pairs (x, y) relative to the origin; a NaN pair is a break. */
export let resultPolylinePointer: usize = 0;
export let resultPolylineVertexCount: i32 = 0;
/** Segments the polyline draws (counted by polyline-writer.ts). */
export let resultSegmentCount: i32 = 0;
/**
 * Points the function was evaluated at, all levels together (for tests and budgets); 1 for an explicit
 * curve culled by its one interval evaluation.
 */
export let resultEvaluationCount: i32 = 0;

export function clearCurveResult(originX: f64, originY: f64): void {
  resultOriginX = originX;
  resultOriginY = originY;
  resultPolylinePointer = 0;
  resultPolylineVertexCount = 0;
  resultSegmentCount = 0;
  resultEvaluationCount = 0;
}

export function setPolylineResult(pointer: usize, vertexCount: i32): void {
  resultPolylinePointer = pointer;
  resultPolylineVertexCount = vertexCount;
}

export function setSegmentCount(segmentCount: i32): void {
  resultSegmentCount = segmentCount;
}

export function setEvaluationCount(count: i32): void {
  resultEvaluationCount = count;
}
