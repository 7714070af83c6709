/**
 * Interleaved timing: every case runs once per round, in an order that rotates from round to round, so
 * that whatever else the machine does hits all cases alike and cancels in their ratio.
 *
 * Per case: warm-up calls (JIT tiers, caches, lazily compiled WASM), then a calibration that finds how
 * many calls one sample holds (a sample must outlast Chromium's coarsened timer, 100 µs without
 * cross-origin isolation) and how many rounds fit the case's time budget (slow peers get fewer, never
 * fewer than minRounds).
 */
import { summarize, type TimingSummary } from './statistics';

export interface TimedCase {
  readonly name: string;
  /** One call of the measured operation; a returned promise is awaited inside the timing. */
  readonly run: () => unknown;
}

export interface MeasureOptions {
  readonly warmupCalls: number;
  /**
   * Warm-up also lasts at least this long: WASM and JS reach their optimizing tier after a share of
   * run time, not a count of calls, so a fast case needs many calls where a slow one's single call does.
   */
  readonly warmupMs: number;
  readonly minRounds: number;
  readonly maxRounds: number;
  /** Wall time one case may take over all its rounds; slower cases run fewer rounds. */
  readonly budgetMs: number;
  /** Shortest sample: faster calls are repeated inside one sample. */
  readonly minSampleMs: number;
}

export interface CaseTiming {
  readonly name: string;
  /** Milliseconds per call, one per round the case ran (round i at index i). */
  readonly samples: number[];
  readonly summary: TimingSummary;
}

const MAX_CALLS_PER_RUN = 100_000;

export const DEFAULT_MEASURE_OPTIONS: MeasureOptions = {
  warmupCalls: 2,
  warmupMs: 0,
  minRounds: 3,
  maxRounds: 15,
  budgetMs: 4000,
  minSampleMs: 10,
};

async function callOnce(run: () => unknown): Promise<void> {
  const result = run();
  if (result && typeof (result as PromiseLike<unknown>).then === 'function') await result;
}

/**
 * Lets the page breathe between samples, outside the timed region: an idle period is when V8 finishes
 * incremental garbage collection, so the garbage a slow peer leaves behind is collected before the next
 * subject's sample instead of inside it.
 */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 50 }));
}

/**
 * Resolves in the task that follows the current one. Called from an animation frame's callback (or from a
 * promise resolved in one), that task runs after the frame's rendering update: style, layout, paint and
 * the commit to the compositor. End-to-end samples end there, for every subject alike: the peers' SVG is
 * laid out and painted by then, and our frame callback has drawn (bench/README.md "setExpression to
 * frame", "Third change").
 */
export function nextTask(): Promise<void> {
  if (!taskChannel) {
    taskChannel = new MessageChannel();
    taskChannel.port1.onmessage = () => taskWaiters.shift()?.();
  }
  const channel = taskChannel;
  return new Promise((resolve) => {
    taskWaiters.push(resolve);
    channel.port2.postMessage(null);
  });
}

/** One channel for every nextTask (made on first use): a message resolves the oldest waiter. */
let taskChannel: MessageChannel | undefined;
const taskWaiters: (() => void)[] = [];

/** The first task after the frame in which `frame` resolves (see nextTask). */
export async function afterFrameCommitted(frame: Promise<unknown>): Promise<void> {
  await frame;
  await nextTask();
}

export async function measureInterleaved(
  cases: readonly TimedCase[],
  options: Partial<MeasureOptions> = {},
): Promise<Map<string, CaseTiming>> {
  const settings = { ...DEFAULT_MEASURE_OPTIONS, ...options };
  const plans = [];
  for (const timedCase of cases) {
    const warmupStarted = performance.now();
    for (
      let call = 0;
      call < settings.warmupCalls || performance.now() - warmupStarted < settings.warmupMs;
      call++
    ) {
      await callOnce(timedCase.run);
      await yieldToEventLoop();
    }
    // Calibration: as many calls as it takes to fill one sample (one call when a call alone is longer).
    let callsPerRun = 0;
    const started = performance.now();
    let elapsed = 0;
    do {
      await callOnce(timedCase.run);
      callsPerRun++;
      elapsed = performance.now() - started;
    } while (elapsed < settings.minSampleMs && callsPerRun < MAX_CALLS_PER_RUN);
    const rounds = Math.min(
      settings.maxRounds,
      Math.max(settings.minRounds, Math.floor(settings.budgetMs / Math.max(elapsed, 0.001))),
    );
    plans.push({ timedCase, callsPerRun, rounds, samples: [] as number[] });
  }
  const totalRounds = Math.max(...plans.map((plan) => plan.rounds));
  for (let round = 0; round < totalRounds; round++) {
    for (let offset = 0; offset < plans.length; offset++) {
      const plan = plans[(round + offset) % plans.length];
      if (round >= plan.rounds) continue;
      const started = performance.now();
      for (let call = 0; call < plan.callsPerRun; call++) await callOnce(plan.timedCase.run);
      plan.samples.push((performance.now() - started) / plan.callsPerRun);
      await yieldToEventLoop();
    }
  }
  return new Map(
    plans.map((plan) => [
      plan.timedCase.name,
      {
        name: plan.timedCase.name,
        samples: plan.samples,
        summary: summarize(plan.samples, plan.callsPerRun),
      },
    ]),
  );
}
