/**
 * The guards section (issue 22): the time the language's limits take to stop runaway work, and the heap a
 * calculator leaves behind over create/destroy cycles. Tests assert what these guards do (too-complex,
 * no live worker); how fast and how much is measured here, where a slow or loaded machine is a figure
 * rather than a red test.
 */
import { analyzeExpressionList } from '../language/analyze-list';
import type { BenchSession } from './bench-session';
import { measureHeapUsage, totalBytes } from './heap-usage';
import type { BenchRow, BenchSection } from './page/result-types';
import { summarize } from './page/statistics';

/** `runs` timed calls after one warm-up, each a whole analysis (these take tens of ms to seconds). */
function timeAnalysis(latexes: readonly string[], runs: number): ReturnType<typeof summarize> {
  const expressions = latexes.map((latex, index) => ({ id: `e${index}`, latex }));
  analyzeExpressionList(expressions, { degreeMode: false });
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    analyzeExpressionList(expressions, { degreeMode: false });
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

const ANALYSES: { workload: string; what: string; latexes: string[] }[] = [
  {
    workload: 'runaway list work stopped as too-complex (was minutes unbounded)',
    what: 'analyzeExpressionList in Node: three comprehensions over n = 1…100,000 of total, sort and a filter',
    latexes: [
      '[\\operatorname{total}([1...n]) \\operatorname{for} n=[1...100000]]',
      '[\\operatorname{sort}([1...n]) [1] \\operatorname{for} n=[1...100000]]',
      'L=[1...100000]',
      '[L[L>n][1] \\operatorname{for} n=[1...100000]]',
    ],
  },
  {
    workload: 'exponential inlining refused (g nested 40 deep, a chain of 40 doublings)',
    what: 'analyzeExpressionList in Node, both lists',
    latexes: [
      'g(x)=x+x',
      `${'g('.repeat(40)}x${')'.repeat(40)}`,
      'a_{0}=x',
      ...Array.from({ length: 40 }, (_, index) => `a_{${index + 1}}=a_{${index}}+a_{${index}}`),
      'y=a_{40}',
    ],
  },
  {
    workload: 'boxplot and histogram of 100,000 values (400,000 bar corners)',
    what: 'analyzeExpressionList in Node',
    latexes: ['L=[1...100000]', '\\operatorname{boxplot}(L)', '\\operatorname{histogram}(L)'],
  },
];

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

async function createDestroyRow(session: BenchSession, cycles: number): Promise<BenchRow> {
  const handle = await session.openPage('/blank.html');
  try {
    await handle.call('loadHeapLibrary', 'ours', session.servers.libraryScriptUrl);
    // The first cycles fill the math field's and the library's caches once: growth is read after them.
    await handle.call('runCreateDestroyCycles', cycles);
    const before = await measureHeapUsage(handle.page);
    const started = performance.now();
    const children = await handle.call('runCreateDestroyCycles', cycles);
    const elapsed = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await measureHeapUsage(handle.page);
    return {
      workload: `${cycles} create/destroy cycles of a calculator (after ${cycles} to warm up)`,
      subject: 'ours',
      what: 'heap (JS + DOM + array buffers, page and workers, after forced GC) before and after; goal: growth < 2 MB',
      supported: true,
      figures: {
        growthMB: megabytes(totalBytes(after) - totalBytes(before)),
        beforeMB: megabytes(totalBytes(before)),
        afterMB: megabytes(totalBytes(after)),
        workersAfter: after.workers,
        elementsLeft: Number(children),
        msPerCycle: Math.round((elapsed / cycles) * 10) / 10,
      },
    };
  } finally {
    await handle.close();
  }
}

export async function runGuardsSection(
  session: BenchSession,
  options: { analysisRuns: number; cycles: number },
  log: (line: string) => void,
): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  for (const analysis of ANALYSES) {
    log(`guards: ${analysis.workload}`);
    rows.push({
      workload: analysis.workload,
      subject: 'ours',
      what: analysis.what,
      supported: true,
      timing: timeAnalysis(analysis.latexes, options.analysisRuns),
    });
  }
  log(`guards: ${options.cycles} create/destroy cycles`);
  rows.push(await createDestroyRow(session, options.cycles));
  return {
    id: 'guards',
    title: '11. Guards',
    note: 'How long the language takes to refuse runaway work (goals: runaway lists < 5 s, inlining < 2 s, 100,000-value plots < 3 s on a loaded 2-core machine; the tests assert only the refusals), and the heap left by create/destroy cycles (goal: growth < 2 MB; the test asserts no element and no worker left).',
    rows,
  };
}
