/**
 * The public coordinate operations over a viewport: `graphpaperBounds`, `mathToPixels`, `pixelsToMath`,
 * with pixels relative to the top left of the constructor's element (DESIGN.md), so the offset of the
 * graph paper inside that element (border, list) is added here.
 */
import type { GraphpaperBounds, PointCoordinates } from './types';
import { mathToPixelX, mathToPixelY, pixelToMathX, pixelToMathY, type Viewport } from './viewport';

export interface Offset {
  left: number;
  top: number;
}

export function graphpaperBounds(viewport: Viewport, offset: Offset): GraphpaperBounds {
  const { left, right, bottom, top, widthPixels, heightPixels } = viewport;
  return {
    mathCoordinates: { left, right, bottom, top, width: right - left, height: top - bottom },
    pixelCoordinates: {
      left: offset.left,
      right: offset.left + widthPixels,
      top: offset.top,
      bottom: offset.top + heightPixels,
      width: widthPixels,
      height: heightPixels,
    },
  };
}

/** Converts the coordinates present (x, y or both); anything else gives an empty object. */
export function mathToPixels(viewport: Viewport, offset: Offset, coordinates: unknown): PointCoordinates {
  const result: PointCoordinates = {};
  if (!coordinates || typeof coordinates !== 'object') return result;
  const { x, y } = coordinates as PointCoordinates;
  if (typeof x === 'number') result.x = mathToPixelX(viewport, x) + offset.left;
  if (typeof y === 'number') result.y = mathToPixelY(viewport, y) + offset.top;
  return result;
}

export function pixelsToMath(viewport: Viewport, offset: Offset, coordinates: unknown): PointCoordinates {
  const result: PointCoordinates = {};
  if (!coordinates || typeof coordinates !== 'object') return result;
  const { x, y } = coordinates as PointCoordinates;
  if (typeof x === 'number') result.x = pixelToMathX(viewport, x - offset.left);
  if (typeof y === 'number') result.y = pixelToMathY(viewport, y - offset.top);
  return result;
}
