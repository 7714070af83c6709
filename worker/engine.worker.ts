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

const service = createEngineService(
  async () => instantiateEngine(await inflateEngineWasm(engineWasmDeflated)),
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
