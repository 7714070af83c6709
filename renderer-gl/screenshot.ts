/**
 * Screenshots: the GL passes run into an offscreen framebuffer of the requested pixel size, the pixels
 * come back into a 2D canvas, the labels are drawn over them at the target ratio, and the canvas is
 * encoded as PNG. The view is the current one fitted into the requested size with 'contain' semantics.
 */
import type REGL from 'regl';
import { containView } from './camera';
import { convertReadPixels } from './pixel-readback';
import type { GraphView, ScreenshotOptions } from './types';

export interface ScreenshotScene {
  readonly view: GraphView;
  /** The on-screen size in CSS pixels, which fixes the current units-per-pixel ratio of x to y. */
  readonly cssWidth: number;
  readonly cssHeight: number;
}

export interface ScreenshotFrame {
  readonly framebuffer: REGL.Framebuffer2D;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  readonly pixelRatio: number;
  readonly view: GraphView;
  readonly cssWidth: number;
  readonly cssHeight: number;
}

export function takeScreenshot(
  regl: REGL.Regl,
  scene: ScreenshotScene,
  options: ScreenshotOptions,
  render: (frame: ScreenshotFrame) => (context: CanvasRenderingContext2D) => void,
): string {
  const { width, height, targetPixelRatio } = validate(options);
  const pixelWidth = Math.max(1, Math.round(width * targetPixelRatio));
  const pixelHeight = Math.max(1, Math.round(height * targetPixelRatio));
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
  const view = containView(scene.view, scene.cssWidth, scene.cssHeight, width, height);
  const framebuffer = regl.framebuffer({
    width: pixelWidth,
    height: pixelHeight,
    depth: false,
    stencil: false,
  });
  try {
    const paintOverlay = render({
      framebuffer,
      pixelWidth,
      pixelHeight,
      pixelRatio: targetPixelRatio,
      view,
      cssWidth: width,
      cssHeight: height,
    });
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
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context for the screenshot');
    context.putImageData(
      new ImageData(convertReadPixels(pixels, pixelWidth, pixelHeight), pixelWidth, pixelHeight),
      0,
      0,
    );
    paintOverlay(context);
    return canvas.toDataURL('image/png');
  } finally {
    framebuffer.destroy();
  }
}

function validate(options: ScreenshotOptions): ScreenshotOptions {
  const { width, height, targetPixelRatio } = options;
  for (const [name, value] of Object.entries({ width, height, targetPixelRatio })) {
    if (!(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
      throw new RangeError(`screenshot ${name} must be a positive number, got ${value}`);
    }
  }
  return options;
}
