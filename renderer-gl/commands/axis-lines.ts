import type REGL from 'regl';
import fragmentBody from './axis-lines.frag.glsl?raw';
import lineCoverage from './line-coverage.glsl?raw';
import vertexSource from './pixel-rectangles.vert.glsl?raw';

export interface AxisLinesProps {
  /** The pixels to run, as triangles in device pixels (pixel-bands.ts), and their vertex count. */
  readonly rectangles: REGL.Buffer;
  readonly vertexCount: number;
  readonly viewportSize: [number, number];
  /** Device-pixel positions of the y-axis (from the left) and the x-axis (from the bottom). */
  readonly axisPosition: [number, number];
  readonly lineWidth: number;
  /** Premultiplied. */
  readonly color: [number, number, number, number];
  /** Tip x, y and unit direction x, y in device pixels (y up); direction 0 for none. See axis-arrows.ts. */
  readonly arrowRight: [number, number, number, number];
  readonly arrowLeft: [number, number, number, number];
  readonly arrowTop: [number, number, number, number];
  readonly arrowBottom: [number, number, number, number];
  readonly arrowLength: number;
  readonly arrowHalfWidth: number;
}

type Props = AxisLinesProps;

/** Both axes and their arrowheads in one pass over the bands along the axes; color only, like the grid. */
export function createAxisLinesCommand(regl: REGL.Regl): REGL.DrawCommand<REGL.DefaultContext, Props> {
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    vert: vertexSource,
    frag: lineCoverage + fragmentBody,
    attributes: { pixel: regl.prop<Props, 'rectangles'>('rectangles') },
    uniforms: {
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      axisPosition: regl.prop<Props, 'axisPosition'>('axisPosition'),
      lineWidth: regl.prop<Props, 'lineWidth'>('lineWidth'),
      color: regl.prop<Props, 'color'>('color'),
      arrowRight: regl.prop<Props, 'arrowRight'>('arrowRight'),
      arrowLeft: regl.prop<Props, 'arrowLeft'>('arrowLeft'),
      arrowTop: regl.prop<Props, 'arrowTop'>('arrowTop'),
      arrowBottom: regl.prop<Props, 'arrowBottom'>('arrowBottom'),
      arrowLength: regl.prop<Props, 'arrowLength'>('arrowLength'),
      arrowHalfWidth: regl.prop<Props, 'arrowHalfWidth'>('arrowHalfWidth'),
    },
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    colorMask: [true, true, true, false],
    count: (_context: REGL.DefaultContext, props: Props) => props.vertexCount,
  });
}
