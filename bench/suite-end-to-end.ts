/**
 * End-to-end workloads over the real served script: cold load to first frame (a fresh browser context per
 * load, libraries alternating), setExpression to frame, 500 expressions, panning, 100,000 points, and the heap.
 */
import type { BenchSession } from './bench-session';
import { runColdStartRows } from './cold-start-rounds';
import { measureHeapUsage, totalBytes } from './heap-usage';
import type { BenchRow, BenchSection } from './page/result-types';
import type { Library } from './page/workload-end-to-end';

export interface EndToEndOptions {
  readonly loadRounds: number;
  readonly manyExpressions: number;
  readonly manyExpressionRuns: number;
  readonly panSessions: number;
  readonly heapExpressions: number;
  /** Timed runs of each 100,000-point workload (after one warm-up). */
  readonly pointRuns: number;
}

const LIBRARIES: readonly { library: Library; subject: string }[] = [
  { library: 'ours', subject: 'ours: calculator.js (served, gzip)' },
  { library: 'function-plot', subject: 'function-plot' },
  { library: 'jsxgraph', subject: 'JSXGraph' },
];

/** The load row alone (`bench/profile-first-frame.ts --bench N` runs it beside its trace breakdown). */
export function runLoadRows(session: BenchSession, rounds: number): Promise<BenchRow[]> {
  return runColdStartRows(session, rounds, {
    libraries: LIBRARIES,
    ours: 'ours',
    measure: (handle, library) =>
      handle.call('measureLoadToFirstFrame', library, session.servers.libraryScriptUrl),
    workload: 'script load to first frame showing y=\\sin(x)',
    what: 'fresh browser context each run: fetch, parse, construct, first frame with the curve',
  });
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

async function runHeapRows(
  session: BenchSession,
  expressions: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let oursAfter: number | undefined;
  for (const { library, subject } of LIBRARIES) {
    log(`  heap: ${library}`);
    const handle = await session.openPage('/blank.html');
    try {
      await handle.call('loadHeapLibrary', library, session.servers.libraryScriptUrl);
      const baseline = await measureHeapUsage(handle.page);
      await handle.call('createHeapScenario', library, expressions);
      const loaded = await measureHeapUsage(handle.page);
      await handle.call('destroyHeapScenario');
      // Terminating a worker is asynchronous: give the browser a moment to drop it from the page.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const destroyed = await measureHeapUsage(handle.page);
      const total = totalBytes;
      if (library === 'ours') oursAfter = total(loaded);
      rows.push({
        workload: `heap with ${expressions} expressions, then after destroy`,
        subject,
        what: 'JS heap + DOM heap + array buffers, page and workers, after forced GC (DevTools protocol)',
        supported: true,
        vsOurs: library === 'ours' || !oursAfter ? undefined : total(loaded) / oursAfter,
        figures: {
          baselineMB: megabytes(total(baseline)),
          loadedMB: megabytes(total(loaded)),
          loadedJavaScriptMB: megabytes(loaded.javascriptBytes),
          loadedDomMB: megabytes(loaded.domBytes),
          loadedArrayBufferMB: megabytes(loaded.arrayBufferBytes),
          loadedWorkerMB: megabytes(loaded.workerBytes),
          destroyedMB: megabytes(total(destroyed)),
          workersAfterDestroy: destroyed.workers,
        },
      });
    } finally {
      await handle.close();
    }
  }
  return rows;
}

export async function runEndToEndSection(
  session: BenchSession,
  options: EndToEndOptions,
  log: (line: string) => void,
): Promise<BenchSection> {
  const scriptUrl = session.servers.libraryScriptUrl;
  log('end to end: script load to first frame');
  const rows = await runLoadRows(session, options.loadRounds);
  const inPage = async <T>(work: (handle: Awaited<ReturnType<BenchSession['openPage']>>) => Promise<T>) => {
    const handle = await session.openPage('/bench.html');
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  };
  log('end to end: setExpression to frame');
  rows.push(...(await inPage((handle) => handle.call('runSetExpressionWorkload', scriptUrl))));
  log(`end to end: ${options.manyExpressions} expressions`);
  rows.push(
    ...(await inPage((handle) =>
      handle.call(
        'runManyExpressionsWorkload',
        scriptUrl,
        options.manyExpressions,
        options.manyExpressionRuns,
      ),
    )),
  );
  log('end to end: panning with 100 curves');
  rows.push(
    ...(await inPage((handle) =>
      handle.call('runPanWorkload', scriptUrl, {
        sessions: options.panSessions,
        framesPerSession: 120,
        sessionMs: 2000,
      }),
    )),
  );
  log('end to end: 100,000 points');
  rows.push(...(await inPage((handle) => handle.call('runPointsWorkload', scriptUrl, options.pointRuns))));
  log('end to end: heap');
  rows.push(...(await runHeapRows(session, options.heapExpressions, log)));
  return {
    id: 'end-to-end',
    title: '5. End to end (real served script, 1000×700 px)',
    note: 'Timed to the animation frame that shows the result. Peers are timed to the next animation frame after their synchronous SVG update.',
    rows,
  };
}
