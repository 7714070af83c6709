/**
 * Builds the npm package's ES modules into build/package/: one entry per version line (`index.js` is
 * v1.1, also exported as `./v1.1`; `v0.5.js`, `v0.8.js`, `v0.9.js` the others) sharing one chunk of the library. As in the served script
 * (vite.config.ts, kept separate because that one publishes dist/ and others tune it for size), the
 * engine worker is inlined as a blob and the WASM as deflated base64 (scripts/inline-engine-wasm.ts),
 * and every dependency is bundled: the package has no dependencies of its own, and a page or a bundler
 * using it copies no files and makes no request.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineEngineWasm } from '../scripts/inline-engine-wasm';
import { leanMathLivePlugin } from '../scripts/lean-mathlive';
import { subsetMathFonts } from '../scripts/subset-math-fonts';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const wasmPath = fromRoot('build/engine.wasm');

export const PACKAGE_DIRECTORY = fromRoot('build/package');

export default defineConfig({
  root: fromRoot('.'),
  publicDir: false,
  logLevel: 'warn',
  plugins: [leanMathLivePlugin(), subsetMathFonts(), inlineEngineWasm(wasmPath)],
  worker: {
    format: 'iife',
    plugins: () => [inlineEngineWasm(wasmPath)],
  },
  build: {
    outDir: PACKAGE_DIRECTORY,
    emptyOutDir: true,
    sourcemap: false,
    // Minified like the served script: the tarball and a bundler's input stay small; apps minify again anyway.
    minify: 'esbuild',
    target: 'es2020',
    lib: {
      entry: {
        index: fromRoot('package/entries/v1.1.ts'),
        'v0.5': fromRoot('package/entries/v0.5.ts'),
        'v0.8': fromRoot('package/entries/v0.8.ts'),
        'v0.9': fromRoot('package/entries/v0.9.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
