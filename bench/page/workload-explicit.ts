/**
 * Explicit sampling: each function of the issue, and 100 curves re-sampled for a new viewport, by our
 * engine (straight into WASM, no DOM) and by the peers through their public APIs, with fidelity.
 */
import type { EngineProgram } from '../../engine-wasm/index';
import { compareSubjects, type Subject } from './compare';
import { sampleExplicitReference } from './fidelity/reference-explicit';
import { compileExplicit, loadOurEngine } from './our-engine';
import { geometryOfCurve } from './our-geometry';
import {
  createFunctionPlot,
  readFunctionPlotGeometry,
  setFunctionPlotView,
  type FunctionPlotDatum,
} from './peers/function-plot';
import { createJsxBoard, freeJsxBoard, readJsxGeometry, type JsxCurve } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { createStage, removeStage } from './stage';
import { PANNED_VIEW, VIEW, type View } from './view';
import { EXPLICIT_WORKLOADS, MANY_CURVES } from './workloads';

export interface ExplicitOptions {
  /** The hand-written formula's speed in this run, points per ms: our rows say how long the same number of evaluations takes at it. */
  readonly limitPointsPerMs?: number;
}

/** The view of each next call: the bench view always, or the panned view and the bench view in turn. */
function alternatingViews(alternate: boolean): () => View {
  let panned = false;
  return () => {
    if (!alternate) return VIEW;
    panned = !panned;
    return panned ? PANNED_VIEW : VIEW;
  };
}

export function ourSubject(
  latexes: readonly string[],
  alternateViews: boolean,
  options: ExplicitOptions,
): Subject {
  return {
    name: 'ours: engine.sampleExplicit',
    what: 'adaptive sampling, polyline and its segments, in WASM (no DOM)',
    isOurs: true,
    async start() {
      const engine = await loadOurEngine();
      const programs: EngineProgram[] = [];
      for (const latex of latexes) {
        const compiled = compileExplicit(latex);
        if (!compiled.supported) return `not yet implemented (${compiled.reason})`;
        programs.push(compiled.program);
      }
      const nextView = alternatingViews(alternateViews);
      let evaluations = 0;
      const sampleAll = (view: View) => {
        evaluations = 0;
        const curves = programs.map((program) => {
          const curve = engine.sampleExplicit(program, view);
          evaluations += engine.lastSampleEvaluationCount();
          return curve;
        });
        return curves;
      };
      return {
        run: () => sampleAll(nextView()),
        geometry: () => sampleAll(VIEW).map((curve) => geometryOfCurve(curve, VIEW)),
        figures: () => {
          const figures: Record<string, number> = { evaluations };
          if (options.limitPointsPerMs) figures.evaluationsAtLimitMs = evaluations / options.limitPointsPerMs;
          return figures;
        },
      };
    },
  };
}

function functionPlotSubject(
  terms: readonly string[],
  sampler: 'builtIn' | 'interval',
  alternateViews: boolean,
): Subject {
  const datum = (fn: string): FunctionPlotDatum =>
    sampler === 'builtIn' ? { fn, sampler: 'builtIn', graphType: 'polyline' } : { fn };
  return {
    name:
      sampler === 'builtIn' ? 'function-plot: builtIn sampler' : 'function-plot: interval sampler (default)',
    what: 'chart.draw(): sampling and the SVG paths (no sampling-only API)',
    start() {
      const stage = createStage();
      const chart = createFunctionPlot(stage, terms.map(datum), VIEW);
      const nextView = alternatingViews(alternateViews);
      return {
        run: () => {
          if (alternateViews) setFunctionPlotView(chart, nextView());
          chart.draw();
        },
        geometry: () => {
          setFunctionPlotView(chart, VIEW);
          chart.draw();
          const paths = [...stage.querySelectorAll<SVGGElement>('g.graph')];
          return paths.map((graph) => readFunctionPlotGeometry(graph));
        },
        teardown: () => removeStage(stage),
      };
    },
  };
}

function jsxgraphSubject(terms: readonly string[], alternateViews: boolean): Subject {
  return {
    name: 'JSXGraph: functiongraph',
    what: 'curve.updateCurve(): sampling only',
    start() {
      const stage = createStage();
      const board = createJsxBoard(stage, VIEW);
      const curves: JsxCurve[] = terms.map((term) => board.create('functiongraph', [term]));
      // Suspended, setBoundingBox only moves the view; updateCurve then samples without rendering.
      board.suspendUpdate();
      const nextView = alternatingViews(alternateViews);
      const setView = (view: View) =>
        board.setBoundingBox([view.xmin, view.ymax, view.xmax, view.ymin], false);
      return {
        run: () => {
          if (alternateViews) setView(nextView());
          for (const curve of curves) curve.updateCurve();
        },
        geometry: () => {
          setView(VIEW);
          return curves.map((curve) => {
            curve.updateCurve();
            return readJsxGeometry(curve, VIEW);
          });
        },
        teardown: () => {
          freeJsxBoard(board);
          removeStage(stage);
        },
      };
    },
  };
}

export async function runExplicitWorkload(id: string, options: ExplicitOptions = {}): Promise<BenchRow[]> {
  const workload = EXPLICIT_WORKLOADS.find((candidate) => candidate.id === id);
  if (!workload) throw new Error(`no explicit workload ${id}`);
  return compareSubjects({
    workload: workload.title,
    view: VIEW,
    subjects: [
      ourSubject([workload.ours], false, options),
      functionPlotSubject([workload.functionPlot], 'builtIn', false),
      functionPlotSubject([workload.functionPlot], 'interval', false),
      jsxgraphSubject([workload.jsxgraph], false),
    ],
    references: { count: 1, build: () => sampleExplicitReference(workload.truth, VIEW) },
  });
}

/** 100 curves y = sin(kx) + k/10, each call re-sampling all of them for the other of two viewports. */
export async function runManyCurvesWorkload(options: ExplicitOptions = {}): Promise<BenchRow[]> {
  return compareSubjects({
    workload: '100 curves y=\\sin(kx)+k/10, new viewport',
    view: VIEW,
    subjects: [
      ourSubject(
        MANY_CURVES.map((curve) => curve.ours),
        true,
        options,
      ),
      functionPlotSubject(
        MANY_CURVES.map((curve) => curve.functionPlot),
        'builtIn',
        true,
      ),
      functionPlotSubject(
        MANY_CURVES.map((curve) => curve.functionPlot),
        'interval',
        true,
      ),
      jsxgraphSubject(
        MANY_CURVES.map((curve) => curve.jsxgraph),
        true,
      ),
    ],
    references: {
      count: MANY_CURVES.length,
      build: (curve) => sampleExplicitReference((x) => Math.sin((curve + 1) * x) + (curve + 1) / 10, VIEW),
      // Every 10th curve, k = 10, 20, …, 100 (the densest included): the references of all 100 (9 M points)
      // and their measurement took over a minute of the bench on this machine.
      checked: Array.from({ length: 10 }, (_, index) => index * 10 + 9),
    },
    // Peers take seconds per call here: the trial call and the calibration call are their warm-up, and
    // the one-second warm-up (one call of theirs) lets ours, ~10 ms a call, reach its optimized code:
    // in Chromium its first 50 calls took 9-10 ms, the later ones 6.7 (a loop of 600 calls alone).
    measure: { warmupCalls: 0, warmupMs: 1000, minRounds: 3, budgetMs: 6000 },
  });
}
