/**
 * Point labels, in CSS pixels with y down: the text sits right of the point and just above it (Desmos'
 * default placement), in the point's color; a label that would leave the picture on the right goes left
 * of the point, one that would leave it at the top goes below, so a point near an edge keeps a readable
 * label. Labels of points outside the picture are not drawn.
 */
import { EDGE_PADDING, type PlacedLabel } from './label-layout';
import type { GraphView } from './types';

export interface PointLabelSet {
  readonly labels: readonly { readonly text: string; readonly x: number; readonly y: number }[];
  /** Marker diameter, CSS pixels. */
  readonly size: number;
  readonly color: string;
}

export interface ColoredLabel extends PlacedLabel {
  readonly color: string;
}

/** Gap between the marker's edge and the text. */
const MARKER_GAP = 3;

export function layoutPointLabels(input: {
  readonly view: GraphView;
  readonly width: number;
  readonly height: number;
  readonly sets: readonly PointLabelSet[];
  readonly measureText: (text: string) => number;
  readonly fontSize: number;
}): ColoredLabel[] {
  const { view, width, height, fontSize } = input;
  const scaleX = width / (view.xmax - view.xmin);
  const scaleY = height / (view.ymax - view.ymin);
  const placed: ColoredLabel[] = [];
  for (const set of input.sets) {
    for (const label of set.labels) {
      if (!label.text || !Number.isFinite(label.x) || !Number.isFinite(label.y)) continue;
      const pointX = (label.x - view.xmin) * scaleX;
      const pointY = (view.ymax - label.y) * scaleY;
      if (pointX < 0 || pointX > width || pointY < 0 || pointY > height) continue;
      const radius = set.size / 2;
      const textWidth = input.measureText(label.text);
      const right = pointX + radius + MARKER_GAP;
      const left = pointX - radius - MARKER_GAP - textWidth;
      // The text's bottom edge just above the center line: beside the marker, up and to the right.
      const above = pointY - MARKER_GAP - fontSize / 2;
      placed.push({
        text: label.text,
        left: right + textWidth > width - EDGE_PADDING && left >= EDGE_PADDING ? left : right,
        centerY: above - fontSize / 2 < EDGE_PADDING ? pointY + MARKER_GAP + fontSize / 2 : above,
        width: textWidth,
        height: fontSize,
        color: set.color,
      });
    }
  }
  return placed;
}
