/**
 * `npx tsx bench/compare-implicit-pool.ts [--rounds N] [--threads 0,1,3]` (after `npm run build`; under
 * `flock /tmp/calc-browser.lock`): section 13's implicit bar, sin(x^2+y^2) = cos(xy) at 1280 × 800
 * through the engine service (page/workload-engine-bars.ts), with the service's implicit pool of each
 * given size (0: one thread, the service before the pool), in one browser: each round runs the row once
 * per size in a page of its own, in alternating order. Prints each size's medians run by run and its time
 * paired with the first size's of the same round (worker/implicit-pool.ts, bench/README.md "A second core").
 */
import { openBenchSession } from './bench-session';
import { buildBenchBundle } from './build-bench-bundle';
import type { BenchRow } from './page/result-types';
import { commandLineValue, medianOf } from './profile-support';

const rounds = Number(commandLineValue('--rounds') ?? 4);
const sizes = (commandLineValue('--threads') ?? '0,1').split(',').map(Number);

await buildBenchBundle();
const session = await openBenchSession((line) => process.stderr.write(`${line}\n`));
const medians: number[][] = sizes.map(() => []);
let fidelity = '';
try {
  for (let round = 0; round < rounds; round++) {
    const order = [...sizes.keys()];
    if (round % 2) order.reverse();
    for (const index of order) {
      const handle = await session.openPage('/bench.html');
      let rows: BenchRow[];
      try {
        rows = await handle.call('runImplicitBarWorkload', sizes[index]);
      } finally {
        await handle.close();
      }
      const row = rows[0];
      medians[index].push(row?.timing?.medianMs ?? NaN);
      fidelity ||= JSON.stringify(row?.fidelity);
      process.stderr.write(
        `round ${round + 1}, pool of ${sizes[index]}: ${row?.timing?.medianMs.toFixed(1)} ms, fidelity ${JSON.stringify(row?.fidelity)}\n`,
      );
    }
  }
} finally {
  await session.close();
}

const list = (values: readonly number[], digits: number) =>
  `${values.map((value) => value.toFixed(digits)).join(', ')} (${medianOf(values).toFixed(digits)})`;
process.stdout.write(
  `| pool threads (${rounds} rounds) | median ms per run (median) | ÷ ${sizes[0]} threads, paired by round |\n| --- | --- | --- |\n`,
);
for (const [index, size] of sizes.entries()) {
  const paired = medians[index].map((value, round) => value / medians[0][round]);
  process.stdout.write(`| ${size} | ${list(medians[index], 1)} | ${list(paired, 2)} |\n`);
}
