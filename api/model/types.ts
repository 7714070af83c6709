/**
 * Public types of the calculator API.
 */

/** The state of one expression of the list as `getExpressions` returns it, defaults filled in (`setExpression` takes `ExpressionInput`, public-api.ts). */
export interface ExpressionState {
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.type)); */
  type: 'expression';
  /** Any non-empty string; a number is converted to its string. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.id)); */
  id: string;
  /** The expression in LaTeX. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.latex)); */
  latex: string;
  /** A CSS hex color; new expressions cycle through the palette. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.color)); */
  color: string;
  /** Whether the graph is hidden. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.hidden)); */
  hidden?: boolean;
  /** Whether the expression is left out of the list (its graph is unaffected). @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.secret)); */
  secret?: boolean;
  /** Curve style. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.lineStyle)); */
  lineStyle?: 'solid' | 'dashed' | 'dotted';
  /** Point style. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.pointStyle)); */
  pointStyle?: 'point' | 'open' | 'cross';
  /** Interior opacity of a polygon or parametric curve, 0..1; default 0.4. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.fillOpacity)); */
  fillOpacity?: number;
  /** Curve thickness in CSS pixels (the best-known product's field); absent: 2.5. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.lineWidth)); */
  lineWidth?: number;
  /** Curve opacity, 0..1; absent: 1. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.lineOpacity)); */
  lineOpacity?: number;
  /** Point diameter in CSS pixels; absent: the point style's own (9, crosses 11). @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.pointSize)); */
  pointSize?: number;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.points)); */
  points?: boolean;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.lines)); */
  lines?: boolean;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.fill)); */
  fill?: boolean;
  /** A regression (`y_1\\sim ab^{x_1}`) fitted in log mode: Σ(ln y − ln f)² (offered for exponential and power models). @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.isLogModeRegression)); */
  isLogModeRegression?: boolean;
  /** The name of a regression's residual list; absent: the first free `e_1`, `e_2` … @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.residualVariable)); */
  residualVariable?: string;
  /**
   * A statistical plot's options, named as the best-known product's states name them. `histogramMode`:
   * bar heights of a `histogram` as counts (default), fractions of the values, or densities (areas sum
   * to 1). `showBoxplotOutliers`: true draws a `boxplot`'s values beyond 1.5 IQR as points with the
   * whiskers short of them; absent or false, the whiskers reach every value (the product's default).
   * @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.vizProps));
   */
  vizProps?: { histogramMode?: 'count' | 'relative' | 'density'; showBoxplotOutliers?: boolean };
  /** Slider bounds as LaTeX; an empty step means a continuous slider. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.sliderBounds)); */
  sliderBounds?: { min: string; max: string; step: string };
  /** Parameter bounds of a parametric curve, as LaTeX. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.domain)); */
  domain?: { min: string; max: string };
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.dragMode)); */
  dragMode?: 'X' | 'Y' | 'XY' | 'NONE' | 'AUTO';
  /** A point's label; '' restores the default (its coordinates). @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.label)); */
  label?: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.showLabel)); */
  showLabel?: boolean;
  /**
   * The seed of the expression's random numbers (`\\operatorname{random}`, `shuffle`, `random(D, n)`);
   * the row's re-randomize button sets a new one. Absent: derived from the id, so the numbers are the same
   * whenever the state is loaded. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.randomSeed));
   */
  randomSeed?: string;
  /** The folder the expression sits in; its rows follow the folder in the list. An id naming no folder is dropped. @example console.log(calculator.getExpressions().map((item) => item.type === 'expression' && item.folderId)); */
  folderId?: string;
}

/** One column of a table. */
export interface TableColumn {
  /** The header: a variable (explicit values) or an expression (computed column). @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.latex))); */
  latex: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.values))); */
  values?: string[];
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.color))); */
  color?: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.hidden))); */
  hidden?: boolean;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.pointStyle))); */
  pointStyle?: 'point' | 'open' | 'cross';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.lineStyle))); */
  lineStyle?: 'solid' | 'dashed' | 'dotted';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.points))); */
  points?: boolean;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.lines))); */
  lines?: boolean;
  /** Deprecated in v1.1 (points and lines replace it). @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.columnMode))); */
  columnMode?: 'POINTS' | 'LINES' | 'POINTS_AND_LINES';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns.map((column) => column.dragMode))); */
  dragMode?: 'X' | 'Y' | 'XY' | 'NONE' | 'AUTO';
}

/** A table of the list. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x', values: ['1', '2'] }, { latex: 'y', values: ['3', '4'] }] }) */
export interface TableState {
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.type)); */
  type: 'table';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.id)); */
  id: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.columns)); */
  columns: TableColumn[];
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'table' && item.folderId)); */
  folderId?: string;
}

/**
 * An image of the list, placed in math units. The list UI adds images and saved states carry them;
 * `setExpression` takes only expressions and tables.
 */
export interface ImageState {
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.type)); */
  type: 'image';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.id)); */
  id: string;
  /** A data: URL, or where `imageUploadCallback` stored the file. @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.image_url)); */
  image_url: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.name)); */
  name?: string;
  /** Center as a LaTeX point; default the origin. @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.center)); */
  center?: string;
  /** Width and height in math units, as LaTeX; default 10. @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.width)); */
  width?: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.height)); */
  height?: string;
  /** Counterclockwise turn about the center, LaTeX (radians, or degrees in degree mode); default 0. @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.angle)); */
  angle?: string;
  /** 0..1 as LaTeX; default 1. @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.opacity)); */
  opacity?: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.hidden)); */
  hidden?: boolean;
  /** Drawn above curves instead of under them. @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.foreground)); */
  foreground?: boolean;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'image' && item.folderId)); */
  folderId?: string;
}

/**
 * A note of the list: plain text, shown as text and never parsed as markup; http(s) links in it become
 * links when the `links` option allows. @example calculator.setExpression({ type: 'text', id: 'intro', text: 'Drag the point A.' })
 */
export interface TextState {
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'text' && item.type)); */
  type: 'text';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'text' && item.id)); */
  id: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'text' && item.text)); */
  text: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'text' && item.folderId)); */
  folderId?: string;
  /** Left out of the list (as an expression's `secret`). @example console.log(calculator.getExpressions().map((item) => item.type === 'text' && item.secret)); */
  secret?: boolean;
}

/**
 * A folder of the list. Items name it by `folderId` and follow it in list order; folders do not nest.
 * @example calculator.setExpressions([{ type: 'folder', id: 'f', title: 'Circles' }, { id: 'c', latex: 'x^2+y^2=1', folderId: 'f' }])
 */
export interface FolderState {
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'folder' && item.type)); */
  type: 'folder';
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'folder' && item.id)); */
  id: string;
  /** @example console.log(calculator.getExpressions().map((item) => item.type === 'folder' && item.title)); */
  title: string;
  /** The list shows the folder's row alone. @example console.log(calculator.getExpressions().map((item) => item.type === 'folder' && item.collapsed)); */
  collapsed?: boolean;
  /** Hides the graphs of every item in the folder (their own `hidden` is kept for when it is shown again). @example console.log(calculator.getExpressions().map((item) => item.type === 'folder' && item.hidden)); */
  hidden?: boolean;
  /** Shown only with `administerSecretFolders`, with its items; their graphs are drawn either way. @example console.log(calculator.getExpressions().map((item) => item.type === 'folder' && item.secret)); */
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
