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
  hidden?: boolean;
  /** Whether the expression is left out of the list (its graph is unaffected). */
  secret?: boolean;
  /** Curve style. @example Lib.Styles.DASHED */
  lineStyle?: 'solid' | 'dashed' | 'dotted';
  /** Point style. @example Lib.Styles.OPEN */
  pointStyle?: 'point' | 'open' | 'cross';
  /** Interior opacity of a polygon or parametric curve, 0..1; default 0.4. */
  fillOpacity?: number;
  /** Curve thickness in CSS pixels (the best-known product's field); absent: 2.5. */
  lineWidth?: number;
  /** Curve opacity, 0..1; absent: 1. */
  lineOpacity?: number;
  /** Point diameter in CSS pixels; absent: the point style's own (9, crosses 11). */
  pointSize?: number;
  points?: boolean;
  lines?: boolean;
  fill?: boolean;
  /** A regression (`y_1\\sim ab^{x_1}`) fitted in log mode: Σ(ln y − ln f)² (offered for exponential and power models). */
  isLogModeRegression?: boolean;
  /** The name of a regression's residual list; absent: the first free `e_1`, `e_2` … @example 'e_{1}' */
  residualVariable?: string;
  /**
   * A statistical plot's options, named as the best-known product's states name them. `histogramMode`:
   * bar heights of a `histogram` as counts (default), fractions of the values, or densities (areas sum
   * to 1). `showBoxplotOutliers`: true draws a `boxplot`'s values beyond 1.5 IQR as points with the
   * whiskers short of them; absent or false, the whiskers reach every value (the product's default).
   * @example { latex: '\\operatorname{histogram}(L,2)', vizProps: { histogramMode: 'density' } }
   */
  vizProps?: { histogramMode?: 'count' | 'relative' | 'density'; showBoxplotOutliers?: boolean };
  /** Slider bounds as LaTeX; an empty step means a continuous slider. @example { min: '0', max: '10', step: '1' } */
  sliderBounds?: { min: string; max: string; step: string };
  /** Parameter bounds of a parametric curve, as LaTeX. @example { min: '0', max: '2\\pi' } */
  domain?: { min: string; max: string };
  /** @example Lib.DragModes.XY */
  dragMode?: 'X' | 'Y' | 'XY' | 'NONE' | 'AUTO';
  /** A point's label; '' restores the default (its coordinates). */
  label?: string;
  showLabel?: boolean;
  /**
   * The seed of the expression's random numbers (`\\operatorname{random}`, `shuffle`, `random(D, n)`);
   * the row's re-randomize button sets a new one. Absent: derived from the id, so the numbers are the same
   * whenever the state is loaded. @example { id: 'sample', latex: 'L=\\operatorname{random}(10)', randomSeed: '7f3a' }
   */
  randomSeed?: string;
  /** The folder the expression sits in; its rows follow the folder in the list. An id naming no folder is dropped. */
  folderId?: string;
}

/** One column of a table. */
export interface TableColumn {
  /** The header: a variable (explicit values) or an expression (computed column). @example 'x_1' */
  latex: string;
  values?: string[];
  color?: string;
  hidden?: boolean;
  pointStyle?: 'point' | 'open' | 'cross';
  lineStyle?: 'solid' | 'dashed' | 'dotted';
  points?: boolean;
  lines?: boolean;
  /** Deprecated in v1.1 (points and lines replace it). */
  columnMode?: 'POINTS' | 'LINES' | 'POINTS_AND_LINES';
  dragMode?: 'X' | 'Y' | 'XY' | 'NONE' | 'AUTO';
}

/** A table of the list. @example calc.setExpression({ type: 'table', columns: [{ latex: 'x', values: ['1', '2'] }, { latex: 'y', values: ['3', '4'] }] }) */
export interface TableState {
  type: 'table';
  id: string;
  columns: TableColumn[];
  folderId?: string;
}

/**
 * An image of the list, placed in math units. The list UI adds images and saved states carry them;
 * `setExpression` takes only expressions and tables.
 */
export interface ImageState {
  type: 'image';
  id: string;
  /** A data: URL, or where `imageUploadCallback` stored the file. */
  image_url: string;
  name?: string;
  /** Center as a LaTeX point; default the origin. @example '(0,0)' */
  center?: string;
  /** Width and height in math units, as LaTeX; default 10. @example '10' */
  width?: string;
  height?: string;
  /** Counterclockwise turn about the center, LaTeX (radians, or degrees in degree mode); default 0. */
  angle?: string;
  /** 0..1 as LaTeX; default 1. */
  opacity?: string;
  hidden?: boolean;
  /** Drawn above curves instead of under them. */
  foreground?: boolean;
  folderId?: string;
}

/**
 * A note of the list: plain text, shown as text and never parsed as markup; http(s) links in it become
 * links when the `links` option allows. @example calc.setExpression({ type: 'text', id: 'intro', text: 'Drag the point A.' })
 */
export interface TextState {
  type: 'text';
  id: string;
  text: string;
  folderId?: string;
  /** Left out of the list (as an expression's `secret`). */
  secret?: boolean;
}

/**
 * A folder of the list. Items name it by `folderId` and follow it in list order; folders do not nest.
 * @example calc.setExpressions([{ type: 'folder', id: 'f', title: 'Circles' }, { id: 'c', latex: 'x^2+y^2=1', folderId: 'f' }])
 */
export interface FolderState {
  type: 'folder';
  id: string;
  title: string;
  /** The list shows the folder's row alone. */
  collapsed?: boolean;
  /** Hides the graphs of every item in the folder (their own `hidden` is kept for when it is shown again). */
  hidden?: boolean;
  /** Shown only with `administerSecretFolders`, with its items; their graphs are drawn either way. */
  secret?: boolean;
}

/** An item of the expression list. */
export type ItemState = ExpressionState | TableState | ImageState | TextState | FolderState;

/** The kinds of item that can sit in a folder. */
export type FolderMemberState = Exclude<ItemState, FolderState>;

/** Four sides of a math rectangle. @example calculator.setMathBounds({ left: -5, right: 5, bottom: -5, top: 5 }); */
export interface MathBoundsArgument {
  /** @example calculator.setMathBounds({ left: -1, right: 1, bottom: -1, top: 1 }); */
  left: number;
  /** @example calculator.setMathBounds({ left: -1, right: 2, bottom: -1, top: 1 }); */
  right: number;
  /** @example calculator.setMathBounds({ left: -1, right: 1, bottom: -2, top: 1 }); */
  bottom: number;
  /** @example calculator.setMathBounds({ left: -1, right: 1, bottom: -1, top: 2 }); */
  top: number;
}

/** A rectangle with its size. @example console.log(calculator.graphpaperBounds.mathCoordinates.width); */
export interface Rectangle extends MathBoundsArgument {
  /** @example console.log(calculator.graphpaperBounds.pixelCoordinates.width); */
  width: number;
  /** @example console.log(calculator.graphpaperBounds.pixelCoordinates.height); */
  height: number;
}

/** The visible region. @example console.log(calculator.graphpaperBounds); */
export interface GraphpaperBounds {
  /** @example console.log(calculator.graphpaperBounds.mathCoordinates.left); */
  mathCoordinates: Rectangle;
  /** Pixels relative to the top left of the constructor's element. @example console.log(calculator.graphpaperBounds.pixelCoordinates.top); */
  pixelCoordinates: Rectangle;
}

/** Options of `screenshot`. @example calculator.screenshot({ width: 400, height: 300, targetPixelRatio: 2 }); */
export interface ScreenshotOptions {
  /** Pixels; default the graph paper's width. @example calculator.screenshot({ width: 300 }); */
  width?: number;
  /** @example calculator.screenshot({ height: 200 }); */
  height?: number;
  /** The image's size is multiplied by it. @example calculator.screenshot({ targetPixelRatio: 2 }); */
  targetPixelRatio?: number;
  /** Keep axis numbers in images smaller than 256 px on a side. @example calculator.screenshot({ width: 200, height: 150, preserveAxisNumbers: true }); */
  preserveAxisNumbers?: boolean;
}

/** Coordinates with x, y or both. @example console.log(calculator.mathToPixels({ x: 1, y: 2 })); */
export interface PointCoordinates {
  /** @example console.log(calculator.mathToPixels({ x: 1 }).x); */
  x?: number;
  /** @example console.log(calculator.pixelsToMath({ y: 10 }).y); */
  y?: number;
}
