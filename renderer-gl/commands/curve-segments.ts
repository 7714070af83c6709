/**
 * The parts the two curve passes share: the vertex layout of worker/protocol.ts' expanded segments and
 * the vertex shader's uniforms. Each pass file adds its fragment shader and blending.
 */
import type REGL from 'regl';
import { SEGMENT_CORNERS, SEGMENT_VERTEX_FLOATS } from '../../worker/protocol';
import vertexSource from './curve-segments.vert.glsl?raw';

export interface CurveSegmentsProps {
  readonly buffer: REGL.Buffer;
  readonly vertexCount: number;
  /** origin − view center, math units (float64 difference, cast once). */
  readonly cameraOffset: [number, number];
  /** Device pixels per math unit. */
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  /** Half the line width, device pixels. */
  readonly halfWidth: number;
  /** Straight (not premultiplied) color and its opacity. */
  readonly color: [number, number, number];
  readonly opacity: number;
}

const FLOAT_BYTES = 4;
const STRIDE = SEGMENT_VERTEX_FLOATS * FLOAT_BYTES;

type Props = CurveSegmentsProps;

export function describeCurveSegments(regl: REGL.Regl) {
  const column = (part: 0 | 1, from: number) =>
    SEGMENT_CORNERS.slice(from, from + 3).map((corner) => corner[part]);
  const cornerUniforms = {
    cornerEndsLow: column(0, 0),
    cornerEndsHigh: column(0, 3),
    cornerSidesLow: column(1, 0),
    cornerSidesHigh: column(1, 3),
  };
  return {
    vert: vertexSource,
    attributes: {
      start: (_context: REGL.DefaultContext, props: Props) => ({
        buffer: props.buffer,
        offset: 0,
        stride: STRIDE,
        size: 2,
      }),
      end: (_context: REGL.DefaultContext, props: Props) => ({
        buffer: props.buffer,
        offset: 2 * FLOAT_BYTES,
        stride: STRIDE,
        size: 2,
      }),
      corner: (_context: REGL.DefaultContext, props: Props) => ({
        buffer: props.buffer,
        offset: 4 * FLOAT_BYTES,
        stride: STRIDE,
        size: 1,
      }),
    },
    uniforms: {
      ...cornerUniforms,
      cameraOffset: regl.prop<Props, 'cameraOffset'>('cameraOffset'),
      pixelScale: regl.prop<Props, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      halfWidth: regl.prop<Props, 'halfWidth'>('halfWidth'),
    },
    count: regl.prop<Props, 'vertexCount'>('vertexCount'),
    primitive: 'triangles' as const,
  };
}
