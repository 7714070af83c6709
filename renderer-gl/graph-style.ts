/**
 * The look of the graph paper and how the settings change it. Sizes are CSS pixels (multiplied by the
 * pixel ratio when drawn); GL colors are premultiplied RGBA, label colors CSS strings.
 */
import { formatCssColor, invertLightness, premultiply } from './color';
import type { RendererSettings } from './types';

export const LABEL_FONT_FAMILY = 'Arial, "Helvetica Neue", Helvetica, "Liberation Sans", sans-serif';

/** Desmos' default curve width. */
export const DEFAULT_CURVE_WIDTH = 2.5;
/** Point diameters at size 1 of the style, CSS px: Desmos' default point size is 9. */
export const DEFAULT_POINT_SIZE = 9;

/**
 * Tick numbers are 13 px at the default font size of 16, the proportion the graph paper had before the
 * font size became a setting; every text size follows the setting in that proportion.
 */
const TICK_FONT_RATIO = 13 / 16;
const AXIS_TITLE_FONT_RATIO = 15 / 16;
const POINT_LABEL_FONT_RATIO = 15 / 16;

/**
 * Projector mode: text a quarter larger and lines about 1.6 times as thick, with darker grid lines, so the
 * graph survives a washed-out projector (Desmos' projector mode makes the same kind of change).
 */
const PROJECTOR_TEXT_SCALE = 1.25;
const PROJECTOR_LINE_SCALE = 1.6;

export interface GraphTheme {
  /** Straight RGBA, opaque. */
  readonly background: [number, number, number, number];
  /** Premultiplied, for the GL passes. */
  readonly minorGridColor: [number, number, number, number];
  readonly majorGridColor: [number, number, number, number];
  readonly axisColor: [number, number, number, number];
  /** CSS colors for the 2D overlay and the SVG. */
  readonly backgroundCss: string;
  readonly minorGridCss: string;
  readonly majorGridCss: string;
  readonly axisCss: string;
  readonly labelCss: string;
  readonly haloCss: string;
  readonly gridLineWidth: number;
  readonly axisLineWidth: number;
  readonly arrowLength: number;
  readonly arrowHalfWidth: number;
  /** Multiplies each curve's and point's own size. */
  readonly lineScale: number;
  readonly tickFontSize: number;
  readonly axisTitleFontSize: number;
  readonly pointLabelFontSize: number;
  readonly haloWidth: number;
  readonly inverted: boolean;
}

/** Straight RGBA of a curve, point or fill as drawn under the theme (lightness mirrored when inverted). */
export function themeColor(theme: GraphTheme, color: readonly number[]): [number, number, number, number] {
  return theme.inverted ? invertLightness(color) : [color[0], color[1], color[2], color[3]];
}

export function resolveGraphTheme(settings: RendererSettings): GraphTheme {
  const projector = settings.projectorMode;
  const textScale = projector ? PROJECTOR_TEXT_SCALE : 1;
  const lineScale = projector ? PROJECTOR_LINE_SCALE : 1;
  const gray = (level: number): [number, number, number, number] => {
    const value = settings.invertedColors ? 1 - level : level;
    return [value, value, value, 1];
  };
  const background = gray(1);
  const minorGrid = gray(projector ? 0.86 : 0.925);
  const majorGrid = gray(projector ? 0.68 : 0.8);
  const axis = gray(projector ? 0 : 0.15);
  const label = gray(projector ? 0 : 0.133);
  const halo = gray(1);
  const fontSize = settings.fontSize * textScale;
  return {
    background,
    minorGridColor: premultiply(minorGrid),
    majorGridColor: premultiply(majorGrid),
    axisColor: premultiply(axis),
    backgroundCss: formatCssColor(background),
    minorGridCss: formatCssColor(minorGrid),
    majorGridCss: formatCssColor(majorGrid),
    axisCss: formatCssColor(axis),
    labelCss: formatCssColor(label),
    // A translucent outline keeps numbers legible where they cross grid lines or curves.
    haloCss: formatCssColor([halo[0], halo[1], halo[2], 0.9]),
    gridLineWidth: projector ? 1.5 : 1,
    axisLineWidth: 1.5 * lineScale,
    arrowLength: 11 * lineScale,
    arrowHalfWidth: 4.5 * lineScale,
    lineScale,
    tickFontSize: fontSize * TICK_FONT_RATIO,
    axisTitleFontSize: fontSize * AXIS_TITLE_FONT_RATIO,
    pointLabelFontSize: fontSize * POINT_LABEL_FONT_RATIO,
    haloWidth: 3 * textScale,
    inverted: settings.invertedColors,
  };
}

export function cssFont(fontSize: number, pixelRatio: number): string {
  return `${fontSize * pixelRatio}px ${LABEL_FONT_FAMILY}`;
}

/** Line widths in device pixels: at least one pixel, so a hairline never vanishes at low ratios. */
export function toDevicePixels(cssWidth: number, pixelRatio: number): number {
  return Math.max(1, cssWidth * pixelRatio);
}

/** Grid lines keep a whole number of device pixels so they stay crisp (see line-coverage.glsl). */
export function gridLineDevicePixels(cssWidth: number, pixelRatio: number): number {
  return Math.max(1, Math.round(cssWidth * pixelRatio));
}
