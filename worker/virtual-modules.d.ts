/** The release WASM build, base64-encoded and inlined into the bundle by vite.config.ts. */
declare module 'virtual:engine-wasm' {
  const base64: string;
  export default base64;
}
