/**
 * The screenshot section (issue 23): `asyncScreenshot` throughput in one page, PNG and SVG, beside the
 * peers' own routes to an image, and the cold start from the script tag to the first PNG delivered
 * (a fresh browser context per load, libraries rotating). `npm run bench -- --only screenshot` runs it alone.
 */
import type { BenchSession } from './bench-session';
import { runColdStartRows } from './cold-start-rounds';
import type { BenchRow, BenchSection } from './page/result-types';
import type { ScreenshotLibrary } from './page/workload-screenshot';

export interface ScreenshotSectionOptions {
  /** Cold starts per library (after one warm-up round). */
  readonly coldRounds: number;
}

const LIBRARIES: readonly { library: ScreenshotLibrary; subject: string }[] = [
  { library: 'ours', subject: 'ours: calculator.js (served, gzip), asyncScreenshot' },
  { library: 'function-plot', subject: 'function-plot: SVG rasterized to PNG' },
  { library: 'jsxgraph', subject: 'JSXGraph: canvas board, toDataURL' },
];

export async function runScreenshotSection(
  session: BenchSession,
  options: ScreenshotSectionOptions,
  log: (line: string) => void,
): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  for (const changing of [false, true]) {
    for (const format of ['png', 'svg'] as const) {
      log(`screenshot: ${format} shots per second${changing ? ', one curve changed before each' : ''}`);
      const handle = await session.openPage('/bench.html');
      try {
        rows.push(
          ...(await handle.call('runScreenshotWorkload', session.servers.libraryScriptUrl, format, changing)),
        );
      } finally {
        await handle.close();
      }
    }
  }
  log('screenshot: cold start to the first PNG');
  rows.push(
    ...(await runColdStartRows(session, options.coldRounds, {
      libraries: LIBRARIES,
      ours: 'ours',
      measure: (handle, library) =>
        handle.call('measureLoadToFirstScreenshot', library, session.servers.libraryScriptUrl),
      workload: 'cold start: script load to the first PNG of ten expressions at 800×600',
      what: 'fresh browser context each run: fetch, parse, construct, ten expressions, first image delivered',
    })),
  );
  return {
    id: 'screenshot',
    title: '12. Headless screenshots (real served script, 800×600 px, ten expressions)',
    note: 'Shots one after another in one page, every library interleaved; shots per second are 1000 ÷ the median. Same state: the peers turn what they already drew into an image, ours hands out the shot its renderer kept (made again after any change of the state or options). One curve changed: y = sin(x) + c gets a new c before each shot; the peers redraw (chart.draw(), board.update()), ours re-samples that curve in its worker.',
    rows,
  };
}
