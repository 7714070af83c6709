/**
 * What the curve commands share: the vertex layout of curve-geometry.ts (quads drawn through the shared
 * index pattern). curve-solid.ts draws batches of solid curves with it, curve-dashed.ts one dashed or
 * dotted curve.
 */
import type REGL from 'regl';
import { CURVE_VERTEX_FLOATS, QUAD_INDICES, QUAD_VERTICES } from '../curve-geometry';
import fragmentSource from './curve-solid.frag.glsl?raw';
import { OVER_ONCE } from './over-once';

/** What every curve draw is given: its quads and the frame's scale and size. */
export interface CurveQuadsProps {
  readonly buffer: REGL.Buffer;
  readonly elements: REGL.Elements;
  /** The first quad of this draw and how many (at most QUADS_PER_DRAW). */
  readonly firstQuad: number;
  readonly quadCount: number;
  /** Device pixels per math unit. */
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  /** Window-space span of a curve's coverage levels (draw-frame.ts). */
  readonly depthSpan: number;
}

const FLOAT_BYTES = 4;
const STRIDE = CURVE_VERTEX_FLOATS * FLOAT_BYTES;

/** The vertex layout of a buffer of quads, for props naming the buffer and the first quad of the draw. */
export function describeQuadAttributes<P extends { buffer: REGL.Buffer; firstQuad: number }>() {
  const attribute = (firstFloat: number, size: number) => (_context: REGL.DefaultContext, props: P) => ({
    buffer: props.buffer,
    offset: props.firstQuad * QUAD_VERTICES * STRIDE + firstFloat * FLOAT_BYTES,
    stride: STRIDE,
    size,
  });
  return {
    start: attribute(0, 2),
    end: attribute(2, 2),
    before: attribute(4, 2),
    after: attribute(6, 2),
    corner: attribute(8, 2),
    distance: attribute(10, 1),
  };
}

/** curve-solid.frag.glsl with its defines: FRAG_DEPTH where the extension is there, DASHED for dashes. */
export function curveFragmentSource(hasFragDepth: boolean, dashed: boolean): string {
  return (hasFragDepth ? '#define FRAG_DEPTH\n' : '') + (dashed ? '#define DASHED\n' : '') + fragmentSource;
}

/** The parts of a curve command that do not depend on the kind of curve: quads, scale, blending. */
export function describeCurveDraw<P extends CurveQuadsProps>(regl: REGL.Regl) {
  return {
    attributes: describeQuadAttributes<P>(),
    uniforms: {
      pixelScale: regl.prop<P, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<P, 'viewportSize'>('viewportSize'),
      depthSpan: regl.prop<P, 'depthSpan'>('depthSpan'),
    },
    elements: regl.prop<P, 'elements'>('elements'),
    count: (_context: REGL.DefaultContext, props: P) => props.quadCount * QUAD_INDICES.length,
    ...OVER_ONCE,
  };
}
