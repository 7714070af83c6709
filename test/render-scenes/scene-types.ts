/**
 * A render scene: a calculator state reached through the public API, and the screenshot that shows it.
 * Scenes are data; `scene-page.ts` plays them in Chromium and `references/<name>.png` holds the picture
 * each must give (looked at before it was accepted; regenerate with `update-references.ts`).
 */

export interface SceneBounds {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export interface SceneScreenshot {
  /** `screenshot` (synchronous) or `asyncScreenshot` (which also takes `mode` and `mathBounds`). */
  kind: 'sync' | 'async';
  width?: number;
  height?: number;
  targetPixelRatio?: number;
  mode?: 'contain' | 'stretch' | 'preserveX' | 'preserveY';
  mathBounds?: Partial<SceneBounds>;
  preserveAxisNumbers?: boolean;
  /** asyncScreenshot's `format: 'svg'`: the SVG markup is rasterized by Chromium into the PNG compared. */
  format?: 'png' | 'svg';
}

export interface RenderScene {
  /** kebab-case; the reference is `references/<name>.png`. */
  name: string;
  /** What the reference must show: what a person checks when looking at it. */
  shows: string;
  /** A saved state for `setState`, applied first (images live only in states and the list UI). */
  state?: unknown;
  /** `setExpressions` argument. */
  expressions?: Record<string, unknown>[];
  /** `updateSettings` argument. */
  settings?: Record<string, unknown>;
  /** `setMathBounds` argument; default −10..10 across the 400 px width, centered. */
  bounds?: SceneBounds;
  /** Default: synchronous, the paper's 400 × 300 CSS px at ratio 1. */
  screenshot?: SceneScreenshot;
  /** Pixels allowed to differ (beyond `threshold`); default `DEFAULT_ALLOWED_DIFFERENCE`. */
  allowedDifference?: number;
  /**
   * pixelmatch's color threshold for this scene; default `PIXEL_THRESHOLD`. Lowered where the subject is
   * pale (minor grid lines, translucent fills, a shade of a color): at 0.1 those differ by 0 pixels.
   */
  threshold?: number;
  /**
   * Only these rectangles (screenshot pixels) are compared, where the subject is small beside text that
   * may be hinted differently by another Chromium build; default the whole image.
   */
  regions?: PixelRegion[];
  /**
   * Count the pixels pixelmatch takes for anti-aliasing (it skips them by default), where the subject is
   * a few thin strokes (arrow heads, point markers, small digits) that are mostly edge.
   */
  includeAntialiased?: boolean;
  /**
   * The negative controls: the scene with its subject wrong, each of which must fail the comparison
   * (render-scenes.browser.test.ts), so a change that makes the scene blind to its subject is caught.
   */
  wrong: WrongSubject[];
}

export interface PixelRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A scene with its subject drawn wrong, as a change to the scene: `settings` are merged over the scene's;
 * `items` are merged into the expressions (or the state's list items) with those ids; the other fields
 * replace the scene's.
 */
export interface WrongSubject {
  /** What is wrong, for example 'y numbers shown'. */
  is: string;
  settings?: Record<string, unknown>;
  items?: Record<string, Record<string, unknown>>;
  bounds?: SceneBounds;
  screenshot?: SceneScreenshot;
}

/** CSS size of the calculator's element (all UI parts off, so the graph paper fills it). */
export const SCENE_WIDTH = 400;
export const SCENE_HEIGHT = 300;
export const DEFAULT_BOUNDS: SceneBounds = { left: -10, right: 10, bottom: -7.5, top: 7.5 };

/**
 * pixelmatch's per-pixel color threshold (YIQ distance, 0..1; 0.1 is its default) and the number of
 * pixels that may exceed it. SwiftShader draws the same pixels on the same machine, so the allowance only
 * covers font hinting and rounding across Chromium builds; a curve changing color differs on ~1,000.
 */
export const PIXEL_THRESHOLD = 0.1;
export const DEFAULT_ALLOWED_DIFFERENCE = 40;
