/**
 * The worker's side of the protocol: analysis and sampling for every calculator of the page.
 *
 * Strategy: an update re-analyzes only expressions whose text or degree mode changed (per-expression
 * cache), then samples the graphable ones one at a time, yielding to the event loop between curves so
 * that a newer generation can arrive; when one has, the stale job stops and says so (`current: false`).
 */
import { analyzeExpression, type ExpressionAnalysisResult } from '../language/index';
import type { Engine } from '../engine-wasm/index';
import type {
  CurveGeometry,
  EngineApi,
  ExpressionAnalysis,
  ExpressionInput,
  SamplingViewport,
  UpdateRequest,
  UpdateResult,
} from './protocol';

interface CachedExpression {
  readonly latex: string;
  readonly degreeMode: boolean;
  readonly result: ExpressionAnalysisResult;
}

interface CalculatorCache {
  newestGeneration: number;
  readonly expressions: Map<string, CachedExpression>;
}

/** Lets queued messages (a newer generation) be delivered before the next slice of work. */
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function toPublicAnalysis(result: ExpressionAnalysisResult, evaluation?: number): ExpressionAnalysis {
  if (result.error) {
    return {
      isGraphable: false,
      isError: true,
      errorMessage: result.error.message,
      errorCode: result.error.code,
    };
  }
  const analysis: ExpressionAnalysis = { isGraphable: result.effect.kind === 'explicit', isError: false };
  if (evaluation !== undefined) {
    analysis.evaluationDisplayed = true;
    analysis.evaluation = { type: 'Number', value: evaluation };
  }
  return analysis;
}

export function createEngineService(loadEngine: () => Promise<Engine>): EngineApi {
  const calculators = new Map<number, CalculatorCache>();
  let enginePromise: Promise<Engine> | undefined;
  const engine = () => (enginePromise ??= loadEngine());

  function cacheFor(calculatorId: number): CalculatorCache {
    let cache = calculators.get(calculatorId);
    if (!cache) {
      cache = { newestGeneration: -1, expressions: new Map() };
      calculators.set(calculatorId, cache);
    }
    return cache;
  }

  function analyze(
    cache: CalculatorCache,
    input: ExpressionInput,
    degreeMode: boolean,
  ): ExpressionAnalysisResult {
    const cached = cache.expressions.get(input.id);
    if (cached && cached.latex === input.latex && cached.degreeMode === degreeMode) return cached.result;
    const result = analyzeExpression(input.latex, { degreeMode });
    cache.expressions.set(input.id, { latex: input.latex, degreeMode, result });
    return result;
  }

  function sample(
    wasm: Engine,
    id: string,
    result: ExpressionAnalysisResult,
    viewport: SamplingViewport,
  ): CurveGeometry | undefined {
    if (result.error || result.effect.kind !== 'explicit') return undefined;
    const sampled = wasm.sampleExplicit(result.effect.program, viewport);
    return { id, ...sampled };
  }

  return {
    async update(request: UpdateRequest): Promise<UpdateResult> {
      const cache = cacheFor(request.calculatorId);
      cache.newestGeneration = Math.max(cache.newestGeneration, request.generation);
      const wasm = await engine();
      const isStale = () => cache.newestGeneration > request.generation;
      const stale = (): UpdateResult => ({
        calculatorId: request.calculatorId,
        generation: request.generation,
        current: false,
        analysis: {},
        curves: [],
        sampledViewport: request.viewport,
      });

      const liveIds = new Set(request.expressions.map((expression) => expression.id));
      for (const id of cache.expressions.keys()) if (!liveIds.has(id)) cache.expressions.delete(id);

      const analysis: Record<string, ExpressionAnalysis> = {};
      const curves: CurveGeometry[] = [];
      for (const input of request.expressions) {
        const result = analyze(cache, input, request.degreeMode);
        let evaluation: number | undefined;
        if (!result.error && result.effect.kind === 'evaluation') {
          evaluation = wasm.evaluate(result.effect.program, { x: new Float64Array(1) })[0];
        }
        analysis[input.id] = toPublicAnalysis(result, evaluation);
        if (input.hidden) continue;
        const curve = sample(wasm, input.id, result, request.viewport);
        if (curve) {
          curves.push(curve);
          await yieldToMessages();
          if (isStale()) return stale();
        }
      }
      return {
        calculatorId: request.calculatorId,
        generation: request.generation,
        current: true,
        analysis,
        curves,
        sampledViewport: request.viewport,
      };
    },

    async release(calculatorId: number): Promise<void> {
      calculators.delete(calculatorId);
    },
  };
}
