/**
 * Reading screenshot options: width and height default to the graph paper's size, targetPixelRatio to 1
 * (v0.5 knows width and height only); a value that is not a positive finite number means the default.
 */
import type { ScreenshotMode } from '../../renderer-gl/index';
import type { MathBoundsArgument, ScreenshotOptions } from '../model/types';

export interface AsyncScreenshotOptions extends ScreenshotOptions {
  mode?: ScreenshotMode;
  mathBounds?: MathBoundsArgument;
  /** 'svg' calls back with SVG markup of the same picture instead of a PNG data URI (real pages use it). */
  format?: 'png' | 'svg';
  /**
   * true draws the points' labels; default false, as the best-known product's API has it, so embedders
   * get clean images unless they ask (the synchronous `screenshot` keeps them, as on screen).
   */
  showLabels?: boolean;
}

const MODES: readonly string[] = ['contain', 'stretch', 'preserveX', 'preserveY'];

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function screenshotSize(
  options: unknown,
  paper: { widthPixels: number; heightPixels: number },
  withPixelRatio: boolean,
  labelsUnlessAsked: 'shown' | 'left out' = 'shown',
): {
  width: number;
  height: number;
  targetPixelRatio: number;
  mode?: ScreenshotMode;
  showAxisNumbers?: boolean;
  showLabels?: boolean;
} {
  const given = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  const mode =
    typeof given.mode === 'string' && MODES.includes(given.mode) ? (given.mode as ScreenshotMode) : undefined;
  return {
    width: Math.round(positive(given.width, paper.widthPixels)),
    height: Math.round(positive(given.height, paper.heightPixels)),
    targetPixelRatio: withPixelRatio ? positive(given.targetPixelRatio, 1) : 1,
    ...(mode ? { mode } : {}),
    // Images under 256 px leave axis numbers out (the renderer's default) unless the page keeps them.
    ...(given.preserveAxisNumbers === true ? { showAxisNumbers: true } : {}),
    ...((labelsUnlessAsked === 'shown' ? given.showLabels === false : given.showLabels !== true)
      ? { showLabels: false }
      : {}),
  };
}
