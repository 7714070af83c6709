/**
 * PNG screenshots: the GL passes run into an offscreen framebuffer of the requested pixel size, the pixels
 * come back into a 2D canvas, the texts are drawn over them at the target ratio, and the browser's own
 * encoder (`toDataURL`) makes the PNG: no encoder of ours shipped (README: measured against one).
 * Which region is shown follows the options (screenshot-frame.ts).
 */
import type REGL from 'regl';
import { convertReadPixels } from './pixel-readback';
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
  const target = takeTarget(regl, pixelWidth, pixelHeight);
  try {
    const paintOverlay = render({ ...frame, framebuffer: target.framebuffer, pixelWidth, pixelHeight });
    const pixels = regl.read({
      framebuffer: target.framebuffer,
      x: 0,
      y: 0,
      width: pixelWidth,
      height: pixelHeight,
    }) as Uint8Array;
    target.canvas ??= createShotCanvas(pixelWidth, pixelHeight);
    const { context, image } = target.canvas;
    convertReadPixels(pixels, pixelWidth, pixelHeight, image.data);
    context.putImageData(image, 0, 0);
    paintOverlay(context);
    return context.canvas.toDataURL('image/png');
  } finally {
    keepTarget(regl, target);
  }
}

/** A shot's 2D canvas, the ImageData its pixels go through, and its context. */
interface ShotCanvas {
  readonly context: CanvasRenderingContext2D;
  readonly image: ImageData;
}

function createShotCanvas(width: number, height: number): ShotCanvas {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // A canvas kept in memory, not on the GPU: toDataURL reads it at once (an accelerated canvas waits for
  // a GPU readback first: 23 ms instead of 7 for an 800 × 600 shot).
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas context for the screenshot');
  return { context, image: new ImageData(width, height) };
}

/**
 * The last shot's framebuffer and 2D canvas, kept a moment for the next shot of the same size: a headless
 * pipeline takes many in a row, and each new framebuffer costs an allocation and a synchronous status
 * check in the GPU process (~3 ms of an 800 × 600 shot in SwiftShader; more while the screen's frame is
 * being drawn), each new canvas with its context and ImageData ~2 ms (issue 23, bench/README.md "Cheaper
 * pictures"). A frame starts with a clear of color and depth (draw-frame.ts), and a kept canvas is reset
 * (its pixels and every state of its context) before it is drawn again, so nothing of the last shot shows.
 * A browser without `reset()` on 2D contexts gets a new canvas per shot.
 */
const KEEP_TARGET_MS = 1000;

interface ShotTarget {
  readonly framebuffer: REGL.Framebuffer2D;
  readonly width: number;
  readonly height: number;
  canvas?: ShotCanvas;
}

const keptTargets = new WeakMap<REGL.Regl, ShotTarget & { release: ReturnType<typeof setTimeout> }>();

function takeTarget(regl: REGL.Regl, width: number, height: number): ShotTarget {
  const kept = keptTargets.get(regl);
  if (kept) {
    keptTargets.delete(regl);
    clearTimeout(kept.release);
    if (kept.width === width && kept.height === height) {
      const { framebuffer, canvas } = kept;
      const resettable = canvas && typeof canvas.context.reset === 'function';
      if (resettable) canvas.context.reset();
      return { framebuffer, width, height, canvas: resettable ? canvas : undefined };
    }
    kept.framebuffer.destroy();
  }
  const framebuffer = regl.framebuffer({
    width,
    height,
    // The depth test keeps fills and solid curves to one blend per pixel (draw-frame.ts); a depth-stencil
    // attachment is the way WebGL 1 gives 24 depth bits (a depth-only renderbuffer has 16).
    depthStencil: true,
  });
  return { framebuffer, width, height };
}

function keepTarget(regl: REGL.Regl, target: ShotTarget): void {
  const release = setTimeout(() => {
    keptTargets.delete(regl);
    // regl.destroy() (the renderer destroyed, or its context lost) may have freed it already.
    try {
      target.framebuffer.destroy();
    } catch {
      // nothing left to free
    }
  }, KEEP_TARGET_MS);
  keptTargets.set(regl, { ...target, release });
}
