/**
 * function-plot 1.25 driven through its public API: `functionPlot(options)` builds a chart into a target;
 * `chart.draw()` re-samples and redraws every datum (its documented way to redraw data only); the view is
 * changed through `chart.meta.xScale` / `yScale`, the d3 scales its zoom handler also changes.
 *
 * What it drew is read back from the SVG it rendered (`g.graph path.line`): polylines from the builtIn
 * sampler as `M x,y L x,y …`, and from the interval sampler (its default, also used for implicit
 * functions) one bar per interval, `M x y v h`, as wide as the path's stroke.
 */
import { emptyGeometry, type DrawnGeometry } from '../fidelity/drawn-geometry';
import type { View } from '../view';

export interface FunctionPlotDatum {
  fn: string;
  sampler?: 'builtIn' | 'interval';
  graphType?: 'polyline' | 'interval';
  fnType?: 'linear' | 'implicit';
}

export interface FunctionPlotChart {
  draw(): void;
  meta: {
    xScale: { domain(values?: number[]): number[] };
    yScale: { domain(values?: number[]): number[] };
  };
  options: { data: FunctionPlotDatum[] };
}

interface FunctionPlotGlobal {
  (options: Record<string, unknown>): FunctionPlotChart;
  $eval: {
    builtIn(meta: object, property: string, variables: object): number;
    interval(meta: object, property: string, variables: object): { lo: number; hi: number };
  };
}

export function functionPlotGlobal(): FunctionPlotGlobal {
  return (window as any).functionPlot as FunctionPlotGlobal;
}

/** function-plot's margins (left 40, right 20, top 20, bottom 20) around a plot area of the view's size. */
const MARGIN_WIDTH = 60;
const MARGIN_HEIGHT = 40;

export function createFunctionPlot(
  target: HTMLElement,
  data: FunctionPlotDatum[],
  view: View,
): FunctionPlotChart {
  return functionPlotGlobal()({
    target,
    width: view.widthPixels + MARGIN_WIDTH,
    height: view.heightPixels + MARGIN_HEIGHT,
    xAxis: { domain: [view.xmin, view.xmax] },
    yAxis: { domain: [view.ymin, view.ymax] },
    grid: false,
    disableZoom: true,
    data,
  });
}

export function setFunctionPlotView(chart: FunctionPlotChart, view: View): void {
  chart.meta.xScale.domain([view.xmin, view.xmax]);
  chart.meta.yScale.domain([view.ymin, view.ymax]);
}

const TOKEN = /[MLHVZmlhvz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

/** Reads the geometry of one rendered path (in plot-area pixels, which is the view's pixel frame). */
function readPath(path: SVGPathElement, runs: Float64Array[], boxes: number[]): void {
  const tokens = (path.getAttribute('d') ?? '').match(TOKEN) ?? [];
  const strokeWidth = Number(path.getAttribute('stroke-width') ?? 1);
  let run: number[] = [];
  const closeRun = () => {
    if (run.length >= 4) runs.push(Float64Array.from(run));
    run = [];
  };
  for (let index = 0; index < tokens.length;) {
    const command = tokens[index++];
    if (command === 'M') {
      const x = Number(tokens[index++]);
      const y = Number(tokens[index++]);
      if (tokens[index] === 'v') {
        const height = Number(tokens[index + 1]);
        index += 2;
        boxes.push(
          x - strokeWidth / 2,
          Math.min(y, y + height),
          x + strokeWidth / 2,
          Math.max(y, y + height),
        );
        continue;
      }
      closeRun();
      run.push(x, y);
    } else if (command === 'L') {
      run.push(Number(tokens[index++]), Number(tokens[index++]));
    } else if (!/[A-Za-z]/.test(command)) {
      // Implicit repetition of the previous command (L after M in SVG's grammar): another point.
      run.push(Number(command), Number(tokens[index++]));
    }
  }
  closeRun();
}

export function readFunctionPlotGeometry(target: Element): DrawnGeometry {
  const geometry = emptyGeometry();
  const boxes: number[] = [];
  for (const path of target.querySelectorAll<SVGPathElement>('g.graph path.line')) {
    readPath(path, geometry.runs, boxes);
  }
  return { runs: geometry.runs, boxes: Float64Array.from(boxes) };
}
