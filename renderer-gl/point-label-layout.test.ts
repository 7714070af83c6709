import { describe, expect, it } from 'vitest';
import { layoutPointLabels } from './point-label-layout';

const base = {
  view: { xmin: -10, xmax: 10, ymin: -7.5, ymax: 7.5 },
  width: 400,
  height: 300,
  measureText: (text: string) => text.length * 8,
  fontSize: 16,
};
const set = (x: number, y: number, text = 'label!') => ({ labels: [{ text, x, y }], size: 9, color: '#000' });

describe('layoutPointLabels', () => {
  it('puts a label right of its point and just above it', () => {
    const [label] = layoutPointLabels({ ...base, sets: [set(0, 0)] });
    // The point is at (200, 150); radius 4.5 and a 3 px gap.
    expect(label.left).toBeCloseTo(207.5, 9);
    expect(label.centerY + label.height / 2).toBeCloseTo(147, 9);
  });

  it('keeps labels of points near the right and top edges inside the picture', () => {
    const [corner] = layoutPointLabels({ ...base, sets: [set(9.5, 7.2, 'corner label')] });
    expect(corner.left + corner.width).toBeLessThanOrEqual(400);
    expect(corner.left + corner.width).toBeLessThan(390 - 4.5);
    expect(corner.centerY - corner.height / 2).toBeGreaterThanOrEqual(0);
    expect(corner.centerY).toBeGreaterThan(6);
  });

  it('leaves out labels of points outside the picture and empty texts', () => {
    expect(layoutPointLabels({ ...base, sets: [set(11, 0), set(0, 0, '')] })).toEqual([]);
  });
});
