/**
 * The worker's side of the protocol: analysis and sampling for every calculator of the page.
 *
 * Strategy: each update analyzes the whole expression list at once (`analyzeExpressionList`), because a
 * definition anywhere changes what every entry using it means; the analysis is reused while the list's
 * texts and the degree mode stay the same (a pan re-samples but does not re-analyze), and parses are
 * cached per text inside the language. Graphable entries are then sampled one at a time, yielding to the
 * event loop between entries so that a newer generation can arrive; when one has, the stale job stops
 * and says so (`current: false`).
 */
import { analyzeExpressionList, type ListEffect, type ListEntryAnalysis } from '../language/index';
import type { Engine } from '../engine-wasm/index';
import { sampleEffect } from './curve-sampling';
import { sampleRegion } from './region-sampling';
import type {
  CurveGeometry,
  EngineApi,
  ExpressionAnalysis,
  FillGeometry,
  ExpressionInput,
  PointsGeometry,
  UpdateRequest,
  UpdateResult,
} from './protocol';
import { toPublicAnalysis } from './public-analysis';

interface CachedAnalysis {
  readonly key: string;
  readonly entries: Map<string, ListEntryAnalysis>;
}

interface CalculatorCache {
  newestGeneration: number;
  analysis?: CachedAnalysis;
}

/** Lets queued messages (a newer generation) be delivered before the next slice of work. */
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function analysisKey(expressions: readonly ExpressionInput[], degreeMode: boolean): string {
  return JSON.stringify([degreeMode, expressions.map((expression) => [expression.id, expression.latex])]);
}

function pointsOf(id: string, entry: ListEntryAnalysis): PointsGeometry | undefined {
  if (entry.effect.kind !== 'points') return undefined;
  const { points } = entry.effect;
  // Offsets from the first defined point keep float32 precise however far from the origin the points are.
  const first = points.find((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  const originX = first?.x ?? 0;
  const originY = first?.y ?? 0;
  const positions = new Float32Array(points.length * 2);
  points.forEach((point, index) => {
    positions[index * 2] = point.x - originX;
    positions[index * 2 + 1] = point.y - originY;
  });
  return {
    id,
    x: Float64Array.from(points, (point) => point.x),
    y: Float64Array.from(points, (point) => point.y),
    originX,
    originY,
    positions,
  };
}

/** The entry's own parameter range, when the API sent a valid one, replaces the default. */
function withDomain(effect: ListEffect, input: ExpressionInput): ListEffect {
  const domain = input.parameterDomain;
  if (!domain || !(domain.min < domain.max) || !Number.isFinite(domain.max - domain.min)) return effect;
  if (effect.kind !== 'parametric' && effect.kind !== 'polar') return effect;
  return { ...effect, domain: { min: domain.min, max: domain.max } };
}

export function createEngineService(loadEngine: () => Promise<Engine>): EngineApi {
  const calculators = new Map<number, CalculatorCache>();
  let enginePromise: Promise<Engine> | undefined;
  const engine = () => (enginePromise ??= loadEngine());

  function cacheFor(calculatorId: number): CalculatorCache {
    let cache = calculators.get(calculatorId);
    if (!cache) {
      cache = { newestGeneration: -1 };
      calculators.set(calculatorId, cache);
    }
    return cache;
  }

  function analyze(cache: CalculatorCache, request: UpdateRequest): Map<string, ListEntryAnalysis> {
    const key = analysisKey(request.expressions, request.degreeMode);
    if (cache.analysis?.key === key) return cache.analysis.entries;
    const entries = analyzeExpressionList(request.expressions, { degreeMode: request.degreeMode });
    cache.analysis = { key, entries };
    return entries;
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
        points: [],
        fills: [],
        sampledViewport: request.viewport,
      });

      const entries = analyze(cache, request);
      const analysis: Record<string, ExpressionAnalysis> = {};
      const curves: CurveGeometry[] = [];
      const points: PointsGeometry[] = [];
      const fills: FillGeometry[] = [];
      for (const input of request.expressions) {
        const entry = entries.get(input.id);
        if (!entry || Object.hasOwn(analysis, input.id)) continue;
        analysis[input.id] = toPublicAnalysis(entry);
        if (input.hidden) continue;
        const pointSet = pointsOf(input.id, entry);
        if (pointSet) points.push(pointSet);
        if (entry.effect.kind === 'inequality') {
          fills.push(sampleRegion(wasm, input.id, entry.effect.conditions, request.viewport));
        }
        const sampled = sampleEffect(wasm, input.id, withDomain(entry.effect, input), request.viewport);
        if (sampled.length > 0) {
          curves.push(...sampled);
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
        points,
        fills,
        sampledViewport: request.viewport,
      };
    },

    async release(calculatorId: number): Promise<void> {
      calculators.delete(calculatorId);
    },
  };
}
