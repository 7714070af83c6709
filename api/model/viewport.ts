/**
 * The mapping between math coordinates and the graph paper's CSS pixels.
 *
 * A viewport is the visible math rectangle plus the pixel size it is drawn into. Pan and zoom produce
 * new viewports; nothing here mutates, so observers can compare old and new values.
 */

export interface MathBounds {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export interface Viewport extends MathBounds {
  /** Size of the graph paper in CSS pixels. */
  widthPixels: number;
  heightPixels: number;
}

/** About −10..10 in x around the origin, as the spec's default viewport. */
export const DEFAULT_HALF_WIDTH = 10;

/** Smallest and largest spans a user may zoom to: beyond these, float64 coordinates stop being meaningful. */
const MINIMUM_SPAN = 1e-12;
const MAXIMUM_SPAN = 1e15;

/** The default viewport for a graph paper of the given size: −10..10 in x, y chosen for a uniform projection. */
export function defaultViewport(widthPixels: number, heightPixels: number): Viewport {
  const width = Math.max(widthPixels, 1);
  const height = Math.max(heightPixels, 1);
  const halfHeight = (DEFAULT_HALF_WIDTH * height) / width;
  return {
    left: -DEFAULT_HALF_WIDTH,
    right: DEFAULT_HALF_WIDTH,
    bottom: -halfHeight,
    top: halfHeight,
    widthPixels: width,
    heightPixels: height,
  };
}

export function isValidBounds(bounds: Partial<MathBounds> | null | undefined): bounds is MathBounds {
  if (!bounds || typeof bounds !== 'object') return false;
  const { left, right, bottom, top } = bounds;
  const finite = [left, right, bottom, top].every(
    (value) => typeof value === 'number' && Number.isFinite(value),
  );
  return finite && (right as number) > (left as number) && (top as number) > (bottom as number);
}

export function withBounds(viewport: Viewport, bounds: MathBounds): Viewport {
  return { ...bounds, widthPixels: viewport.widthPixels, heightPixels: viewport.heightPixels };
}

/**
 * A new pixel size keeps the center and the scale (pixels per unit), so a larger container shows more of
 * the plane rather than a stretched picture.
 */
export function resizeViewport(viewport: Viewport, widthPixels: number, heightPixels: number): Viewport {
  const width = Math.max(widthPixels, 1);
  const height = Math.max(heightPixels, 1);
  const { x: unitsPerPixelX, y: unitsPerPixelY } = unitsPerPixel(viewport);
  const centerX = (viewport.left + viewport.right) / 2;
  const centerY = (viewport.bottom + viewport.top) / 2;
  return {
    left: centerX - (width / 2) * unitsPerPixelX,
    right: centerX + (width / 2) * unitsPerPixelX,
    bottom: centerY - (height / 2) * unitsPerPixelY,
    top: centerY + (height / 2) * unitsPerPixelY,
    widthPixels: width,
    heightPixels: height,
  };
}

/** Math units per CSS pixel along each axis. */
export function unitsPerPixel(viewport: Viewport): { x: number; y: number } {
  return {
    x: (viewport.right - viewport.left) / viewport.widthPixels,
    y: (viewport.top - viewport.bottom) / viewport.heightPixels,
  };
}

export function mathToPixelX(viewport: Viewport, x: number): number {
  return ((x - viewport.left) / (viewport.right - viewport.left)) * viewport.widthPixels;
}

export function mathToPixelY(viewport: Viewport, y: number): number {
  return ((viewport.top - y) / (viewport.top - viewport.bottom)) * viewport.heightPixels;
}

export function pixelToMathX(viewport: Viewport, px: number): number {
  return viewport.left + (px / viewport.widthPixels) * (viewport.right - viewport.left);
}

export function pixelToMathY(viewport: Viewport, py: number): number {
  return viewport.top - (py / viewport.heightPixels) * (viewport.top - viewport.bottom);
}

/** Moves the view so that content follows the pointer by (dxPixels, dyPixels). */
export function panViewport(viewport: Viewport, dxPixels: number, dyPixels: number): Viewport {
  const dx = (dxPixels / viewport.widthPixels) * (viewport.right - viewport.left);
  const dy = (dyPixels / viewport.heightPixels) * (viewport.top - viewport.bottom);
  return {
    ...viewport,
    left: viewport.left - dx,
    right: viewport.right - dx,
    bottom: viewport.bottom + dy,
    top: viewport.top + dy,
  };
}

/**
 * Scales the view by `factor` (> 1 zooms out) about the pixel (px, py), which keeps pointing at the same
 * math point. Spans are clamped so that zooming can neither collapse nor overflow the coordinates.
 */
export function zoomViewport(viewport: Viewport, factor: number, px: number, py: number): Viewport {
  const anchorX = pixelToMathX(viewport, px);
  const anchorY = pixelToMathY(viewport, py);
  const spanX = viewport.right - viewport.left;
  const spanY = viewport.top - viewport.bottom;
  const smallest = Math.min(spanX, spanY);
  const largest = Math.max(spanX, spanY);
  let applied = factor;
  if (smallest * applied < MINIMUM_SPAN) applied = MINIMUM_SPAN / smallest;
  if (largest * applied > MAXIMUM_SPAN) applied = MAXIMUM_SPAN / largest;
  return {
    ...viewport,
    left: anchorX - (anchorX - viewport.left) * applied,
    right: anchorX + (viewport.right - anchorX) * applied,
    bottom: anchorY - (anchorY - viewport.bottom) * applied,
    top: anchorY + (viewport.top - anchorY) * applied,
  };
}

/** Whether one math unit covers the same number of pixels in x and in y (within rounding). */
export function isProjectionUniform(viewport: Viewport): boolean {
  const pixelsPerUnitX = viewport.widthPixels / (viewport.right - viewport.left);
  const pixelsPerUnitY = viewport.heightPixels / (viewport.top - viewport.bottom);
  return Math.abs(pixelsPerUnitX - pixelsPerUnitY) <= 1e-6 * Math.max(pixelsPerUnitX, pixelsPerUnitY);
}

/**
 * The region the worker samples for this viewport: the visible one widened by half its span on every side,
 * so that a pan shows real geometry while fresh samples are on their way.
 */
export function samplingRegion(viewport: Viewport): {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
  widthPixels: number;
  heightPixels: number;
} {
  const spanX = viewport.right - viewport.left;
  const spanY = viewport.top - viewport.bottom;
  return {
    xmin: viewport.left - spanX / 2,
    xmax: viewport.right + spanX / 2,
    ymin: viewport.bottom - spanY / 2,
    ymax: viewport.top + spanY / 2,
    widthPixels: viewport.widthPixels * 2,
    heightPixels: viewport.heightPixels * 2,
  };
}
