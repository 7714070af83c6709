/**
 * The expression list model: the ordered items (expressions, tables, images, notes and folders) with the spec's update rules
 * (only provided fields change; the type cannot change; invalid parameters have no effect), default
 * colors cycling through the palette, generated ids, and the selection.
 *
 * Items are immutable: an update replaces the object, so a history snapshot is just the array.
 */
import { isHexColor } from './colors';
import { readExpressionFields, readTableColumns } from './expression-fields';
import { readImageFields } from './image-items';
import {
  drawnItems,
  folderIdOf,
  folderMembers,
  normalizeFolders,
  readFolderFields,
  readFolderId,
  readTextFields,
} from './list-folders';
import type { ExpressionState, FolderState, ImageState, ItemState, TableState, TextState } from './types';

const ITEM_TYPES = ['expression', 'table', 'image', 'text', 'folder'];

export type ExpressionChange = 'added' | 'updated' | 'unchanged' | 'rejected';

/** What history and saved states need to restore the list exactly. */
export interface ListSnapshot {
  readonly items: readonly ItemState[];
  readonly colorIndex: number;
}

export class ExpressionList {
  private items: ItemState[] = [];
  private colorIndex = 0;
  private nextGeneratedId = 1;
  private selected: string | undefined;

  constructor(private readonly palette: () => readonly string[]) {}

  /** Applies one `setExpression` argument. Invalid input is rejected without touching the list. */
  set(input: unknown): ExpressionChange {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return 'rejected';
    const candidate = input as Record<string, unknown>;
    const type = candidate.type ?? 'expression';
    if (typeof type !== 'string' || !ITEM_TYPES.includes(type)) return 'rejected';
    if (candidate.latex !== undefined && typeof candidate.latex !== 'string') return 'rejected';
    const id = this.normalizeId(candidate.id);
    if (id === undefined) return 'rejected';
    const index = this.items.findIndex((item) => item.id === id);
    const existing = index >= 0 ? this.items[index] : undefined;
    if (existing && existing.type !== type) return 'rejected';

    let next: ItemState | undefined;
    if (type === 'text') {
      next = readTextFields(candidate, existing as TextState | undefined, id);
    } else if (type === 'folder') {
      next = readFolderFields(candidate, existing as FolderState | undefined, id);
    } else if (type === 'image') {
      const image = readImageFields(candidate, existing as ImageState | undefined, id);
      if (!image) return 'rejected';
      next = image;
    } else if (type === 'table') {
      const current = existing as TableState | undefined;
      const columns =
        candidate.columns === undefined && current
          ? current.columns
          : readTableColumns(candidate.columns, current?.columns, () => this.nextColor());
      if (!columns) return 'rejected';
      next = { type: 'table', id, columns };
      const folderId = readFolderId(candidate, current?.folderId);
      if (folderId !== undefined) next.folderId = folderId;
    } else {
      const base: ExpressionState = (existing as ExpressionState | undefined) ?? {
        type: 'expression',
        id,
        latex: '',
        color: isHexColor(candidate.color) ? candidate.color : this.nextColor(),
      };
      next = readExpressionFields(candidate, base);
    }
    if (!next) return 'rejected';
    if (candidate.id === undefined || candidate.id === null) this.nextGeneratedId++;
    if (!existing) {
      this.items.push(next);
      return 'added';
    }
    if (JSON.stringify(existing) === JSON.stringify(next)) return 'unchanged';
    this.items[index] = next;
    return 'updated';
  }

  remove(input: unknown): boolean {
    if (!input || typeof input !== 'object') return false;
    const id = this.readId((input as { id?: unknown }).id);
    const index = this.items.findIndex((item) => item.id === id);
    if (index < 0) return false;
    this.items.splice(index, 1);
    if (this.selected === id) this.selected = undefined;
    return true;
  }

  /**
   * Removes a folder: with its members, or alone (its members stay, at the top level, where they were).
   * False when `id` names no folder.
   */
  removeFolder(id: string, withMembers: boolean): boolean {
    if (this.get(id)?.type !== 'folder') return false;
    const members = new Set(folderMembers(this.items, id));
    this.items = this.items.filter((item) => item.id !== id && !(withMembers && members.has(item.id)));
    this.normalize();
    if (this.selected !== undefined && !this.get(this.selected)) this.selected = undefined;
    return true;
  }

  /**
   * Moves an item to `toIndex` (its index in the list once taken out, clamped). `folderId` puts it into
   * that folder, `null` at the top level; omitted, it stays where it belongs. A folder moves with its
   * members and never joins a folder; a member lands among its folder's members, so there the index says
   * where among them. False when nothing moved.
   */
  move(id: string, toIndex: number, folderId?: string | null): boolean {
    const from = this.items.findIndex((item) => item.id === id);
    if (from < 0 || !Number.isFinite(toIndex)) return false;
    const before = this.items;
    const rest = this.items.slice();
    let [moved] = rest.splice(from, 1);
    if (moved.type !== 'folder' && folderId !== undefined) {
      const target = folderId !== null && this.get(folderId)?.type === 'folder' ? folderId : undefined;
      if (folderIdOf(moved) !== target) {
        const copy = { ...moved } as { folderId?: string };
        if (target === undefined) delete copy.folderId;
        else copy.folderId = target;
        moved = copy as ItemState;
      }
    }
    rest.splice(Math.max(0, Math.min(Math.trunc(toIndex), rest.length)), 0, moved);
    this.items = rest;
    this.normalize();
    return this.items.some((item, index) => item !== before[index]);
  }

  /** Puts every folder's members right after it and drops folder ids naming no folder (list-folders.ts). */
  normalize(): void {
    const normal = normalizeFolders(this.items);
    if (normal !== this.items) this.items = normal.slice();
  }

  /** The items as the graph draws them: members of hidden folders hidden; notes and folders left out. */
  drawn(): ItemState[] {
    return drawnItems(this.items);
  }

  get(id: string): ItemState | undefined {
    return this.items.find((item) => item.id === id);
  }

  list(): readonly ItemState[] {
    return this.items;
  }

  expressions(): ExpressionState[] {
    return this.items.filter((item): item is ExpressionState => item.type === 'expression');
  }

  snapshot(): ListSnapshot {
    return { items: this.items.slice(), colorIndex: this.colorIndex };
  }

  restore(snapshot: ListSnapshot): void {
    this.items = snapshot.items.slice();
    this.colorIndex = snapshot.colorIndex;
    if (this.selected !== undefined && !this.get(this.selected)) this.selected = undefined;
  }

  /** Empties the list and restarts color cycling, as a blank calculator. */
  clear(): void {
    this.restore({ items: [], colorIndex: 0 });
  }

  get selectedId(): string | undefined {
    return this.selected;
  }

  /** Selects an item (at most one, as the spec says today); undefined clears the selection. */
  select(id: string | undefined): boolean {
    const next = id !== undefined && this.get(id) ? id : undefined;
    if (next === this.selected) return false;
    this.selected = next;
    return true;
  }

  /** Ids may be any non-empty string or a number (read back as a string); an omitted id gets a fresh one. */
  private normalizeId(id: unknown): string | undefined {
    if (id === undefined || id === null) {
      while (this.get(String(this.nextGeneratedId))) this.nextGeneratedId++;
      return String(this.nextGeneratedId);
    }
    return this.readId(id);
  }

  private readId(id: unknown): string | undefined {
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
    if (typeof id === 'string' && id.length > 0) return id;
    return undefined;
  }

  private nextColor(): string {
    const palette = this.palette();
    return palette[this.colorIndex++ % palette.length];
  }
}
