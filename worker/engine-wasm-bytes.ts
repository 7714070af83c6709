/**
 * The engine's WASM bytes from the form the bundle inlines them in (scripts/inline-engine-wasm.ts):
 * base64 of raw-DEFLATE bytes, inflated with the platform's DecompressionStream (browsers since 2023,
 * Node 20.12). The inflate runs off the main thread, inside the worker, before WebAssembly compiles.
 */
function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function inflateEngineWasm(deflatedBase64: string): Promise<ArrayBuffer> {
  const stream = new Blob([decodeBase64(deflatedBase64)])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).arrayBuffer();
}
