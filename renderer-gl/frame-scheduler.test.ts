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
});
