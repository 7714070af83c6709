import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphRenderer } from '../../renderer-gl/index';
import { ImageLayer } from './image-layer';
import type { ImageState } from '../model/types';

const image: ImageState = { type: 'image', id: 'picture', image_url: 'data:image/png;base64,AAAA' };

function fakeRenderer(settled: Promise<void>) {
  const shown: unknown[][] = [];
  const renderer = {
    setImages: (images: unknown[]) => shown.push(images),
    imagesSettled: () => settled,
  } as unknown as GraphRenderer;
  return { renderer, shown };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ImageLayer', () => {
  it('hands the images to the renderer and resolves whenLoaded after the frame is requested', async () => {
    let finish!: () => void;
    const { renderer, shown } = fakeRenderer(new Promise((resolve) => (finish = resolve)));
    const requestFrame = vi.fn();
    const layer = new ImageLayer(renderer, requestFrame);
    layer.show([image], false);
    expect(shown).toHaveLength(1);
    expect((shown[0][0] as { url: string }).url).toBe(image.image_url);
    let loaded = false;
    const waiting = layer.whenLoaded().then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    finish();
    await waiting;
    expect(requestFrame).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an image that never loads after 10 s', async () => {
    vi.useFakeTimers();
    const { renderer } = fakeRenderer(new Promise(() => {}));
    const requestFrame = vi.fn();
    const layer = new ImageLayer(renderer, requestFrame);
    layer.show([image], false);
    const waiting = layer.whenLoaded();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(requestFrame).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await waiting;
    expect(requestFrame).toHaveBeenCalledTimes(1);
  });

  it('needs no wait without images', async () => {
    const { renderer } = fakeRenderer(new Promise(() => {}));
    const layer = new ImageLayer(renderer, () => {});
    layer.show([{ ...image, hidden: true }], false);
    await expect(layer.whenLoaded()).resolves.toBeUndefined();
  });
});
