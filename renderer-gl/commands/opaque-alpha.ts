import type REGL from 'regl';
import fragmentSource from './opaque-alpha.frag.glsl?raw';
import vertexSource from './full-screen.vert.glsl?raw';

/** Sets the alpha channel back to 1 after the curve passes used it as scratch; writes alpha only. */
export function createOpaqueAlphaCommand(
  regl: REGL.Regl,
  fullScreenTriangle: REGL.Buffer,
): REGL.DrawCommand<REGL.DefaultContext, Record<string, never>> {
  return regl<REGL.Uniforms, REGL.Attributes, Record<string, never>>({
    vert: vertexSource,
    frag: fragmentSource,
    attributes: { position: fullScreenTriangle },
    blend: { enable: false },
    colorMask: [false, false, false, true],
    count: 3,
  });
}
