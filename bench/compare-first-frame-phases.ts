/**
 * `npx tsx bench/compare-first-frame-phases.ts DIST_A DIST_B [DIST_C …] [--rounds N]`: the cold loads of
 * compare-first-frame.ts (builds interleaved in one browser, fresh context each), each under a Chromium
 * trace, split into the phases that decide when the first frame comes (issue 23, bench/README.md "Fifth
 * change: start-up"): the background parse, the main thread's run of the script, the one task that holds
 * the script's run, the constructor and the first setExpression (the engine worker's thread cannot start
 * before it ends), the worker's start, script and first message, and the animation frames after it.
 * Prints each phase's median per build and the paired ratio of the totals to the first build. The trace
 * slows the load: read the totals from compare-first-frame.ts, the phases from here.
 */
import {
  buildsToCompare,
  compareColdLoads,
  MARKED_LOAD_IN_PAGE,
  medianOf,
  TIMELINE_CATEGORIES,
  traceDuring,
  type TraceEvent,
} from './profile-support';

const { builds, rounds } = buildsToCompare('compare-first-frame-phases.ts', 9);

/** One traced load's phases, in ms (times "at" count from the script tag's insertion). */
function phasesOf(events: readonly TraceEvent[]): Map<string, number> {
  const marks = new Map(
    events.filter((event) => event.name.startsWith('profile:')).map((event) => [event.name.slice(8), event]),
  );
  const start = marks.get('start');
  if (!start) throw new Error('the trace holds no profile marks');
  const at = (name: string) => (marks.get(name)?.ts ?? NaN) / 1000;
  const t0 = at('start');
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  const isMain = (event: TraceEvent) => event.pid === start.pid && event.tid === start.tid;
  const isWorker = (event: TraceEvent) =>
    (threadNames.get(`${event.pid}:${event.tid}`) ?? '').includes('DedicatedWorker');
  const inLoad = (event: TraceEvent) => event.ts / 1000 >= t0 && event.ts / 1000 <= at('idle');
  const complete = events.filter((event) => event.ph === 'X' && inLoad(event));
  const sum = (keep: (event: TraceEvent) => boolean) =>
    complete.filter(keep).reduce((total, event) => total + (event.dur ?? 0) / 1000, 0);
  const end = (event: TraceEvent | undefined) => (event ? (event.ts + (event.dur ?? 0)) / 1000 : NaN);
  const rows = new Map<string, number>();
  rows.set('total: script tag → frame showing y = sin(x)', at('idle') - t0);
  rows.set('script loaded (onload) at', at('loaded') - t0);
  rows.set(
    '  background parse (V8 streaming)',
    sum((e) => e.pid === start.pid && e.name === 'v8.parseOnBackground'),
  );
  rows.set(
    '  main thread: EvaluateScript (compile + top-level run)',
    sum(
      (e) => isMain(e) && e.name === 'EvaluateScript' && String(e.args?.data?.url).includes('calculator.js'),
    ),
  );
  rows.set('constructor', at('constructed') - at('loaded'));
  const loadTask = complete.find(
    (e) => isMain(e) && e.name === 'RunTask' && e.ts / 1000 <= at('set') && end(e) >= at('set'),
  );
  rows.set('setExpression to the end of its task', end(loadTask) - at('set'));
  rows.set('the task that runs the script, constructor and setExpression ends at', end(loadTask) - t0);
  const worker = events.filter((event) => isWorker(event) && inLoad(event));
  if (worker.length > 0) {
    rows.set('worker: thread starts at', Math.min(...worker.map((event) => event.ts)) / 1000 - t0);
    rows.set('worker: its script evaluated at', end(worker.find((e) => e.name === 'EvaluateScript')) - t0);
    const message = worker.find((e) => e.name === 'HandlePostMessage');
    rows.set('worker: first message handled at', (message?.ts ?? NaN) / 1000 - t0);
  }
  const frames = complete.filter((e) => isMain(e) && e.name === 'FireAnimationFrame');
  rows.set('animation frame callbacks: count', frames.length);
  rows.set('  the first one at', (frames[0]?.ts ?? NaN) / 1000 - t0);
  rows.set('  the first one lasts', (frames[0]?.dur ?? NaN) / 1000);
  rows.set(
    '  all of them, together',
    sum((e) => isMain(e) && e.name === 'FireAnimationFrame'),
  );
  return rows;
}

const loads = await compareColdLoads(builds, rounds, async (page, scriptUrl) => {
  const { events } = await traceDuring(page, [...TIMELINE_CATEGORIES, 'v8', 'loading'], () =>
    page.evaluate(`${MARKED_LOAD_IN_PAGE}(${JSON.stringify(scriptUrl)})`),
  );
  return phasesOf(events);
});
const total = (load: Map<string, number>) => load.values().next().value ?? NaN;
process.stdout.write(
  `| phase (ms, median of ${rounds} traced loads) | ${builds.join(' | ')} |\n| --- |${builds.map(() => ' ---: |').join('')}\n`,
);
for (const key of loads[0][0]?.keys() ?? []) {
  const medians = loads.map((runs) => medianOf(runs.map((load) => load.get(key) ?? NaN)).toFixed(1));
  process.stdout.write(`| ${key} | ${medians.join(' | ')} |\n`);
}
const ratios = loads.map((runs) => medianOf(runs.map((load, round) => total(load) / total(loads[0][round]))));
process.stdout.write(
  `| paired ratio of the totals to the first build | ${ratios.map((r) => r.toFixed(2)).join(' | ')} |\n`,
);
