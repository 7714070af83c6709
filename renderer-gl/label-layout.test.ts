import { describe, expect, it } from 'vitest';
import {
  AXIS_GAP,
  EDGE_PADDING,
  layoutTickLabels,
  overlaps,
  type LabelLayoutInput,
  type PlacedLabel,
} from './label-layout';
import { chooseTickSpacing } from './ticks';
import type { GraphView } from './types';

/** A monospace stand-in for canvas measureText: 7 px per character. */
const measureText = (text: string) => 7 * [...text].length;
const FONT_SIZE = 13;

function layout(view: GraphView, width = 900, height = 600, overrides: Partial<LabelLayoutInput> = {}) {
  return layoutTickLabels({
    view,
    width,
    height,
    xSpacing: chooseTickSpacing(width / (view.xmax - view.xmin)),
    ySpacing: chooseTickSpacing(height / (view.ymax - view.ymin)),
    measureText,
    fontSize: FONT_SIZE,
    ...overrides,
  });
}

function texts(labels: PlacedLabel[]) {
  return labels.map((label) => label.text);
}

function expectNoOverlaps(labels: PlacedLabel[]) {
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) expect(overlaps(labels[i], labels[j], 0)).toBe(false);
  }
}

const DEFAULT_VIEW = { xmin: -10, xmax: 10, ymin: -20 / 3, ymax: 20 / 3 };

describe('layoutTickLabels', () => {
  it('labels every major line of the default view once, with one "0" at the origin', () => {
    const labels = layout(DEFAULT_VIEW);
    expect(texts(labels)).toEqual([
      '−8',
      '−6',
      '−4',
      '−2',
      '2',
      '4',
      '6',
      '8', // x; ±10 would be cut by the edges
      '0',
      '−6',
      '−4',
      '−2',
      '2',
      '4',
      '6', // y
    ]);
    expectNoOverlaps(labels);
  });

  it('puts x labels under the x-axis, centered on the digits, and y labels right-aligned left of the y-axis', () => {
    const labels = layout(DEFAULT_VIEW);
    const two = labels.find((label) => label.text === '2' && label.centerY > 300)!;
    expect(two.left + two.width / 2).toBeCloseTo(450 + 90, 10);
    expect(two.centerY).toBeCloseTo(300 + AXIS_GAP + FONT_SIZE / 2, 10);
    const minusTwo = labels.find((label) => label.text === '−2' && label.centerY > 300)!;
    // The digit "2" (the last 7 px) is centered on the line at 360 px.
    expect(minusTwo.left + 7 + 3.5).toBeCloseTo(360, 10);
    const yFour = labels.find((label) => label.text === '4' && label.centerY < 300)!;
    expect(yFour.left + yFour.width).toBeCloseTo(450 - AXIS_GAP, 10);
    expect(yFour.centerY).toBeCloseTo(300 - 4 * 45, 10);
  });

  it('pins labels to the bottom and left edges when the axes are off-screen there', () => {
    const labels = layout({ xmin: 3, xmax: 23, ymin: 2, ymax: 2 + 40 / 3 });
    const xLabels = labels.filter((label) => label.centerY === 600 - EDGE_PADDING - FONT_SIZE / 2);
    expect(texts(xLabels)).toContain('10');
    const yLabels = labels.filter((label) => label.left === EDGE_PADDING && !xLabels.includes(label));
    expect(texts(yLabels)).toContain('10');
    expect(texts(labels)).not.toContain('0');
    expectNoOverlaps(labels);
  });

  it('pins labels to the top and right edges when the axes are off-screen there', () => {
    const labels = layout({ xmin: -23, xmax: -3, ymin: -2 - 40 / 3, ymax: -2 });
    expect(labels.filter((label) => label.text === '−10').map((label) => label.centerY)).toContain(
      EDGE_PADDING + FONT_SIZE / 2,
    );
    const rightmost = Math.max(...labels.map((label) => label.left + label.width));
    expect(rightmost).toBe(900 - EDGE_PADDING);
    expectNoOverlaps(labels);
  });

  it('moves y labels to the right of an axis too close to the left edge', () => {
    const labels = layout({ xmin: -0.2, xmax: 19.8, ymin: -2, ymax: 2 + 40 / 3 - 4 });
    const axisX = 0.2 * 45;
    const yLabels = labels.filter((label) => label.left >= axisX);
    expect(yLabels.length).toBeGreaterThan(0);
    for (const label of yLabels.filter((label) => label.left < axisX + 10))
      expect(label.left).toBe(axisX + AXIS_GAP);
  });

  it('thins labels that would overlap, keeping round values', () => {
    // Wide labels (1234567 scale) on a narrow axis force a larger stride.
    const labels = layout({ xmin: 1e6 - 5, xmax: 1e6 + 5, ymin: -1, ymax: 1 }, 400, 100, {
      measureText: (text) => 12 * text.length,
    });
    const xValues = labels.filter((label) => label.text.startsWith('99') || label.text.startsWith('10'));
    expect(xValues.length).toBeGreaterThan(1);
    expectNoOverlaps(labels);
  });

  it('prints decimal labels without float noise', () => {
    const labels = layout({ xmin: 0.05, xmax: 0.95, ymin: 0.2, ymax: 0.8 });
    expect(texts(labels)).toContain('0.3');
    expect(texts(labels).some((text) => text.length > 4)).toBe(false);
  });

  it('never returns overlapping or cut labels over a sweep of pans and zooms', () => {
    for (let zoom = 0.001; zoom < 1e7; zoom *= 7.3) {
      for (const shift of [-3.3, 0, 0.7, 40]) {
        const view = {
          xmin: (shift - 10) * zoom,
          xmax: (shift + 10) * zoom,
          ymin: (shift - 6) * zoom,
          ymax: (shift + 7) * zoom,
        };
        const labels = layout(view, 700, 450);
        expectNoOverlaps(labels);
        for (const label of labels) {
          expect(label.left).toBeGreaterThanOrEqual(0);
          expect(label.left + label.width).toBeLessThanOrEqual(700);
        }
      }
    }
  });
});
