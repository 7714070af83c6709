/**
 * `observeEvent('change', fn)` for the basic calculators, with namespaced names ('change.save'):
 * unobserving 'change' removes every observer, 'change.save' only that one. A burst of changes in one
 * task is told once, on a microtask, so the callback reads the final state.
 */

interface Observer {
  readonly name: string;
  readonly callback: (...args: unknown[]) => void;
}

export class ChangeObservers {
  private observers: Observer[] = [];
  private pending = false;
  private userInitiated = false;
  private closed = false;

  observe(name: unknown, callback: unknown): void {
    if (typeof name !== 'string' || name.split('.')[0] !== 'change' || typeof callback !== 'function') return;
    this.observers.push({ name, callback: callback as Observer['callback'] });
  }

  unobserve(name: unknown): void {
    if (typeof name !== 'string') return;
    this.observers = this.observers.filter((observer) =>
      name.includes('.') ? observer.name !== name : observer.name.split('.')[0] !== name,
    );
  }

  changed(isUserInitiated: boolean): void {
    if (this.closed) return;
    this.userInitiated ||= isUserInitiated;
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      const event = { isUserInitiated: this.userInitiated };
      this.userInitiated = false;
      if (this.closed) return;
      for (const observer of [...this.observers]) {
        try {
          observer.callback('change', event);
        } catch (error) {
          console.error(error);
        }
      }
    });
  }

  close(): void {
    this.closed = true;
    this.observers = [];
  }
}
