import { describe, expect, it } from 'vitest';
import { buildStatisticalPlot } from './statistical-plot-geometry';

describe('buildStatisticalPlot', () => {
  it('makes one outline curve, one fill of two triangles per rectangle, and the points', () => {
    const geometry = buildStatisticalPlot(
      'b',
      {
        kind: 'statistical-plot',
        plot: 'boxplot',
        rectangles: Float64Array.of(2, 3.5, 0.5, 1.5),
        segments: Float64Array.of(3, 0.5, 3, 1.5),
        xs: Float64Array.of(10.5),
        ys: Float64Array.of(1),
      },
      { showBoxplotOutliers: true },
    );
    expect(geometry.curves).toHaveLength(1);
    const curve = geometry.curves[0];
    // The closed box (5 vertices, 4 segments), a break, the median (1 segment).
    expect(curve.polyline).toHaveLength((5 + 1 + 2) * 2);
    expect(curve.segmentCount).toBe(5);
    expect(curve.originX + curve.polyline[2]).toBe(3.5);
    expect(curve.originY + curve.polyline[5]).toBe(1.5);
    expect(Number.isNaN(curve.polyline[10])).toBe(true);
    expect(curve.originX + curve.polyline[12]).toBe(3);
    expect(geometry.fills).toHaveLength(1);
    const triangles = Array.from(geometry.fills[0].triangles, (value, index) =>
      index % 2 === 0 ? value + geometry.fills[0].originX : value + geometry.fills[0].originY,
    );
    expect(triangles).toEqual([2, 0.5, 3.5, 0.5, 3.5, 1.5, 2, 0.5, 3.5, 1.5, 2, 1.5]);
    expect(geometry.points[0].x[0]).toBe(10.5);
  });

  it('builds 100,000 bars as one curve and one fill', () => {
    const rectangles = new Float64Array(400_000);
    for (let bar = 0; bar < 100_000; bar++) rectangles.set([bar, bar + 1, 0, 1 + (bar % 7)], bar * 4);
    const empty = new Float64Array(0);
    const geometry = buildStatisticalPlot('h', {
      kind: 'statistical-plot',
      plot: 'histogram',
      rectangles,
      segments: empty,
      xs: empty,
      ys: empty,
    });
    expect(geometry.curves[0].segmentCount).toBe(400_000);
    expect(geometry.fills[0].triangles).toHaveLength(1_200_000);
  });

  it('draws nothing for an empty plot', () => {
    const empty = new Float64Array(0);
    const geometry = buildStatisticalPlot('d', {
      kind: 'statistical-plot',
      plot: 'dotplot',
      rectangles: empty,
      segments: empty,
      xs: empty,
      ys: empty,
    });
    expect(geometry).toEqual({ curves: [], points: [], fills: [] });
  });

  it('draws bars as relative or density heights, and a box plot without outlier points, from the options', () => {
    const histogram = {
      kind: 'statistical-plot',
      plot: 'histogram',
      rectangles: Float64Array.of(0, 2, 0, 1, 2, 4, 0, 3),
      segments: new Float64Array(0),
      xs: new Float64Array(0),
      ys: new Float64Array(0),
    } as const;
    const top = (geometry: ReturnType<typeof buildStatisticalPlot>) =>
      geometry.curves[0].originY + geometry.curves[0].polyline[17];
    expect(top(buildStatisticalPlot('h', histogram))).toBe(3);
    expect(top(buildStatisticalPlot('h', histogram, { histogramMode: 'relative' }))).toBe(0.75);
    expect(top(buildStatisticalPlot('h', histogram, { histogramMode: 'density' }))).toBe(0.375);
    const boxplot = {
      kind: 'statistical-plot',
      plot: 'boxplot',
      rectangles: Float64Array.of(2, 3.5, 0.5, 1.5),
      segments: Float64Array.of(3, 0.5, 3, 1.5, 1, 1, 2, 1, 3.5, 1, 4, 1),
      xs: Float64Array.of(10.5),
      ys: Float64Array.of(1),
    } as const;
    expect(buildStatisticalPlot('b', boxplot, { showBoxplotOutliers: true }).points).toHaveLength(1);
    // Absent is the best-known product's default: whiskers over every value, no outlier points.
    expect(buildStatisticalPlot('b', boxplot).points).toHaveLength(0);
    const plain = buildStatisticalPlot('b', boxplot, { showBoxplotOutliers: false });
    expect(plain.points).toHaveLength(0);
    const line = plain.curves[0];
    // The high whisker is the last segment: its end reaches the former outlier.
    expect(line.originX + line.polyline[line.polyline.length - 2]).toBe(10.5);
  });
});
