/**
 * Pastes into the list that are more than text: table data becomes a new table (`pasteTableData`, up to
 * 50 rows) and a share link replaces the graph (`pasteGraphLink`). Anything else is left to the field.
 */
import type { CalculatorUiController, UiItem } from './controller';
import { parseTableData, readGraphLink } from './paste-data';
import type { UiOptions } from './ui-options';

export function handleListPaste(
  event: ClipboardEvent,
  controller: CalculatorUiController,
  options: UiOptions,
  add: (item: UiItem) => void,
): void {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (options.pasteGraphLink) {
    const state = readGraphLink(text);
    if (state !== undefined && controller.loadState(state)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
  }
  if (!options.pasteTableData) return;
  const columns = parseTableData(text);
  if (!columns) return;
  event.preventDefault();
  event.stopPropagation();
  const colored = columns.map((column, index) =>
    index === 0 ? column : { ...column, color: controller.nextColor() },
  );
  add({ type: 'table', id: controller.createId(), columns: colored });
}
