/**
 * Cold starts, rotated: each round opens a fresh blank page (its own browser context, so caches start cold)
 * per library, in an order that rotates from round to round, and asks the page how long its load took.
 * Round 0 warms what a real first visit would not find cold either (the OS file cache, the server's gzip
 * cache) and is not kept. Rows: median and p95 per library, and each peer's paired ratio against ours.
 */
import type { BenchSession } from './bench-session';
import type { BenchRow } from './page/result-types';
import { pairedRatio, summarize } from './page/statistics';

export interface ColdStartRows<L extends string> {
  readonly libraries: readonly { library: L; subject: string }[];
  /** The library the ratios are taken against. */
  readonly ours: L;
  /** One cold load in the fresh page, returning its milliseconds. */
  readonly measure: (handle: Awaited<ReturnType<BenchSession['openPage']>>, library: L) => Promise<number>;
  readonly workload: string;
  readonly what: string;
}

export async function runColdStartRows<L extends string>(
  session: BenchSession,
  rounds: number,
  spec: ColdStartRows<L>,
): Promise<BenchRow[]> {
  const { libraries } = spec;
  const samples = new Map<L, number[]>(libraries.map(({ library }) => [library, []]));
  for (let round = 0; round <= rounds; round++) {
    for (let offset = 0; offset < libraries.length; offset++) {
      const { library } = libraries[(round + offset) % libraries.length];
      const handle = await session.openPage('/blank.html');
      try {
        const elapsed = await spec.measure(handle, library);
        if (round > 0) samples.get(library)?.push(elapsed);
      } finally {
        await handle.close();
      }
    }
  }
  const ours = samples.get(spec.ours) ?? [];
  return libraries.map(({ library, subject }) => ({
    workload: spec.workload,
    subject,
    what: spec.what,
    supported: true,
    timing: summarize(samples.get(library) ?? []),
    vsOurs: library === spec.ours ? undefined : pairedRatio(samples.get(library) ?? [], ours),
  }));
}
