/**
 * Everything of the renderer that lives in the WebGL context: the regl instance, the frame's commands and
 * the stores' buffers and textures. A lost context takes all of it (regl does not survive a context loss),
 * so the renderer drops the layer when the context is lost and creates a new one, fed with the same
 * drawables, when the browser restores it (graph-renderer.ts).
 */
import type REGL from 'regl';
import { FRAG_DEPTH } from './commands/curve-solid';
import { createContextRegl } from './context-regl';
import { createCurveStore, type CurveStore } from './curve-store';
import type { FrameCommands } from './draw-frame';
import { createFrameCommands } from './frame-commands';
import { createFillStore, type FillStore } from './fill-store';
import { createImageStore, type ImageStore } from './image-store';
import { createPointStore, type PointStore } from './point-store';

export interface GlLayer {
  readonly regl: REGL.Regl;
  readonly commands: FrameCommands;
  readonly curveStore: CurveStore;
  readonly pointStore: PointStore;
  /** Markers of the interaction (trace point, points of interest), drawn over the expressions' points. */
  readonly overlayStore: PointStore;
  readonly fillStore: FillStore;
  readonly imageStore: ImageStore;
  /** Releases every GL resource; `loseContext` also frees the browser's context slot at once. */
  destroy(loseContext: boolean): void;
}

export function createGlLayer(canvas: HTMLCanvasElement, onImageLoaded: () => void): GlLayer {
  const regl = createContextRegl({
    canvas,
    // depth: fills and solid curves are blended once per pixel by the depth test (draw-frame.ts).
    // No multisampling: curves, grid, axes and markers antialias in their shaders, and screenshots (an
    // offscreen framebuffer, never multisampled in WebGL 1) already show exactly this picture. A
    // multisampled screen cost every frame a 4-sample buffer and its resolve, which a software GPU
    // (SwiftShader, headless Chrome) pays per pixel: setExpression to its frame 55 -> 33 ms (medians)
    // in the bench (bench/README.md, "setExpression to frame").
    // Opaque (alpha: false): every pass draws color over the theme's opaque background and no pass keeps
    // anything in the alpha channel (dashed curves take one pass, commands/curve-dashed.ts), so the
    // compositor need not blend the graph over the page: under SwiftShader 0.85x per edit back to back,
    // 0.90x of the GPU process's time (bench/README.md, "setExpression to frame", "Third change").
    attributes: {
      antialias: false,
      premultipliedAlpha: true,
      preserveDrawingBuffer: false,
      alpha: false,
      depth: true,
    },
    optionalExtensions: [FRAG_DEPTH],
  });
  const curveStore = createCurveStore(regl);
  const pointStore = createPointStore(regl);
  const overlayStore = createPointStore(regl);
  const fillStore = createFillStore(regl);
  const imageStore = createImageStore(regl, onImageLoaded);
  return {
    regl,
    commands: createFrameCommands(regl),
    curveStore,
    pointStore,
    overlayStore,
    fillStore,
    imageStore,
    destroy(loseContext) {
      curveStore.destroy();
      pointStore.destroy();
      overlayStore.destroy();
      fillStore.destroy();
      imageStore.destroy();
      // Browsers keep a context alive until it is collected and allow only ~16: a page that creates and
      // destroys calculators would lose its oldest live one. Losing ours now frees the slot at once.
      const lose = loseContext ? regl._gl.getExtension('WEBGL_lose_context') : null;
      regl.destroy();
      lose?.loseContext();
    },
  };
}
