import type REGL from 'regl';
import { QUAD_INDICES } from '../curve-geometry';
import { POINT_VERTEX_FLOATS } from '../point-store';
import fragmentSource from './point-markers.frag.glsl?raw';
import vertexSource from './point-markers.vert.glsl?raw';

export interface PointMarkersProps {
  readonly buffer: REGL.Buffer;
  readonly elements: REGL.Elements;
  readonly firstQuad: number;
  readonly quadCount: number;
  readonly cameraOffset: [number, number];
  readonly pixelScale: [number, number];
  readonly viewportSize: [number, number];
  /** 0 POINT, 1 OPEN, 2 CROSS. */
  readonly style: number;
  /** Device pixels. */
  readonly radius: number;
  readonly strokeWidth: number;
  /** Premultiplied. */
  readonly color: [number, number, number, number];
  readonly background: [number, number, number, number];
}

const FLOAT_BYTES = 4;
const STRIDE = POINT_VERTEX_FLOATS * FLOAT_BYTES;
const QUAD_BYTES = 4 * STRIDE;

type Props = PointMarkersProps;

/** The markers of one point set, blended "over" what is drawn; color only (the frame's alpha stays 1). */
export function createPointMarkersCommand(regl: REGL.Regl): REGL.DrawCommand<REGL.DefaultContext, Props> {
  const attribute = (firstFloat: number) => (_context: REGL.DefaultContext, props: Props) => ({
    buffer: props.buffer,
    offset: props.firstQuad * QUAD_BYTES + firstFloat * FLOAT_BYTES,
    stride: STRIDE,
    size: 2,
  });
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    vert: vertexSource,
    frag: fragmentSource,
    attributes: { position: attribute(0), corner: attribute(2) },
    uniforms: {
      cameraOffset: regl.prop<Props, 'cameraOffset'>('cameraOffset'),
      pixelScale: regl.prop<Props, 'pixelScale'>('pixelScale'),
      viewportSize: regl.prop<Props, 'viewportSize'>('viewportSize'),
      // Every pixel whose center is within half a pixel of the marker (coverage > 0) and no other.
      reach: (_context: REGL.DefaultContext, props: Props) => props.radius + 0.5,
      style: regl.prop<Props, 'style'>('style'),
      radius: regl.prop<Props, 'radius'>('radius'),
      strokeWidth: regl.prop<Props, 'strokeWidth'>('strokeWidth'),
      color: regl.prop<Props, 'color'>('color'),
      background: regl.prop<Props, 'background'>('background'),
    },
    elements: regl.prop<Props, 'elements'>('elements'),
    count: (_context: REGL.DefaultContext, props: Props) => props.quadCount * QUAD_INDICES.length,
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    colorMask: [true, true, true, false],
  });
}
