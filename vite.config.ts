/**
 * Builds the one script file pages load: dist/api/v1.1/calculator.js, a classic script (IIFE) with the
 * engine worker inlined as a blob (started from the main thread's copy of the language:
 * scripts/shared-language.ts) and the release WASM inlined deflated and base64-encoded
 * (scripts/inline-engine-wasm.ts), so an embedding page makes exactly one request. MathLive's KaTeX faces
 * are cut to the glyphs the editor can draw for what a row holds (scripts/subset-math-fonts.ts), and
 * MathLive comes without the parts the calculator switches off (scripts/lean-mathlive.ts). The server prepends
 * `var LIB_SERVER_CONFIG = …;` per API key and version line.
 * The build is written atomically: Vite writes to build/staging, then each file is renamed into dist/,
 * so a server never reads a half-written script.
 */
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { inlineEngineWasm } from './scripts/inline-engine-wasm';
import { leanMathLivePlugin } from './scripts/lean-mathlive';
import { sharedLanguage } from './scripts/shared-language';
import { subsetMathFonts } from './scripts/subset-math-fonts';
import type { VersionLine } from './api/model/version-lines';
import { generateDeclarations } from './package/declarations';

const wasmPath = fileURLToPath(new URL('./build/engine.wasm', import.meta.url));
/**
 * Every documented line is served by the same code base: the bundle reads its line from the server's
 * prelude (`LIB_SERVER_CONFIG.version`) and behaves as that line documents. Each line still gets its own
 * folder so the server's rule stays "a version is a built folder", which is also how a frozen line would
 * be deployed once it stops following this code.
 */
// v1.1 last: its script's age stands for the whole build (server/build-freshness.ts).
const VERSION_LINES: readonly VersionLine[] = ['v0.5', 'v0.8', 'v0.9', 'v1.1'];
/** Vite writes here (git-ignored); dist/ only ever receives whole files, renamed into place. */
const stagingDirectory = fileURLToPath(new URL('./build/staging/api', import.meta.url));

/** Copies to a temporary name beside the target, then renames: a reader sees the old file or the new one. */
function publishFile(source: string, target: string): void {
  const temporary = `${target}.${process.pid}.tmp`;
  copyFileSync(source, temporary);
  renameSync(temporary, target);
}

function publishVersionLines(): Plugin {
  return {
    name: 'publish-version-lines',
    apply: 'build',
    closeBundle() {
      // Each line's TypeScript declarations ship beside its script, generated from the source types
      // (api/surface/public-api.ts) and filtered by the line's table (package/declarations.ts).
      const declarations = generateDeclarations();
      for (const line of VERSION_LINES) {
        writeFileSync(`${stagingDirectory}/calculator-${line}.d.ts`, declarations[line].global);
        const lineDirectory = fileURLToPath(new URL(`./dist/api/${line}`, import.meta.url));
        mkdirSync(lineDirectory, { recursive: true });
        // The map before the script: a server that sees the new script finds its map already there.
        publishFile(`${stagingDirectory}/calculator.js.map`, `${lineDirectory}/calculator.js.map`);
        publishFile(`${stagingDirectory}/calculator-${line}.d.ts`, `${lineDirectory}/calculator.d.ts`);
        publishFile(`${stagingDirectory}/calculator.js`, `${lineDirectory}/calculator.js`);
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [
    leanMathLivePlugin(),
    subsetMathFonts(),
    sharedLanguage(wasmPath),
    inlineEngineWasm(wasmPath),
    publishVersionLines(),
  ],
  worker: {
    format: 'iife',
    plugins: () => [inlineEngineWasm(wasmPath)],
  },
  build: {
    outDir: 'build/staging/api',
    emptyOutDir: true,
    sourcemap: true,
    // ES2022 syntax as written (class fields, static blocks): every browser with the 'deflate-raw'
    // DecompressionStream the worker needs (Chrome 103, Firefox 113, Safari 16.4) runs it, and lowering to
    // ES2020 cost 2 KB of gzip in helpers. Terser, not esbuild, minifies: 13 KB less gzip (470 vs 484 KB,
    // scripts/README.md), at about twice the minify time.
    target: 'es2022',
    minify: 'terser',
    // reduce_vars off: with it, terser's rewrite kept the last destroyed calculator's whole DOM reachable
    // (bench heap row: 62.7 MB after destroy instead of 7.8; `npx tsx bench/measure-heap.ts` shows it in
    // ~10 s). The statement it broke was not pinned down; off costs 3.4 KB gzip.
    // wrap_iife: the script's body stays `(function(){…})()`. V8 compiles a function that opens with
    // `(function` eagerly, on the thread that streams and parses the script while it arrives; without
    // the parenthesis (terser drops it by default) the 1.3 MB body was only pre-parsed there and then
    // compiled on the main thread when called: EvaluateScript 42 -> 22 ms (bench/README.md "Fifth change: start-up").
    // keep_fargs off: unused trailing parameters go (64 B gzip); nothing in the script reads a function's
    // `length` (regl, MathLive, Comlink, culori and ours checked for it).
    terserOptions: {
      compress: { passes: 2, reduce_vars: false, keep_fargs: false },
      format: { wrap_iife: true },
    },
    lib: {
      entry: 'api/surface/index.ts',
      formats: ['iife'],
      name: 'Lib',
      fileName: () => 'calculator.js',
    },
  },
});
