/**
 * The calculator's private channel to its own list UI (issue 26). The list listens here, never among the
 * page's observers and events: whatever a page does with `observe`/`unobserve` or
 * `observeEvent`/`unobserveEvent` (a plain name removes every observer of it, as the spec says) cannot
 * reach the list, and no page-facing object has a way in. The calculator tells the channel at the same
 * moments it tells the page, first, so a page's observer already sees the list up to date (but for a
 * change the page made alone, below).
 *
 * Names may carry a namespace ('change.calculatorUi') like the page's, so the list removes its own alone.
 *
 * 'change' comes with where it came from (`UiSignalDetail`): a change the page alone made through the
 * API's list edits may reach the list's DOM at the next animation frame (ui/index.ts), so that the row's
 * typesetting does not delay taking the worker's answer (issue 23); the order of the signals is unchanged.
 */
import { ObserverRegistry } from './model/observers';

/** What the list hears: the same moments the page's observers and 'change' event are told of. */
export type UiSignal =
  'change' | 'graphReset' | 'expressionAnalysis' | 'isAnyExpressionSelected' | 'graphpaperBounds';

/** Beside 'change': the page made every list change since the last one (setExpression(s), removeExpressions). */
export interface UiSignalDetail {
  readonly fromPage: boolean;
}

export class UiChannel {
  readonly #listeners = new ObserverRegistry();

  listen(name: string, callback: (detail?: UiSignalDetail) => void): void {
    this.#listeners.add(name, callback as (...args: unknown[]) => void);
  }

  stop(name: string): void {
    this.#listeners.remove(name);
  }

  tell(signal: UiSignal, detail?: UiSignalDetail): void {
    this.#listeners.notify(signal, detail);
  }

  clear(): void {
    this.#listeners.clear();
  }
}
