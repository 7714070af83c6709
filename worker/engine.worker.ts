/**
 * The engine worker's entry: inflates the WASM bytes inlined into the bundle and exposes the engine
 * service through Comlink. Geometry in each result is transferred, not copied. Progress before each step
 * that may run long is posted beside Comlink's messages.
 */
import * as Comlink from 'comlink';
import engineWasmDeflated from 'virtual:engine-wasm';
import { instantiateEngine } from '../engine-wasm/index';
import { inflateEngineWasm } from './engine-wasm-bytes';
import { createEngineService } from './engine-service';
import { createImplicitPool, POOL_WORKER_NAME, serveStrips } from './implicit-pool';
import type { EngineApi, EngineProgressMessage, UpdateRequest } from './protocol';

// Loaded from the worker's top level, not on the first request: a request sent before the worker's
// script ran reaches it only once the main thread has heard that it ran (issue 23, bench/README.md
// "Fifth change: start-up"), and the inflate and compile fit in that wait. A failure stays the
// requests' to report (each awaits the same promise), not an unhandled rejection here.
const engineLoaded = (async () => instantiateEngine(await inflateEngineWasm(engineWasmDeflated)))();
engineLoaded.catch(() => {});

/**
 * A pool thread (implicit-pool.ts) is this script started again under POOL_WORKER_NAME: it answers strips
 * of implicit curves. The service's pool: min(hardwareConcurrency - 1, 3) of them (issue 23), none where
 * workers cannot start workers.
 */
if (self.name === POOL_WORKER_NAME) serveStrips(engineLoaded);
else exposeService();

function exposeService(): void {
  const poolSize = typeof Worker === 'undefined' ? 0 : Math.min((navigator.hardwareConcurrency || 1) - 1, 3);
  const service = createEngineService(
    () => engineLoaded,
    // Beside Comlink's messages: the main thread's watchdog listens for these (api/engine/engine-host.ts).
    (engineProgress) => self.postMessage({ engineProgress } satisfies EngineProgressMessage),
    createImplicitPool(() => new Worker(self.location.href, { name: POOL_WORKER_NAME }), poolSize),
  );

  const exposed: EngineApi = {
    async update(request: UpdateRequest) {
      const result = await service.update(request);
      const buffers = [
        ...result.curves.map((curve) => curve.polyline.buffer),
        ...(result.points ?? []).flatMap((points) => [
          points.x.buffer,
          points.y.buffer,
          points.positions.buffer,
        ]),
        ...(result.fills ?? []).map((fill) => fill.triangles.buffer),
      ];
      return Comlink.transfer(result, buffers as ArrayBuffer[]);
    },
    release: (calculatorId) => service.release(calculatorId),
    pointsOfInterest: (request) => service.pointsOfInterest(request),
  };

  Comlink.expose(exposed);
}
