/**
 * The renderer: two canvases stacked in the container (GL below, a 2D canvas for the texts above), one
 * WebGL context, and frames drawn only on request.
 *
 * A lost WebGL context (a GPU switch, a mobile browser reclaiming memory) takes every GL resource with it:
 * the renderer stops drawing (frames wait, and the frame-drawn callbacks with them), keeps what it is
 * given, and when the browser restores the context builds a new GL layer (regl, commands, buffers,
 * textures) from the same drawables and draws the same frame again.
 */
import type REGL from 'regl';
import { formatCssColor } from './color';
import { drawFrame, layoutFrameGrid, type DrawnGrid, type FrameScene } from './draw-frame';
import { createFrameScheduler } from './frame-scheduler';
import { createGlLayer, type GlLayer } from './gl-layer';
import { resolveGraphTheme, themeColor } from './graph-style';
import { layoutOverlay, type OverlayText } from './overlay-layout';
import { createTextMeasurer, paintLabels } from './paint-labels';
import { takeScreenshot } from './screenshot';
import { createScreenshotCache } from './screenshot-cache';
import { resolveScreenshotFrame, type ScreenshotFrame } from './screenshot-frame';
import { mergeRendererSettings } from './settings';
import { createSvgParts } from './svg-parts';
import { writeGraphSvg } from './svg-screenshot';
import {
  type DrawableCurve,
  type DrawableFill,
  type DrawableImage,
  type DrawablePointSet,
  type GraphRenderer,
  type GraphView,
  type RendererSettings,
} from './types';

/** What the renderer was last given: a restored context's new layer is fed the same. */
interface Drawables {
  curves: readonly DrawableCurve[];
  points: readonly DrawablePointSet[];
  overlayPoints: readonly DrawablePointSet[];
  fills: readonly DrawableFill[];
  images: readonly DrawableImage[];
}

/**
 * `initialSettings` is every drawn setting (the calculator's, or the registry's defaults,
 * `DEFAULT_DRAWN_SETTINGS` in api/model/graph-settings.ts): the renderer holds no defaults of its own.
 */
export function createGraphRenderer(
  container: HTMLElement,
  initialSettings: RendererSettings,
): GraphRenderer {
  const glCanvas = createLayerCanvas();
  const labelCanvas = createLayerCanvas();
  labelCanvas.style.pointerEvents = 'none';
  container.append(glCanvas, labelCanvas);
  const labelContext = labelCanvas.getContext('2d');
  if (!labelContext) throw new Error('No 2D canvas context for the labels');

  /** The last shots, kept while nothing a picture is made of changes (screenshot-cache.ts). */
  const shots = createScreenshotCache();
  /** The last SVG shot's curve and fill markup, for the next (svg-parts.ts). */
  const svgParts = createSvgParts();
  // An image that finishes loading shows on the next frame (the scheduler is created below).
  const requestImageFrame = () => {
    shots.invalidate();
    scheduler.request();
  };
  let layer: GlLayer | null;
  try {
    layer = createGlLayer(glCanvas, requestImageFrame);
  } catch (error) {
    glCanvas.remove();
    labelCanvas.remove();
    throw error;
  }
  const drawables: Drawables = { curves: [], points: [], overlayPoints: [], fills: [], images: [] };
  const measureText = createTextMeasurer(labelContext);
  const frameCallbacks: (() => void)[] = [];
  let settings: RendererSettings = { ...initialSettings };
  let theme = resolveGraphTheme(settings);
  let view: GraphView | null = null;
  let cssWidth = 0;
  let cssHeight = 0;
  let pixelRatio = 1;
  let destroyed = false;

  const scene = ({ curveStore, pointStore, overlayStore, fillStore, imageStore }: GlLayer): FrameScene => ({
    curves: curveStore.curves,
    curveDraws: curveStore.draws,
    pointSets: [...pointStore.pointSets, ...overlayStore.pointSets],
    fills: fillStore.fills,
    images: imageStore.images,
    settings,
    theme,
  });

  const layoutTexts = (frame: ScreenshotFrame, grid: DrawnGrid, drawn: FrameScene): OverlayText[] =>
    layoutOverlay({
      view: frame.view,
      width: frame.width,
      height: frame.height,
      settings,
      theme,
      xSpacing: grid.x.spacing,
      ySpacing: grid.y.spacing,
      showAxisNumbers: frame.showAxisNumbers,
      pointLabels: drawn.pointSets.map((set) => ({
        labels: frame.showLabels ? (set.source.labels ?? []) : [],
        size: set.size * theme.lineScale,
        color: formatCssColor(themeColor(theme, set.color)),
      })),
      measureText,
    });

  /** GL passes into the target, then a painter for the texts of that frame. */
  const render = (
    gl: GlLayer,
    target: ScreenshotFrame & {
      framebuffer: REGL.Framebuffer2D | null;
      pixelWidth: number;
      pixelHeight: number;
    },
  ) => {
    const { view: frameView, pixelWidth, pixelHeight } = target;
    const scaleX = pixelWidth / (frameView.xmax - frameView.xmin);
    const scaleY = pixelHeight / (frameView.ymax - frameView.ymin);
    gl.curveStore.prepare(scaleX, scaleY);
    gl.pointStore.prepare(scaleX, scaleY);
    gl.overlayStore.prepare(scaleX, scaleY);
    const drawn = scene(gl);
    const grid = drawFrame(gl.regl, gl.commands, drawn, target);
    const texts = layoutTexts(target, grid, drawn);
    const halo = { color: theme.haloCss, width: theme.haloWidth };
    return (context: CanvasRenderingContext2D) => paintLabels(context, texts, target.pixelRatio, halo);
  };

  /** Whether a frame of the graph has been drawn (and a resize would clear it). */
  let drawnOnce = false;
  /** What the first frame asks whether to wait for (`waitBeforeFirstFrame`), and the wait under way. */
  let firstFrameGate: (() => Promise<unknown> | undefined) | undefined;
  let firstFrameWait: Promise<unknown> | undefined;

  /**
   * Sizes both canvases' backing stores to the CSS size (resizing clears them); false when they had it.
   * Before the first frame this waits for the frame: allocating the drawing buffer is a synchronous
   * round trip to the GPU process, ~25 ms a resize on SwiftShader, and the calculator's constructor
   * resized twice (before and after its UI's layout), in the one task a worker's start waits behind.
   */
  const sizeCanvases = (): boolean => {
    const pixelWidth = Math.round(cssWidth * pixelRatio);
    const pixelHeight = Math.round(cssHeight * pixelRatio);
    if (glCanvas.width === pixelWidth && glCanvas.height === pixelHeight) return false;
    for (const canvas of [glCanvas, labelCanvas]) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
    }
    return true;
  };

  /** Whether the first frame must wait; when it must, a frame is requested again once the wait ends. */
  const firstFrameWaits = (): boolean => {
    if (drawnOnce) return false;
    if (firstFrameGate) {
      const wait = firstFrameGate();
      firstFrameGate = undefined;
      if (wait) {
        const release = () => {
          firstFrameWait = undefined;
          if (!destroyed) scheduler.request();
        };
        firstFrameWait = wait.then(release, release);
      }
    }
    return firstFrameWait !== undefined;
  };

  const drawScreen = () => {
    // While the context is lost nothing is drawn, and the frame is not reported drawn: it waits.
    if (!layer) return;
    const gl = layer;
    sizeCanvases();
    if (firstFrameWaits()) {
      // The main thread waits for the worker: meanwhile the programs are linked and the labels' canvas
      // gets its GPU context, synchronous round trips to the GPU process that the first frame would wait
      // for behind the compositor's first pictures of the page.
      gl.commands.prepareCommon();
      labelContext.clearRect(0, 0, labelCanvas.width, labelCanvas.height);
      return;
    }
    gl.regl.poll();
    labelContext.clearRect(0, 0, labelCanvas.width, labelCanvas.height);
    if (view && glCanvas.width > 0 && glCanvas.height > 0) {
      const paint = render(gl, {
        framebuffer: null,
        pixelWidth: glCanvas.width,
        pixelHeight: glCanvas.height,
        // The backing store is rounded to whole pixels: its real ratio keeps widths and text in step.
        pixelRatio,
        view,
        width: cssWidth,
        height: cssHeight,
        showAxisNumbers: true,
        showLabels: true,
      });
      paint(labelContext);
      drawnOnce = true;
    } else {
      const [red, green, blue] = theme.background;
      gl.regl.clear({ color: [red, green, blue, 1], framebuffer: null });
    }
    for (const callback of frameCallbacks) callback();
  };
  const scheduler = createFrameScheduler(window, drawScreen);

  /** Hands drawables to the layer's stores (none while the context is lost) and remembers them. */
  const feed = <Key extends keyof Drawables>(
    key: Key,
    value: Drawables[Key],
    store?: (gl: GlLayer) => void,
  ) => {
    if (destroyed) return;
    shots.invalidate();
    if (layer && store) store(layer);
    drawables[key] = value;
    scheduler.request();
  };

  const onContextLost = (event: Event) => {
    // Without preventDefault the browser never restores the context.
    event.preventDefault();
    if (!layer) return;
    shots.invalidate();
    const lost = layer;
    layer = null;
    scheduler.cancel();
    try {
      // Its resources are gone already; this detaches regl from the canvas.
      lost.regl.destroy();
    } catch {
      // A lost context may refuse even deletions: nothing is left to free.
    }
  };

  const onContextRestored = () => {
    if (destroyed || layer) return;
    shots.invalidate();
    layer = createGlLayer(glCanvas, requestImageFrame);
    const gl = layer;
    const refeed = (what: string, apply: () => void) => {
      try {
        apply();
      } catch (error) {
        console.warn(
          `Calculator: the ${what} could not be drawn again after the WebGL context was restored:`,
          error,
        );
      }
    };
    refeed('fills', () => gl.fillStore.update(drawables.fills));
    refeed('curves', () => gl.curveStore.update(drawables.curves));
    refeed('points', () => gl.pointStore.update(drawables.points));
    refeed('point markers', () => gl.overlayStore.update(drawables.overlayPoints));
    refeed('images', () => gl.imageStore.update(drawables.images));
    scheduler.drawNow();
  };
  glCanvas.addEventListener('webglcontextlost', onContextLost);
  glCanvas.addEventListener('webglcontextrestored', onContextRestored);
  // A web font arriving changes how the texts are drawn.
  const onFontsLoaded = () => shots.invalidate();
  document.fonts?.addEventListener('loadingdone', onFontsLoaded);

  const liveLayer = (): GlLayer => {
    if (destroyed) throw new Error('screenshot after destroy()');
    if (!layer)
      throw new Error(
        "The graph paper's WebGL context is lost: screenshots resume once the browser restores it.",
      );
    return layer;
  };

  /** The SVG markup of a frame, built from the stores' geometry (svg-screenshot.ts). */
  const svgScreenshot = (gl: GlLayer, frame: ScreenshotFrame): string => {
    const grid = layoutFrameGrid(
      {
        framebuffer: null,
        pixelWidth: frame.width,
        pixelHeight: frame.height,
        pixelRatio: 1,
        view: frame.view,
      },
      settings,
    );
    const drawn = scene(gl);
    const texts = layoutTexts(frame, grid, drawn);
    const markup = writeGraphSvg({ frame, grid, scene: drawn, texts, parts: svgParts });
    svgParts.endPicture();
    return markup;
  };

  const screenshotFrame = (options: Parameters<GraphRenderer['screenshot']>[0]) => {
    if (!view) throw new Error('screenshot before setView()');
    return resolveScreenshotFrame({ view, cssWidth, cssHeight }, options);
  };

  return {
    resize(width, height, devicePixelRatio) {
      if (destroyed) return;
      shots.invalidate();
      cssWidth = Math.max(0, width);
      cssHeight = Math.max(0, height);
      pixelRatio = devicePixelRatio > 0 ? devicePixelRatio : 1;
      // Before the first frame there is nothing to keep: the first frame sizes the canvases (a draw now
      // would be a synchronous frame inside the calculator's constructor, issue 23's load profile).
      if (!drawnOnce || !sizeCanvases()) {
        scheduler.request();
        return;
      }
      // Resizing cleared both canvases: draw now rather than show a blank frame until the next one.
      scheduler.drawNow();
    },
    setView(nextView) {
      if (destroyed) return;
      shots.invalidate();
      view = { xmin: nextView.xmin, xmax: nextView.xmax, ymin: nextView.ymin, ymax: nextView.ymax };
      scheduler.request();
    },
    setSettings(update) {
      if (destroyed) return;
      shots.invalidate();
      settings = mergeRendererSettings(settings, update);
      theme = resolveGraphTheme(settings);
      scheduler.request();
    },
    setCurves(curves) {
      feed('curves', curves, (gl) => gl.curveStore.update(curves));
    },
    setPoints(points) {
      feed('points', points, (gl) => gl.pointStore.update(points));
    },
    setOverlayPoints(points) {
      feed('overlayPoints', points, (gl) => gl.overlayStore.update(points));
    },
    setImages(images) {
      feed('images', images, (gl) => gl.imageStore.update(images));
    },
    imagesSettled() {
      return layer ? layer.imageStore.settled() : Promise.resolve();
    },
    setFills(fills) {
      feed('fills', fills, (gl) => gl.fillStore.update(fills));
    },
    requestFrame() {
      if (destroyed) return;
      // Whoever asks for a frame may have changed what it shows in a way the renderer cannot see.
      shots.invalidate();
      scheduler.request();
    },
    onFrameDrawn(callback) {
      frameCallbacks.push(callback);
    },
    waitBeforeFirstFrame(gate) {
      if (!drawnOnce) firstFrameGate = gate;
    },
    holdFrames(until) {
      // Before the first frame, its own wait (waitBeforeFirstFrame) decides; it also prepares meanwhile.
      if (!destroyed && drawnOnce) scheduler.hold(until);
    },
    get contextLost() {
      return !destroyed && layer === null;
    },
    screenshot(options) {
      const gl = liveLayer();
      const frame = screenshotFrame(options);
      return shots.take('png', frame, () => takeScreenshot(gl.regl, frame, (target) => render(gl, target)));
    },
    screenshotSvg(options) {
      const gl = liveLayer();
      const frame = screenshotFrame(options);
      return shots.take('svg', frame, () => svgScreenshot(gl, frame));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      shots.invalidate();
      scheduler.cancel();
      glCanvas.removeEventListener('webglcontextlost', onContextLost);
      glCanvas.removeEventListener('webglcontextrestored', onContextRestored);
      document.fonts?.removeEventListener('loadingdone', onFontsLoaded);
      layer?.destroy(true);
      layer = null;
      frameCallbacks.length = 0;
      glCanvas.remove();
      labelCanvas.remove();
    },
  };
}

function createLayerCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', width: '100%', height: '100%' });
  return canvas;
}
