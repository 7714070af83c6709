import { describe, expect, it } from 'vitest';
import { clipSegment, escapeXml, formatCoordinate, writePolylinePath } from './svg-path';

const box = { left: 0, top: 0, right: 100, bottom: 50 };

describe('clipSegment', () => {
  it('keeps a segment inside, cuts one crossing the edge and drops one outside', () => {
    expect(clipSegment(10, 10, 20, 20, box)).toEqual([0, 1]);
    expect(clipSegment(-100, 25, 100, 25, box)).toEqual([0.5, 1]);
    expect(clipSegment(50, 25, 50, 1e12, box)![1]).toBeCloseTo(25 / (1e12 - 25), 20);
    expect(clipSegment(-10, -10, -5, 60, box)).toBeNull();
    expect(clipSegment(200, 10, 300, 10, box)).toBeNull();
  });
});

describe('writePolylinePath', () => {
  it('joins points, breaks at NaN and restarts where a clipped segment enters', () => {
    const xs = [10, 20, 30, NaN, 40, 50, 150, 150, 60];
    const ys = [10, 20, 10, NaN, 5, 5, 5, 45, 45];
    const path = writePolylinePath(
      xs.length,
      (i) => xs[i],
      (i) => ys[i],
      box,
    );
    expect(path).toBe('M10 10L20 20L30 10M40 5L50 5L100 5M100 45L60 45');
  });
});

describe('formatCoordinate and escapeXml', () => {
  it('rounds to hundredths and escapes markup characters', () => {
    expect(formatCoordinate(1.23456)).toBe('1.23');
    expect(formatCoordinate(-0.001)).toBe('0');
    expect(escapeXml('<b>f(x, y) & "g"</b>')).toBe('&#60;b&#62;f(x, y) &#38; &#34;g&#34;&#60;/b&#62;');
  });
});
