/**
 * Moving rows: Alt+Shift+↑/↓ in a row and a drag by the row's number. Either ends in one
 * `controller.moveItem`, so one undo step, and a polite announcement of the row's new place for screen
 * readers (a person who moved a row by keys cannot see where it went).
 *
 * A row moves among the rows beside it in the same place of the tree: top-level rows among top-level
 * rows, a folder's rows inside their folder. Moving into or out of a folder is the folder's business.
 *
 * Alt+Shift: MathLive gives Shift+arrows to selection and Ctrl+arrows to word moves, and VS Code and
 * most editors move a line with Alt+arrows; Alt+Shift is free in every field of the list.
 */
import type { CalculatorUiController, UiItem } from './controller';
import { createElement } from './dom';
import type { UiText } from './ui-text';

export interface RowReorder {
  /** The live region; the list panel holds it. */
  readonly announcer: HTMLElement;
  /** Makes a row's element movable by keys and its `handle` draggable. */
  attach(id: string, element: HTMLElement, handle: HTMLElement): void;
}

export interface ReorderHost {
  controller: CalculatorUiController;
  text: UiText;
  /** The items on screen, in screen order. */
  shown(): readonly UiItem[];
  /** The element of a row on screen. */
  rowElement(id: string): HTMLElement | undefined;
  /** After a move: shows the list again and gives the moved row back its focus. */
  moved(id: string, hadFocus: boolean): void;
}

/** How far the pointer travels before a press on the handle becomes a drag (a click stays a click). */
const DRAG_THRESHOLD_PX = 4;

/** Where `id` lands when it moves to just before `beforeId` (undefined: after the last of its peers). */
function targetIndex(items: readonly UiItem[], id: string, beforeId: string | undefined, peers: UiItem[]) {
  const rest = items.filter((item) => item.id !== id);
  if (beforeId !== undefined) return rest.findIndex((item) => item.id === beforeId);
  const last = peers[peers.length - 1];
  return rest.findIndex((item) => item.id === last.id) + 1;
}

export function createRowReorder(host: ReorderHost): RowReorder {
  const announcer = createElement('div', 'calc-ui-sr-only', { 'aria-live': 'polite', role: 'status' });

  /** The rows a row moves among: same folder (or top level), on screen, itself included. */
  function peersOf(id: string): UiItem[] {
    const shown = host.shown();
    const item = shown.find((candidate) => candidate.id === id);
    if (!item) return [];
    const folderOf = (candidate: UiItem) => (candidate.type === 'folder' ? undefined : candidate.folderId);
    return shown.filter((candidate) => folderOf(candidate) === folderOf(item));
  }

  function move(id: string, beforeId: string | undefined): void {
    const items = host.controller.getItems();
    const peers = peersOf(id).filter((item) => item.id !== id);
    if (peers.length === 0) return;
    const toIndex = targetIndex(items, id, beforeId, peers);
    if (toIndex < 0 || items.findIndex((item) => item.id === id) === toIndex) return;
    const hadFocus = host.rowElement(id)?.contains(document.activeElement) === true;
    host.controller.moveItem(id, toIndex);
    host.moved(id, hadFocus);
    const shown = host.shown();
    // Said again even when equal, so a second move to the same words is heard: clear, then set.
    announcer.textContent = '';
    announcer.textContent = host.text.format('ui.rowMoved', {
      position: shown.findIndex((item) => item.id === id) + 1,
      count: shown.length,
    });
  }

  function moveByKey(id: string, direction: -1 | 1): void {
    const peers = peersOf(id);
    const position = peers.findIndex((item) => item.id === id);
    const neighbor = peers[position + direction];
    if (!neighbor) return;
    // Up: before the row above. Down: before the row after the one below (or last).
    move(id, direction < 0 ? neighbor.id : peers[position + 2]?.id);
  }

  function startDrag(id: string, element: HTMLElement, handle: HTMLElement, start: PointerEvent): void {
    const startY = start.clientY;
    let dragging = false;
    let beforeId: string | undefined;
    const marked = new Set<HTMLElement>();
    const clearMarks = () => {
      marked.forEach((row) => delete row.dataset.drop);
      marked.clear();
    };
    const onMove = (event: PointerEvent) => {
      const offset = event.clientY - startY;
      if (!dragging && Math.abs(offset) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      element.dataset.dragging = 'true';
      element.style.transform = `translateY(${offset}px)`;
      // The drop goes before the first peer whose middle is below the pointer.
      const others = peersOf(id).filter((item) => item.id !== id);
      const below = others.find((item) => {
        const box = host.rowElement(item.id)?.getBoundingClientRect();
        return box !== undefined && event.clientY < box.top + box.height / 2;
      });
      beforeId = below?.id;
      clearMarks();
      const mark = below ? host.rowElement(below.id) : host.rowElement(others[others.length - 1]?.id ?? '');
      if (mark) {
        mark.dataset.drop = below ? 'before' : 'after';
        marked.add(mark);
      }
    };
    const onEnd = (event: PointerEvent) => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onEnd);
      handle.removeEventListener('pointercancel', onEnd);
      clearMarks();
      element.style.transform = '';
      delete element.dataset.dragging;
      if (dragging && event.type === 'pointerup') move(id, beforeId);
    };
    handle.setPointerCapture?.(start.pointerId);
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onEnd);
    handle.addEventListener('pointercancel', onEnd);
  }

  return {
    announcer,
    attach(id, element, handle) {
      element.setAttribute('aria-keyshortcuts', 'Alt+Shift+ArrowUp Alt+Shift+ArrowDown');
      // Capture: the math field inside would take Alt+Shift+arrows as a selection change.
      element.addEventListener(
        'keydown',
        (event) => {
          if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          event.stopPropagation();
          moveByKey(id, event.key === 'ArrowUp' ? -1 : 1);
        },
        { capture: true },
      );
      handle.addEventListener('pointerdown', (event) => {
        if (event.button !== 0) return;
        // The press must not take the focus from a row being edited, nor select text.
        event.preventDefault();
        startDrag(id, element, handle, event);
      });
    },
  };
}
