/**
 * (Re)writes the reference PNGs of the render scenes from the current build: `npm run build`, then
 * `npx tsx test/render-scenes/update-references.ts [name-substring …]`. It starts the real server and
 * Chromium as the browser suite does. Look at every image it writes before keeping it: a reference is
 * the statement that the picture is right.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../support/test-server';
import { launchChromium } from '../support/chromium';
import { openScenePage, renderScene } from './scene-page';
import { RENDER_SCENES } from './scenes';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const REFERENCE_DIRECTORY = join(root, 'test/render-scenes/references');

async function main(filters: string[]): Promise<void> {
  const scenes = RENDER_SCENES.filter(
    (scene) => filters.length === 0 || filters.some((filter) => scene.name.includes(filter)),
  );
  const { server, baseUrl } = await startTestServer();
  const browser = await launchChromium();
  try {
    const testPage = await openScenePage(browser, baseUrl);
    mkdirSync(REFERENCE_DIRECTORY, { recursive: true });
    for (const scene of scenes) {
      const started = performance.now();
      const png = await renderScene(testPage, scene);
      writeFileSync(join(REFERENCE_DIRECTORY, `${scene.name}.png`), png);
      console.log(`${scene.name}.png  ${Math.round(performance.now() - started)} ms  — ${scene.shows}`);
    }
    if (testPage.pageErrors.length > 0) console.error('page errors:', testPage.pageErrors);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

await main(process.argv.slice(2));
