/**
 * Placement of the numbered tick labels, in CSS pixels with y down (the 2D canvas' frame).
 *
 * Rules, following what readers of Desmos and printed graph paper expect:
 * - x labels sit under the x-axis, centered on their grid line (the digits are centered; a minus sign
 *   hangs to the left); y labels sit left of the y-axis, right-aligned, vertically centered on their line.
 * - When an axis leaves the screen its labels stay at the nearest edge; when it is too close to the bottom
 *   (or left) edge for the labels to fit on the usual side, they move to the other side of the axis.
 * - When both axes are on screen a single "0" is drawn at the lower left of the origin.
 * - Labels never overlap: labels are thinned to every 2nd, 5th, 10th, … major line until neighbours keep
 *   a gap, and a y label that would touch an x label is dropped. Labels cut by the canvas edge are dropped.
 */
import { chooseLabelNotation, formatTickLabel, MINUS_SIGN } from './format-tick-label';
import { labelStrides, majorTickRange, type TickSpacing } from './ticks';
import type { GraphView } from './types';

export interface LabelLayoutInput {
  readonly view: GraphView;
  /** Size of the drawing in CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly xSpacing: TickSpacing;
  readonly ySpacing: TickSpacing;
  /** Width in CSS pixels of a text in the label font. */
  readonly measureText: (text: string) => number;
  /** Label box height in CSS pixels (the font size). */
  readonly fontSize: number;
  /** Whether each axis is numbered (its axis shown and its numbers on); default true. */
  readonly xNumbers?: boolean;
  readonly yNumbers?: boolean;
}

export interface PlacedLabel {
  readonly text: string;
  readonly left: number;
  readonly centerY: number;
  readonly width: number;
  readonly height: number;
}

/** Distance between an axis line and its labels. */
export const AXIS_GAP = 5;
/** Distance kept from the canvas edge by labels pinned there. */
export const EDGE_PADDING = 4;
/** Smallest horizontal gap between neighbouring x labels; a label must read as one number. */
export const HORIZONTAL_LABEL_GAP = 12;
/** Smallest vertical gap between neighbouring y labels, and around any two labels. */
export const VERTICAL_LABEL_GAP = 4;

export function layoutTickLabels(input: LabelLayoutInput): PlacedLabel[] {
  const measure = cacheMeasurements(input.measureText);
  const { view, width, height } = input;
  const scaleX = width / (view.xmax - view.xmin);
  const scaleY = height / (view.ymax - view.ymin);
  const axisX = -view.xmin * scaleX;
  const axisY = view.ymax * scaleY;
  const xNumbers = input.xNumbers ?? true;
  const yNumbers = input.yNumbers ?? true;
  const bothAxesVisible = axisX >= 0 && axisX <= width && axisY >= 0 && axisY <= height;
  const skipZero = bothAxesVisible;

  const xLabels = xNumbers ? layoutXLabels(input, measure, scaleX, axisY, skipZero) : [];
  const yLabels = yNumbers ? layoutYLabels(input, measure, scaleY, axisX, skipZero) : [];
  const accepted: PlacedLabel[] = [...xLabels];
  if (bothAxesVisible && (xNumbers || yNumbers)) {
    const zeroWidth = measure('0');
    accepted.push({
      text: '0',
      left: axisX - AXIS_GAP - zeroWidth,
      centerY: xLabels.length > 0 ? xLabels[0].centerY : axisY + AXIS_GAP + input.fontSize / 2,
      width: zeroWidth,
      height: input.fontSize,
    });
  }
  for (const label of yLabels) {
    if (!accepted.some((other) => overlaps(label, other, VERTICAL_LABEL_GAP))) accepted.push(label);
  }
  return accepted.filter((label) => isInsideCanvas(label, width, height));
}

function layoutXLabels(
  input: LabelLayoutInput,
  measure: (text: string) => number,
  scale: number,
  axisY: number,
  skipZero: boolean,
): PlacedLabel[] {
  const { view, xSpacing: spacing, fontSize, height } = input;
  const { first, last } = majorTickRange(view.xmin, view.xmax, spacing);
  if (first > last) return [];
  const notation = chooseLabelNotation(first, last, spacing);
  const below = axisY + AXIS_GAP + fontSize / 2;
  const above = axisY - AXIS_GAP - fontSize / 2;
  const axisOnScreen = axisY >= 0 && axisY <= height;
  const natural = axisOnScreen && below + fontSize / 2 > height - EDGE_PADDING ? above : below;
  const centerY = clamp(natural, EDGE_PADDING + fontSize / 2, height - EDGE_PADDING - fontSize / 2);
  const minusWidth = measure(MINUS_SIGN);

  for (const stride of labelStrides()) {
    const labels: PlacedLabel[] = [];
    for (let index = firstMultiple(first, stride); index <= last; index += stride) {
      if (skipZero && index === 0) continue;
      const text = formatTickLabel(index, spacing, notation);
      const textWidth = measure(text);
      const lineX = (index * spacing.majorStep - view.xmin) * scale;
      // Center the digits on the line; a leading minus sign hangs out to the left.
      const hang = text.startsWith(MINUS_SIGN) ? minusWidth : 0;
      labels.push({
        text,
        left: lineX - (textWidth + hang) / 2,
        centerY,
        width: textWidth,
        height: fontSize,
      });
    }
    if (labels.every((label, i) => i === 0 || label.left - rightOf(labels[i - 1]) >= HORIZONTAL_LABEL_GAP)) {
      return labels;
    }
  }
  return [];
}

function layoutYLabels(
  input: LabelLayoutInput,
  measure: (text: string) => number,
  scale: number,
  axisX: number,
  skipZero: boolean,
): PlacedLabel[] {
  const { view, ySpacing: spacing, fontSize, width } = input;
  const { first, last } = majorTickRange(view.ymin, view.ymax, spacing);
  if (first > last) return [];
  const notation = chooseLabelNotation(first, last, spacing);
  const axisOnScreen = axisX >= 0 && axisX <= width;

  for (const stride of labelStrides()) {
    const entries: { text: string; textWidth: number; centerY: number }[] = [];
    for (let index = firstMultiple(first, stride); index <= last; index += stride) {
      if (skipZero && index === 0) continue;
      const text = formatTickLabel(index, spacing, notation);
      entries.push({
        text,
        textWidth: measure(text),
        centerY: (view.ymax - index * spacing.majorStep) * scale,
      });
    }
    // Entries run bottom to top (centerY decreasing).
    const separated = entries.every(
      (entry, i) => i === 0 || entries[i - 1].centerY - entry.centerY >= fontSize + VERTICAL_LABEL_GAP,
    );
    if (!separated) continue;
    const widest = Math.max(0, ...entries.map((entry) => entry.textWidth));
    // One side for the whole axis: the right side only when the left has no room for the widest label.
    const onRight = axisOnScreen && axisX - AXIS_GAP - widest < EDGE_PADDING;
    return entries.map(({ text, textWidth, centerY }) => {
      const natural = onRight ? axisX + AXIS_GAP : axisX - AXIS_GAP - textWidth;
      const left = clamp(natural, EDGE_PADDING, width - EDGE_PADDING - textWidth);
      return { text, left, centerY, width: textWidth, height: fontSize };
    });
  }
  return [];
}

/** Smallest multiple of stride that is ≥ value. */
function firstMultiple(value: number, stride: number): number {
  return Math.ceil(value / stride) * stride;
}

function rightOf(label: PlacedLabel): number {
  return label.left + label.width;
}

export function overlaps(a: PlacedLabel, b: PlacedLabel, gap: number): boolean {
  return (
    a.left < rightOf(b) + gap &&
    b.left < rightOf(a) + gap &&
    Math.abs(a.centerY - b.centerY) < (a.height + b.height) / 2 + gap
  );
}

/** A label cut by the canvas edge reads as another number ("−10" as "10"), so only whole labels are kept. */
function isInsideCanvas(label: PlacedLabel, width: number, height: number): boolean {
  return (
    label.left >= 0 &&
    rightOf(label) <= width &&
    label.centerY - label.height / 2 >= 0 &&
    label.centerY + label.height / 2 <= height
  );
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function cacheMeasurements(measureText: (text: string) => number): (text: string) => number {
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = measureText(text);
      widths.set(text, width);
    }
    return width;
  };
}
