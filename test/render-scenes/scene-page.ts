/**
 * Plays render scenes in Chromium: a page with the built calculator script, where each scene gets a fresh
 * calculator (so no setting or expression of an earlier scene leaks into it), reaches its state through
 * the public API, waits for the idle signal (analysis, sampling and the frame done; never a sleep) and
 * returns the screenshot as PNG bytes. SVG screenshots are rasterized by the same page, so every scene
 * compares as pixels.
 */
import type { Browser } from 'puppeteer-core';
import { openCalculatorPage, type OpenOptions, type TestPage } from '../support/page';
import { DEFAULT_BOUNDS, SCENE_HEIGHT, SCENE_WIDTH, type RenderScene } from './scene-types';

/** Every UI part off: the graph paper is the whole element, exactly SCENE_WIDTH × SCENE_HEIGHT. */
const CALCULATOR_OPTIONS = {
  expressions: false,
  settingsMenu: false,
  zoomButtons: false,
  keypad: false,
  border: false,
  expressionsTopbar: false,
};

const pageScript = (nonce?: string) => `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>
window.renderScene = async (scene) => {
  window.calc?.destroy();
  const element = document.getElementById('calculator');
  window.calc = Lib.GraphingCalculator(element, ${JSON.stringify(CALCULATOR_OPTIONS)});
  const calc = window.calc;
  if (scene.state !== undefined) calc.setState(scene.state);
  if (scene.expressions) calc.setExpressions(scene.expressions);
  if (scene.settings) calc.updateSettings(scene.settings);
  calc.setMathBounds(scene.bounds);
  await calc[Symbol.for('calculator.whenIdle')]();
  const shot = scene.screenshot ?? { kind: 'sync' };
  const options = { width: ${SCENE_WIDTH}, height: ${SCENE_HEIGHT}, targetPixelRatio: 1, ...shot };
  if (shot.kind === 'sync') return calc.screenshot(options);
  const result = await new Promise((resolve) => calc.asyncScreenshot(options, resolve));
  if (shot.format !== 'svg') return result;
  return rasterizeSvg(result, options);
};

/** Draws SVG markup onto a white canvas of its size and returns the PNG data URI. */
async function rasterizeSvg(markup, options) {
  const image = new Image();
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(markup);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(options.width * options.targetPixelRatio);
  canvas.height = Math.round(options.height * options.targetPixelRatio);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}
</script>`;

/** `policy`: the page's response headers and script nonce (csp.browser.test.ts plays scenes under a CSP). */
export async function openScenePage(
  browser: Browser,
  baseUrl: string,
  policy: Pick<OpenOptions, 'headers' | 'scriptNonce' | 'beforeScripts'> = {},
): Promise<TestPage> {
  return openCalculatorPage(browser, baseUrl, {
    width: SCENE_WIDTH,
    height: SCENE_HEIGHT,
    body: pageScript(policy.scriptNonce),
    ...policy,
  });
}

/** The scene's screenshot as PNG bytes. */
export async function renderScene(testPage: TestPage, scene: RenderScene): Promise<Buffer> {
  const uri = await testPage.page.evaluate(
    (givenScene) =>
      (window as unknown as { renderScene(scene: unknown): Promise<string> }).renderScene(givenScene),
    { ...scene, bounds: scene.bounds ?? DEFAULT_BOUNDS } as Record<string, unknown>,
  );
  const prefix = 'data:image/png;base64,';
  if (!uri.startsWith(prefix))
    throw new Error(`Scene ${scene.name}: not a PNG data URI: ${uri.slice(0, 40)}`);
  return Buffer.from(uri.slice(prefix.length), 'base64');
}
