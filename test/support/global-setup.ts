/**
 * Starts, once for the browser run, the real server over the real build (dist/, built by `npm test`
 * before this suite) on an ephemeral port, and a Chromium per test worker that its files connect to.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer } from './test-server';
import { launchChromium } from './chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Two files run at a time (vitest.browser.config.ts), each in a Chromium of its own: Chromium shows and
 * focuses only the front tab of a window (a page behind another gets no animation frame and no focus),
 * and a browser context of its own per file (a window) lost the caret's return in graphing-editing's
 * slider test (2 of 3 runs; 0 of 3 in a Chromium's own default context).
 */
const CHROMIUM_COUNT = 2;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = join(root, 'dist/api/v1.1/calculator.js');
  if (!existsSync(bundle)) throw new Error(`No build at ${bundle}: run \`npm run build\` first.`);
  const { server, baseUrl } = await startTestServer();
  const browsers = await Promise.all(Array.from({ length: CHROMIUM_COUNT }, () => launchChromium()));
  project.provide('baseUrl', baseUrl);
  project.provide(
    'browserWSEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
