/**
 * The enumerations of `Lib`, with the values pages compare against and store in states. Member names are
 * the spec's; the string values follow the convention of calculators of this interface (lowercase style
 * names, uppercase mode names), so states written by pages against them load unchanged.
 */
import { AXIS_ARROW_MODES, type AxisArrowMode } from './graph-settings';

export const FontSizes = Object.freeze({
  VERY_SMALL: 9,
  SMALL: 12,
  MEDIUM: 16,
  LARGE: 20,
  VERY_LARGE: 24,
});

export const DragModes = Object.freeze({
  X: 'X',
  Y: 'Y',
  XY: 'XY',
  NONE: 'NONE',
  AUTO: 'AUTO',
});

export const ColumnModes = Object.freeze({
  POINTS: 'POINTS',
  LINES: 'LINES',
  POINTS_AND_LINES: 'POINTS_AND_LINES',
});

/** The arrow modes are the settings registry's choices for xAxisArrowMode and yAxisArrowMode. */
export const AxisArrowModes = Object.freeze(
  Object.fromEntries(AXIS_ARROW_MODES.map((mode) => [mode, mode])),
) as { readonly [Mode in AxisArrowMode]: Mode };

/** One enum for point styles (POINT, OPEN, CROSS) and curve styles (SOLID, DASHED, DOTTED): DESIGN.md. */
export const Styles = Object.freeze({
  POINT: 'point',
  OPEN: 'open',
  CROSS: 'cross',
  SOLID: 'solid',
  DASHED: 'dashed',
  DOTTED: 'dotted',
});

export type DragMode = (typeof DragModes)[keyof typeof DragModes];
export type ColumnMode = (typeof ColumnModes)[keyof typeof ColumnModes];
export type LineStyle = 'solid' | 'dashed' | 'dotted';
export type PointStyle = 'point' | 'open' | 'cross';

export const LINE_STYLES: readonly string[] = ['solid', 'dashed', 'dotted'];
export const POINT_STYLES: readonly string[] = ['point', 'open', 'cross'];
/** Pages written against v0.9 used 'normal' for a solid curve. */
export const LINE_STYLE_ALIASES: Readonly<Record<string, LineStyle>> = { normal: 'solid' };
