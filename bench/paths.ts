/** Where the bench finds the repository, the library build and the peers' bundles (installed as devDependencies). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The browser bundles each peer ships for a plain script tag, in the order the bench page loads them.
 * The order matters: see bench-server.ts.
 */
export const PEER_BUNDLES: Readonly<Record<string, string>> = {
  'function-plot': join(REPOSITORY_ROOT, 'node_modules/function-plot/dist/function-plot.js'),
  jsxgraph: join(REPOSITORY_ROOT, 'node_modules/jsxgraph/distrib/jsxgraphcore.js'),
  mathjs: join(REPOSITORY_ROOT, 'node_modules/mathjs/lib/browser/math.js'),
};

export const ENGINE_WASM = join(REPOSITORY_ROOT, 'build/engine.wasm');
/**
 * The copy of the build a run measures (build/bench/snapshot/, taken when the servers start): other work on
 * the machine may rebuild dist/ mid-run, and every section must measure the same bytes.
 */
export const SNAPSHOT_DIR = join(REPOSITORY_ROOT, 'build/bench/snapshot');
export const SNAPSHOT_DIST_DIR = join(SNAPSHOT_DIR, 'dist');
export const SNAPSHOT_LIBRARY_BUNDLE = join(SNAPSHOT_DIST_DIR, 'api/v1.1/calculator.js');
export const SNAPSHOT_ENGINE_WASM = join(SNAPSHOT_DIR, 'engine.wasm');
export const RESULTS_FILE = join(REPOSITORY_ROOT, 'bench/results/latest.json');
