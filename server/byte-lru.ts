/**
 * A least-recently-used map bounded by bytes rather than by entries: the server's script variants range
 * from a few kilobytes (English alone) to a few hundred (every catalog), so a count bound would allow
 * memory to vary a hundredfold with the mix of requests.
 */
export class ByteLru<Value> {
  /** Map iteration order is insertion order; re-inserting on every hit keeps the oldest entry first. */
  private readonly entries = new Map<string, { value: Value; bytes: number }>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  /** The bytes held now; never above maxBytes. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores `value` as `bytes` large, dropping the least recently used entries until it fits. A value
   * larger than the whole budget is not kept (the caller still has it for the request at hand).
   */
  set(key: string, value: Value, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    while (this.total + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Drops every entry whose key starts with `prefix` (all variants of a file that changed). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
