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

  /**
   * @param tellCalculator the calculator's own channel to its list UI (`ui-channel.ts`): told of every
   * event, whatever the page's line offers, before the page's observers and out of their reach
   */
  constructor(
    private readonly events: readonly string[],
    private readonly tellCalculator: (event: 'change' | 'graphReset') => void = () => {},
  ) {}

  observe(name: string, callback: (...args: unknown[]) => void): void {
    if (typeof name !== 'string' || !this.events.includes(name.split('.')[0])) return;
    this.observers.add(name, callback);
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
      if (this.closed) return;
      this.tellCalculator('change');
      this.observers.notify('change', 'change', { isUserInitiated: userInitiated });
    });
  }

  graphReset(): void {
    if (this.closed) return;
    this.tellCalculator('graphReset');
    this.observers.notify('graphReset', 'graphReset', { isUserInitiated: true });
  }

  close(): void {
    this.closed = true;
    this.observers.clear();
  }
}
