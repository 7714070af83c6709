/**
 * Headless screenshots (issue 23): a graph of ten expressions (six explicit curves, an implicit curve, an
 * inequality, two labelled points) at 800 × 600 CSS px, turned into a PNG or an SVG image again and again in
 * one page (shots per second), and a cold start: from inserting the script tag into a fresh page to the
 * first image delivered.
 *
 * What one shot is, per library (each through its public API, in its fastest route):
 * - ours: `calculator.asyncScreenshot({ width: 800, height: 600, format, showLabels: true }, callback)`,
 *   timed to the callback. It waits until the state is evaluated, draws a whole frame into an offscreen
 *   framebuffer, reads the pixels back, paints the texts and encodes (PNG), or builds the SVG markup from
 *   the geometry (SVG); a shot of an unchanged state with the same options is the renderer's kept one
 *   (renderer-gl/screenshot-cache.ts), made again after any change.
 * - JSXGraph: a board with its canvas renderer; the PNG is `canvas.toDataURL('image/png')` of what the
 *   board has drawn. The SVG is its SVG board's root serialized (`XMLSerializer`).
 * - function-plot (SVG only): the SVG it rendered, serialized; the PNG is that markup rasterized through
 *   an `<img>` into a canvas, then `toDataURL('image/png')`.
 * The peers are not asked to redraw before a shot (they already show the state; an image of the screen is
 * the cheapest they can do); neither is ours, which hands out its kept shot.
 */
import { compareSubjects, type Subject } from './compare';
import { ensureOurLib, loadScript, ourLib, whenIdle, type OurCalculator } from './our-calculator';
import { createFunctionPlot, type FunctionPlotChart, type FunctionPlotDatum } from './peers/function-plot';
import { boundingBox, freeJsxBoard, jxgGlobal, type JsxBoard } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { createStage, removeStage } from './stage';
import {
  CURVES,
  IMPLICIT,
  INEQUALITY,
  ourScreenshotExpressions,
  POINTS,
  SCREENSHOT_VIEW,
} from './screenshot-graph';

export type ScreenshotFormat = 'png' | 'svg';
export type ScreenshotLibrary = 'ours' | 'function-plot' | 'jsxgraph';

interface ScreenshotCalculator extends OurCalculator {
  asyncScreenshot(options: Record<string, unknown>, callback: (uri: string) => void): void;
}

function createOurGraph(): { calculator: ScreenshotCalculator; stage: HTMLElement } {
  const lib = ourLib();
  if (!lib) throw new Error('our script is not loaded');
  const stage = createStage(SCREENSHOT_VIEW.widthPixels, SCREENSHOT_VIEW.heightPixels);
  const calculator = lib.GraphingCalculator(stage) as ScreenshotCalculator;
  const view = SCREENSHOT_VIEW;
  calculator.setMathBounds({ left: view.xmin, right: view.xmax, bottom: view.ymin, top: view.ymax });
  calculator.setExpressions(ourScreenshotExpressions());
  return { calculator, stage };
}

function ourShot(calculator: ScreenshotCalculator, format: ScreenshotFormat): Promise<string> {
  return new Promise((resolve) =>
    calculator.asyncScreenshot(
      {
        width: SCREENSHOT_VIEW.widthPixels,
        height: SCREENSHOT_VIEW.heightPixels,
        targetPixelRatio: 1,
        format,
        showLabels: true,
      },
      resolve,
    ),
  );
}

function createFunctionPlotGraph(stage: HTMLElement): FunctionPlotChart {
  const data: Record<string, unknown>[] = [
    ...CURVES.map((curve) => ({ fn: curve.term })),
    { fn: IMPLICIT.term, fnType: 'implicit' },
    // function-plot has no inequality: `closed` fills from the curve to y = 0, its nearest drawing.
    { fn: INEQUALITY.boundary, closed: true },
    ...POINTS.map((point) => ({
      points: [[point.x, point.y]],
      fnType: 'points',
      graphType: 'scatter',
    })),
    ...POINTS.map((point) => ({ graphType: 'text', location: [point.x, point.y], text: point.label })),
  ];
  // function-plot's SVG is the plot area plus its margins; the plot area is the view.
  return createFunctionPlot(stage, data as unknown as FunctionPlotDatum[], SCREENSHOT_VIEW);
}

function functionPlotSvg(stage: HTMLElement): SVGSVGElement {
  const svg = stage.querySelector('svg');
  if (!svg) throw new Error('function-plot rendered no SVG');
  return svg;
}

function serialize(svg: SVGSVGElement): string {
  return new XMLSerializer().serializeToString(svg);
}

async function rasterize(markup: string, width: number, height: number): Promise<string> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    context.drawImage(image, 0, 0, width, height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The first curve is a JavaScript function of `offset.value`, so a shot may change it. */
function createJsxGraph(stage: HTMLElement, renderer: 'canvas' | 'svg', offset: { value: number }): JsxBoard {
  const board = jxgGlobal().JSXGraph.initBoard(stage.id, {
    boundingbox: boundingBox(SCREENSHOT_VIEW),
    keepAspectRatio: false,
    axis: true,
    grid: false,
    showCopyright: false,
    showNavigation: false,
    renderer,
  });
  board.create('functiongraph', [(x: number) => Math.sin(x) + offset.value]);
  for (const curve of CURVES.slice(1)) board.create('functiongraph', [curve.term]);
  board.create('implicitcurve', [IMPLICIT.term]);
  const boundary = board.create('functiongraph', [INEQUALITY.boundary]);
  board.create('inequality', [boundary], { inverse: false });
  // 'internal' texts are drawn by the renderer itself (into the canvas), not as HTML over it.
  for (const point of POINTS) {
    board.create('point', [point.x, point.y], { name: point.label, label: { display: 'internal' } });
  }
  return board;
}

interface JsxRenderer {
  canvasRoot?: HTMLCanvasElement;
  svgRoot?: SVGSVGElement;
}

function jsxRenderer(board: JsxBoard): JsxRenderer {
  return (board as unknown as { renderer: JsxRenderer }).renderer;
}

/**
 * A shot of each library in one format; with `changing`, the first curve becomes y = sin(x) + c with a new
 * c before each shot (a pipeline rendering a family of graphs): the peers redraw everything (their only
 * way), ours re-samples the changed curve in its worker. The uri's length is kept in the figures.
 */
function subjects(format: ScreenshotFormat, changing: boolean): Subject[] {
  const { widthPixels: width, heightPixels: height } = SCREENSHOT_VIEW;
  const lastLength = new Map<string, number>();
  const track = (name: string, uri: string) => {
    lastLength.set(name, uri.length);
    return uri;
  };
  const figures = (name: string) => () => ({ imageCharacters: lastLength.get(name) ?? 0 });
  let counter = 0;
  const nextOffset = () => (++counter % 10) / 10;
  const change = changing ? 'setExpression, then ' : '';
  const names = {
    ours: `ours: ${change}asyncScreenshot (${format})`,
    functionPlot: `function-plot: ${changing ? 'chart.draw(), ' : ''}${format === 'png' ? 'SVG serialized, rasterized to PNG' : 'SVG serialized'}`,
    jsxgraph: `JSXGraph: ${changing ? 'board.update(), ' : ''}${format === 'png' ? 'canvas board, toDataURL' : 'SVG board serialized'}`,
  };
  const ours: Subject = {
    name: names.ours,
    what:
      format === 'png'
        ? 'offscreen frame, readPixels, texts painted, canvas.toDataURL (PNG); kept while the state is unchanged'
        : 'SVG markup built from the sampled geometry (kept while the state is unchanged)',
    isOurs: true,
    async start() {
      const { calculator, stage } = createOurGraph();
      await whenIdle(calculator);
      return {
        run: async () => {
          if (changing) calculator.setExpression({ id: 'curve0', latex: `y=\\sin(x)+${nextOffset()}` });
          return track(names.ours, await ourShot(calculator, format));
        },
        figures: figures(names.ours),
        teardown: () => {
          calculator.destroy();
          removeStage(stage);
        },
      };
    },
  };
  const functionPlot: Subject = {
    name: names.functionPlot,
    what:
      format === 'png'
        ? 'XMLSerializer, <img> decode of the markup, drawImage into a canvas, toDataURL (PNG)'
        : 'XMLSerializer of the chart it drew',
    start() {
      const stage = createStage(width + 60, height + 40);
      const chart = createFunctionPlotGraph(stage);
      const redraw = () => {
        if (!changing) return;
        chart.options.data[0].fn = `sin(x)+${nextOffset()}`;
        chart.draw();
      };
      return {
        run:
          format === 'png'
            ? async () => {
                redraw();
                const markup = serialize(functionPlotSvg(stage));
                return track(names.functionPlot, await rasterize(markup, width + 60, height + 40));
              }
            : () => {
                redraw();
                return track(names.functionPlot, serialize(functionPlotSvg(stage)));
              },
        figures: figures(names.functionPlot),
        teardown: () => removeStage(stage),
      };
    },
  };
  const jsxgraph: Subject = {
    name: names.jsxgraph,
    what:
      format === 'png'
        ? 'canvas renderer; canvas.toDataURL (PNG) of what the board drew'
        : 'XMLSerializer of the SVG renderer’s root',
    start() {
      const stage = createStage(width, height);
      const offset = { value: 0 };
      const board = createJsxGraph(stage, format === 'png' ? 'canvas' : 'svg', offset);
      const renderer = jsxRenderer(board);
      return {
        run: () => {
          if (changing) {
            offset.value = nextOffset();
            board.update();
          }
          if (format === 'png') {
            if (!renderer.canvasRoot) throw new Error('JSXGraph has no canvas renderer in this build');
            return track(names.jsxgraph, renderer.canvasRoot.toDataURL('image/png'));
          }
          if (!renderer.svgRoot) throw new Error('JSXGraph drew no SVG root');
          return track(names.jsxgraph, serialize(renderer.svgRoot));
        },
        figures: figures(names.jsxgraph),
        teardown: () => {
          freeJsxBoard(board);
          removeStage(stage);
        },
      };
    },
  };
  return [ours, functionPlot, jsxgraph];
}

/** Shots per second in one page, every library interleaved. */
export async function runScreenshotWorkload(
  ourScriptUrl: string,
  format: ScreenshotFormat,
  changing: boolean,
  rounds?: number,
): Promise<BenchRow[]> {
  await ensureOurLib(ourScriptUrl);
  const rows = await compareSubjects({
    workload: `${format.toUpperCase()} shots of ten expressions at 800×600, ${changing ? 'one curve changed before each' : 'same state'}`,
    view: SCREENSHOT_VIEW,
    measure: rounds
      ? { warmupCalls: 1, minRounds: rounds, maxRounds: rounds, budgetMs: 0, minSampleMs: 0 }
      : // Samples of at least 10 ms, as the other sections: a shot of an unchanged state (ours, from the
        // renderer's cache; JSXGraph's SVG) is under Chromium's 0.1 ms timer step.
        { warmupCalls: 3, minRounds: 10, maxRounds: 40, budgetMs: 4000, minSampleMs: 10 },
    subjects: subjects(format, changing),
  });
  return rows.map((row) =>
    row.timing && row.figures
      ? { ...row, figures: { ...row.figures, shotsPerSecond: 1000 / row.timing.medianMs } }
      : row,
  );
}

/**
 * One cold start in a fresh page (the runner opens a new browser context per call): from inserting the
 * script tag to the first PNG delivered, the ten expressions set up first.
 */
export async function measureLoadToFirstScreenshot(
  library: ScreenshotLibrary,
  ourScriptUrl: string,
): Promise<number> {
  const started = performance.now();
  const { widthPixels: width, heightPixels: height } = SCREENSHOT_VIEW;
  let uri: string;
  if (library === 'ours') {
    await loadScript(ourScriptUrl);
    const { calculator } = createOurGraph();
    uri = await ourShot(calculator, 'png');
  } else if (library === 'function-plot') {
    await loadScript('/peers/function-plot.js');
    const stage = createStage(width + 60, height + 40);
    createFunctionPlotGraph(stage);
    uri = await rasterize(serialize(functionPlotSvg(stage)), width + 60, height + 40);
  } else {
    await loadScript('/peers/jsxgraph.js');
    const board = createJsxGraph(createStage(width, height), 'canvas', { value: 0 });
    const canvas = jsxRenderer(board).canvasRoot;
    if (!canvas) throw new Error('JSXGraph has no canvas renderer in this build');
    uri = canvas.toDataURL('image/png');
  }
  if (!uri.startsWith('data:image/png')) throw new Error(`${library} delivered no PNG`);
  return performance.now() - started;
}
