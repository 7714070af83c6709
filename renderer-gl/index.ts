/**
 * The WebGL graph-paper renderer: grid (cartesian or polar), axes, tick and axis labels, fills, curves,
 * points and their labels, drawn with regl on the main thread from geometry the worker produced. Frames are
 * drawn on demand; screenshots are synchronous PNG data URIs or SVG markup.
 */
export type {
  AxisArrowMode,
  CurveLineStyle,
  DrawableCurve,
  DrawableFill,
  DrawableImage,
  DrawablePointLabel,
  DrawablePointSet,
  GraphRenderer,
  GraphView,
  MathBounds,
  PointStyle,
  RendererSettings,
  ScreenshotMode,
  ScreenshotOptions,
} from './types';
export { createGraphRenderer } from './graph-renderer';
export { typesetNumber } from './format-tick-label';
