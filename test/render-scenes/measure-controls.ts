/**
 * Prints, for every render scene (or those whose name contains a given text), how many pixels the scene
 * and each of its negative controls (`wrong`) differ from the reference, beside the count allowed:
 * `npm run build`, then `npx tsx test/render-scenes/measure-controls.ts [name-substring …]`. The figures
 * for choosing a scene's `threshold`, `regions` and `allowedDifference`: the scene must stay well under
 * the allowance and every control well over it. `--thresholds 0.1,0.05,0.02` also prints the counts at
 * other color thresholds, anti-aliased pixels included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../support/test-server';
import { launchChromium } from '../support/chromium';
import { comparePng, compareScene } from './compare-png';
import { openScenePage, renderScene } from './scene-page';
import { RENDER_SCENES } from './scenes';
import { applyWrongSubject } from './wrong-subject';

const REFERENCES = fileURLToPath(new URL('references', import.meta.url));

async function main(args: string[]): Promise<void> {
  const thresholdsAt = args.indexOf('--thresholds');
  const thresholds = thresholdsAt >= 0 ? args.splice(thresholdsAt, 2)[1]!.split(',').map(Number) : [];
  const scenes = RENDER_SCENES.filter(
    (scene) => args.length === 0 || args.some((filter) => scene.name.includes(filter)),
  );
  const { server, baseUrl } = await startTestServer();
  const browser = await launchChromium();
  try {
    const testPage = await openScenePage(browser, baseUrl);
    for (const scene of scenes) {
      const reference = readFileSync(join(REFERENCES, `${scene.name}.png`));
      const variants = [{ is: 'as it is', scene }].concat(
        scene.wrong.map((wrong) => ({ is: `wrong: ${wrong.is}`, scene: applyWrongSubject(scene, wrong) })),
      );
      for (const variant of variants) {
        const png = await renderScene(testPage, variant.scene);
        const { differentPixels, allowed } = compareScene(scene, png, reference);
        const others = thresholds.map(
          (threshold) =>
            `${threshold}+aa: ${comparePng(png, reference, { threshold, regions: scene.regions, includeAA: true }).differentPixels}`,
        );
        console.log(
          `${scene.name}\t${variant.is}\t${differentPixels} px (allowed ${allowed})\t${others.join('\t')}`,
        );
      }
    }
    if (testPage.pageErrors.length > 0) console.error('page errors:', testPage.pageErrors);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

await main(process.argv.slice(2));
