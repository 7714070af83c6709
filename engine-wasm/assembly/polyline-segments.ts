/**
 * The segments of a polyline as worker/protocol.ts carries them (CurveGeometry.segments): each segment
 * between two consecutive non-break vertices is SEGMENT_FLOATS floats (start x, start y, end x, end y).
 * The renderer builds its own quads from them; a compact record keeps the sampler's writes and the
 * transfer to the page small (100 curves make ~170,000 segments at every pan).
 */

export const SEGMENT_FLOATS: i32 = 4;

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
export function writeSegments(polyline: usize, vertexCount: i32, target: usize): i32 {
  let segment = 0;
  for (let index = 1; index < vertexCount; index++) {
    const startAddress = polyline + ((<usize>(index - 1)) << 3);
    const startX = load<f32>(startAddress);
    const endX = load<f32>(startAddress, 8);
    if (startX != startX || endX != endX) continue;
    // Start and end pairs are adjacent in the polyline: 16 bytes copied as two 64-bit words.
    const address = target + ((<usize>(segment * SEGMENT_FLOATS)) << 2);
    store<u64>(address, load<u64>(startAddress));
    store<u64>(address, load<u64>(startAddress, 8), 8);
    segment++;
  }
  return segment;
}
