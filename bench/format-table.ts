/**
 * The results as Markdown: one table per section, printed on stdout and pasted into the README. Every
 * figure in it comes from the results object; nothing is computed here but formatting.
 */
import type { BenchRow, BenchSection, Fidelity } from './page/result-types';

export interface BenchResults {
  readonly machine: {
    readonly cpus: number;
    readonly cpuModel: string;
    readonly memoryGB: number;
    readonly platform: string;
    readonly node: string;
    /** 1-minute load average at the start and the end of the run (the machine is shared). */
    readonly loadAverage?: { readonly start: number; readonly end: number };
  };
  readonly chromium: string;
  /** 'fresh', or why the measured build is older than its sources (`--no-build`). */
  readonly build: string;
  readonly date: string;
  readonly durationSeconds: number;
  /** The part of the duration spent building the library first (0 when the build was fresh). */
  readonly buildSeconds?: number;
  readonly sections: readonly BenchSection[];
}

export function formatMilliseconds(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value < 1) return `${value.toFixed(3)} ms`;
  if (value < 10) return `${value.toFixed(2)} ms`;
  if (value < 100) return `${value.toFixed(1)} ms`;
  return `${Math.round(value).toLocaleString('en')} ms`;
}

function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 100
    ? `${Math.round(value)}×`
    : value >= 10
      ? `${value.toFixed(1)}×`
      : `${value.toFixed(2)}×`;
}

function formatPixels(value: number | null, cap: number): string {
  if (value === null) return '—';
  return value >= cap ? `≥${cap}` : value.toFixed(2);
}

function formatFidelity(fidelity: Fidelity): string {
  const coverage = `${(fidelity.coverage * 100).toFixed(1)}%`;
  const cap = fidelity.distanceCapPx;
  return `${formatPixels(fidelity.maxVertexErrorPx, cap)} / ${formatPixels(fidelity.maxInkErrorPx, cap)} px, ${coverage}`;
}

function formatRate(value: number, unit: string): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)} M ${unit}/s`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} k ${unit}/s`;
  return `${value.toFixed(1)} ${unit}/s`;
}

function formatSmall(value: number): string {
  return Number.isFinite(value) ? value.toExponential(1) : String(value);
}

/** Short texts for the figures a row may carry, in a fixed order. */
const FIGURE_TEXTS: readonly [string, (value: number | string, row: BenchRow) => string][] = [
  ['maxErrorY', (value) => `max |Δy| ${formatSmall(Number(value))} (float64 values at the drawn x)`],
  ['maxErrorYFloat32', (value) => `${formatSmall(Number(value))} as drawn (float32 vertices)`],
  ['programWords', (value) => `program ${value} words`],
  ['evaluations', (value) => `${Number(value).toLocaleString('en')} evaluations`],
  ['evaluationsAtLimitMs', (value) => `${formatMilliseconds(Number(value))} at the limit's speed`],
  ['pointsPerSecond', (value) => formatRate(Number(value), 'points')],
  [
    'segmentsPerSecond',
    (value, row) => `${formatRate(Number(value), 'segments')} (${row.figures?.segments} segments)`,
  ],
  ['megapixelsPerSecond', (value) => `${Number(value).toFixed(0)} Mpixel/s`],
  ['perExpressionMs', (value) => `${formatMilliseconds(Number(value))} per expression`],
  ['baselineMB', (value) => `script only ${value} MB`],
  [
    'loadedMB',
    (value, row) =>
      `loaded ${value} MB (JS ${row.figures?.loadedJavaScriptMB}, DOM ${row.figures?.loadedDomMB}, ` +
      `buffers ${row.figures?.loadedArrayBufferMB}, workers ${row.figures?.loadedWorkerMB})`,
  ],
  ['destroyedMB', (value, row) => `after destroy ${value} MB, ${row.figures?.workersAfterDestroy} workers`],
  [
    'growthMB',
    (value, row) =>
      `heap growth ${value} MB (${row.figures?.beforeMB} → ${row.figures?.afterMB} MB), ` +
      `${row.figures?.workersAfter} workers and ${row.figures?.elementsLeft} elements left, ${row.figures?.msPerCycle} ms a cycle`,
  ],
  ['gzipKB', (value) => `${value} KB gzip`],
  ['rawKB', (value) => `${value} KB raw`],
  ['servedGzipKB', (value) => `${value} KB as served`],
  ['wasmRawKB', (value, row) => `WASM ${value} KB raw, ${row.figures?.wasmGzipKB} KB gzip`],
  ['quoted', () => 'quoted, not measured'],
  ['notContained', (value, row) => `${value} of ${row.figures?.boxes} boxes miss a true value`],
  ['meanWidthRatio', (value) => `mean width ${value}× the sampled range`],
  ['statisticValue', (value) => `value ${Number(value).toPrecision(15)}`],
  ['goalMs', (value) => `goal ≤ ${value} ms`],
  ['digits', (value) => `${Number(value).toFixed(1)} digits (the fewest over the parameters)`],
  [
    'slopeDigits',
    (value, row) =>
      `${Number(value).toFixed(1)} digits slope, ${Number(row.figures?.interceptDigits).toFixed(1)} intercept`,
  ],
  ['parameterDigits', (value) => `${Number(value).toFixed(1)} digits (worst parameter, against the optimum)`],
  ['relativeSumOfSquares', (value) => `sum of squares ${Number(value).toPrecision(6)}× the optimum’s`],
  ['shotsPerSecond', (value) => `${Number(value).toFixed(1)} shots/s`],
  ['imageCharacters', (value) => `image ${(Number(value) / 1024).toFixed(0)} K characters`],
];

function formatFigures(row: BenchRow): string {
  const figures = row.figures ?? {};
  const texts = FIGURE_TEXTS.filter(([key]) => key in figures).map(([key, format]) =>
    format(figures[key], row),
  );
  if (typeof figures.maxRelativeDeviation === 'number') {
    texts.unshift(`max rel. deviation ${figures.maxRelativeDeviation.toExponential(1)}`);
  }
  return texts.join('; ');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function formatRow(row: BenchRow): string {
  const ratio =
    row.ofLimit !== undefined
      ? `${row.ofLimit.toFixed(2)} of limit`
      : row.vsOurs !== undefined
        ? formatRatio(row.vsOurs)
        : '';
  const cells = row.supported
    ? [
        row.timing ? formatMilliseconds(row.timing.medianMs) : '',
        row.timing ? formatMilliseconds(row.timing.p95Ms) : '',
        ratio,
        row.fidelity ? formatFidelity(row.fidelity) : '',
        formatFigures(row),
      ]
    : ['n/a', 'n/a', '', '', row.reason ?? 'not supported'];
  const workload =
    row.workload.includes('\\') || row.workload.includes('^') ? `\`${row.workload}\`` : row.workload;
  return `| ${[workload, row.subject, ...cells].map(escapeCell).join(' | ')} |`;
}

export function formatSection(section: BenchSection): string {
  return [
    `### ${section.title}`,
    '',
    section.note,
    '',
    '| workload | subject | median | p95 | ratio | fidelity | figures |',
    '|---|---|--:|--:|--:|---|---|',
    ...section.rows.map(formatRow),
  ].join('\n');
}

function formatBuildTime(results: BenchResults): string {
  const seconds = Math.round(results.buildSeconds ?? 0);
  return seconds > 0 ? `, of which ${seconds} s building the library` : '';
}

function formatLoad(results: BenchResults): string {
  const load = results.machine.loadAverage;
  return load ? ` (load average ${load.start} at the start, ${load.end} at the end)` : '';
}

export function formatResults(results: BenchResults): string {
  const { machine } = results;
  const header = [
    `Measured ${results.date.slice(0, 10)} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGB} GB, ${machine.platform}, Node ${machine.node}, ${results.chromium} (SwiftShader WebGL); the run took ${Math.round(results.durationSeconds)} s${formatBuildTime(results)}${formatLoad(results)}.`,
    ...(results.build === 'fresh'
      ? []
      : ['', `**The measured build is older than its sources** (${results.build}).`]),
    '',
    'Ratio: a row\u2019s time ÷ our time in the same interleaved rounds (12× = ours is 12 times faster; below 1 = ours is slower); on our row, the limit\u2019s time ÷ ours (1.00 = at the limit). Fidelity: max vertex error / max ink error, coverage.',
  ];
  return (
    [...header, '', ...results.sections.map(formatSection).flatMap((text) => [text, ''])]
      .join('\n')
      .trimEnd() + '\n'
  );
}
