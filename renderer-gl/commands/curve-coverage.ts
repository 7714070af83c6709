import type REGL from 'regl';
import fragmentSource from './curve-coverage.frag.glsl?raw';
import { describeCurveSegments, type CurveSegmentsProps } from './curve-segments';

/**
 * Pass 1 of a curve: its antialiased coverage into the alpha channel, combined with MAX so overlapping
 * quads never add up. Without EXT_blend_minmax the alpha combines as "over", which only thickens the
 * fringe slightly. `dashed` selects the dash pattern variant of the fragment shader.
 */
export function createCurveCoverageCommand(
  regl: REGL.Regl,
  hasBlendMinMax: boolean,
  dashed: boolean,
): REGL.DrawCommand<REGL.DefaultContext, CurveSegmentsProps> {
  const segments = describeCurveSegments(regl);
  return regl<REGL.Uniforms, REGL.Attributes, CurveSegmentsProps>({
    ...segments,
    frag: (dashed ? '#define DASHED\n' : '') + fragmentSource,
    uniforms: {
      ...segments.uniforms,
      opacity: regl.prop<CurveSegmentsProps, 'opacity'>('opacity'),
      dashCore: regl.prop<CurveSegmentsProps, 'dashCore'>('dashCore'),
      dashPeriod: regl.prop<CurveSegmentsProps, 'dashPeriod'>('dashPeriod'),
      dashPhase: regl.prop<CurveSegmentsProps, 'dashPhase'>('dashPhase'),
    },
    blend: {
      enable: true,
      func: { src: 'one', dst: 'one minus src alpha' },
      equation: hasBlendMinMax ? { rgb: 'add', alpha: 'max' } : 'add',
    },
    colorMask: [false, false, false, true],
  });
}
