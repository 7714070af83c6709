/**
 * GL reads rows bottom-up in premultiplied alpha; a 2D canvas' ImageData is top-down and straight alpha.
 * Frames end fully opaque (opaque-alpha.ts), so un-premultiplying only matters if that ever changes, but
 * it is cheap and keeps the conversion right for any pixel.
 */
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
  for (let index = 0; index < output.length; index += 4) {
    const alpha = output[index + 3];
    if (alpha === 255 || alpha === 0) continue;
    const scale = 255 / alpha;
    output[index] = output[index] * scale;
    output[index + 1] = output[index + 1] * scale;
    output[index + 2] = output[index + 2] * scale;
  }
  return output;
}
