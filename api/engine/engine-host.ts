/**
 * The page's engine worker and every call waiting on it: the part of the engine link that keeps the
 * calculators alive through worker faults.
 *
 * Comlink has no failure path of its own: a worker that dies or sticks leaves its calls pending forever.
 * So every call also waits on the worker's `error` and `messageerror` events and on a watchdog. The
 * worker posts progress before each step that may run long (`EngineProgress`, worker/protocol.ts); a
 * worker silent past its budget while calls wait is stuck (a runaway evaluation) or dead (killed without
 * an event). A worker that fails in any of these ways is terminated and replaced:
 * - the calls of the step that stuck reject with `EngineStallError`, which names the entry, so that the
 *   caller leaves that entry out (engine-quarantine.ts) instead of sticking again; so do the calls of a
 *   step in progress when the worker failed for the MAX_RESTARTS + 1-th time in a row;
 * - every other call is sent again, as it was, to the new worker (an update holds the whole content);
 * - listeners hear of the replacement (`onWorkerReplaced`), so that idle calculators send their content
 *   again and the new worker's caches fill.
 * A worker that fails again and again (more than MAX_RESTARTS times without one answer between) is not
 * restarted until a new call comes. A page whose Content-Security-Policy forbids the blob: worker or its
 * WebAssembly gets one console warning naming the directive, and calls reject with EngineUnavailableError.
 */
import * as Comlink from 'comlink';
import {
  isEngineProgressMessage,
  type EngineApi,
  type EngineProgress,
  type EngineStep,
} from '../../worker/protocol';

export type EngineCallKind = 'update' | 'pointsOfInterest' | 'release';

export interface EngineCall<T> {
  readonly calculatorId: number;
  readonly kind: EngineCallKind;
  /** An update's generation (the worker's progress names it); -1 for the other kinds. */
  readonly generation: number;
  send(remote: Comlink.Remote<EngineApi>): Promise<T>;
}

/** A step of one calculator's request ran past its budget; the worker was replaced without finishing it. */
export class EngineStallError extends Error {
  override readonly name = 'EngineStallError';
  constructor(
    readonly calculatorId: number,
    readonly step: EngineStep,
    /** The entry of an 'entry' or 'points-of-interest' step; none for the analysis of a whole list. */
    readonly entryId: string | undefined,
    /** What it did: 'ran past 3000 ms', 'made the worker fail 3 times in a row'. */
    what: string,
  ) {
    const subject =
      entryId === undefined ? `the ${step} of a list` : `the expression ${JSON.stringify(entryId)}`;
    super(`Calculator: ${subject} ${what}; the engine was restarted without it.`);
  }
}

/** The engine cannot run now: the page's policy forbids it, or its worker keeps failing. */
export class EngineUnavailableError extends Error {
  override readonly name = 'EngineUnavailableError';
}

export interface EngineHostOptions {
  createWorker(): Worker;
  /** Silence allowed while a step runs: the engine's own per-call budgets end a step in about a second. */
  stepBudgetMilliseconds?: number;
  /** Silence allowed for a worker that answered before and was idle, between a call and its first word. */
  answerBudgetMilliseconds?: number;
  warn?(message: string): void;
  /** Where Content-Security-Policy violations are heard (the page's document). */
  policyEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

interface RunningWorker {
  readonly worker: Worker;
  readonly remote: Comlink.Remote<EngineApi>;
  /** Whether it has posted anything yet (one that has not may still be starting). */
  spoken: boolean;
  /**
   * The last progress of each call not yet answered, oldest first. The worker runs one step at a time
   * and a step that sticks holds the worker, so the newest is the step in progress.
   */
  readonly steps: Map<string, EngineProgress>;
  dead: boolean;
}

interface PendingCall {
  readonly call: EngineCall<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  /** The worker it was sent to; undefined while it waits for a replacement worker. */
  worker: RunningWorker | undefined;
}

const STEP_BUDGET_MILLISECONDS = 3000;
const ANSWER_BUDGET_MILLISECONDS = 1000;
/**
 * Failures in a row (no call answered between) after which the worker is not restarted until a new call
 * comes; a call is thus sent to at most MAX_RESTARTS + 1 workers.
 */
const MAX_RESTARTS = 2;
/** Before the n-th restart in a row: at once, then a little later. */
const RESTART_DELAYS_MILLISECONDS = [0, 250];
/**
 * A watchdog that fires this late was held up by a busy main thread: the worker's messages may be queued
 * behind it, so they get a short grace before the worker is judged.
 */
const LATE_MILLISECONDS = 100;
const GRACE_MILLISECONDS = 250;

const WORKER_DIRECTIVE = 'worker-src blob:';
const WASM_DIRECTIVE = "script-src 'wasm-unsafe-eval'";

export class EngineHost {
  readonly #options: EngineHostOptions;
  readonly #stepBudget: number;
  readonly #answerBudget: number;
  #running: RunningWorker | undefined;
  readonly #pending = new Set<PendingCall>();
  readonly #replacedListeners = new Set<() => void>();
  readonly #warned = new Set<string>();
  #failuresInARow = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerDue = 0;
  #graceUsed = false;
  #restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** The directive of the page's policy that forbids the worker, once a violation said so. */
  #blockedBy: string | undefined;
  #policyListener: ((event: Event) => void) | undefined;

  constructor(options: EngineHostOptions) {
    this.#options = options;
    this.#stepBudget = options.stepBudgetMilliseconds ?? STEP_BUDGET_MILLISECONDS;
    this.#answerBudget = options.answerBudgetMilliseconds ?? ANSWER_BUDGET_MILLISECONDS;
  }

  call<T>(call: EngineCall<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#dispatch({
        call,
        resolve: resolve as (value: unknown) => void,
        reject,
        worker: undefined,
      });
    });
  }

  /**
   * Starts the worker before the first call. A dedicated worker's thread starts only when the page's
   * main thread is free to hear that it was created, so a worker created by the first call, at the end of
   * a calculator's constructor, started after the first animation frame (issue 23's load profile);
   * created at the top of the constructor, it starts as soon as the constructor's task ends. A failure
   * to start is left to the first call, which tries again and reports it.
   */
  start(): void {
    if (this.#running || this.#blockedBy !== undefined || this.#restartTimer !== undefined) return;
    try {
      this.#ensureWorker();
    } catch {
      // The first call creates it again and rejects with the reason.
    }
  }

  /** Told after a failed worker is replaced (content sent before is gone with it). */
  onWorkerReplaced(listener: () => void): () => void {
    this.#replacedListeners.add(listener);
    return () => this.#replacedListeners.delete(listener);
  }

  /** Rejects one calculator's waiting calls (it was destroyed): nothing waits on them any more. */
  abandon(calculatorId: number): void {
    for (const pending of [...this.#pending]) {
      if (pending.call.calculatorId !== calculatorId) continue;
      this.#pending.delete(pending);
      pending.reject(new Error('The calculator was destroyed.'));
    }
    this.#watch();
  }

  /**
   * Ends the worker as a crash would (its failure is handled at once), or, `silently`, as a browser that
   * kills it without an event would (the watchdog finds out). For fault tests.
   */
  terminateWorker(silently = false): void {
    const running = this.#running;
    if (!running) return;
    if (silently) running.worker.terminate();
    else this.#fail(running, 'the worker was terminated');
  }

  /** The last calculator is gone: the worker ends and every waiting call rejects. */
  shutdown(): void {
    clearTimeout(this.#restartTimer);
    this.#restartTimer = undefined;
    this.#disarm();
    const running = this.#running;
    this.#running = undefined;
    if (running) {
      running.dead = true;
      running.worker.terminate();
    }
    for (const pending of this.#pending) pending.reject(new Error('The calculator was destroyed.'));
    this.#pending.clear();
    this.#failuresInARow = 0;
    if (this.#policyListener) {
      this.#options.policyEvents?.removeEventListener('securitypolicyviolation', this.#policyListener);
      this.#policyListener = undefined;
    }
  }

  #dispatch(pending: PendingCall): void {
    if (this.#blockedBy !== undefined) {
      pending.reject(this.#unavailable());
      return;
    }
    if (this.#restartTimer !== undefined) {
      this.#pending.add(pending);
      return;
    }
    let running: RunningWorker;
    try {
      running = this.#ensureWorker();
    } catch (error) {
      this.#failuresInARow++;
      pending.reject(
        new EngineUnavailableError(`Calculator: the engine worker could not start: ${String(error)}`),
      );
      return;
    }
    const firstForWorker = ![...this.#pending].some((other) => other.worker === running);
    pending.worker = running;
    this.#pending.add(pending);
    if (firstForWorker || this.#timer === undefined) {
      // An idle worker that has answered before acknowledges a call at once (its first progress).
      const idle = running.spoken && running.steps.size === 0;
      this.#arm(idle ? this.#answerBudget : this.#stepBudget);
    }
    let sent: Promise<unknown>;
    try {
      sent = pending.call.send(running.remote);
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (value) => {
        if (!this.#answered(pending, running)) return;
        this.#failuresInARow = 0;
        pending.resolve(value);
      },
      (error: unknown) => {
        if (!this.#answered(pending, running)) return;
        pending.reject(this.#explain(error));
      },
    );
  }

  /** The worker answered `pending`: false when the call has moved on (re-sent or rejected) meanwhile. */
  #answered(pending: PendingCall, running: RunningWorker): boolean {
    if (pending.worker !== running || !this.#pending.delete(pending)) return false;
    running.steps.delete(callKey(pending.call));
    if (running === this.#running) this.#watch();
    return true;
  }

  #ensureWorker(): RunningWorker {
    if (this.#running) return this.#running;
    this.#listenForPolicy();
    const worker = this.#options.createWorker();
    const running: RunningWorker = {
      worker,
      remote: Comlink.wrap<EngineApi>(worker),
      spoken: false,
      steps: new Map(),
      dead: false,
    };
    worker.addEventListener('message', (event: MessageEvent) => {
      if (running.dead) return;
      running.spoken = true;
      if (isEngineProgressMessage(event.data)) {
        const progress = event.data.engineProgress;
        const key = progressKey(progress);
        running.steps.delete(key);
        running.steps.set(key, progress);
      }
      if (running === this.#running && this.#pending.size > 0) this.#arm(this.#stepBudget);
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      // A worker the page's policy blocked fails before it ever speaks; the violation that says which
      // directive did it comes as a separate event: let it arrive first.
      const reason = event.message || 'the worker failed';
      if (running.spoken) this.#fail(running, reason);
      else setTimeout(() => this.#fail(running, reason), 0);
    });
    worker.addEventListener('messageerror', () => this.#fail(running, 'a message could not be read'));
    this.#running = running;
    return running;
  }

  /** Arms the watchdog when calls wait on the worker, disarms it when none do. */
  #watch(): void {
    const running = this.#running;
    if (running && [...this.#pending].some((pending) => pending.worker === running))
      this.#arm(this.#stepBudget);
    else this.#disarm();
  }

  #arm(budget: number): void {
    clearTimeout(this.#timer);
    this.#graceUsed = false;
    this.#timerDue = performance.now() + budget;
    this.#timer = setTimeout(() => this.#watchdogFired(budget), budget);
  }

  #disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #watchdogFired(budget: number): void {
    this.#timer = undefined;
    const running = this.#running;
    if (!running) return;
    if (!this.#graceUsed && performance.now() - this.#timerDue > LATE_MILLISECONDS) {
      this.#graceUsed = true;
      this.#timerDue = performance.now() + GRACE_MILLISECONDS;
      this.#timer = setTimeout(() => this.#watchdogFired(budget), GRACE_MILLISECONDS);
      return;
    }
    this.#fail(running, `no answer within ${budget} ms`, true);
  }

  #fail(running: RunningWorker, reason: string, stalled = false): void {
    if (running.dead) return;
    running.dead = true;
    running.worker.terminate();
    if (this.#running === running) {
      this.#running = undefined;
      this.#disarm();
    }
    this.#failuresInARow++;
    const giveUp = this.#blockedBy !== undefined || this.#failuresInARow > MAX_RESTARTS;
    // The step in progress: it stuck; or, when the worker keeps failing, it is the likeliest cause.
    const culprit = stalled || giveUp ? [...running.steps.values()].pop() : undefined;
    for (const pending of [...this.#pending]) {
      if (pending.worker !== running) continue;
      this.#pending.delete(pending);
      if (culprit && this.#blockedBy === undefined && belongsTo(culprit, pending.call)) {
        pending.reject(
          new EngineStallError(
            culprit.calculatorId,
            culprit.step,
            culprit.entryId,
            stalled
              ? `ran past ${this.#stepBudget} ms`
              : `made the worker fail ${this.#failuresInARow} times in a row`,
          ),
        );
      } else if (giveUp) {
        pending.reject(this.#unavailable(reason));
      } else {
        pending.worker = undefined;
        this.#pending.add(pending);
      }
    }
    if (giveUp) {
      if (this.#blockedBy === undefined)
        this.#warnOnce(
          'failing',
          `Calculator: the engine worker failed ${this.#failuresInARow} times in a row (${reason}); ` +
            'it starts again with the next change.',
        );
      return;
    }
    const delay =
      RESTART_DELAYS_MILLISECONDS[Math.min(this.#failuresInARow, RESTART_DELAYS_MILLISECONDS.length) - 1];
    // Calls made before the replacement starts (the listeners' own, told now) wait for it.
    clearTimeout(this.#restartTimer);
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = undefined;
      for (const pending of [...this.#pending]) {
        if (pending.worker === undefined && this.#pending.delete(pending)) this.#dispatch(pending);
      }
    }, delay);
    for (const listener of [...this.#replacedListeners]) listener();
  }

  #listenForPolicy(): void {
    const events = this.#options.policyEvents;
    if (!events || this.#policyListener) return;
    this.#policyListener = (event: Event) => {
      const violation = event as SecurityPolicyViolationEvent;
      const directive = violation.effectiveDirective || violation.violatedDirective || '';
      if (!directive.startsWith('worker-src') || !/^(blob|data)/.test(violation.blockedURI)) return;
      this.#blockedBy = WORKER_DIRECTIVE;
      this.#warnOnce(
        WORKER_DIRECTIVE,
        `Calculator: this page's Content-Security-Policy blocks the calculator's engine worker: ` +
          `add "${WORKER_DIRECTIVE}" to the policy. Nothing is analyzed or drawn without it.`,
      );
      if (this.#running) this.#fail(this.#running, 'blocked by the Content-Security-Policy');
    };
    events.addEventListener('securitypolicyviolation', this.#policyListener);
  }

  /** A failure the worker answered with: WebAssembly refused by the page's policy is said once, clearly. */
  #explain(error: unknown): Error {
    const message = error instanceof Error ? error.message : String(error);
    if (/WebAssembly/i.test(message) && /unsafe-eval|Content Security Policy/i.test(message)) {
      this.#warnOnce(
        WASM_DIRECTIVE,
        `Calculator: this page's Content-Security-Policy forbids WebAssembly, which the calculator's ` +
          `engine runs: add 'wasm-unsafe-eval' to script-src ("${WASM_DIRECTIVE}"). Nothing is ` +
          'analyzed or drawn without it.',
      );
      return new EngineUnavailableError(message);
    }
    return error instanceof Error ? error : new Error(message);
  }

  #unavailable(reason?: string): EngineUnavailableError {
    return new EngineUnavailableError(
      this.#blockedBy !== undefined
        ? `Calculator: the engine worker is blocked by the page's Content-Security-Policy (${this.#blockedBy}).`
        : `Calculator: the engine worker failed (${reason ?? 'unknown'}).`,
    );
  }

  #warnOnce(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    (this.#options.warn ?? console.warn)(message);
  }
}

function callKey(call: EngineCall<unknown>): string {
  return `${call.calculatorId}:${call.kind}:${call.generation}`;
}

function progressKey(progress: EngineProgress): string {
  const kind = progress.step === 'points-of-interest' ? 'pointsOfInterest' : 'update';
  return `${progress.calculatorId}:${kind}:${progress.generation}`;
}

function belongsTo(step: EngineProgress, call: EngineCall<unknown>): boolean {
  if (step.calculatorId !== call.calculatorId) return false;
  if (step.step === 'points-of-interest') return call.kind === 'pointsOfInterest';
  return call.kind === 'update' && call.generation === step.generation;
}
