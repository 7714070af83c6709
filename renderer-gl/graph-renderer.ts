/**
 * The renderer: two canvases stacked in the container (GL below, a 2D canvas for the texts above), one
 * regl context, and frames drawn only on request.
 */
import createREGL from 'regl';
import type REGL from 'regl';
import { formatCssColor } from './color';
import { FRAG_DEPTH } from './commands/curve-solid';
import { createCurveStore } from './curve-store';
import { drawFrame, layoutFrameGrid, type DrawnGrid, type FrameScene } from './draw-frame';
import { BLEND_MIN_MAX, createFrameCommands } from './frame-commands';
import { createFillStore } from './fill-store';
import { createFrameScheduler } from './frame-scheduler';
import { createImageStore } from './image-store';
import { resolveGraphTheme, themeColor } from './graph-style';
import { layoutOverlay, type OverlayText } from './overlay-layout';
import { createTextMeasurer, paintLabels } from './paint-labels';
import { createPointStore } from './point-store';
import { takeScreenshot } from './screenshot';
import { resolveScreenshotFrame, type ScreenshotFrame } from './screenshot-frame';
import { mergeRendererSettings } from './settings';
import { writeGraphSvg } from './svg-screenshot';
import {
  DEFAULT_RENDERER_SETTINGS,
  type GraphRenderer,
  type GraphView,
  type RendererSettings,
} from './types';

export function createGraphRenderer(container: HTMLElement): GraphRenderer {
  const glCanvas = createLayerCanvas();
  const labelCanvas = createLayerCanvas();
  labelCanvas.style.pointerEvents = 'none';
  container.append(glCanvas, labelCanvas);
  const labelContext = labelCanvas.getContext('2d');
  if (!labelContext) throw new Error('No 2D canvas context for the labels');

  let regl: REGL.Regl;
  try {
    regl = createREGL({
      canvas: glCanvas,
      // depth: fills and solid curves are blended once per pixel by the depth test (draw-frame.ts).
      attributes: {
        antialias: true,
        premultipliedAlpha: true,
        preserveDrawingBuffer: false,
        alpha: true,
        depth: true,
      },
      optionalExtensions: [BLEND_MIN_MAX, FRAG_DEPTH],
    });
  } catch (error) {
    glCanvas.remove();
    labelCanvas.remove();
    throw error;
  }
  const commands = createFrameCommands(regl);
  const curveStore = createCurveStore(regl);
  const pointStore = createPointStore(regl);
  // Markers of the interaction (trace point, points of interest) are drawn over the expressions' points.
  const overlayStore = createPointStore(regl);
  const drawnPointSets = () => [...pointStore.pointSets, ...overlayStore.pointSets];
  const fillStore = createFillStore(regl);
  // An image that finishes loading shows on the next frame (the scheduler is created below).
  const imageStore = createImageStore(regl, () => scheduler.request());
  const measureText = createTextMeasurer(labelContext);
  const frameCallbacks: (() => void)[] = [];
  let settings: RendererSettings = { ...DEFAULT_RENDERER_SETTINGS };
  let theme = resolveGraphTheme(settings);
  let view: GraphView | null = null;
  let cssWidth = 0;
  let cssHeight = 0;
  let pixelRatio = 1;
  let destroyed = false;

  const scene = (): FrameScene => ({
    curves: curveStore.curves,
    curveDraws: curveStore.draws,
    pointSets: drawnPointSets(),
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
    target: ScreenshotFrame & {
      framebuffer: REGL.Framebuffer2D | null;
      pixelWidth: number;
      pixelHeight: number;
    },
  ) => {
    const { view: frameView, pixelWidth, pixelHeight } = target;
    const scaleX = pixelWidth / (frameView.xmax - frameView.xmin);
    const scaleY = pixelHeight / (frameView.ymax - frameView.ymin);
    curveStore.prepare(scaleX, scaleY);
    pointStore.prepare(scaleX, scaleY);
    overlayStore.prepare(scaleX, scaleY);
    const drawn = scene();
    const grid = drawFrame(regl, commands, drawn, target);
    const texts = layoutTexts(target, grid, drawn);
    const halo = { color: theme.haloCss, width: theme.haloWidth };
    return (context: CanvasRenderingContext2D) => paintLabels(context, texts, target.pixelRatio, halo);
  };

  const drawScreen = () => {
    regl.poll();
    labelContext.clearRect(0, 0, labelCanvas.width, labelCanvas.height);
    if (view && glCanvas.width > 0 && glCanvas.height > 0) {
      const paint = render({
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
    } else {
      const [red, green, blue] = theme.background;
      regl.clear({ color: [red, green, blue, 1], framebuffer: null });
    }
    for (const callback of frameCallbacks) callback();
  };
  const scheduler = createFrameScheduler(window, drawScreen);

  const screenshotFrame = (options: Parameters<GraphRenderer['screenshot']>[0]) => {
    if (destroyed) throw new Error('screenshot after destroy()');
    if (!view) throw new Error('screenshot before setView()');
    return resolveScreenshotFrame({ view, cssWidth, cssHeight }, options);
  };

  return {
    resize(width, height, devicePixelRatio) {
      if (destroyed) return;
      cssWidth = Math.max(0, width);
      cssHeight = Math.max(0, height);
      pixelRatio = devicePixelRatio > 0 ? devicePixelRatio : 1;
      const pixelWidth = Math.round(cssWidth * pixelRatio);
      const pixelHeight = Math.round(cssHeight * pixelRatio);
      if (glCanvas.width === pixelWidth && glCanvas.height === pixelHeight) {
        scheduler.request();
        return;
      }
      for (const canvas of [glCanvas, labelCanvas]) {
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
      }
      // Resizing cleared both canvases: draw now rather than show a blank frame until the next one.
      scheduler.drawNow();
    },
    setView(nextView) {
      if (destroyed) return;
      view = { xmin: nextView.xmin, xmax: nextView.xmax, ymin: nextView.ymin, ymax: nextView.ymax };
      scheduler.request();
    },
    setSettings(update) {
      if (destroyed) return;
      settings = mergeRendererSettings(settings, update);
      theme = resolveGraphTheme(settings);
      scheduler.request();
    },
    setCurves(curves) {
      if (destroyed) return;
      curveStore.update(curves);
      scheduler.request();
    },
    setPoints(points) {
      if (destroyed) return;
      pointStore.update(points);
      scheduler.request();
    },
    setOverlayPoints(points) {
      if (destroyed) return;
      overlayStore.update(points);
      scheduler.request();
    },
    setImages(images) {
      if (destroyed) return;
      imageStore.update(images);
      scheduler.request();
    },
    imagesSettled() {
      return imageStore.settled();
    },
    setFills(fills) {
      if (destroyed) return;
      fillStore.update(fills);
      scheduler.request();
    },
    requestFrame() {
      if (!destroyed) scheduler.request();
    },
    onFrameDrawn(callback) {
      frameCallbacks.push(callback);
    },
    screenshot(options) {
      return takeScreenshot(regl, screenshotFrame(options), render);
    },
    screenshotSvg(options) {
      const frame = screenshotFrame(options);
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
      const drawn = scene();
      return writeGraphSvg({ frame, grid, scene: drawn, texts: layoutTexts(frame, grid, drawn) });
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      scheduler.cancel();
      curveStore.destroy();
      pointStore.destroy();
      overlayStore.destroy();
      fillStore.destroy();
      imageStore.destroy();
      // Browsers keep a context alive until it is collected and allow only ~16: a page that creates and
      // destroys calculators would lose its oldest live one. Losing ours now frees the slot at once.
      const loseContext = regl._gl.getExtension('WEBGL_lose_context');
      regl.destroy();
      loseContext?.loseContext();
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
