/**
 * Frames on demand: any number of requests before the next animation frame coalesce into one draw, and
 * nothing runs while idle (no render loop), so an idle graph costs no CPU or GPU time.
 *
 * A hold (`hold`) keeps animation frames from drawing until a promise settles: the request stays, and
 * the frame is drawn at the first animation frame after the hold ends. The calculator holds frames while
 * the worker's answer to a change is due (issue 23): a frame drawn meanwhile shows the old geometry, and
 * the GPU process's swap of it delays the frame with the answer by a whole frame or more.
 */

export interface FrameScheduler {
  request(): void;
  /** Draws now (e.g. right after a resize cleared the canvas), replacing a pending frame; holds or not. */
  drawNow(): void;
  /** Animation frames draw nothing until `until` settles (the latest hold counts); requests wait. */
  hold(until: Promise<unknown>): void;
  cancel(): void;
  readonly pending: boolean;
}

export interface AnimationFrameClock {
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
}

export function createFrameScheduler(clock: AnimationFrameClock, draw: () => void): FrameScheduler {
  let handle: number | null = null;
  /** A frame was asked for while a hold was on: drawn once it ends. */
  let waiting = false;
  let held: Promise<unknown> | null = null;
  const cancel = () => {
    if (handle !== null) clock.cancelAnimationFrame(handle);
    handle = null;
    waiting = false;
  };
  const request = () => {
    if (held) {
      waiting = true;
      return;
    }
    if (handle !== null) return;
    handle = clock.requestAnimationFrame(() => {
      handle = null;
      if (held) waiting = true;
      else draw();
    });
  };
  return {
    request,
    drawNow() {
      cancel();
      draw();
    },
    hold(until) {
      // A frame already asked for is taken back: it would only wake the page to draw nothing.
      if (handle !== null) {
        clock.cancelAnimationFrame(handle);
        handle = null;
        waiting = true;
      }
      const hold = until.then(release, release);
      held = hold;
      function release() {
        if (held !== hold) return;
        held = null;
        if (!waiting) return;
        waiting = false;
        request();
      }
    },
    cancel,
    get pending() {
      return handle !== null || waiting;
    },
  };
}
