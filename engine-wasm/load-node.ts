/**
 * Node-only helper for tests and scripts: instantiates the release build, build/engine.wasm, which
 * `npm run build:wasm` writes. Not part of the browser bundle (it reads the file system).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { instantiateEngine, type Engine } from './index';

export const ENGINE_WASM_PATH = fileURLToPath(new URL('../build/engine.wasm', import.meta.url));

export async function loadEngineForNode(): Promise<Engine> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(ENGINE_WASM_PATH);
  } catch (error) {
    throw new Error(`cannot read ${ENGINE_WASM_PATH}: run \`npm run build:wasm\` first (${String(error)})`);
  }
  // A fresh ArrayBuffer-backed copy: Node's Buffer may sit in a shared pool, which BufferSource excludes.
  return instantiateEngine(new Uint8Array(bytes));
}
