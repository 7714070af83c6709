/**
 * `npx tsx bench/measure-first-frame-floors.ts [--rounds N]` (after `npm run build`; under the browser lock):
 * the floors of issue 23's row "script load to first frame showing y=\sin(x)" on this machine, measured in
 * the row's own way (cold loads, each in a fresh browser context of one Chromium launched with DESIGN.md's
 * flags, subjects interleaved, round 0 not kept; the page's clock from the script tag to the next animation
 * frame after the drawing, as the peers are timed). Beside ours and function-plot, bare pages that do only
 * part of what a first frame needs:
 *
 * - a 1.3 MB script doing nothing: calculator.js wrapped in a function expression that is never called
 *   (V8 compiles it as it streams in, as ours, and runs none of it), then a div;
 * - calculator.js itself, its top level run (Lib defined), nothing constructed, then a div;
 * - a WebGL canvas (1000 × 700, our context's attributes) clearing and drawing one triangle, WebGL 2 and 1;
 * - the same with the programs our first frame links (their own sources, read from one load of ours),
 *   each linked and drawn once, as regl's commands and the first frame do;
 * - both: the 1.3 MB script, then that canvas and those programs;
 * - a blob worker answering one message, then a div; and all of it: the script, the worker asked, the
 *   canvas and programs made while it starts, the frame once it answered.
 *
 * Prints the medians, each row's paired ratio to ours, what our first frame asked of WebGL (contexts,
 * extension queries, programs linked) and whether SwiftShader offers KHR_parallel_shader_compile.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { startBenchServers, startBuildServers } from './bench-server';
import { buildBenchBundle } from './build-bench-bundle';
import { REPOSITORY_ROOT } from './paths';
import {
  commandLineValue,
  interleavedColdLoads,
  launchProfileChromium,
  LOAD_SCRIPT_IN_PAGE,
  medianOf,
} from './profile-support';

const rounds = Number(commandLineValue('--rounds') ?? 9);

/** One load of ours with WebGL's calls counted and the linked programs' sources kept (no timing). */
const RECORD_OURS_IN_PAGE = `(async (scriptUrl) => {
  const record = { contexts: [], extensionQueries: 0, extensions: [], programs: [], parallelCompile: null };
  for (const Context of [WebGLRenderingContext, WebGL2RenderingContext]) {
    const proto = Context.prototype;
    const { linkProgram, getExtension, getSupportedExtensions } = proto;
    proto.linkProgram = function (program) {
      const sources = this.getAttachedShaders(program).map((shader) => ({
        type: this.getShaderParameter(shader, this.SHADER_TYPE),
        source: this.getShaderSource(shader),
      }));
      record.programs.push(sources);
      return linkProgram.call(this, program);
    };
    proto.getExtension = function (name) {
      record.extensions.push(name);
      return getExtension.call(this, name);
    };
    proto.getSupportedExtensions = function () {
      record.extensionQueries++;
      return getSupportedExtensions.call(this);
    };
  }
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    record.contexts.push(type);
    return getContext.call(this, type, attributes);
  };
  const stage = document.createElement('div');
  stage.className = 'stage';
  document.body.appendChild(stage);
  await (${LOAD_SCRIPT_IN_PAGE})(scriptUrl);
  const calculator = window.Lib.GraphingCalculator(stage);
  calculator.setExpression({ id: 'sine', latex: 'y=\\\\sin(x)' });
  await calculator[Symbol.for('calculator.whenIdle')]();
  const ours = { ...record, contexts: [...record.contexts], extensions: [...record.extensions] };
  const probe = document.createElement('canvas').getContext('webgl');
  record.parallelCompile = {
    webgl: probe.getSupportedExtensions().includes('KHR_parallel_shader_compile'),
    webgl2: document.createElement('canvas').getContext('webgl2').getSupportedExtensions()
      .includes('KHR_parallel_shader_compile'),
  };
  return { ...ours, parallelCompile: record.parallelCompile };
})`;

/** The subjects, each one cold load in a fresh page; `programs` are our first frame's shader sources. */
const FLOOR_IN_PAGE = `(async (subject, scriptUrl, inertUrl, programs, extensions) => {
  const started = performance.now();
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const load = ${LOAD_SCRIPT_IN_PAGE};
  const stage = document.createElement('div');
  stage.className = 'stage';
  document.body.appendChild(stage);
  const drawDiv = () => {
    const box = document.createElement('div');
    box.textContent = 'y = sin(x)';
    box.style.cssText = 'position:absolute;left:100px;top:100px;width:200px;height:50px;background:#c74440';
    stage.appendChild(box);
  };
  // A blob worker (as ours: its source made in the page) answering one message.
  const echoFromWorker = () => new Promise((resolve) => {
    const source = 'self.onmessage = (event) => self.postMessage(event.data);';
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    worker.onmessage = () => {
      worker.terminate();
      resolve();
    };
    worker.postMessage('ping');
  });
  const drawGl = (type, withPrograms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 700;
    canvas.style.cssText = 'position:absolute;left:0;top:0;width:1000px;height:700px';
    stage.appendChild(canvas);
    const gl = canvas.getContext(type, {
      antialias: false, premultipliedAlpha: true, preserveDrawingBuffer: false, alpha: true, depth: true,
    });
    const compile = (kind, source) => {
      const shader = gl.createShader(kind);
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      return shader;
    };
    const link = (vertex, fragment) => {
      const program = gl.createProgram();
      gl.attachShader(program, compile(gl.VERTEX_SHADER, vertex));
      gl.attachShader(program, compile(gl.FRAGMENT_SHADER, fragment));
      gl.linkProgram(program);
      // regl asks the status and reads the uniforms and attributes back: each a round trip.
      if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(program));
      const uniforms = gl.getProgramParameter(program, gl.ACTIVE_UNIFORMS);
      for (let i = 0; i < uniforms; i++) gl.getUniformLocation(program, gl.getActiveUniform(program, i).name);
      const attributes = gl.getProgramParameter(program, gl.ACTIVE_ATTRIBUTES);
      const locations = [];
      for (let i = 0; i < attributes; i++) locations.push(gl.getAttribLocation(program, gl.getActiveAttrib(program, i).name));
      return { program, locations };
    };
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-0.5, -0.5, 0, 1, 0.5, -0.5, 0, 1, 0, 0.5, 0, 1]), gl.STATIC_DRAW);
    const draw = ({ program, locations }) => {
      gl.useProgram(program);
      for (const location of locations) {
        gl.enableVertexAttribArray(location);
        gl.vertexAttribPointer(location, 4, gl.FLOAT, false, 0, 0);
      }
      gl.drawArrays(gl.TRIANGLES, 0, 3);
      for (const location of locations) gl.disableVertexAttribArray(location);
    };
    gl.clearColor(1, 1, 1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    if (withPrograms) {
      for (const name of extensions) gl.getExtension(name);
      const VERTEX = 0x8b31;
      const linked = programs.map((shaders) =>
        link(shaders.find((s) => s.type === VERTEX).source, shaders.find((s) => s.type !== VERTEX).source),
      );
      for (const program of linked) draw(program);
    }
    draw(link(
      'attribute vec4 position; void main() { gl_Position = position; }',
      'precision mediump float; void main() { gl_FragColor = vec4(0.78, 0.27, 0.25, 1.0); }',
    ));
  };
  if (subject === 'ours' || subject === 'function-plot') {
    // The bench row itself (bench/page/workload-end-to-end.ts), in the blank page's bench bundle.
    stage.remove();
    return window.benchPage.measureLoadToFirstFrame(subject, scriptUrl);
  }
  if (subject === 'inert script + div') {
    await load(inertUrl);
    drawDiv();
  } else if (subject === 'calculator.js run + div') {
    await load(scriptUrl);
    drawDiv();
  } else if (subject === 'WebGL 2 triangle') {
    drawGl('webgl2', false);
  } else if (subject === 'WebGL 1 triangle') {
    drawGl('webgl', false);
  } else if (subject === 'WebGL 1 + our programs') {
    drawGl('webgl', true);
  } else if (subject === 'inert script + WebGL 1 + our programs') {
    await load(inertUrl);
    drawGl('webgl', true);
  } else if (subject === 'worker round trip + div') {
    await echoFromWorker();
    drawDiv();
  } else if (subject === 'inert script + WebGL 1 + our programs + worker round trip') {
    await load(inertUrl);
    // As ours: the worker is asked first, the canvas and programs made while it starts.
    const echo = echoFromWorker();
    drawGl('webgl', true);
    await echo;
  }
  await nextFrame();
  return performance.now() - started;
})`;

const SUBJECTS = [
  'ours',
  'function-plot',
  'inert script + div',
  'calculator.js run + div',
  'WebGL 2 triangle',
  'WebGL 1 triangle',
  'WebGL 1 + our programs',
  'inert script + WebGL 1 + our programs',
  'worker round trip + div',
  'inert script + WebGL 1 + our programs + worker round trip',
];

// Two builds served by the real server: ours as built, and the same folder with calculator.js made inert.
const folder = mkdtempSync(join(tmpdir(), 'floors-'));
const oursDir = join(folder, 'ours');
const inertDir = join(folder, 'inert');
cpSync(join(REPOSITORY_ROOT, 'dist/api'), join(oursDir, 'api'), { recursive: true });
cpSync(join(oursDir, 'api'), join(inertDir, 'api'), { recursive: true });
const script = readFileSync(join(oursDir, 'api/v1.1/calculator.js'), 'utf8').replace(
  /\n\/\/# sourceMappingURL=.*\s*$/,
  '',
);
writeFileSync(join(inertDir, 'api/v1.1/calculator.js'), `(function(){${script}\n});\n`);

// The bench page's bundle times ours and function-plot as the row does (measureLoadToFirstFrame).
await buildBenchBundle();
const servers = await startBenchServers(oursDir);
const builds = await startBuildServers([oursDir, inertDir]);
const browser = await launchProfileChromium();
try {
  const [oursUrl, inertUrl] = builds.scriptUrls;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1100, height: 800, deviceScaleFactor: 1 });
  await page.goto(`${servers.benchOrigin}/blank.html`, { waitUntil: 'load' });
  const record = (await page.evaluate(`${RECORD_OURS_IN_PAGE}(${JSON.stringify(oursUrl)})`)) as {
    contexts: string[];
    extensionQueries: number;
    extensions: string[];
    programs: { type: number; source: string }[][];
    parallelCompile: { webgl: boolean; webgl2: boolean };
  };
  await context.close();
  const loads = await interleavedColdLoads(
    browser,
    servers.benchOrigin,
    SUBJECTS,
    rounds,
    (floorPage: Page, subject) =>
      floorPage.evaluate(
        `${FLOOR_IN_PAGE}(${[subject, oursUrl, inertUrl, record.programs, [...new Set(record.extensions)]]
          .map((value) => JSON.stringify(value))
          .join(',')})`,
      ) as Promise<number>,
  );
  process.stdout.write(
    `Our first frame: contexts ${record.contexts.join(', ')}; getSupportedExtensions ${record.extensionQueries}×; ` +
      `getExtension ${record.extensions.join(', ')}; programs linked ${record.programs.length}; ` +
      `KHR_parallel_shader_compile: WebGL 1 ${record.parallelCompile.webgl}, WebGL 2 ${record.parallelCompile.webgl2}\n\n`,
  );
  process.stdout.write(
    `| subject (cold load, fresh context) | median ms (${rounds} rounds) | p25–p75 | paired ratio to ours |\n| --- | ---: | ---: | ---: |\n`,
  );
  const ours = loads[0];
  for (const [index, subject] of SUBJECTS.entries()) {
    const runs = loads[index];
    const sorted = [...runs].sort((a, b) => a - b);
    const quartile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    process.stdout.write(
      `| ${subject} | ${medianOf(runs).toFixed(0)} | ${quartile(0.25).toFixed(0)}–${quartile(0.75).toFixed(0)} | ${medianOf(runs.map((value, round) => value / ours[round])).toFixed(2)} |\n`,
    );
  }
} finally {
  await browser.close();
  await builds.close();
  await servers.close();
  rmSync(folder, { recursive: true, force: true });
}
