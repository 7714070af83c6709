import type REGL from 'regl';
import fragmentSource from './curve-coverage.frag.glsl?raw';
import { describeCurveSegments, type CurveSegmentsProps } from './curve-segments';

/**
 * Pass 1 of a curve: its antialiased coverage into the alpha channel, combined with MAX so overlapping
 * segment capsules (every join, and every neighbour of a densely sampled curve) never add up.
 * Without EXT_blend_minmax the alpha combines as "over", which only thickens the fringe slightly.
 */
export function createCurveCoverageCommand(
  regl: REGL.Regl,
  hasBlendMinMax: boolean,
): REGL.DrawCommand<REGL.DefaultContext, CurveSegmentsProps> {
  const segments = describeCurveSegments(regl);
  return regl<REGL.Uniforms, REGL.Attributes, CurveSegmentsProps>({
    ...segments,
    frag: fragmentSource,
    uniforms: { ...segments.uniforms, opacity: regl.prop<CurveSegmentsProps, 'opacity'>('opacity') },
    blend: {
      enable: true,
      func: { src: 'one', dst: 'one minus src alpha' },
      equation: hasBlendMinMax ? { rgb: 'add', alpha: 'max' } : 'add',
    },
    colorMask: [false, false, false, true],
  });
}
