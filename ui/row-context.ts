/** What every row of the list may ask of the list around it. */
import type { CalculatorUiController, UiItem } from './controller';
import type { MathField } from './math-field';
import type { UiOptions } from './ui-options';
import type { UiText } from './ui-text';

export interface RowContext {
  readonly controller: CalculatorUiController;
  readonly options: UiOptions;
  /** The UI's strings; rows label themselves with it in `update`, which runs again on a language change. */
  readonly text: UiText;
  /** Replaces the row's item (a shallow merge onto the current item). */
  update(id: string, change: Partial<UiItem>): void;
  /** Enter in a row: a new expression row right below it (in its folder), with the caret. */
  advanceFrom(id: string): void;
  /** ↑ / ↓ past the first or last line of a row's math: the row before or after takes the focus. */
  moveFocus(id: string, direction: -1 | 1): void;
  /** Backspace in an empty row: remove it and focus the row before. */
  removeAndRetreat(id: string): void;
  /** A row's math field took focus: it becomes the selected row and the keypad's target. */
  fieldFocused(id: string, field: MathField): void;
}

/** One row on screen. */
export interface RowView {
  readonly element: HTMLElement;
  /** Shows `item` (same id) at list position `index` (1-based, what the gutter shows). */
  update(item: UiItem, index: number): void;
  /** The engine's analysis of the row changed. */
  updateAnalysis(): void;
  focus(): void;
}
