/**
 * `npx tsx bench/compare-implicit-pool.ts [--pages N] [--threads 0,1]` (after `npm run build`; under
 * `flock /tmp/calc-browser.lock`): section 13's implicit bar, sin(x^2+y^2) = cos(xy) at 1280 × 800
 * through the engine service (page/workload-engine-bars.ts), by services with implicit pools of the given
 * sizes (0: one thread, the service before the pool), side by side in one page as the bench's subjects
 * are: rounds interleaved, each later size's time paired by round with the first's. N pages, one after
 * another (worker/implicit-pool.ts; bench/README.md "A second core").
 */
import { openBenchSession } from './bench-session';
import { buildBenchBundle } from './build-bench-bundle';
import { commandLineValue, medianOf } from './profile-support';

const pages = Number(commandLineValue('--pages') ?? 3);
const sizes = (commandLineValue('--threads') ?? '0,1').split(',').map(Number);

await buildBenchBundle();
const session = await openBenchSession((line) => process.stderr.write(`${line}\n`));
const medians: number[][] = sizes.map(() => []);
const paired: number[][] = sizes.map(() => []);
try {
  for (let run = 0; run < pages; run++) {
    const handle = await session.openPage('/bench.html');
    try {
      const rows = await handle.call('runImplicitBarWorkload', sizes);
      rows.forEach((row, index) => {
        medians[index].push(row.timing?.medianMs ?? NaN);
        paired[index].push(index === 0 ? 1 : (row.vsOurs ?? NaN));
      });
      process.stderr.write(
        `page ${run + 1}: ${rows.map((row) => `${row.subject} ${row.timing?.medianMs.toFixed(1)} ms${row.vsOurs ? ` (${row.vsOurs.toFixed(2)}×)` : ''}`).join(', ')}\n`,
      );
    } finally {
      await handle.close();
    }
  }
} finally {
  await session.close();
}

const list = (values: readonly number[], digits: number) =>
  `${values.map((value) => value.toFixed(digits)).join(', ')} (${medianOf(values).toFixed(digits)})`;
process.stdout.write(
  `| pool threads (${pages} pages) | median ms per page (median) | ÷ ${sizes[0]} threads, paired by round, per page (median) |\n| --- | --- | --- |\n`,
);
for (const [index, size] of sizes.entries()) {
  process.stdout.write(`| ${size} | ${list(medians[index], 1)} | ${list(paired[index], 2)} |\n`);
}
