/**
 * Undo and redo over snapshots of the content. A step is recorded with the snapshot from before the
 * change; consecutive edits with the same coalescing key (typing into one expression) inside a short
 * window join the step already recorded, so a typed word undoes at once.
 */

/** A pause in typing longer than this starts a new undo step (a common editor figure, about 1 s). */
export const TYPING_WINDOW_MS = 1000;
/** Older steps are forgotten past this many, so a long session keeps bounded memory. */
export const HISTORY_LIMIT = 500;

export class History<Snapshot> {
  private past: Snapshot[] = [];
  private future: Snapshot[] = [];
  private lastKey: string | undefined;
  private lastTime = -Infinity;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Records a change made after `before`. */
  record(before: Snapshot, coalesceKey?: string): void {
    const time = this.now();
    const joins =
      coalesceKey !== undefined &&
      coalesceKey === this.lastKey &&
      time - this.lastTime <= TYPING_WINDOW_MS &&
      this.past.length > 0;
    if (!joins) {
      this.past.push(before);
      if (this.past.length > HISTORY_LIMIT) this.past.shift();
    }
    this.future = [];
    this.lastKey = coalesceKey;
    this.lastTime = time;
  }

  /** The snapshot to restore, given the current one (kept for redo); undefined when there is none. */
  undo(current: Snapshot): Snapshot | undefined {
    const previous = this.past.pop();
    if (previous === undefined) return undefined;
    this.future.push(current);
    this.lastKey = undefined;
    return previous;
  }

  redo(current: Snapshot): Snapshot | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push(current);
    this.lastKey = undefined;
    return next;
  }

  clear(): void {
    this.past = [];
    this.future = [];
    this.lastKey = undefined;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }
}
