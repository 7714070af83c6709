/**
 * `npx tsx bench/profile-shot-passes.ts DIST [DIST_B …] [--rounds N] [--shots K] [--changed K] [--passes a,b,…]`: what
 * each GL pass of section 12's picture (ten expressions, 800 × 600 PNG) costs SwiftShader, and the same
 * shots for several builds side by side (issue 23, bench/README.md "Cheaper pictures").
 *
 * Each build is served by its own real server (server/app.ts) into a page of its own in one Chromium, with
 * a WebGL patch installed before the script: every draw is tagged by its program (the grid, the axes, the
 * fills, the solid curves, the points, …, told apart by their uniforms' names) and each clear by its mask,
 * and a pass named in `window.shotDrop` is skipped, in the screen's frames and the shots' alike. Each
 * round runs every (build, dropped pass) variant once, in an order that rotates, and takes in it:
 * - K fresh shots (`calculator.screenshot`, the pixel ratio nudged by 1e-9 per shot so none is a kept one) with nothing else queued on the GPU (two animation frames and a 1-pixel `readPixels` first):
 *   the whole call, the `readPixels` inside it (the wait for SwiftShader to draw the shot's frame) and
 *   `toDataURL`;
 * - K shots (`--changed`, default `--shots`) after one curve changed, as the bench row takes them (`setExpression` of y = sin(x) + c, then
 *   `asyncScreenshot`, timed to its callback): the screen's frame and the shot's.
 * Prints per variant the medians over rounds of each round's median, and the paired ratio (variant ÷ the
 * first variant of the same round). A pass left out draws a wrong picture: these are costs, not pictures.
 * `--save DIR` first writes each build's shot as DIR/shot-N.png and prints how many pixels differ from the
 * first build's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Page } from 'puppeteer-core';
import { startBenchServers, startBuildServers } from './bench-server';
import { ourScreenshotExpressions } from './page/screenshot-graph';
import { commandLineValue, launchProfileChromium, LOAD_SCRIPT_IN_PAGE, medianOf } from './profile-support';

/** Installed before any script of the page: tags and times the GL work; `window.shotDrop` skips passes. */
const GL_PATCH = `(() => {
  const drop = (window.shotDrop = new Set());
  const times = (window.shotTimes = { read: 0, encode: 0 });
  // Draw calls and vertices per pass (printed with --save).
  const counts = (window.shotCounts = {});
  const sources = new WeakMap();
  const programs = new WeakMap();
  const tagOf = (source) => {
    if (source.includes('majorPhase')) return 'grid';
    if (source.includes('circleStep')) return 'polar';
    if (source.includes('arrowHalfWidth')) return 'axes';
    if (source.includes('depthSpan')) return 'curves';
    if (source.includes('strokeWidth')) return 'points';
    if (source.includes('dashPeriod')) return 'dashes';
    if (source.includes('uniform vec4 color') && source.includes('uniform float depth')) return 'fills';
    return 'other';
  };
  for (const type of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!type) continue;
    const proto = type.prototype;
    const { shaderSource, attachShader, useProgram, clear, readPixels, framebufferRenderbuffer } = proto;
    let current = 'other';
    proto.shaderSource = function (shader, source) {
      sources.set(shader, source);
      return shaderSource.call(this, shader, source);
    };
    proto.attachShader = function (program, shader) {
      programs.set(program, (programs.get(program) ?? '') + (sources.get(shader) ?? ''));
      return attachShader.call(this, program, shader);
    };
    proto.useProgram = function (program) {
      current = program ? tagOf(programs.get(program) ?? '') : 'other';
      return useProgram.call(this, program);
    };
    for (const name of ['drawArrays', 'drawElements']) {
      const draw = proto[name];
      proto[name] = function (...args) {
        const count = (counts[current] ??= { draws: 0, vertices: 0 });
        count.draws++;
        count.vertices += name === 'drawArrays' ? args[2] : args[1];
        if (drop.has(current)) return;
        return draw.apply(this, args);
      };
    }
    proto.clear = function (mask) {
      if (drop.has(mask & this.DEPTH_BUFFER_BIT ? 'clear' : 'alpha-clear')) return;
      return clear.call(this, mask);
    };
    proto.readPixels = function (...args) {
      const start = performance.now();
      try {
        return readPixels.apply(this, args);
      } finally {
        times.read += performance.now() - start;
      }
    };
    // 'depth-stencil': the shot's framebuffer without its depth-stencil renderbuffer (the depth test
    // then passes every fragment).
    proto.framebufferRenderbuffer = function (target, attachment, ...rest) {
      if (attachment === 0x821a && drop.has('depth-stencil')) return;
      return framebufferRenderbuffer.call(this, target, attachment, ...rest);
    };
  }
  const { toDataURL, getContext } = HTMLCanvasElement.prototype;
  const contexts = (window.shotContexts = []);
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    const context = getContext.call(this, type, attributes);
    if (context && type.startsWith('webgl')) contexts.push(context);
    return context;
  };
  HTMLCanvasElement.prototype.toDataURL = function (...args) {
    const start = performance.now();
    try {
      return toDataURL.apply(this, args);
    } finally {
      times.encode += performance.now() - start;
    }
  };
  const { fillText, strokeText } = CanvasRenderingContext2D.prototype;
  CanvasRenderingContext2D.prototype.fillText = function (...args) {
    if (!drop.has('labels')) fillText.apply(this, args);
  };
  CanvasRenderingContext2D.prototype.strokeText = function (...args) {
    if (!drop.has('labels')) strokeText.apply(this, args);
  };
})();`;

/** Page side: section 12's graph (page/screenshot-graph.ts) in a calculator of 800 × 600. */
const SET_UP = `(async (scriptUrl, expressions) => {
  await (${LOAD_SCRIPT_IN_PAGE})(scriptUrl);
  const stage = document.createElement('div');
  stage.style.cssText = 'position:absolute;left:0;top:0;width:800px;height:600px';
  document.body.appendChild(stage);
  const calculator = window.Lib.GraphingCalculator(stage);
  calculator.setMathBounds({ left: -10, right: 10, bottom: -7.5, top: 7.5 });
  calculator.setExpressions(expressions);
  await calculator[Symbol.for('calculator.whenIdle')]();
  window.shotCalculator = calculator;
})`;

/** Page side: one variant's shots; returns per-shot figures in ms. */
const SHOOT = `(async ({ dropped, shots, changedShots, sleepFirst }) => {
  const calculator = window.shotCalculator;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const settle = async () => {
    await frame();
    await frame();
    for (const gl of window.shotContexts) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  };
  window.shotDrop.clear();
  for (const name of dropped) window.shotDrop.add(name);
  // A kept shot framebuffer outlives a second; the depth-stencil variant needs a fresh one.
  if (sleepFirst) await new Promise((resolve) => setTimeout(resolve, 1100));
  const fresh = [];
  const changed = [];
  for (let shot = 0; shot < shots; shot++) {
    await settle();
    // A pixel ratio of its own per shot (the same 800 × 600 pixels), so no shot is a kept one.
    const nudge = (window.shotCount = (window.shotCount ?? 0) + 1) * 1e-9;
    window.shotTimes.read = 0;
    window.shotTimes.encode = 0;
    const start = performance.now();
    calculator.screenshot({
      width: 800,
      height: 600,
      targetPixelRatio: 1 + nudge,
      showLabels: true,
    });
    fresh.push({ total: performance.now() - start, read: window.shotTimes.read, encode: window.shotTimes.encode });
  }
  for (let shot = 0; shot < changedShots; shot++) {
    await settle();
    const start = performance.now();
    calculator.setExpression({ id: 'curve0', latex: 'y=\\\\sin(x)+' + (((shot % 7) + 1) / 10) });
    await new Promise((resolve) =>
      calculator.asyncScreenshot({ width: 800, height: 600, targetPixelRatio: 1, format: 'png', showLabels: true }, resolve),
    );
    changed.push(performance.now() - start);
  }
  window.shotDrop.clear();
  if (sleepFirst) await new Promise((resolve) => setTimeout(resolve, 1100));
  return { fresh, changed };
})`;

interface Shots {
  readonly fresh: { total: number; read: number; encode: number }[];
  readonly changed: number[];
}

interface Variant {
  readonly name: string;
  readonly page: Page;
  readonly dropped: readonly string[];
}

const DEFAULT_PASSES =
  'none,clear,grid,fills,axes,curves,points,alpha-clear,labels,depth-stencil,clear+grid+fills+axes+curves+points+alpha-clear';
const rounds = Number(commandLineValue('--rounds') ?? 5);
const shots = Number(commandLineValue('--shots') ?? 5);
const changedShots = Number(commandLineValue('--changed') ?? shots);
const passes = (commandLineValue('--passes') ?? DEFAULT_PASSES).split(',');
const saveDirectory = commandLineValue('--save');
const optionValues = new Set(
  ['--rounds', '--shots', '--changed', '--passes', '--save'].map(commandLineValue),
);
const builds = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
if (builds.length === 0) throw new Error('usage: profile-shot-passes.ts DIST [DIST_B …] [--rounds N]');

const servers = await startBenchServers();
const buildServers = await startBuildServers(builds);
const browser = await launchProfileChromium();
try {
  const variants: Variant[] = [];
  for (const [index, scriptUrl] of buildServers.scriptUrls.entries()) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1100, height: 800, deviceScaleFactor: 1 });
    page.on('pageerror', (error) => process.stderr.write(`page error: ${String(error)}\n`));
    await page.evaluateOnNewDocument(GL_PATCH);
    await page.goto(`${servers.benchOrigin}/blank.html`, { waitUntil: 'load' });
    await page.evaluate(
      `${SET_UP}(${JSON.stringify(scriptUrl)}, ${JSON.stringify(ourScreenshotExpressions())})`,
    );
    // Passes are dropped in the first build's page only; the others are compared whole.
    const names = index === 0 ? passes : ['none'];
    for (const name of names) {
      const label = builds.length > 1 ? `${builds[index]} ${name}` : name;
      variants.push({ name: label, page, dropped: name === 'none' ? [] : name.split('+') });
    }
  }
  if (saveDirectory) await saveShots(variants, saveDirectory);
  const results: Shots[][] = variants.map(() => []);
  for (let round = 0; round <= rounds; round++) {
    const order = [...variants.keys()];
    const shift = round % order.length;
    for (const index of [...order.slice(shift), ...order.slice(0, shift)]) {
      const { page, dropped } = variants[index];
      await page.bringToFront();
      const argument = { dropped, shots, changedShots, sleepFirst: dropped.includes('depth-stencil') };
      const result = (await page.evaluate(`${SHOOT}(${JSON.stringify(argument)})`)) as Shots;
      // Round 0 warms every page and program up.
      if (round > 0) results[index].push(result);
    }
    process.stderr.write(`round ${round} of ${rounds}\n`);
  }
  const roundMedian = (values: number[]) => medianOf(values);
  const figures = results.map((perRound) =>
    perRound.map((result) => ({
      total: roundMedian(result.fresh.map((shot) => shot.total)),
      read: roundMedian(result.fresh.map((shot) => shot.read)),
      encode: roundMedian(result.fresh.map((shot) => shot.encode)),
      changed: roundMedian(result.changed),
    })),
  );
  process.stdout.write(
    `| variant | fresh shot ms | its readPixels | its toDataURL | paired ÷ ${variants[0].name} | changed → shot ms | paired ÷ ${variants[0].name} |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n`,
  );
  for (const [index, variant] of variants.entries()) {
    const rows = figures[index];
    const pairedFresh = rows.map((row, round) => row.total / figures[0][round].total);
    const pairedChanged = rows.map((row, round) => row.changed / figures[0][round].changed);
    const median = (pick: (row: (typeof rows)[number]) => number) => medianOf(rows.map(pick)).toFixed(1);
    process.stdout.write(
      `| ${variant.name} | ${median((row) => row.total)} | ${median((row) => row.read)} | ${median((row) => row.encode)} | ${medianOf(pairedFresh).toFixed(2)} | ${median((row) => row.changed)} | ${medianOf(pairedChanged).toFixed(2)} |\n`,
    );
  }
} finally {
  await browser.close();
  await buildServers.close();
  await servers.close();
}

/** Each build's shot of the ten expressions, written as PNG; the count of pixels unlike the first's. */
async function saveShots(variants: readonly Variant[], directory: string): Promise<void> {
  const pages = [...new Set(variants.map((variant) => variant.page))];
  let first: PNG | undefined;
  for (const [index, page] of pages.entries()) {
    const { uri, again, counts } = (await page.evaluate(`(() => {
      for (const key of Object.keys(window.shotCounts)) delete window.shotCounts[key];
      const uri = window.shotCalculator.screenshot({ width: 800, height: 600, targetPixelRatio: 1, showLabels: true });
      const counts = JSON.parse(JSON.stringify(window.shotCounts));
      // A second shot right after (a kept framebuffer and canvas, not a kept shot) must be the same.
      const again = window.shotCalculator.screenshot({ width: 800, height: 600, targetPixelRatio: 1 + 1e-9, showLabels: true });
      return { uri, counts, again: again === uri };
    })()`)) as { uri: string; again: boolean; counts: Record<string, { draws: number; vertices: number }> };
    const bytes = Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
    writeFileSync(join(directory, `shot-${index}.png`), bytes);
    const image = PNG.sync.read(bytes);
    first ??= image;
    let differing = 0;
    for (let offset = 0; offset < image.data.length; offset += 4) {
      if (image.data.readUInt32LE(offset) !== first.data.readUInt32LE(offset)) differing++;
    }
    process.stdout.write(
      `${builds[index]}: ${join(directory, `shot-${index}.png`)}, ${differing} pixels unlike the first build's; the next shot ${again ? 'the same' : 'DIFFERENT'}; draws ${JSON.stringify(counts)}\n`,
    );
  }
}
