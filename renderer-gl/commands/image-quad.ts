import type REGL from 'regl';
import fragmentSource from './image-quad.frag.glsl?raw';
import vertexSource from './image-quad.vert.glsl?raw';

export interface ImageQuadProps {
  readonly texture: REGL.Texture2D;
  readonly cameraOffset: [number, number];
  /** Half the image's width and height, math units. */
  readonly halfSize: [number, number];
  /** cos and sin of the counterclockwise angle. */
  readonly rotation: [number, number];
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  readonly opacity: number;
}

type Props = ImageQuadProps;

/** Two triangles covering the unit square, as a strip: (−1,−1), (1,−1), (−1,1), (1,1). */
const UNIT_SQUARE = [-1, -1, 1, -1, -1, 1, 1, 1];

/**
 * One image as a textured quad blended "over" the frame (premultiplied texels), color only: the frame's
 * alpha stays 1 (draw-frame.ts). No depth test: an image covers whatever was drawn
 * before it and is covered by what comes after, as its layer in the frame says.
 */
export function createImageQuadCommand(regl: REGL.Regl): REGL.DrawCommand<REGL.DefaultContext, Props> {
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    vert: vertexSource,
    frag: fragmentSource,
    attributes: { corner: regl.buffer(UNIT_SQUARE) },
    count: 4,
    primitive: 'triangle strip',
    uniforms: {
      image: regl.prop<Props, 'texture'>('texture'),
      cameraOffset: regl.prop<Props, 'cameraOffset'>('cameraOffset'),
      halfSize: regl.prop<Props, 'halfSize'>('halfSize'),
      rotation: regl.prop<Props, 'rotation'>('rotation'),
      pixelScale: regl.prop<Props, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      opacity: regl.prop<Props, 'opacity'>('opacity'),
    },
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' }, equation: 'add' },
    colorMask: [true, true, true, false],
    depth: { enable: false, mask: false },
  });
}
