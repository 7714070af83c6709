/**
 * The render-scene suite: every scene of test/render-scenes/ played through the public API of the built
 * calculator, its screenshot compared with the reference PNG by pixelmatch. A failing scene leaves
 * `<name>.actual.png` and `<name>.diff.png` in test/output/render-scenes/. References are regenerated with
 * `npx tsx test/render-scenes/update-references.ts` (and looked at before they are kept).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareScene, writeEvidence } from './render-scenes/compare-png';
import { openScenePage, renderScene } from './render-scenes/scene-page';
import { RENDER_SCENES } from './render-scenes/scenes';
import { applyWrongSubject } from './render-scenes/wrong-subject';
import { baseUrl, connectBrowser } from './support/connect';
import type { TestPage } from './support/page';

const root = fileURLToPath(new URL('..', import.meta.url));
const REFERENCES = join(root, 'test/render-scenes/references');
const OUTPUT = join(root, 'test/output/render-scenes');

let browser: Browser;
let testPage: TestPage;

beforeAll(async () => {
  browser = await connectBrowser();
  testPage = await openScenePage(browser, baseUrl());
});

afterAll(async () => {
  await testPage?.page.close();
  await browser?.disconnect();
});

describe('render scenes', () => {
  it('has at least 40 scenes with unique names, each with a reference and no reference without a scene', () => {
    expect(RENDER_SCENES.length).toBeGreaterThanOrEqual(40);
    const names = new Set(RENDER_SCENES.map((scene) => scene.name));
    expect(names.size).toBe(RENDER_SCENES.length);
    const missing = RENDER_SCENES.filter((scene) => !existsSync(join(REFERENCES, `${scene.name}.png`)));
    expect(missing.map((scene) => scene.name)).toEqual([]);
    const stale = readdirSync(REFERENCES).filter((file) => !names.has(file.replace(/\.png$/, '')));
    expect(stale).toEqual([]);
    expect(RENDER_SCENES.filter((scene) => scene.wrong.length === 0).map((scene) => scene.name)).toEqual([]);
  });

  it.each(RENDER_SCENES.map((scene) => [scene.name, scene] as const))('%s', async (name, scene) => {
    const comparison = compareScene(
      scene,
      await renderScene(testPage, scene),
      readFileSync(join(REFERENCES, `${name}.png`)),
    );
    if (comparison.differentPixels > comparison.allowed) writeEvidence(OUTPUT, name, comparison);
    expect(comparison.differentPixels, scene.shows).toBeLessThanOrEqual(comparison.allowed);
  });

  // The negative controls: a scene that still passes with its subject wrong shows nothing about it.
  const controls = RENDER_SCENES.flatMap((scene) =>
    scene.wrong.map((wrong, index) => [`${scene.name} (${wrong.is})`, scene, wrong, index] as const),
  );
  it.each(controls)('fails %s', async (_, scene, wrong, index) => {
    const comparison = compareScene(
      scene,
      await renderScene(testPage, applyWrongSubject(scene, wrong)),
      readFileSync(join(REFERENCES, `${scene.name}.png`)),
    );
    if (comparison.differentPixels <= comparison.allowed)
      writeEvidence(OUTPUT, `${scene.name}.wrong-${index}`, comparison);
    expect(comparison.differentPixels, `${scene.name} with ${wrong.is}`).toBeGreaterThan(comparison.allowed);
  });

  it('leaves no page errors behind', () => {
    expect(testPage.pageErrors).toEqual([]);
  });
});
