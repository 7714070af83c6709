/**
 * Our engine for the graph kinds it reaches only through the worker protocol: the worker's own engine
 * service (worker/engine-service.ts), run in-process in the bench page. Whether we support a workload is
 * read from the analysis it returns, so a row lights up by itself once the engine learns the kind.
 */
import type { Subject } from './compare';
import { emptyGeometry, type DrawnGeometry } from './fidelity/drawn-geometry';
import { createOurEngineService, poolThreadsLoaded } from './our-engine';
import { geometryOfCurve } from './our-geometry';
import type { View } from './view';
import type { UpdateResult } from '../../worker/protocol';

const EXPRESSION_ID = 'bench';
let nextCalculatorId = 1_000_000;

/** `poolThreads`: the service's pool for implicit curves (our-engine.ts; by default the product's). */
export function ourServiceSubject(latex: string, view: View, poolThreads?: number): Subject {
  return {
    name: 'ours: engine service update',
    what: 'the worker\u2019s update (analysis cached, sampling redone: the view alternates by 1e-6 px past its geometry cache; its setTimeout yield per curve), in-page without postMessage',
    isOurs: true,
    async start() {
      const service = await createOurEngineService(poolThreads);
      const calculatorId = nextCalculatorId++;
      let generation = 0;
      // The service caches geometry per exact viewport: every other call shifts the view by 2^-30 of its
      // width (a millionth of a pixel, the same picture for the fidelity figures), so every timed call
      // samples anew instead of returning the cached copy.
      const shift = (view.xmax - view.xmin) * 2 ** -30;
      const shiftedView = { ...view, xmin: view.xmin + shift, xmax: view.xmax + shift };
      const update = () =>
        service.update({
          calculatorId,
          generation: ++generation,
          expressions: [{ id: EXPRESSION_ID, latex, hidden: false }],
          degreeMode: false,
          viewport: generation % 2 === 0 ? shiftedView : view,
        });
      const first = await update();
      // A costly implicit curve starts the service's pool threads when it is sampled again (the first time
      // measures its cost; worker/implicit-pool.ts), sampling it alone meanwhile: timed calls start once
      // they are ready, as warm-up calls would have them. Two calls, so that the timed calls' views alternate
      // as they did before the pool (the fidelity figures are read on the last call's view).
      await update();
      await update();
      await poolThreadsLoaded();
      const analysis = first.analysis[EXPRESSION_ID];
      if (!analysis || analysis.isError) {
        const detail = analysis ? `${analysis.errorCode}: ${analysis.errorMessage}` : 'no analysis';
        return `not yet implemented (our analysis: ${detail})`;
      }
      if (!analysis.isGraphable) return 'not yet implemented (our analysis: valid, but not graphable yet)';
      let last: UpdateResult = first;
      const geometry = (result: UpdateResult): DrawnGeometry => {
        const parts = result.curves
          .filter((curve) => curve.id === EXPRESSION_ID)
          .map((curve) => geometryOfCurve(curve, view));
        return parts.length === 0
          ? emptyGeometry()
          : { runs: parts.flatMap((part) => part.runs), boxes: new Float64Array(0) };
      };
      return {
        run: async () => {
          last = await update();
        },
        geometry: () => [geometry(last)],
        figures: () => ({ curves: last.curves.length }),
        teardown: () => void service.release(calculatorId),
      };
    },
  };
}
