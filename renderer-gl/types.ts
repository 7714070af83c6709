/** The public types of the renderer; `index.ts` re-exports them. */
import type { AxisArrowMode, DrawnGraphSettings } from '../api/model/graph-settings';
import type { CurveGeometry } from '../worker/protocol';

export type { AxisArrowMode };

export type CurveLineStyle = 'SOLID' | 'DASHED' | 'DOTTED';
export type PointStyle = 'POINT' | 'OPEN' | 'CROSS';

export interface DrawableCurve extends CurveGeometry {
  /** CSS hex color: #rgb, #rgba, #rrggbb or #rrggbbaa. */
  readonly color: string;
  /** Default 'SOLID'. Dash patterns are measured in screen pixels along the polyline, across segments. */
  readonly lineStyle?: CurveLineStyle;
  /** CSS pixels; default 2.5. */
  readonly lineWidth?: number;
  /** 0..1, multiplied with the color's own alpha; default 1. */
  readonly opacity?: number;
}

export interface DrawablePointLabel {
  /** Plain text, drawn as text (never interpreted as markup). */
  readonly text: string;
  /** Math coordinates of the point the label belongs to. */
  readonly x: number;
  readonly y: number;
}

export interface DrawablePointSet {
  readonly id: string;
  /** CSS hex color. */
  readonly color: string;
  readonly originX: number;
  readonly originY: number;
  /** x, y offsets from the origin, one pair per point; a NaN pair is skipped. */
  readonly positions: Float32Array;
  readonly style: PointStyle;
  /** Diameter in CSS pixels; default 9 for POINT, 9 for OPEN, 11 for CROSS. */
  readonly size?: number;
  readonly labels?: readonly DrawablePointLabel[];
}

export interface DrawableFill {
  readonly id: string;
  /** CSS hex color. */
  readonly color: string;
  /** 0..1 (spec default fillOpacity 0.4 is the caller's). */
  readonly opacity: number;
  readonly originX: number;
  readonly originY: number;
  /** Triangles: x, y offsets from the origin per vertex, 3 vertices per triangle. */
  readonly triangles: Float32Array;
}

export interface DrawableImage {
  readonly id: string;
  /** Any URL an <img> loads: data:, blob:, same-origin, or served with Access-Control-Allow-Origin. */
  readonly url: string;
  /** Center, width and height in math units; the image is stretched to that box (aspect not kept). */
  readonly centerX: number;
  readonly centerY: number;
  readonly width: number;
  readonly height: number;
  /** Counterclockwise turn in radians about the center, in math coordinates; default 0. */
  readonly angle?: number;
  /** 0..1; default 1. */
  readonly opacity?: number;
  /** Drawn over curves and fills (under points) instead of right above the grid; default false. */
  readonly foreground?: boolean;
}

/** Math bounds of the visible canvas. */
export interface GraphView {
  readonly xmin: number;
  readonly xmax: number;
  readonly ymin: number;
  readonly ymax: number;
}

/**
 * The graph settings the renderer draws: the registry's settings marked `drawn`, with their value types
 * (`api/model/graph-settings.ts`). Imported as a type only: the renderer has no runtime dependency on `api/`,
 * and the caller gives it values the registry has already normalized (defaults included, at creation).
 */
export type RendererSettings = DrawnGraphSettings;

export interface MathBounds {
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}

export type ScreenshotMode = 'contain' | 'stretch' | 'preserveX' | 'preserveY';

export interface ScreenshotOptions {
  /** Size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** The PNG has width × targetPixelRatio by height × targetPixelRatio pixels. */
  readonly targetPixelRatio: number;
  /** The region to show; default the current view. */
  readonly mathBounds?: MathBounds;
  /**
   * How the region maps onto width × height; default 'contain'.
   * contain: all of the region visible, x:y units-per-pixel ratio of the screen kept, centered;
   * stretch: exactly the region; preserveX: exactly the region's x range, y centered with the screen's
   * ratio; preserveY: the same with the roles swapped.
   */
  readonly mode?: ScreenshotMode;
  /** Default: numbers only when both sides are at least 256 CSS pixels. */
  readonly showAxisNumbers?: boolean;
  /** Points' labels (and the trace's coordinates); default true, as on screen. */
  readonly showLabels?: boolean;
}

export interface GraphRenderer {
  /** Canvas backing store = CSS size × devicePixelRatio. Redraws at once when a view is set (no blank frame). */
  resize(cssWidth: number, cssHeight: number, devicePixelRatio: number): void;
  /** Pan/zoom: updates uniforms only, uploads nothing; requests a frame. */
  setView(view: GraphView): void;
  /** Changes only the given settings (others keep their values); requests a frame. */
  setSettings(settings: Partial<RendererSettings>): void;
  /** Uploads the curves' buffers (reusing or destroying the previous ones); requests a frame. */
  setCurves(curves: readonly DrawableCurve[]): void;
  /** Replaces the drawn points (and their labels); requests a frame. */
  setPoints(points: readonly DrawablePointSet[]): void;
  /**
   * Replaces the interaction's markers (a trace point and its coordinates, points of interest), drawn over
   * every expression's points, labels included; requests a frame.
   */
  setOverlayPoints(points: readonly DrawablePointSet[]): void;
  /**
   * Replaces the images (loading those whose URL is new; an image shows once it has loaded, and one that
   * cannot load is left out); requests a frame, and another when loads finish.
   */
  setImages(images: readonly DrawableImage[]): void;
  /** Resolves when every image given so far has loaded or failed (and its frame was requested). */
  imagesSettled(): Promise<void>;
  /** Replaces the filled regions (drawn under the axes and curves); requests a frame. */
  setFills(fills: readonly DrawableFill[]): void;
  /** Draws on the next animation frame; calls in between coalesce into one frame. */
  requestFrame(): void;
  /** Called after each drawn frame. */
  onFrameDrawn(callback: () => void): void;
  /**
   * Asked once, when the first frame is due: a promise makes that frame wait until it settles (the
   * calculator's first answer from its worker, bounded by a timeout), so the first frame the page shows
   * has its curves, and the GPU's start-up is paid for one frame instead of two.
   */
  waitBeforeFirstFrame(gate: () => Promise<unknown> | undefined): void;
  /**
   * Animation frames draw nothing until `until` settles; frames asked for meanwhile are drawn after it
   * (frame-scheduler.ts). The calculator holds frames while the worker's answer to a change is due.
   * Before the first frame it does nothing: `waitBeforeFirstFrame` decides there.
   */
  holdFrames(until: Promise<unknown>): void;
  /** True while the WebGL context is lost: nothing is drawn and screenshots throw until it is restored. */
  readonly contextLost: boolean;
  /** A PNG data URI of the requested region (default: the current view, 'contain'), synchronously. */
  screenshot(options: ScreenshotOptions): string;
  /** The same picture as `screenshot` as SVG markup (a complete `<svg>` element). */
  screenshotSvg(options: ScreenshotOptions): string;
  /** Releases every GL resource, cancels a pending frame and removes the canvases. */
  destroy(): void;
}
