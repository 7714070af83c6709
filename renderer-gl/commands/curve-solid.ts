import type REGL from 'regl';
import { QUAD_VERTICES } from '../curve-geometry';
import { CURVES_PER_BATCH } from '../curve-store';
import { curveFragmentSource, describeCurveDraw, type CurveQuadsProps } from './curve-segments';
import vertexSource from './curve-segments.vert.glsl?raw';

export interface CurveSolidProps extends CurveQuadsProps {
  /** One float per vertex of the batch's quads (curve-store.ts), naming the curve's slot. */
  readonly slotBuffer: REGL.Buffer;
  /**
   * Per slot, two vectors: (camera offset x, y in math units, half width in device pixels, clip-space
   * depth) and the premultiplied color × opacity. CURVES_PER_BATCH × 2 entries (unused slots: zeros).
   */
  readonly curveData: readonly number[][];
}

export const FRAG_DEPTH = 'EXT_frag_depth';

const FLOAT_BYTES = 4;

/**
 * A batch of solid curves in one pass and one draw call (curve-solid.frag.glsl): premultiplied "over"
 * blending into the color channels, once per pixel per curve thanks to the depth test. Under SwiftShader,
 * where every draw call and every blended fragment costs CPU time, this is the cheap path for the common
 * case.
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
  const shared = describeCurveDraw<CurveSolidProps>(regl);
  return regl<REGL.Uniforms, REGL.Attributes, CurveSolidProps>({
    ...shared,
    vert: defines + vertexSource,
    frag: curveFragmentSource(hasFragDepth, false),
    attributes: {
      ...shared.attributes,
      slot: (_context, props) => ({
        buffer: props.slotBuffer,
        offset: props.firstQuad * QUAD_VERTICES * FLOAT_BYTES,
        stride: FLOAT_BYTES,
        size: 1,
      }),
    },
    uniforms: { ...shared.uniforms, ...curveData },
  });
}
