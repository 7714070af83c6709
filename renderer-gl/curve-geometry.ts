/**
 * The renderer's own vertex layout for curves, built from the worker's polyline (worker/protocol.ts)
 * for the current scale: the polyline is simplified to what the screen can show
 * (simplify-polyline.ts) and every remaining segment becomes one quad of 4 vertices, drawn through a shared
 * index pattern, instead of 6 unindexed vertices. Each vertex also carries the points before the start and
 * after the end, so the vertex shader can trim the quad's overhang at a smooth joint and the fragment shader
 * can measure the neighbouring segments too (see curve-segments.vert.glsl), and the dash distance at the
 * segment start, so dash patterns run on across segments.
 */
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

/** Reused between builds: the points of one run, in pixels and as the worker gave them. */
let runX = new Float64Array(0);
let runY = new Float64Array(0);
let pointXs = new Float32Array(0);
let pointYs = new Float32Array(0);

const isDefined = (polyline: Float32Array, vertex: number) =>
  Number.isFinite(polyline[vertex * 2]) && Number.isFinite(polyline[vertex * 2 + 1]);

/**
 * The quads of a curve: its runs of defined vertices (a run goes on across a break when the vertex after
 * it repeats the one before: the implicit sampler starts a run wherever a segment does not continue the
 * one before, and its segments chain), each simplified in pixel space, each kept segment one quad.
 *
 * @param polyline the worker's float32 (x, y) pairs relative to the origin; a NaN pair breaks the line
 * @param target a buffer to write into when it is large enough (the worst case is one quad per segment)
 */
export function buildCurveVertices(
  polyline: Float32Array,
  options: CurveBuildOptions,
  target?: Float32Array,
): { vertices: Float32Array; quadCount: number } {
  const vertexCount = polyline.length >> 1;
  const capacity = Math.max(0, vertexCount - 1) * QUAD_VERTICES * CURVE_VERTEX_FLOATS;
  const vertices = target && target.length >= capacity ? target : new Float32Array(capacity);
  if (runX.length < vertexCount) {
    runX = new Float64Array(vertexCount);
    runY = new Float64Array(vertexCount);
    pointXs = new Float32Array(vertexCount);
    pointYs = new Float32Array(vertexCount);
  }
  const { scaleX, scaleY, tolerance, withDistances } = options;
  const aspect = scaleY / scaleX;
  let quadCount = 0;
  let vertex = 0;
  while (vertex < vertexCount) {
    if (!isDefined(polyline, vertex)) {
      vertex++;
      continue;
    }
    let pointCount = 0;
    while (vertex < vertexCount) {
      if (isDefined(polyline, vertex)) {
        pointXs[pointCount] = polyline[vertex * 2];
        pointYs[pointCount] = polyline[vertex * 2 + 1];
        pointCount++;
        vertex++;
        continue;
      }
      // A break whose next vertex repeats the run's last one joins the two runs.
      const next = vertex + 1;
      if (
        next < vertexCount &&
        polyline[next * 2] === pointXs[pointCount - 1] &&
        polyline[next * 2 + 1] === pointYs[pointCount - 1]
      ) {
        vertex = next + 1;
        continue;
      }
      break;
    }
    if (pointCount < 2) continue;
    for (let point = 0; point < pointCount; point++) {
      runX[point] = pointXs[point] * scaleX;
      runY[point] = pointYs[point] * scaleY;
    }
    const kept =
      tolerance > 0
        ? simplifyPolyline(runX, runY, pointCount, tolerance)
        : Array.from({ length: pointCount }, (_, point) => point);
    let distance = withDistances ? pointXs[0] : 0;
    for (let index = 0; index + 1 < kept.length; index++) {
      const startX = pointXs[kept[index]];
      const startY = pointYs[kept[index]];
      const endX = pointXs[kept[index + 1]];
      const endY = pointYs[kept[index + 1]];
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
        vertices[offset + 4] = pointXs[before];
        vertices[offset + 5] = pointYs[before];
        vertices[offset + 6] = pointXs[after];
        vertices[offset + 7] = pointYs[after];
        vertices[offset + 8] = end;
        vertices[offset + 9] = side;
        vertices[offset + 10] = distance;
      }
      quadCount++;
      if (withDistances) distance += Math.hypot(endX - startX, (endY - startY) * aspect);
    }
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
