import { describe, expect, it } from 'vitest';
import { createFrameScheduler, type AnimationFrameClock } from './frame-scheduler';

function createManualClock() {
  const callbacks = new Map<number, (time: number) => void>();
  let nextHandle = 1;
  const clock: AnimationFrameClock = {
    requestAnimationFrame(callback) {
      callbacks.set(nextHandle, callback);
      return nextHandle++;
    },
    cancelAnimationFrame(handle) {
      callbacks.delete(handle);
    },
  };
  const tick = () => {
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback(0);
  };
  return { clock, tick, pendingCount: () => callbacks.size };
}

describe('createFrameScheduler', () => {
  it('coalesces requests into one frame and stays idle afterwards', () => {
    const { clock, tick, pendingCount } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    scheduler.request();
    scheduler.request();
    scheduler.request();
    expect(pendingCount()).toBe(1);
    expect(scheduler.pending).toBe(true);
    tick();
    expect(draws).toBe(1);
    expect(scheduler.pending).toBe(false);
    tick();
    expect(draws).toBe(1);
  });

  it('draws again after a later request', () => {
    const { clock, tick } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    scheduler.request();
    tick();
    scheduler.request();
    tick();
    expect(draws).toBe(2);
  });

  it('cancels a pending frame', () => {
    const { clock, tick, pendingCount } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    scheduler.request();
    scheduler.cancel();
    expect(pendingCount()).toBe(0);
    tick();
    expect(draws).toBe(0);
  });

  it('drawNow draws synchronously and replaces the pending frame', () => {
    const { clock, tick } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    scheduler.request();
    scheduler.drawNow();
    expect(draws).toBe(1);
    tick();
    expect(draws).toBe(1);
  });

  it('holds animation frames until the hold settles, then draws what was asked for once', async () => {
    const { clock, tick, pendingCount } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    let release = () => {};
    scheduler.request();
    scheduler.hold(new Promise<void>((resolve) => (release = resolve)));
    scheduler.request();
    expect(pendingCount()).toBe(0);
    expect(scheduler.pending).toBe(true);
    tick();
    expect(draws).toBe(0);
    release();
    await Promise.resolve();
    await Promise.resolve();
    tick();
    expect(draws).toBe(1);
    expect(scheduler.pending).toBe(false);
  });

  it('draws nothing after a hold that no frame was asked for during, and the latest hold counts', async () => {
    const { clock, tick } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    let releaseFirst = () => {};
    let releaseSecond = () => {};
    scheduler.hold(new Promise<void>((resolve) => (releaseFirst = resolve)));
    await settle(releaseFirst);
    tick();
    expect(draws).toBe(0);
    scheduler.hold(new Promise<void>((resolve) => (releaseFirst = resolve)));
    scheduler.hold(new Promise<void>((resolve) => (releaseSecond = resolve)));
    scheduler.request();
    await settle(releaseFirst);
    tick();
    expect(draws).toBe(0);
    await settle(releaseSecond);
    tick();
    expect(draws).toBe(1);
  });

  it('ends a hold on rejection too; drawNow and cancel ignore holds', async () => {
    const { clock, tick } = createManualClock();
    let draws = 0;
    const scheduler = createFrameScheduler(clock, () => draws++);
    let reject = (_: Error) => {};
    scheduler.hold(new Promise<void>((_, fail) => (reject = fail)));
    scheduler.drawNow();
    expect(draws).toBe(1);
    scheduler.request();
    scheduler.cancel();
    expect(scheduler.pending).toBe(false);
    scheduler.request();
    await settle(() => reject(new Error('engine gone')));
    tick();
    expect(draws).toBe(2);
  });
});

/** Calls `release` and lets the hold's settlement run. */
async function settle(release: () => void): Promise<void> {
  release();
  for (let turn = 0; turn < 3; turn++) await Promise.resolve();
}
