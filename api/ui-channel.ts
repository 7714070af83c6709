/**
 * The calculator's private channel to its own list UI (issue 26). The list listens here, never among the
 * page's observers and events: whatever a page does with `observe`/`unobserve` or
 * `observeEvent`/`unobserveEvent` (a plain name removes every observer of it, as the spec says) cannot
 * reach the list, and no page-facing object has a way in. The calculator tells the channel at the same
 * moments it tells the page, first, so a page's observer already sees the list up to date.
 *
 * Names may carry a namespace ('change.calculatorUi') like the page's, so the list removes its own alone.
 */
import { ObserverRegistry } from './model/observers';

/** What the list hears: the same moments the page's observers and 'change' event are told of. */
export type UiSignal =
  'change' | 'graphReset' | 'expressionAnalysis' | 'isAnyExpressionSelected' | 'graphpaperBounds';

export class UiChannel {
  readonly #listeners = new ObserverRegistry();

  listen(name: string, callback: () => void): void {
    this.#listeners.add(name, callback);
  }

  stop(name: string): void {
    this.#listeners.remove(name);
  }

  tell(signal: UiSignal): void {
    this.#listeners.notify(signal);
  }

  clear(): void {
    this.#listeners.clear();
  }
}
