/**
 * GL reads rows bottom-up in premultiplied alpha; a 2D canvas' ImageData is top-down and straight alpha.
 * Frames are opaque throughout (draw-frame.ts clears to alpha 1 and no pass writes alpha), so un-premultiplying only matters if that ever changes, but
 * it is cheap and keeps the conversion right for any pixel.
 */
/** The alpha byte of an RGBA pixel read as one 32-bit word, whatever the platform's byte order. */
const OPAQUE_ALPHA = new Uint32Array(Uint8Array.of(0, 0, 0, 255).buffer)[0];

export function convertReadPixels(
  pixels: Uint8Array,
  width: number,
  height: number,
): Uint8ClampedArray<ArrayBuffer> {
  const rowBytes = width * 4;
  if (pixels.length < rowBytes * height) {
    throw new RangeError(`Expected ${rowBytes * height} bytes for ${width}×${height}, got ${pixels.length}`);
  }
  const output = new Uint8ClampedArray(rowBytes * height);
  for (let row = 0; row < height; row++) {
    const source = (height - 1 - row) * rowBytes;
    const target = row * rowBytes;
    output.set(pixels.subarray(source, source + rowBytes), target);
  }
  // Opaque frames (all of them today) skip the per-byte loop: four bytes at a time, their alphas compared.
  const words = new Uint32Array(output.buffer, 0, output.length >> 2);
  let firstTranslucent = 0;
  while (firstTranslucent < words.length && (words[firstTranslucent] & OPAQUE_ALPHA) === OPAQUE_ALPHA) {
    firstTranslucent++;
  }
  for (let index = firstTranslucent * 4; index < output.length; index += 4) {
    const alpha = output[index + 3];
    if (alpha === 255 || alpha === 0) continue;
    const scale = 255 / alpha;
    output[index] = output[index] * scale;
    output[index + 1] = output[index + 1] * scale;
    output[index + 2] = output[index + 2] * scale;
  }
  return output;
}
