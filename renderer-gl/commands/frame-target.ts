import type REGL from 'regl';

export interface FrameTargetProps {
  /** null: the canvas' drawing buffer. */
  readonly framebuffer: REGL.Framebuffer2D | null;
  readonly width: number;
  readonly height: number;
}

/**
 * Scope command binding the render target and its viewport for every pass of a frame, so the screen and
 * the screenshot framebuffer run the very same passes.
 */
export function createFrameTargetCommand(
  regl: REGL.Regl,
): REGL.DrawCommand<REGL.DefaultContext, FrameTargetProps> {
  return regl<REGL.Uniforms, REGL.Attributes, FrameTargetProps>({
    framebuffer: regl.prop<FrameTargetProps, 'framebuffer'>('framebuffer'),
    viewport: (_context, props) => ({ x: 0, y: 0, width: props.width, height: props.height }),
    depth: { enable: false },
  });
}
