import { describe, expect, it } from 'vitest';
import type { CurveGeometry } from '../../worker/protocol';
import { formatTraceCoordinate, nearestCurvePlace, sweepCurve, walkCurve } from './trace';

// 100 px per unit both ways: x in [0, 4], y in [0, 4] on a 400 × 400 paper.
const viewport = { left: 0, right: 4, bottom: 0, top: 4, widthPixels: 400, heightPixels: 400 };

function curve(id: string, points: number[], originX = 1, originY = 1): CurveGeometry {
  const polyline = new Float32Array(points.length);
  points.forEach((value, index) => (polyline[index] = value - (index % 2 === 0 ? originX : originY)));
  return { id, originX, originY, polyline, segmentCount: 0 };
}

// A horizontal line y = 1 from x = 0 to 3, broken (NaN) and continued from x = 3.5.
const line = curve('line', [0, 1, 1, 1, 2, 1, 3, 1, NaN, NaN, 3.5, 1, 4, 1]);
const diagonal = curve('diagonal', [0, 0, 4, 4]);

describe('nearestCurvePlace', () => {
  it('finds the nearest place within the radius, on the curves asked for', () => {
    // Pixel (150, 290) is math (1.5, 1.1): 10 px above the line, 28 px from the diagonal.
    const place = nearestCurvePlace([line, diagonal], viewport, 150, 290, 12, () => true)!;
    expect(place).toMatchObject({ id: 'line', curveIndex: 0, segment: 1 });
    expect(place.x).toBeCloseTo(1.5, 6);
    expect(place.y).toBeCloseTo(1, 6);
    expect(place.distance).toBeCloseTo(10, 4);
    expect(nearestCurvePlace([line, diagonal], viewport, 150, 290, 5, () => true)).toBeUndefined();
    expect(nearestCurvePlace([line, diagonal], viewport, 150, 290, 40, (id) => id === 'diagonal')?.id).toBe(
      'diagonal',
    );
  });
});

describe('walkCurve', () => {
  it('walks by screen pixels along the samples and stops at breaks and ends', () => {
    const start = nearestCurvePlace([line], viewport, 150, 300, 1, () => true)!;
    expect(walkCurve([line], viewport, start, 80).x).toBeCloseTo(2.3, 6);
    expect(walkCurve([line], viewport, start, -120).x).toBeCloseTo(0.3, 6);
    expect(walkCurve([line], viewport, start, 500).x).toBeCloseTo(3, 6);
    expect(walkCurve([line], viewport, start, -500).x).toBeCloseTo(0, 6);
  });
});

describe('formatTraceCoordinate', () => {
  it('shows a decimal more than a pixel resolves', () => {
    expect(formatTraceCoordinate(1.23456, 0.01)).toBe('1.235');
    expect(formatTraceCoordinate(-0.00001, 0.01)).toBe('0');
    expect(formatTraceCoordinate(1234567.8, 100)).toBe('1.235×10⁶');
  });

  it('writes minus signs and powers of ten as the tick labels do', () => {
    expect(formatTraceCoordinate(-2.5, 0.01)).toBe('\u22122.5');
    expect(formatTraceCoordinate(-0.00002, 1e-7)).toBe('\u22122×10⁻⁵');
  });
});

describe('sweepCurve', () => {
  it('places a point every step along the samples, with one null at a real break', () => {
    const places = sweepCurve(line, viewport, 50);
    expect(places.map((place) => place && place.x)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, null, 3.5, 4]);
    expect(places.every((place) => place === null || place.y === 1)).toBe(true);
  });

  it('goes on across a break whose next vertex repeats the last one (runs of the implicit sampler)', () => {
    const runs = curve('runs', [0, 0, 1, 0, NaN, NaN, 1, 0, 2, 0]);
    expect(sweepCurve(runs, viewport, 100).map((place) => place && place.x)).toEqual([0, 1, 2]);
  });
});
