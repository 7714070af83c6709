import type REGL from 'regl';
import fragmentBody from './grid-lines.frag.glsl?raw';
import lineCoverage from './line-coverage.glsl?raw';
import vertexSource from './full-screen.vert.glsl?raw';

export interface GridLinesProps {
  /** Per direction (x, y), in device pixels; see grid-layout.ts. */
  readonly majorPhase: [number, number];
  readonly majorStep: [number, number];
  readonly subdivisions: [number, number];
  readonly axisPosition: [number, number];
  readonly minorOpacity: [number, number];
  readonly lineWidth: number;
  readonly minorColor: [number, number, number, number];
  readonly majorColor: [number, number, number, number];
}

/**
 * Minor and major grid lines as one full-screen pass: a pan or zoom changes only uniforms, nothing is
 * uploaded. Writes color only; the frame's alpha channel stays 0 for the curve passes.
 */
export function createGridLinesCommand(
  regl: REGL.Regl,
  fullScreenTriangle: REGL.Buffer,
): REGL.DrawCommand<REGL.DefaultContext, GridLinesProps> {
  return regl<REGL.Uniforms, REGL.Attributes, GridLinesProps>({
    vert: vertexSource,
    frag: lineCoverage + fragmentBody,
    attributes: { position: fullScreenTriangle },
    uniforms: {
      majorPhase: regl.prop<GridLinesProps, 'majorPhase'>('majorPhase'),
      majorStep: regl.prop<GridLinesProps, 'majorStep'>('majorStep'),
      subdivisions: regl.prop<GridLinesProps, 'subdivisions'>('subdivisions'),
      axisPosition: regl.prop<GridLinesProps, 'axisPosition'>('axisPosition'),
      minorOpacity: regl.prop<GridLinesProps, 'minorOpacity'>('minorOpacity'),
      lineWidth: regl.prop<GridLinesProps, 'lineWidth'>('lineWidth'),
      minorColor: regl.prop<GridLinesProps, 'minorColor'>('minorColor'),
      majorColor: regl.prop<GridLinesProps, 'majorColor'>('majorColor'),
    },
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    colorMask: [true, true, true, false],
    count: 3,
  });
}
