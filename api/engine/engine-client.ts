/**
 * One engine worker per page, shared by every calculator on it and terminated when the last one is
 * destroyed. Each calculator holds a lease: its calls carry its id, and it hears when a failed worker was
 * replaced. Faults (a crash, a termination, a worker stuck past its budget) are engine-host.ts's.
 */
import EngineWorker from '../../worker/engine.worker?worker&inline';
import type {
  PointOfInterest,
  PointsOfInterestRequest,
  UpdateRequest,
  UpdateResult,
} from '../../worker/protocol';
import { EngineHost } from './engine-host';
import { watchPolicyViolations } from './policy-warnings';

export interface EngineLease {
  readonly calculatorId: number;
  update(request: UpdateRequest): Promise<UpdateResult>;
  pointsOfInterest(request: PointsOfInterestRequest): Promise<PointOfInterest[]>;
  /** Told after a failed worker was replaced: what the old one held is gone (send the content again). */
  onWorkerReplaced?(listener: () => void): void;
  release(): void;
}

let host: EngineHost | undefined;
let leases = 0;
let nextCalculatorId = 1;

function currentHost(): EngineHost {
  host ??= new EngineHost({
    createWorker: () => new EngineWorker(),
    policyEvents: typeof document === 'undefined' ? undefined : document,
  });
  return host;
}

/** Where fault tests find `terminateEngineWorker` on a calculator (never on `Lib`). */
export const TERMINATE_ENGINE_WORKER = Symbol.for('calculator.terminateEngineWorker');

/** Ends the page's engine worker, as a crash would or (`silently`) as a kill without any event would. */
export function terminateEngineWorker(silently = false): void {
  host?.terminateWorker(silently);
}

export function acquireEngine(): EngineLease {
  // Every calculator acquires the engine before it mounts its UI: what the page's policy refuses it from
  // then on is said once per directive.
  watchPolicyViolations();
  leases++;
  const engine = currentHost();
  engine.start();
  const calculatorId = nextCalculatorId++;
  const unsubscribers: (() => void)[] = [];
  let released = false;
  const destroyed = () => Promise.reject(new Error('The calculator was destroyed.'));
  return {
    calculatorId,
    update(request) {
      if (released) return destroyed();
      return engine.call({
        calculatorId,
        kind: 'update',
        generation: request.generation,
        send: (remote) => remote.update(request),
      });
    },
    pointsOfInterest(request) {
      if (released) return destroyed();
      return engine.call({
        calculatorId,
        kind: 'pointsOfInterest',
        generation: -1,
        send: (remote) => remote.pointsOfInterest(request),
      });
    },
    onWorkerReplaced(listener) {
      if (!released) unsubscribers.push(engine.onWorkerReplaced(listener));
    },
    release() {
      if (released) return;
      released = true;
      leases--;
      for (const unsubscribe of unsubscribers) unsubscribe();
      engine.abandon(calculatorId);
      if (leases > 0) {
        engine
          .call({
            calculatorId,
            kind: 'release',
            generation: -1,
            send: (remote) => remote.release(calculatorId),
          })
          .catch(() => undefined);
        return;
      }
      engine.shutdown();
    },
  };
}
