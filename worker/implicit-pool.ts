/**
 * A pool of engine threads for the implicit sampler (issue 23: sin(x^2+y^2) = cos(xy) at 1280 x 800 in
 * one thread is ~33 ms, F itself most of it; a second core halves it).
 *
 * Strategy: one curve's view is split into strips of whole rows of the sampler's seed cells
 * (`ImplicitOptions.seedRows`). The sampler keeps blocks in seed order and contours each seed row as if
 * alone (engine-wasm/assembly/implicit-grid.ts), so the strips' polylines, joined in order with a NaN
 * break between them, are bit for bit what one thread draws (implicit-pool.test.ts compares them over the
 * hard corpus). What the strips cannot see is the whole's interval budget: each strip reports the cells
 * its quadtree evaluated per level, and where their sums would have stopped one thread's descent
 * earlier, the curve is sampled again in this thread. The thread that asks samples the first strip
 * itself while the pool's workers sample the others.
 *
 * The workers are this worker's own script started again with POOL_WORKER_NAME (engine.worker.ts
 * answers strips instead of serving the API), started by the first curve worth splitting (one that took
 * one thread POOLED_MS or more), never before: that curve is sampled here while they load their engine,
 * and later ones use the workers that said they are ready. They end with the engine worker that started them (nested workers die with their owner).
 * A worker that fails is dropped and its strip sampled here.
 */
import type { Engine, EngineProgram, ExplicitCurve, ExplicitViewport } from '../engine-wasm/index';
import type { ListEffect } from '../language/index';

/** `name` of a worker started as a pool thread. */
export const POOL_WORKER_NAME = 'calculator-engine-pool';
/**
 * A curve is split once one thread took this long for it (its entry's last curve): cheaper ones stay in one
 * thread, where a split's messages (~0.3 ms) and a pool thread's colder code cost more than they save
 * (section 3's y sin x = x cos y, ~3 ms, took 1.6x as long split on every view of 2^18 px or more).
 */
const POOLED_MS = 8;

interface StripRequest {
  readonly job: number;
  readonly program: EngineProgram;
  readonly viewport: ExplicitViewport;
  readonly rows: readonly [number, number];
}

interface Strip {
  readonly curve: ExplicitCurve;
  /** Cells the strip's quadtree evaluated per level (Engine.implicitLevelCells). */
  readonly levels: readonly number[];
}

/** A pool thread's message: ready (no job), or a job's strip (none where sampling it failed). */
interface StripAnswer {
  readonly job?: number;
  readonly strip?: Strip;
}

function sampleStrip(engine: Engine, { program, viewport, rows }: StripRequest): Strip {
  const curve = engine.sampleImplicit(program, viewport, { seedRows: rows });
  return { curve, levels: engine.implicitLevelCells() };
}

/** A pool thread's side: says when its engine has loaded, then answers every strip request. */
export function serveStrips(
  engineLoaded: Promise<Engine>,
  scope = self as unknown as Pick<DedicatedWorkerGlobalScope, 'postMessage' | 'close' | 'onmessage'>,
): void {
  engineLoaded.then(
    () => scope.postMessage({} satisfies StripAnswer),
    () => scope.close(),
  );
  scope.onmessage = async ({ data }: MessageEvent<StripRequest>) => {
    let strip: Strip | undefined;
    try {
      strip = sampleStrip(await engineLoaded, data);
    } catch {
      // No strip: the asking thread samples the curve itself.
    }
    scope.postMessage(
      { job: data.job, strip } satisfies StripAnswer,
      strip ? [strip.curve.polyline.buffer] : [],
    );
  };
}

/** The whole's geometry from its strips, in order: polylines joined by a NaN break, segments summed. */
export function joinStrips(curves: readonly ExplicitCurve[]): ExplicitCurve {
  const drawn = curves.filter((curve) => curve.polyline.length > 0);
  let length = 0;
  for (const curve of drawn) length += curve.polyline.length + 2;
  const polyline = new Float32Array(Math.max(0, length - 2));
  let offset = 0;
  for (const curve of drawn) {
    if (offset > 0) polyline.set([NaN, NaN], (offset += 2) - 2);
    polyline.set(curve.polyline, offset);
    offset += curve.polyline.length;
  }
  let segmentCount = 0;
  for (const curve of curves) segmentCount += curve.segmentCount;
  return { originX: curves[0].originX, originY: curves[0].originY, polyline, segmentCount };
}

/**
 * Whether one thread would have descended as the strips did: every level's cells summed over the strips
 * within the whole's limits (implicit-quadtree.ts `descend`), and the strips as deep as each other.
 */
export function descendsAsOne(strips: readonly Strip[], limits: Engine['limits']): boolean {
  const depth = strips[0].levels.length;
  let evaluated = 0;
  return (
    strips[0].levels.every((_, level) => {
      let cells = 0;
      // A strip less deep gives NaN: no level compares true after it.
      for (const strip of strips) cells += strip.levels[level] ?? NaN;
      evaluated += cells;
      return (
        level === 0 ||
        (cells <= limits.maxImplicitLevelCells && evaluated <= limits.maxImplicitIntervalEvaluations)
      );
    }) && strips.every((strip) => strip.levels.length === depth)
  );
}

/** The curves sampleEffect (curve-sampling.ts) gives the implicit sampler outright, not through branches. */
function implicitPrograms(effect: ListEffect): EngineProgram[] {
  if (effect.kind === 'implicit') return effect.solutions ? [] : [effect.program];
  if (effect.kind !== 'inequality') return [];
  return effect.conditions.flatMap((condition) => (condition.boundary ? [] : [condition.program]));
}

interface PoolThread {
  readonly worker: Worker;
  ready: boolean;
  readonly pending: Map<number, (strip?: Strip) => void>;
}

export interface ImplicitPool {
  /**
   * The engine to draw `effect` over `viewport` with: its implicit curves already sampled by the pool
   * (sampleImplicit returns them), or `engine` itself when nothing is worth splitting.
   */
  engineFor(engine: Engine, effect: ListEffect, viewport: ExplicitViewport, entryId: string): Promise<Engine>;
}

/**
 * A pool of `size` threads from `startWorker` (min(hardwareConcurrency - 1, 3) in engine.worker.ts), or
 * undefined for none (size 0: one core, or no Worker where the service runs).
 */
export function createImplicitPool(
  startWorker: () => Worker,
  size: number,
  pooledMs = POOLED_MS,
): ImplicitPool | undefined {
  if (!(size >= 1)) return undefined;
  let threads: PoolThread[] | undefined;
  let nextJob = 0;
  /** One thread's time for each entry's last curve, or its estimate from a split (ms). */
  const costs = new Map<string, number>();

  const start = () =>
    Array.from({ length: size }, () => {
      const thread: PoolThread = { worker: startWorker(), ready: false, pending: new Map() };
      thread.worker.onerror = thread.worker.onmessageerror = () => {
        threads = threads?.filter((other) => other !== thread);
        thread.worker.terminate();
        for (const answer of thread.pending.values()) answer();
      };
      thread.worker.onmessage = ({ data }: MessageEvent<StripAnswer>) => {
        if (data.job === undefined) thread.ready = true;
        thread.pending.get(data.job!)?.(data.strip);
        thread.pending.delete(data.job!);
      };
      return thread;
    });

  const ask = (thread: PoolThread, request: StripRequest) =>
    new Promise<Strip | undefined>((resolve) => {
      thread.pending.set(request.job, resolve);
      thread.worker.postMessage(request);
    });

  async function sampleImplicit(
    engine: Engine,
    program: EngineProgram,
    viewport: ExplicitViewport,
    entryId: string,
  ): Promise<ExplicitCurve> {
    const began = performance.now();
    const worth = (costs.get(entryId) ?? 0) >= pooledMs;
    try {
      // Started by the first costly curve, sampled here while they load.
      if (worth) threads ??= start();
    } catch {
      // A worker that cannot start one (a policy, a browser without nested workers): one thread.
      threads = [];
    }
    const helpers = threads?.filter((thread) => thread.ready) ?? [];
    const rows = engine.implicitSeedRows(viewport);
    const parts = worth ? Math.min(helpers.length + 1, rows) : 1;
    if (parts < 2) {
      const curve = engine.sampleImplicit(program, viewport);
      costs.set(entryId, performance.now() - began);
      return curve;
    }
    const bound = (part: number) => Math.round((rows * part) / parts);
    const asked = helpers
      .slice(0, parts - 1)
      .map((thread, index) =>
        ask(thread, { job: nextJob++, program, viewport, rows: [bound(index + 1), bound(index + 2)] }),
      );
    const own = sampleStrip(engine, { job: -1, program, viewport, rows: [0, bound(1)] });
    costs.set(entryId, (performance.now() - began) * parts);
    const strips = [own, ...(await Promise.all(asked))];
    const complete = strips.every((strip): strip is Strip => strip !== undefined);
    return complete && descendsAsOne(strips, engine.limits)
      ? joinStrips(strips.map((strip) => strip.curve))
      : engine.sampleImplicit(program, viewport);
  }

  return {
    async engineFor(engine, effect, viewport, entryId) {
      const programs = implicitPrograms(effect);
      if (programs.length === 0) return engine;
      const sampled = new Map<EngineProgram, ExplicitCurve>();
      for (const [index, program] of programs.entries())
        sampled.set(program, await sampleImplicit(engine, program, viewport, `${entryId} ${index}`));
      return {
        ...engine,
        sampleImplicit: (program, view, options) =>
          (view === viewport && !options && sampled.get(program)) ||
          engine.sampleImplicit(program, view, options),
      };
    },
  };
}
