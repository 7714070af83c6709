/**
 * Starts, once for the browser run, the real server over the real build (dist/, built by `npm test`
 * before this suite) on an ephemeral port, and one Chromium that every test file connects to.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createServer } from '../../server/app';
import { launchChromium } from './chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = join(root, 'dist/api/v1.1/calculator.js');
  if (!existsSync(bundle)) throw new Error(`No build at ${bundle}: run \`npm run build\` first.`);
  const server = createServer({
    distDir: join(root, 'dist'),
    apiKeysFile: join(root, 'server/api-keys.json'),
    demoDir: join(root, 'server/demo'),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await launchChromium();
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
