/**
 * One engine worker per page, shared by every calculator on it and terminated when the last one is
 * destroyed. Comlink has no failure path of its own: a worker that dies leaves its calls pending forever,
 * so every call is raced against the worker's `error` and `messageerror` events, and the next call after a
 * crash starts a fresh worker.
 */
import * as Comlink from 'comlink';
import EngineWorker from '../worker/engine.worker?worker&inline';
import type {
  EngineApi,
  PointOfInterest,
  PointsOfInterestRequest,
  UpdateRequest,
  UpdateResult,
} from '../worker/protocol';

interface RunningWorker {
  readonly worker: Worker;
  readonly remote: Comlink.Remote<EngineApi>;
  readonly crashed: Promise<never>;
}

export interface EngineLease {
  readonly calculatorId: number;
  update(request: UpdateRequest): Promise<UpdateResult>;
  pointsOfInterest(request: PointsOfInterestRequest): Promise<PointOfInterest[]>;
  release(): void;
}

let running: RunningWorker | undefined;
let leases = 0;
let nextCalculatorId = 1;

function startWorker(): RunningWorker {
  const worker = new EngineWorker();
  const remote = Comlink.wrap<EngineApi>(worker);
  const crashed = new Promise<never>((_, reject) => {
    const fail = (reason: string) => {
      if (running?.worker === worker) running = undefined;
      worker.terminate();
      reject(new Error(`Calculator engine worker failed: ${reason}`));
    };
    worker.addEventListener('error', (event) => fail(event.message || 'error'));
    worker.addEventListener('messageerror', () => fail('a message could not be read'));
  });
  crashed.catch(() => undefined);
  return { worker, remote, crashed };
}

function currentWorker(): RunningWorker {
  running ??= startWorker();
  return running;
}

export function acquireEngine(): EngineLease {
  leases++;
  const calculatorId = nextCalculatorId++;
  let released = false;
  return {
    calculatorId,
    update(request) {
      if (released) return Promise.reject(new Error('The calculator was destroyed.'));
      const { remote, crashed } = currentWorker();
      return Promise.race([remote.update(request), crashed]);
    },
    pointsOfInterest(request) {
      if (released) return Promise.reject(new Error('The calculator was destroyed.'));
      const { remote, crashed } = currentWorker();
      return Promise.race([remote.pointsOfInterest(request), crashed]);
    },
    release() {
      if (released) return;
      released = true;
      leases--;
      if (!running) return;
      if (leases > 0) {
        running.remote.release(calculatorId).catch(() => undefined);
        return;
      }
      running.remote[Comlink.releaseProxy]();
      running.worker.terminate();
      running = undefined;
    },
  };
}
