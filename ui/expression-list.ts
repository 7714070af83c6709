/**
 * The list of rows: keeps one row view per item id, so typing in a row never rebuilds it; shows items in
 * the controller's order, leaves out secret rows (and secret folders unless `administerSecretFolders`)
 * and the rows of collapsed folders, and keeps the selected row marked.
 */
import type { CalculatorUiController, UiItem } from './controller';
import { createElement } from './dom';
import { createExpressionRow } from './expression-row';
import { createFolderRow } from './folder-row';
import { createImageRow } from './image-row';
import type { MathField } from './math-field';
import { createNoteRow } from './note-row';
import type { RowContext, RowView } from './row-context';
import { createTableRow } from './table-row';
import type { UiOptions } from './ui-options';
import type { UiText } from './ui-text';

export interface ExpressionList {
  element: HTMLElement;
  render(): void;
  renderAnalysis(): void;
  renderSelection(): void;
  /** Adds an item at the end of the list and focuses it. */
  add(item: UiItem): void;
  focusFirst(): void;
  /** Enter on the keypad: the row after the selected one, or a new row. */
  advanceFromSelected(): void;
}

/** Rows at these first positions get their math field at once; rows further down when they near the view. */
const EAGER_MATH_ROWS = 40;

function createRow(item: UiItem, context: RowContext, position: number): RowView {
  switch (item.type) {
    case 'expression':
      return createExpressionRow(item, context, position < EAGER_MATH_ROWS);
    case 'table':
      return createTableRow(item, context);
    case 'folder':
      return createFolderRow(item, context);
    case 'text':
      return createNoteRow(item, context);
    case 'image':
      return createImageRow(item, context);
  }
}

/**
 * Which items a person sees, in order: not secret rows, not inside collapsed or (for non-administrators)
 * secret folders. A folder's rows are shown right after it wherever they sit in the list.
 */
export function visibleItems(items: readonly UiItem[], options: UiOptions): UiItem[] {
  const folders = new Map<string, UiItem>(
    items.filter((item) => item.type === 'folder').map((f) => [f.id, f]),
  );
  const isShownAlone = (item: UiItem) => !(item.type === 'expression' && item.secret);
  const shown: UiItem[] = [];
  for (const item of items) {
    if (item.type === 'folder') {
      if (item.secret && !options.administerSecretFolders) continue;
      shown.push(item);
      if (item.collapsed) continue;
      for (const child of items) {
        if (child.type !== 'folder' && child.folderId === item.id && isShownAlone(child)) shown.push(child);
      }
    } else if (item.folderId === undefined || !folders.has(item.folderId)) {
      if (isShownAlone(item)) shown.push(item);
    }
  }
  return shown;
}

export function createExpressionList(
  controller: CalculatorUiController,
  options: UiOptions,
  text: UiText,
  onFieldFocus: (field: MathField) => void,
): ExpressionList {
  const element = createElement('ol', 'calc-ui-list');
  const newRow = createElement('button', 'calc-ui-new-row', { type: 'button' });
  text.bind(() => {
    element.setAttribute('aria-label', text.format('ui.expressions'));
    newRow.textContent = text.format('ui.addExpression');
    newRow.setAttribute('aria-label', newRow.textContent);
  });
  // The blank row at the end adds at the top level, outside any folder.
  newRow.addEventListener('click', () => {
    controller.select(undefined);
    add({ type: 'expression', id: controller.createId(), latex: '', color: controller.nextColor() });
  });
  const newRowItem = createElement('li', 'calc-ui-new-row-item', {}, [newRow]);
  const rows = new Map<string, RowView>();
  let shown: UiItem[] = [];
  let pendingFocus: string | undefined;

  const context: RowContext = {
    controller,
    options,
    text,
    update(id, change) {
      const item = controller.getItems().find((candidate) => candidate.id === id);
      if (item) controller.setItem({ ...item, ...change } as UiItem);
    },
    advanceFrom(id) {
      const position = shown.findIndex((item) => item.id === id);
      const next = shown[position + 1];
      if (next) rows.get(next.id)?.focus();
      else add({ type: 'expression', id: controller.createId(), latex: '', color: controller.nextColor() });
    },
    moveFocus(id, direction) {
      const position = shown.findIndex((item) => item.id === id);
      const target = shown[position + direction];
      if (target) rows.get(target.id)?.focus();
    },
    removeAndRetreat(id) {
      const position = shown.findIndex((item) => item.id === id);
      const previous = shown[position - 1];
      controller.removeItem(id);
      if (previous) rows.get(previous.id)?.focus();
    },
    fieldFocused(id, field) {
      if (controller.getSelectedId() !== id) controller.select(id);
      onFieldFocus(field);
    },
  };

  function render(): void {
    shown = visibleItems(controller.getItems(), options);
    const ids = new Set(shown.map((item) => item.id));
    for (const [id, row] of rows) {
      if (!ids.has(id)) {
        row.element.remove();
        rows.delete(id);
      }
    }
    shown.forEach((item, position) => {
      let row = rows.get(item.id);
      if (!row) {
        row = createRow(item, context, position);
        rows.set(item.id, row);
      }
      row.update(item, position + 1);
      // Appending an element already in place moves it; skip that so a focused field keeps its focus.
      if (element.children[position] !== row.element)
        element.insertBefore(row.element, element.children[position] ?? null);
    });
    element.append(newRowItem);
    renderSelection();
    if (pendingFocus && rows.has(pendingFocus)) {
      rows.get(pendingFocus)!.focus();
      pendingFocus = undefined;
    }
  }

  function renderSelection(): void {
    const selected = controller.getSelectedId();
    for (const [id, row] of rows) row.element.dataset.selected = String(id === selected);
  }

  /** A new row joins the folder that is selected, or that holds the selected row. */
  function folderOfSelection(): string | undefined {
    const selected = controller.getItems().find((candidate) => candidate.id === controller.getSelectedId());
    if (!selected) return undefined;
    return selected.type === 'folder' ? selected.id : selected.folderId;
  }

  function add(item: UiItem): void {
    pendingFocus = item.id;
    const folderId = item.type === 'folder' ? undefined : folderOfSelection();
    controller.setItem(folderId === undefined ? item : ({ ...item, folderId } as UiItem));
    if (pendingFocus) render();
  }

  return {
    element,
    render,
    renderAnalysis: () => rows.forEach((row) => row.updateAnalysis()),
    renderSelection,
    add,
    advanceFromSelected: () => context.advanceFrom(controller.getSelectedId() ?? ''),
    focusFirst: () => (shown[0] ? rows.get(shown[0].id)?.focus() : newRow.focus()),
  };
}
