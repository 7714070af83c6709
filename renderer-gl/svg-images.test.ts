import type REGL from 'regl';
import { describe, expect, it } from 'vitest';
import { writeSvgImages } from './svg-images';
import type { UploadedImage } from './image-store';

const texture = {} as REGL.Texture2D;
const projection = {
  view: { xmin: -10, xmax: 10, ymin: -7.5, ymax: 7.5 },
  scaleX: 20,
  scaleY: 20,
  clip: { left: 0, top: 0, right: 400, bottom: 300 },
};

describe('writeSvgImages', () => {
  it('maps the unit square onto the image box, turned and projected, with escaped URLs', () => {
    const images: UploadedImage[] = [
      {
        texture,
        source: { id: 'a', url: 'a.png?x=1&y="2"', centerX: 2, centerY: 1, width: 8, height: 6 },
      },
      {
        texture,
        source: {
          id: 'b',
          url: 'b.png',
          centerX: 0,
          centerY: 0,
          width: 2,
          height: 2,
          angle: Math.PI / 2,
          opacity: 0.5,
          foreground: true,
        },
      },
    ];
    const background = writeSvgImages(images, false, projection);
    // 8 × 6 units at 20 px a unit, centered at pixel (240, 130).
    expect(background).toBe(
      '<image href="a.png?x=1&#38;y=&#34;2&#34;" x="-0.5" y="-0.5" width="1" height="1"' +
        ' preserveAspectRatio="none" transform="matrix(160 0 0 120 240 130)"/>',
    );
    const foreground = writeSvgImages(images, true, projection);
    // A quarter turn counterclockwise: the image's x axis points up the screen (−y), its y axis right.
    expect(foreground).toContain('transform="matrix(0 -40 40 0 200 150)"');
    expect(foreground).toContain('opacity="0.5"');
  });
});
