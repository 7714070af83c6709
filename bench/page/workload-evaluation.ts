/**
 * Raw evaluation of x^2 + sin(3x)·e^{-x} at many points: our VM beside the same formula written by hand in
 * AssemblyScript and in JavaScript (the limits) and beside the evaluators the peers compile to (math.js
 * `compile().evaluate`, function-plot's builtIn evaluator, JSXGraph's JessieCode function). Every
 * subject writes its results into a Float64Array; fidelity is the largest deviation from float64 JS.
 */
import { compareSubjects, type Subject } from './compare';
import { compileExplicit, loadOurEngine } from './our-engine';
import { functionPlotGlobal } from './peers/function-plot';
import { createJsxBoard, freeJsxBoard } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { createStage, removeStage } from './stage';
import { VIEW } from './view';
import { EVALUATION } from './workloads';

export interface EvaluationOptions {
  readonly points: number;
  readonly rounds?: number;
}

/** max |value − exact| / max(1, |exact|) over all points; NaN where exactly one side is NaN counts as 1. */
export function largestDeviation(values: Float64Array, exact: Float64Array): number {
  let worst = 0;
  for (let index = 0; index < exact.length; index++) {
    const a = values[index];
    const b = exact[index];
    if (Number.isNaN(a) && Number.isNaN(b)) continue;
    const deviation = Number.isNaN(a) !== Number.isNaN(b) ? 1 : Math.abs(a - b) / Math.max(1, Math.abs(b));
    worst = Math.max(worst, deviation);
  }
  return worst;
}

export function pointwise(evaluate: (x: number) => number, inputs: Float64Array): Float64Array {
  const output = new Float64Array(inputs.length);
  for (let index = 0; index < inputs.length; index++) output[index] = evaluate(inputs[index]);
  return output;
}

export async function runEvaluationWorkload(options: EvaluationOptions): Promise<BenchRow[]> {
  const inputs = Float64Array.from(
    { length: options.points },
    (_, index) => -10 + (20 * index) / options.points,
  );
  const exact = pointwise(EVALUATION.javascript, inputs);
  const subject = (
    name: string,
    what: string,
    prepare: () => (() => Float64Array) | string | Promise<(() => Float64Array) | string>,
    role: { isOurs?: boolean; isLimit?: boolean } = {},
  ): Subject => ({
    name,
    what,
    ...role,
    async start() {
      const evaluate = await prepare();
      if (typeof evaluate === 'string') return evaluate;
      let last: Float64Array = new Float64Array(0);
      return {
        run: () => (last = evaluate()),
        figures: () => ({ maxRelativeDeviation: largestDeviation(last, exact), points: inputs.length }),
      };
    },
  });

  let stage: HTMLElement | undefined;
  let board: ReturnType<typeof createJsxBoard> | undefined;
  try {
    return await compareSubjects({
      workload: `${EVALUATION.title} at ${options.points.toLocaleString('en')} points`,
      view: VIEW,
      measure: {
        warmupCalls: 2,
        minRounds: 3,
        maxRounds: options.rounds ?? 9,
        budgetMs: 6000,
        minSampleMs: 0,
      },
      subjects: [
        subject(
          'ours: engine.evaluate (bytecode VM)',
          'LaTeX compiled once; one call over all points, copies in and out of WASM included',
          async () => {
            const engine = await loadOurEngine();
            const compiled = compileExplicit(EVALUATION.ours);
            if (!compiled.supported) return `not yet implemented (${compiled.reason})`;
            return () => engine.evaluate(compiled.program, { x: inputs });
          },
          { isOurs: true },
        ),
        subject(
          'limit: hand-written AssemblyScript',
          'the formula written by hand in AssemblyScript, same copies',
          async () => {
            const engine = await loadOurEngine();
            return () => engine.evaluateReferenceFormula(inputs);
          },
          { isLimit: true },
        ),
        subject(
          'limit: hand-written JavaScript',
          'the formula as a JS arrow function',
          () => () => pointwise(EVALUATION.javascript, inputs),
        ),
        subject('math.js: compile().evaluate', 'one evaluate(scope) per point, scope object reused', () => {
          const code = (window as any).math.compile(EVALUATION.mathjs);
          const scope = { x: 0 };
          return () =>
            pointwise((x) => {
              scope.x = x;
              return code.evaluate(scope) as number;
            }, inputs);
        }),
        subject(
          'function-plot: builtIn evaluator',
          'functionPlot.$eval.builtIn per point, as its sampler calls it',
          () => {
            const datum = { fn: EVALUATION.functionPlot };
            const evaluate = functionPlotGlobal().$eval.builtIn;
            return () => pointwise((x) => evaluate(datum, 'fn', { x }), inputs);
          },
        ),
        subject('JSXGraph: JessieCode function', 'curve.Y(x) of a functiongraph, per point', () => {
          stage = createStage();
          board = createJsxBoard(stage, VIEW);
          const curve = board.create('functiongraph', [EVALUATION.jsxgraph]);
          return () => pointwise((x) => curve.Y(x), inputs);
        }),
      ],
    });
  } finally {
    if (board) freeJsxBoard(board);
    if (stage) removeStage(stage);
  }
}
