/**
 * Issue 23's engine bars as their own section (`npm run bench -- --only engine-bars`): ours alone, the two
 * workloads whose goals the issue sets (page/workload-engine-bars.ts). One page loads our engine once.
 */
import type { BenchSession } from './bench-session';
import type { BenchSection } from './page/result-types';

export async function runEngineBarsSection(
  session: BenchSession,
  log: (line: string) => void,
): Promise<BenchSection> {
  log('engine bars: 100 curves re-sampled, sin(x^2+y^2)=cos(xy) at 1280x800');
  const handle = await session.openPage('/bench.html');
  try {
    await handle.call('loadOurEngine');
    return {
      id: 'engine-bars',
      title: '13. Engine bars (issue 23; ours alone, the peers are in sections 2 and 3)',
      note: 'The 100 curves as section 2 times them (engine.sampleExplicit, views alternating); the implicit curve as section 3 (the worker’s service in page) at 1280×800 over [-10, 10] × [-6.25, 6.25].',
      rows: await handle.call('runEngineBarsWorkload'),
    };
  } finally {
    await handle.close();
  }
}
