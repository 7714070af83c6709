/**
 * `npm run bench`: builds the bench page, starts the real server and a static one, launches one Chromium,
 * runs every workload, prints the tables on stdout (progress goes to stderr) and writes
 * bench/results/latest.json with the machine, the browser, the date and every figure.
 *
 * `npm run bench -- --only calculus` (or `--only evaluation,sampling`) runs those sections alone and prints
 * them; latest.json is left as it is, so that it always holds a whole run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { openBenchSession } from './bench-session';
import { buildBenchBundle } from './build-bench-bundle';
import { formatResults, type BenchResults } from './format-table';
import type { BenchRow, BenchSection } from './page/result-types';
import { checkBuildFreshness } from '../server/build-freshness';
import { REPOSITORY_ROOT, RESULTS_FILE } from './paths';
import { runCalculusSection } from './suite-calculus';
import { runGuardsSection } from './suite-guards';
import { runListsSection } from './suite-lists';
import { runRegressionSection } from './suite-regression';
import { limitPointsPerMs, runEvaluationSection, runLimitRows, runSamplingSections } from './suite-engine';
import { runEndToEndSection } from './suite-end-to-end';
import { runEngineBarsSection } from './suite-engine-bars';
import { runScreenshotSection } from './suite-screenshot';
import { runSizeSection } from './suite-size';

const started = performance.now();
// The machine is shared: the 1-minute load average at the start and the end says how busy it was.
const loadAtStart = loadavg()[0];
const log = (line: string) =>
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0)} s] ${line}\n`);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The evaluation limits, read as rates: the same measured rows as in section 1. */
function evaluationLimitRows(evaluation: BenchSection): BenchRow[] {
  return evaluation.rows
    .filter((row) => row.subject.startsWith('limit:') && row.timing)
    .map((row) => {
      const points = Number(row.figures?.points);
      return {
        ...row,
        workload: 'limits',
        subject: `${row.subject} (section 1)`,
        vsOurs: undefined,
        figures: { pointsPerSecond: points / ((row.timing?.medianMs ?? NaN) / 1000) },
      };
    });
}

/** What `--only` may name: the sections, the explicit, implicit and inequality ones together as `sampling`. */
const SECTION_GROUPS = [
  'evaluation',
  'sampling',
  'end-to-end',
  'size',
  'limits',
  'calculus',
  'lists',
  'regression',
  'guards',
  'screenshot',
  'engine-bars',
] as const;
type SectionGroup = (typeof SECTION_GROUPS)[number];

/** The groups `--only a,b` (or `--only=a,b`, repeatable) names; all of them when absent. */
function selectedGroups(argv: readonly string[]): ReadonlySet<SectionGroup> {
  const names: string[] = [];
  argv.forEach((argument, index) => {
    if (argument === '--only') names.push(...(argv[index + 1] ?? '').split(','));
    else if (argument.startsWith('--only=')) names.push(...argument.slice('--only='.length).split(','));
  });
  const unknown = names.filter((name) => !(SECTION_GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0 || (names.length === 0 && argv.some((argument) => argument.startsWith('--only')))) {
    throw new Error(
      `--only takes a comma-separated list of ${SECTION_GROUPS.join(', ')}; got ${names.join(',')}`,
    );
  }
  return new Set(names.length > 0 ? (names as SectionGroup[]) : SECTION_GROUPS);
}

const groups = selectedGroups(process.argv.slice(2));
const isWholeRun = groups.size === SECTION_GROUPS.length;

// Figures of a stale build would describe code that no longer exists: build first when any input changed.
// `--no-build` measures dist/ as it is (while sources are mid-edit), and the results say so.
const freshness = checkBuildFreshness(REPOSITORY_ROOT);
const skipBuild = process.argv.includes('--no-build');
if (freshness.stale && !skipBuild) {
  log(`building the library (${freshness.reason})`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: REPOSITORY_ROOT,
    // The build's output goes to stderr with the progress: stdout carries only the tables.
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) {
    throw new Error(
      `npm run build failed (exit code ${build.status}); nothing measured (--no-build measures dist/ as it is)`,
    );
  }
}
const buildSeconds = (performance.now() - started) / 1000;
const buildNote = freshness.stale && skipBuild ? `stale: ${freshness.reason}` : 'fresh';
log('building the bench page');
await buildBenchBundle();
const session = await openBenchSession(log);
try {
  const sections: BenchSection[] = [];
  const evaluation = groups.has('evaluation')
    ? await runEvaluationSection(session, { evaluationPoints: 1_000_000 }, log)
    : undefined;
  if (evaluation) sections.push(evaluation);
  if (groups.has('sampling')) {
    const limit = evaluation ? limitPointsPerMs(evaluation.rows) : undefined;
    sections.push(...(await runSamplingSections(session, limit, log)));
  }
  if (groups.has('end-to-end')) {
    sections.push(
      await runEndToEndSection(
        session,
        {
          loadRounds: 7,
          manyExpressions: 500,
          manyExpressionRuns: 5,
          panSessions: 2,
          heapExpressions: 1000,
          pointRuns: 7,
        },
        log,
      ),
    );
  }
  if (groups.has('size')) sections.push(await runSizeSection(session.servers));
  if (groups.has('limits')) {
    sections.push({
      id: 'limits',
      title: '7. Limits (same browser, same run)',
      note: 'What no implementation in this browser can beat: read the figures above as fractions of these.',
      rows: [...(evaluation ? evaluationLimitRows(evaluation) : []), ...(await runLimitRows(session, log))],
    });
  }
  if (groups.has('calculus')) {
    sections.push(await runCalculusSection(session, { derivativePoints: 1_000_000 }, log));
  }
  if (groups.has('lists')) sections.push(await runListsSection(session, { comprehensionRuns: 9 }, log));
  if (groups.has('regression')) sections.push(await runRegressionSection(session, log));
  if (groups.has('guards'))
    sections.push(await runGuardsSection(session, { analysisRuns: 5, cycles: 200 }, log));
  if (groups.has('screenshot')) sections.push(await runScreenshotSection(session, { coldRounds: 7 }, log));
  if (groups.has('engine-bars')) sections.push(await runEngineBarsSection(session, log));
  const results: BenchResults = {
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGB: Math.round(totalmem() / 1024 ** 3),
      platform: `${platform()} ${release()}`,
      node: process.version,
      loadAverage: { start: round2(loadAtStart), end: round2(loadavg()[0]) },
    },
    chromium: session.chromiumVersion,
    build: buildNote,
    date: new Date().toISOString(),
    durationSeconds: (performance.now() - started) / 1000,
    buildSeconds,
    sections,
  };
  if (isWholeRun) {
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  }
  process.stdout.write(formatResults(results));
  log(
    isWholeRun
      ? `done; wrote ${RESULTS_FILE}`
      : `done (--only ${[...groups].join(',')}: ${RESULTS_FILE} left as it is)`,
  );
} finally {
  await session.close();
}
