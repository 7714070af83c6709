/**
 * The images' textures, one per URL (images sharing a URL share it). Loading is asynchronous: an image is
 * drawn from the first frame after its texture exists, and `settled()` tells when every load asked for so
 * far has finished. An image that cannot load (bad URL, not an image, a cross-origin server without
 * Access-Control-Allow-Origin, whose pixels WebGL may not read) is left out with one console warning.
 */
import type REGL from 'regl';
import type { DrawableImage } from './types';

/** Decodes the image at a URL into something a texture takes. */
export type ImageLoader = (url: string) => Promise<HTMLImageElement | HTMLCanvasElement>;

export interface UploadedImage {
  readonly source: DrawableImage;
  readonly texture: REGL.Texture2D;
}

interface TextureEntry {
  texture: REGL.Texture2D | null;
  readonly loaded: Promise<void>;
}

export interface ImageStore {
  /** The images to draw, in order: those whose texture exists and whose box is drawable. */
  readonly images: readonly UploadedImage[];
  update(images: readonly DrawableImage[]): void;
  settled(): Promise<void>;
  destroy(): void;
}

export function loadImageElement(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  // Without it a cross-origin image taints the texture upload; with it, CORS-enabled servers work.
  if (!/^(data|blob):/i.test(url)) image.crossOrigin = 'anonymous';
  image.src = url;
  return image.decode().then(() => image);
}

/** Finite center, positive finite size: anything else cannot be placed. */
export function isDrawableImage(image: DrawableImage): boolean {
  return (
    typeof image.url === 'string' &&
    image.url.length > 0 &&
    [image.centerX, image.centerY, image.width, image.height].every(Number.isFinite) &&
    image.width > 0 &&
    image.height > 0
  );
}

export function createImageStore(
  regl: REGL.Regl,
  onLoaded: () => void,
  loadImage: ImageLoader = loadImageElement,
): ImageStore {
  const entries = new Map<string, TextureEntry>();
  let current: readonly DrawableImage[] = [];
  let destroyed = false;

  const entryFor = (url: string): TextureEntry => {
    const existing = entries.get(url);
    if (existing) return existing;
    const entry: TextureEntry = {
      texture: null,
      loaded: loadImage(url).then(
        (source) => {
          if (destroyed || entries.get(url) !== entry) return;
          try {
            entry.texture = regl.texture({
              data: source,
              premultiplyAlpha: true,
              min: 'linear',
              mag: 'linear',
              wrapS: 'clamp',
              wrapT: 'clamp',
            });
          } catch (error) {
            console.warn(`Calculator: the image ${describe(url)} cannot be drawn: ${String(error)}`);
            return;
          }
          onLoaded();
        },
        () => console.warn(`Calculator: the image ${describe(url)} could not be loaded.`),
      ),
    };
    entries.set(url, entry);
    return entry;
  };

  return {
    get images() {
      return current.flatMap((source) => {
        const texture = entries.get(source.url)?.texture;
        return texture ? [{ source, texture }] : [];
      });
    },
    update(images) {
      if (destroyed) return;
      current = images.filter(isDrawableImage);
      const used = new Set(current.map((image) => image.url));
      for (const [url, entry] of entries) {
        if (used.has(url)) continue;
        entry.texture?.destroy();
        entries.delete(url);
      }
      for (const image of current) entryFor(image.url);
    },
    settled() {
      return Promise.all([...entries.values()].map((entry) => entry.loaded)).then(() => undefined);
    },
    destroy() {
      destroyed = true;
      for (const entry of entries.values()) entry.texture?.destroy();
      entries.clear();
      current = [];
    },
  };
}

/** A URL for a message: data URLs are long, so only their start. */
function describe(url: string): string {
  return url.startsWith('data:') ? `${url.slice(0, 30)}…` : url;
}
