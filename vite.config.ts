/**
 * Builds the one script file pages load: dist/api/v1.1/calculator.js, a classic script (IIFE) with the
 * engine worker inlined as a blob and the release WASM inlined as base64, so an embedding page makes
 * exactly one request. The server prepends `var LIB_SERVER_CONFIG = …;` per API key and version line.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const wasmPath = fileURLToPath(new URL('./build/engine.wasm', import.meta.url));
const virtualId = 'virtual:engine-wasm';

function inlineEngineWasm(): Plugin {
  return {
    name: 'inline-engine-wasm',
    resolveId: (id) => (id === virtualId ? '\0' + virtualId : undefined),
    load(id) {
      if (id !== '\0' + virtualId) return undefined;
      this.addWatchFile(wasmPath);
      const base64 = readFileSync(wasmPath).toString('base64');
      return `export default ${JSON.stringify(base64)};`;
    },
  };
}

/**
 * The older documented lines are served by the same code base: the bundle reads its line from the
 * server's prelude (`LIB_SERVER_CONFIG.version`) and behaves as that line documents. Each line still gets
 * its own folder so the server's rule stays "a version is a built folder", which is also how a frozen
 * line would be deployed once it stops following this code.
 */
const OLDER_VERSION_LINES = ['v0.5', 'v0.8', 'v0.9'];
const builtDirectory = fileURLToPath(new URL('./dist/api/v1.1', import.meta.url));

function publishOlderVersionLines(): Plugin {
  return {
    name: 'publish-older-version-lines',
    apply: 'build',
    closeBundle() {
      // The public API's TypeScript declarations ship beside every line's script (api/calculator.d.ts).
      copyFileSync(
        fileURLToPath(new URL('./api/calculator.d.ts', import.meta.url)),
        `${builtDirectory}/calculator.d.ts`,
      );
      for (const line of OLDER_VERSION_LINES) {
        const lineDirectory = fileURLToPath(new URL(`./dist/api/${line}`, import.meta.url));
        mkdirSync(lineDirectory, { recursive: true });
        for (const file of ['calculator.js', 'calculator.js.map', 'calculator.d.ts']) {
          copyFileSync(`${builtDirectory}/${file}`, `${lineDirectory}/${file}`);
        }
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [inlineEngineWasm(), publishOlderVersionLines()],
  worker: {
    format: 'iife',
    plugins: () => [inlineEngineWasm()],
  },
  build: {
    outDir: 'dist/api/v1.1',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2020',
    lib: {
      entry: 'api/index.ts',
      formats: ['iife'],
      name: 'Lib',
      fileName: () => 'calculator.js',
    },
  },
});
