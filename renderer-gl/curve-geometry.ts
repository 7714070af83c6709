/**
 * The renderer's own vertex layout for curves, built from the worker's segment records
 * (worker/protocol.ts) for the current scale: the polyline is simplified to what the screen can show
 * (simplify-polyline.ts) and every remaining segment becomes one quad of 4 vertices, drawn through a shared
 * index pattern, instead of 6 unindexed vertices. Each vertex also carries the points before the start and
 * after the end, so the vertex shader can trim the quad's overhang at a smooth joint and the fragment shader
 * can measure the neighbouring segments too (see curve-segments.vert.glsl), and the dash distance at the
 * segment start, so dash patterns run on across segments.
 */
import { SEGMENT_FLOATS } from '../worker/protocol';
import { simplifyPolyline } from './simplify-polyline';

/**
 * start x, y; end x, y; point before the start x, y; point after the end x, y; end (0 start, 1 end);
 * side (−1, +1); distance at the start. A missing neighbour (a cap) repeats the segment's own end point.
 */
export const CURVE_VERTEX_FLOATS = 11;
export const QUAD_VERTICES = 4;
/** Two triangles per quad: (0, 1, 2) and (2, 1, 3). */
export const QUAD_INDICES = [0, 1, 2, 2, 1, 3] as const;
/** Quads per draw call: 16-bit indices reach 65,536 vertices, so no index extension is needed. */
export const QUADS_PER_DRAW = 16384;

/** [end, side] of the 4 quad vertices. */
const QUAD_CORNERS: readonly (readonly [number, number])[] = [
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 1],
];

const SEGMENT_STRIDE = SEGMENT_FLOATS;

/** The index pattern of QUADS_PER_DRAW quads, shared by every draw of curves and points. */
export function buildQuadIndices(quadCount: number = QUADS_PER_DRAW): Uint16Array {
  const indices = new Uint16Array(quadCount * QUAD_INDICES.length);
  for (let quad = 0; quad < quadCount; quad++) {
    for (let corner = 0; corner < QUAD_INDICES.length; corner++) {
      indices[quad * QUAD_INDICES.length + corner] = quad * QUAD_VERTICES + QUAD_INDICES[corner];
    }
  }
  return indices;
}

export interface CurveBuildOptions {
  /** Device pixels per math unit the geometry is built for. */
  readonly scaleX: number;
  readonly scaleY: number;
  /** Simplification tolerance in device pixels (simplify-polyline.ts); 0 keeps every point. */
  readonly tolerance: number;
  /** False for solid curves: the distance column stays 0. */
  readonly withDistances: boolean;
}

/** Reused between builds: the points of one run, in pixels. */
let runX = new Float64Array(0);
let runY = new Float64Array(0);

/**
 * The quads of a curve: its runs of joined segments (a segment joins the next when it ends exactly where
 * the next starts: the worker copies the point), each simplified in pixel space, each kept segment one quad.
 *
 * @param segments the worker's segment records (start x, y, end x, y)
 * @param target a buffer to write into when it is large enough (the worst case is one quad per segment)
 */
export function buildCurveVertices(
  segments: Float32Array,
  segmentCount: number,
  options: CurveBuildOptions,
  target?: Float32Array,
): { vertices: Float32Array; quadCount: number } {
  const capacity = segmentCount * QUAD_VERTICES * CURVE_VERTEX_FLOATS;
  const vertices = target && target.length >= capacity ? target : new Float32Array(capacity);
  if (runX.length < segmentCount + 1) {
    runX = new Float64Array(segmentCount + 1);
    runY = new Float64Array(segmentCount + 1);
  }
  const { scaleX, scaleY, tolerance, withDistances } = options;
  const aspect = scaleY / scaleX;
  let quadCount = 0;
  let first = 0;
  while (first < segmentCount) {
    // The run: segments first..last, points first..last + 1.
    let last = first;
    while (
      last + 1 < segmentCount &&
      segments[(last + 1) * SEGMENT_STRIDE] === segments[last * SEGMENT_STRIDE + 2] &&
      segments[(last + 1) * SEGMENT_STRIDE + 1] === segments[last * SEGMENT_STRIDE + 3]
    ) {
      last++;
    }
    const pointCount = last - first + 2;
    const pointX = (point: number) =>
      point < pointCount - 1
        ? segments[(first + point) * SEGMENT_STRIDE]
        : segments[last * SEGMENT_STRIDE + 2];
    const pointY = (point: number) =>
      point < pointCount - 1
        ? segments[(first + point) * SEGMENT_STRIDE + 1]
        : segments[last * SEGMENT_STRIDE + 3];
    for (let point = 0; point < pointCount; point++) {
      runX[point] = pointX(point) * scaleX;
      runY[point] = pointY(point) * scaleY;
    }
    const kept =
      tolerance > 0
        ? simplifyPolyline(runX, runY, pointCount, tolerance)
        : Array.from({ length: pointCount }, (_, point) => point);
    let distance = withDistances ? pointX(0) : 0;
    for (let index = 0; index + 1 < kept.length; index++) {
      const startX = pointX(kept[index]);
      const startY = pointY(kept[index]);
      const endX = pointX(kept[index + 1]);
      const endY = pointY(kept[index + 1]);
      // Without a neighbour the vertex names its own point: the shader then draws a round cap.
      const before = index > 0 ? kept[index - 1] : kept[index];
      const after = index + 2 < kept.length ? kept[index + 2] : kept[index + 1];
      for (let corner = 0; corner < QUAD_VERTICES; corner++) {
        const [end, side] = QUAD_CORNERS[corner];
        const offset = (quadCount * QUAD_VERTICES + corner) * CURVE_VERTEX_FLOATS;
        vertices[offset] = startX;
        vertices[offset + 1] = startY;
        vertices[offset + 2] = endX;
        vertices[offset + 3] = endY;
        vertices[offset + 4] = pointX(before);
        vertices[offset + 5] = pointY(before);
        vertices[offset + 6] = pointX(after);
        vertices[offset + 7] = pointY(after);
        vertices[offset + 8] = end;
        vertices[offset + 9] = side;
        vertices[offset + 10] = distance;
      }
      quadCount++;
      if (withDistances) distance += Math.hypot(endX - startX, (endY - startY) * aspect);
    }
    first = last + 1;
  }
  return { vertices: vertices.subarray(0, quadCount * QUAD_VERTICES * CURVE_VERTEX_FLOATS), quadCount };
}

/**
 * Dash patterns in screen pixels (DASHED and DOTTED), for a line `width` device pixels wide. A dash is a
 * capsule: its straight core plus round caps of half the width, so the visible dash is core + width.
 * The proportions follow Desmos' dashed (long dashes, shorter gaps) and dotted (round dots about one and
 * a half widths apart) styles at its default width of 2.5 px: 10 px dashes with 6 px gaps, dots every 6.25 px.
 */
export function dashPattern(
  style: 'SOLID' | 'DASHED' | 'DOTTED',
  width: number,
): { core: number; period: number } | null {
  if (style === 'DASHED') return { core: 3 * width, period: 6.4 * width };
  if (style === 'DOTTED') return { core: 0, period: 2.5 * width };
  return null;
}
