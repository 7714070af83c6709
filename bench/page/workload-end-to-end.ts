/**
 * End to end, through each library's public API on a real page, timed to the frame that shows the result:
 * script load to the first frame showing y = sin(x); setExpression to the frame that shows it; and 500
 * expressions set at once until `expressionAnalysis` covers them all (ours only: the peers analyze nothing).
 *
 * The first two end at the same point of that frame for every subject: the first task after it has been
 * committed (`afterFrameCommitted`, page/measure.ts). Ours: after the idle signal, which resolves inside
 * the frame callback that draws; the peers, which draw synchronously into SVG: after the next animation
 * frame, whose rendering update lays out and paints their SVG. Until 2026-11-26 the peers' samples ended
 * when that frame's callbacks ran, before their layout and paint, and ours after our callback had drawn:
 * figures from before are not comparable (bench/README.md "setExpression to frame", "Third change").
 */
import { compareSubjects } from './compare';
import { afterFrameCommitted } from './measure';
import { median, summarize } from './statistics';
import { ensureOurLib, loadScript, ourLib, whenIdle, type OurCalculator } from './our-calculator';
import { createFunctionPlot } from './peers/function-plot';
import { createJsxBoard, freeJsxBoard, type JsxCurve } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { createStage, nextFrame, removeStage } from './stage';
import { VIEW } from './view';

export type Library = 'ours' | 'function-plot' | 'jsxgraph';

function createOurCalculator(): { calculator: OurCalculator; stage: HTMLElement } {
  const lib = ourLib();
  if (!lib) throw new Error('our script is not loaded');
  const stage = createStage();
  return { calculator: lib.GraphingCalculator(stage), stage };
}

/**
 * One cold load in a fresh page (the runner opens a new browser context per call): from inserting the
 * script tag to the first frame that shows y = sin(x). Peers are served by the bench server, gzip like ours.
 */
export async function measureLoadToFirstFrame(library: Library, ourScriptUrl: string): Promise<number> {
  const started = performance.now();
  const stage = createStage();
  if (library === 'ours') {
    await loadScript(ourScriptUrl);
    const { calculator } = createOurCalculator();
    calculator.setExpression({ id: 'sine', latex: 'y=\\sin(x)' });
    await afterFrameCommitted(whenIdle(calculator));
  } else if (library === 'function-plot') {
    await loadScript('/peers/function-plot.js');
    createFunctionPlot(stage, [{ fn: 'sin(x)' }], VIEW);
    await afterFrameCommitted(nextFrame());
  } else {
    await loadScript('/peers/jsxgraph.js');
    createJsxBoard(stage, VIEW).create('functiongraph', ['sin(x)']);
    await afterFrameCommitted(nextFrame());
  }
  return performance.now() - started;
}

/** setExpression (or the peer's equivalent) of a changed y = sin(x) + c, to the frame that shows it. */
export async function runSetExpressionWorkload(ourScriptUrl: string): Promise<BenchRow[]> {
  await ensureOurLib(ourScriptUrl);
  let counter = 0;
  const offset = () => (++counter % 10) / 10;
  return compareSubjects({
    workload: 'setExpression to the frame that shows it',
    view: VIEW,
    measure: { warmupCalls: 3, minRounds: 10, maxRounds: 30, budgetMs: 3000, minSampleMs: 0 },
    subjects: [
      {
        name: 'ours: calculator.setExpression',
        what: 'analysis and sampling in the worker, geometry transferred, WebGL frame drawn and committed',
        isOurs: true,
        async start() {
          const { calculator, stage } = createOurCalculator();
          await whenIdle(calculator);
          return {
            run: () => {
              calculator.setExpression({ id: 'probe', latex: `y=\\sin(x)+${offset()}` });
              return afterFrameCommitted(whenIdle(calculator));
            },
            teardown: () => {
              calculator.destroy();
              removeStage(stage);
            },
          };
        },
      },
      {
        name: 'function-plot: chart.draw() with the new datum',
        what: 'interval sampler (its default) and SVG, then the next frame, laid out, painted and committed',
        start() {
          const stage = createStage();
          const chart = createFunctionPlot(stage, [{ fn: 'sin(x)' }], VIEW);
          return {
            run: () => {
              chart.options.data[0].fn = `sin(x)+${offset()}`;
              chart.draw();
              return afterFrameCommitted(nextFrame());
            },
            teardown: () => removeStage(stage),
          };
        },
      },
      {
        name: 'JSXGraph: board.create(functiongraph)',
        what: 'a new functiongraph replacing the old, SVG rendered, then the next frame, painted and committed',
        start() {
          const stage = createStage();
          const board = createJsxBoard(stage, VIEW);
          let curve: JsxCurve | undefined;
          return {
            run: () => {
              if (curve) board.removeObject(curve);
              curve = board.create('functiongraph', [`sin(x)+${offset()}`]);
              return afterFrameCommitted(nextFrame());
            },
            teardown: () => {
              freeJsxBoard(board);
              removeStage(stage);
            },
          };
        },
      },
    ],
  });
}

/** A typical expression list: polynomials and trig mixed, each expression different. */
export function manyExpressionLatex(index: number): string {
  return `y=\\frac{x^{2}}{${index + 1}}+\\sin(x+${(index % 100) / 100})`;
}

/** 500 expressions set in one call until expressionAnalysis holds all of them (sampled and analyzed). */
export async function runManyExpressionsWorkload(
  ourScriptUrl: string,
  count: number,
  runs: number,
): Promise<BenchRow[]> {
  await ensureOurLib(ourScriptUrl);
  const { calculator, stage } = createOurCalculator();
  await whenIdle(calculator);
  const samples: number[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const states = Array.from({ length: count }, (_, index) => ({
        id: `run${run}-${index}`,
        latex: manyExpressionLatex(index + run),
      }));
      const covered = new Promise<void>((resolve) => {
        calculator.observe('expressionAnalysis.bench', () => {
          const analysis = calculator.expressionAnalysis;
          if (states.every((state) => analysis[state.id] !== undefined)) resolve();
        });
      });
      const started = performance.now();
      calculator.setExpressions(states);
      await covered;
      const elapsed = performance.now() - started;
      calculator.unobserve('expressionAnalysis.bench');
      // Run 0 is the warm-up (worker start, WASM compile, JIT).
      if (run > 0) samples.push(elapsed);
      calculator.removeExpressions(states);
      await whenIdle(calculator);
    }
  } finally {
    calculator.destroy();
    removeStage(stage);
  }
  return [
    {
      workload: `${count} expressions set at once`,
      subject: 'ours: setExpressions until expressionAnalysis covers all',
      what: 'analysis and sampling of all of them in the worker, results back on the main thread',
      supported: true,
      timing: summarize(samples),
      figures: { expressions: count, perExpressionMs: median(samples) / count },
    },
  ];
}
