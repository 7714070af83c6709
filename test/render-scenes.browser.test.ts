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
import { comparePng, writeEvidence } from './render-scenes/compare-png';
import { openScenePage, renderScene } from './render-scenes/scene-page';
import { DEFAULT_ALLOWED_DIFFERENCE } from './render-scenes/scene-types';
import { RENDER_SCENES } from './render-scenes/scenes';
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
  });

  it.each(RENDER_SCENES.map((scene) => [scene.name, scene] as const))('%s', async (name, scene) => {
    const comparison = comparePng(
      await renderScene(testPage, scene),
      readFileSync(join(REFERENCES, `${name}.png`)),
    );
    const allowed = scene.allowedDifference ?? DEFAULT_ALLOWED_DIFFERENCE;
    if (comparison.differentPixels > allowed) writeEvidence(OUTPUT, name, comparison);
    expect(comparison.differentPixels, scene.shows).toBeLessThanOrEqual(allowed);
  });

  it('fails a scene whose curve color changed (the comparison can fail)', async () => {
    const scene = RENDER_SCENES.find((candidate) => candidate.name === 'style-colors')!;
    const changed = {
      ...scene,
      expressions: scene.expressions!.map((expression, index) =>
        index === 0 ? { ...expression, color: '#2d70b3' } : expression,
      ),
    };
    const comparison = comparePng(
      await renderScene(testPage, changed),
      readFileSync(join(REFERENCES, 'style-colors.png')),
    );
    expect(comparison.differentPixels).toBeGreaterThan(10 * DEFAULT_ALLOWED_DIFFERENCE);
  });

  it('leaves no page errors behind', () => {
    expect(testPage.pageErrors).toEqual([]);
  });
});
