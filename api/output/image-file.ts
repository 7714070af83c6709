/**
 * `Lib.imageFileToDataURL(file, cb)`: an uploaded image as a data URL for a state. EXIF orientation is
 * read by exifr, which also knows whether this browser already turns images upright when drawing them
 * (`rotation.canvas`), so a photo is never turned twice. Large images are scaled down and recompressed:
 * a data URL lives inside every saved state.
 */
import { rotation as readRotation } from 'exifr/dist/mini.esm.mjs';

/** Beyond these the image is redrawn: 2048 px covers a full-screen graph at 2× and keeps states small. */
export const MAX_DIMENSION = 2048;
export const MAX_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.9;

function readAsDataURL(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image this browser can decode.'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

async function convert(file: unknown): Promise<string> {
  if (!(file instanceof Blob)) throw new Error('imageFileToDataURL expects a File (or Blob).');
  if (file.type && !file.type.startsWith('image/')) throw new Error(`Not an image file: ${file.type}.`);
  const rotation = await readRotation(file).catch(() => undefined);
  const turn =
    rotation?.canvas === true && (rotation.deg !== 0 || rotation.scaleX !== 1 || rotation.scaleY !== 1);
  if (!turn && file.size <= MAX_BYTES) {
    const image = await loadImage(file);
    if (image.naturalWidth <= MAX_DIMENSION && image.naturalHeight <= MAX_DIMENSION)
      return readAsDataURL(file);
  }
  const image = await loadImage(file);
  const swapped = turn && rotation?.dimensionSwapped === true;
  const sourceWidth = swapped ? image.naturalHeight : image.naturalWidth;
  const sourceHeight = swapped ? image.naturalWidth : image.naturalHeight;
  const scale = Math.min(1, MAX_DIMENSION / Math.max(sourceWidth, sourceHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sourceWidth * scale));
  canvas.height = Math.max(1, Math.round(sourceHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to redraw the image.');
  context.translate(canvas.width / 2, canvas.height / 2);
  if (turn && rotation) {
    context.rotate(rotation.rad);
    context.scale(rotation.scaleX, rotation.scaleY);
  }
  const drawWidth = image.naturalWidth * scale;
  const drawHeight = image.naturalHeight * scale;
  context.drawImage(image, -drawWidth / 2, -drawHeight / 2, drawWidth, drawHeight);
  return file.type === 'image/png'
    ? canvas.toDataURL('image/png')
    : canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

export function imageFileToDataURL(file: unknown, callback: unknown): void {
  const respond = (error: Error | null, url?: string) => {
    if (typeof callback !== 'function') return;
    try {
      callback(error, url);
    } catch (callbackError) {
      console.error(callbackError);
    }
  };
  convert(file).then(
    (url) => respond(null, url),
    (error: unknown) => respond(error instanceof Error ? error : new Error(String(error))),
  );
}
