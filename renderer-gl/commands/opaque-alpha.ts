import type REGL from 'regl';

/**
 * Sets the alpha channel back to 1 after the curve passes used it as scratch: a clear with only alpha
 * writable. A clear, not a full-screen pass: under SwiftShader that pass cost ~15 ms of a 1000 × 700 frame.
 */
export function createOpaqueAlphaCommand(regl: REGL.Regl): () => void {
  // regl.clear applies the enclosing scope's state first, color mask included.
  const alphaOnly = regl({ colorMask: [false, false, false, true] });
  return () => alphaOnly(() => regl.clear({ color: [0, 0, 0, 1] }));
}
