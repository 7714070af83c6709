/** regl's build without its argument checks: the same API (regl.d.ts), ~10 KB less gzip in the bundle. */
declare module 'regl/dist/regl.unchecked.js' {
  import createREGL from 'regl';
  export default createREGL;
}
