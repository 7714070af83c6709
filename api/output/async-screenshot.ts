/**
 * `asyncScreenshot`: waits until the state is fully evaluated (the spec's guarantee: the worker's answers
 * for the current content are in, and the images have loaded), not for the screen's frame: the shot draws
 * its own frame from the same geometry, so waiting for the screen's would only add an animation frame and
 * a second GPU frame before it (issue 23: ~half of a shot with one curve changed). While the WebGL context
 * is lost it waits for the screen's frame too (drawn once the context is back). For math bounds other
 * than the visible ones it samples that region first (one extra engine request), draws the picture from
 * those curves and puts the visible curves back. The callback runs last, so it may even destroy the
 * calculator.
 */
import type { GraphRenderer } from '../../renderer-gl/index';
import type { SamplingViewport, UpdateResult } from '../../worker/protocol';
import { screenshotSize, type AsyncScreenshotOptions } from './screenshot-options';
import { isValidBounds, samplingRegion, withBounds, type MathBounds, type Viewport } from '../model/viewport';

export interface AsyncScreenshotHost {
  /** Resolves when the state is evaluated and its images loaded (no frame waited for). */
  whenEvaluated(): Promise<void>;
  /** The same, and the screen's frame drawn (which, while the WebGL context is lost, waits for it back). */
  whenIdle(): Promise<void>;
  /** Whether the renderer can draw now (false while the WebGL context is lost). */
  canDraw(): boolean;
  isDestroyed(): boolean;
  viewport(): Viewport;
  sampleOnce(region: SamplingViewport): Promise<UpdateResult | undefined>;
  readonly renderer: GraphRenderer;
  /** Draws the geometry of a result (curves, fills, points) in the expressions' styles. */
  drawGeometry(result: UpdateResult): void;
  /** Puts the visible geometry back. */
  restoreGeometry(): void;
}

export function takeAsyncScreenshot(
  host: AsyncScreenshotHost,
  options: AsyncScreenshotOptions | undefined,
  callback: (uri: string) => void,
): void {
  const size = screenshotSize(options, host.viewport(), true, 'left out');
  const mathBounds = resolveMathBounds(options?.mathBounds, host.viewport());
  const shoot = (shot: Parameters<GraphRenderer['screenshot']>[0]) =>
    options?.format === 'svg' ? host.renderer.screenshotSvg(shot) : host.renderer.screenshot(shot);
  void (async () => {
    await host.whenEvaluated();
    if (host.isDestroyed()) return;
    if (!host.canDraw()) {
      await host.whenIdle();
      if (host.isDestroyed()) return;
    }
    let uri: string;
    if (mathBounds) {
      const region = withBounds(
        { ...host.viewport(), widthPixels: size.width, heightPixels: size.height },
        mathBounds,
      );
      const result = await host.sampleOnce(samplingRegion(region));
      if (host.isDestroyed()) return;
      if (result) host.drawGeometry(result);
      uri = shoot({ ...size, mathBounds });
      host.restoreGeometry();
    } else {
      uri = shoot(size);
    }
    try {
      callback(uri);
    } catch (error) {
      console.error(error);
    }
  })();
}

const SIDES = ['left', 'right', 'bottom', 'top'] as const;

/**
 * The region a shot asks for: sides it leaves out come from the visible viewport (a page may give only
 * `left` and `right`); bounds that still do not make a region are reported and the visible viewport is shot.
 */
export function resolveMathBounds(given: unknown, viewport: Viewport): MathBounds | undefined {
  if (given === undefined || given === null) return undefined;
  const filled: Partial<MathBounds> = {};
  if (typeof given === 'object') {
    for (const side of SIDES) {
      const value = (given as Partial<Record<string, unknown>>)[side];
      filled[side] = (value === undefined ? viewport[side] : value) as number;
    }
  }
  if (isValidBounds(filled)) return filled;
  console.warn(
    `Calculator: asyncScreenshot() ignored mathBounds ${JSON.stringify(given)}: they need right > left and top > bottom, as finite numbers. The current viewport was used.`,
  );
  return undefined;
}
