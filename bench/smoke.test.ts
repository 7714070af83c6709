/**
 * The bench's smoke run (part of `npm test`; the full bench is not): one small workload end to end through
 * the real harness — bundle, servers, Chromium, interleaved timing, table — asserting sane results, never
 * timings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchSession, type BenchSession } from './bench-session';
import { buildBenchBundle } from './build-bench-bundle';
import { formatSection } from './format-table';
import type { BenchRow } from './page/result-types';
import { strdProblems } from './suite-regression';

let session: BenchSession | undefined;
const log = () => undefined;

beforeAll(async () => {
  await buildBenchBundle();
  session = await openBenchSession(log);
}, 60000);

afterAll(async () => {
  await session?.close();
});

function rowOf(rows: readonly BenchRow[], prefix: string): BenchRow {
  const row = rows.find((candidate) => candidate.subject.startsWith(prefix));
  if (!row) throw new Error(`no row for ${prefix}`);
  return row;
}

describe('bench smoke run', () => {
  it('evaluates the formula in every subject, correctly, with finite positive ratios', async () => {
    const handle = await (session as BenchSession).openPage('/bench.html');
    let rows: BenchRow[];
    try {
      rows = await handle.call('runEvaluationWorkload', { points: 20000, rounds: 3 });
    } finally {
      await handle.close();
    }
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.supported, `${row.subject}: ${row.reason}`).toBe(true);
      expect(row.timing?.medianMs).toBeGreaterThan(0);
      // Every evaluator computes the same float64 formula: results agree far below display precision.
      expect(row.figures?.maxRelativeDeviation).toBeLessThan(1e-12);
    }
    const ours = rowOf(rows, 'ours');
    expect(ours.ofLimit).toBeGreaterThan(0);
    expect(Number.isFinite(ours.ofLimit)).toBe(true);
    for (const prefix of ['limit: hand-written AssemblyScript', 'math.js', 'function-plot', 'JSXGraph']) {
      const ratio = rowOf(rows, prefix).vsOurs as number;
      expect(Number.isFinite(ratio) && ratio > 0, `${prefix} ratio ${ratio}`).toBe(true);
    }
    const table = formatSection({ id: 'evaluation', title: 'Evaluation', note: '', rows });
    expect(table.split('\n').filter((line) => line.startsWith('| `x^2'))).toHaveLength(6);
  });

  it('evaluates intervals soundly in our VM and times the interval peer', async () => {
    const handle = await (session as BenchSession).openPage('/bench.html');
    let rows: BenchRow[];
    try {
      rows = await handle.call('runIntervalWorkload', { boxes: 20000, rounds: 3 });
    } finally {
      await handle.close();
    }
    const ours = rowOf(rows, 'ours');
    expect(ours.supported, ours.reason).toBe(true);
    expect(ours.figures?.notContained).toBe(0);
    expect(ours.figures?.boxes).toBe(20000);
    const peer = rowOf(rows, 'function-plot');
    expect(peer.supported, peer.reason).toBe(true);
    expect(Number.isFinite(peer.vsOurs as number) && (peer.vsOurs as number) > 0).toBe(true);
  });
});

describe('bench smoke run: calculus', () => {
  it('evaluates the derivative program, the hand-derived formula and math.js alike, with ratios', async () => {
    const handle = await (session as BenchSession).openPage('/bench.html');
    let rows: BenchRow[];
    try {
      rows = await handle.call('runDerivativeWorkload', { points: 20000, rounds: 3 });
    } finally {
      await handle.close();
    }
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.supported, `${row.subject}: ${row.reason}`).toBe(true);
      expect(row.timing?.medianMs).toBeGreaterThan(0);
      // The same derivative three ways: only rounding apart (cancellation near x = −10, where e^{-x} is 2·10⁴).
      expect(row.figures?.maxRelativeDeviation).toBeLessThan(1e-10);
    }
    for (const prefix of ['ours: hand-derived', 'math.js']) {
      const ratio = rowOf(rows, prefix).vsOurs as number;
      expect(Number.isFinite(ratio) && ratio > 0, `${prefix} ratio ${ratio}`).toBe(true);
    }
  });

  it('samples the integral curve in ours and JSXGraph against the reference; function-plot cannot', async () => {
    const handle = await (session as BenchSession).openPage('/bench.html');
    let rows: BenchRow[];
    try {
      rows = await handle.call('runIntegralCurveWorkload', { rounds: 3 });
    } finally {
      await handle.close();
    }
    expect(rows).toHaveLength(3);
    const ours = rowOf(rows, 'ours');
    expect(ours.supported, ours.reason).toBe(true);
    expect(ours.fidelity?.coverage).toBeGreaterThan(0.99);
    expect(ours.figures?.maxErrorY).toBeLessThan(1e-9);
    expect(rowOf(rows, 'function-plot').supported).toBe(false);
    const jsxgraph = rowOf(rows, 'JSXGraph');
    expect(jsxgraph.supported, jsxgraph.reason).toBe(true);
    expect(jsxgraph.fidelity?.coverage).toBeGreaterThan(0.99);
    expect(jsxgraph.figures?.maxErrorY).toBeLessThan(1e-6);
    expect(Number.isFinite(jsxgraph.vsOurs as number) && (jsxgraph.vsOurs as number) > 0).toBe(true);
  });

  it('times stdev and quantile in ours and math.js alike, and a comprehension to the frame', async () => {
    const handle = await (session as BenchSession).openPage('/bench.html');
    const rows: BenchRow[] = [];
    try {
      await handle.call('loadOurEngine');
      for (const statistic of ['stdev', 'quantile'] as const) {
        rows.push(
          ...(await handle.call('runListStatisticsWorkload', statistic, { values: 20000, rounds: 3 })),
        );
      }
      const scriptUrl = (session as BenchSession).servers.libraryScriptUrl;
      rows.push(...(await handle.call('runComprehensionWorkload', scriptUrl, 1)));
    } finally {
      await handle.close();
    }
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.supported, `${row.subject}: ${row.reason}`).toBe(true);
      expect(row.timing?.medianMs).toBeGreaterThan(0);
    }
    const statistics = rows.filter((row) => typeof row.figures?.maxRelativeDeviation === 'number');
    expect(statistics).toHaveLength(6);
    for (const row of statistics) expect(row.figures?.maxRelativeDeviation).toBeLessThan(1e-12);
    const mathjs = rowOf(rows, 'math.js std');
    expect(Number.isFinite(mathjs.vsOurs as number) && (mathjs.vsOurs as number) > 0).toBe(true);
  });
});

describe('bench smoke run: regressions', () => {
  it('fits a line and a logistic in ours and the npm packages, and scores NIST StRD problems', async () => {
    const handle = await (session as BenchSession).openPage('/bench.html');
    const rows: BenchRow[] = [];
    try {
      await handle.call('loadOurEngine');
      rows.push(...(await handle.call('runLineFitWorkload', { points: 2000, rounds: 3 })));
      rows.push(...(await handle.call('runLogisticFitWorkload', { points: 200, rounds: 3 })));
      const problems = strdProblems().filter((problem) => ['Norris', 'Misra1a'].includes(problem.name));
      rows.push(...(await handle.call('runStrdAccuracyWorkload', problems)));
    } finally {
      await handle.close();
    }
    const timed = rows.filter((row) => row.timing);
    expect(timed).toHaveLength(7);
    for (const row of timed) expect(row.supported, `${row.subject}: ${row.reason}`).toBe(true);
    for (const row of timed.filter((candidate) => candidate.subject.startsWith('ours'))) {
      expect(row.figures?.slopeDigits ?? row.figures?.parameterDigits).toBeGreaterThan(9);
    }
    const accuracy = rows.filter((row) => row.workload.startsWith('NIST'));
    expect(accuracy).toHaveLength(6);
    for (const row of accuracy.filter((candidate) => candidate.subject === 'ours')) {
      expect(row.figures?.digits).toBeGreaterThan(10);
    }
  });
});

describe('bench smoke run: screenshots', () => {
  it('takes PNG shots of the ten expressions in ours and both peers, and a cold start to the first PNG', async () => {
    const bench = session as BenchSession;
    const handle = await bench.openPage('/bench.html');
    let rows: BenchRow[];
    try {
      rows = await handle.call('runScreenshotWorkload', bench.servers.libraryScriptUrl, 'png', true, 3);
    } finally {
      await handle.close();
    }
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.supported, `${row.subject}: ${row.reason}`).toBe(true);
      expect(row.timing?.medianMs).toBeGreaterThan(0);
      // A blank 800 × 600 PNG is a few hundred characters; ten curves, a fill and texts are tens of KB.
      expect(row.figures?.imageCharacters).toBeGreaterThan(5000);
    }
    const jsxgraph = rowOf(rows, 'JSXGraph');
    expect(Number.isFinite(jsxgraph.vsOurs as number) && (jsxgraph.vsOurs as number) > 0).toBe(true);
    const cold = await bench.openPage('/blank.html');
    try {
      const elapsed = await cold.call('measureLoadToFirstScreenshot', 'ours', bench.servers.libraryScriptUrl);
      expect(elapsed).toBeGreaterThan(0);
    } finally {
      await cold.close();
    }
  });
});
