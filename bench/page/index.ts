/**
 * The bench page's door: `window.benchPage` holds one function per workload; the Node runner calls them
 * with page.evaluate and receives plain JSON rows.
 */
import {
  createHeapScenario,
  destroyHeapScenario,
  loadHeapLibrary,
  runCreateDestroyCycles,
} from './heap-scenario';
import { loadOurEngine } from './our-engine';
import {
  measureLoadToFirstFrame,
  runManyExpressionsWorkload,
  runSetExpressionWorkload,
} from './workload-end-to-end';
import { runDerivativeWorkload, runIntegralCurveWorkload } from './workload-calculus';
import { runEngineBarsWorkload, runImplicitBarWorkload } from './workload-engine-bars';
import { runEvaluationWorkload } from './workload-evaluation';
import { runIntervalWorkload } from './workload-intervals';
import { runExplicitWorkload, runManyCurvesWorkload } from './workload-explicit';
import { runImplicitWorkload, runInequalityWorkload } from './workload-implicit';
import { runLimitsWorkload } from './workload-limits';
import { runComprehensionWorkload, runListStatisticsWorkload } from './workload-lists';
import { runPanWorkload } from './workload-pan';
import { runPointsWorkload } from './workload-points';
import { measureLoadToFirstScreenshot, runScreenshotWorkload } from './workload-screenshot';
import { runLineFitWorkload, runLogisticFitWorkload, runStrdAccuracyWorkload } from './workload-regression';
import { EXPLICIT_WORKLOADS, IMPLICIT_WORKLOADS, INEQUALITY_WORKLOADS } from './workloads';

const benchPage = {
  loadOurEngine: async () => {
    await loadOurEngine();
  },
  workloadIds: () => ({
    explicit: EXPLICIT_WORKLOADS.map((workload) => workload.id),
    implicit: IMPLICIT_WORKLOADS.map((workload) => workload.id),
    inequality: INEQUALITY_WORKLOADS.map((workload) => workload.id),
  }),
  runEvaluationWorkload,
  runIntervalWorkload,
  runExplicitWorkload,
  runManyCurvesWorkload,
  runImplicitWorkload,
  runInequalityWorkload,
  runLimitsWorkload,
  runDerivativeWorkload,
  runIntegralCurveWorkload,
  measureLoadToFirstFrame,
  runSetExpressionWorkload,
  runManyExpressionsWorkload,
  runPanWorkload,
  runPointsWorkload,
  runLineFitWorkload,
  runLogisticFitWorkload,
  runStrdAccuracyWorkload,
  runComprehensionWorkload,
  runListStatisticsWorkload,
  loadHeapLibrary,
  createHeapScenario,
  destroyHeapScenario,
  runCreateDestroyCycles,
  runScreenshotWorkload,
  measureLoadToFirstScreenshot,
  runEngineBarsWorkload,
  runImplicitBarWorkload,
};

export type BenchPage = typeof benchPage;

(window as unknown as { benchPage: BenchPage }).benchPage = benchPage;
