/**
 * An inequality's region comes from the worker as the boxes of a quadtree, two triangles each, split
 * down to one pixel along the boundary (worker/region-sampling.ts): the bench's y < sin(x) − 4 at
 * 800 × 600 is 3,326 boxes, 6,652 triangles, and SwiftShader (the CPU rasterizer of machines without a
 * GPU) pays for every triangle besides its pixels. Boxes that share a whole edge cover the same pixels as
 * the box they make together (the rasterizer's fill rule gives each pixel on a shared edge to exactly one
 * of two neighbours, and to the merged box's inside), so runs of them are merged: first along rows (the
 * same bottom and top, one's right the next's left), then along columns. The corners are the worker's
 * own numbers, compared exactly, so every edge left lies where it lay. Triangles that are not all boxes
 * in region-sampling's vertex order (a parametric curve's fan, curve-fill.ts) are kept as they are.
 */

/** Floats per box: two triangles of (x, y). */
const BOX_FLOATS = 12;

/** The boxes' triangles with neighbours merged, or the triangles as given when they are not boxes. */
export function mergeBoxTriangles(triangles: Float32Array): Float32Array {
  const boxes = readBoxes(triangles);
  if (!boxes || boxes.length < 8) return triangles;
  const rows = mergeRuns(boxes, 2, 3, 0, 1);
  const merged = mergeRuns(rows, 0, 1, 2, 3);
  return merged.length < boxes.length ? writeBoxes(merged) : triangles;
}

/** [left, right, bottom, top] per box, or null unless every 12 floats are region-sampling's box. */
function readBoxes(triangles: Float32Array): Float32Array | null {
  if (triangles.length === 0 || triangles.length % BOX_FLOATS !== 0) return null;
  const boxes = new Float32Array((triangles.length / BOX_FLOATS) * 4);
  for (let offset = 0, box = 0; offset < triangles.length; offset += BOX_FLOATS, box += 4) {
    const left = triangles[offset];
    const bottom = triangles[offset + 1];
    const right = triangles[offset + 2];
    const top = triangles[offset + 5];
    const isBox =
      triangles[offset + 3] === bottom &&
      triangles[offset + 4] === right &&
      triangles[offset + 6] === left &&
      triangles[offset + 7] === bottom &&
      triangles[offset + 8] === right &&
      triangles[offset + 9] === top &&
      triangles[offset + 10] === left &&
      triangles[offset + 11] === top &&
      right > left &&
      top > bottom;
    if (!isBox) return null;
    boxes[box] = left;
    boxes[box + 1] = right;
    boxes[box + 2] = bottom;
    boxes[box + 3] = top;
  }
  return boxes;
}

/**
 * Boxes with the same (sideA, sideB) that touch along the other axis (one's `end` the next's `start`)
 * become one. Indices into a box: 0 left, 1 right, 2 bottom, 3 top.
 */
function mergeRuns(
  boxes: Float32Array,
  sideA: number,
  sideB: number,
  start: number,
  end: number,
): Float32Array {
  const count = boxes.length / 4;
  const order = Array.from({ length: count }, (_, index) => index * 4);
  order.sort(
    (a, b) =>
      boxes[a + sideA] - boxes[b + sideA] ||
      boxes[a + sideB] - boxes[b + sideB] ||
      boxes[a + start] - boxes[b + start],
  );
  const merged = new Float32Array(boxes.length);
  let length = 0;
  for (const box of order) {
    const last = length - 4;
    if (
      length > 0 &&
      merged[last + sideA] === boxes[box + sideA] &&
      merged[last + sideB] === boxes[box + sideB] &&
      merged[last + end] === boxes[box + start]
    ) {
      merged[last + end] = boxes[box + end];
      continue;
    }
    merged.set(boxes.subarray(box, box + 4), length);
    length += 4;
  }
  return merged.subarray(0, length);
}

function writeBoxes(boxes: Float32Array): Float32Array {
  const triangles = new Float32Array((boxes.length / 4) * BOX_FLOATS);
  for (let box = 0, offset = 0; box < boxes.length; box += 4, offset += BOX_FLOATS) {
    const [left, right, bottom, top] = boxes.subarray(box, box + 4);
    triangles.set([left, bottom, right, bottom, right, top, left, bottom, right, top, left, top], offset);
  }
  return triangles;
}
