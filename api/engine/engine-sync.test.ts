import { describe, expect, it } from 'vitest';
import type { UpdateRequest, UpdateResult } from '../../worker/protocol';
import type { EngineLease } from './engine-client';
import { EngineStallError } from './engine-host';
import { EngineSync, type EngineSnapshot } from './engine-sync';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 1000, heightPixels: 700 };

/** A worker that answers coarse to every coarse-first request, as if an implicit curve were uncached. */
function fakeLease(answersCoarse: boolean) {
  const requests: UpdateRequest[] = [];
  const lease: EngineLease = {
    calculatorId: 1,
    async update(request) {
      requests.push(request);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return {
        calculatorId: 1,
        generation: request.generation,
        current: true,
        analysis: {},
        curves: [],
        points: [],
        fills: [],
        sampledViewport: request.viewport,
        ...(answersCoarse && request.coarseFirst ? { coarse: true } : {}),
      };
    },
    pointsOfInterest: async () => [],
    release: () => {},
  };
  return { lease, requests };
}

const snapshot = (): EngineSnapshot => ({ expressions: [], degreeMode: false, viewport: VIEWPORT });

describe('EngineSync progressive drawing', () => {
  it('shows the coarse picture, then asks for the full one, and is settled only after it', async () => {
    const { lease, requests } = fakeLease(true);
    const shown: (boolean | undefined)[] = [];
    const sync = new EngineSync(lease, snapshot, (result: UpdateResult) => shown.push(result.coarse));
    sync.contentChanged();
    await sync.whenSettled();
    expect(requests.map((request) => request.coarseFirst)).toEqual([true, undefined]);
    expect(shown).toEqual([true, undefined]);
  });

  it('skips the full picture while newer changes keep coming (a pan), and refines the last one', async () => {
    const { lease, requests } = fakeLease(true);
    const sync = new EngineSync(lease, snapshot, () => {});
    sync.viewportChanged();
    await Promise.resolve();
    await Promise.resolve();
    // A change while the first coarse request is in flight: its refinement is dropped for the newer state.
    sync.viewportChanged();
    await sync.whenSettled();
    expect(requests.map((request) => request.coarseFirst)).toEqual([true, true, undefined]);
  });

  it('asks once when nothing comes back coarse', async () => {
    const { lease, requests } = fakeLease(false);
    const sync = new EngineSync(lease, snapshot, () => {});
    sync.contentChanged();
    await sync.whenSettled();
    expect(requests).toHaveLength(1);
  });
});

describe('EngineSync.whenAnswered', () => {
  it('resolves at the first answer shown for the content, before the full picture settles', async () => {
    const { lease } = fakeLease(true);
    const shown: (boolean | undefined)[] = [];
    const sync = new EngineSync(lease, snapshot, (result: UpdateResult) => shown.push(result.coarse));
    sync.contentChanged();
    let settled = false;
    void sync.whenSettled().then(() => (settled = true));
    await sync.whenAnswered();
    expect(shown).toEqual([true]);
    expect(settled).toBe(false);
    await sync.whenSettled();
    expect(shown).toEqual([true, undefined]);
  });

  it('waits past an answer for older content, dropped unshown, to the answer for the newest', async () => {
    const { lease, requests } = fakeLease(false);
    const shown: number[] = [];
    const sync = new EngineSync(lease, snapshot, (result: UpdateResult) => shown.push(result.generation));
    sync.contentChanged();
    await Promise.resolve();
    await Promise.resolve();
    sync.contentChanged();
    await sync.whenAnswered();
    expect(requests).toHaveLength(2);
    expect(shown).toEqual([2]);
  });

  it('resolves at once when nothing is due, and when a request fails', async () => {
    const sync = new EngineSync(fakeLease(false).lease, snapshot, () => {});
    await sync.whenAnswered();
    const failing: EngineLease = {
      calculatorId: 1,
      update: () => Promise.reject(new Error('no engine')),
      pointsOfInterest: async () => [],
      release: () => {},
    };
    const failed = new EngineSync(failing, snapshot, () => expect.unreachable());
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      failed.contentChanged();
      await failed.whenAnswered();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('EngineSync after engine faults', () => {
  it('holds out the entry that stuck the worker, shows it too complex and sends the rest again', async () => {
    const requests: UpdateRequest[] = [];
    const lease: EngineLease = {
      calculatorId: 1,
      async update(request) {
        requests.push(request);
        if (request.expressions.some((expression) => expression.id === 'runaway'))
          throw new EngineStallError(1, 'entry', 'runaway', 'ran past 3000 ms');
        return {
          calculatorId: 1,
          generation: request.generation,
          current: true,
          analysis: Object.fromEntries(
            request.expressions.map((expression) => [expression.id, { isGraphable: true, isError: false }]),
          ),
          curves: [],
          points: [],
          fills: [],
          sampledViewport: request.viewport,
        };
      },
      pointsOfInterest: async () => [],
      release: () => {},
    };
    const shown: UpdateResult[] = [];
    const expressions = [
      { id: 'a', latex: 'y=x', hidden: false },
      { id: 'runaway', latex: 'y=\\int_0^x\\int_0^t\\int_0^s u du ds dt', hidden: false },
    ];
    const sync = new EngineSync(
      lease,
      () => ({ ...snapshot(), expressions }),
      (result) => shown.push(result),
    );
    const warn = console.warn;
    console.warn = () => {};
    try {
      sync.contentChanged();
      await sync.whenSettled();
    } finally {
      console.warn = warn;
    }
    expect(requests.map((request) => request.expressions.map((expression) => expression.id))).toEqual([
      ['a', 'runaway'],
      ['a'],
    ]);
    expect(shown).toHaveLength(1);
    expect(shown[0].analysis.a.isError).toBe(false);
    expect(shown[0].analysis.runaway).toMatchObject({ isError: true, errorCode: 'too-complex' });
  });

  it('sends its content again when the worker was replaced while it was idle', async () => {
    const { lease, requests } = fakeLease(false);
    let replaced: (() => void) | undefined;
    const sync = new EngineSync(
      { ...lease, onWorkerReplaced: (listener) => (replaced = listener) },
      snapshot,
      () => {},
    );
    sync.contentChanged();
    await sync.whenSettled();
    replaced?.();
    await sync.whenSettled();
    expect(requests).toHaveLength(2);
  });
});
