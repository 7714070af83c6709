import type REGL from 'regl';
import { QUAD_INDICES, QUAD_VERTICES } from '../curve-geometry';
import { CURVES_PER_BATCH } from '../curve-store';
import fragmentSource from './curve-solid.frag.glsl?raw';
import { describeQuadAttributes } from './curve-segments';
import vertexSource from './curve-segments.vert.glsl?raw';

export interface CurveSolidProps {
  /** The batch's quads (curve-store.ts) and one float per vertex naming the curve's slot. */
  readonly buffer: REGL.Buffer;
  readonly slotBuffer: REGL.Buffer;
  readonly elements: REGL.Elements;
  /** The first quad of this draw and how many (at most QUADS_PER_DRAW). */
  readonly firstQuad: number;
  readonly quadCount: number;
  /** Device pixels per math unit. */
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  /**
   * Per slot, two vectors: (camera offset x, y in math units, half width in device pixels, clip-space
   * depth) and the premultiplied color × opacity. CURVES_PER_BATCH × 2 entries (unused slots: zeros).
   */
  readonly curveData: readonly number[][];
  /** Window-space depth span of a curve's coverage levels (draw-frame.ts). */
  readonly depthSpan: number;
}

export const FRAG_DEPTH = 'EXT_frag_depth';

const FLOAT_BYTES = 4;

/**
 * A batch of solid curves in one pass and one draw call (curve-solid.frag.glsl): premultiplied "over"
 * blending into the color channels, once per pixel per curve thanks to the depth test. The scratch alpha
 * is left alone (still 0 for later two-pass draws). Under SwiftShader, where every draw call and every
 * blended fragment costs CPU time, this is the cheap path for the common case.
 */
export function createCurveSolidCommand(
  regl: REGL.Regl,
  hasFragDepth: boolean,
): REGL.DrawCommand<REGL.DefaultContext, CurveSolidProps> {
  // regl sets an array uniform one element at a time, by the element's own name.
  const curveData: Record<
    string,
    REGL.DynamicVariableFn<number[], REGL.DefaultContext, CurveSolidProps>
  > = {};
  for (let index = 0; index < 2 * CURVES_PER_BATCH; index++) {
    curveData[`curveData[${index}]`] = (_context, props) => props.curveData[index];
  }
  const defines = `#define BATCHED\n#define CURVES_PER_BATCH ${CURVES_PER_BATCH}\n`;
  return regl<REGL.Uniforms, REGL.Attributes, CurveSolidProps>({
    vert: defines + vertexSource,
    frag: (hasFragDepth ? '#define FRAG_DEPTH\n' : '') + fragmentSource,
    attributes: {
      ...describeQuadAttributes<CurveSolidProps>(),
      slot: (_context, props) => ({
        buffer: props.slotBuffer,
        offset: props.firstQuad * QUAD_VERTICES * FLOAT_BYTES,
        stride: FLOAT_BYTES,
        size: 1,
      }),
    },
    uniforms: {
      ...curveData,
      pixelScale: regl.prop<CurveSolidProps, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<CurveSolidProps, 'viewportSize'>('viewportSize'),
      depthSpan: regl.prop<CurveSolidProps, 'depthSpan'>('depthSpan'),
    },
    elements: regl.prop<CurveSolidProps, 'elements'>('elements'),
    count: (_context, props) => props.quadCount * QUAD_INDICES.length,
    blend: {
      enable: true,
      func: { src: 'one', dst: 'one minus src alpha' },
      equation: 'add',
    },
    colorMask: [true, true, true, false],
    depth: { enable: true, func: 'less', mask: true },
  });
}
