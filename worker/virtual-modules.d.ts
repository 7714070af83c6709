/** The release WASM build, deflated and base64-encoded, inlined by scripts/inline-engine-wasm.ts. */
declare module 'virtual:engine-wasm' {
  const base64: string;
  export default base64;
}
