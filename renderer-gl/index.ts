/**
 * The WebGL graph-paper renderer: grid, axes, tick labels and curves, drawn with regl on the main thread
 * from geometry the worker produced. Frames are drawn on demand; screenshots are synchronous PNG data URIs.
 */
export type { DrawableCurve, GraphRenderer, GraphView, ScreenshotOptions } from './types';
export { createGraphRenderer } from './graph-renderer';
