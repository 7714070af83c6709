/**
 * How many segments a polyline draws: pairs of consecutive vertices with no break (NaN) in them. The
 * geometry itself leaves WASM as the polyline alone; the renderer builds its quads from it.
 */

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
