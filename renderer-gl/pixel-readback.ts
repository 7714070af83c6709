/**
 * GL reads rows bottom-up; a 2D canvas' ImageData is top-down. GL's pixels are premultiplied and
 * ImageData's straight, but frames are opaque throughout (draw-frame.ts clears to alpha 1 and every pass
 * masks alpha out), where the two are the same bytes: the rows are copied as they are.
 */

/** `output`: where to write (a kept ImageData's bytes, every one of them overwritten); a new array by default. */
export function convertReadPixels(
  pixels: Uint8Array,
  width: number,
  height: number,
  output = new Uint8ClampedArray(width * 4 * height),
): Uint8ClampedArray<ArrayBuffer> {
  const rowBytes = width * 4;
  if (pixels.length < rowBytes * height || output.length !== rowBytes * height) {
    throw new RangeError(
      `Expected ${rowBytes * height} bytes for ${width}×${height}, got ${pixels.length} into ${output.length}`,
    );
  }
  for (let row = 0; row < height; row++) {
    const source = (height - 1 - row) * rowBytes;
    output.set(pixels.subarray(source, source + rowBytes), row * rowBytes);
  }
  return output;
}
