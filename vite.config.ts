/**
 * Builds the one script file pages load: dist/api/v1.1/calculator.js, a classic script (IIFE) with the
 * engine worker inlined as a blob and the release WASM inlined as base64, so an embedding page makes
 * exactly one request. The server prepends `var LIB_SERVER_CONFIG = …;` per API key.
 */
import { readFileSync } from 'node:fs';
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

export default defineConfig({
  publicDir: false,
  plugins: [inlineEngineWasm()],
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
