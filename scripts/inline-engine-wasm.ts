/**
 * The Vite plugin that inlines the release WASM (build/engine.wasm) into the worker as the module
 * `virtual:engine-wasm`: the bytes deflated (raw DEFLATE, level 9) and then base64-encoded. The worker
 * inflates them with the platform's DecompressionStream (worker/engine-wasm-bytes.ts).
 *
 * Why deflated first: base64 of the raw module gzips to ~42 KB, because gzip cannot see the byte
 * structure through the 6-bit encoding, while base64 of the deflated bytes gzips to ~33 KB (the served
 * script's gzip then only undoes the base64's 4/3), measured 2026-11-25 on a 73,835-byte engine.wasm.
 * Every build that bundles the worker uses this one plugin, so the worker and its virtual module agree.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const ENGINE_WASM_MODULE_ID = 'virtual:engine-wasm';

/** The module's source: the deflated WASM's base64 as its default export. */
export function engineWasmModuleSource(wasmBytes: Uint8Array): string {
  const deflated = deflateRawSync(wasmBytes, { level: 9 });
  return `export default ${JSON.stringify(deflated.toString('base64'))};`;
}

export function inlineEngineWasm(wasmPath: string): Plugin {
  const resolvedId = `\0${ENGINE_WASM_MODULE_ID}`;
  return {
    name: 'inline-engine-wasm',
    resolveId: (id) => (id === ENGINE_WASM_MODULE_ID ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(wasmPath);
      return engineWasmModuleSource(readFileSync(wasmPath));
    },
  };
}
