/**
 * Calculus: (1) a symbolic derivative's program beside the same derivative written out by hand, both in
 * our VM, and beside math.js's `derivative()` compiled; (2) the integral curve y = ∫₀ˣ sin(t²) dt sampled
 * across the view by our engine and by JSXGraph's documented numeric integration per x.
 */
import { compareSubjects, type Subject } from './compare';
import { sampleExplicitReference } from './fidelity/reference-explicit';
import { compileExplicit, loadOurEngine } from './our-engine';
import { geometryOfCurve } from './our-geometry';
import { createJsxBoard, freeJsxBoard, jxgGlobal, readJsxGeometry, type JsxCurve } from './peers/jsxgraph';
import type { BenchRow } from './result-types';
import { createStage, removeStage } from './stage';
import { VIEW } from './view';
import { largestDeviation, pointwise } from './workload-evaluation';
import { DERIVATIVE, INTEGRAL_CURVE } from './workloads';

export interface DerivativeOptions {
  readonly points: number;
  readonly rounds?: number;
}

export async function runDerivativeWorkload(options: DerivativeOptions): Promise<BenchRow[]> {
  const inputs = Float64Array.from(
    { length: options.points },
    (_, index) => -10 + (20 * index) / options.points,
  );
  const exact = pointwise(DERIVATIVE.javascript, inputs);
  const subject = (
    name: string,
    what: string,
    prepare: () =>
      | { evaluate: () => Float64Array; figures?: Record<string, number> }
      | string
      | Promise<{ evaluate: () => Float64Array; figures?: Record<string, number> } | string>,
    isOurs = false,
  ): Subject => ({
    name,
    what,
    isOurs,
    async start() {
      const prepared = await prepare();
      if (typeof prepared === 'string') return prepared;
      let last: Float64Array = new Float64Array(0);
      return {
        run: () => (last = prepared.evaluate()),
        figures: () => ({
          maxRelativeDeviation: largestDeviation(last, exact),
          points: inputs.length,
          ...prepared.figures,
        }),
      };
    },
  });
  const ourProgram = async (latex: string) => {
    const engine = await loadOurEngine();
    const compiled = compileExplicit(latex);
    if (!compiled.supported) return `not yet implemented (${compiled.reason})`;
    const program = compiled.program;
    return {
      evaluate: () => engine.evaluate(program, { x: inputs }),
      figures: { programWords: program.code.length },
    };
  };

  return compareSubjects({
    workload: `${DERIVATIVE.title} at ${options.points.toLocaleString('en')} points`,
    view: VIEW,
    measure: { warmupCalls: 2, minRounds: 3, maxRounds: options.rounds ?? 9, budgetMs: 6000, minSampleMs: 0 },
    subjects: [
      subject(
        'ours: derivative program (engine.evaluate)',
        'the d/dx LaTeX compiled once (symbolic derivative to bytecode); one call over all points',
        () => ourProgram(DERIVATIVE.ours),
        true,
      ),
      subject(
        'ours: hand-derived formula (engine.evaluate)',
        'the textbook derivative written out in LaTeX, compiled once; same call',
        () => ourProgram(DERIVATIVE.oursByHand),
      ),
      subject(
        'math.js: derivative().compile().evaluate',
        'math.derivative(expr, "x") and compile() once; evaluate(scope) per point, scope reused',
        () => {
          const code = (window as any).math.derivative(DERIVATIVE.mathjs, 'x').compile();
          const scope = { x: 0 };
          return {
            evaluate: () =>
              pointwise((x) => {
                scope.x = x;
                return code.evaluate(scope) as number;
              }, inputs),
          };
        },
      ),
    ],
  });
}

/**
 * The largest |y − truth(x)| over the vertices (x, y) whose x lies in the view; pairs of math coordinates.
 * NaN y where the truth is finite counts as Infinity.
 */
function largestErrorY(pairs: ArrayLike<number>, truth: (x: number) => number): number {
  let worst = 0;
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const x = pairs[index];
    if (!(x >= VIEW.xmin && x <= VIEW.xmax)) continue;
    const error = Math.abs(pairs[index + 1] - truth(x));
    worst = Math.max(worst, Number.isNaN(error) ? Infinity : error);
  }
  return worst;
}

export interface IntegralCurveOptions {
  readonly rounds?: number;
}

export async function runIntegralCurveWorkload(options: IntegralCurveOptions = {}): Promise<BenchRow[]> {
  const truth = INTEGRAL_CURVE.truth;
  const ours: Subject = {
    name: 'ours: engine.sampleExplicit',
    what: 'adaptive sampling with the integral evaluated in WASM, polyline and its segments (no DOM)',
    isOurs: true,
    async start() {
      const engine = await loadOurEngine();
      const compiled = compileExplicit(INTEGRAL_CURVE.ours);
      if (!compiled.supported) return `not yet implemented (${compiled.reason})`;
      const program = compiled.program;
      let evaluations = 0;
      const sample = () => {
        const curve = engine.sampleExplicit(program, VIEW);
        evaluations = engine.lastSampleEvaluationCount();
        return curve;
      };
      return {
        run: sample,
        geometry: () => [geometryOfCurve(sample(), VIEW)],
        figures: () => {
          const curve = sample();
          // Our vertices are float32 offsets from a float64 origin (what the renderer draws), so as drawn
          // they cannot be closer than float32 rounding; the float64 values the VM computes are checked at
          // the very same x (float32 values, exact in float64).
          const drawn = Float64Array.from(curve.polyline, (value, index) =>
            index % 2 === 0 ? curve.originX + value : curve.originY + value,
          );
          const xs = Float64Array.from({ length: drawn.length / 2 }, (_, index) => drawn[index * 2]).filter(
            (x) => Number.isFinite(x),
          );
          const ys = engine.evaluate(program, { x: xs });
          const values = new Float64Array(xs.length * 2);
          xs.forEach((x, index) => {
            values[index * 2] = x;
            values[index * 2 + 1] = ys[index];
          });
          return {
            evaluations,
            maxErrorY: largestErrorY(values, truth),
            maxErrorYFloat32: largestErrorY(drawn, truth),
          };
        },
      };
    },
  };
  const functionPlot: Subject = {
    name: 'function-plot',
    what: 'nothing: it cannot express an integral',
    start: () => 'not supported (no integrals in its expression language, no numeric integration in its API)',
  };
  const jsxgraph: Subject = {
    name: 'JSXGraph: functiongraph of JXG.Math.Numerics.I',
    what: 'curve.updateCurve() of x => I([0, x], t => sin(t²)) (adaptive Gauss–Kronrod 15, its default tolerance 1e-7): sampling only',
    start() {
      const stage = createStage();
      const board = createJsxBoard(stage, VIEW);
      const numerics = (jxgGlobal() as any).Math.Numerics as {
        I(interval: [number, number], f: (t: number) => number): number;
      };
      const curve: JsxCurve = board.create('functiongraph', [
        (x: number) => numerics.I([0, x], INTEGRAL_CURVE.integrand),
      ]);
      // Suspended, updateCurve samples without rendering, as in the explicit section.
      board.suspendUpdate();
      return {
        run: () => curve.updateCurve(),
        geometry: () => {
          curve.updateCurve();
          return [readJsxGeometry(curve, VIEW)];
        },
        figures: () => {
          curve.updateCurve();
          const pairs = new Float64Array(curve.numberPoints * 2);
          for (let index = 0; index < curve.numberPoints; index++) {
            const [, x, y] = curve.points[index].usrCoords;
            pairs[index * 2] = x;
            pairs[index * 2 + 1] = y;
          }
          // Its vertices are its float64 values.
          return { maxErrorY: largestErrorY(pairs, truth) };
        },
        teardown: () => {
          freeJsxBoard(board);
          removeStage(stage);
        },
      };
    },
  };
  return compareSubjects({
    workload: INTEGRAL_CURVE.title,
    view: VIEW,
    subjects: [ours, functionPlot, jsxgraph],
    references: { count: 1, build: () => sampleExplicitReference(truth, VIEW) },
    measure: options.rounds ? { maxRounds: options.rounds, budgetMs: 1000 } : undefined,
  });
}
