/**
 * What a screenshot shows, from its options and the screen: the math view (screenshot region and mode,
 * camera.ts `fitScreenshotView`), the size, the pixel ratio and whether axis numbers and labels are drawn.
 * Shared by PNG and SVG screenshots, so both show the same picture.
 */
import { fitScreenshotView } from './camera';
import type { GraphView, ScreenshotOptions } from './types';

export interface ScreenshotFrame {
  readonly view: GraphView;
  /** CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
  readonly showAxisNumbers: boolean;
  /** Points' labels drawn. */
  readonly showLabels: boolean;
}

/** Below this many CSS pixels on either side, numbers would crowd a thumbnail: left out unless asked for. */
export const MIN_NUMBERED_SCREENSHOT_SIZE = 256;

/**
 * @param screen the current view and its size in CSS pixels (0 when the graph was never sized: then the
 * view's own ratio of units stands for the screen's)
 */
export function resolveScreenshotFrame(
  screen: { readonly view: GraphView; readonly cssWidth: number; readonly cssHeight: number },
  options: ScreenshotOptions,
): ScreenshotFrame {
  const { width, height, targetPixelRatio } = options;
  for (const [name, value] of Object.entries({ width, height, targetPixelRatio })) {
    if (!(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
      throw new RangeError(`screenshot ${name} must be a positive number, got ${value}`);
    }
  }
  const region = options.mathBounds ? toView(options.mathBounds) : screen.view;
  const screenWidth = screen.cssWidth > 0 ? screen.cssWidth : width;
  const screenHeight = screen.cssHeight > 0 ? screen.cssHeight : height;
  const unitRatio =
    (screen.view.xmax - screen.view.xmin) /
    screenWidth /
    ((screen.view.ymax - screen.view.ymin) / screenHeight);
  return {
    view: fitScreenshotView(region, options.mode ?? 'contain', unitRatio, width, height),
    width,
    height,
    pixelRatio: targetPixelRatio,
    showAxisNumbers:
      options.showAxisNumbers ??
      (width >= MIN_NUMBERED_SCREENSHOT_SIZE && height >= MIN_NUMBERED_SCREENSHOT_SIZE),
    showLabels: options.showLabels !== false,
  };
}

function toView(bounds: NonNullable<ScreenshotOptions['mathBounds']>): GraphView {
  const view = { xmin: bounds.left, xmax: bounds.right, ymin: bounds.bottom, ymax: bounds.top };
  if (!(view.xmax > view.xmin) || !(view.ymax > view.ymin) || !Object.values(view).every(Number.isFinite)) {
    throw new RangeError(
      `screenshot mathBounds must have right > left and top > bottom, got ${JSON.stringify(bounds)}`,
    );
  }
  return view;
}
