import type REGL from 'regl';
import { describe, expect, it, vi } from 'vitest';
import { createImageStore } from './image-store';
import type { DrawableImage } from './types';

interface FakeTexture {
  source: unknown;
  destroyed: boolean;
}

function createFakeRegl() {
  const textures: FakeTexture[] = [];
  const regl = {
    texture(options: { data: unknown }) {
      const texture: FakeTexture = { source: options.data, destroyed: false };
      textures.push(texture);
      return Object.assign(texture, {
        destroy() {
          texture.destroyed = true;
        },
      });
    },
  };
  return { regl: regl as unknown as REGL.Regl, textures };
}

const image = (id: string, url: string, extra: Partial<DrawableImage> = {}): DrawableImage => ({
  id,
  url,
  centerX: 0,
  centerY: 0,
  width: 4,
  height: 3,
  ...extra,
});

describe('createImageStore', () => {
  it('loads each URL once, draws an image only after its load, and frees unused textures', async () => {
    const { regl, textures } = createFakeRegl();
    const onLoaded = vi.fn();
    const loads: string[] = [];
    const store = createImageStore(regl, onLoaded, async (url) => {
      loads.push(url);
      return { url } as unknown as HTMLImageElement;
    });
    store.update([image('a', 'one'), image('b', 'one'), image('c', 'two')]);
    expect(store.images).toEqual([]);
    await store.settled();
    expect(loads).toEqual(['one', 'two']);
    expect(onLoaded).toHaveBeenCalledTimes(2);
    expect(store.images.map((drawn) => drawn.source.id)).toEqual(['a', 'b', 'c']);
    expect(store.images[0].texture).toBe(store.images[1].texture);

    store.update([image('c', 'two')]);
    expect(textures.filter((texture) => texture.destroyed)).toHaveLength(1);
    expect(store.images.map((drawn) => drawn.source.id)).toEqual(['c']);
    store.destroy();
    expect(textures.every((texture) => texture.destroyed)).toBe(true);
  });

  it('leaves out images that fail to load or have no drawable box, with a warning', async () => {
    const { regl } = createFakeRegl();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createImageStore(
      regl,
      () => {},
      async (url) => {
        if (url === 'broken') throw new Error('404');
        return {} as HTMLImageElement;
      },
    );
    store.update([image('a', 'broken'), image('b', 'fine', { width: 0 }), image('c', 'fine')]);
    await store.settled();
    expect(store.images.map((drawn) => drawn.source.id)).toEqual(['c']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
