import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineWasmModuleSource } from '../scripts/inline-engine-wasm';
import { inflateEngineWasm } from './engine-wasm-bytes';

/** The default export's string out of the virtual module's source. */
function inlinedString(source: string): string {
  const match = /^export default (".*");$/.exec(source);
  if (!match) throw new Error(`unexpected module source: ${source.slice(0, 80)}`);
  return JSON.parse(match[1]) as string;
}

describe('inlined engine WASM', () => {
  it('inflates to the exact bytes that were inlined', async () => {
    const bytes = new Uint8Array(5000);
    for (let index = 0; index < bytes.length; index++) bytes[index] = (index * 7919) % 251;
    const inflated = new Uint8Array(await inflateEngineWasm(inlinedString(engineWasmModuleSource(bytes))));
    expect(inflated).toEqual(bytes);
  });

  it('inflates the release build to a module WebAssembly accepts', async () => {
    const wasm = readFileSync(new URL('../build/engine.wasm', import.meta.url));
    const source = engineWasmModuleSource(wasm);
    // Smaller than the raw bytes' base64 would be: the point of deflating first.
    expect(source.length).toBeLessThan((wasm.length * 4) / 3);
    const inflated = await inflateEngineWasm(inlinedString(source));
    expect(Buffer.from(inflated).equals(wasm)).toBe(true);
    expect(WebAssembly.validate(inflated)).toBe(true);
  });

  it('rejects bytes that are not DEFLATE data instead of compiling garbage', async () => {
    await expect(inflateEngineWasm(btoa('not deflate data at all'))).rejects.toThrow();
  });
});
