/**
 * Arrowheads at the ends of the axes (the AxisArrowMode settings): POSITIVE puts one at the right end of
 * the x-axis and the top end of the y-axis, BOTH adds the left and bottom ends. Positions are in pixels
 * from the left and bottom edges (y up), the frame of the GL passes; the SVG writer flips y.
 */
import type { AxisArrowMode } from './types';

export interface Arrowhead {
  /** The tip, on the axis line, one pixel inside the edge. */
  readonly tipX: number;
  readonly tipY: number;
  /** Unit vector the arrow points to. */
  readonly directionX: number;
  readonly directionY: number;
}

export interface AxisArrows {
  readonly right: Arrowhead | null;
  readonly left: Arrowhead | null;
  readonly top: Arrowhead | null;
  readonly bottom: Arrowhead | null;
}

export interface AxisArrowInput {
  readonly width: number;
  readonly height: number;
  /** Center of the x-axis line from the bottom edge, and of the y-axis line from the left edge; null if hidden. */
  readonly xAxisCenter: number | null;
  readonly yAxisCenter: number | null;
  readonly xMode: AxisArrowMode;
  readonly yMode: AxisArrowMode;
  /** Distance of the tip from the edge (the antialiasing ramp stays inside). */
  readonly inset: number;
}

export function computeAxisArrows(input: AxisArrowInput): AxisArrows {
  const { width, height, xAxisCenter: x, yAxisCenter: y, inset } = input;
  const xShown = x !== null && x >= 0 && x <= height && input.xMode !== 'NONE';
  const yShown = y !== null && y >= 0 && y <= width && input.yMode !== 'NONE';
  const arrow = (tipX: number, tipY: number, directionX: number, directionY: number): Arrowhead => ({
    tipX,
    tipY,
    directionX,
    directionY,
  });
  return {
    right: xShown ? arrow(width - inset, x, 1, 0) : null,
    left: xShown && input.xMode === 'BOTH' ? arrow(inset, x, -1, 0) : null,
    top: yShown ? arrow(y, height - inset, 0, 1) : null,
    bottom: yShown && input.yMode === 'BOTH' ? arrow(y, inset, 0, -1) : null,
  };
}

/** The 3 corners (tip, then the base ends) of an arrowhead of the given length and half base. */
export function arrowheadCorners(arrow: Arrowhead, length: number, halfWidth: number): [number, number][] {
  const baseX = arrow.tipX - arrow.directionX * length;
  const baseY = arrow.tipY - arrow.directionY * length;
  const normalX = -arrow.directionY * halfWidth;
  const normalY = arrow.directionX * halfWidth;
  return [
    [arrow.tipX, arrow.tipY],
    [baseX + normalX, baseY + normalY],
    [baseX - normalX, baseY - normalY],
  ];
}

/** Center of a line drawn by line-coverage.glsl: its start edge snaps to whole pixels. */
export function snappedLineCenter(center: number, width: number): number {
  return Math.floor(center - 0.5 * width + 0.5) + 0.5 * width;
}
