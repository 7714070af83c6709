/**
 * Bundles the bench page's code (bench/page/, which imports the engine binding, the language front end and
 * the worker's engine service) into one classic script with Vite, the project's bundler.
 *
 * The output goes to build/bench/, beside build/engine.wasm: build/ is already ignored by git, ESLint and
 * Prettier, so the bench adds no ignore rules. The page fetches engine.wasm from the bench server instead
 * of inlining it: the same bytes, and the bundle stays small enough to read when a figure looks wrong.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { ENGINE_WASM, REPOSITORY_ROOT } from './paths';

export const BENCH_BUILD_DIR = join(REPOSITORY_ROOT, 'build/bench');
export const BENCH_BUNDLE_FILE = 'bench-page.js';
export const BENCH_POOL_FILE = 'engine-pool.js';

/** One classic script in build/bench/ from `entry` (the first of a run empties the folder). */
async function bundle(entry: string, name: string, fileName: string, emptyOutDir: boolean): Promise<void> {
  await build({
    configFile: false,
    root: REPOSITORY_ROOT,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: BENCH_BUILD_DIR,
      emptyOutDir,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: join(REPOSITORY_ROOT, entry), formats: ['iife'], name, fileName: () => fileName },
    },
  });
}

export async function buildBenchBundle(): Promise<string> {
  if (!existsSync(ENGINE_WASM)) throw new Error(`No ${ENGINE_WASM}: run \`npm run build\` first.`);
  await bundle('bench/page/index.ts', 'BenchPage', BENCH_BUNDLE_FILE, true);
  // The engine service's pool threads (page/pool-worker.ts), beside it.
  await bundle('bench/page/pool-worker.ts', 'BenchPoolWorker', BENCH_POOL_FILE, false);
  return join(BENCH_BUILD_DIR, BENCH_BUNDLE_FILE);
}
