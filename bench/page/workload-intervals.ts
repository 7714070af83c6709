/**
 * Interval evaluation of x^2 + sin(3x)·e^{-x} over many adjacent boxes covering [−10, 10]: our interval VM
 * (sound: outward rounding, flags) beside the interval library function-plot evaluates with
 * (interval-arithmetic-eval, one call per box, as its interval sampler does). Fidelity: how many boxes fail
 * to contain the float64 values at their ends and middle (a sound evaluator has none), and the mean width
 * of the results relative to the true range (tightness, 1 = exact).
 */
import { compareSubjects, type Subject } from './compare';
import { compileExplicit, loadOurEngine } from './our-engine';
import { functionPlotGlobal } from './peers/function-plot';
import type { BenchRow } from './result-types';
import { VIEW } from './view';
import { EVALUATION } from './workloads';

export interface IntervalOptions {
  readonly boxes: number;
  readonly rounds?: number;
}

interface Bounds {
  readonly lo: Float64Array;
  readonly hi: Float64Array;
}

function containmentFigures(result: Bounds, boxLo: Float64Array, boxHi: Float64Array) {
  let violations = 0;
  let widthRatioSum = 0;
  let widthRatioCount = 0;
  for (let index = 0; index < boxLo.length; index++) {
    const samples = [boxLo[index], (boxLo[index] + boxHi[index]) / 2, boxHi[index]].map(
      EVALUATION.javascript,
    );
    const lo = result.lo[index];
    const hi = result.hi[index];
    if (samples.some((value) => !(value >= lo && value <= hi))) violations++;
    const sampledWidth = Math.max(...samples) - Math.min(...samples);
    if (sampledWidth > 0 && Number.isFinite(hi - lo)) {
      widthRatioSum += (hi - lo) / sampledWidth;
      widthRatioCount++;
    }
  }
  return {
    boxes: boxLo.length,
    notContained: violations,
    meanWidthRatio: Number((widthRatioSum / Math.max(1, widthRatioCount)).toPrecision(3)),
  };
}

export async function runIntervalWorkload(options: IntervalOptions): Promise<BenchRow[]> {
  const count = options.boxes;
  const boxLo = Float64Array.from({ length: count }, (_, index) => -10 + (20 * index) / count);
  const boxHi = Float64Array.from({ length: count }, (_, index) => -10 + (20 * (index + 1)) / count);
  const subject = (
    name: string,
    what: string,
    prepare: () => (() => Bounds) | string | Promise<(() => Bounds) | string>,
    role: { isOurs?: boolean } = {},
  ): Subject => ({
    name,
    what,
    ...role,
    async start() {
      const evaluate = await prepare();
      if (typeof evaluate === 'string') return evaluate;
      let last: Bounds = { lo: new Float64Array(0), hi: new Float64Array(0) };
      return {
        run: () => (last = evaluate()),
        figures: () => containmentFigures(last, boxLo, boxHi),
      };
    },
  });

  return compareSubjects({
    workload: `${EVALUATION.title} over ${count.toLocaleString('en')} boxes (interval arithmetic)`,
    view: VIEW,
    measure: { warmupCalls: 2, minRounds: 3, maxRounds: options.rounds ?? 7, budgetMs: 6000, minSampleMs: 0 },
    subjects: [
      subject(
        'ours: engine.evaluateIntervals (interval VM)',
        'LaTeX compiled once; one call over all boxes, sound outward rounding and flags',
        async () => {
          const engine = await loadOurEngine();
          const compiled = compileExplicit(EVALUATION.ours);
          if (!compiled.supported) return `not yet implemented (${compiled.reason})`;
          return () => engine.evaluateIntervals(compiled.program, { x: { lo: boxLo, hi: boxHi } });
        },
        { isOurs: true },
      ),
      subject(
        'function-plot: interval evaluator',
        'functionPlot.$eval.interval per box (interval-arithmetic-eval), as its interval sampler calls it',
        () => {
          const datum = { fn: EVALUATION.functionPlot };
          const evaluate = functionPlotGlobal().$eval.interval;
          return () => {
            const lo = new Float64Array(count);
            const hi = new Float64Array(count);
            for (let index = 0; index < count; index++) {
              const y = evaluate(datum, 'fn', { x: { lo: boxLo[index], hi: boxHi[index] } });
              lo[index] = y.lo;
              hi[index] = y.hi;
            }
            return { lo, hi };
          };
        },
      ),
    ],
  });
}
