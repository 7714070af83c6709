/**
 * Entries that stuck the engine (a runaway evaluation) are held out of the requests of their calculator,
 * so that the rest of the list goes on being analyzed and drawn; each shows the engine's 'too-complex'
 * error instead. An entry is held while its text stays the same: edited, it is tried again.
 *
 * Which entry stuck: a stall while an entry was sampled names it (the worker's progress). A stall in the
 * analysis of the whole list names none; the suspects are then the entries new or changed since the last
 * answered request (usually the one being typed). One suspect is held for good. Several are held on
 * probation and come back one at a time after answers: the culprit sticks again, alone, and is then held
 * for good. Every stall holds at least one entry, so a list stalls at most as often as it has entries.
 */
import type { ExpressionInput, TableInput, WireExpressionAnalysis } from '../../worker/protocol';
import type { EngineStallError } from './engine-host';

/** The parts of a request an entry may be: expressions (helpers included) and tables. */
export interface QuarantineContent {
  readonly expressions: readonly ExpressionInput[];
  readonly tables?: readonly TableInput[];
}

interface HeldEntry {
  readonly signature: string;
  /** Named by the worker, or the only suspect: held until edited. Otherwise on probation. */
  confirmed: boolean;
}

const TOO_COMPLEX: WireExpressionAnalysis = {
  isGraphable: false,
  isError: true,
  errorMessage: 'Expression is too complex to compute',
  errorCode: 'too-complex',
};

function expressionSignature(expression: ExpressionInput): string {
  return `e:${expression.latex}`;
}

/** Headers and cell counts: cheap for a table of 100,000 cells, and enough to see an edit of a header. */
function tableSignature(table: TableInput): string {
  return `t:${JSON.stringify(table.columns.map((column) => [column.latex, column.values.length]))}`;
}

function signatures<Content extends QuarantineContent>(content: Content): Map<string, string> {
  const entries = new Map<string, string>();
  for (const expression of content.expressions) entries.set(expression.id, expressionSignature(expression));
  for (const table of content.tables ?? []) entries.set(table.id, tableSignature(table));
  return entries;
}

export class EngineQuarantine {
  readonly #held = new Map<string, HeldEntry>();
  /** Each entry's signature in the last answered request. */
  #answered = new Map<string, string>();

  get size(): number {
    return this.#held.size;
  }

  /** The content without the held entries (an entry edited since it was held is released first). */
  filter<Content extends QuarantineContent>(content: Content): Content {
    if (this.#held.size === 0) return content;
    const current = signatures(content);
    for (const [id, held] of this.#held) if (current.get(id) !== held.signature) this.#held.delete(id);
    if (this.#held.size === 0) return content;
    return {
      ...content,
      expressions: content.expressions.filter((expression) => !this.#held.has(expression.id)),
      ...(content.tables ? { tables: content.tables.filter((table) => !this.#held.has(table.id)) } : {}),
    };
  }

  /** The held entries' analysis, to show beside the worker's answer. */
  analysis(): Record<string, WireExpressionAnalysis> {
    return Object.fromEntries([...this.#held.keys()].map((id) => [id, { ...TOO_COMPLEX }]));
  }

  /**
   * A request was answered: what it held is known to be safe. Returns true when an entry on probation
   * was let back in (the caller sends the content again).
   */
  answered(sent: QuarantineContent): boolean {
    this.#answered = signatures(sent);
    for (const [id, held] of this.#held) {
      if (held.confirmed) continue;
      this.#held.delete(id);
      return true;
    }
    return false;
  }

  /** A request of this content stalled: holds the entry it names, or the suspects. */
  stalled(error: EngineStallError, sent: QuarantineContent): void {
    const current = signatures(sent);
    if (error.entryId !== undefined && current.has(error.entryId)) {
      this.#held.set(error.entryId, { signature: current.get(error.entryId)!, confirmed: true });
      return;
    }
    let suspects = [...current].filter(([id, signature]) => this.#answered.get(id) !== signature);
    // Nothing new (the same list stalled in another setting): every entry is a suspect.
    if (suspects.length === 0) suspects = [...current];
    const confirmed = suspects.length === 1;
    for (const [id, signature] of suspects) this.#held.set(id, { signature, confirmed });
  }
}
