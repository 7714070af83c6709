/** The shape of every figure the bench reports; the page produces rows, Node prints and saves them. */
import type { Fidelity } from './fidelity/measure-fidelity';
import type { TimingSummary } from './statistics';

export type { Fidelity, TimingSummary };

export interface BenchRow {
  /** The workload, as the issue writes it (LaTeX for expressions). */
  readonly workload: string;
  /** Who ran it: `ours …`, a peer, or a limit. */
  readonly subject: string;
  /** What one timed call does. */
  readonly what?: string;
  readonly supported: boolean;
  /** Why a subject could not run this workload. */
  readonly reason?: string;
  readonly timing?: TimingSummary;
  /**
   * This row's time ÷ our time, the median over rounds of the paired ratio (runs interleaved in one page):
   * above 1, ours is faster by that factor.
   */
  readonly vsOurs?: number;
  /** The limit's time ÷ our time, paired the same way: 1 is at the limit, 0.5 is half its speed. */
  readonly ofLimit?: number;
  readonly fidelity?: Fidelity;
  readonly figures?: Readonly<Record<string, number | string>>;
}

export interface BenchSection {
  readonly id: string;
  readonly title: string;
  /** How to read the section: what is timed, what a ratio compares. */
  readonly note: string;
  readonly rows: BenchRow[];
}
