import type REGL from 'regl';

/**
 * How curves and fills blend: premultiplied "over", once per pixel per drawable (every fragment of one
 * drawable carries the same depth, compared with LESS, so overlapping pieces of it shade a pixel once),
 * into the color channels only: the frame's alpha stays 1 (the screen's context is opaque).
 */
export const OVER_ONCE: Pick<REGL.DrawConfig, 'blend' | 'colorMask' | 'depth'> = {
  blend: {
    enable: true,
    func: { src: 'one', dst: 'one minus src alpha' },
    equation: 'add',
  },
  colorMask: [true, true, true, false],
  depth: { enable: true, func: 'less', mask: true },
};
