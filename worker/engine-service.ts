/**
 * The worker's side of the protocol: analysis and sampling for every calculator of the page.
 *
 * Strategy: each update analyzes the whole expression list at once, tables' columns included
 * (`analyzeExpressionList`), because a definition anywhere changes what every entry using it means; the
 * analysis is reused while the list's texts, tables and degree mode stay the same (a pan re-samples but
 * does not re-analyze), and parses are cached per text inside the language. Geometry is cached per entry
 * and per table column, keyed by what it is drawn from (`geometry-cache.ts`): a slider change re-samples
 * only the entries whose programs it changed, a pan only the curves that depend on the viewport. Entries
 * are sampled one at a time, yielding to the event loop every few milliseconds of fresh work, so that a
 * newer generation can arrive; when one has, the stale job stops and says so (`current: false`).
 */
import { analyzeExpressionList, type ListEffect, type ListEntryAnalysis } from '../language/index';
import type { Engine } from '../engine-wasm/index';
import { curveOrigin, sampleEffect } from './curve-sampling';
import { copyGeometry, GeometryCache, NO_GEOMETRY, viewportKey, type SourceGeometry } from './geometry-cache';
import { buildCurveFill } from './curve-fill';
import { buildPoints, buildPolygonFill, buildPolyline } from './point-geometry';
import { isSingleVariableEquation } from './program-inputs';
import { evaluateDomain, isDomainProblem, type DomainProblem } from './parameter-domain';
import type { ImplicitPool } from './implicit-pool';
import { sampleRegion } from './region-sampling';
import { buildStatisticalPlot, type StatisticalPlotOptions } from './statistical-plot-geometry';
import { findPointsOfInterest } from './points-of-interest';
import {
  columnEntryId,
  planTables,
  resolveColumns,
  tableAnalysis,
  type ResolvedColumn,
  type TablePlan,
} from './table-sources';
import type {
  CurveGeometry,
  EngineApi,
  EngineProgress,
  WireExpressionAnalysis,
  ExpressionInput,
  FillGeometry,
  PointOfInterest,
  PointsGeometry,
  PointsOfInterestRequest,
  SamplingViewport,
  TableInput,
  UpdateRequest,
  UpdateResult,
} from './protocol';
import { toPublicAnalysis } from './public-analysis';

interface CachedAnalysis {
  readonly input: AnalysisInput;
  readonly entries: Map<string, ListEntryAnalysis>;
  readonly tables: readonly TablePlan[];
  /** Each table's columns as read or computed: they depend on the analysis alone, not on the view. */
  readonly resolvedColumns: Map<TablePlan, ResolvedColumn[]>;
}

interface CalculatorCache {
  newestGeneration: number;
  analysis?: CachedAnalysis;
  readonly geometry: GeometryCache;
}

/**
 * Work between two yields: short enough that a newer generation (a pan, a slider step) waits at most about
 * this long to be seen, long enough that 100 curves re-sampled for a pan do not pay 100 yields.
 */
const SLICE_MILLISECONDS = 4;

/**
 * Lets queued messages (a newer generation) be delivered before the next slice of work. A MessageChannel
 * message, not setTimeout(0): browsers clamp nested timeouts to 4 ms (HTML spec, timer nesting level > 5),
 * which 100 yields would turn into 400 ms of waiting.
 */
function yieldToMessages(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** What the analysis depends on: texts, table headers and cells, degree mode, seeds (not styles or flags). */
interface AnalysisInput {
  readonly expressions: readonly ExpressionInput[];
  readonly tables: readonly TableInput[];
  readonly degreeMode: boolean;
  readonly randomSeed?: string;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** Compared in place rather than through a serialized key: a table may hold 100,000 cells. */
function sameAnalysisInput(a: AnalysisInput, b: AnalysisInput): boolean {
  return (
    a.degreeMode === b.degreeMode &&
    a.randomSeed === b.randomSeed &&
    a.expressions.length === b.expressions.length &&
    a.expressions.every(
      (expression, index) =>
        expression.id === b.expressions[index].id &&
        expression.latex === b.expressions[index].latex &&
        expression.randomSeed === b.expressions[index].randomSeed,
    ) &&
    a.tables.length === b.tables.length &&
    a.tables.every((table, index) => {
      const other = b.tables[index];
      return (
        table.id === other.id &&
        table.columns.length === other.columns.length &&
        table.columns.every(
          (column, position) =>
            column.latex === other.columns[position].latex &&
            sameStrings(column.values, other.columns[position].values),
        )
      );
    })
  );
}

/** A regression's log mode and residual name change its fit: compared beside the texts. */
function sameRegressionOptions(a: readonly ExpressionInput[], b: readonly ExpressionInput[]): boolean {
  return a.every(
    (expression, index) =>
      expression.isLogModeRegression === b[index].isLogModeRegression &&
      expression.residualVariable === b[index].residualVariable,
  );
}

/**
 * The entry's own parameter range, when the API sent one, replaces the default; a domain that is no
 * range is the entry's error.
 */
function withDomain(
  effect: ListEffect,
  input: ExpressionInput,
  degreeMode: boolean,
): { effect: ListEffect } | { problem: DomainProblem } {
  if (effect.kind !== 'parametric' && effect.kind !== 'polar') return { effect };
  if (!input.parameterDomainLatex) return { effect };
  const domain = evaluateDomain(input.parameterDomainLatex, degreeMode);
  return isDomainProblem(domain) ? { problem: domain } : { effect: { ...effect, domain } };
}

function domainError(problem: DomainProblem): WireExpressionAnalysis {
  return {
    isGraphable: false,
    isError: true,
    errorMessage: problem.message,
    errorCode: problem.code,
    errorSource: problem.source,
  };
}

/** Effects without geometry: not cached either (an evaluation may be a list of 100,000 numbers). */
const NOTHING_TO_DRAW: ReadonlySet<ListEffect['kind']> = new Set([
  'none',
  'error',
  'evaluation',
  'definition',
]);

/**
 * What an entry's geometry is made from: the viewport for what is sampled over it; parametric and polar
 * curves are sampled over their parameter alone and depend on the view only through their origin.
 */
function sourceOf(effect: ListEffect, input: ExpressionInput, viewport: SamplingViewport): unknown {
  switch (effect.kind) {
    case 'points':
      return { kind: 'points', xs: effect.xs, ys: effect.ys, lines: input.lines === true };
    case 'polygon':
    case 'polygons':
      return effect;
    case 'statistical-plot':
      return {
        effect,
        histogramMode: input.histogramMode ?? 'count',
        showBoxplotOutliers: input.showBoxplotOutliers === true,
      };
    case 'parametric':
      return { effect, origin: curveOrigin(viewport), fill: input.fill === true };
    case 'polar':
      return { effect, origin: curveOrigin(viewport) };
    default:
      return { effect, viewport: viewportKey(viewport) };
  }
}

/** Pixels per coarse pixel of a progressive first picture: a ninth of the cells, within a frame. */
const COARSE_FACTOR = 3;

/** What the implicit sampler draws (a curve it could not solve, or a region): worth a coarse picture first. */
function isCostly(effect: ListEffect): boolean {
  return effect.kind === 'inequality' || (effect.kind === 'implicit' && !effect.solutions);
}

function coarseViewport(viewport: SamplingViewport): SamplingViewport {
  return {
    ...viewport,
    widthPixels: Math.max(1, Math.round(viewport.widthPixels / COARSE_FACTOR)),
    heightPixels: Math.max(1, Math.round(viewport.heightPixels / COARSE_FACTOR)),
  };
}

/** Every drawable part of an entry: curves, points, regions, polygon and filled parametric interiors. */
function drawEffect(
  engine: Engine,
  id: string,
  effect: ListEffect,
  source: unknown,
  request: UpdateRequest,
): SourceGeometry {
  if (effect.kind === 'points') {
    const { xs, ys, lines } = source as { xs: Float64Array; ys: Float64Array; lines: boolean };
    return {
      curves: lines ? [buildPolyline(id, xs, ys)] : [],
      points: [buildPoints(id, xs, ys)],
      fills: [],
    };
  }
  if (effect.kind === 'polygon') {
    const xs = effect.vertices.map((vertex) => vertex.x);
    const ys = effect.vertices.map((vertex) => vertex.y);
    return {
      curves: [buildPolyline(id, xs, ys, { closed: true })],
      points: [],
      fills: [buildPolygonFill(id, effect.vertices)],
    };
  }
  if (effect.kind === 'statistical-plot')
    return buildStatisticalPlot(id, effect, source as StatisticalPlotOptions);
  if (effect.kind === 'polygons') {
    return {
      curves: effect.polygons.map((vertices) =>
        buildPolyline(
          id,
          vertices.map((vertex) => vertex.x),
          vertices.map((vertex) => vertex.y),
          { closed: true },
        ),
      ),
      points: [],
      fills: effect.polygons.map((vertices) => buildPolygonFill(id, vertices)),
    };
  }
  const curves = sampleEffect(engine, id, effect, request.viewport);
  const fills =
    effect.kind === 'inequality'
      ? [sampleRegion(engine, id, effect.conditions, request.viewport)]
      : effect.kind === 'parametric' && (source as { fill: boolean }).fill
        ? curves.map((curve) => buildCurveFill(id, curve.originX, curve.originY, curve.polyline))
        : [];
  return curves.length === 0 && fills.length === 0 ? NO_GEOMETRY : { curves, points: [], fills };
}

/**
 * `reportProgress` is told before each step that may run long (engine.worker.ts posts it to the main
 * thread's watchdog): the analysis of a request, each entry or table sampled afresh, a points-of-interest
 * search. Cached work is not reported: it cannot stick. With `implicitPool`, large implicit curves are
 * sampled in strips on its threads too (implicit-pool.ts).
 */
export function createEngineService(
  loadEngine: () => Promise<Engine>,
  reportProgress: (progress: EngineProgress) => void = () => {},
  implicitPool?: ImplicitPool,
): EngineApi {
  const calculators = new Map<number, CalculatorCache>();
  let enginePromise: Promise<Engine> | undefined;
  const engine = () => (enginePromise ??= loadEngine());

  function cacheFor(calculatorId: number): CalculatorCache {
    let cache = calculators.get(calculatorId);
    if (!cache) {
      cache = { newestGeneration: -1, geometry: new GeometryCache() };
      calculators.set(calculatorId, cache);
    }
    return cache;
  }

  function analyze(cache: CalculatorCache, request: UpdateRequest): CachedAnalysis {
    const input = {
      expressions: request.expressions,
      tables: request.tables ?? [],
      degreeMode: request.degreeMode,
      randomSeed: request.randomSeed,
    };
    if (
      cache.analysis &&
      sameAnalysisInput(cache.analysis.input, input) &&
      sameRegressionOptions(cache.analysis.input.expressions, input.expressions)
    )
      return cache.analysis;
    const planned = planTables(input.tables, input.degreeMode);
    const entries = analyzeExpressionList([...request.expressions, ...planned.inputs], {
      degreeMode: request.degreeMode,
      randomSeed: request.randomSeed,
    });
    cache.analysis = { input, entries, tables: planned.plans, resolvedColumns: new Map() };
    return cache.analysis;
  }

  return {
    async update(request: UpdateRequest): Promise<UpdateResult> {
      const cache = cacheFor(request.calculatorId);
      cache.newestGeneration = Math.max(cache.newestGeneration, request.generation);
      const { calculatorId, generation } = request;
      // Before the engine loads: its first instantiation is part of this step's budget.
      reportProgress({ calculatorId, generation, step: 'analysis' });
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

      const { entries, tables, resolvedColumns } = analyze(cache, request);
      const analysis: Record<string, WireExpressionAnalysis> = {};
      const curves: CurveGeometry[] = [];
      const points: PointsGeometry[] = [];
      const fills: FillGeometry[] = [];
      const drawn = new Set<string>();
      let sliceStarted = performance.now();
      /** After fresh work: yields once the slice is used up; true when a newer generation has arrived. */
      const yieldIfDue = async (): Promise<boolean> => {
        if (performance.now() - sliceStarted >= SLICE_MILLISECONDS) {
          await yieldToMessages();
          sliceStarted = performance.now();
        }
        return isStale();
      };
      let coarse = false;
      /**
       * The cached geometry for `key` (a part of the entry `entryId`), or freshly made (then true: worth a
       * yield). With `makeCoarse` and a coarse-first request, what is not cached is made coarse and not
       * cached.
       */
      const draw = async (
        entryId: string,
        key: string,
        source: unknown,
        make: () => SourceGeometry | Promise<SourceGeometry>,
        makeCoarse?: () => SourceGeometry,
      ): Promise<boolean> => {
        drawn.add(key);
        let geometry = cache.geometry.lookup(key, source);
        const fresh = geometry === undefined;
        if (fresh) reportProgress({ calculatorId, generation, step: 'entry', entryId });
        if (!geometry && makeCoarse && request.coarseFirst) {
          // Not cached: its own buffers may go to the page as they are.
          geometry = makeCoarse();
          coarse = true;
        } else {
          if (!geometry) {
            geometry = await make();
            cache.geometry.store(key, source, geometry);
          }
          geometry = copyGeometry(geometry);
        }
        curves.push(...geometry.curves);
        points.push(...geometry.points);
        fills.push(...geometry.fills);
        return fresh;
      };

      for (const input of request.expressions) {
        const entry = entries.get(input.id);
        if (!entry || Object.hasOwn(analysis, input.id)) continue;
        analysis[input.id] = toPublicAnalysis(entry, input.latex);
        const domained = withDomain(entry.effect, input, request.degreeMode);
        if ('problem' in domained) {
          analysis[input.id] = domainError(domained.problem);
          continue;
        }
        if (input.hidden) continue;
        const effect = domained.effect;
        if (NOTHING_TO_DRAW.has(effect.kind)) continue;
        const singleVariable = effect.kind === 'implicit' && isSingleVariableEquation(effect.program);
        if (singleVariable && request.plotSingleVariableImplicitEquations === false) continue;
        const source = sourceOf(effect, input, request.viewport);
        const make = async () =>
          drawEffect(
            implicitPool ? await implicitPool.engineFor(wasm, effect, request.viewport, input.id) : wasm,
            input.id,
            effect,
            source,
            request,
          );
        const makeCoarse = isCostly(effect)
          ? () =>
              drawEffect(wasm, input.id, effect, source, {
                ...request,
                viewport: coarseViewport(request.viewport),
              })
          : undefined;
        if (await draw(input.id, input.id, source, make, makeCoarse)) {
          if (await yieldIfDue()) return stale();
        }
      }

      for (const plan of tables) {
        const { table } = plan;
        if (Object.hasOwn(analysis, table.id)) continue;
        let columns = resolvedColumns.get(plan);
        if (!columns) {
          reportProgress({ calculatorId, generation, step: 'entry', entryId: table.id });
          columns = resolveColumns(wasm, plan, entries);
          resolvedColumns.set(plan, columns);
        }
        analysis[table.id] = tableAnalysis(columns);
        const xs = columns[0]?.values;
        if (!xs) continue;
        let fresh = false;
        for (const [index, column] of table.columns.entries()) {
          const ys = columns[index].values;
          if (index === 0 || column.hidden || !ys || (!column.points && !column.lines)) continue;
          const source = { xs, ys, points: column.points, lines: column.lines };
          const made = await draw(table.id, columnEntryId(table.id, index), source, () => ({
            curves: column.lines ? [buildPolyline(table.id, xs, ys, { column: index })] : [],
            points: column.points ? [buildPoints(table.id, xs, ys, index)] : [],
            fills: [],
          }));
          fresh ||= made;
        }
        if (fresh && (await yieldIfDue())) return stale();
      }

      cache.geometry.retainOnly(drawn);
      return {
        calculatorId: request.calculatorId,
        generation: request.generation,
        current: true,
        analysis,
        curves,
        points,
        fills,
        sampledViewport: request.viewport,
        ...(coarse ? { coarse: true } : {}),
      };
    },

    async release(calculatorId: number): Promise<void> {
      calculators.delete(calculatorId);
    },

    async pointsOfInterest(request: PointsOfInterestRequest): Promise<PointOfInterest[]> {
      const entries = calculators.get(request.calculatorId)?.analysis?.entries;
      if (!entries) return [];
      const { calculatorId, id: entryId } = request;
      reportProgress({ calculatorId, generation: -1, step: 'points-of-interest', entryId });
      return findPointsOfInterest(await engine(), entries, request);
    },
  };
}
