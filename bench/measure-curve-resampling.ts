/**
 * Issue 23's bar "100 curves re-sampled for a new viewport ≤ 4 ms" in Node: the curves y = sin(kx) + k/10
 * (k = 1 … 100, MANY_CURVES of section 2, compiled by the language front end) sampled for the bench's
 * view and its panned view in turn, as `page/workload-engine-bars.ts` does in Chromium (section 13).
 *
 * Given several builds, their rounds are interleaved (A B A B …) so that load from other processes falls
 * on all of them alike, and the paired ratio of each round (build / first build) is reported beside the
 * medians. Each build's geometry for both views is fingerprinted (FNV-1a over the float32 polylines'
 * bits): builds that sample alike print the same fingerprint, so a change that should not move a vertex
 * can be seen not to.
 *
 * Run: npm run build:wasm && npx tsx bench/measure-curve-resampling.ts [rounds] [a.wasm b.wasm …]
 * (default: 31 rounds of build/engine.wasm alone).
 */
import { readFile } from 'node:fs/promises';
import { instantiateEngine, type Engine, type EngineProgram } from '../engine-wasm/index';
import { ENGINE_WASM_PATH } from '../engine-wasm/load-node';
import { analyzeExpression } from '../language/index';
import { PANNED_VIEW, VIEW, type View } from './page/view';
import { MANY_CURVES } from './page/workloads';

function compileCurves(): EngineProgram[] {
  return MANY_CURVES.map(({ ours }) => {
    const result = analyzeExpression(ours, { degreeMode: false });
    if (result.error || result.effect.kind !== 'explicit')
      throw new Error(`${ours} is not an explicit curve`);
    return result.effect.program;
  });
}

interface Build {
  readonly path: string;
  readonly engine: Engine;
  readonly milliseconds: number[];
  /** The process's CPU time (user + system) in each round: what load from other processes disturbs least. */
  readonly cpuMilliseconds: number[];
}

function sampleAll(build: Build, programs: readonly EngineProgram[], view: View): void {
  for (const program of programs) build.engine.sampleExplicit(program, view);
}

/**
 * FNV-1a over the bits of every polyline and segment count, both views (equal geometry, equal print),
 * and the evaluations each view costs.
 */
function fingerprint(engine: Engine, programs: readonly EngineProgram[]): string {
  let hash = 0x811c9dc5;
  const evaluations: number[] = [];
  const mix = (word: number) => {
    hash = Math.imul(hash ^ word, 0x01000193) >>> 0;
  };
  for (const view of [VIEW, PANNED_VIEW]) {
    let viewEvaluations = 0;
    for (const program of programs) {
      const curve = engine.sampleExplicit(program, view);
      viewEvaluations += engine.lastSampleEvaluationCount();
      mix(curve.segmentCount);
      for (const word of new Uint32Array(
        curve.polyline.buffer,
        curve.polyline.byteOffset,
        curve.polyline.length,
      ))
        mix(word);
    }
    evaluations.push(viewEvaluations);
  }
  return `geometry ${hash.toString(16).padStart(8, '0')}, evaluations ${evaluations.join(' / ')} (view / panned)`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : 0.5 * (sorted[middle - 1] + sorted[middle]);
}

const [roundsArgument, ...pathArguments] = process.argv.slice(2);
const rounds = roundsArgument ? Number(roundsArgument) : 31;
const paths = pathArguments.length > 0 ? pathArguments : [ENGINE_WASM_PATH];
const programs = compileCurves();
const builds: Build[] = [];
for (const path of paths) {
  const engine = await instantiateEngine(new Uint8Array(await readFile(path)));
  builds.push({ path, engine, milliseconds: [], cpuMilliseconds: [] });
}
// Warm-up: V8 tiers the WASM up on its first calls.
for (const build of builds)
  for (let round = 0; round < 6; round++) sampleAll(build, programs, round % 2 ? PANNED_VIEW : VIEW);

for (let round = 0; round < rounds; round++) {
  // Each round samples the panned view then the bench view: a new viewport each call, as the bench does.
  const view = round % 2 ? VIEW : PANNED_VIEW;
  const order = round % 2 ? [...builds].reverse() : builds;
  for (const build of order) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    sampleAll(build, programs, view);
    build.milliseconds.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    build.cpuMilliseconds.push((cpu.user + cpu.system) / 1000);
  }
}

const first = builds[0];
const pairedRatio = (values: readonly number[], firsts: readonly number[]) =>
  median(values.map((value, round) => value / firsts[round])).toFixed(3);
console.log(
  `${rounds} rounds, 100 curves each; medians (wall clock, then the process's CPU time), min wall clock`,
);
for (const build of builds) {
  console.log(
    `${build.path}: ${median(build.milliseconds).toFixed(2)} ms, CPU ${median(build.cpuMilliseconds).toFixed(2)} ms,` +
      ` min ${Math.min(...build.milliseconds).toFixed(2)} ms; ${fingerprint(build.engine, programs)}` +
      (build === first
        ? ''
        : `; paired ratio to the first ${pairedRatio(build.milliseconds, first.milliseconds)},` +
          ` CPU ${pairedRatio(build.cpuMilliseconds, first.cpuMilliseconds)}`),
  );
}
