/**
 * The parts the two curve passes share: the vertex layout of curve-geometry.ts (quads drawn through the
 * shared index pattern) and the vertex shader's uniforms. Each pass file adds its fragment shader and blending.
 */
import type REGL from 'regl';
import { CURVE_VERTEX_FLOATS, QUAD_INDICES, QUAD_VERTICES } from '../curve-geometry';
import vertexSource from './curve-segments.vert.glsl?raw';

export interface CurveSegmentsProps {
  readonly buffer: REGL.Buffer;
  readonly elements: REGL.Elements;
  /** The first quad of this draw and how many (at most QUADS_PER_DRAW). */
  readonly firstQuad: number;
  readonly quadCount: number;
  /** origin − view center, math units (float64 difference, cast once). */
  readonly cameraOffset: [number, number];
  /** Device pixels per math unit. */
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  /** Half the line width, device pixels. */
  readonly halfWidth: number;
  /** Straight (not premultiplied) color, and its opacity. */
  readonly color: [number, number, number];
  readonly opacity: number;
  /** Device pixels; see curve-coverage.frag.glsl. Ignored by solid curves. */
  readonly dashCore: number;
  readonly dashPeriod: number;
  readonly dashPhase: number;
}

const FLOAT_BYTES = 4;
const STRIDE = CURVE_VERTEX_FLOATS * FLOAT_BYTES;

type Props = CurveSegmentsProps;

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

export function describeCurveSegments(regl: REGL.Regl) {
  return {
    vert: vertexSource,
    attributes: describeQuadAttributes<Props>(),
    uniforms: {
      cameraOffset: regl.prop<Props, 'cameraOffset'>('cameraOffset'),
      pixelScale: regl.prop<Props, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      halfWidth: regl.prop<Props, 'halfWidth'>('halfWidth'),
    },
    elements: regl.prop<Props, 'elements'>('elements'),
    count: (_context: REGL.DefaultContext, props: Props) => props.quadCount * QUAD_INDICES.length,
  };
}
