/**
 * PNG screenshots: the GL passes run into an offscreen framebuffer of the requested pixel size, the pixels
 * come back into a 2D canvas, the texts are drawn over them at the target ratio, and the canvas' pixels are
 * encoded as PNG by png-encoder.ts (Chromium's `toDataURL` took three quarters of an 800 × 600 shot).
 * Which region is shown follows the options (screenshot-frame.ts).
 */
import type REGL from 'regl';
import { convertReadPixels } from './pixel-readback';
import { encodePng, pngDataUri } from './png-encoder';
import type { ScreenshotFrame } from './screenshot-frame';

export interface RenderTarget extends ScreenshotFrame {
  readonly framebuffer: REGL.Framebuffer2D;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
}

export function takeScreenshot(
  regl: REGL.Regl,
  frame: ScreenshotFrame,
  render: (target: RenderTarget) => (context: CanvasRenderingContext2D) => void,
): string {
  const pixelWidth = Math.max(1, Math.round(frame.width * frame.pixelRatio));
  const pixelHeight = Math.max(1, Math.round(frame.height * frame.pixelRatio));
  const largest = Math.min(
    regl.limits.maxTextureSize,
    regl.limits.maxRenderbufferSize,
    regl.limits.maxViewportDims[0],
  );
  if (pixelWidth > largest || pixelHeight > largest) {
    throw new RangeError(
      `Screenshot of ${pixelWidth}×${pixelHeight} pixels exceeds this GPU's limit of ${largest}`,
    );
  }
  const framebuffer = regl.framebuffer({
    width: pixelWidth,
    height: pixelHeight,
    // The depth test keeps fills and solid curves to one blend per pixel (draw-frame.ts); a depth-stencil
    // attachment is the way WebGL 1 gives 24 depth bits (a depth-only renderbuffer has 16).
    depthStencil: true,
  });
  try {
    const paintOverlay = render({ ...frame, framebuffer, pixelWidth, pixelHeight });
    const pixels = regl.read({
      framebuffer,
      x: 0,
      y: 0,
      width: pixelWidth,
      height: pixelHeight,
    }) as Uint8Array;
    const canvas = document.createElement('canvas');
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
    // Read back right after the texts: a canvas kept in memory (not on the GPU) gives its pixels at once.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas context for the screenshot');
    context.putImageData(
      new ImageData(convertReadPixels(pixels, pixelWidth, pixelHeight), pixelWidth, pixelHeight),
      0,
      0,
    );
    paintOverlay(context);
    const picture = context.getImageData(0, 0, pixelWidth, pixelHeight);
    return pngDataUri(encodePng(picture.data, pixelWidth, pixelHeight));
  } finally {
    framebuffer.destroy();
  }
}
