import type REGL from 'regl';
import fragmentBody from './axis-lines.frag.glsl?raw';
import lineCoverage from './line-coverage.glsl?raw';
import vertexSource from './full-screen.vert.glsl?raw';

export interface AxisLinesProps {
  /** Device-pixel positions of the y-axis (from the left) and the x-axis (from the bottom). */
  readonly axisPosition: [number, number];
  readonly lineWidth: number;
  /** Premultiplied. */
  readonly color: [number, number, number, number];
}

/** Both axes as one full-screen pass over the grid; color only, like the grid. */
export function createAxisLinesCommand(
  regl: REGL.Regl,
  fullScreenTriangle: REGL.Buffer,
): REGL.DrawCommand<REGL.DefaultContext, AxisLinesProps> {
  return regl<REGL.Uniforms, REGL.Attributes, AxisLinesProps>({
    vert: vertexSource,
    frag: lineCoverage + fragmentBody,
    attributes: { position: fullScreenTriangle },
    uniforms: {
      axisPosition: regl.prop<AxisLinesProps, 'axisPosition'>('axisPosition'),
      lineWidth: regl.prop<AxisLinesProps, 'lineWidth'>('lineWidth'),
      color: regl.prop<AxisLinesProps, 'color'>('color'),
    },
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    colorMask: [true, true, true, false],
    count: 3,
  });
}
