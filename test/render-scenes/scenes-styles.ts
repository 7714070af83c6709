/** Scenes of the expression style fields (spec: "Expression state"), on the default graph paper. */
import type { RenderScene } from './scene-types';

const RED = '#c74440';
const BLUE = '#2d70b3';
const GREEN = '#388c46';
const PURPLE = '#6042a6';
const ORANGE = '#fa7e19';
const BLACK = '#000000';

export const STYLE_SCENES: RenderScene[] = [
  {
    name: 'style-colors',
    shows:
      'six parallel lines in the six palette colors, top to bottom red, blue, green, purple, orange, black',
    expressions: [RED, BLUE, GREEN, PURPLE, ORANGE, BLACK].map((color, index) => ({
      id: `line${index}`,
      latex: `y=0.3x+${5 - 2 * index}`,
      color,
    })),
    wrong: [{ is: 'purple drawn blue', items: { line3: { color: BLUE } } }],
  },
  {
    name: 'style-color-custom',
    shows: 'a parabola in a custom teal #11aa99 and a sine in a custom dark pink #cc2277',
    expressions: [
      { id: 'parabola', latex: 'y=0.1x^2-5', color: '#11aa99' },
      { id: 'sine', latex: 'y=3\\sin x', color: '#cc2277' },
    ],
    // At 0.1 a neighbouring shade of teal or pink differs by 0 px.
    threshold: 0.05,
    wrong: [
      { is: 'another teal', items: { parabola: { color: '#119988' } } },
      { is: 'another pink', items: { sine: { color: '#dd3388' } } },
    ],
  },
  {
    name: 'style-line-styles',
    shows: 'three sines: solid (top, red), dashed (middle, blue), dotted (bottom, green)',
    expressions: [
      { id: 'solid', latex: 'y=\\sin x+4', color: RED, lineStyle: 'SOLID' },
      { id: 'dashed', latex: 'y=\\sin x', color: BLUE, lineStyle: 'DASHED' },
      { id: 'dotted', latex: 'y=\\sin x-4', color: GREEN, lineStyle: 'DOTTED' },
    ],
    wrong: [
      { is: 'dashed drawn solid', items: { dashed: { lineStyle: 'SOLID' } } },
      { is: 'dotted drawn dashed', items: { dotted: { lineStyle: 'DASHED' } } },
    ],
  },
  {
    name: 'style-line-styles-implicit',
    shows: 'a dashed circle of radius 5 (blue) and a dotted circle of radius 3 (red), both closed',
    expressions: [
      { id: 'outer', latex: 'x^2+y^2=25', color: BLUE, lineStyle: 'DASHED' },
      { id: 'inner', latex: 'x^2+y^2=9', color: RED, lineStyle: 'DOTTED' },
    ],
    wrong: [
      { is: 'dashed drawn solid', items: { outer: { lineStyle: 'SOLID' } } },
      { is: 'dotted drawn dashed', items: { inner: { lineStyle: 'DASHED' } } },
    ],
  },
  {
    name: 'style-point-styles',
    shows: 'three rows of four points: filled dots (red, top), open rings (blue), crosses (green, bottom)',
    expressions: [
      { id: 'dots', latex: '[(-6,4),(-2,4),(2,4),(6,4)]', color: RED, pointStyle: 'POINT' },
      { id: 'rings', latex: '[(-6,0),(-2,0),(2,0),(6,0)]', color: BLUE, pointStyle: 'OPEN' },
      { id: 'crosses', latex: '[(-6,-4),(-2,-4),(2,-4),(6,-4)]', color: GREEN, pointStyle: 'CROSS' },
    ],
    // A marker is mostly anti-aliased edge, which pixelmatch skips: crosses drawn as dots differ by 28 px.
    includeAntialiased: true,
    allowedDifference: 10,
    wrong: [
      { is: 'crosses drawn as dots', items: { crosses: { pointStyle: 'POINT' } } },
      { is: 'rings drawn as dots', items: { rings: { pointStyle: 'POINT' } } },
    ],
  },
  {
    name: 'style-point-style-drag-rule',
    shows:
      'asked OPEN: draggable A=(−4,2) (AUTO) stays a filled red dot, B=(4,2) with dragMode NONE is a blue ring; asked CROSS: the slider point (a,−3) is a filled green dot, the static (4,−3) a purple cross',
    expressions: [
      { id: 'draggable', latex: 'A=(-4,2)', color: RED, pointStyle: 'OPEN' },
      { id: 'fixed', latex: 'B=(4,2)', color: BLUE, pointStyle: 'OPEN', dragMode: 'NONE' },
      { id: 'slider', latex: 'a=-4', color: BLACK },
      { id: 'sliderPoint', latex: '(a,-3)', color: GREEN, pointStyle: 'CROSS' },
      { id: 'static', latex: '(4,-3)', color: PURPLE, pointStyle: 'CROSS' },
    ],
    // One marker's shape is the subject: 7–12 px without its anti-aliased edge.
    includeAntialiased: true,
    allowedDifference: 8,
    wrong: [
      { is: 'draggable A drawn as asked (a ring)', items: { draggable: { dragMode: 'NONE' } } },
      { is: 'the slider point drawn as asked (a cross)', items: { sliderPoint: { latex: '(-4,-3)' } } },
    ],
  },
  {
    name: 'style-fill-opacity',
    shows:
      'two shaded regions: y>x+3 pale blue (fillOpacity 0.15) top left, y<x-3 strong red (0.8) bottom right',
    expressions: [
      { id: 'pale', latex: 'y>x+3', color: BLUE, fillOpacity: 0.15 },
      { id: 'strong', latex: 'y<x-3', color: RED, fillOpacity: 0.8 },
    ],
    // Fills at 0.15 and 0.3 differ by less than 0.1 (0 px).
    threshold: 0.05,
    wrong: [
      { is: 'pale fill at 0.3', items: { pale: { fillOpacity: 0.3 } } },
      { is: 'strong fill at 0.6', items: { strong: { fillOpacity: 0.6 } } },
    ],
  },
  {
    name: 'style-fill-inequality',
    shows: 'the region y<x/2+1 shaded green at the default opacity 0.4 below a dashed boundary line',
    expressions: [{ id: 'region', latex: 'y<0.5x+1', color: GREEN }],
    // Fills at 0.4 and 0.3 differ by less than 0.1 (0 px).
    threshold: 0.05,
    wrong: [{ is: 'fill opacity 0.3', items: { region: { fillOpacity: 0.3 } } }],
  },
  {
    name: 'style-fill-off',
    shows:
      'x²+y²<16 with fill: false is only its dashed red circle; y≥0.5x²+2 (purple, fill true) is shaded inside',
    expressions: [
      { id: 'outline', latex: 'x^2+y^2<16', color: RED, fill: false },
      { id: 'filled', latex: 'y\\ge0.5x^2+2', color: PURPLE, fill: true },
    ],
    wrong: [{ is: 'circle filled', items: { outline: { fill: true } } }],
  },
  {
    name: 'style-points-lines',
    shows:
      'points: false hides the blue list and lines: false the blue curve; the red list (points true) and green curve (lines true) show',
    expressions: [
      { id: 'pointsShown', latex: '[(-6,4),(-3,2),(0,4),(3,2),(6,4)]', color: RED, points: true },
      { id: 'pointsHidden', latex: '[(-6,-4),(-3,-2),(0,-4),(3,-2),(6,-4)]', color: BLUE, points: false },
      { id: 'linesShown', latex: 'y=0.5x', color: GREEN, lines: true },
      { id: 'linesHidden', latex: 'y=-0.5x', color: BLUE, lines: false },
    ],
    wrong: [
      { is: 'hidden points shown', items: { pointsHidden: { points: true } } },
      { is: 'hidden line shown', items: { linesHidden: { lines: true } } },
    ],
  },
  {
    name: 'style-hidden',
    shows: 'only the blue parabola; the red line y=x is hidden and must not appear',
    expressions: [
      { id: 'hiddenLine', latex: 'y=x', color: RED, hidden: true },
      { id: 'parabola', latex: 'y=0.2x^2-4', color: BLUE },
    ],
    wrong: [{ is: 'hidden line shown', items: { hiddenLine: { hidden: false } } }],
  },
  {
    name: 'style-secret',
    shows: 'a secret expression is still graphed: the red cubic and the blue line both appear',
    expressions: [
      { id: 'secretCubic', latex: 'y=0.02x^3', color: RED, secret: true },
      { id: 'line', latex: 'y=-x', color: BLUE },
    ],
    wrong: [{ is: 'secret cubic hidden', items: { secretCubic: { hidden: true } } }],
  },
  {
    name: 'style-label-default',
    shows:
      'points (2,3) and (-5,-2.5) with their default coordinate labels "(2, 3)" and "(−5, −2.5)" (typographic minus, as the tick labels)',
    expressions: [
      { id: 'first', latex: '(2,3)', color: RED, showLabel: true },
      { id: 'second', latex: '(-5,-2.5)', color: BLUE, showLabel: true, label: '' },
    ],
    // One short label is mostly anti-aliased edge (42 px without it).
    includeAntialiased: true,
    wrong: [
      { is: 'no label on (2,3)', items: { first: { showLabel: false } } },
      { is: 'label of (−5,−2.5) replaced', items: { second: { label: 'B' } } },
    ],
  },
  {
    name: 'style-label-text',
    shows:
      'labels as literal text: "f(a, b) <b>bold?</b> & x<y" beside the red point, "Peak, (max)" beside the blue one',
    expressions: [
      { id: 'markup', latex: '(-6,3)', color: RED, showLabel: true, label: 'f(a, b) <b>bold?</b> & x<y' },
      { id: 'plain', latex: '(3,-3)', color: BLUE, showLabel: true, label: 'Peak, (max)' },
      { id: 'curve', latex: 'y=0.1x^2-6', color: GREEN },
    ],
    wrong: [{ is: 'markup read as markup', items: { markup: { label: 'f(a, b) bold? & x<y' } } }],
  },
  {
    name: 'style-label-hidden',
    shows: 'a labeled point with showLabel false: the green point without any text',
    expressions: [{ id: 'unlabeled', latex: '(1,2)', color: GREEN, showLabel: false, label: 'invisible' }],
    wrong: [{ is: 'label shown', items: { unlabeled: { showLabel: true } } }],
  },
  {
    name: 'style-label-list',
    shows: 'three points of one list, each labeled with its own coordinates',
    expressions: [{ id: 'list', latex: '[(-6,-3),(0,0),(6,3)]', color: PURPLE, showLabel: true }],
    wrong: [{ is: 'no labels', items: { list: { showLabel: false } } }],
  },
  {
    name: 'style-label-edges',
    shows:
      'labels of points at the edges stay inside: top right "corner label" left of and below its point, right edge "east side" left of it, top edge "north" below it',
    expressions: [
      { id: 'corner', latex: '(9.5,7.2)', color: RED, showLabel: true, label: 'corner label' },
      { id: 'east', latex: '(9.6,0)', color: BLUE, showLabel: true, label: 'east side' },
      { id: 'north', latex: '(-3,7.3)', color: GREEN, showLabel: true, label: 'north' },
    ],
    wrong: [
      { is: 'corner label missing', items: { corner: { showLabel: false } } },
      { is: 'north label missing', items: { north: { showLabel: false } } },
    ],
  },
  {
    name: 'style-list-lines',
    shows:
      'point lists as polylines: top blue zigzag with lines only (no dots), bottom green dots joined by dotted segments',
    expressions: [
      {
        id: 'linesOnly',
        latex: '[(-6,1),(-3,-1),(0,1),(3,-1),(6,1)]',
        color: BLUE,
        lines: true,
        points: false,
      },
      {
        id: 'dotted',
        latex: '[(-6,-3),(-3,-5),(0,-3),(3,-5),(6,-3)]',
        color: GREEN,
        lines: true,
        points: true,
        lineStyle: 'DOTTED',
      },
    ],
    wrong: [
      { is: 'dotted segments solid', items: { dotted: { lineStyle: 'SOLID' } } },
      { is: 'zigzag with dots', items: { linesOnly: { points: true } } },
    ],
  },
  {
    name: 'style-table',
    shows:
      'a table of 5 rows: open blue rings at (−6,−2), (−3,3), (0,−1), (3,4), (6,0) joined by dashed segments',
    expressions: [
      {
        type: 'table',
        id: 'table',
        columns: [
          { latex: 'x_1', values: ['-6', '-3', '0', '3', '6'] },
          {
            latex: 'y_1',
            values: ['-2', '3', '-1', '4', '0'],
            color: BLUE,
            pointStyle: 'OPEN',
            lineStyle: 'DASHED',
            points: true,
            lines: true,
          },
        ],
      },
    ],
    wrong: [
      {
        is: 'segments solid, points filled',
        items: {
          table: {
            columns: [
              { latex: 'x_1', values: ['-6', '-3', '0', '3', '6'] },
              {
                latex: 'y_1',
                values: ['-2', '3', '-1', '4', '0'],
                color: BLUE,
                pointStyle: 'POINT',
                lineStyle: 'SOLID',
                points: true,
                lines: true,
              },
            ],
          },
        },
      },
    ],
  },
  {
    name: 'style-fill-polygon',
    shows:
      'polygons: right triangle shaded purple at fillOpacity 0.3 inside its outline; left square with fill: false is an orange outline only',
    expressions: [
      {
        id: 'triangle',
        latex: '\\operatorname{polygon}((1,1),(7,1),(4,6))',
        color: PURPLE,
        fillOpacity: 0.3,
      },
      {
        id: 'square',
        latex: '\\operatorname{polygon}((-7,-5),(-2,-5),(-2,0),(-7,0))',
        color: ORANGE,
        fill: false,
      },
    ],
    // Fills at 0.3 and 0.4 differ by less than 0.1 (0 px).
    threshold: 0.05,
    wrong: [
      { is: 'triangle fill 0.4', items: { triangle: { fillOpacity: 0.4 } } },
      { is: 'square filled', items: { square: { fill: true } } },
    ],
  },
  {
    name: 'style-fill-parametric',
    shows:
      'parametric curves: a cardioid (left) shaded green at the default 0.4 inside its concave outline only; a figure eight (right) with fill: true shaded in both lobes at fillOpacity 0.2; a circle (top) with fill absent is an outline only',
    expressions: [
      {
        id: 'cardioid',
        latex: '(-4+3(1-\\cos t)\\cos t,3(1-\\cos t)\\sin t)',
        domain: { min: '0', max: '2\\pi' },
        color: GREEN,
        fill: true,
      },
      {
        id: 'eight',
        latex: '(5+3\\sin(2t),3\\sin t)',
        domain: { min: '0', max: '2\\pi' },
        color: BLUE,
        fill: true,
        fillOpacity: 0.2,
      },
      {
        id: 'circle',
        latex: '(2\\cos t,5+1.5\\sin t)',
        domain: { min: '0', max: '2\\pi' },
        color: RED,
      },
    ],
    wrong: [
      { is: 'figure eight at the default 0.4', items: { eight: { fillOpacity: 0.4 } } },
      { is: 'circle filled', items: { circle: { fill: true } } },
    ],
  },
];
