import { describe, expect, it } from 'vitest';
import type { UpdateRequest, UpdateResult } from '../worker/protocol';
import type { EngineLease } from './engine-client';
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
