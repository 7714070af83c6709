/**
 * `asyncScreenshot`: waits until the state is fully evaluated and drawn; for math bounds other than the
 * visible ones it samples that region first (one extra engine request), draws the picture from those
 * curves and puts the visible curves back. The callback runs last, so it may even destroy the calculator.
 */
import type { GraphRenderer } from '../renderer-gl/index';
import type { SamplingViewport, UpdateResult } from '../worker/protocol';
import { screenshotSize, type AsyncScreenshotOptions } from './screenshot-options';
import { isValidBounds, samplingRegion, withBounds, type Viewport } from './viewport';

export interface AsyncScreenshotHost {
  whenIdle(): Promise<void>;
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
  const size = screenshotSize(options, host.viewport(), true);
  const mathBounds = isValidBounds(options?.mathBounds) ? options.mathBounds : undefined;
  void (async () => {
    await host.whenIdle();
    if (host.isDestroyed()) return;
    let uri: string;
    if (mathBounds) {
      const region = withBounds(
        { ...host.viewport(), widthPixels: size.width, heightPixels: size.height },
        mathBounds,
      );
      const result = await host.sampleOnce(samplingRegion(region));
      if (host.isDestroyed()) return;
      if (result) host.drawGeometry(result);
      uri = host.renderer.screenshot({ ...size, mathBounds });
      host.restoreGeometry();
    } else {
      uri = host.renderer.screenshot(size);
    }
    try {
      callback(uri);
    } catch (error) {
      console.error(error);
    }
  })();
}
