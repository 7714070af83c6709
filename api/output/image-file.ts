/**
 * `Lib.imageFileToDataURL(file, cb)`: an uploaded image as a data URL for a state. Large images are scaled
 * down and recompressed: a data URL lives inside every saved state.
 *
 * EXIF orientation is the browser's: every browser that runs the calculator (its worker needs the
 * 'deflate-raw' DecompressionStream: Chrome 103, Firefox 113, Safari 16.4) shows a JPEG upright, in an
 * `<img>` and in `drawImage`, with `naturalWidth`/`naturalHeight` already turned (`image-orientation:
 * from-image`, the default since Chrome 81, Firefox 77, Safari 13.1). exifr read the tag before and
 * reported exactly that for these browsers (`rotation.canvas === false`), so its turn never ran; it was
 * 9 KB of calculator.js's gzip (issue 23).
 */
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
  if (file.size <= MAX_BYTES) {
    const image = await loadImage(file);
    if (image.naturalWidth <= MAX_DIMENSION && image.naturalHeight <= MAX_DIMENSION)
      return readAsDataURL(file);
  }
  const image = await loadImage(file);
  const scale = Math.min(1, MAX_DIMENSION / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to redraw the image.');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
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
