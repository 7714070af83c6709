import type REGL from 'regl';
import fragmentSource from './polar-grid.frag.glsl?raw';
import vertexSource from './full-screen.vert.glsl?raw';

export interface PolarGridProps {
  /** Device pixels from the left and bottom edges; see polar-layout.ts for the rest. */
  readonly origin: [number, number];
  readonly pixelScale: [number, number];
  readonly circleStep: number;
  readonly subdivisions: number;
  readonly minorOpacity: number;
  readonly angleStep: number;
  readonly majorRadialStart: number;
  readonly minorRadialStart: number;
  readonly lineWidth: number;
  readonly minorColor: [number, number, number, number];
  readonly majorColor: [number, number, number, number];
}

type Props = PolarGridProps;

/** The polar grid as one full-screen pass; color only (the frame's alpha stays 1). */
export function createPolarGridCommand(
  regl: REGL.Regl,
  fullScreenTriangle: REGL.Buffer,
): REGL.DrawCommand<REGL.DefaultContext, Props> {
  const uniform = <Key extends keyof Props>(key: Key) => regl.prop<Props, Key>(key);
  return regl<REGL.Uniforms, REGL.Attributes, Props>({
    vert: vertexSource,
    frag: fragmentSource,
    attributes: { position: fullScreenTriangle },
    uniforms: {
      origin: uniform('origin'),
      pixelScale: uniform('pixelScale'),
      circleStep: uniform('circleStep'),
      subdivisions: uniform('subdivisions'),
      minorOpacity: uniform('minorOpacity'),
      angleStep: uniform('angleStep'),
      majorRadialStart: uniform('majorRadialStart'),
      minorRadialStart: uniform('minorRadialStart'),
      lineWidth: uniform('lineWidth'),
      minorColor: uniform('minorColor'),
      majorColor: uniform('majorColor'),
    },
    blend: { enable: true, func: { src: 'one', dst: 'one minus src alpha' } },
    colorMask: [true, true, true, false],
    count: 3,
  });
}
