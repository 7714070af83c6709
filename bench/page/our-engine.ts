/**
 * Our engine, loaded straight into the bench page without the DOM, the worker or the renderer: the same
 * binding (engine-wasm/index.ts) over the same build/engine.wasm the product inlines, and the language
 * front end that compiles LaTeX for it. The worker's engine service runs here too, in-process, for the
 * graph kinds that reach the engine only through the worker protocol (implicit curves, inequalities).
 */
import { instantiateEngine, type Engine, type EngineProgram } from '../../engine-wasm/index';
import { analyzeExpression } from '../../language/index';
import { createEngineService } from '../../worker/engine-service';
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

/** The worker's service in-process, bound to our engine: what the calculator's worker runs. */
export async function createOurEngineService(): Promise<EngineApi> {
  const engine = await loadOurEngine();
  return createEngineService(() => Promise.resolve(engine));
}
