/**
 * The renderer: two canvases stacked in the container (GL below, a 2D canvas for the tick labels above),
 * one regl context, and frames drawn only on request.
 */
import createREGL from 'regl';
import type REGL from 'regl';
import { createAxisLinesCommand } from './commands/axis-lines';
import { createCurveCoverageCommand } from './commands/curve-coverage';
import { createCurvePaintCommand } from './commands/curve-paint';
import { createFrameTargetCommand } from './commands/frame-target';
import { createFullScreenTriangle } from './commands/full-screen-triangle';
import { createGridLinesCommand } from './commands/grid-lines';
import { createOpaqueAlphaCommand } from './commands/opaque-alpha';
import { createCurveStore } from './curve-store';
import { drawFrame, type FrameCommands } from './draw-frame';
import { createFrameScheduler } from './frame-scheduler';
import { LABEL_FONT_SIZE } from './graph-style';
import { layoutTickLabels } from './label-layout';
import { createTextMeasurer, paintLabels } from './paint-labels';
import { takeScreenshot } from './screenshot';
import type { DrawableCurve, GraphRenderer, GraphView, ScreenshotOptions } from './types';

const BLEND_MIN_MAX = 'EXT_blend_minmax';

export function createGraphRenderer(container: HTMLElement): GraphRenderer {
  const glCanvas = createLayerCanvas();
  const labelCanvas = createLayerCanvas();
  labelCanvas.style.pointerEvents = 'none';
  container.append(glCanvas, labelCanvas);
  const labelContext = labelCanvas.getContext('2d');
  if (!labelContext) throw new Error('No 2D canvas context for the tick labels');

  let regl: REGL.Regl;
  try {
    regl = createREGL({
      canvas: glCanvas,
      attributes: { antialias: true, premultipliedAlpha: true, preserveDrawingBuffer: false, alpha: true },
      optionalExtensions: [BLEND_MIN_MAX],
    });
  } catch (error) {
    glCanvas.remove();
    labelCanvas.remove();
    throw error;
  }
  const triangle = createFullScreenTriangle(regl);
  const commands: FrameCommands = {
    target: createFrameTargetCommand(regl),
    gridLines: createGridLinesCommand(regl, triangle),
    axisLines: createAxisLinesCommand(regl, triangle),
    curveCoverage: createCurveCoverageCommand(regl, regl.hasExtension(BLEND_MIN_MAX)),
    curvePaint: createCurvePaintCommand(regl),
    opaqueAlpha: createOpaqueAlphaCommand(regl, triangle),
  };
  const store = createCurveStore(regl);
  const measureText = createTextMeasurer(labelContext);
  const frameCallbacks: (() => void)[] = [];
  let view: GraphView | null = null;
  let cssWidth = 0;
  let cssHeight = 0;
  let pixelRatio = 1;
  let destroyed = false;

  /** GL passes into `framebuffer`, then a painter for the labels of that frame. */
  const render = (frame: {
    framebuffer: REGL.Framebuffer2D | null;
    pixelWidth: number;
    pixelHeight: number;
    pixelRatio: number;
    view: GraphView;
    cssWidth: number;
    cssHeight: number;
  }) => {
    const grid = drawFrame(regl, commands, store.curves, frame);
    const labels = layoutTickLabels({
      view: frame.view,
      width: frame.cssWidth,
      height: frame.cssHeight,
      xSpacing: grid.x.spacing,
      ySpacing: grid.y.spacing,
      measureText,
      fontSize: LABEL_FONT_SIZE,
    });
    return (context: CanvasRenderingContext2D) => paintLabels(context, labels, frame.pixelRatio);
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
        cssWidth,
        cssHeight,
      });
      paint(labelContext);
    } else {
      regl.clear({ color: [1, 1, 1, 1], framebuffer: null });
    }
    for (const callback of frameCallbacks) callback();
  };
  const scheduler = createFrameScheduler(window, drawScreen);

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
    setCurves(curves: readonly DrawableCurve[]) {
      if (destroyed) return;
      store.update(curves);
      scheduler.request();
    },
    requestFrame() {
      if (!destroyed) scheduler.request();
    },
    onFrameDrawn(callback) {
      frameCallbacks.push(callback);
    },
    screenshot(options: ScreenshotOptions) {
      if (destroyed) throw new Error('screenshot() after destroy()');
      if (!view) throw new Error('screenshot() before setView()');
      const size = { cssWidth: cssWidth || options.width, cssHeight: cssHeight || options.height };
      return takeScreenshot(regl, { view, ...size }, options, render);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      scheduler.cancel();
      store.destroy();
      regl.destroy();
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
