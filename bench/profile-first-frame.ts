/**
 * `npx tsx bench/profile-first-frame.ts [--runs N] [--attribute] [--dump trace.json] [--bench ROUNDS]`
 * (after `npm run build`): where the cold load of the served
 * script goes, as the bench row "script load to first frame showing y=\sin(x)" times it (same servers, same
 * blank page, a fresh browser context per run), read from a Chromium trace of each run.
 *
 * Main thread: the script's fetch, its compile and top-level run, the constructor, the wait for the engine,
 * and the frame; inside those, the JavaScript self time attributed through the bundle's source map to the
 * part of the code it belongs to (MathLive, ui/, renderer-gl/, api/, …). Worker thread: its start, its
 * script, WASM compile and instantiate, and the first update (analysis + sampling). Prints the medians.
 * `--attribute` adds the sampling profiler (which slows the page: read its table as shares, not times);
 * `--bench ROUNDS` then runs the bench row itself, ours beside the peers in one browser.
 */
import { writeFileSync } from 'node:fs';
import type { SourceMapConsumer } from 'source-map-js';
import { startBenchServers } from './bench-server';
import { openBenchSession } from './bench-session';
import { runLoadRows } from './suite-end-to-end';
import { buildBenchBundle } from './build-bench-bundle';
import {
  commandLineValue as argument,
  launchProfileChromium,
  MARKED_LOAD_IN_PAGE,
  medianOf,
  servedScriptSourceMap,
  TIMELINE_CATEGORIES,
  traceDuring,
  type TraceEvent,
} from './profile-support';
const runs = Number(argument('--runs') ?? 5);
/** Rounds of the bench row itself, ours beside the peers in one browser (0: not run). */
const benchRounds = Number(argument('--bench') ?? 0);
const dumpFile = argument('--dump');
/** The sampling profiler slows the page (≈ +50%): its run is separate from the timed ones. */
const attribute = process.argv.includes('--attribute');

const CATEGORIES = [
  ...TIMELINE_CATEGORIES,
  'v8',
  'v8.wasm',
  'loading',
  'gpu',
  ...(attribute ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

/** Which part of our code a source file is. */
function partOf(source: string): string {
  if (source.includes('node_modules/')) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return `npm: ${match?.[1] ?? 'other'}`;
  }
  const match = /(?:^|\/)(api|ui|renderer-gl|language|worker|i18n|engine-wasm)\//.exec(source);
  return match ? `${match[1]}/` : 'other';
}

interface Phases {
  readonly rows: Map<string, number>;
  readonly mainSelf: Map<string, number>;
}

function analyze(events: readonly TraceEvent[], sourceMap: SourceMapConsumer, scriptUrlPart: string): Phases {
  const rows = new Map<string, number>();
  const add = (key: string, ms: number) => rows.set(key, (rows.get(key) ?? 0) + ms);
  const marks = new Map<string, TraceEvent>();
  for (const event of events) {
    if (event.cat.includes('blink.user_timing') && event.name.startsWith('profile:')) {
      marks.set(event.name.slice('profile:'.length), event);
    }
  }
  const start = marks.get('start');
  const idle = marks.get('idle');
  if (!start || !idle) throw new Error('the trace holds no profile marks');
  const main = { pid: start.pid, tid: start.tid };
  const at = (name: string) => (marks.get(name)?.ts ?? NaN) / 1000;
  const t0 = start.ts / 1000;
  const tEnd = idle.ts / 1000;
  const inWindow = (event: TraceEvent) => event.ts / 1000 >= t0 && event.ts / 1000 <= tEnd;
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
    }
  }
  const isMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const isWorker = (event: TraceEvent) =>
    (threadNames.get(`${event.pid}:${event.tid}`) ?? '').includes('DedicatedWorker');

  // Milestones of the bench row (main thread marks).
  rows.set('total: script tag inserted → first frame (idle)', tEnd - t0);
  rows.set('  1 fetch + compile + top-level run of calculator.js (→ onload)', at('loaded') - t0);
  rows.set('  2 GraphingCalculator(stage) constructor', at('constructed') - at('loaded'));
  rows.set('  3 setExpression call', at('set') - at('constructed'));
  rows.set('  4 setExpression → frame drawn (worker round trip + frame)', at('idle') - at('set'));

  // Main thread, by trace event (top level, complete events only).
  const scriptFetch = events.find(
    (event) =>
      event.name === 'ResourceSendRequest' && String(event.args?.data?.url ?? '').includes(scriptUrlPart),
  );
  const scriptFinish = events.find(
    (event) =>
      event.name === 'ResourceFinish' &&
      scriptFetch &&
      event.args?.data?.requestId === scriptFetch.args?.data?.requestId,
  );
  if (scriptFetch && scriptFinish)
    rows.set('main: fetch (request → last byte)', (scriptFinish.ts - t0 * 1000) / 1000);
  for (const event of events) {
    if (!isMain(event) || event.ph !== 'X' || !inWindow(event)) continue;
    const ms = (event.dur ?? 0) / 1000;
    if (event.name === 'EvaluateScript' && String(event.args?.data?.url ?? '').includes(scriptUrlPart))
      add('main: EvaluateScript calculator.js (compile + top level)', ms);
    else if (event.name === 'v8.compile' && String(event.args?.data?.url ?? '').includes(scriptUrlPart))
      add('main:   of which v8.compile', ms);
    else if (event.name === 'UpdateLayoutTree') add('main: style recalculation', ms);
    else if (event.name === 'Layout') add('main: layout', ms);
    else if (event.name === 'Paint' || event.name === 'PaintImage') add('main: paint', ms);
    else if (event.name === 'ParseAuthorStyleSheet') add('main: parse style sheets', ms);
    else if (event.name === 'GCEvent' || event.name === 'MajorGC' || event.name === 'MinorGC')
      add('main: garbage collection', ms);
    else if (event.name === 'v8.wasm.compiledModule' || event.name.startsWith('v8.wasm'))
      add(`main: ${event.name}`, ms);
  }
  // The GPU process (SwiftShader): its busy time, and the main thread's tasks that ran no script, which is
  // where it sits blocked on the GPU process (a synchronous WebGL call, or a commit waiting on raster).
  let gpuBusy = 0;
  let gpuLongest = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || !inWindow(event)) continue;
    if (!(threadNames.get(`${event.pid}:${event.tid}`) ?? '').startsWith('CrGpuMain')) continue;
    gpuBusy += (event.dur ?? 0) / 1000;
    gpuLongest = Math.max(gpuLongest, (event.dur ?? 0) / 1000);
  }
  rows.set('gpu process: busy (main thread of the GPU process)', gpuBusy);
  rows.set('gpu process:   longest task', gpuLongest);
  const mainTasks = events.filter(
    (event) => isMain(event) && event.ph === 'X' && event.name === 'RunTask' && inWindow(event),
  );
  const scripted = events.filter(
    (event) =>
      isMain(event) &&
      event.ph === 'X' &&
      ['FunctionCall', 'EvaluateScript', 'v8.callFunction', 'FireAnimationFrame', 'EventDispatch'].includes(
        event.name,
      ),
  );
  let blocked = 0;
  for (const task of mainTasks) {
    const end = task.ts + (task.dur ?? 0);
    const hasScript = scripted.some((event) => event.ts >= task.ts && event.ts < end);
    if (!hasScript && (task.dur ?? 0) > 20_000) blocked += (task.dur ?? 0) / 1000;
  }
  rows.set('main: tasks > 20 ms that ran no script (blocked on GPU/compositor)', blocked);
  const workerCreated = events.find(
    (event) => event.name === 'DedicatedWorkerHostFactoryImpl::CreateWorkerHostAndStartScriptLoad',
  );
  if (workerCreated) rows.set('worker: created (ms after script tag)', workerCreated.ts / 1000 - t0);
  const firstMessage = events.find(
    (event) => isWorker(event) && event.name === 'HandlePostMessage' && inWindow(event),
  );
  if (firstMessage)
    rows.set('worker: first message handled (ms after script tag)', firstMessage.ts / 1000 - t0);

  // Worker thread: its life inside the window.
  const workerEvents = events.filter((event) => isWorker(event) && inWindow(event));
  if (workerEvents.length > 0) {
    const first = Math.min(...workerEvents.map((event) => event.ts)) / 1000;
    rows.set('worker: thread starts (ms after script tag)', first - t0);
    for (const event of workerEvents) {
      if (event.ph !== 'X') continue;
      const ms = (event.dur ?? 0) / 1000;
      if (event.name === 'EvaluateScript')
        add('worker: EvaluateScript (its script, compile + top level)', ms);
      else if (event.name === 'v8.compile') add('worker:   of which v8.compile', ms);
      else if (event.name.startsWith('v8.wasm')) add(`worker: ${event.name}`, ms);
      else if (event.name === 'FunctionCall') add('worker: FunctionCall (messages: analysis, sampling)', ms);
      else if (event.name === 'RunMicrotasks') add('worker: RunMicrotasks', ms);
      else if (event.name === 'MajorGC' || event.name === 'MinorGC') add('worker: garbage collection', ms);
    }
  }

  // Main thread JavaScript self time by part of the code, from the sampling profiler's chunks.
  const mainSelf = new Map<string, number>();
  const nodes = new Map<number, { url: string; line: number; column: number; name: string }>();
  let sampleTime: number | undefined;
  const profileIds = new Set(
    events
      .filter((event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid)
      .map((event) => event.id),
  );
  for (const event of events) {
    if (event.name === 'Profile' && profileIds.has(event.id)) sampleTime = event.args?.data?.startTime;
    if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, {
        url: node.callFrame.url ?? '',
        line: node.callFrame.lineNumber ?? -1,
        column: node.callFrame.columnNumber ?? -1,
        name: node.callFrame.functionName ?? '',
      });
    }
    const samples: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index++) {
      sampleTime = (sampleTime ?? 0) + (deltas[index] ?? 0);
      const ms = (deltas[index + 1] ?? 0) / 1000;
      if (sampleTime / 1000 < t0 || sampleTime / 1000 > tEnd) continue;
      const node = nodes.get(samples[index]);
      if (!node) continue;
      const phase =
        sampleTime / 1000 < at('loaded')
          ? 'load'
          : sampleTime / 1000 < at('constructed')
            ? 'constructor'
            : 'to frame';
      let key: string;
      if (node.url.includes(scriptUrlPart) && node.line >= 1) {
        // The profile's lines and columns count from 0 in the served script, whose first line is the
        // server's prelude (server/script-assembly.ts): served line n (from 0) is the bundle's line n
        // (from 1), the source map's counting; its columns count from 0 like the profile's.
        const original = sourceMap.originalPositionFor({ line: node.line, column: node.column });
        key = original.source ? partOf(original.source) : 'calculator.js (unmapped)';
      } else if (node.url.startsWith('blob:')) key = 'worker code';
      else if (node.name === '(garbage collector)') key = '(garbage collector)';
      else if (node.name === '(program)' || node.name === '(idle)' || node.name === '(root)') key = node.name;
      else if (node.url === '') key = `(native: ${node.name || 'anonymous'})`;
      else key = "page script (this profile's own)";
      mainSelf.set(`${phase}: ${key}`, (mainSelf.get(`${phase}: ${key}`) ?? 0) + ms);
    }
  }
  return { rows, mainSelf };
}

function mergeMedians(runsOf: readonly Map<string, number>[]): Map<string, number> {
  const keys: string[] = [];
  for (const map of runsOf) for (const key of map.keys()) if (!keys.includes(key)) keys.push(key);
  return new Map(keys.map((key) => [key, medianOf(runsOf.map((map) => map.get(key) ?? 0))]));
}

function table(title: string, values: Map<string, number>, sortByValue = false): string {
  const entries = [...values.entries()];
  if (sortByValue) entries.sort((a, b) => b[1] - a[1]);
  const lines = entries.map(([key, ms]) => `| ${key} | ${ms.toFixed(1)} |`);
  return [`| ${title} | ms (median of ${runs}) |`, '| --- | ---: |', ...lines].join('\n');
}

await buildBenchBundle();
const servers = await startBenchServers();
const sourceMap = servedScriptSourceMap();
const browser = await launchProfileChromium();
const phaseRuns: Map<string, number>[] = [];
const selfRuns: Map<string, number>[] = [];
try {
  // Run 0 warms the OS file cache and the server's gzip cache, as the bench row's round 0 does.
  for (let run = 0; run <= runs; run++) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport({ width: 1100, height: 800, deviceScaleFactor: 1 });
      page.on('pageerror', (error) => process.stderr.write(`page error: ${String(error)}\n`));
      await page.goto(`${servers.benchOrigin}/blank.html`, { waitUntil: 'load' });
      const { events: chunks } = await traceDuring(page, CATEGORIES, () =>
        page.evaluate(`${MARKED_LOAD_IN_PAGE}(${JSON.stringify(servers.libraryScriptUrl)})`),
      );
      if (run === 0) continue;
      if (dumpFile && run === 1) writeFileSync(dumpFile, JSON.stringify({ traceEvents: chunks }));
      const { rows, mainSelf } = analyze(chunks, sourceMap, '/api/v1.1/calculator.js');
      phaseRuns.push(rows);
      selfRuns.push(mainSelf);
      process.stderr.write(`run ${run}: ${rows.values().next().value?.toFixed(0)} ms\n`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await servers.close();
}
process.stdout.write(`${table('phase (trace of a cold load)', mergeMedians(phaseRuns))}\n\n`);
if (attribute) {
  const self = [...mergeMedians(selfRuns).entries()].filter(([, ms]) => ms >= 1);
  process.stdout.write(`${table('main thread JS self time, by phase and source', new Map(self), true)}\n`);
}

if (benchRounds > 0) {
  const session = await openBenchSession((line) => process.stderr.write(`${line}\n`));
  try {
    const rows = await runLoadRows(session, benchRounds);
    process.stdout.write(
      `\n| ${rows[0]?.workload} | median ms | p95 ms | runs | ours × faster |\n| --- | ---: | ---: | ---: | ---: |\n`,
    );
    for (const row of rows) {
      const timing = row.timing;
      process.stdout.write(
        `| ${row.subject} | ${timing?.medianMs.toFixed(1)} | ${timing?.p95Ms.toFixed(1)} | ${timing?.runs} | ${row.vsOurs === undefined ? '' : row.vsOurs.toFixed(2)} |\n`,
      );
    }
  } finally {
    await session.close();
  }
}
