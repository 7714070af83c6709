/**
 * Frame time while panning with 100 curves on screen: each animation frame moves the view 4 px right and
 * 2 px up through the library's public API, and the frame-to-frame intervals are recorded (what a person
 * panning sees). Sessions alternate between libraries. Our calculator re-samples in its worker while the
 * main thread keeps drawing; the peers re-sample synchronously inside the frame.
 */
import { median, percentile } from './statistics';
import { ensureOurLib, ourLib, whenIdle } from './our-calculator';
import { createFunctionPlot, setFunctionPlotView } from './peers/function-plot';
import { boundingBox, createJsxBoard, freeJsxBoard } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { pairedRatio } from './statistics';
import { createStage, nextFrame, removeStage } from './stage';
import { VIEW, type View } from './view';
import { MANY_CURVES } from './workloads';

interface PanTarget {
  readonly name: string;
  readonly what: string;
  /** Builds the plot with the 100 curves and waits until it is drawn. */
  setUp(): Promise<{ step(view: View): void; settle(): Promise<void>; tearDown(): void }>;
}

export interface PanOptions {
  readonly sessions: number;
  readonly framesPerSession: number;
  /** A session also ends after this long (slow plotters draw only a few frames), once it has 3 frames. */
  readonly sessionMs: number;
}

function shifted(view: View, frame: number): View {
  const dx = (4 * frame * (view.xmax - view.xmin)) / view.widthPixels;
  const dy = (2 * frame * (view.ymax - view.ymin)) / view.heightPixels;
  return { ...view, xmin: view.xmin + dx, xmax: view.xmax + dx, ymin: view.ymin + dy, ymax: view.ymax + dy };
}

const TARGETS: readonly PanTarget[] = [
  {
    name: 'ours: calculator, setMathBounds per frame',
    what: 'frame-to-frame interval; sampling runs in the worker',
    async setUp() {
      const lib = ourLib();
      if (!lib) throw new Error('our script is not loaded');
      const stage = createStage();
      const calculator = lib.GraphingCalculator(stage);
      calculator.setExpressions(MANY_CURVES.map((curve, index) => ({ id: `c${index}`, latex: curve.ours })));
      calculator.setMathBounds({ left: VIEW.xmin, right: VIEW.xmax, bottom: VIEW.ymin, top: VIEW.ymax });
      await whenIdle(calculator);
      return {
        step: (view) =>
          calculator.setMathBounds({ left: view.xmin, right: view.xmax, bottom: view.ymin, top: view.ymax }),
        settle: () => whenIdle(calculator),
        tearDown: () => {
          calculator.destroy();
          removeStage(stage);
        },
      };
    },
  },
  {
    name: 'function-plot: domain + chart.draw() per frame',
    what: 'frame-to-frame interval; interval sampler (default), as its zoom handler redraws',
    async setUp() {
      const stage = createStage();
      const chart = createFunctionPlot(
        stage,
        MANY_CURVES.map((curve) => ({ fn: curve.functionPlot })),
        VIEW,
      );
      await nextFrame();
      return {
        step: (view) => {
          setFunctionPlotView(chart, view);
          chart.draw();
        },
        settle: () => nextFrame().then(() => undefined),
        tearDown: () => removeStage(stage),
      };
    },
  },
  {
    name: 'JSXGraph: setBoundingBox per frame',
    what: 'frame-to-frame interval; sampling and SVG inside the frame',
    async setUp() {
      const stage = createStage();
      const board = createJsxBoard(stage, VIEW);
      board.suspendUpdate();
      for (const curve of MANY_CURVES) board.create('functiongraph', [curve.jsxgraph]);
      board.unsuspendUpdate();
      await nextFrame();
      return {
        step: (view) => board.setBoundingBox(boundingBox(view), false),
        settle: () => nextFrame().then(() => undefined),
        tearDown: () => {
          freeJsxBoard(board);
          removeStage(stage);
        },
      };
    },
  },
];

async function panSession(target: PanTarget, options: PanOptions): Promise<number[]> {
  const session = await target.setUp();
  const intervals: number[] = [];
  try {
    let previous = await nextFrame();
    const started = previous;
    for (let frame = 1; frame <= options.framesPerSession; frame++) {
      session.step(shifted(VIEW, frame));
      const now = await nextFrame();
      intervals.push(now - previous);
      previous = now;
      if (intervals.length >= 3 && now - started > options.sessionMs) break;
    }
    await session.settle();
  } finally {
    session.tearDown();
  }
  return intervals;
}

export async function runPanWorkload(ourScriptUrl: string, options: PanOptions): Promise<BenchRow[]> {
  await ensureOurLib(ourScriptUrl);
  const sessions = new Map<string, number[][]>(TARGETS.map((target) => [target.name, []]));
  for (let round = 0; round < options.sessions; round++) {
    for (const target of TARGETS) sessions.get(target.name)?.push(await panSession(target, options));
  }
  const ours = (sessions.get(TARGETS[0].name) ?? []).map(median);
  return TARGETS.map((target): BenchRow => {
    const runs = sessions.get(target.name) ?? [];
    const all = runs.flat();
    return {
      workload: 'pan with 100 curves (frame time)',
      subject: target.name,
      what: target.what,
      supported: true,
      timing: { medianMs: median(all), p95Ms: percentile(all, 0.95), runs: all.length, callsPerRun: 1 },
      vsOurs: target === TARGETS[0] ? undefined : pairedRatio(runs.map(median), ours),
      figures: { sessions: runs.length, frames: all.length },
    };
  });
}
