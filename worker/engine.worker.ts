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
import type { EngineApi, EngineProgressMessage, UpdateRequest } from './protocol';

// Loaded from the worker's top level, not on the first request: a request sent before the worker's
// script ran reaches it only once the main thread has heard that it ran (issue 23, bench/README.md
// "Fifth change: start-up"), and the inflate and compile fit in that wait. A failure stays the
// requests' to report (each awaits the same promise), not an unhandled rejection here.
const engineLoaded = (async () => instantiateEngine(await inflateEngineWasm(engineWasmDeflated)))();
engineLoaded.catch(() => {});

const service = createEngineService(
  () => engineLoaded,
  // Beside Comlink's messages: the main thread's watchdog listens for these (api/engine/engine-host.ts).
  (engineProgress) => self.postMessage({ engineProgress } satisfies EngineProgressMessage),
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
