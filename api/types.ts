/**
 * Public types of the calculator API.
 */

/** The state of one expression of the list, as `setExpression` takes it and `getExpressions` returns it. */
export interface ExpressionState {
  type: 'expression';
  /** Any non-empty string; a number is converted to its string. */
  id: string;
  /** The expression in LaTeX. @example 'y=x^2' */
  latex: string;
  /** A CSS hex color; new expressions cycle through the palette. @example '#2d70b3' */
  color: string;
  /** Whether the graph is hidden. */
  hidden: boolean;
  /** Whether the expression is left out of the list (its graph is unaffected). */
  secret: boolean;
}

/** Graphing calculator options: the second constructor argument. */
export interface GraphingCalculatorOptions {
  /** Show a 1px gray border around the calculator. @example { border: false } */
  border?: boolean;
  /** Disable user pan and zoom. @example { lockViewport: true } */
  lockViewport?: boolean;
  /** Resize automatically when the container changes size; when false, call `resize()`. */
  autosize?: boolean;
  /** Palette new expressions cycle through. @example { colors: { RED: '#ff0000', BLUE: '#0000ff' } } */
  colors?: Record<string, string>;
  [other: string]: unknown;
}

/** Four sides of a math rectangle. @example { left: -5, right: 5, bottom: -5, top: 5 } */
export interface MathBoundsArgument {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export interface Rectangle {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** The visible region in math units and in pixels relative to the constructor's element. */
export interface GraphpaperBounds {
  mathCoordinates: Rectangle;
  pixelCoordinates: Rectangle;
}

/** Options of `screenshot`. @example calc.screenshot({ width: 400, height: 300, targetPixelRatio: 2 }) */
export interface ScreenshotOptions {
  width?: number;
  height?: number;
  targetPixelRatio?: number;
}

export interface PointCoordinates {
  x?: number;
  y?: number;
}
