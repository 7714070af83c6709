/**
 * The expression list model: the ordered items (expressions, tables and images) with the spec's update rules
 * (only provided fields change; the type cannot change; invalid parameters have no effect), default
 * colors cycling through the palette, generated ids, and the selection.
 *
 * Items are immutable: an update replaces the object, so a history snapshot is just the array.
 */
import { readExpressionFields, readTableColumns } from './expression-fields';
import { readImageFields } from './image-items';
import type { ExpressionState, ImageState, ItemState, TableState } from './types';

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
    if (type !== 'expression' && type !== 'table' && type !== 'image') return 'rejected';
    if (candidate.latex !== undefined && typeof candidate.latex !== 'string') return 'rejected';
    const id = this.normalizeId(candidate.id);
    if (id === undefined) return 'rejected';
    const index = this.items.findIndex((item) => item.id === id);
    const existing = index >= 0 ? this.items[index] : undefined;
    if (existing && existing.type !== type) return 'rejected';

    let next: ItemState;
    if (type === 'image') {
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
    } else {
      const base: ExpressionState = (existing as ExpressionState | undefined) ?? {
        type: 'expression',
        id,
        latex: '',
        color: typeof candidate.color === 'string' && candidate.color ? candidate.color : this.nextColor(),
      };
      next = readExpressionFields(candidate, base);
    }
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
