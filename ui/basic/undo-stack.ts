/**
 * Undo and redo over snapshots of the calculator's content. Typing in the input joins one step while
 * the pauses stay under a second (a common editor figure), so a typed number undoes at once.
 */

export const TYPING_WINDOW_MS = 1000;
/** Older steps are forgotten past this many, so a class-long session keeps bounded memory. */
export const UNDO_LIMIT = 300;

export class UndoStack<Snapshot> {
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
      if (this.past.length > UNDO_LIMIT) this.past.shift();
    }
    this.future = [];
    this.lastKey = coalesceKey;
    this.lastTime = time;
  }

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
}
