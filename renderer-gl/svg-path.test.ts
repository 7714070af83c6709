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

describe('writePolylinePath against clipping every segment', () => {
  /** The path as written before segments well inside skipped clipSegment. */
  function clipEverySegment(xs: number[], ys: number[], rectangle: typeof box): string {
    let path = '';
    let penX = NaN;
    let penY = NaN;
    for (let index = 1; index < xs.length; index++) {
      const [x0, y0, x1, y1] = [xs[index - 1], ys[index - 1], xs[index], ys[index]];
      if (![x0, y0, x1, y1].every(Number.isFinite)) continue;
      const clipped = clipSegment(x0, y0, x1, y1, rectangle);
      if (!clipped) continue;
      const [enter, leave] = clipped;
      const [startX, startY] = [x0 + (x1 - x0) * enter, y0 + (y1 - y0) * enter];
      const [endX, endY] = [x0 + (x1 - x0) * leave, y0 + (y1 - y0) * leave];
      if (startX !== penX || startY !== penY)
        path += `M${formatCoordinate(startX)} ${formatCoordinate(startY)}`;
      path += `L${formatCoordinate(endX)} ${formatCoordinate(endY)}`;
      [penX, penY] = [endX, endY];
    }
    return path;
  }

  it('writes the same string for points inside, on and across the edges', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    // Coordinates around the box, on its edges and a pixel inside them, with breaks.
    const pick = (size: number) => {
      const choice = random();
      if (choice < 0.05) return NaN;
      if (choice < 0.25) return [0, size, 1, size - 1, 0.999, size - 0.999][Math.floor(random() * 6)];
      return -20 + random() * (size + 40);
    };
    for (let round = 0; round < 200; round++) {
      const xs = Array.from({ length: 40 }, () => pick(box.right));
      const ys = Array.from({ length: 40 }, () => pick(box.bottom));
      expect(
        writePolylinePath(
          xs.length,
          (i) => xs[i],
          (i) => ys[i],
          box,
        ),
      ).toBe(clipEverySegment(xs, ys, box));
    }
  });
});
