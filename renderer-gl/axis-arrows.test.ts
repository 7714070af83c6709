import { describe, expect, it } from 'vitest';
import { arrowheadCorners, computeAxisArrows, snappedLineCenter } from './axis-arrows';

const base = { width: 200, height: 100, xAxisCenter: 40, yAxisCenter: 120, inset: 1 } as const;

describe('computeAxisArrows', () => {
  it('draws none by default, positive ends for POSITIVE and both ends for BOTH', () => {
    expect(computeAxisArrows({ ...base, xMode: 'NONE', yMode: 'NONE' })).toEqual({
      right: null,
      left: null,
      top: null,
      bottom: null,
    });
    const positive = computeAxisArrows({ ...base, xMode: 'POSITIVE', yMode: 'POSITIVE' });
    expect(positive.right).toEqual({ tipX: 199, tipY: 40, directionX: 1, directionY: 0 });
    expect(positive.top).toEqual({ tipX: 120, tipY: 99, directionX: 0, directionY: 1 });
    expect(positive.left).toBeNull();
    expect(positive.bottom).toBeNull();
    const both = computeAxisArrows({ ...base, xMode: 'BOTH', yMode: 'BOTH' });
    expect(both.left).toEqual({ tipX: 1, tipY: 40, directionX: -1, directionY: 0 });
    expect(both.bottom).toEqual({ tipX: 120, tipY: 1, directionX: 0, directionY: -1 });
  });

  it('draws no arrow on a hidden or off-screen axis', () => {
    const hidden = computeAxisArrows({
      ...base,
      xAxisCenter: null,
      yAxisCenter: 260,
      xMode: 'BOTH',
      yMode: 'BOTH',
    });
    expect(Object.values(hidden).every((arrow) => arrow === null)).toBe(true);
  });
});

describe('arrowheadCorners', () => {
  it('puts the base behind the tip, symmetric about the axis', () => {
    const corners = arrowheadCorners({ tipX: 10, tipY: 5, directionX: 1, directionY: 0 }, 4, 2);
    expect(corners).toEqual([
      [10, 5],
      [6, 7],
      [6, 3],
    ]);
  });
});

describe('snappedLineCenter', () => {
  it('moves a line so that its start edge is on a whole pixel', () => {
    expect(snappedLineCenter(10.3, 2)).toBe(10);
    expect(snappedLineCenter(10.3, 1)).toBe(10.5);
  });
});
