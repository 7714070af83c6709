import type REGL from 'regl';
import fragmentBody from './grid-lines.frag.glsl?raw';
import lineCoverage from './line-coverage.glsl?raw';
import vertexSource from './pixel-rectangles.vert.glsl?raw';

export interface GridLinesProps {
  /** The pixels to run, as triangles in device pixels (pixel-bands.ts), and their vertex count. */
  readonly rectangles: REGL.Buffer;
  readonly vertexCount: number;
  readonly viewportSize: [number, number];
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

type Props = GridLinesProps;

/**
 * Minor and major grid lines in one pass over the strips of pixels the lines can touch (a few hundred
 * floats uploaded per frame): rows across the whole width, columns down the whole height, and the depth
 * test (LESS, every strip at the same depth, pixel-rectangles.vert.glsl) keeps the second of two crossing
 * strips from blending a pixel again. The color is a function of the pixel alone, so whichever strip
 * claims it draws the same. Writes color (the frame's alpha stays 1) and depth.
 */
export function createGridLinesCommand(regl: REGL.Regl): REGL.DrawCommand<REGL.DefaultContext, Props> {
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    vert: vertexSource,
    frag: lineCoverage + fragmentBody,
    attributes: { pixel: regl.prop<Props, 'rectangles'>('rectangles') },
    uniforms: {
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      majorPhase: regl.prop<Props, 'majorPhase'>('majorPhase'),
      majorStep: regl.prop<Props, 'majorStep'>('majorStep'),
      subdivisions: regl.prop<Props, 'subdivisions'>('subdivisions'),
      axisPosition: regl.prop<Props, 'axisPosition'>('axisPosition'),
      minorOpacity: regl.prop<Props, 'minorOpacity'>('minorOpacity'),
      lineWidth: regl.prop<Props, 'lineWidth'>('lineWidth'),
      minorColor: regl.prop<Props, 'minorColor'>('minorColor'),
      majorColor: regl.prop<Props, 'majorColor'>('majorColor'),
    },
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    colorMask: [true, true, true, false],
    depth: { enable: true, func: 'less', mask: true },
    count: (_context: REGL.DefaultContext, props: Props) => props.vertexCount,
  });
}
