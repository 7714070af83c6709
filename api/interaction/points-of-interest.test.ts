import { describe, expect, it } from 'vitest';
import type { PointOfInterest } from '../../worker/protocol';
import { PointsOfInterestTracker } from './points-of-interest';

const viewport = { left: -10, right: 10, bottom: -10, top: 10, widthPixels: 200, heightPixels: 200 };

function deferredFinder() {
  const calls: { id: string; resolve: (points: PointOfInterest[]) => void }[] = [];
  const find = (request: { id: string }) =>
    new Promise<PointOfInterest[]>((resolve) => calls.push({ id: request.id, resolve }));
  return { calls, find };
}

describe('PointsOfInterestTracker', () => {
  it('asks again only when something changed, and drops answers to older requests', async () => {
    const { calls, find } = deferredFinder();
    let changes = 0;
    const tracker = new PointsOfInterestTracker(find, () => changes++);
    const geometry = {};
    tracker.update('a', ['b'], viewport, geometry);
    tracker.update('a', ['b'], viewport, geometry);
    expect(calls).toHaveLength(1);
    tracker.update('a', ['b'], viewport, {});
    expect(calls).toHaveLength(2);
    calls[1].resolve([{ kind: 'extremum', x: 1, y: 2 }]);
    calls[0].resolve([{ kind: 'extremum', x: 5, y: 5 }]);
    await tracker.whenSettled();
    await Promise.resolve();
    expect(tracker.points).toEqual([{ kind: 'extremum', x: 1, y: 2 }]);
    expect(changes).toBe(1);
    // 10 px per unit: (1, 2) is at pixel (110, 80).
    expect(tracker.nearest(viewport, 113, 84, 6)).toEqual({ kind: 'extremum', x: 1, y: 2 });
    expect(tracker.nearest(viewport, 120, 84, 6)).toBeUndefined();
    // The dot sits at (1, 2): the origin of its float32 offsets, the one offset (0, 0).
    expect(tracker.drawable()).toMatchObject({ originX: 1, originY: 2, positions: new Float32Array([0, 0]) });
  });

  it('clears the dots when nothing is selected', async () => {
    const { calls, find } = deferredFinder();
    const tracker = new PointsOfInterestTracker(find, () => {});
    tracker.update('a', [], viewport, {});
    calls[0].resolve([{ kind: 'x-intercept', x: 1, y: 0 }]);
    await tracker.whenSettled();
    tracker.update(undefined, [], viewport, {});
    expect(tracker.points).toEqual([]);
    expect(tracker.drawable()).toBeUndefined();
  });
});
