/**
 * Keeps the worker in step with the calculator: coalesces bursts of changes into one request, keeps at
 * most one request in flight (a newer change waits for it and then sends the latest state), and drops
 * results whose content is older than what the page has set since.
 *
 * Drawing is progressive: a request asks for implicit curves and inequalities coarse first (a third of
 * the resolution, a frame's work) and, when the answer says it was coarse, the full picture follows at
 * once, unless a newer change came meanwhile: while a pan goes on, its frames show coarse curves, refined
 * when it stops. Settled (whenSettled, and the calculator's idle) means the full picture.
 *
 * Faults: when the page's worker was replaced (engine-host.ts), the content is sent again, so the new
 * worker holds it and the graph is redrawn; an entry that stuck the worker is held out of the requests
 * (engine-quarantine.ts) and the rest sent again at once.
 */
import type { EngineLease } from './engine-client';
import { EngineStallError, EngineUnavailableError } from './engine-host';
import { EngineQuarantine } from './engine-quarantine';
import type { ExpressionInput, SamplingViewport, TableInput, UpdateResult } from '../../worker/protocol';

export interface EngineSnapshot {
  expressions: ExpressionInput[];
  /** Tables of the list: graph sources, and definitions of their columns' list variables. */
  tables?: TableInput[];
  degreeMode: boolean;
  /** The graph's random seed (with each expression's, it keys `random`). */
  randomSeed?: string;
  viewport: SamplingViewport;
  plotSingleVariableImplicitEquations?: boolean;
}

export class EngineSync {
  private contentGeneration = 0;
  private requestGeneration = 0;
  private scheduled = false;
  private inFlight = false;
  private dirty = false;
  private closed = false;
  /** The last answer was a coarse first picture of the current content: the full one is to be asked. */
  private refinePending = false;
  private idleWaiters: (() => void)[] = [];
  /** Who waits for the next answer shown (whenAnswered). */
  private answerWaiters: (() => void)[] = [];
  private readonly quarantine = new EngineQuarantine();

  constructor(
    private readonly lease: EngineLease,
    private readonly snapshot: () => EngineSnapshot,
    private readonly onResult: (result: UpdateResult) => void,
  ) {
    // A request in flight is sent again by the lease itself; an idle calculator sends its content anew.
    lease.onWorkerReplaced?.(() => {
      if (!this.inFlight) this.schedule();
    });
  }

  /** The expression list or a setting changed: results for older content must not be shown. */
  contentChanged(): void {
    this.contentGeneration++;
    this.schedule();
  }

  viewportChanged(): void {
    this.schedule();
  }

  /**
   * One request for another region (asyncScreenshot of bounds not on screen), sent when nothing else is
   * in flight; its result is returned, not shown. The next regular change sends a newer generation.
   */
  async sampleOnce(viewport: SamplingViewport): Promise<UpdateResult | undefined> {
    // Several shots may wait at once: each takes its turn, since a request sent while another is in
    // flight makes the worker drop the older one as stale.
    do await this.whenSettled();
    while (!this.isSettled());
    if (this.closed) return undefined;
    const sent = this.quarantine.filter(this.snapshot());
    this.inFlight = true;
    try {
      const result = await this.lease.update(this.request(sent, viewport));
      return result.current ? result : undefined;
    } catch (error) {
      if (this.failed(error, sent)) this.dirty = true;
      return undefined;
    } finally {
      this.inFlight = false;
      if (this.dirty) this.schedule();
      else this.flushWaiters();
    }
  }

  /**
   * Resolves when the next answer for the current content has been shown (handed to onResult), or once
   * nothing is scheduled or in flight (a failed request, a closed sync): what a frame may wait for.
   */
  whenAnswered(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.answerWaiters.push(resolve));
  }

  /** Resolves once nothing is scheduled or in flight. */
  whenSettled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.flushWaiters();
  }

  /** The worker's request for what `sent` holds, sampled for `viewport`, under a new generation. */
  private request(sent: EngineSnapshot, viewport: SamplingViewport) {
    const { expressions, tables, degreeMode, randomSeed, plotSingleVariableImplicitEquations } = sent;
    return {
      calculatorId: this.lease.calculatorId,
      generation: ++this.requestGeneration,
      expressions,
      tables,
      degreeMode,
      randomSeed,
      plotSingleVariableImplicitEquations,
      viewport,
    };
  }

  private isSettled(): boolean {
    return this.closed || (!this.scheduled && !this.inFlight && !this.refinePending);
  }

  private schedule(): void {
    if (this.closed) return;
    if (this.inFlight) {
      this.dirty = true;
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    // A microtask lets a synchronous burst of API calls finish first, so it costs one request.
    queueMicrotask(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(coarseFirst = true): void {
    if (this.closed) return;
    const contentGeneration = this.contentGeneration;
    this.inFlight = true;
    this.dirty = false;
    this.refinePending = false;
    const sent = this.quarantine.filter(this.snapshot());
    this.lease
      .update({ ...this.request(sent, sent.viewport), ...(coarseFirst ? { coarseFirst } : {}) })
      .then(
        (result) => {
          if (!this.closed && result.current && contentGeneration === this.contentGeneration) {
            this.onResult(this.withHeldEntries(result));
            this.flushAnswerWaiters();
            this.refinePending = result.coarse === true;
            // An entry on probation comes back: the content is sent again with it.
            if (this.quarantine.answered(sent)) this.dirty = true;
          }
        },
        (error: unknown) => {
          if (this.failed(error, sent)) this.dirty = true;
        },
      )
      .finally(() => {
        this.inFlight = false;
        if (this.dirty) this.schedule();
        else if (this.refinePending) this.send(false);
        else this.flushWaiters();
      });
  }

  /** The worker's answer with the held entries' errors beside it. */
  private withHeldEntries(result: UpdateResult): UpdateResult {
    if (this.quarantine.size === 0) return result;
    return { ...result, analysis: { ...result.analysis, ...this.quarantine.analysis() } };
  }

  /** A request failed: true when the content is to be sent again (a stalled entry is now held out). */
  private failed(error: unknown, sent: EngineSnapshot): boolean {
    if (this.closed) return false;
    if (error instanceof EngineStallError) {
      this.quarantine.stalled(error, sent);
      console.warn(error.message);
      return true;
    }
    // The engine host has said, once, why the engine cannot run here.
    if (!(error instanceof EngineUnavailableError)) console.error(error);
    return false;
  }

  private flushAnswerWaiters(): void {
    const waiters = this.answerWaiters;
    this.answerWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private flushWaiters(): void {
    if (!this.isSettled()) return;
    this.flushAnswerWaiters();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
