/** Scenes of the graph settings (spec: "Graph settings"), each with a curve so the paper is not empty. */
import type { RenderScene } from './scene-types';

const PARABOLA = [{ id: 'parabola', latex: 'y=0.1x^2-3', color: '#c74440' }];

export const SETTING_SCENES: RenderScene[] = [
  {
    name: 'settings-default',
    shows: 'the default paper: minor and major grid, both axes, numbers every 5 on x and y, a red parabola',
    expressions: PARABOLA,
    // The minor grid is too pale for 0.1: without it the paper differs by 0 px.
    threshold: 0.05,
    wrong: [{ is: 'no minor grid', settings: { xAxisMinorSubdivisions: 1, yAxisMinorSubdivisions: 1 } }],
  },
  {
    name: 'settings-grid-off',
    shows: 'showGrid false: axes and numbers on white, no grid lines',
    expressions: PARABOLA,
    settings: { showGrid: false },
    wrong: [{ is: 'grid shown', settings: { showGrid: true } }],
  },
  {
    name: 'settings-polar',
    shows:
      'polarMode: concentric circles and radial lines every 15°, radius numbers on the x axis, angle labels',
    expressions: [{ id: 'rose', latex: 'r=5\\cos(3\\theta)', color: '#2d70b3' }],
    settings: { polarMode: true },
    wrong: [{ is: 'cartesian grid', settings: { polarMode: false } }],
  },
  {
    name: 'settings-polar-numbers-off',
    shows: 'polarMode with polarNumbers false: the polar grid without angle labels (axis numbers remain)',
    expressions: [{ id: 'rose', latex: 'r=5\\cos(3\\theta)', color: '#2d70b3' }],
    settings: { polarMode: true, polarNumbers: false },
    wrong: [{ is: 'angle labels shown', settings: { polarNumbers: true } }],
  },
  {
    name: 'settings-x-axis-off',
    shows: 'showXAxis false: no horizontal axis line and no x numbers; the y axis and its numbers remain',
    expressions: PARABOLA,
    settings: { showXAxis: false },
    wrong: [{ is: 'x axis shown', settings: { showXAxis: true } }],
  },
  {
    name: 'settings-y-axis-off',
    shows: 'showYAxis false: no vertical axis line and no y numbers; the x axis and its numbers remain',
    expressions: PARABOLA,
    settings: { showYAxis: false },
    wrong: [{ is: 'y axis shown', settings: { showYAxis: true } }],
  },
  {
    name: 'settings-x-numbers-off',
    shows: 'xAxisNumbers false: the x axis without numbers; y numbers remain',
    expressions: PARABOLA,
    settings: { xAxisNumbers: false },
    // Small digits are mostly anti-aliased edge.
    includeAntialiased: true,
    wrong: [{ is: 'x numbers shown', settings: { xAxisNumbers: true } }],
  },
  {
    name: 'settings-y-numbers-off',
    shows: 'yAxisNumbers false: the y axis without numbers; x numbers remain',
    expressions: PARABOLA,
    settings: { yAxisNumbers: false },
    // Small digits are mostly anti-aliased edge: the y numbers shown differ by 27 px without it.
    includeAntialiased: true,
    allowedDifference: 20,
    wrong: [{ is: 'y numbers shown', settings: { yAxisNumbers: true } }],
  },
  {
    name: 'settings-axis-steps',
    shows: 'xAxisStep 3 (x numbers -9, -6, …, 9) and yAxisStep 0.5 (y major lines and numbers every 0.5)',
    expressions: [{ id: 'line', latex: 'y=0.1x', color: '#388c46' }],
    settings: { xAxisStep: 3, yAxisStep: 0.5 },
    bounds: { left: -10, right: 10, bottom: -1.875, top: 1.875 },
    wrong: [
      { is: 'x step ignored', settings: { xAxisStep: 0 } },
      { is: 'y step ignored', settings: { yAxisStep: 0 } },
    ],
  },
  {
    name: 'settings-axis-step-pi',
    shows: 'xAxisStep π: x numbers written as multiples of π (π, 2π, −π, …) with sin x crossing at each',
    expressions: [{ id: 'sine', latex: 'y=2\\sin x', color: '#2d70b3' }],
    settings: { xAxisStep: Math.PI },
    wrong: [{ is: 'step 3 instead of π', settings: { xAxisStep: 3 } }],
  },
  {
    name: 'settings-axis-step-too-small',
    shows: 'xAxisStep 0.001 is too small to display: the automatic spacing (numbers every 5) is used',
    expressions: PARABOLA,
    settings: { xAxisStep: 0.001 },
    wrong: [{ is: 'numbers every 2', settings: { xAxisStep: 2 } }],
  },
  {
    name: 'settings-minor-subdivisions-off',
    shows: 'x and y minor subdivisions 1: only major grid lines (every 5), no minor lines',
    expressions: PARABOLA,
    settings: { xAxisMinorSubdivisions: 1, yAxisMinorSubdivisions: 1 },
    // The minor grid is too pale for 0.1 (0 px).
    threshold: 0.05,
    wrong: [
      { is: 'automatic minor lines', settings: { xAxisMinorSubdivisions: 0, yAxisMinorSubdivisions: 0 } },
    ],
  },
  {
    name: 'settings-minor-subdivisions-mixed',
    shows:
      'x minor subdivisions 2 (one minor line between x majors 5 apart), y 5 (four minor lines between y majors)',
    expressions: PARABOLA,
    settings: { xAxisMinorSubdivisions: 2, yAxisMinorSubdivisions: 5 },
    // The minor grid is too pale for 0.1 (0 px).
    threshold: 0.05,
    wrong: [
      { is: 'x and y swapped', settings: { xAxisMinorSubdivisions: 5, yAxisMinorSubdivisions: 2 } },
      { is: 'y minor lines off', settings: { yAxisMinorSubdivisions: 1 } },
    ],
  },
  {
    name: 'settings-arrows',
    shows: 'x axis arrow at its right end only (POSITIVE), y axis arrows at both ends (BOTH)',
    expressions: PARABOLA,
    settings: { xAxisArrowMode: 'POSITIVE', yAxisArrowMode: 'BOTH' },
    // An arrow head is a few pixels, mostly anti-aliased edge (22–25 px without it).
    includeAntialiased: true,
    allowedDifference: 10,
    wrong: [
      { is: 'x arrows at both ends', settings: { xAxisArrowMode: 'BOTH' } },
      { is: 'y arrow at the top only', settings: { yAxisArrowMode: 'POSITIVE' } },
      { is: 'no arrows', settings: { xAxisArrowMode: 'NONE', yAxisArrowMode: 'NONE' } },
    ],
  },
  {
    name: 'settings-axis-labels',
    shows: 'axis labels "time (s)" at the right end of the x axis and "height, m" at the top of the y axis',
    expressions: PARABOLA,
    settings: { xAxisLabel: 'time (s)', yAxisLabel: 'height, m' },
    wrong: [
      { is: 'no y label', settings: { yAxisLabel: '' } },
      { is: 'x label changed', settings: { xAxisLabel: 'time (h)' } },
    ],
  },
  {
    name: 'settings-font-size-large',
    shows: 'fontSize 24: numbers and axis label clearly larger; fewer numbers so they do not collide',
    expressions: PARABOLA,
    settings: { fontSize: 24, xAxisLabel: 'x' },
    wrong: [{ is: 'fontSize 20', settings: { fontSize: 20 } }],
  },
  {
    name: 'settings-font-size-small',
    shows: 'fontSize 9: small numbers',
    expressions: PARABOLA,
    settings: { fontSize: 9 },
    // Small digits are mostly anti-aliased edge.
    includeAntialiased: true,
    allowedDifference: 30,
    wrong: [{ is: 'fontSize 11', settings: { fontSize: 11 } }],
  },
  {
    name: 'settings-projector-mode',
    shows: 'projectorMode: thicker curve and axes, larger numbers, darker grid',
    expressions: PARABOLA,
    settings: { projectorMode: true },
    wrong: [{ is: 'projector mode off', settings: { projectorMode: false } }],
  },
  {
    name: 'settings-inverted-colors',
    shows: 'invertedColors: dark background, light grid, axes and numbers, the curve still reddish',
    expressions: [...PARABOLA, { id: 'point', latex: '(3,4)', color: '#2d70b3', showLabel: true }],
    settings: { invertedColors: true },
    wrong: [{ is: 'colors not inverted', settings: { invertedColors: false } }],
  },
  {
    name: 'settings-degree-mode',
    shows: 'degreeMode: y=5 sin x over 0..360 makes one full period (crossing zero at 180 and 360)',
    expressions: [{ id: 'sine', latex: 'y=5\\sin x', color: '#2d70b3' }],
    settings: { degreeMode: true },
    bounds: { left: -40, right: 400, bottom: -8.25, top: 8.25 },
    wrong: [{ is: 'radians', settings: { degreeMode: false } }],
  },
  {
    name: 'settings-polar-degrees',
    shows:
      'polarMode with degreeMode, origin off center: angle labels in degrees (0°, 30°, … 90° right of the y axis), a blue circle r=3',
    expressions: [{ id: 'circle', latex: 'r=3', color: '#2d70b3' }],
    settings: { polarMode: true, degreeMode: true },
    bounds: { left: -4, right: 12, bottom: -3, top: 9 },
    wrong: [{ is: 'radian angle labels', settings: { degreeMode: false } }],
  },
];
