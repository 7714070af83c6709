/**
 * Starts, once for the browser run, the real server over the real build (dist/, built by `npm test`
 * before this suite) on an ephemeral port, and one Chromium that every test file connects to.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer } from './test-server';
import { launchChromium } from './chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = join(root, 'dist/api/v1.1/calculator.js');
  if (!existsSync(bundle)) throw new Error(`No build at ${bundle}: run \`npm run build\` first.`);
  const { server, baseUrl } = await startTestServer();
  const browser = await launchChromium();
  project.provide('baseUrl', baseUrl);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
