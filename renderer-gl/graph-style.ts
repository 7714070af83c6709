/**
 * The look of the graph paper. Sizes are CSS pixels (multiplied by the pixel ratio when drawn); colors are
 * premultiplied RGBA for the GL passes and CSS strings for the 2D label canvas.
 */

export const BACKGROUND_COLOR: [number, number, number, number] = [1, 1, 1, 1];

/** Opaque grays: the grid is the first layer over white, so opacity would only add blending work. */
export const MINOR_GRID_COLOR: [number, number, number, number] = [0.925, 0.925, 0.925, 1];
export const MAJOR_GRID_COLOR: [number, number, number, number] = [0.8, 0.8, 0.8, 1];
export const GRID_LINE_WIDTH = 1;

export const AXIS_COLOR: [number, number, number, number] = [0.15, 0.15, 0.15, 1];
export const AXIS_LINE_WIDTH = 1.5;

export const CURVE_LINE_WIDTH = 2.5;

export const LABEL_FONT_SIZE = 13;
export const LABEL_FONT_FAMILY = 'Arial, "Helvetica Neue", Helvetica, "Liberation Sans", sans-serif';
export const LABEL_COLOR = '#222222';
/** A white outline keeps numbers legible where they cross grid lines or curves. */
export const LABEL_HALO_COLOR = 'rgba(255, 255, 255, 0.9)';
export const LABEL_HALO_WIDTH = 3;

export function labelFont(pixelRatio: number): string {
  return `${LABEL_FONT_SIZE * pixelRatio}px ${LABEL_FONT_FAMILY}`;
}

/** Line widths in device pixels: at least one pixel, so a hairline never vanishes at low ratios. */
export function toDevicePixels(cssWidth: number, pixelRatio: number): number {
  return Math.max(1, cssWidth * pixelRatio);
}

/** Grid lines keep a whole number of device pixels so they stay crisp (see line-coverage.glsl). */
export function gridLineDevicePixels(pixelRatio: number): number {
  return Math.max(1, Math.round(GRID_LINE_WIDTH * pixelRatio));
}
