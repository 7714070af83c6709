import { describe, expect, it } from 'vitest';
import { buildStatisticalPlot } from './statistical-plot-geometry';

describe('buildStatisticalPlot', () => {
  it('makes one outline curve, one fill of two triangles per bar, and the points', () => {
    const geometry = buildStatisticalPlot('h', {
      kind: 'statistical-plot',
      plot: 'boxplot',
      bars: [
        [
          { x: 2, y: 0.5 },
          { x: 3.5, y: 0.5 },
          { x: 3.5, y: 1.5 },
          { x: 2, y: 1.5 },
        ],
      ],
      segments: [{ x0: 3, y0: 0.5, x1: 3, y1: 1.5 }],
      xs: Float64Array.from([10.5]),
      ys: Float64Array.from([1]),
    });
    expect(geometry.curves).toHaveLength(1);
    const curve = geometry.curves[0];
    // The closed box (5 vertices, 4 segments), a break, the median (1 segment).
    expect(curve.segmentCount).toBe(5);
    expect(curve.originX + curve.polyline[2]).toBe(3.5);
    expect(Number.isNaN(curve.polyline[10])).toBe(true);
    expect(geometry.fills).toHaveLength(1);
    expect(geometry.fills[0].triangles).toHaveLength(12);
    expect(geometry.points[0].x[0]).toBe(10.5);
  });

  it('draws nothing for an empty plot', () => {
    const empty = new Float64Array(0);
    const geometry = buildStatisticalPlot('d', {
      kind: 'statistical-plot',
      plot: 'dotplot',
      bars: [],
      segments: [],
      xs: empty,
      ys: empty,
    });
    expect(geometry).toEqual({ curves: [], points: [], fills: [] });
  });
});
