/**
 * Times the list work of issue 18 in Node, outside the tests (which assert no durations):
 * `npx tsx language/measure-list-speed.ts`. Prints the median and p95 of repeated analyses, each of a
 * list whose data entry is already lowered (so a figure is the one entry's parse-free analysis), and
 * math.js on the same statistics for comparison.
 */
import { std, quantileSeq, median } from 'mathjs';
import { analyzeExpressionList } from './analyze-list';
import * as statistics from './statistics';

const COUNT = 100_000;
const RUNS = 41;

/** Deterministic data (a linear congruential generator): values near 1e6 with a spread of about 1. */
function data(count: number): number[] {
  const values = new Array<number>(count);
  let state = 12345;
  for (let index = 0; index < count; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    values[index] = 1e6 + state / 2 ** 32;
  }
  return values;
}

function timeRuns(run: () => void): { median: number; p95: number } {
  run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[RUNS >> 1], p95: times[Math.floor(RUNS * 0.95)] };
}

const values = data(COUNT);
const column = { id: 'column', latex: 'L', listValues: values };

function timeEntry(latex: string): { median: number; p95: number } {
  return timeRuns(() => {
    const result = analyzeExpressionList([column, { id: 'entry', latex }], { degreeMode: false });
    const entry = result.get('entry')!;
    if (entry.error) throw new Error(`${latex}: ${entry.error.message}`);
  });
}

const baseline = timeEntry('1');
const rows: [string, { median: number; p95: number }][] = [
  ['analysis of `1` beside the column (baseline)', baseline],
  ['\\operatorname{stdev}(L), 100,000 values', timeEntry('\\operatorname{stdev}(L)')],
  ['\\operatorname{quantile}(L,0.3), 100,000 values', timeEntry('\\operatorname{quantile}(L,0.3)')],
  ['\\operatorname{median}(L), 100,000 values', timeEntry('\\operatorname{median}(L)')],
  ['\\operatorname{stats}(L), 100,000 values', timeEntry('\\operatorname{stats}(L)')],
  ['L[L>1000000.5], 100,000 values', timeEntry('L[L>1000000.5]')],
  ['(n,\\sin n) for n=[1...10000]', timeEntry('(n,\\sin n)\\operatorname{for}n=[1...10000]')],
  ['[n^2 for n=[1...100000]]', timeEntry('[n^2\\operatorname{for}n=[1...100000]]')],
  [
    '[total([1...n]) for n=[1...1000]] (per element)',
    timeEntry('[\\operatorname{total}([1...n])\\operatorname{for}n=[1...1000]]'),
  ],
];
const packed = Float64Array.from(values);
rows.push(['statistics.standardDeviation alone', timeRuns(() => statistics.standardDeviation(packed))]);
rows.push(['math.js std (sample), same values', timeRuns(() => std(values))]);
rows.push(['math.js quantileSeq(0.3), same values', timeRuns(() => quantileSeq(values, 0.3))]);
rows.push(['math.js median, same values', timeRuns(() => median(values))]);

for (const [name, { median: middle, p95 }] of rows) {
  console.log(
    `${name.padEnd(52)} median ${middle.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`,
  );
}
const ours = statistics.standardDeviation(packed);
const theirs = std(values) as unknown as number;
console.log(`stdev: ours ${ours}, math.js ${theirs}`);
