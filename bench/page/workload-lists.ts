/**
 * Lists and statistics (issue 18):
 *
 * - a comprehension of 10,000 points, `(n,\sin n+c)\operatorname{for}n=[1...10000]` (the issue's
 *   `(n,\sin n)…` with an offset c that changes every run, so no cache answers it): the worker's update in
 *   the page, and end to end through the served script, from setExpression to the frame that shows it;
 * - `stdev` and `quantile` of 100,000 values: the row's whole analysis (`\operatorname{stdev}(L)` beside a
 *   column L of 100,000 values, as the worker analyzes it), the kernel alone (language/statistics.ts on a
 *   Float64Array), and math.js `std` / `quantileSeq` on the same values as a plain array.
 *
 * Fidelity: each statistic beside its reference, the relative deviation (stdev: two passes with
 * Neumaier-compensated sums in float64; quantile: the sorted values interpolated at (n − 1)p, exact).
 */
import { analyzeExpressionList } from '../../language/index';
import * as statistics from '../../language/statistics';
import type { EngineApi } from '../../worker/protocol';
import { compareSubjects, type Subject } from './compare';
import { ensureOurLib, ourLib, whenIdle } from './our-calculator';
import { createOurEngineService } from './our-engine';
import type { BenchRow } from './result-types';
import { summarize } from './statistics';
import { createStage, removeStage } from './stage';
import { VIEW } from './view';

export const COMPREHENSION_POINTS = 10_000;
export const STATISTICS_VALUES = 100_000;
const QUANTILE_P = 0.3;
const comprehensionLatex = (run: number) =>
  `(n,\\sin n+${run / 10})\\operatorname{for}n=[1...${COMPREHENSION_POINTS}]`;

/** Deterministic data (a linear congruential generator): values near 1e6 with a spread of about 1. */
function statisticsData(count: number): number[] {
  const values = new Array<number>(count);
  let state = 12345;
  for (let index = 0; index < count; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    values[index] = 1e6 + state / 2 ** 32;
  }
  return values;
}

/** Neumaier's compensated sum. */
function compensatedSum(values: readonly number[], term: (value: number) => number): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const addend = term(value);
    const next = sum + addend;
    compensation += Math.abs(sum) >= Math.abs(addend) ? sum - next + addend : addend - next + sum;
    sum = next;
  }
  return sum + compensation;
}

function referenceStdev(values: readonly number[]): number {
  const mean = compensatedSum(values, (value) => value) / values.length;
  return Math.sqrt(compensatedSum(values, (value) => (value - mean) ** 2) / (values.length - 1));
}

function referenceQuantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

/** Times `run` (after one warm-up run) and checks each produced the comprehension's points. */
async function timeRuns(runs: number, run: (index: number) => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index <= runs; index++) {
    const started = performance.now();
    const drawn = await run(index);
    const elapsed = performance.now() - started;
    if (drawn !== COMPREHENSION_POINTS) throw new Error(`drew ${drawn} points, not ${COMPREHENSION_POINTS}`);
    if (index > 0) samples.push(elapsed);
  }
  return samples;
}

function comprehensionRow(subject: string, what: string, samples: number[]): BenchRow {
  return {
    workload: `(n,\\sin n)\\operatorname{for}n=[1...10000], each y changed`,
    subject,
    what,
    supported: true,
    timing: summarize(samples),
    figures: { points: COMPREHENSION_POINTS, goalMs: 50 },
  };
}

export async function runComprehensionWorkload(ourScriptUrl: string, runs: number): Promise<BenchRow[]> {
  const service: EngineApi = await createOurEngineService();
  let generation = 0;
  const worker = await timeRuns(runs, async (index) => {
    const result = await service.update({
      calculatorId: 1,
      generation: ++generation,
      expressions: [{ id: 'p', latex: comprehensionLatex(index), hidden: false }],
      degreeMode: false,
      viewport: VIEW,
    });
    return result.points?.[0]?.x.length ?? 0;
  });
  const rows = [
    comprehensionRow(
      'ours: worker update',
      'the comprehension lowered by the expression language, points built (in page, no postMessage)',
      worker,
    ),
  ];
  await ensureOurLib(ourScriptUrl);
  const lib = ourLib();
  if (!lib) throw new Error('our script is not loaded');
  const stage = createStage();
  const calculator = lib.GraphingCalculator(stage);
  try {
    const samples = await timeRuns(runs, async (index) => {
      calculator.setExpression({ id: 'p', latex: comprehensionLatex(index) });
      await whenIdle(calculator);
      return calculator.expressionAnalysis.p?.isError === false ? COMPREHENSION_POINTS : 0;
    });
    rows.push(
      comprehensionRow(
        'ours: calculator.setExpression, to the frame',
        'worker analysis and points, transferred, uploaded, WebGL frame drawn',
        samples,
      ),
    );
  } finally {
    calculator.destroy();
    removeStage(stage);
  }
  return rows;
}

type Statistic = 'stdev' | 'quantile';

export interface ListStatisticsOptions {
  /** How many values (the 100,000 by default; the smoke run takes fewer). */
  readonly values?: number;
  readonly rounds?: number;
}

export async function runListStatisticsWorkload(
  statistic: Statistic,
  options: ListStatisticsOptions = {},
): Promise<BenchRow[]> {
  const count = options.values ?? STATISTICS_VALUES;
  const values = statisticsData(count);
  const packed = Float64Array.from(values);
  const truth = statistic === 'stdev' ? referenceStdev(values) : referenceQuantile(values, QUANTILE_P);
  const column = { id: 'L', latex: 'L', listValues: values };
  const rowLatex =
    statistic === 'stdev' ? '\\operatorname{stdev}(L)' : `\\operatorname{quantile}(L,${QUANTILE_P})`;
  const subject = (name: string, what: string, compute: () => number, isOurs = false): Subject => ({
    name,
    what,
    isOurs,
    start() {
      let last = NaN;
      return {
        run: () => (last = compute()),
        figures: () => ({
          statisticValue: last,
          maxRelativeDeviation: Math.abs(last - truth) / Math.abs(truth),
          ...(isOurs ? { goalMs: 5 } : {}),
        }),
      };
    },
  });
  const math = (window as any).math;
  return compareSubjects({
    workload: `\\operatorname{${statistic}} of ${count.toLocaleString('en')} values`,
    view: VIEW,
    measure: {
      warmupCalls: 3,
      minRounds: Math.min(5, options.rounds ?? 5),
      maxRounds: options.rounds ?? 21,
      budgetMs: 4000,
    },
    subjects: [
      subject(
        `ours: analysis of the row ${rowLatex}`,
        `analyzeExpressionList of the column L (${count.toLocaleString('en')} values) and the row, as the worker runs it`,
        () => {
          const entry = analyzeExpressionList([column, { id: 'row', latex: rowLatex }], {
            degreeMode: false,
          }).get('row')!;
          return entry.effect.kind === 'evaluation' ? (entry.effect.value as number) : NaN;
        },
        true,
      ),
      subject(
        'ours: kernel alone (language/statistics.ts)',
        statistic === 'stdev'
          ? 'standardDeviation of a Float64Array: compensated two passes'
          : 'quantile by selection on a copy of the Float64Array',
        statistic === 'stdev'
          ? () => statistics.standardDeviation(packed)
          : () => new statistics.OrderStatistics(packed).quantile(QUANTILE_P),
      ),
      subject(
        statistic === 'stdev' ? 'math.js std' : 'math.js quantileSeq',
        statistic === 'stdev' ? 'math.std(array) (sample, n − 1)' : `math.quantileSeq(array, ${QUANTILE_P})`,
        statistic === 'stdev' ? () => math.std(values) : () => math.quantileSeq(values, QUANTILE_P),
      ),
    ],
  });
}
