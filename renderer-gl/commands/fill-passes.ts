import type REGL from 'regl';
import fragmentSource from './fill-color.frag.glsl?raw';
import vertexSource from './fill-triangles.vert.glsl?raw';
import { OVER_ONCE } from './over-once';

export interface FillPassProps {
  readonly buffer: REGL.Buffer;
  readonly vertexCount: number;
  readonly cameraOffset: [number, number];
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  /** Premultiplied color × opacity. */
  readonly premultipliedColor: [number, number, number, number];
  /** Clip-space depth of this fill (draw-frame.ts). */
  readonly depth: number;
}

type Props = FillPassProps;

/**
 * A fill in one pass: its color blended "over" the frame, once per pixel thanks to the depth test (every
 * triangle of the fill writes the same depth, compared with LESS), so where triangles of one region overlap
 * (a self-crossing parametric curve's fan) the region is shaded once, not twice. Fills have no antialiased
 * edge, so claiming a pixel once is exact. Color only: the frame's alpha stays 1.
 */
export function createFillCommand(regl: REGL.Regl): REGL.DrawCommand<REGL.DefaultContext, Props> {
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    vert: vertexSource,
    frag: fragmentSource,
    attributes: { position: regl.prop<Props, 'buffer'>('buffer') },
    count: regl.prop<Props, 'vertexCount'>('vertexCount'),
    primitive: 'triangles',
    uniforms: {
      cameraOffset: regl.prop<Props, 'cameraOffset'>('cameraOffset'),
      pixelScale: regl.prop<Props, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      color: regl.prop<Props, 'premultipliedColor'>('premultipliedColor'),
      depth: regl.prop<Props, 'depth'>('depth'),
    },
    ...OVER_ONCE,
  });
}
