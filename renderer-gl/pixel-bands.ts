/**
 * The pixels a line pass can touch, as rectangles: full-width bands of rows (horizontal lines) and
 * full-height bands of columns (vertical lines), every pixel in at most one rectangle. The grid and axis
 * shaders work out coverage from gl_FragCoord alone, so drawing them over these rectangles gives the very
 * pixels a full-screen pass gives, while shading a tenth of them: under SwiftShader (the CPU rasterizer
 * of machines without a GPU) each full-screen pass cost ~25 ms of a 1000 × 700 frame.
 */

/** Pixels [start, end) along one direction. */
export type PixelInterval = readonly [start: number, end: number];

/** Floats per rectangle: two triangles of (x, y) in device pixels. */
export const RECTANGLE_FLOATS = 12;

/**
 * The intervals as whole pixels inside [0, limit), sorted and merged where they touch. A non-finite
 * interval means "everything": the caller could not bound it, so the whole range is covered.
 */
export function mergeIntervals(intervals: readonly PixelInterval[], limit: number): PixelInterval[] {
  const clamped: [number, number][] = [];
  for (const [start, end] of intervals) {
    if (!Number.isFinite(start) || !Number.isFinite(end)) return limit > 0 ? [[0, limit]] : [];
    const low = Math.max(0, Math.floor(start));
    const high = Math.min(limit, Math.ceil(end));
    if (high > low) clamped.push([low, high]);
  }
  clamped.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const interval of clamped) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push(interval);
  }
  return merged;
}

/** A rectangle of pixels: [left, right, bottom, top]. */
type PixelRectangle = readonly [left: number, right: number, bottom: number, top: number];

/**
 * Triangles covering the row bands across the whole width and the column bands over the rows the row
 * bands leave, so that crossings are drawn once (the passes blend "over": twice would darken them).
 */
export function bandRectangles(
  rowBands: readonly PixelInterval[],
  columnBands: readonly PixelInterval[],
  width: number,
  height: number,
): Float32Array {
  const rows = mergeIntervals(rowBands, height);
  const columns = mergeIntervals(columnBands, width);
  const gaps: PixelInterval[] = [];
  let gapStart = 0;
  for (const [start, end] of rows) {
    if (start > gapStart) gaps.push([gapStart, start]);
    gapStart = end;
  }
  if (gapStart < height) gaps.push([gapStart, height]);
  const rectangles: PixelRectangle[] = rows.map(([bottom, top]) => [0, width, bottom, top]);
  for (const [left, right] of columns)
    for (const [bottom, top] of gaps) rectangles.push([left, right, bottom, top]);
  return rectangleTriangles(rectangles);
}

/**
 * Row bands across the whole width, then column bands down the whole height: a rectangle per band, so a
 * fine grid is a few hundred triangles instead of the thousands of pieces between the rows that
 * bandRectangles cuts (SwiftShader pays per triangle too). Crossings are covered twice: for a pass whose
 * depth test draws each pixel once (grid-lines.ts).
 */
export function bandStrips(
  rowBands: readonly PixelInterval[],
  columnBands: readonly PixelInterval[],
  width: number,
  height: number,
): Float32Array {
  return rectangleTriangles([
    ...mergeIntervals(rowBands, height).map(([bottom, top]): PixelRectangle => [0, width, bottom, top]),
    ...mergeIntervals(columnBands, width).map(([left, right]): PixelRectangle => [left, right, 0, height]),
  ]);
}

function rectangleTriangles(rectangles: readonly PixelRectangle[]): Float32Array {
  const triangles = new Float32Array(rectangles.length * RECTANGLE_FLOATS);
  rectangles.forEach(([left, right, bottom, top], index) =>
    triangles.set(
      [left, bottom, right, bottom, left, top, left, top, right, bottom, right, top],
      index * RECTANGLE_FLOATS,
    ),
  );
  return triangles;
}

/**
 * The band of pixels a line of `width` centered at `center` can touch (see lineCoverage in
 * line-coverage.glsl: its start edge snaps to the pixel grid), widened by `reach` on both sides.
 * `tolerance` (px) is how far the shader's float32 start edge may lie from this float64 one: a start
 * that close to a pixel boundary may snap either way, so both pixels are in the band.
 */
export function lineBand(center: number, width: number, reach = 0, tolerance = 1): PixelInterval {
  const edge = center - 0.5 * width + 0.5;
  return [Math.floor(edge - tolerance) - reach, Math.floor(edge + tolerance) + Math.ceil(width) + reach];
}

/**
 * How far a line pass's float32 arithmetic may move a line's start edge, by the fragment shader's
 * precision. With highp (24-bit mantissa) the grid shader's `phase + index · step` is within a few ulps
 * of the float64 value, under 1/100 px in any buffer WebGL allows; 1/8 px leaves room, and a 1 px line's
 * band is then 1 pixel (2 where its edge is that close to a boundary) instead of the 3 a whole pixel of
 * tolerance gives: under SwiftShader the grid was the costliest pass of a shot (bench/README.md,
 * "Cheaper pictures"). mediump (no highp in fragment shaders) keeps a whole pixel.
 */
export function lineEdgeTolerance(highpFragments: boolean): number {
  return highpFragments ? 1 / 8 : 1;
}

/**
 * The bands of every grid line `phase + k · step` within [0, size) (see grid-lines.frag.glsl). A step
 * too fine or not finite gives one band over everything: the full-screen pass, still right.
 */
export function gridLineBands(
  phase: number,
  step: number,
  width: number,
  size: number,
  tolerance = 1,
): PixelInterval[] {
  if (!(step >= 2) || !Number.isFinite(phase) || !(size > 0)) return [[-Infinity, Infinity]];
  const margin = width + 2;
  const first = Math.ceil((-margin - phase) / step);
  const last = Math.floor((size + margin - phase) / step);
  const bands: PixelInterval[] = [];
  for (let index = first; index <= last; index++) {
    bands.push(lineBand(phase + index * step, width, 0, tolerance));
  }
  return bands;
}
