/**
 * What the profile scripts (`profile-first-frame.ts`, `profile-set-expression.ts`) share: the trace
 * event's shape, their command line, medians, their Chromium (DESIGN.md's flags with a longer protocol
 * timeout) and the source map of the served script they attribute time through.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS } from '../test/support/chromium';
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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(isRoot ? ['--no-sandbox'] : [])],
    protocolTimeout: 300_000,
  });
}

/** The source map of the bench's snapshot of calculator.js. */
export function servedScriptSourceMap(): SourceMapConsumer {
  return new SourceMapConsumer(
    JSON.parse(readFileSync(join(SNAPSHOT_DIST_DIR, 'api/v1.1/calculator.js.map'), 'utf8')),
  );
}
