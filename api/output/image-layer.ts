/**
 * Keeps the renderer's images in step with the list, and tells the idle signal when they have loaded:
 * an image decodes asynchronously, so "idle" also means every image's texture exists and the frame after
 * its load was requested (screenshots taken then contain it).
 */
import type { GraphRenderer } from '../../renderer-gl/index';
import { drawableImages } from '../model/image-items';
import type { ItemState } from '../model/types';

/**
 * How long idle (and so asyncScreenshot) waits for images: a server that never answers must not hold a
 * screenshot forever; an image that arrives later still shows on the next frame.
 */
const LOAD_WAIT_LIMIT_MS = 10_000;

export class ImageLayer {
  #loaded: Promise<void> = Promise.resolve();

  constructor(
    private readonly renderer: GraphRenderer,
    private readonly requestFrame: () => void,
  ) {}

  show(items: readonly ItemState[], degreeMode: boolean): void {
    const images = drawableImages(items, degreeMode);
    this.renderer.setImages(images);
    // One promise, chained here: whoever awaits `whenLoaded` resumes after the frame was requested.
    if (images.length === 0) {
      this.#loaded = Promise.resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOAD_WAIT_LIMIT_MS)));
    this.#loaded = Promise.race([this.renderer.imagesSettled(), limit]).then(() => {
      clearTimeout(timer);
      this.requestFrame();
    });
  }

  whenLoaded(): Promise<void> {
    return this.#loaded;
  }
}
