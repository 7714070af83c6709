/**
 * Scenes of image items (the list's `type: 'image'`, reached through a saved state): placed by center and
 * size in math units, turned, translucent, in the foreground, following the viewport, hidden. The picture
 * is made here: four colored quadrants (red top left, green top right, blue bottom left, yellow bottom
 * right) inside a black frame, so position, size, orientation and flips all show.
 */
import { PNG } from 'pngjs';
import type { RenderScene } from './scene-types';

const IMAGE_WIDTH = 64;
const IMAGE_HEIGHT = 48;
const FRAME = 3;

function quadrantImageDataUrl(): string {
  const png = new PNG({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
  for (let y = 0; y < IMAGE_HEIGHT; y++) {
    for (let x = 0; x < IMAGE_WIDTH; x++) {
      const framed = x < FRAME || y < FRAME || x >= IMAGE_WIDTH - FRAME || y >= IMAGE_HEIGHT - FRAME;
      const right = x >= IMAGE_WIDTH / 2;
      const bottom = y >= IMAGE_HEIGHT / 2;
      const color = framed
        ? [0, 0, 0]
        : bottom
          ? right
            ? [240, 200, 0]
            : [40, 80, 220]
          : right
            ? [30, 160, 60]
            : [220, 40, 40];
      png.data.set([...color, 255], (y * IMAGE_WIDTH + x) * 4);
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

export const QUADRANT_IMAGE_URL = quadrantImageDataUrl();

function imageState(images: Record<string, unknown>[], expressions: Record<string, unknown>[] = []) {
  return {
    version: 11,
    graph: { viewport: { xmin: -10, xmax: 10, ymin: -7.5, ymax: 7.5 } },
    expressions: {
      list: [
        ...images.map((image, index) => ({
          type: 'image',
          id: `image${index}`,
          image_url: QUADRANT_IMAGE_URL,
          ...image,
        })),
        ...expressions,
      ],
    },
  };
}

/** Turned 30° about (−3,0), 8 × 4, translucent, in front: the PNG scene and its SVG twin draw the same. */
const TURNED_FOREGROUND_IMAGE = {
  center: '(-3,0)',
  width: '8',
  height: '4',
  angle: '\\frac{\\pi}{6}',
  opacity: '0.6',
  foreground: true,
};

export const IMAGE_SCENES: RenderScene[] = [
  {
    name: 'image-placed',
    shows:
      'the quadrant image (red top left) stretched over x −2..6, y −2..4 (center (2,1), 8 × 6): over the grid, under the axes and the red line y=x',
    state: imageState(
      [{ center: '(2,1)', width: '8', height: '6' }],
      [{ type: 'expression', id: 'line', latex: 'y=x', color: '#c74440' }],
    ),
    wrong: [
      { is: 'center one unit right', items: { image0: { center: '(3,1)' } } },
      { is: 'flipped upside down', items: { image0: { height: '-6' } } },
    ],
  },
  {
    name: 'image-turned-foreground',
    shows:
      'the image turned 30° counterclockwise about (−3,0), 8 × 4, at 60% opacity, drawn over the blue curve and the green shaded region',
    state: imageState(
      [TURNED_FOREGROUND_IMAGE],
      [
        { type: 'expression', id: 'curve', latex: 'y=0.2x^2-4', color: '#2d70b3' },
        { type: 'expression', id: 'region', latex: 'y<-x-2', color: '#388c46' },
      ],
    ),
    wrong: [
      { is: 'behind the curves', items: { image0: { foreground: false } } },
      { is: 'turned clockwise', items: { image0: { angle: '-\\frac{\\pi}{6}' } } },
    ],
  },
  {
    name: 'image-follows-viewport',
    shows:
      'after panning and zooming to x 0..10, y −1..6.5: the image at center (5,3), 4 × 4, a square 160 px wide; the hidden second image is absent',
    state: imageState([
      { center: '(5,3)', width: '4', height: '4' },
      { center: '(2,0)', width: '3', height: '3', hidden: true },
    ]),
    bounds: { left: 0, right: 10, bottom: -1, top: 6.5 },
    wrong: [{ is: 'the hidden image shown', items: { image1: { hidden: false } } }],
  },
  {
    name: 'image-svg',
    shows:
      'the SVG screenshot of the turned, translucent foreground image over the blue curve, as in the PNG scene',
    state: imageState(
      [TURNED_FOREGROUND_IMAGE],
      [{ type: 'expression', id: 'curve', latex: 'y=0.2x^2-4', color: '#2d70b3' }],
    ),
    screenshot: { kind: 'async', format: 'svg' },
    wrong: [
      { is: 'opaque', items: { image0: { opacity: '1' } } },
      { is: 'behind the curve', items: { image0: { foreground: false } } },
    ],
  },
];
