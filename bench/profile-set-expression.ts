/**
 * `npx tsx bench/profile-set-expression.ts [--untraced] [--dump FILE.json] [--gpu-detail] [--cpu-profile]
 * [--back-to-back --runs N [--shot svg|png]] [--context-attributes JSON] [--before-script CODE] [--bench ROUNDS]
 * [--dist DIR]` (after
 * `npm run build`; serialize with other browser work: `flock /tmp/calc-browser.lock …`): where the time of
 * one `setExpression` goes, as section 5's row "setExpression to the frame that shows it" times it.
 *
 * By default it runs that row itself (`page/workload-end-to-end.ts` in bench.html: ours interleaved with
 * function-plot and JSXGraph, each sample starting after an idle callback) under one Chromium trace, our
 * calculator wrapped so that each of our samples' setExpression and the idle signal ending it leave marks;
 * `--back-to-back` instead runs N setExpressions one after another in a page of their own (with `--shot`,
 * section 12's graph, each timed to an asyncScreenshot's callback as that row times it). Each of our
 * samples is split at the trace's events: the call; until the worker starts on the request (the sync's
 * microtask, Comlink's postMessage); the worker's analysis and sampling; until the main thread takes the
 * answer; from there to the animation frame that draws it; that frame's callback; and the animation frames
 * inside the sample. Prints the medians. `--untraced`: times only (the trace slows the GPU process most);
 * `--cpu-profile`: the sampling profiler instead, main-thread self time by source through the source map
 * (`--dump` writes the trace, or with `--cpu-profile` the profile, for DevTools);
 * `--context-attributes` / `--before-script`: an experiment patched into the page before our script loads;
 * `--bench ROUNDS`: then the row ROUNDS times in the bench's own session, medians and paired ratios per run.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { startBenchServers } from './bench-server';
import { openBenchSession } from './bench-session';
import { buildBenchBundle } from './build-bench-bundle';
import type { BenchRow } from './page/result-types';
import { ourScreenshotExpressions, SCREENSHOT_VIEW } from './page/screenshot-graph';
import {
  commandLineValue as argument,
  launchProfileChromium,
  servedScriptSourceMap,
  traceDuring,
  LOAD_SCRIPT_IN_PAGE,
  medianOf,
  TIMELINE_CATEGORIES,
  type TraceEvent,
} from './profile-support';

const flag = (name: string) => process.argv.includes(name);

const runs = Number(argument('--runs') ?? 1);
const benchRounds = Number(argument('--bench') ?? 0);
const dumpFile = argument('--dump');
const [backToBack, untraced, cpuProfile] = [
  // setExpression after setExpression in a page of its own (no peers between), as a person edits.
  flag('--back-to-back'),
  // Without the trace (its overhead slows the GPU process most): only the times are printed.
  flag('--untraced'),
  // DevTools' sampling profiler instead of the trace: JavaScript self time by source file and function.
  flag('--cpu-profile'),
];
/**
 * WebGL context attributes forced onto every context the page makes (e.g. `{"antialias":false}`), and
 * JavaScript run in the page before our script loads: an experiment's patch, measured before coding it.
 */
const [contextAttributes, beforeScript] = [argument('--context-attributes'), argument('--before-script')];
/** Another build than dist/ (a folder holding `api/`, such as a copy of dist/ from before a change). */
const distDir = argument('--dist');
/** `--shot svg|png` (with `--back-to-back`): each setExpression timed to an asyncScreenshot's callback. */
const shot = argument('--shot');

const CATEGORIES = [
  ...TIMELINE_CATEGORIES,
  'toplevel',
  'gpu',
  // What the GPU process does inside its tasks (SkiaOutputSurfaceImplOnGpu::SwapBuffers, raster, …).
  ...(flag('--gpu-detail') ? ['viz', 'gpu.service', 'cc', 'skia'] : []),
];

/** In the page, before either part: the experiment's patches (if any), then our served script. */
const LOAD_OUR_SCRIPT = `async ({ scriptUrl, contextAttributes, beforeScript }) => {
  if (beforeScript) (0, eval)(beforeScript);
  if (contextAttributes) {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, attributes) {
      return getContext.call(this, type, type.startsWith('webgl') ? { ...attributes, ...contextAttributes } : attributes);
    };
  }
  await (${LOAD_SCRIPT_IN_PAGE})(scriptUrl);
}`;

/** Section 12's graph for `--shot`: the curve changed is its first, y = sin(x) + c, as there. */
const SHOT_GRAPH = {
  width: SCREENSHOT_VIEW.widthPixels,
  height: SCREENSHOT_VIEW.heightPixels,
  bounds: {
    left: SCREENSHOT_VIEW.xmin,
    right: SCREENSHOT_VIEW.xmax,
    bottom: SCREENSHOT_VIEW.ymin,
    top: SCREENSHOT_VIEW.ymax,
  },
  expressions: ourScreenshotExpressions(),
};

/**
 * The page's part: a calculator showing y = sin(x), warmed up, then `runs` timed setExpressions, each to
 * the idle signal; with `shot` (a format), section 12's graph and each setExpression to its
 * asyncScreenshot's callback, one after another as the bench row times them (no idle wait between).
 */
const IN_PAGE = `(async ({ scriptUrl, runs, contextAttributes, beforeScript, shot, shotGraph }) => {
  const loadOurScript = ${LOAD_OUR_SCRIPT};
  const mark = (name) => performance.mark('profile:' + name);
  const idle = () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 50 }));
  await loadOurScript({ scriptUrl, contextAttributes, beforeScript });
  const stage = document.createElement('div');
  const [width, height] = shot ? [shotGraph.width, shotGraph.height] : [1000, 700];
  stage.style.cssText = 'position:absolute;left:0;top:0;width:' + width + 'px;height:' + height + 'px';
  document.body.appendChild(stage);
  const calculator = window.Lib.GraphingCalculator(stage);
  if (shot) {
    calculator.setMathBounds(shotGraph.bounds);
    calculator.setExpressions(shotGraph.expressions);
  }
  const whenShown = () => calculator[Symbol.for('calculator.whenIdle')]();
  const whenShot = () => new Promise((resolve) => calculator.asyncScreenshot(
    { width, height, targetPixelRatio: 1, format: shot, showLabels: true }, resolve));
  const whenIdle = shot ? whenShot : whenShown;
  if (shot) await whenShown();
  let counter = 0;
  const set = () => calculator.setExpression({ id: shot ? 'curve0' : 'probe', latex: 'y=\\\\sin(x)+' + (++counter % 10) / 10 });
  set();
  await whenIdle();
  for (let warm = 0; warm < 10; warm++) {
    if (!shot) await idle();
    set();
    await whenIdle();
  }
  const times = [];
  window.profileReady = true;
  await new Promise((resolve) => (window.profileGo = resolve));
  for (let run = 0; run < runs; run++) {
    if (!shot) await idle();
    const started = performance.now();
    mark('set:' + run);
    set();
    mark('called:' + run);
    await whenIdle();
    mark('idle:' + run);
    times.push(performance.now() - started);
  }
  calculator.destroy();
  stage.remove();
  return times;
})`;

/**
 * The bench row itself (bench.html, ours interleaved with the peers), with our calculator wrapped so that
 * each setExpression and the idle signal that ends its sample leave marks in the trace.
 */
const IN_BENCH_PAGE = `(async ({ scriptUrl, contextAttributes, beforeScript }) => {
  const loadOurScript = ${LOAD_OUR_SCRIPT};
  await loadOurScript({ scriptUrl, contextAttributes, beforeScript });
  const WHEN_IDLE = Symbol.for('calculator.whenIdle');
  const create = window.Lib.GraphingCalculator;
  let run = 0;
  let open = false;
  window.Lib.GraphingCalculator = (...args) => {
    const calculator = create(...args);
    // The page's object is frozen (a Proxy may not change what it answers): a forwarding object instead.
    const wrapped = {};
    for (let object = calculator; object && object !== Object.prototype; object = Object.getPrototypeOf(object))
      for (const key of Reflect.ownKeys(object))
        if (!(key in wrapped))
          Object.defineProperty(wrapped, key, {
            configurable: true,
            get() {
              const value = calculator[key];
              return typeof value === 'function' ? value.bind(calculator) : value;
            },
          });
    Object.defineProperty(wrapped, 'setExpression', {
      value: (state) => {
        performance.mark('profile:set:' + run);
        calculator.setExpression(state);
        performance.mark('profile:called:' + run);
        open = true;
      },
    });
    Object.defineProperty(wrapped, WHEN_IDLE, {
      value: async () => {
        await calculator[WHEN_IDLE]();
        if (open) performance.mark('profile:idle:' + run++);
        open = false;
      },
    });
    return wrapped;
  };
  return window.benchPage.runSetExpressionWorkload(scriptUrl);
})`;

interface RunPhases {
  readonly total: number;
  readonly rows: Map<string, number>;
  readonly frames: number;
}

function analyze(events: readonly TraceEvent[]): RunPhases[] {
  const marks = new Map<string, TraceEvent>();
  for (const event of events)
    if (event.cat.includes('blink.user_timing') && event.name.startsWith('profile:'))
      marks.set(event.name.slice('profile:'.length), event);
  const first = marks.get('set:0');
  if (!first) throw new Error('the trace holds no profile marks');
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const isMain = (event: TraceEvent) => event.pid === first.pid && event.tid === first.tid;
  const isWorker = (event: TraceEvent) =>
    (threadNames.get(`${event.pid}:${event.tid}`) ?? '').includes('DedicatedWorker');
  const isGpu = (event: TraceEvent) =>
    (threadNames.get(`${event.pid}:${event.tid}`) ?? '').startsWith('CrGpuMain');
  const complete = events.filter((event) => event.ph === 'X');
  const result: RunPhases[] = [];
  for (let run = 0; marks.has(`set:${run}`); run++) {
    const set = marks.get(`set:${run}`)!.ts;
    const called = marks.get(`called:${run}`)!.ts;
    const idle = marks.get(`idle:${run}`)!.ts;
    const inRun = (event: TraceEvent) => event.ts >= set && event.ts <= idle;
    const ms = (micros: number) => micros / 1000;
    // The worker's task that handled the request: its first message event after the call.
    const workerTasks = complete.filter(
      (event) => isWorker(event) && event.name === 'HandlePostMessage' && inRun(event),
    );
    const workerStart = workerTasks[0]?.ts ?? NaN;
    const workerEnd = workerTasks.length
      ? Math.max(...workerTasks.map((event) => event.ts + (event.dur ?? 0)))
      : NaN;
    // The main thread's task that took the worker's answer.
    const answer = complete.find(
      (event) =>
        isMain(event) && event.name === 'HandlePostMessage' && event.ts >= workerEnd && event.ts <= idle,
    );
    const frames = complete.filter(
      (event) => isMain(event) && event.name === 'FireAnimationFrame' && inRun(event),
    );
    const drawing = frames.at(-1);
    const rows = new Map<string, number>();
    rows.set('1 setExpression call (main thread)', ms(called - set));
    rows.set(
      '2 call → worker starts handling (microtask, postMessage, worker wake-up)',
      ms(workerStart - called),
    );
    rows.set('3 worker handling (analysis + sampling)', ms(workerEnd - workerStart));
    rows.set('4 worker done → main thread takes the answer', ms((answer?.ts ?? NaN) - workerEnd));
    rows.set('  answer task on the main thread (apply result)', ms(answer?.dur ?? NaN));
    rows.set(
      '5 answer → the drawing frame starts (wait for the animation frame)',
      ms((drawing?.ts ?? NaN) - ((answer?.ts ?? NaN) + (answer?.dur ?? 0))),
    );
    rows.set('6 the drawing frame callback (draw, labels)', ms(drawing?.dur ?? NaN));
    rows.set('7 frame callback end → idle mark', ms(idle - ((drawing?.ts ?? NaN) + (drawing?.dur ?? 0))));
    rows.set(
      '  answer task end → idle mark (with --shot: the shot delivered)',
      ms(idle - ((answer?.ts ?? NaN) + (answer?.dur ?? 0))),
    );
    rows.set(
      '  main thread busy from the call to the answer task (tasks, ms)',
      ms(
        complete
          .filter(
            (event) =>
              isMain(event) &&
              event.name === 'RunTask' &&
              event.ts + (event.dur ?? 0) > called &&
              event.ts < (answer?.ts ?? idle),
          )
          .reduce(
            (sum, event) =>
              sum + Math.min(event.ts + (event.dur ?? 0), answer?.ts ?? idle) - Math.max(event.ts, called),
            0,
          ),
      ),
    );
    rows.set(
      '  animation frames before the answer (drawn for nothing)',
      frames.filter((frame) => frame.ts < (answer?.ts ?? Infinity)).length,
    );
    rows.set(
      '  their callbacks (ms)',
      ms(
        frames
          .filter((frame) => frame.ts < (answer?.ts ?? Infinity))
          .reduce((sum, frame) => sum + (frame.dur ?? 0), 0),
      ),
    );
    rows.set(
      '  GPU process busy in the run (ms)',
      ms(
        complete
          .filter((event) => isGpu(event) && event.name === 'RunTask' && inRun(event))
          .reduce((sum, event) => sum + (event.dur ?? 0), 0),
      ),
    );
    result.push({ total: ms(idle - set), rows, frames: frames.length });
  }
  return result;
}

/** Runs `work` in the page under a trace (none with `--untraced`): its result and the trace's events. */
async function traced<T>(page: Page, work: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  if (cpuProfile) return { result: await profiled(page, work), events: [] };
  if (untraced) return { result: await work(), events: [] };
  const { result, events } = await traceDuring(page, CATEGORIES, work);
  if (dumpFile) writeFileSync(dumpFile, JSON.stringify({ traceEvents: events }));
  return { result, events };
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Which part of the code a source file is (our folders, or the npm package). */
function partOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return `npm: ${npm[1]}`;
  const ours = /(?:^|\/)((?:api|ui|renderer-gl|language|worker|i18n)\/.*)$/.exec(source);
  return ours ? ours[1] : source;
}

/**
 * Runs `work` under the sampling profiler and prints the main thread's JavaScript self time by source
 * file and function, mapped through the bundle's source map (the served script's line n, from 0, is the
 * bundle's line n, from 1: the server's prelude is its first line).
 */
async function profiled<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const client = await page.createCDPSession();
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 100 });
  await client.send('Profiler.start');
  const result = await work();
  const { profile } = (await client.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  if (dumpFile) writeFileSync(dumpFile, JSON.stringify(profile));
  const sourceMap = servedScriptSourceMap();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((sample, index) => {
    const node = nodes.get(sample);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    let key = `${functionName || '(anonymous)'} ${url.split('/').pop()}`;
    if (url.includes('/calculator.js') && lineNumber >= 1) {
      const original = sourceMap.originalPositionFor({ line: lineNumber, column: columnNumber });
      if (original.source)
        key = `${partOf(original.source)}:${original.line} ${original.name ?? functionName}`;
    } else if (url.startsWith('blob:')) key = 'worker code';
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
  process.stdout.write(
    `| main thread JavaScript, self time (${total.toFixed(0)} ms sampled, idle excluded) | ms |\n| --- | ---: |\n${top.map(([key, ms]) => `| ${key} | ${ms.toFixed(1)} |`).join('\n')}\n`,
  );
  return result;
}

async function traceRuns(): Promise<RunPhases[]> {
  const servers = await startBenchServers(distDir);
  const browser = await launchProfileChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 800, deviceScaleFactor: 1 });
    page.on('pageerror', (error) => process.stderr.write(`page error: ${String(error)}\n`));
    const input = {
      scriptUrl: servers.libraryScriptUrl,
      runs,
      contextAttributes: contextAttributes ? JSON.parse(contextAttributes) : undefined,
      beforeScript,
      shot,
      shotGraph: SHOT_GRAPH,
    };
    if (!backToBack) {
      await page.goto(`${servers.benchOrigin}/bench.html`, { waitUntil: 'load' });
      const { result, events } = await traced(
        page,
        () => page.evaluate(`${IN_BENCH_PAGE}(${JSON.stringify(input)})`) as Promise<BenchRow[]>,
      );
      for (const row of result)
        process.stdout.write(
          `bench row: ${row.subject}: ${row.reason ?? ''} median ${row.timing?.medianMs.toFixed(1)} ms${row.vsOurs === undefined ? '' : `, ratio ${row.vsOurs.toFixed(2)}`}\n`,
        );
      return events.length ? analyze(events) : [];
    }
    await page.goto(`${servers.benchOrigin}/blank.html`, { waitUntil: 'load' });
    const done = page.evaluate(`${IN_PAGE}(${JSON.stringify(input)})`) as Promise<number[]>;
    await page.waitForFunction('window.profileReady === true', { timeout: 120_000 });
    const { result: times, events } = await traced(page, async () => {
      await page.evaluate('window.profileGo()');
      return done;
    });
    process.stdout.write(
      `back to back: median ${medianOf(times).toFixed(1)} ms of ${times.length} runs; ${times.map((time) => time.toFixed(1)).join(' ')}\n`,
    );
    return events.length ? analyze(events) : [];
  } finally {
    await browser.close();
    await servers.close();
  }
}

function printPhases(phases: readonly RunPhases[]): void {
  const keys = [...(phases[0]?.rows.keys() ?? [])];
  const lines = [
    `| phase of one setExpression (ms unless said) | median of ${phases.length} runs |`,
    '| --- | ---: |',
    `| **total: setExpression → idle (frame drawn)** | ${medianOf(phases.map((run) => run.total)).toFixed(1)} |`,
    ...keys.map(
      (key) => `| ${key} | ${medianOf(phases.map((run) => run.rows.get(key) ?? NaN)).toFixed(1)} |`,
    ),
    `| runs that saw more than one animation frame | ${phases.filter((run) => run.frames > 1).length} of ${phases.length} |`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function benchRows(rounds: number): Promise<void> {
  const session = await openBenchSession((line) => process.stderr.write(`${line}\n`));
  const medians = new Map<string, number[]>();
  const ratios = new Map<string, number[]>();
  try {
    for (let round = 0; round < rounds; round++) {
      const handle = await session.openPage('/bench.html');
      let rows: BenchRow[];
      try {
        rows = await handle.call('runSetExpressionWorkload', session.servers.libraryScriptUrl);
      } finally {
        await handle.close();
      }
      for (const row of rows) {
        const name = row.subject;
        medians.set(name, [...(medians.get(name) ?? []), row.timing?.medianMs ?? NaN]);
        if (row.vsOurs !== undefined) ratios.set(name, [...(ratios.get(name) ?? []), row.vsOurs]);
      }
      process.stderr.write(
        `bench run ${round + 1}: ${rows.map((row) => `${row.subject.split(':')[0]} ${row.timing?.medianMs.toFixed(1)} ms${row.vsOurs === undefined ? '' : ` (${row.vsOurs.toFixed(2)}×)`}`).join(', ')}\n`,
      );
    }
  } finally {
    await session.close();
  }
  process.stdout.write(
    `\n| setExpression to the frame that shows it (bench row, ${rounds} runs) | medians per run (ms) | median | paired ratio per run (peer ÷ ours) | median ratio |\n| --- | --- | ---: | --- | ---: |\n`,
  );
  for (const [name, values] of medians) {
    const ratio = ratios.get(name) ?? [];
    process.stdout.write(
      `| ${name} | ${values.map((value) => value.toFixed(1)).join(', ')} | ${medianOf(values).toFixed(1)} | ${ratio.map((value) => value.toFixed(2)).join(', ')} | ${ratio.length ? medianOf(ratio).toFixed(2) : ''} |\n`,
    );
  }
}

await buildBenchBundle();
if (runs > 0) {
  const phases = await traceRuns();
  if (phases.length > 0) printPhases(phases);
}
if (benchRounds > 0) await benchRows(benchRounds);
