/**
 * The expression list model: the ordered expression states the page set, with the spec's update rules
 * (only provided fields change; the type cannot change; invalid parameters have no effect) and
 * default colors cycling through the palette.
 */
import type { ExpressionState } from './types';

export type ExpressionChange = 'added' | 'updated' | 'unchanged' | 'rejected';

const EXPRESSION_FIELDS = ['latex', 'color', 'hidden', 'secret'] as const;

export class ExpressionList {
  private readonly states = new Map<string, ExpressionState>();
  private colorIndex = 0;
  private nextGeneratedId = 1;

  constructor(private readonly palette: () => readonly string[]) {}

  /** Applies one `setExpression` argument. Invalid input is rejected without touching the list. */
  set(input: unknown): ExpressionChange {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return 'rejected';
    const candidate = input as Record<string, unknown>;
    const type = candidate.type ?? 'expression';
    if (type !== 'expression') return 'rejected';
    if (candidate.latex !== undefined && typeof candidate.latex !== 'string') return 'rejected';
    const id = this.normalizeId(candidate.id);
    if (id === undefined) return 'rejected';

    const existing = this.states.get(id);
    if (existing && existing.type !== type) return 'rejected';
    const next: ExpressionState = existing
      ? { ...existing }
      : { type: 'expression', id, latex: '', color: this.nextColor(), hidden: false, secret: false };
    for (const field of EXPRESSION_FIELDS) {
      const value = candidate[field];
      if (value === undefined) continue;
      if (field === 'latex' || field === 'color') {
        if (typeof value === 'string') next[field] = value;
      } else if (typeof value === 'boolean') {
        next[field] = value;
      }
    }
    this.states.set(id, next);
    if (!existing) return 'added';
    return EXPRESSION_FIELDS.some((field) => existing[field] !== next[field]) ? 'updated' : 'unchanged';
  }

  remove(input: unknown): boolean {
    if (!input || typeof input !== 'object') return false;
    const id = this.normalizeId((input as { id?: unknown }).id);
    return id !== undefined && this.states.delete(id);
  }

  get(id: string): ExpressionState | undefined {
    return this.states.get(id);
  }

  list(): ExpressionState[] {
    return [...this.states.values()];
  }

  /** Ids may be any non-empty string or a number (read back as a string); an omitted id gets a fresh one. */
  private normalizeId(id: unknown): string | undefined {
    if (id === undefined || id === null) {
      while (this.states.has(String(this.nextGeneratedId))) this.nextGeneratedId++;
      return String(this.nextGeneratedId++);
    }
    if (typeof id === 'number' && Number.isFinite(id)) return String(id);
    if (typeof id === 'string' && id.length > 0) return id;
    return undefined;
  }

  private nextColor(): string {
    const palette = this.palette();
    return palette[this.colorIndex++ % palette.length];
  }
}
