/**
 * The list of rows: keeps one row view per item id, so typing in a row never rebuilds it; shows items in
 * the controller's order, leaves out secret rows (and secret folders unless `administerSecretFolders`)
 * and the rows of collapsed folders, and keeps the selected row marked.
 *
 * The list as people use it (the best-known calculator's habits): an empty list shows one blank
 * expression row, a row the model does not hold until it is typed into (so a blank calculator's
 * `getExpressions()` stays `[]`); a click anywhere in the empty part of the list puts the caret in it
 * (or in a new last row). Enter makes a row below the current one, Backspace in an empty row removes it
 * and goes up, ↑/↓ move between rows, and rows move by Alt+Shift+↑/↓ or a drag (`row-reorder.ts`).
 */
import type { CalculatorUiController, UiExpressionItem, UiItem } from './controller';
import { createElement } from './dom';
import { createExpressionRow } from './expression-row';
import { createFolderRow } from './folder-row';
import { createImageRow } from './image-row';
import type { MathField } from './math-field';
import { createNoteRow } from './note-row';
import type { RowContext, RowView } from './row-context';
import { createRowReorder } from './row-reorder';
import { createTableRow } from './table-row';
import type { UiOptions } from './ui-options';
import type { UiText } from './ui-text';

export interface ExpressionList {
  element: HTMLElement;
  /** The polite live region that says where a moved row went; the list panel holds it. */
  announcer: HTMLElement;
  render(): void;
  renderAnalysis(): void;
  renderSelection(): void;
  /** Adds an item at the end of the list and focuses it. */
  add(item: UiItem): void;
  /** The first row, or the blank row of an empty list. */
  focusFirst(): void;
  /** Enter on the keypad: a new row after the selected one. */
  advanceFromSelected(): void;
  /** Scrolls the list (only the list, not the page) so the row with the focus, or else the selected one, is seen. */
  revealEditedRow(): void;
}

/** Rows at these first positions typeset their math at once; rows further down when they near the view. */
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
  // A secret note is left out as a secret expression is (the model's TextState carries `secret` too).
  const isShownAlone = (item: UiItem) =>
    !((item.type === 'expression' || item.type === 'text') && item.secret);
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
  // Focusable by script only: a page or a click that focuses the list hands the caret to a row.
  const element = createElement('ol', 'calc-ui-list', { tabindex: '-1' });
  const newRow = createElement('button', 'calc-ui-new-row', { type: 'button' });
  text.bind(() => {
    element.setAttribute('aria-label', text.format('ui.expressions'));
    newRow.textContent = text.format('ui.addExpression');
    newRow.setAttribute('aria-label', newRow.textContent);
  });
  newRow.addEventListener('click', () => typeAtEnd());
  const newRowItem = createElement('li', 'calc-ui-new-row-item', {}, [newRow]);
  // A press on the list's empty part (below the rows) would focus nothing; it goes to a row instead.
  element.addEventListener('pointerdown', (event) => {
    if (event.target !== element && event.target !== newRowItem) return;
    event.preventDefault();
    typeAtEnd();
  });
  element.addEventListener('focus', () => focusFirst());
  const rows = new Map<string, RowView>();
  let shown: UiItem[] = [];
  let pendingFocus: string | undefined;
  /** The blank row of an empty list: a row view whose item the model gets with its first keystroke. */
  let blank: { item: UiExpressionItem; row: RowView } | undefined;

  const newExpression = (): UiExpressionItem => ({
    type: 'expression',
    id: controller.createId(),
    latex: '',
    color: controller.nextColor(),
  });
  const findItem = (id: string) => controller.getItems().find((candidate) => candidate.id === id);

  const reorder = createRowReorder({
    controller,
    text,
    shown: () => shown,
    rowElement: (id) => rows.get(id)?.element,
    moved(id, hadFocus) {
      render();
      const row = rows.get(id);
      if (hadFocus && row && !row.element.contains(document.activeElement)) row.focus();
    },
  });

  const context: RowContext = {
    controller,
    options,
    text,
    update(id, change) {
      const item = findItem(id) ?? (blank?.item.id === id ? blank.item : undefined);
      if (item) controller.setItem({ ...item, ...change } as UiItem);
    },
    advanceFrom(id) {
      if (blank?.item.id === id) controller.setItem(blank.item);
      const items = controller.getItems();
      const position = items.findIndex((item) => item.id === id);
      if (position < 0) return typeAtEnd();
      const current = items[position];
      const next = newExpression();
      // The new row joins the current row's folder, or the folder itself when Enter was in its title.
      const folderId = current.type === 'folder' ? current.id : current.folderId;
      pendingFocus = next.id;
      controller.insertItems([folderId === undefined ? next : { ...next, folderId }], position + 1);
      render();
    },
    moveFocus(id, direction) {
      const position = shown.findIndex((item) => item.id === id);
      const target = shown[position + direction];
      if (target) rows.get(target.id)?.focus();
    },
    removeAndRetreat(id) {
      const position = shown.findIndex((item) => item.id === id);
      if (position < 0) return;
      // The caret goes up; from the first row it goes to the row that takes its place.
      const neighbor = shown[position - 1] ?? shown[position + 1];
      controller.removeItem(id);
      render();
      if (neighbor) rows.get(neighbor.id)?.focus();
      else blank?.row.focus();
    },
    fieldFocused(id, field) {
      if (controller.getSelectedId() !== id) controller.select(id);
      onFieldFocus(field);
    },
  };

  /** The blank row while the list is empty; once its item exists it becomes that item's row. */
  function placeBlank(ids: ReadonlySet<string>): void {
    if (blank && ids.has(blank.item.id)) {
      rows.set(blank.item.id, blank.row);
      blank = undefined;
    }
    if (shown.length > 0 || !options.expressions) {
      blank?.row.element.remove();
      blank = undefined;
      return;
    }
    if (!blank) {
      const item = newExpression();
      const row = createRow(item, context, 0);
      row.element.dataset.blank = 'true';
      reorder.attach(item.id, row.element, rowHandle(row));
      blank = { item, row };
    }
    if (element.firstChild !== blank.row.element) element.prepend(blank.row.element);
  }

  function render(): void {
    const items = controller.getItems();
    shown = visibleItems(items, options);
    const ids = new Set(shown.map((item) => item.id));
    // A hidden folder hides its items' graphs (their own hidden flags stay): their rows show it dimmed.
    const hiddenFolders = new Set(
      items.filter((item) => item.type === 'folder' && item.hidden).map((item) => item.id),
    );
    placeBlank(ids);
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
        reorder.attach(item.id, row.element, rowHandle(row));
        rows.set(item.id, row);
      }
      delete row.element.dataset.blank;
      row.update(item, position + 1);
      const folderId = item.type === 'folder' ? undefined : item.folderId;
      row.element.dataset.folderHidden = String(folderId !== undefined && hiddenFolders.has(folderId));
      placeRow(row.element, position);
    });
    element.append(newRowItem);
    renderSelection();
    if (pendingFocus && rows.has(pendingFocus)) {
      rows.get(pendingFocus)!.focus();
      pendingFocus = undefined;
    }
  }

  /**
   * Puts a row's element at `position`. A moved element loses the focus, so a focused row stays where
   * it is and the rows that must come after it move behind it instead (a row moved by Alt+Shift+↑
   * keeps its caret, and the next key press still reaches it).
   */
  function placeRow(rowElement: HTMLElement, position: number): void {
    const holdsFocus = rowElement.contains(document.activeElement);
    let current = element.children[position];
    while (current !== rowElement) {
      if (current === undefined || !holdsFocus || !rowElement.isConnected) {
        element.insertBefore(rowElement, current ?? null);
        return;
      }
      rowElement.after(current);
      current = element.children[position];
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

  /**
   * Where a click below the rows or "Add expression" puts the caret: the blank row of an empty list, a
   * last row that is still empty, or a new last row at the top level.
   */
  function typeAtEnd(): void {
    if (blank) return blank.row.focus();
    const last = shown[shown.length - 1];
    if (last?.type === 'expression' && last.latex === '' && last.folderId === undefined) {
      return rows.get(last.id)?.focus();
    }
    controller.select(undefined);
    add(newExpression());
  }

  function focusFirst(): void {
    if (shown[0]) rows.get(shown[0].id)?.focus();
    else if (blank) blank.row.focus();
    else newRow.focus();
  }

  return {
    element,
    announcer: reorder.announcer,
    render,
    renderAnalysis: () => {
      rows.forEach((row) => row.updateAnalysis());
    },
    renderSelection,
    add,
    advanceFromSelected: () => {
      const selected = controller.getSelectedId();
      if (selected !== undefined) context.advanceFrom(selected);
      else typeAtEnd();
    },
    focusFirst,
    revealEditedRow() {
      const selected = controller.getSelectedId();
      const row =
        document.activeElement?.closest('.calc-ui-row') ??
        (selected === undefined ? undefined : rows.get(selected)?.element);
      if (!row || !element.contains(row)) return;
      const seen = element.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      if (box.bottom > seen.bottom)
        element.scrollTop += Math.min(box.bottom - seen.bottom, box.top - seen.top);
      else if (box.top < seen.top) element.scrollTop -= seen.top - box.top;
    },
  };
}

/** The part of a row a drag starts from: its number in the gutter. */
function rowHandle(row: RowView): HTMLElement {
  return row.element.querySelector<HTMLElement>('.calc-ui-row-number') ?? row.element;
}
