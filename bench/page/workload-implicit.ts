/** Implicit curves and inequalities: our engine (through the worker's service) beside the peers that draw them. */
import { compareSubjects, type Subject } from './compare';
import { sampleExplicitReference } from './fidelity/reference-explicit';
import { sampleImplicitReference } from './fidelity/reference-implicit';
import { ourServiceSubject } from './our-service-subject';
import { createFunctionPlot, readFunctionPlotGeometry } from './peers/function-plot';
import { createJsxBoard, freeJsxBoard, readJsxGeometry } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { createStage, removeStage } from './stage';
import { VIEW } from './view';
import { IMPLICIT_WORKLOADS, INEQUALITY_WORKLOADS } from './workloads';

/**
 * Implicit plots are slow in the peers (seconds for some): the trial call that checks a subject can run
 * the workload and the calibration call are its warm-up; then at least 3 rounds.
 */
const SLOW_MEASURE = { warmupCalls: 0, minRounds: 3, maxRounds: 9, budgetMs: 3000 };

function unsupported(name: string, reason: string): Subject {
  return { name, what: '', start: () => reason };
}

export async function runImplicitWorkload(id: string): Promise<BenchRow[]> {
  const workload = IMPLICIT_WORKLOADS.find((candidate) => candidate.id === id);
  if (!workload) throw new Error(`no implicit workload ${id}`);
  const functionPlotTerm = workload.functionPlot;
  const jsxgraphTerm = workload.jsxgraph;
  const functionPlot: Subject = functionPlotTerm
    ? {
        name: 'function-plot: implicit (interval)',
        what: 'chart.draw(): interval quadtree and the SVG path',
        start() {
          const stage = createStage();
          const chart = createFunctionPlot(stage, [{ fn: functionPlotTerm, fnType: 'implicit' }], VIEW);
          return {
            run: () => chart.draw(),
            geometry: () => [readFunctionPlotGeometry(stage)],
            teardown: () => removeStage(stage),
          };
        },
      }
    : unsupported('function-plot: implicit (interval)', 'not supported');
  const jsxgraph: Subject = jsxgraphTerm
    ? {
        name: 'JSXGraph: implicitcurve',
        what: 'curve.updateCurve(): curve tracing only',
        start() {
          const stage = createStage();
          const board = createJsxBoard(stage, VIEW);
          const curve = board.create('implicitcurve', [jsxgraphTerm]);
          board.suspendUpdate();
          return {
            run: () => curve.updateCurve(),
            geometry: () => [readJsxGeometry(curve, VIEW)],
            teardown: () => {
              freeJsxBoard(board);
              removeStage(stage);
            },
          };
        },
      }
    : unsupported('JSXGraph: implicitcurve', 'not supported');
  return compareSubjects({
    workload: workload.title,
    view: VIEW,
    subjects: [ourServiceSubject(workload.ours, VIEW), functionPlot, jsxgraph],
    references: { count: 1, build: () => sampleImplicitReference(workload.truth, VIEW) },
    measure: SLOW_MEASURE,
  });
}

export async function runInequalityWorkload(id: string): Promise<BenchRow[]> {
  const workload = INEQUALITY_WORKLOADS.find((candidate) => candidate.id === id);
  if (!workload) throw new Error(`no inequality workload ${id}`);
  const jsxgraphSpec = workload.jsxgraph;
  const jsxgraph: Subject = jsxgraphSpec
    ? {
        name: 'JSXGraph: inequality',
        what: 'updateCurve() of the functiongraph and of the shaded region',
        start() {
          const stage = createStage();
          const board = createJsxBoard(stage, VIEW);
          const boundary = board.create('functiongraph', [jsxgraphSpec.functiongraph]);
          const region = board.create('inequality', [boundary], { inverse: jsxgraphSpec.above });
          board.suspendUpdate();
          return {
            run: () => {
              boundary.updateCurve();
              region.updateCurve();
            },
            // The region's outline: the boundary curve plus edges outside the view, which the metrics clip away.
            geometry: () => [readJsxGeometry(region, VIEW)],
            teardown: () => {
              freeJsxBoard(board);
              removeStage(stage);
            },
          };
        },
      }
    : unsupported(
        'JSXGraph: inequality',
        'not supported (its inequality shades one side of a line or functiongraph)',
      );
  const boundary = workload.boundary;
  return compareSubjects({
    workload: workload.title,
    view: VIEW,
    subjects: [
      ourServiceSubject(workload.ours, VIEW),
      unsupported('function-plot', 'not supported (no inequalities; `closed` fills down to y = 0)'),
      jsxgraph,
    ],
    references: {
      count: 1,
      build: () =>
        boundary.kind === 'explicit'
          ? sampleExplicitReference(boundary.f, VIEW)
          : sampleImplicitReference(boundary.F, VIEW),
    },
    measure: SLOW_MEASURE,
  });
}
