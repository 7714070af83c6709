/** The public types of the renderer; `index.ts` re-exports them. */
import type { CurveGeometry } from '../worker/protocol';

export interface DrawableCurve extends CurveGeometry {
  /** CSS hex color: #rgb, #rgba, #rrggbb or #rrggbbaa. */
  readonly color: string;
}

/** Math bounds of the visible canvas. */
export interface GraphView {
  readonly xmin: number;
  readonly xmax: number;
  readonly ymin: number;
  readonly ymax: number;
}

export interface ScreenshotOptions {
  /** Size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** The PNG has width × targetPixelRatio by height × targetPixelRatio pixels. */
  readonly targetPixelRatio: number;
}

export interface GraphRenderer {
  /** Canvas backing store = CSS size × devicePixelRatio. Redraws at once when a view is set (no blank frame). */
  resize(cssWidth: number, cssHeight: number, devicePixelRatio: number): void;
  /** Pan/zoom: updates uniforms only, uploads nothing; requests a frame. */
  setView(view: GraphView): void;
  /** Uploads the curves' buffers (reusing or destroying the previous ones); requests a frame. */
  setCurves(curves: readonly DrawableCurve[]): void;
  /** Draws on the next animation frame; calls in between coalesce into one frame. */
  requestFrame(): void;
  /** Called after each drawn frame. */
  onFrameDrawn(callback: () => void): void;
  /** The current view ('contain' fitted into the requested size) as a PNG data URI, synchronously. */
  screenshot(options: ScreenshotOptions): string;
  /** Releases every GL resource, cancels a pending frame and removes the canvases. */
  destroy(): void;
}
