/**
 * `npx tsx bench/compare-first-frame.ts DIST_A DIST_B [DIST_C …] [--rounds N]`: the cold load of the bench
 * row "script load to first frame showing y=\sin(x)" for two or more builds (each a folder holding
 * `api/v1.1/calculator.js`, such as a copy of `dist/` or another checkout's), interleaved in one browser:
 * each round loads every build once, in alternating order, each in a fresh browser context, each build
 * from its own real server (server/app.ts). Prints per build the median total, script load, constructor
 * and the rest (to the frame drawn), and each build's paired ratio to the first one, round by round.
 * Sequential profiles of two builds move with the machine's load; interleaved pairs much less.
 */
import { buildsToCompare, compareColdLoads, medianOf } from './profile-support';

interface Load {
  readonly loaded: number;
  readonly constructed: number;
  readonly total: number;
}

const { builds, rounds } = buildsToCompare('compare-first-frame.ts', 9);

/** The bench row's steps, timed in the page (no trace: the figures are the row's own). */
const IN_PAGE = `(async (scriptUrl) => {
  const stage = document.createElement('div');
  stage.className = 'stage';
  document.body.appendChild(stage);
  const start = performance.now();
  await new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.onload = resolve;
    script.onerror = reject;
    document.head.appendChild(script);
  });
  const loaded = performance.now() - start;
  const calculator = window.Lib.GraphingCalculator(stage);
  const constructed = performance.now() - start;
  calculator.setExpression({ id: 'sine', latex: 'y=\\\\sin(x)' });
  await calculator[Symbol.for('calculator.whenIdle')]();
  return { loaded, constructed, total: performance.now() - start };
})`;

const loads = await compareColdLoads(
  builds,
  rounds,
  async (page, scriptUrl) => (await page.evaluate(`${IN_PAGE}(${JSON.stringify(scriptUrl)})`)) as Load,
);
process.stdout.write(
  `| build | total ms | script load | constructor | constructor → frame | paired ratio to ${builds[0]} |\n| --- | ---: | ---: | ---: | ---: | ---: |\n`,
);
for (const [index, build] of builds.entries()) {
  const runs = loads[index];
  const ratios = runs.map((load, round) => load.total / loads[0][round].total);
  process.stdout.write(
    `| ${build} | ${medianOf(runs.map((load) => load.total)).toFixed(0)} | ${medianOf(runs.map((load) => load.loaded)).toFixed(0)} | ${medianOf(runs.map((load) => load.constructed - load.loaded)).toFixed(0)} | ${medianOf(runs.map((load) => load.total - load.constructed)).toFixed(0)} | ${medianOf(ratios).toFixed(2)} |\n`,
  );
}
