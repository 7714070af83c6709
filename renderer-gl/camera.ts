/**
 * Camera math, all in float64 on the CPU: the GPU only ever sees small camera-relative numbers, so
 * curves and grid lines stay exact far from the origin and deep in a zoom.
 */
import type { GraphView } from './types';

export interface PixelScale {
  /** Pixels per math unit along x and along y (any pixel unit: the caller's). */
  readonly x: number;
  readonly y: number;
}

export function computePixelScale(view: GraphView, widthPixels: number, heightPixels: number): PixelScale {
  return {
    x: widthPixels / (view.xmax - view.xmin),
    y: heightPixels / (view.ymax - view.ymin),
  };
}

export function computeViewCenter(view: GraphView): [number, number] {
  return [(view.xmin + view.xmax) / 2, (view.ymin + view.ymax) / 2];
}

/**
 * origin − view center, in math units. Subtracting in float64 before the cast to a float32 uniform keeps
 * the difference exact for any origin the worker picks near the visible region.
 */
export function computeCameraOffset(originX: number, originY: number, view: GraphView): [number, number] {
  const [centerX, centerY] = computeViewCenter(view);
  return [originX - centerX, originY - centerY];
}

/**
 * The view a target of another aspect ratio shows with 'contain' semantics: every point of `view` stays
 * visible, the center stays, and the units-per-pixel ratio between x and y is kept (a uniform projection
 * stays uniform), so the extra room goes to whichever axis the target is relatively longer in.
 */
export function containView(
  view: GraphView,
  currentWidth: number,
  currentHeight: number,
  targetWidth: number,
  targetHeight: number,
): GraphView {
  const unitsPerPixelX = (view.xmax - view.xmin) / currentWidth;
  const unitsPerPixelY = (view.ymax - view.ymin) / currentHeight;
  const zoom = Math.max(currentWidth / targetWidth, currentHeight / targetHeight);
  const [centerX, centerY] = computeViewCenter(view);
  const halfWidth = (unitsPerPixelX * zoom * targetWidth) / 2;
  const halfHeight = (unitsPerPixelY * zoom * targetHeight) / 2;
  return {
    xmin: centerX - halfWidth,
    xmax: centerX + halfWidth,
    ymin: centerY - halfHeight,
    ymax: centerY + halfHeight,
  };
}

/**
 * The view a screenshot of targetWidth × targetHeight shows of `region` (calculator-api.md, asyncScreenshot
 * modes). `unitRatio` is the screen's x units per pixel over its y units per pixel, kept by every mode but
 * 'stretch', so a uniform projection stays uniform:
 * - contain: all of the region visible, centered, the extra room on the relatively longer side;
 * - stretch: exactly the region;
 * - preserveX: exactly the region's x range, the y range centered on the region's and sized by the ratio;
 * - preserveY: exactly the region's y range, the x range likewise.
 */
export function fitScreenshotView(
  region: GraphView,
  mode: 'contain' | 'stretch' | 'preserveX' | 'preserveY',
  unitRatio: number,
  targetWidth: number,
  targetHeight: number,
): GraphView {
  if (mode === 'stretch') return { ...region };
  const regionWidth = region.xmax - region.xmin;
  const regionHeight = region.ymax - region.ymin;
  let unitsPerPixelX: number;
  if (mode === 'preserveX') unitsPerPixelX = regionWidth / targetWidth;
  else if (mode === 'preserveY') unitsPerPixelX = (regionHeight / targetHeight) * unitRatio;
  else unitsPerPixelX = Math.max(regionWidth / targetWidth, (regionHeight / targetHeight) * unitRatio);
  const unitsPerPixelY = unitsPerPixelX / unitRatio;
  const [centerX, centerY] = computeViewCenter(region);
  // The preserved range is copied, not recomputed from its center, so it comes back exactly.
  const [xmin, xmax] =
    mode === 'preserveX'
      ? [region.xmin, region.xmax]
      : [centerX - (unitsPerPixelX * targetWidth) / 2, centerX + (unitsPerPixelX * targetWidth) / 2];
  const [ymin, ymax] =
    mode === 'preserveY'
      ? [region.ymin, region.ymax]
      : [centerY - (unitsPerPixelY * targetHeight) / 2, centerY + (unitsPerPixelY * targetHeight) / 2];
  return { xmin, xmax, ymin, ymax };
}

/** Remainder of value / step in [0, step); JavaScript's % is exact (fmod), so this adds no rounding. */
export function positiveModulo(value: number, step: number): number {
  const remainder = value % step;
  if (remainder >= 0) return remainder + 0; // + 0 turns −0 into 0
  const wrapped = remainder + step;
  // A tiny negative remainder plus step can round to step itself.
  return wrapped < step ? wrapped : 0;
}
