/**
 * The workloads that need no calculator: raw evaluation, explicit sampling, implicit curves, inequalities
 * and the browser's limits, each in a fresh bench page of the one browser.
 */
import type { BenchSession } from './bench-session';
import type { BenchRow, BenchSection } from './page/result-types';

export interface EngineSuiteOptions {
  readonly evaluationPoints: number;
  /** Workload ids to run (all when absent): the smoke test runs one. */
  readonly only?: readonly string[];
}

/** Runs `work` in a fresh bench page with our engine loaded, then closes the page. */
export async function inPage<T>(
  session: BenchSession,
  work: (call: Awaited<ReturnType<BenchSession['openPage']>>) => Promise<T>,
): Promise<T> {
  const handle = await session.openPage('/bench.html');
  try {
    await handle.call('loadOurEngine');
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Points per millisecond of the hand-written AssemblyScript formula, from the evaluation rows. */
export function limitPointsPerMs(rows: readonly BenchRow[]): number | undefined {
  const row = rows.find((candidate) => candidate.subject.startsWith('limit: hand-written AssemblyScript'));
  const points = row?.figures?.points;
  return row?.timing && typeof points === 'number' ? points / row.timing.medianMs : undefined;
}

export async function runEvaluationSection(
  session: BenchSession,
  options: EngineSuiteOptions,
  log: (line: string) => void,
): Promise<BenchSection> {
  log('evaluation');
  const rows = await inPage(session, (page) =>
    page.call('runEvaluationWorkload', { points: options.evaluationPoints }),
  );
  log('interval evaluation');
  rows.push(
    ...(await inPage(session, (page) =>
      page.call('runIntervalWorkload', { boxes: options.evaluationPoints }),
    )),
  );
  return {
    id: 'evaluation',
    title: '1. Evaluation',
    note: 'One call evaluates the formula at every point (or box); each subject writes Float64Arrays. Fidelity: largest relative deviation from float64 JavaScript; for intervals, boxes that fail to contain the float64 values at their ends and middle, and the mean result width over the sampled range.',
    rows,
  };
}

export async function runSamplingSections(
  session: BenchSession,
  limit: number | undefined,
  log: (line: string) => void,
): Promise<BenchSection[]> {
  const ids = await inPage(session, (page) => page.call('workloadIds'));
  const explicitRows: BenchRow[] = [];
  for (const id of ids.explicit) {
    log(`explicit sampling: ${id}`);
    explicitRows.push(
      ...(await inPage(session, (page) => page.call('runExplicitWorkload', id, { limitPointsPerMs: limit }))),
    );
  }
  log('explicit sampling: 100 curves');
  explicitRows.push(
    ...(await inPage(session, (page) => page.call('runManyCurvesWorkload', { limitPointsPerMs: limit }))),
  );
  const implicitRows: BenchRow[] = [];
  for (const id of ids.implicit) {
    log(`implicit: ${id}`);
    implicitRows.push(...(await inPage(session, (page) => page.call('runImplicitWorkload', id))));
  }
  const inequalityRows: BenchRow[] = [];
  for (const id of ids.inequality) {
    log(`inequality: ${id}`);
    inequalityRows.push(...(await inPage(session, (page) => page.call('runInequalityWorkload', id))));
  }
  const pendingNote =
    'Ratios are taken against our row: while it reads \u201cnot yet implemented\u201d, the peers are measured and the ratio column stays empty.';
  const fidelityNote =
    'Fidelity against a dense float64 reference: max distance of drawn vertices / of drawn ink (every 0.5 px) from the true curve, and coverage (share of the true curve within 1 px of ink).';
  return [
    {
      id: 'explicit-sampling',
      title: '2. Explicit sampling (1000×700 px, x∈[−10,10], y∈[−7,7])',
      note: `${fidelityNote} Our row: evaluations spent, and how long they take at the hand-written formula's speed (the limit). 100 curves: timed for all, fidelity of every 10th (k = 10, 20, …, 100).`,
      rows: explicitRows,
    },
    {
      id: 'implicit',
      title: '3. Implicit curves',
      note: `${fidelityNote} ${pendingNote}`,
      rows: implicitRows,
    },
    {
      id: 'inequality',
      title: '4. Inequalities',
      note: `${fidelityNote} Measured on the region's boundary; the fill itself is not checked. ${pendingNote}`,
      rows: inequalityRows,
    },
  ];
}

export async function runLimitRows(session: BenchSession, log: (line: string) => void): Promise<BenchRow[]> {
  log('limits');
  return inPage(session, (page) => page.call('runLimitsWorkload'));
}
