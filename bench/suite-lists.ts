/**
 * The lists section (issue 18): a comprehension of 10,000 points from setExpression to the frame, and
 * stdev / quantile of 100,000 values beside math.js, each workload in a fresh bench page of the one browser.
 */
import type { BenchSession } from './bench-session';
import type { BenchSection } from './page/result-types';
import { inPage } from './suite-engine';

export interface ListsOptions {
  /** Timed runs of the comprehension (after one warm-up). */
  readonly comprehensionRuns: number;
}

export async function runListsSection(
  session: BenchSession,
  options: ListsOptions,
  log: (line: string) => void,
): Promise<BenchSection> {
  const scriptUrl = session.servers.libraryScriptUrl;
  log('lists: comprehension of 10,000 points');
  const comprehension = await inPage(session, (page) =>
    page.call('runComprehensionWorkload', scriptUrl, options.comprehensionRuns),
  );
  log('lists: stdev of 100,000 values');
  const stdev = await inPage(session, (page) => page.call('runListStatisticsWorkload', 'stdev'));
  log('lists: quantile of 100,000 values');
  const quantile = await inPage(session, (page) => page.call('runListStatisticsWorkload', 'quantile'));
  return {
    id: 'lists',
    title: '9. Lists and statistics',
    note:
      'Comprehension: (n, sin n + c) for n = 1…10,000 with c changed every run (so no cache answers), timed as in section 5 (goal ≤ 50 ms to the frame). ' +
      'Statistics: interleaved rounds as in section 1 on 100,000 values near 1e6 (goal ≤ 5 ms); value and relative deviation from a reference (stdev: two passes with Neumaier sums; quantile: the sorted values at (n − 1)p, exact).',
    rows: [...comprehension, ...stdev, ...quantile],
  };
}
