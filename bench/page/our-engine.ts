/**
 * Our engine, loaded straight into the bench page without the DOM, the worker or the renderer: the same
 * binding (engine-wasm/index.ts) over the same build/engine.wasm the product inlines, and the language
 * front end that compiles LaTeX for it. The worker's engine service runs here too, in-process, for the
 * graph kinds that reach the engine only through the worker protocol (implicit curves, inequalities).
 */
import { instantiateEngine, type Engine, type EngineProgram } from '../../engine-wasm/index';
import { analyzeExpression } from '../../language/index';
import { createEngineService } from '../../worker/engine-service';
import { createImplicitPool, POOL_WORKER_NAME, type ImplicitPool } from '../../worker/implicit-pool';
import type { EngineApi } from '../../worker/protocol';

let enginePromise: Promise<Engine> | undefined;

export function loadOurEngine(): Promise<Engine> {
  enginePromise ??= fetch('/engine.wasm')
    .then((response) => {
      if (!response.ok) throw new Error(`engine.wasm: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => instantiateEngine(bytes));
  return enginePromise;
}

export type Compiled =
  | { readonly supported: true; readonly program: EngineProgram }
  | { readonly supported: false; readonly reason: string };

/** Compiles `latex` for explicit sampling (y = f(x)); anything else is reported, not thrown. */
export function compileExplicit(latex: string): Compiled {
  const result = analyzeExpression(latex, { degreeMode: false });
  if (result.error) return { supported: false, reason: `${result.error.code}: ${result.error.message}` };
  if (result.effect.kind !== 'explicit') {
    return {
      supported: false,
      reason: `analysis gives a ${result.effect.kind} effect, not an explicit curve`,
    };
  }
  return { supported: true, program: result.effect.program };
}

/** Pools by size, one each per page: their workers stay ready from one subject to the next. */
const pools = new Map<number, ImplicitPool | undefined>();
/** Each pool thread's first message (ready, or gone) since the page loaded. */
const threadsLoaded: Promise<unknown>[] = [];

function startPoolThread(): Worker {
  const worker = new Worker('/build/engine-pool.js', { name: POOL_WORKER_NAME });
  threadsLoaded.push(
    new Promise((resolve) => {
      worker.addEventListener('message', resolve, { once: true });
      worker.addEventListener('error', resolve, { once: true });
    }),
  );
  return worker;
}

/**
 * Resolves once every pool thread started so far has loaded its engine (or failed): the first costly
 * implicit curve sampled again starts them and is sampled alone meanwhile, as in the product; the bench
 * times later ones.
 */
export async function poolThreadsLoaded(): Promise<void> {
  await Promise.all(threadsLoaded);
}

/**
 * The worker's service in-process, bound to our engine: what the calculator's worker runs, with its pool
 * for implicit curves (min(hardwareConcurrency - 1, 3) threads, as engine.worker.ts; `poolThreads` for
 * another count, 0 for none).
 */
export async function createOurEngineService(
  poolThreads = Math.min((navigator.hardwareConcurrency || 1) - 1, 3),
): Promise<EngineApi> {
  const engine = await loadOurEngine();
  if (!pools.has(poolThreads)) pools.set(poolThreads, createImplicitPool(startPoolThread, poolThreads));
  return createEngineService(() => Promise.resolve(engine), undefined, pools.get(poolThreads));
}
