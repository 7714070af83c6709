import { describe, expect, it } from 'vitest';
import {
  buildCurveVertices,
  buildQuadIndices,
  CURVE_VERTEX_FLOATS,
  dashPattern,
  QUAD_VERTICES,
} from './curve-geometry';

/** The worker's polyline of a list of [ax, ay, bx, by]: a break before a segment that does not go on. */
function expand(segmentList: [number, number, number, number][]): Float32Array {
  const polyline: number[] = [];
  segmentList.forEach(([ax, ay, bx, by]) => {
    const length = polyline.length;
    const goesOn = length > 0 && polyline[length - 2] === ax && polyline[length - 1] === ay;
    if (!goesOn) polyline.push(...(length > 0 ? [NaN, NaN] : []), ax, ay);
    polyline.push(bx, by);
  });
  return Float32Array.from(polyline);
}

/** [start x, start y, end x, end y, distance] of every quad (read from its first vertex). */
function quads(vertices: Float32Array, quadCount: number) {
  return Array.from({ length: quadCount }, (_, quad) => {
    const at = quad * QUAD_VERTICES * CURVE_VERTEX_FLOATS;
    return [vertices[at], vertices[at + 1], vertices[at + 2], vertices[at + 3], vertices[at + 10]];
  });
}

const options = { scaleX: 10, scaleY: 10, tolerance: 0.125, withDistances: false };

describe('buildCurveVertices', () => {
  it('merges a straight, densely sampled run into one quad', () => {
    const segments = expand(Array.from({ length: 50 }, (_, i) => [i, 2 * i, i + 1, 2 * i + 2]));
    const { vertices, quadCount } = buildCurveVertices(segments, options);
    expect(quadCount).toBe(1);
    expect(quads(vertices, 1)[0].slice(0, 4)).toEqual([0, 0, 50, 100]);
  });

  it('keeps corners, and breaks runs where a segment does not start at the previous end', () => {
    const segments = expand([
      [0, 0, 1, 0],
      [1, 0, 1, 1],
      [5, 5, 6, 5],
    ]);
    const { vertices, quadCount } = buildCurveVertices(segments, options);
    expect(quadCount).toBe(3);
    const vertex = (quad: number, corner: number) =>
      Array.from(
        vertices.subarray(
          (quad * 4 + corner) * CURVE_VERTEX_FLOATS,
          (quad * 4 + corner + 1) * CURVE_VERTEX_FLOATS,
        ),
      );
    // First quad: no point before its start (a cap: its own start), (1, 1) after its end; then the corners.
    expect(vertex(0, 0).slice(4, 10)).toEqual([0, 0, 1, 1, 0, -1]);
    expect(vertex(0, 3).slice(4, 10)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(vertex(1, 0).slice(4, 8)).toEqual([0, 0, 1, 1]);
    // The lone third segment is capped at both ends.
    expect(vertex(2, 0).slice(4, 8)).toEqual([5, 5, 6, 5]);
  });

  it('joins runs across a break that repeats the last vertex (the implicit sampler writes a run per segment)', () => {
    const polyline = Float32Array.from([0, 0, 1, 1, NaN, NaN, 1, 1, 2, 0, NaN, NaN, 5, 5, 6, 5]);
    const { vertices, quadCount } = buildCurveVertices(polyline, { ...options, tolerance: 0 });
    expect(quads(vertices, quadCount).map((quad) => quad.slice(0, 4))).toEqual([
      [0, 0, 1, 1],
      [1, 1, 2, 0],
      [5, 5, 6, 5],
    ]);
    // The joint at (1, 1) knows both neighbours.
    expect(Array.from(vertices.subarray(4, 8))).toEqual([0, 0, 2, 0]);
  });

  it('accumulates dash distances in x units, with y scaled by the aspect ratio', () => {
    const segments = expand([
      [0, 0, 3, 0],
      [3, 0, 3, 2],
    ]);
    const { vertices, quadCount } = buildCurveVertices(segments, {
      ...options,
      scaleY: 20,
      withDistances: true,
    });
    expect(quads(vertices, quadCount).map((quad) => quad[4])).toEqual([0, 3]);
    const second = buildCurveVertices(
      expand([
        [0, 0, 0, 2],
        [0, 2, 1, 2],
      ]),
      { ...options, scaleY: 20, withDistances: true },
    );
    // 2 y units at twice the x scale are 4 x units long on screen.
    expect(quads(second.vertices, 2).map((quad) => quad[4])).toEqual([0, 4]);
  });
});

describe('buildQuadIndices and dashPattern', () => {
  it('indexes two triangles per quad', () => {
    expect(Array.from(buildQuadIndices(2))).toEqual([0, 1, 2, 2, 1, 3, 4, 5, 6, 6, 5, 7]);
  });

  it('scales dash patterns with the width and has none for solid lines', () => {
    expect(dashPattern('SOLID', 2)).toBeNull();
    expect(dashPattern('DASHED', 2)).toEqual({ core: 6, period: 12.8 });
    expect(dashPattern('DOTTED', 4)).toEqual({ core: 0, period: 10 });
  });
});
