/**
 * The calculator's global events, 'change' and 'graphReset', with namespaced names. 'change' is
 * coalesced: every change in one synchronous burst (a loop of 200 setExpression calls) is told once, on
 * a microtask, after the burst, so the callback reads the last state.
 */
import { ObserverRegistry } from './observers';

export class ChangeEvents {
  private readonly observers = new ObserverRegistry();
  private pending = false;
  private pendingUserInitiated = false;
  private closed = false;

  constructor(private readonly events: readonly string[]) {}

  observe(name: string, callback: (...args: unknown[]) => void): void {
    if (typeof name !== 'string' || !this.events.includes(name.split('.')[0])) return;
    this.observers.add(name, callback);
  }

  /** For the calculator's own UI: every event, whatever the page's line offers, untouched by the page's unobserve. */
  observeAny(name: string, callback: (...args: unknown[]) => void): void {
    this.observers.add(name, callback, 'calculator');
  }

  unobserveOwn(name: string): void {
    this.observers.remove(name, 'calculator');
  }

  unobserve(name: string): void {
    this.observers.remove(name);
  }

  /** Something of the persisted state changed; tells 'change' observers once per burst. */
  changed(isUserInitiated = false): void {
    if (this.closed) return;
    this.pendingUserInitiated ||= isUserInitiated;
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      const userInitiated = this.pendingUserInitiated;
      this.pendingUserInitiated = false;
      if (!this.closed) this.observers.notify('change', 'change', { isUserInitiated: userInitiated });
    });
  }

  graphReset(): void {
    if (!this.closed) this.observers.notify('graphReset', 'graphReset', { isUserInitiated: true });
  }

  close(): void {
    this.closed = true;
    this.observers.clear();
  }
}
