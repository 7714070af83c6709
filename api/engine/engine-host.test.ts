import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineApi, EngineProgress, UpdateRequest, UpdateResult } from '../../worker/protocol';
import { EngineHost, EngineStallError, EngineUnavailableError, type EngineCall } from './engine-host';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 100, heightPixels: 70 };

type Behavior = 'answer' | 'stick' | 'crash';

/**
 * A worker made of a MessageChannel: Comlink on both ends, as in the browser. Each update posts its
 * progress like the real worker; `behave` decides whether it answers, sticks in a step, or crashes.
 */
class FakeWorker extends EventTarget {
  terminated = false;
  readonly #page: MessagePort;
  readonly #inside: MessagePort;

  /** `silentCrash`: a crash fails the worker before it posts anything (as a worker that cannot start). */
  constructor(
    behave: (request: UpdateRequest) => Behavior,
    private readonly silentCrash = false,
  ) {
    super();
    const channel = new MessageChannel();
    this.#page = channel.port1;
    this.#inside = channel.port2;
    this.#page.onmessage = (event) => {
      if (!this.terminated) this.dispatchEvent(Object.assign(new Event('message'), { data: event.data }));
    };
    const report = (engineProgress: EngineProgress) => this.#inside.postMessage({ engineProgress });
    const service: EngineApi = {
      update: async (request) => {
        const { calculatorId, generation } = request;
        const behavior = behave(request);
        if (!(behavior === 'crash' && this.silentCrash))
          report({ calculatorId, generation, step: 'analysis' });
        if (behavior === 'crash') {
          setTimeout(() => this.crash(), 0);
          return new Promise<never>(() => {});
        }
        if (behavior === 'stick') {
          report({ calculatorId, generation, step: 'entry', entryId: request.expressions[0]?.id });
          return new Promise<never>(() => {});
        }
        return answer(request);
      },
      pointsOfInterest: async () => [],
      release: async () => {},
    };
    Comlink.expose(service, this.#inside);
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (!this.terminated) this.#page.postMessage(message, transfer);
  }

  terminate(): void {
    this.terminated = true;
    this.#page.close();
    this.#inside.close();
  }

  crash(): void {
    this.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' }));
  }
}

function answer(request: UpdateRequest): UpdateResult {
  return {
    calculatorId: request.calculatorId,
    generation: request.generation,
    current: true,
    analysis: {},
    curves: [],
    points: [],
    fills: [],
    sampledViewport: request.viewport,
  };
}

function update(calculatorId: number, generation: number, ids: string[] = ['a']): EngineCall<UpdateResult> {
  const request: UpdateRequest = {
    calculatorId,
    generation,
    expressions: ids.map((id) => ({ id, latex: 'y=x', hidden: false })),
    degreeMode: false,
    viewport: VIEWPORT,
  };
  return { calculatorId, kind: 'update', generation, send: (remote) => remote.update(request) };
}

const hosts: EngineHost[] = [];

function createHost(behave: (request: UpdateRequest, workerIndex: number) => Behavior, silentCrash = false) {
  const workers: FakeWorker[] = [];
  const warnings: string[] = [];
  const policy = new EventTarget();
  const host = new EngineHost({
    createWorker: () => {
      const index = workers.length;
      const worker = new FakeWorker((request) => behave(request, index), silentCrash);
      workers.push(worker);
      return worker as unknown as Worker;
    },
    stepBudgetMilliseconds: 60,
    answerBudgetMilliseconds: 40,
    warn: (message) => warnings.push(message),
    policyEvents: policy,
  });
  hosts.push(host);
  return { host, workers, warnings, policy };
}

afterEach(() => {
  for (const host of hosts.splice(0)) host.shutdown();
});

describe('EngineHost', () => {
  it('answers calls through the worker', async () => {
    const { host, workers } = createHost(() => 'answer');
    const result = await host.call(update(1, 1));
    expect(result.generation).toBe(1);
    expect(workers).toHaveLength(1);
  });

  it('sends a call again to a new worker when its worker crashes, and tells the listeners', async () => {
    const { host, workers } = createHost((_, worker) => (worker === 0 ? 'crash' : 'answer'));
    let replaced = 0;
    host.onWorkerReplaced(() => replaced++);
    const result = await host.call(update(1, 7));
    expect(result.generation).toBe(7);
    expect(workers).toHaveLength(2);
    expect(workers[0].terminated).toBe(true);
    expect(replaced).toBe(1);
  });

  it('rejects the call of a step that sticks past its budget, naming the entry; other calls go on', async () => {
    const { host, workers } = createHost((request, worker) =>
      worker === 0 && request.calculatorId === 1 ? 'stick' : 'answer',
    );
    const stuck = host.call(update(1, 3, ['runaway']));
    const other = host.call(update(2, 1));
    const error = await stuck.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineStallError);
    expect((error as EngineStallError).entryId).toBe('runaway');
    expect((error as EngineStallError).calculatorId).toBe(1);
    expect((await other).calculatorId).toBe(2);
    expect(workers[0].terminated).toBe(true);
  });

  it('finds a worker killed without any event within the answer budget', async () => {
    const { host, workers } = createHost(() => 'answer');
    await host.call(update(1, 1));
    host.terminateWorker(true);
    // Without the watchdog this call never resolves and the test times out: how soon is no result here.
    const result = await host.call(update(1, 2));
    expect(result.generation).toBe(2);
    expect(workers).toHaveLength(2);
  });

  it('handles a reported termination at once', async () => {
    const { host, workers } = createHost(() => 'answer');
    await host.call(update(1, 1));
    let replaced = 0;
    host.onWorkerReplaced(() => replaced++);
    host.terminateWorker();
    expect(replaced).toBe(1);
    expect((await host.call(update(1, 2))).generation).toBe(2);
    expect(workers).toHaveLength(2);
  });

  it('stops restarting a worker that keeps failing as it starts, warns once, and tries again later', async () => {
    const { host, workers, warnings } = createHost((_, worker) => (worker < 3 ? 'crash' : 'answer'), true);
    const error = await host.call(update(1, 1)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(workers).toHaveLength(3);
    expect(warnings).toEqual([expect.stringMatching(/failed 3 times in a row/)]);
    expect((await host.call(update(1, 2))).generation).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it('rejects a step that makes the worker fail three times in a row like one that sticks', async () => {
    const { host, workers } = createHost((_, worker) => (worker < 3 ? 'crash' : 'answer'));
    const error = await host.call(update(1, 1, ['heavy'])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineStallError);
    expect((error as EngineStallError).step).toBe('analysis');
    expect(workers).toHaveLength(3);
  });

  it('names worker-src blob: once when the page policy blocks the worker, and starts no other', async () => {
    const { host, workers, warnings, policy } = createHost(() => 'crash');
    const call = host.call(update(1, 1));
    policy.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        effectiveDirective: 'worker-src',
        blockedURI: 'blob',
      }),
    );
    await expect(call).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(host.call(update(1, 2))).rejects.toBeInstanceOf(EngineUnavailableError);
    expect(warnings).toEqual([expect.stringContaining('"worker-src blob:"')]);
    expect(workers).toHaveLength(1);
  });

  it("names 'wasm-unsafe-eval' once when the worker says WebAssembly was refused", async () => {
    const { host, warnings } = createHost(() => 'answer');
    const refused = (): EngineCall<never> => ({
      calculatorId: 1,
      kind: 'update',
      generation: 1,
      send: () =>
        Promise.reject(
          new Error(
            "WebAssembly.instantiate(): Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is not an allowed source",
          ),
        ),
    });
    await expect(host.call(refused())).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(host.call(refused())).rejects.toBeInstanceOf(EngineUnavailableError);
    expect(warnings).toEqual([expect.stringContaining("'wasm-unsafe-eval'")]);
  });

  it('rejects every waiting call on shutdown and a destroyed calculator’s calls on abandon', async () => {
    const { host } = createHost(() => 'stick');
    const first = host.call(update(1, 1));
    const second = host.call(update(2, 1));
    host.abandon(1);
    await expect(first).rejects.toThrow('destroyed');
    host.shutdown();
    await expect(second).rejects.toThrow('destroyed');
  });
});
