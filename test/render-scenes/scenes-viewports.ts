/**
 * Scenes of viewports and ticks (non-uniform projections, scientific labels, axes off screen) and of the
 * screenshot options (pixel ratio, small images, asyncScreenshot modes and regions, SVG).
 */
import type { RenderScene } from './scene-types';

const SINE = [{ id: 'sine', latex: 'y=\\sin x', color: '#2d70b3' }];
const CIRCLE = [
  { id: 'circle', latex: 'x^2+y^2=16', color: '#c74440' },
  { id: 'line', latex: 'y=x', color: '#388c46' },
];

export const VIEWPORT_SCENES: RenderScene[] = [
  {
    name: 'viewport-non-uniform',
    shows: 'x −10..10 but y −1.5..1.5: a tall sine, x numbers every 5, y numbers at −1 and 1',
    expressions: SINE,
    bounds: { left: -10, right: 10, bottom: -1.5, top: 1.5 },
    wrong: [{ is: 'y −3..3', bounds: { left: -10, right: 10, bottom: -3, top: 3 } }],
  },
  {
    name: 'viewport-scientific-large',
    shows: 'x −4×10⁷..4×10⁷: x numbers in scientific notation (for example 2×10⁷), no collisions',
    expressions: [{ id: 'line', latex: 'y=x', color: '#388c46' }],
    bounds: { left: -4e7, right: 4e7, bottom: -3e7, top: 3e7 },
    wrong: [
      { is: 'a hundred times smaller (×10⁵)', bounds: { left: -4e5, right: 4e5, bottom: -3e5, top: 3e5 } },
    ],
  },
  {
    name: 'viewport-scientific-small',
    shows: 'a region 4×10⁻⁶ wide: numbers like 1×10⁻⁶ in scientific notation on both axes',
    expressions: [{ id: 'line', latex: 'y=x', color: '#388c46' }],
    bounds: { left: -2e-6, right: 2e-6, bottom: -1.5e-6, top: 1.5e-6 },
    // The subject is one exponent digit per label (23 px at 0.1 without anti-aliased edges).
    includeAntialiased: true,
    allowedDifference: 12,
    wrong: [
      { is: 'ten times larger (×10⁻⁵)', bounds: { left: -2e-5, right: 2e-5, bottom: -1.5e-5, top: 1.5e-5 } },
    ],
  },
  {
    name: 'viewport-axes-off-screen',
    shows:
      'x 5..25, y 5..20: both axes off screen, x numbers pinned to the bottom edge, y numbers to the left edge',
    expressions: [{ id: 'parabola', latex: 'y=0.05x^2', color: '#c74440' }],
    bounds: { left: 5, right: 25, bottom: 5, top: 20 },
    wrong: [{ is: 'y axis on screen', bounds: { left: -1, right: 19, bottom: 5, top: 20 } }],
  },
  {
    name: 'viewport-axes-off-screen-negative',
    shows: 'x −25..−5, y −20..−5: numbers pinned to the top and right edges',
    expressions: [{ id: 'parabola', latex: 'y=-0.05x^2', color: '#c74440' }],
    bounds: { left: -25, right: -5, bottom: -20, top: -5 },
    wrong: [{ is: 'x axis on screen', bounds: { left: -25, right: -5, bottom: -14, top: 1 } }],
  },
  {
    name: 'viewport-zoomed-out',
    shows: 'x −1000..1000: numbers every 500 (or 200), none overlapping, including negative ones',
    expressions: [{ id: 'cubic', latex: 'y=x^3/10^6', color: '#6042a6' }],
    bounds: { left: -1000, right: 1000, bottom: -750, top: 750 },
    wrong: [{ is: 'x −2000..2000', bounds: { left: -2000, right: 2000, bottom: -1500, top: 1500 } }],
  },
  {
    name: 'viewport-many-curve-kinds',
    shows:
      'explicit tan (no vertical joins at asymptotes), x=f(y) parabola, polar spiral, parametric Lissajous',
    expressions: [
      { id: 'tan', latex: 'y=\\tan x', color: '#c74440' },
      { id: 'sideways', latex: 'x=0.2y^2-8', color: '#2d70b3' },
      { id: 'spiral', latex: 'r=0.5\\theta', color: '#388c46', domain: { min: '0', max: '4\\pi' } },
      {
        id: 'lissajous',
        latex: '(6\\sin(2t),5\\cos(3t))',
        color: '#6042a6',
        domain: { min: '0', max: '2\\pi' },
      },
    ],
    wrong: [{ is: 'spiral on 0..2π', items: { spiral: { domain: { min: '0', max: '2\\pi' } } } }],
  },
  {
    name: 'screenshot-pixel-ratio-2',
    shows: 'targetPixelRatio 2: an 800 × 600 image of the circle and line, lines and text twice as thick',
    expressions: CIRCLE,
    screenshot: { kind: 'sync', targetPixelRatio: 2 },
    allowedDifference: 160,
    wrong: [
      {
        is: 'an 800 × 600 CSS px shot at ratio 1',
        screenshot: { kind: 'sync', width: 800, height: 600, targetPixelRatio: 1 },
      },
    ],
  },
  {
    name: 'screenshot-pixel-ratio-half',
    shows:
      'targetPixelRatio 0.5: a 200 × 150 image of the same picture (numbers too, as the CSS size is 400)',
    expressions: CIRCLE,
    screenshot: { kind: 'sync', targetPixelRatio: 0.5 },
    wrong: [
      {
        is: 'a 200 × 150 CSS px shot at ratio 1',
        screenshot: { kind: 'sync', width: 200, height: 150, targetPixelRatio: 1 },
      },
    ],
  },
  {
    name: 'screenshot-small-no-numbers',
    shows:
      'a 200 × 150 CSS px shot of x −12..12: smaller than 256 px so without axis numbers; grid and curves remain',
    expressions: CIRCLE,
    bounds: { left: -12, right: 12, bottom: -9, top: 9 },
    screenshot: { kind: 'sync', width: 200, height: 150 },
    // Numbers at this size are mostly anti-aliased edge.
    includeAntialiased: true,
    wrong: [
      {
        is: 'numbers drawn',
        screenshot: { kind: 'async', width: 200, height: 150, preserveAxisNumbers: true },
      },
    ],
  },
  {
    name: 'screenshot-small-preserve-numbers',
    shows:
      'the same 200 × 150 shot with preserveAxisNumbers: numbers drawn (−10 and 10 on x, 0 at the origin; y ±10 lie outside −9..9)',
    expressions: CIRCLE,
    bounds: { left: -12, right: 12, bottom: -9, top: 9 },
    screenshot: { kind: 'async', width: 200, height: 150, preserveAxisNumbers: true },
    // Numbers at this size are mostly anti-aliased edge.
    includeAntialiased: true,
    wrong: [
      {
        is: 'numbers dropped',
        screenshot: { kind: 'async', width: 200, height: 150, preserveAxisNumbers: false },
      },
    ],
  },
  {
    name: 'screenshot-async-contain',
    shows:
      'asyncScreenshot of the off-screen region x 20..30, y −2.5..2.5 (contain): the sine around x=25, y widened to −3.75..3.75',
    expressions: SINE,
    screenshot: {
      kind: 'async',
      mode: 'contain',
      mathBounds: { left: 20, right: 30, bottom: -2.5, top: 2.5 },
    },
    wrong: [
      {
        is: 'stretch',
        screenshot: {
          kind: 'async',
          mode: 'stretch',
          mathBounds: { left: 20, right: 30, bottom: -2.5, top: 2.5 },
        },
      },
    ],
  },
  {
    name: 'screenshot-async-stretch',
    shows: 'stretch: exactly x 20..30 and y −1.5..1.5 filling 400 × 300 (non-uniform), a tall sine',
    expressions: SINE,
    screenshot: {
      kind: 'async',
      mode: 'stretch',
      mathBounds: { left: 20, right: 30, bottom: -1.5, top: 1.5 },
    },
    wrong: [
      {
        is: 'contain',
        screenshot: {
          kind: 'async',
          mode: 'contain',
          mathBounds: { left: 20, right: 30, bottom: -1.5, top: 1.5 },
        },
      },
    ],
  },
  {
    name: 'screenshot-async-preserve-x',
    shows: 'preserveX: x exactly 20..30, y centered on 0 with the screen ratio (y −3.75..3.75)',
    expressions: SINE,
    screenshot: {
      kind: 'async',
      mode: 'preserveX',
      mathBounds: { left: 20, right: 30, bottom: -1, top: 1 },
    },
    wrong: [
      {
        is: 'preserveY',
        screenshot: {
          kind: 'async',
          mode: 'preserveY',
          mathBounds: { left: 20, right: 30, bottom: -1, top: 1 },
        },
      },
    ],
  },
  {
    name: 'screenshot-async-preserve-y',
    shows: 'preserveY: y exactly −2..2, x centered on 25 with the screen ratio (x ≈ 22.3..27.7)',
    expressions: SINE,
    screenshot: {
      kind: 'async',
      mode: 'preserveY',
      mathBounds: { left: 20, right: 30, bottom: -2, top: 2 },
    },
    wrong: [
      {
        is: 'preserveX',
        screenshot: {
          kind: 'async',
          mode: 'preserveX',
          mathBounds: { left: 20, right: 30, bottom: -2, top: 2 },
        },
      },
    ],
  },
  {
    name: 'screenshot-async-partial-bounds',
    shows: 'mathBounds with only left 0 and right 10: bottom and top from the current viewport (−7.5..7.5)',
    expressions: SINE,
    screenshot: { kind: 'async', mode: 'stretch', mathBounds: { left: 0, right: 10 } },
    wrong: [
      {
        is: 'bottom and top −5..5 instead of the viewport',
        screenshot: {
          kind: 'async',
          mode: 'stretch',
          mathBounds: { left: 0, right: 10, bottom: -5, top: 5 },
        },
      },
    ],
  },
  {
    name: 'screenshot-svg',
    shows:
      'asyncScreenshot format svg, rasterized by Chromium: grid, axes, numbers, circle and line as in the PNG',
    expressions: CIRCLE,
    screenshot: { kind: 'async', format: 'svg' },
    wrong: [
      { is: 'the line left out', items: { line: { hidden: true } } },
      { is: 'no grid', settings: { showGrid: false } },
    ],
  },
];
