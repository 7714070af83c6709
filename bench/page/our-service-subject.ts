/**
 * Our engine for the graph kinds it reaches only through the worker protocol: the worker's own engine
 * service (worker/engine-service.ts), run in-process in the bench page. Whether we support a workload is
 * read from the analysis it returns, so a row lights up by itself once the engine learns the kind.
 */
import type { Subject } from './compare';
import { emptyGeometry, type DrawnGeometry } from './fidelity/drawn-geometry';
import { createOurEngineService } from './our-engine';
import { geometryOfCurve } from './our-geometry';
import type { View } from './view';
import type { UpdateResult } from '../../worker/protocol';

const EXPRESSION_ID = 'bench';
let nextCalculatorId = 1_000_000;

export function ourServiceSubject(latex: string, view: View): Subject {
  return {
    name: 'ours: engine service update',
    what: 'the worker\u2019s update (analysis cached, sampling redone, its setTimeout yield per curve), in-page without postMessage',
    isOurs: true,
    async start() {
      const service = await createOurEngineService();
      const calculatorId = nextCalculatorId++;
      let generation = 0;
      const update = () =>
        service.update({
          calculatorId,
          generation: ++generation,
          expressions: [{ id: EXPRESSION_ID, latex, hidden: false }],
          degreeMode: false,
          viewport: view,
        });
      const first = await update();
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
