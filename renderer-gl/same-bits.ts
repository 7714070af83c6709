/**
 * Whether two float32 arrays hold the same bits, four bytes at a time (a float32 array's offset is a
 * multiple of 4). The worker sends every curve and fill again after any edit, as new arrays of the same
 * numbers: what was made of the last ones (svg-parts.ts: their SVG markup) is kept when the bits match.
 */
export function sameBits(first: Float32Array, second: Float32Array): boolean {
  if (first.length !== second.length) return false;
  const a = new Int32Array(first.buffer, first.byteOffset, first.length);
  const b = new Int32Array(second.buffer, second.byteOffset, second.length);
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
