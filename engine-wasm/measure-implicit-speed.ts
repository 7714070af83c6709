/**
 * Prints how long the implicit sampler takes on issue 23's bar, sin(x^2+y^2) = cos(xy) at 1280 x 800 px
 * over [-10, 10] x [-6.25, 6.25] (the calculator's default view at that size), and on a few other curves,
 * with each run's evaluations and segments. The program is the one the worker samples: the analysis of
 * the LaTeX (language/), not a hand-built tree.
 *
 * Several builds compare side by side: every WASM file named on the command line (default
 * build/engine.wasm) runs in the same process, rounds interleaved (A B A B ...), and the report gives
 * each build's median and the median of the per-round ratios to the first one, the figure that moves
 * least on a shared machine. Beside the wall-clock times, the process's CPU time per call
 * (process.cpuUsage): on a machine shared with other work it counts the time this process ran, not the
 * time it waited for a core.
 *
 * Run: npm run build:wasm && npx tsx engine-wasm/measure-implicit-speed.ts [a.wasm b.wasm ...] [--rounds=N]
 * [--first] (--first: the bar's curve alone).
 */
import { readFile } from 'node:fs/promises';
import { analyzeExpressionList } from '../language/index';
import { instantiateEngine, type Engine, type EngineProgram } from './index';
import { ENGINE_WASM_PATH } from './load-node';

const WIDE_VIEW = { xmin: -10, xmax: 10, ymin: -6.25, ymax: 6.25, widthPixels: 1280, heightPixels: 800 };

const CURVES: readonly { readonly latex: string; readonly rounds: number }[] = [
  { latex: '\\sin(x^2+y^2)=\\cos(xy)', rounds: 1 },
  { latex: 'x^y=y^x', rounds: 1 },
  { latex: 'y\\sin x=x\\cos y', rounds: 1 },
  { latex: 'x^3+y^3=3xy', rounds: 1 },
  { latex: '\\tan(35.6x)=0', rounds: 0.25 },
];

function implicitProgram(latex: string): EngineProgram {
  const effect = analyzeExpressionList([{ id: 'a', latex }], { degreeMode: false }).get('a')?.effect;
  if (effect?.kind !== 'implicit') throw new Error(`${latex} is not an implicit curve (${effect?.kind})`);
  return effect.program;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : 0.5 * (sorted[middle - 1] + sorted[middle]);
}

const roundsArgument = process.argv.find((argument) => argument.startsWith('--rounds='));
const rounds = roundsArgument ? Number(roundsArgument.slice('--rounds='.length)) : 15;
const paths = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
if (paths.length === 0) paths.push(ENGINE_WASM_PATH);
const engines: Engine[] = [];
for (const path of paths) engines.push(await instantiateEngine(new Uint8Array(await readFile(path))));

for (const curve of process.argv.includes('--first') ? CURVES.slice(0, 1) : CURVES) {
  const program = implicitProgram(curve.latex);
  const curveRounds = Math.max(3, Math.round(rounds * curve.rounds));
  const times = engines.map((): number[] => []);
  const cpuTimes = engines.map((): number[] => []);
  const counts = engines.map((engine) => {
    // Warm-up: V8 tiers the WASM up on the first calls.
    for (let warm = 0; warm < 2; warm++) engine.sampleImplicit(program, WIDE_VIEW);
    const result = engine.sampleImplicit(program, WIDE_VIEW);
    return { evaluations: engine.lastSampleEvaluationCount(), segments: result.segmentCount };
  });
  for (let round = 0; round < curveRounds; round++) {
    engines.forEach((engine, index) => {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      engine.sampleImplicit(program, WIDE_VIEW);
      const cpu = process.cpuUsage(cpuStarted);
      times[index].push(performance.now() - started);
      cpuTimes[index].push((cpu.user + cpu.system) / 1000);
    });
  }
  console.log(`${curve.latex} at 1280 x 800, ${curveRounds} rounds:`);
  engines.forEach((_, index) => {
    const ratio = median(times[index].map((time, round) => time / times[0][round]));
    const cpuRatio = median(cpuTimes[index].map((time, round) => time / cpuTimes[0][round]));
    console.log(
      `  ${paths[index]}: median ${median(times[index]).toFixed(2)} ms, best ${Math.min(...times[index]).toFixed(2)} ms,` +
        ` CPU time median ${median(cpuTimes[index]).toFixed(2)} ms` +
        ` (${counts[index].evaluations} evaluations, ${counts[index].segments} segments)` +
        (index > 0 ? `; ${ratio.toFixed(3)}x the first (CPU time ${cpuRatio.toFixed(3)}x)` : ''),
    );
  });
}
