/**
 * One bench run's browser and servers: one Chromium (test/support/chromium.ts, DESIGN.md's flags) for
 * every workload, so that each ratio compares figures from the same browser process; each workload gets a
 * fresh page (in its own browser context, so caches start cold) and a typed way to call into it.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from '../test/support/chromium';
import { startBenchServers, type BenchServers } from './bench-server';
import type { BenchPage } from './page/index';

export interface BenchPageHandle {
  readonly page: Page;
  call<K extends keyof BenchPage>(
    name: K,
    ...args: Parameters<BenchPage[K]>
  ): Promise<Awaited<ReturnType<BenchPage[K]>>>;
  close(): Promise<void>;
}

export interface BenchSession {
  readonly browser: Browser;
  readonly servers: BenchServers;
  readonly chromiumVersion: string;
  /** Opens `/bench.html` (peers and bench code) or `/blank.html` (bench code only) in a fresh context. */
  openPage(path: '/bench.html' | '/blank.html'): Promise<BenchPageHandle>;
  close(): Promise<void>;
}

/** Page errors are printed, not fatal: a peer's console noise must not end the run. */
function reportPageProblems(page: Page, log: (line: string) => void): void {
  page.on('pageerror', (error) => log(`  page error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon'))
      log(`  console: ${message.text()}`);
  });
}

export async function openBenchSession(log: (line: string) => void): Promise<BenchSession> {
  const servers = await startBenchServers();
  let browser: Browser;
  try {
    // The slowest workload (peers drawing 100 curves, seconds per call) needs the long protocol timeout.
    browser = await launchChromium({ protocolTimeout: 900_000 });
  } catch (error) {
    await servers.close();
    throw error;
  }
  const chromiumVersion = await browser.version();
  return {
    browser,
    servers,
    chromiumVersion,
    async openPage(path) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1100, height: 800, deviceScaleFactor: 1 });
      reportPageProblems(page, log);
      await page.goto(`${servers.benchOrigin}${path}`, { waitUntil: 'load' });
      return {
        page,
        call: (name, ...args) =>
          page.evaluate(
            (functionName, functionArgs) => (window as any).benchPage[functionName](...functionArgs),
            name,
            args as unknown[],
          ),
        close: () => context.close(),
      };
    },
    async close() {
      await browser.close();
      await servers.close();
    },
  };
}
