/**
 * What the profile and comparison scripts (`profile-*.ts`, `compare-*.ts`) share: the trace event's shape
 * and a trace around some work, their command line (a value, the builds to compare), medians, their
 * Chromium (DESIGN.md's launch with a longer protocol timeout), cold loads of several builds interleaved,
 * and the source map of the served script they attribute time through.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from '../test/support/chromium';
import { startBenchServers, startBuildServers } from './bench-server';
import { SNAPSHOT_DIST_DIR } from './paths';

/** One event of a Chromium trace (the Trace Event Format). */
export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: any;
}

/** Trace categories both scripts read: tasks, frames, script runs and the page's `performance.mark`s. */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
];

/** Page-side source of a function that loads a script by its URL (in a page's string program). */
export const LOAD_SCRIPT_IN_PAGE = `(url) => new Promise((resolve, reject) => {
  const script = document.createElement('script');
  script.src = url;
  script.onload = resolve;
  script.onerror = reject;
  document.head.appendChild(script);
})`;

/**
 * Page-side source of the bench row's cold load (script, constructor, setExpression, its frame) with a
 * `performance.mark('profile:NAME')` between each step, read back from a trace: called with the script's URL.
 */
export const MARKED_LOAD_IN_PAGE = `(async (scriptUrl) => {
  const mark = (name) => performance.mark('profile:' + name);
  const stage = document.createElement('div');
  stage.className = 'stage';
  document.body.appendChild(stage);
  mark('start');
  await (${LOAD_SCRIPT_IN_PAGE})(scriptUrl);
  mark('loaded');
  const calculator = window.Lib.GraphingCalculator(stage);
  mark('constructed');
  calculator.setExpression({ id: 'sine', latex: 'y=\\\\sin(x)' });
  mark('set');
  await calculator[Symbol.for('calculator.whenIdle')]();
  mark('idle');
})`;

/**
 * Cold loads of several builds interleaved in one browser: each round loads every build once, in an order
 * that alternates from round to round, each on a blank page of the bench server in a fresh browser
 * context. Round 0 warms the OS file cache and each server's gzip cache, as the bench row's round 0
 * does, and is not kept. Returns, per build, what `load` gave in rounds 1..rounds.
 */
export async function interleavedColdLoads<Result>(
  browser: Browser,
  benchOrigin: string,
  scriptUrls: readonly string[],
  rounds: number,
  load: (page: Page, scriptUrl: string) => Promise<Result>,
): Promise<Result[][]> {
  const results: Result[][] = scriptUrls.map(() => []);
  for (let round = 0; round <= rounds; round++) {
    const order = [...scriptUrls.keys()];
    if (round % 2) order.reverse();
    for (const index of order) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport({ width: 1100, height: 800, deviceScaleFactor: 1 });
        page.on('pageerror', (error) => process.stderr.write(`page error: ${String(error)}\n`));
        await page.goto(`${benchOrigin}/blank.html`, { waitUntil: 'load' });
        const result = await load(page, scriptUrls[index]);
        if (round > 0) results[index].push(result);
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

/** The value after `name` on the command line (`--runs 5`), if given. */
export function commandLineValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The median of the finite values (NaN when there are none). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function launchProfileChromium(): Promise<Browser> {
  return launchChromium({ protocolTimeout: 300_000 });
}

/**
 * The builds and rounds of a script comparing builds (`SCRIPT DIST_A DIST_B [DIST_C …] [--rounds N]`):
 * every argument but `--rounds N` (and the script's own `options`, each with a value) is a build folder;
 * at least two.
 */
export function buildsToCompare(
  script: string,
  defaultRounds: number,
  options: readonly string[] = [],
): { builds: string[]; rounds: number } {
  const roundsIndex = process.argv.indexOf('--rounds');
  const rounds = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) : defaultRounds;
  const valued = ['--rounds', ...options].flatMap((name) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? [index, index + 1] : [];
  });
  const builds = process.argv.slice(2).filter((_, index) => !valued.includes(index + 2));
  if (builds.length < 2) throw new Error(`usage: ${script} DIST_A DIST_B [DIST_C …] [--rounds N]`);
  return { builds, rounds };
}

/**
 * interleavedColdLoads of several builds, each served by its own real server, in a profile Chromium that
 * is closed with the servers afterwards (compare-first-frame.ts, compare-first-frame-phases.ts).
 */
export async function compareColdLoads<Result>(
  builds: readonly string[],
  rounds: number,
  load: (page: Page, scriptUrl: string) => Promise<Result>,
): Promise<Result[][]> {
  const servers = await startBenchServers();
  const buildServers = await startBuildServers(builds);
  const browser = await launchProfileChromium();
  try {
    return await interleavedColdLoads(browser, servers.benchOrigin, buildServers.scriptUrls, rounds, load);
  } finally {
    await browser.close();
    await buildServers.close();
    await servers.close();
  }
}

/** Runs `work` in the page under a Chromium trace of `categories`: its result and the trace's events. */
export async function traceDuring<T>(
  page: Page,
  categories: readonly string[],
  work: () => Promise<T>,
): Promise<{ result: T; events: TraceEvent[] }> {
  const client = await page.createCDPSession();
  const events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', (message: { value: TraceEvent[] }) => events.push(...message.value));
  const complete = new Promise<void>((resolve) => client.once('Tracing.tracingComplete', () => resolve()));
  await client.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories], recordMode: 'recordAsMuchAsPossible' },
  });
  const result = await work();
  await client.send('Tracing.end');
  await complete;
  return { result, events };
}

/** The source map of the bench's snapshot of calculator.js. */
export function servedScriptSourceMap(): SourceMapConsumer {
  return new SourceMapConsumer(
    JSON.parse(readFileSync(join(SNAPSHOT_DIST_DIR, 'api/v1.1/calculator.js.map'), 'utf8')),
  );
}
