/**
 * `npx tsx bench/compare-set-expression.ts DIST_A DIST_B [DIST_C …] [--rounds N]` (after
 * `npm run build`; under `flock /tmp/calc-browser.lock`): section 5's row "setExpression to the frame that
 * shows it" (`page/workload-end-to-end.ts`: ours interleaved with function-plot and JSXGraph in one page)
 * for two or more builds (each a folder holding `api/v1.1/calculator.js`, such as a copy of `dist/`), in
 * one browser: each round runs the row once per build, in alternating order, each build from its own real
 * server (server/app.ts). Prints per build the row's medians and paired ratios vs the peers, run by run,
 * and each build's time paired with the first build's of the same round. Whole rows of one build after
 * another move with the machine's load (bench/README.md "setExpression to frame"); pairs much less.
 * `--shot svg|png`: section 12's row "one curve changed before each" instead (`page/workload-screenshot.ts`:
 * setExpression, then asyncScreenshot, beside the peers' redraw and serialization).
 */
import { startBuildServers } from './bench-server';
import { openBenchSession } from './bench-session';
import { buildBenchBundle } from './build-bench-bundle';
import type { BenchRow } from './page/result-types';
import { buildsToCompare, commandLineValue, medianOf } from './profile-support';

const shot = commandLineValue('--shot');
if (shot !== undefined && shot !== 'svg' && shot !== 'png') throw new Error('--shot takes svg or png');
const { builds, rounds } = buildsToCompare('compare-set-expression.ts', 4, ['--shot']);

/** One run of the row for one build: our median and the peers' paired ratios (peer ÷ ours). */
interface Run {
  readonly oursMs: number;
  readonly ratios: ReadonlyMap<string, number>;
}

await buildBenchBundle();
const { scriptUrls, close: closeBuildServers } = await startBuildServers(builds);
const session = await openBenchSession((line) => process.stderr.write(`${line}\n`));
const runs: Run[][] = builds.map(() => []);
try {
  for (let round = 0; round < rounds; round++) {
    const order = [...builds.keys()];
    if (round % 2) order.reverse();
    for (const index of order) {
      const handle = await session.openPage('/bench.html');
      let rows: BenchRow[];
      try {
        rows = shot
          ? await handle.call('runScreenshotWorkload', scriptUrls[index], shot, true)
          : await handle.call('runSetExpressionWorkload', scriptUrls[index]);
      } finally {
        await handle.close();
      }
      const ours = rows.find((row) => row.vsOurs === undefined);
      const ratios = new Map(
        rows.flatMap((row) => (row.vsOurs === undefined ? [] : [[row.subject.split(':')[0], row.vsOurs]])),
      );
      runs[index].push({ oursMs: ours?.timing?.medianMs ?? NaN, ratios });
      process.stderr.write(
        `round ${round + 1}, ${builds[index]}: ours ${ours?.timing?.medianMs.toFixed(1)} ms, ${[...ratios].map(([peer, ratio]) => `${peer} ${ratio.toFixed(2)}`).join(', ')}\n`,
      );
    }
  }
} finally {
  await session.close();
  await closeBuildServers();
}

const list = (values: readonly number[], digits: number) =>
  `${values.map((value) => value.toFixed(digits)).join(', ')} (${medianOf(values).toFixed(digits)})`;
const peers = [...(runs[0][0]?.ratios.keys() ?? [])];
process.stdout.write(
  `| build (${rounds} rounds) | ours, median ms per run (median) | ${peers.map((peer) => `ratio vs ${peer}`).join(' | ')} | ours ÷ ${builds[0]}, paired by round |\n| --- | --- | ${peers.map(() => '---').join(' | ')} | --- |\n`,
);
for (const [index, build] of builds.entries()) {
  const own = runs[index];
  const paired = own.map((run, round) => run.oursMs / runs[0][round].oursMs);
  process.stdout.write(
    `| ${build} | ${list(
      own.map((run) => run.oursMs),
      1,
    )} | ${peers
      .map((peer) =>
        list(
          own.map((run) => run.ratios.get(peer) ?? NaN),
          2,
        ),
      )
      .join(' | ')} | ${list(paired, 2)} |\n`,
  );
}
