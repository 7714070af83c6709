import { describe, expect, it } from 'vitest';
import { overlaps } from './label-layout';
import { layoutPolarLabels, radialLineStarts, rayExit } from './polar-layout';

const measureText = (text: string) => text.length * 7;

describe('layoutPolarLabels', () => {
  it('labels the twelve 30° rays in radians around a centered origin, without overlaps', () => {
    const labels = layoutPolarLabels({
      view: { xmin: -10, xmax: 10, ymin: -10, ymax: 10 },
      width: 600,
      height: 600,
      measureText,
      fontSize: 13,
      occupied: [],
    });
    expect(labels.map((label) => label.text)).toEqual([
      '0',
      'π/6',
      'π/3',
      'π/2',
      '2π/3',
      '5π/6',
      'π',
      '7π/6',
      '4π/3',
      '3π/2',
      '5π/3',
      '11π/6',
    ]);
    const right = labels[0];
    expect(right.left + right.width).toBeLessThanOrEqual(600);
    // Labels of rays along the axes sit beside the axis line (y = 300, x = 300), never across it.
    expect(right.centerY + right.height / 2).toBeLessThan(300);
    const [top, left, bottom] = [labels[3], labels[6], labels[9]];
    expect(top.left).toBeGreaterThan(300);
    expect(bottom.left).toBeGreaterThan(300);
    expect(left.centerY + left.height / 2).toBeLessThan(300);
    // A ray that is not along an axis keeps its label centered where it leaves the picture.
    expect(labels[1].centerY).toBeGreaterThan(labels[1].height / 2);
    for (const [index, label] of labels.entries()) {
      for (const other of labels.slice(index + 1)) expect(overlaps(label, other, 0)).toBe(false);
    }
  });

  it('labels the rays in degrees in degree mode', () => {
    const labels = layoutPolarLabels({
      view: { xmin: -10, xmax: 10, ymin: -10, ymax: 10 },
      width: 600,
      height: 600,
      measureText,
      fontSize: 13,
      occupied: [],
      degrees: true,
    });
    expect(labels.map((label) => label.text)).toEqual(
      ['0', '30', '60', '90', '120', '150', '180', '210', '240', '270', '300', '330'].map(
        (angle) => `${angle}°`,
      ),
    );
  });

  it('leaves out the rays that do not cross the picture and labels that touch occupied places', () => {
    const view = { xmin: 2, xmax: 12, ymin: 2, ymax: 12 };
    const labels = layoutPolarLabels({
      view,
      width: 500,
      height: 500,
      measureText,
      fontSize: 13,
      occupied: [],
    });
    // The origin is below left of the picture: only rays between 0 and π/2 reach it.
    expect(labels.map((label) => label.text)).toEqual(['π/6', 'π/3']);
    const blocked = layoutPolarLabels({
      view,
      width: 500,
      height: 500,
      measureText,
      fontSize: 13,
      occupied: labels,
    });
    expect(blocked).toEqual([]);
  });
});

describe('radialLineStarts and rayExit', () => {
  it('starts radial lines farther out at higher pixel ratios', () => {
    const one = radialLineStarts(1);
    expect(radialLineStarts(2).minor).toBeCloseTo(one.minor * 2, 12);
    expect(one.minor).toBeGreaterThan(one.major);
  });

  it('finds where a ray leaves a rectangle, or null when it misses', () => {
    expect(rayExit(5, 5, 1, 0, 0, 10, 0, 10)).toBe(5);
    expect(rayExit(-5, 5, 1, 0, 0, 10, 0, 10)).toBe(15);
    expect(rayExit(-5, 5, -1, 0, 0, 10, 0, 10)).toBeNull();
    expect(rayExit(5, 20, 1, 0, 0, 10, 0, 10)).toBeNull();
  });
});
