/**
 * Ours' heap row of bench section 5 alone (a page with 1000 expressions, then after `destroy`), in ~10 s
 * instead of the whole section: `npx tsx bench/measure-heap.ts [runs]` after `npm run build`. Made to
 * bisect the 2026-11-26 regression (62.7 MB after destroy, terser's reduce_vars: vite.config.ts) with
 * `git bisect run`; it prints one line per run.
 */
import { openBenchSession } from './bench-session';
import { measureHeapUsage, totalBytes } from './heap-usage';

const EXPRESSIONS = 1000;
const runs = Number(process.argv[2] ?? 2);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const session = await openBenchSession(() => undefined);
try {
  for (let run = 0; run < runs; run++) {
    const handle = await session.openPage('/blank.html');
    try {
      await handle.call('loadHeapLibrary', 'ours', session.servers.libraryScriptUrl);
      await handle.call('createHeapScenario', 'ours', EXPRESSIONS);
      const loaded = await measureHeapUsage(handle.page);
      await handle.call('destroyHeapScenario');
      // As the section does: terminating a worker is asynchronous.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const destroyed = await measureHeapUsage(handle.page);
      console.log(
        `${EXPRESSIONS} expressions: ${megabytes(totalBytes(loaded))} MB (DOM ${megabytes(loaded.domBytes)}), ` +
          `after destroy ${megabytes(totalBytes(destroyed))} MB, ${destroyed.workers} workers`,
      );
    } finally {
      await handle.close();
    }
  }
} finally {
  await session.close();
}
