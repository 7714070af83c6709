// exifr's "mini" build (orientation and rotation, ~29 kB) has the same API as the package root, whose
// types it does not ship.
declare module 'exifr/dist/mini.esm.mjs' {
  export * from 'exifr';
  export { default } from 'exifr';
}
