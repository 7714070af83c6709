/**
 * The segments of a polyline in the protocol's record (CurveGeometry.segments): SEGMENT_FLOATS floats
 * per segment between two defined vertices, as the WASM samplers write them (polyline-segments.ts there).
 */
import { SEGMENT_FLOATS } from './protocol';

export function polylineSegments(polyline: Float32Array): { segments: Float32Array; segmentCount: number } {
  const vertexCount = polyline.length >> 1;
  const segments = new Float32Array(Math.max(0, vertexCount - 1) * SEGMENT_FLOATS);
  let segmentCount = 0;
  for (let vertex = 1; vertex < vertexCount; vertex++) {
    const ax = polyline[vertex * 2 - 2];
    const ay = polyline[vertex * 2 - 1];
    const bx = polyline[vertex * 2];
    const by = polyline[vertex * 2 + 1];
    if (!(Number.isFinite(ax) && Number.isFinite(ay) && Number.isFinite(bx) && Number.isFinite(by))) continue;
    const offset = segmentCount * SEGMENT_FLOATS;
    segments[offset] = ax;
    segments[offset + 1] = ay;
    segments[offset + 2] = bx;
    segments[offset + 3] = by;
    segmentCount++;
  }
  return { segments: segments.slice(0, segmentCount * SEGMENT_FLOATS), segmentCount };
}
