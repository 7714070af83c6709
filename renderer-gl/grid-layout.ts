/**
 * Where the grid lines and axes of one axis fall on the drawing buffer, in device pixels from the left
 * (x) or bottom (y) edge. Everything is derived in float64 here, so the shaders only add small multiples
 * of a step to a phase and never see a large math coordinate.
 */
import { positiveModulo } from './camera';
import { chooseAxisSpacing, type TickSpacing } from './ticks';

export interface AxisGridLayout {
  readonly spacing: TickSpacing;
  /** Device-pixel position of the major line at or just before the buffer's start, in (−majorStep, 0]. */
  readonly majorPhasePixels: number;
  readonly majorStepPixels: number;
  /** Device-pixel position of the axis (math 0); may lie outside the buffer. */
  readonly axisPixels: number;
  /** Opacity factor of the minor lines: they fade out as they crowd together. */
  readonly minorOpacity: number;
}

/**
 * Minor lines closer than MINOR_FADE_FULL CSS pixels fade (fully gone at MINOR_FADE_START). The 1-2-5
 * chooser puts minor lines about 13–32 px apart, so the fade only touches the denser zoom levels and
 * softens the jump when the step changes.
 */
const MINOR_FADE_START = 6;
const MINOR_FADE_FULL = 20;

/** Keeps an off-screen axis position representable in a float32 uniform. */
const FAR_OUTSIDE_PIXELS = 1e7;

/**
 * @param min,max the axis' math bounds on screen
 * @param lengthPixels the buffer's length along the axis, in device pixels
 * @param pixelRatio device pixels per CSS pixel (tick density is chosen in CSS pixels)
 * @param userStep,userSubdivisions the axis' step and subdivisions settings (0: automatic)
 */
export function layoutAxisGrid(
  min: number,
  max: number,
  lengthPixels: number,
  pixelRatio: number,
  userStep = 0,
  userSubdivisions = 0,
): AxisGridLayout {
  const devicePixelsPerUnit = lengthPixels / (max - min);
  const spacing = chooseAxisSpacing(devicePixelsPerUnit / pixelRatio, userStep, userSubdivisions);
  const majorStepPixels = spacing.majorStep * devicePixelsPerUnit;
  const majorPhasePixels = -positiveModulo(min, spacing.majorStep) * devicePixelsPerUnit;
  const axisPixels = clamp(-min * devicePixelsPerUnit, -FAR_OUTSIDE_PIXELS, FAR_OUTSIDE_PIXELS);
  const minorSpacingCss = majorStepPixels / spacing.minorSubdivisions / pixelRatio;
  const minorOpacity = clamp(
    (minorSpacingCss - MINOR_FADE_START) / (MINOR_FADE_FULL - MINOR_FADE_START),
    0,
    1,
  );
  return { spacing, majorPhasePixels, majorStepPixels, axisPixels, minorOpacity };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
