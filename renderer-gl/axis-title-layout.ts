/**
 * Where the axis labels (the xAxisLabel and yAxisLabel settings) go, in CSS pixels with y down, as in
 * Desmos: the x-axis label under the axis at its right end, the y-axis label beside the axis at its top
 * end (right of it, where the numbers are not). When an axis leaves the screen its label stays at the edge.
 */
import { AXIS_GAP, EDGE_PADDING, type PlacedLabel } from './label-layout';
import type { GraphView } from './types';

export interface AxisTitleInput {
  readonly view: GraphView;
  readonly width: number;
  readonly height: number;
  /** Empty for none. */
  readonly xTitle: string;
  readonly yTitle: string;
  readonly measureText: (text: string) => number;
  readonly fontSize: number;
}

export function layoutAxisTitles(input: AxisTitleInput): PlacedLabel[] {
  const { view, width, height, fontSize } = input;
  const axisY = (view.ymax / (view.ymax - view.ymin)) * height;
  const axisX = (-view.xmin / (view.xmax - view.xmin)) * width;
  const titles: PlacedLabel[] = [];
  if (input.xTitle) {
    const textWidth = input.measureText(input.xTitle);
    const below = axisY + AXIS_GAP + fontSize / 2;
    const fitsBelow = below + fontSize / 2 <= height - EDGE_PADDING;
    const axisOnScreen = axisY >= 0 && axisY <= height;
    const natural = axisOnScreen && !fitsBelow ? axisY - AXIS_GAP - fontSize / 2 : below;
    titles.push({
      text: input.xTitle,
      left: Math.max(EDGE_PADDING, width - EDGE_PADDING - textWidth),
      centerY: clamp(natural, EDGE_PADDING + fontSize / 2, height - EDGE_PADDING - fontSize / 2),
      width: textWidth,
      height: fontSize,
    });
  }
  if (input.yTitle) {
    const textWidth = input.measureText(input.yTitle);
    const right = axisX + AXIS_GAP;
    const natural = right + textWidth <= width - EDGE_PADDING ? right : axisX - AXIS_GAP - textWidth;
    titles.push({
      text: input.yTitle,
      left: clamp(natural, EDGE_PADDING, Math.max(EDGE_PADDING, width - EDGE_PADDING - textWidth)),
      centerY: EDGE_PADDING + fontSize / 2,
      width: textWidth,
      height: fontSize,
    });
  }
  return titles;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
