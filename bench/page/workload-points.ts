/**
 * 100,000 points (issue 5: "100,000 points drawn in ≤ 100 ms"; the best-known calculator caps lists at
 * 10,000). Each run changes every y (an offset), so no cache can answer it.
 *
 * - the worker's update (worker/engine-service.ts, in the page without postMessage) for a table of
 *   100,000 rows (x_1, y_1), whose cells are read as numbers, and for the same points written as a list
 *   expression `(X, 5\sin(X)+c)` with `X=[-10,-9.9998,...,9.9998]`, lowered by the expression language;
 * - end to end through the served script: setExpression of that list expression to the animation frame
 *   that shows the points (analysis, transfer, upload, WebGL frame).
 *
 * The table is not timed end to end: the list UI builds an input per cell (see the report of issue 5).
 * Ours only: the peers draw points as one SVG element each, which is no contest at this size.
 */
import type { EngineApi } from '../../worker/protocol';
import { ensureOurLib, ourLib, whenIdle } from './our-calculator';
import { createOurEngineService } from './our-engine';
import type { BenchRow } from './result-types';
import { summarize } from './statistics';
import { createStage, removeStage } from './stage';
import { VIEW } from './view';

export const POINT_COUNT = 100_000;
const LIST_DEFINITION = 'X=[-10,-9.9998,...,9.9998]';
const listLatex = (run: number) => `(X,5\\sin(X)+${run / 10})`;

function tableColumns(run: number) {
  const xs = new Array<string>(POINT_COUNT);
  const ys = new Array<string>(POINT_COUNT);
  for (let index = 0; index < POINT_COUNT; index++) {
    const x = -10 + index * 0.0002;
    xs[index] = String(Math.round(x * 1e4) / 1e4);
    ys[index] = String(Math.round((Math.sin(x) * 5 + run / 10) * 1e4) / 1e4);
  }
  const column = (latex: string, values: string[]) => ({
    latex,
    values,
    hidden: false,
    points: true,
    lines: false,
  });
  return [column('x_1', xs), column('y_1', ys)];
}

/** Times `run` (after one warm-up run) and checks each produced 100,000 points. */
async function timeRuns(runs: number, run: (index: number) => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index <= runs; index++) {
    const started = performance.now();
    const drawn = await run(index);
    const elapsed = performance.now() - started;
    if (drawn !== POINT_COUNT) throw new Error(`drew ${drawn} points, not ${POINT_COUNT}`);
    if (index > 0) samples.push(elapsed);
  }
  return samples;
}

function row(subject: string, what: string, samples: number[]): BenchRow {
  return {
    workload: `${POINT_COUNT.toLocaleString('en')} points, each y changed`,
    subject,
    what,
    supported: true,
    timing: summarize(samples),
    figures: { points: POINT_COUNT },
  };
}

async function workerRows(runs: number): Promise<BenchRow[]> {
  const service: EngineApi = await createOurEngineService();
  let generation = 0;
  const update = async (calculatorId: number, request: object) => {
    const result = await service.update({
      calculatorId,
      generation: ++generation,
      expressions: [],
      degreeMode: false,
      viewport: VIEW,
      ...request,
    });
    return result.points?.[0]?.x.length ?? 0;
  };
  const table = await timeRuns(runs, (index) =>
    update(1, { tables: [{ id: 't', columns: tableColumns(index) }] }),
  );
  const list = await timeRuns(runs, (index) =>
    update(2, {
      expressions: [
        { id: 'X', latex: LIST_DEFINITION, hidden: false },
        { id: 'p', latex: listLatex(index), hidden: false },
      ],
    }),
  );
  return [
    row(
      'ours: worker update, a table of 100,000 rows',
      'cells read as numbers, points built (in page, no postMessage)',
      table,
    ),
    row(
      'ours: worker update, a point list expression',
      'the list lowered by the expression language, points built (in page, no postMessage)',
      list,
    ),
  ];
}

export async function runPointsWorkload(ourScriptUrl: string, runs: number): Promise<BenchRow[]> {
  const rows = await workerRows(runs);
  await ensureOurLib(ourScriptUrl);
  const lib = ourLib();
  if (!lib) throw new Error('our script is not loaded');
  const stage = createStage();
  const calculator = lib.GraphingCalculator(stage);
  try {
    calculator.setExpression({ id: 'X', latex: LIST_DEFINITION });
    await whenIdle(calculator);
    const samples = await timeRuns(runs, async (index) => {
      calculator.setExpression({ id: 'p', latex: listLatex(index) });
      await whenIdle(calculator);
      return calculator.expressionAnalysis.p?.isError === false ? POINT_COUNT : 0;
    });
    rows.push(
      row(
        'ours: calculator.setExpression of the point list, to the frame',
        'worker analysis and points, transferred, uploaded, WebGL frame drawn',
        samples,
      ),
    );
  } finally {
    calculator.destroy();
    removeStage(stage);
  }
  return rows;
}
