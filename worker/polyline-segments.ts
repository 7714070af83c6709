/** How many segments a polyline draws (CurveGeometry.segmentCount), as the WASM samplers count them. */
export function countPolylineSegments(polyline: Float32Array): number {
  let count = 0;
  for (let vertex = 1; vertex < polyline.length >> 1; vertex++) {
    if (
      Number.isFinite(polyline[vertex * 2 - 2]) &&
      Number.isFinite(polyline[vertex * 2 - 1]) &&
      Number.isFinite(polyline[vertex * 2]) &&
      Number.isFinite(polyline[vertex * 2 + 1])
    ) {
      count++;
    }
  }
  return count;
}
