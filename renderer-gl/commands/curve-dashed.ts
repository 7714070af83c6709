import type REGL from 'regl';
import { curveFragmentSource, describeCurveDraw, type CurveQuadsProps } from './curve-segments';
import vertexSource from './curve-segments.vert.glsl?raw';

export interface CurveDashedProps extends CurveQuadsProps {
  /** origin − view center, math units (float64 difference, cast once). */
  readonly cameraOffset: [number, number];
  /** Half the line width, device pixels. */
  readonly halfWidth: number;
  /** Premultiplied color × opacity. */
  readonly color: [number, number, number, number];
  /** Clip-space depth of the curve's layer (draw-frame.ts). */
  readonly layerDepth: number;
  /** Device pixels; see curve-solid.frag.glsl. */
  readonly dashCore: number;
  readonly dashPeriod: number;
  readonly dashPhase: number;
}

type Props = CurveDashedProps;

/**
 * One dashed or dotted curve in one pass: the solid curves' fragment shader with the dash pattern
 * (curve-solid.frag.glsl, DASHED), blended "over" once per pixel by the depth test. It once took two
 * passes, coverage into the frame's alpha with MAX and then the color weighted by it; one pass leaves the
 * alpha alone, which lets the screen's context be opaque (gl-layer.ts).
 */
export function createCurveDashedCommand(
  regl: REGL.Regl,
  hasFragDepth: boolean,
): REGL.DrawCommand<REGL.DefaultContext, Props> {
  const shared = describeCurveDraw<Props>(regl);
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    ...shared,
    vert: vertexSource,
    frag: curveFragmentSource(hasFragDepth, true),
    uniforms: {
      ...shared.uniforms,
      cameraOffset: regl.prop<Props, 'cameraOffset'>('cameraOffset'),
      halfWidth: regl.prop<Props, 'halfWidth'>('halfWidth'),
      color: regl.prop<Props, 'color'>('color'),
      layerDepth: regl.prop<Props, 'layerDepth'>('layerDepth'),
      dashCore: regl.prop<Props, 'dashCore'>('dashCore'),
      dashPeriod: regl.prop<Props, 'dashPeriod'>('dashPeriod'),
      dashPhase: regl.prop<Props, 'dashPhase'>('dashPhase'),
    },
  });
}
