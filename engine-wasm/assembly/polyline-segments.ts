/**
 * Expands a polyline into the triangle geometry of worker/protocol.ts (CurveGeometry.segments): each
 * segment between two consecutive non-break vertices becomes SEGMENT_VERTICES vertices of
 * SEGMENT_VERTEX_FLOATS floats (start x, start y, end x, end y, corner), corners 0..5 in order; the
 * vertex shader looks the corner up in SEGMENT_CORNERS to pick the end and the side it pushes to.
 */

export const SEGMENT_VERTICES: i32 = 6;
export const SEGMENT_VERTEX_FLOATS: i32 = 5;
export const SEGMENT_FLOATS: i32 = SEGMENT_VERTICES * SEGMENT_VERTEX_FLOATS;

/** Segments the polyline of `vertexCount` float32 pairs at `polyline` holds (pairs with no NaN). */
export function countSegments(polyline: usize, vertexCount: i32): i32 {
  let count = 0;
  for (let index = 1; index < vertexCount; index++) {
    const previousX = load<f32>(polyline + ((<usize>(index - 1)) << 3));
    const x = load<f32>(polyline + ((<usize>index) << 3));
    if (previousX == previousX && x == x) count++;
  }
  return count;
}

/** Writes the segments into `target` (countSegments * SEGMENT_FLOATS floats); returns the count. */
export function expandSegments(polyline: usize, vertexCount: i32, target: usize): i32 {
  let segment = 0;
  for (let index = 1; index < vertexCount; index++) {
    const startAddress = polyline + ((<usize>(index - 1)) << 3);
    const startX = load<f32>(startAddress);
    const startY = load<f32>(startAddress, 4);
    const endX = load<f32>(startAddress, 8);
    const endY = load<f32>(startAddress, 12);
    if (startX != startX || endX != endX) continue;
    let vertex = target + ((<usize>(segment * SEGMENT_FLOATS)) << 2);
    for (let corner = 0; corner < SEGMENT_VERTICES; corner++) {
      store<f32>(vertex, startX);
      store<f32>(vertex, startY, 4);
      store<f32>(vertex, endX, 8);
      store<f32>(vertex, endY, 12);
      store<f32>(vertex, <f32>corner, 16);
      vertex += <usize>(SEGMENT_VERTEX_FLOATS << 2);
    }
    segment++;
  }
  return segment;
}
