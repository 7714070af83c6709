/**
 * Scenes of issue 18's statistical graphs: a histogram, a dot plot, a box plot with an outlier, and a
 * normal distribution's density. Each list is a definition row of its own (which draws nothing).
 * `statistics.browser.test.ts` renders each with its subject wrong and checks that the comparison fails.
 */
import type { RenderScene } from './scene-types';

const BLUE = '#2d70b3';
const GREEN = '#388c46';
const PURPLE = '#6042a6';
const RED = '#c74440';

/** Eleven values: in bins of width 2 at 0, 2, 4, 6 and 8 they count 1, 4, 3, 2 and 1. */
export const HISTOGRAM_DATA = 'L=[1,2,2,3,3,4,5,5,6,7,9]';
/** Nine values: Q1 = 3, median 5, Q3 = 6.5 (Moore and McCabe), so 14 lies beyond Q3 + 1.5 IQR = 11.75. */
export const BOXPLOT_DATA = 'B=[2,3,3,4,5,5,6,7,14]';

export const STATISTICS_SCENES: RenderScene[] = [
  {
    name: 'statistics-histogram',
    shows:
      'blue bars on the x-axis from 0 to 10, each 2 wide with edges at even numbers, heights 1, 4, 3, 2, 1; filled light blue and outlined in blue',
    expressions: [
      { id: 'data', latex: HISTOGRAM_DATA },
      { id: 'plot', latex: '\\operatorname{histogram}(L,2)', color: BLUE },
    ],
    bounds: { left: -2, right: 12, bottom: -1, top: 9.5 },
    wrong: [{ is: 'bins 1 wide', items: { plot: { latex: '\\operatorname{histogram}(L,1)' } } }],
  },
  {
    name: 'statistics-dotplot',
    shows:
      'green dots stacked over 1, 2, 3, 4, 5, 6, 7 and 9 with heights 1, 2, 2, 1, 2, 1, 1, 1 dots at y = 1, 2',
    expressions: [
      { id: 'data', latex: HISTOGRAM_DATA },
      { id: 'plot', latex: '\\operatorname{dotplot}(L)', color: GREEN },
    ],
    bounds: { left: -1, right: 11, bottom: -1, top: 8 },
    wrong: [{ is: 'dots over multiples of 2', items: { plot: { latex: '\\operatorname{dotplot}(L,2)' } } }],
  },
  {
    name: 'statistics-boxplot',
    shows:
      'a purple box from x = 3 to 6.5 between y = 0.5 and 1.5, filled lightly, a median line at x = 5, whiskers at y = 1 from 2 to 3 and from 6.5 to 7, and one outlier dot at (14, 1) (vizProps.showBoxplotOutliers true)',
    expressions: [
      { id: 'data', latex: BOXPLOT_DATA },
      {
        id: 'plot',
        latex: '\\operatorname{boxplot}(B)',
        color: PURPLE,
        vizProps: { showBoxplotOutliers: true },
      },
    ],
    bounds: { left: -1, right: 15, bottom: -3, top: 9 },
    wrong: [
      { is: 'without the outlier value', items: { plot: { latex: '\\operatorname{boxplot}(B[1...8])' } } },
    ],
  },
  {
    name: 'statistics-histogram-density',
    shows:
      'the histogram of statistics-histogram as densities (vizProps.histogramMode): the same five blue bars, 2 wide, heights 1/22, 4/22, 3/22, 2/22, 1/22 (0.045 to 0.18), so the tallest reaches y ≈ 0.18',
    expressions: [
      { id: 'data', latex: HISTOGRAM_DATA },
      {
        id: 'plot',
        latex: '\\operatorname{histogram}(L,2)',
        color: BLUE,
        vizProps: { histogramMode: 'density' },
      },
    ],
    bounds: { left: -2, right: 12, bottom: -0.02, top: 0.22 },
    wrong: [{ is: 'counts', items: { plot: { vizProps: {} } } }],
  },
  {
    name: 'statistics-boxplot-no-outliers',
    shows:
      "the box plot of statistics-boxplot by default (vizProps.showBoxplotOutliers absent, the best-known product's default): the same purple box from 3 to 6.5 with the median at 5, the left whisker from 2 to 3, the right whisker from 6.5 all the way to 14, and no dot",
    expressions: [
      { id: 'data', latex: BOXPLOT_DATA },
      { id: 'plot', latex: '\\operatorname{boxplot}(B)', color: PURPLE },
    ],
    bounds: { left: -1, right: 15, bottom: -3, top: 9 },
    wrong: [{ is: 'outlier shown', items: { plot: { vizProps: { showBoxplotOutliers: true } } } }],
  },
  {
    name: 'statistics-normal-pdf',
    shows:
      'the standard normal density in red: a bell centered on the y-axis, peak about 0.4 at x = 0, near 0.05 at x = ±2, almost flat at ±4',
    expressions: [{ id: 'plot', latex: '\\operatorname{normaldist}(0,1)', color: RED }],
    bounds: { left: -4, right: 4, bottom: -0.1, top: 0.5 },
    wrong: [{ is: 'σ = 1.5', items: { plot: { latex: '\\operatorname{normaldist}(0,1.5)' } } }],
  },
];
