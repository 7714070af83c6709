import type REGL from 'regl';
import fragmentSource from './curve-paint.frag.glsl?raw';
import { describeCurveSegments, type CurveSegmentsProps } from './curve-segments';

/**
 * Pass 2 of a curve: the same triangles blend the curve color once per pixel, weighted by the coverage
 * pass 1 left in the destination alpha, and reset that alpha to 0 (see curve-paint.frag.glsl).
 */
export function createCurvePaintCommand(
  regl: REGL.Regl,
): REGL.DrawCommand<REGL.DefaultContext, CurveSegmentsProps> {
  const segments = describeCurveSegments(regl);
  return regl<REGL.Uniforms, REGL.Attributes, CurveSegmentsProps>({
    ...segments,
    frag: fragmentSource,
    uniforms: { ...segments.uniforms, color: regl.prop<CurveSegmentsProps, 'color'>('color') },
    blend: {
      enable: true,
      func: { srcRGB: 'dst alpha', dstRGB: 'one minus dst alpha', srcAlpha: 'zero', dstAlpha: 'zero' },
      equation: 'add',
    },
    colorMask: [true, true, true, true],
  });
}
