/**
 * Moving rows: Alt+Shift+↑/↓ in a row and a drag by the row's number. Either ends in one
 * `controller.moveItem`, so one undo step, and a polite announcement of the row's new place for screen
 * readers (a person who moved a row by keys cannot see where it went).
 *
 * Folders: a row dropped among a folder's rows joins that folder, one dropped among top-level rows (or
 * above a folder's title) leaves it; in the gap after a folder's last row the pointer's side decides
 * (toward the folder rows' indented numbers: the folder's end; toward the top-level ones: the top level), and the drop mark is indented
 * like the folder's rows when the row joins it. A folder moves as a block among top-level rows. By keys a row moves
 * past its neighbors in the same place of the tree, and ↑ on a folder's first row or ↓ on its last takes
 * it out of the folder, above or below it.
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

/** The folder an item sits in (undefined for folders and top-level items). */
function folderOf(item: UiItem): string | undefined {
  return item.type === 'folder' ? undefined : item.folderId;
}

/**
 * Where a moved row goes: before `beforeId` (undefined: at the end of its place: after the last of
 * `folderId`'s rows, or at the end of the list), in folder `folderId` (null: top level).
 */
interface Drop {
  beforeId: string | undefined;
  folderId: string | null;
}

export function createRowReorder(host: ReorderHost): RowReorder {
  const announcer = createElement('div', 'calc-ui-sr-only', { 'aria-live': 'polite', role: 'status' });

  /** The rows a row moves among by keys: same folder (or top level), on screen, itself included. */
  function peersOf(id: string): UiItem[] {
    const shown = host.shown();
    const item = shown.find((candidate) => candidate.id === id);
    if (!item) return [];
    return shown.filter((candidate) => folderOf(candidate) === folderOf(item));
  }

  /** The list index `id` takes for `drop`, counted after `id` is taken out (what `moveItem` wants). */
  function targetIndex(items: readonly UiItem[], id: string, drop: Drop): number {
    const rest = items.filter((item) => item.id !== id);
    if (drop.beforeId !== undefined) return rest.findIndex((item) => item.id === drop.beforeId);
    if (drop.folderId === null) return rest.length;
    const folderId = drop.folderId;
    let last = rest.findIndex((item) => item.id === folderId);
    rest.forEach((item, index) => {
      if (folderOf(item) === folderId) last = index;
    });
    return last + 1;
  }

  function move(id: string, drop: Drop): void {
    const items = host.controller.getItems();
    const moving = items.find((item) => item.id === id);
    if (!moving) return;
    const toIndex = targetIndex(items, id, drop);
    if (toIndex < 0) return;
    const folderId = moving.type === 'folder' ? undefined : drop.folderId;
    const unchanged =
      items.findIndex((item) => item.id === id) === toIndex &&
      (folderOf(moving) ?? null) === (folderId ?? null);
    if (unchanged) return;
    const hadFocus = host.rowElement(id)?.contains(document.activeElement) === true;
    host.controller.moveItem(id, toIndex, folderId);
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
    const folderId = folderOf(peers[position]) ?? null;
    const neighbor = peers[position + direction];
    if (!neighbor) {
      // Past the first or last row of a folder: out of it, just above the folder or just below its rows.
      if (folderId === null) return;
      const folderPeers = peersOf(folderId);
      const after = folderPeers[folderPeers.findIndex((item) => item.id === folderId) + 1];
      move(id, { beforeId: direction < 0 ? folderId : after?.id, folderId: null });
      return;
    }
    // Up: before the row above. Down: before the row after the one below (or last in its place).
    move(id, { beforeId: direction < 0 ? neighbor.id : peers[position + 2]?.id, folderId });
  }

  /**
   * Where a row dropped just before `below` (undefined: below every row) goes: a folder moves among
   * top-level rows; another row joins the folder of the row it is dropped before, or the top level.
   */
  function dropBefore(moving: UiItem, below: UiItem | undefined): Drop {
    if (!below) return { beforeId: undefined, folderId: null };
    return { beforeId: below.id, folderId: moving.type === 'folder' ? null : (folderOf(below) ?? null) };
  }

  /**
   * The gap after a folder's last row is two places at once: the folder's end and the top level. The
   * pointer's side says which, as in file trees, with the line halfway between where a top-level row's
   * number and a folder row's number sit: a row dragged straight down by its number stays at its level.
   */
  function joinsFolderAbove(moving: UiItem, above: UiItem | undefined, below: UiItem | undefined, x: number) {
    const folderId = above && moving.type !== 'folder' ? folderOf(above) : undefined;
    if (folderId === undefined || (below && folderOf(below) === folderId)) return undefined;
    const row = host.rowElement(above!.id);
    const number = row?.querySelector('.calc-ui-row-number');
    if (!row || !number) return undefined;
    const style = getComputedStyle(row);
    const halfIndent = (parseFloat(style.paddingInlineStart) || 0) / 2;
    const box = number.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    const inside = style.direction === 'rtl' ? x <= middle + halfIndent : x >= middle - halfIndent;
    return inside ? folderId : undefined;
  }

  /** The rows a dragged row may be dropped before: all others; for a folder, top-level rows only. */
  function dropTargets(moving: UiItem): UiItem[] {
    return host
      .shown()
      .filter((item) => item.id !== moving.id)
      .filter((item) => moving.type !== 'folder' || folderOf(item) === undefined);
  }

  function startDrag(id: string, element: HTMLElement, handle: HTMLElement, start: PointerEvent): void {
    const startY = start.clientY;
    let dragging = false;
    const moving = host.shown().find((item) => item.id === id);
    if (!moving) return;
    let drop: Drop | undefined;
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
      // The drop goes before the first row whose middle is below the pointer.
      const others = dropTargets(moving);
      const below = others.find((item) => {
        const box = host.rowElement(item.id)?.getBoundingClientRect();
        return box !== undefined && event.clientY < box.top + box.height / 2;
      });
      const above = below ? others[others.indexOf(below) - 1] : others[others.length - 1];
      const folderId = joinsFolderAbove(moving, above, below, event.clientX);
      drop = folderId !== undefined ? { beforeId: undefined, folderId } : dropBefore(moving, below);
      clearMarks();
      const mark = host.rowElement((folderId !== undefined || !below ? above : below)?.id ?? '');
      if (mark) {
        mark.dataset.drop = folderId !== undefined ? 'after-in-folder' : below ? 'before' : 'after';
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
      if (dragging && drop && event.type === 'pointerup') move(id, drop);
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
