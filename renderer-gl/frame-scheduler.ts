/**
 * Frames on demand: any number of requests before the next animation frame coalesce into one draw, and
 * nothing runs while idle (no render loop), so an idle graph costs no CPU or GPU time.
 */

export interface FrameScheduler {
  request(): void;
  /** Draws now (e.g. right after a resize cleared the canvas), replacing a pending frame. */
  drawNow(): void;
  cancel(): void;
  readonly pending: boolean;
}

export interface AnimationFrameClock {
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
}

export function createFrameScheduler(clock: AnimationFrameClock, draw: () => void): FrameScheduler {
  let handle: number | null = null;
  const cancel = () => {
    if (handle !== null) clock.cancelAnimationFrame(handle);
    handle = null;
  };
  return {
    request() {
      if (handle !== null) return;
      handle = clock.requestAnimationFrame(() => {
        handle = null;
        draw();
      });
    },
    drawNow() {
      cancel();
      draw();
    },
    cancel,
    get pending() {
      return handle !== null;
    },
  };
}
