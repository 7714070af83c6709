/**
 * TypeScript declarations of the calculator script's public API (line v1.1), shipped beside each
 * `calculator.js` as `calculator.d.ts`. A page references it with
 * `/// <reference path="calculator.d.ts" />` and uses the global `Lib`.
 *
 * Kept by hand, checked by `api/calculator-types.test.ts`: a page-like usage file must compile against
 * it, misuse must not, and the calculator's members must be exactly the runtime's v1.1 operations.
 */

declare namespace Lib {
  type LineStyle = 'solid' | 'dashed' | 'dotted';
  type PointStyle = 'point' | 'open' | 'cross';
  type DragMode = 'X' | 'Y' | 'XY' | 'NONE' | 'AUTO';
  type ColumnMode = 'POINTS' | 'LINES' | 'POINTS_AND_LINES';
  type AxisArrowMode = 'NONE' | 'POSITIVE' | 'BOTH';
  type ScreenshotMode = 'contain' | 'stretch' | 'preserveX' | 'preserveY';

  /** An expression of the list. @example { id: 'parabola', latex: 'y=x^2', color: Lib.Colors.RED } */
  interface ExpressionState {
    type?: 'expression';
    /** Any non-empty string (a number is read as its string); omitted: a fresh id. */
    id?: string | number;
    latex?: string;
    color?: string;
    lineStyle?: LineStyle;
    pointStyle?: PointStyle;
    fillOpacity?: number;
    /** Curve thickness in pixels; default 2.5. */
    lineWidth?: number;
    /** Curve opacity, 0..1; default 1. */
    lineOpacity?: number;
    /** Point diameter in pixels; default 9 (crosses 11). */
    pointSize?: number;
    points?: boolean;
    lines?: boolean;
    fill?: boolean;
    /** A regression (`y_1\\sim ab^{x_1}`) fitted in log mode, where the row offers it. */
    isLogModeRegression?: boolean;
    /** The name of a regression's residual list. @example 'e_{1}' */
    residualVariable?: string;
    /** A histogram's bar heights and whether a box plot draws its outliers as points (default: counts, true). */
    vizProps?: { histogramMode?: 'count' | 'relative' | 'density'; showBoxplotOutliers?: boolean };
    hidden?: boolean;
    secret?: boolean;
    sliderBounds?: { min?: string | number; max?: string | number; step?: string | number };
    domain?: { min?: string | number; max?: string | number };
    dragMode?: DragMode;
    label?: string;
    showLabel?: boolean;
    /** The seed of the expression's random numbers; the row's re-randomize button sets a new one. */
    randomSeed?: string;
    /** The folder it sits in (it follows the folder in the list); an id naming no folder is dropped. */
    folderId?: string;
  }

  /** A table column. @example { latex: 'x_1', values: ['1', '2', '3'] } */
  interface TableColumn {
    latex: string;
    values?: string[];
    color?: string;
    hidden?: boolean;
    pointStyle?: PointStyle;
    lineStyle?: LineStyle;
    points?: boolean;
    lines?: boolean;
    /** @deprecated use points and lines */
    columnMode?: ColumnMode;
    dragMode?: DragMode;
  }

  /** @example { type: 'table', id: 't', columns: [{ latex: 'x_1', values: ['1'] }, { latex: 'y_1', values: ['2'] }] } */
  interface TableState {
    type: 'table';
    id?: string | number;
    columns: TableColumn[];
    folderId?: string;
  }

  /** A note: plain text, never markup. @example { type: 'text', id: 'n', text: 'See https://example.com' } */
  interface TextState {
    type: 'text';
    id?: string | number;
    text: string;
    folderId?: string;
    secret?: boolean;
  }

  /** A folder; items join it by `folderId`. @example { type: 'folder', id: 'f', title: 'Circles', hidden: true } */
  interface FolderState {
    type: 'folder';
    id?: string | number;
    title: string;
    collapsed?: boolean;
    /** Hides the graphs of every item in the folder. */
    hidden?: boolean;
    /** Shown only with administerSecretFolders; its items are still drawn. */
    secret?: boolean;
  }

  /** An image of the list as getExpressions gives it (the list UI adds images; setExpression does not). */
  interface ImageItem {
    type: 'image';
    id: string;
    image_url: string;
    name?: string;
    center?: string;
    width?: string;
    height?: string;
    angle?: string;
    opacity?: string;
    hidden?: boolean;
    foreground?: boolean;
    folderId?: string;
  }

  /** What getExpressions returns: states with their id, type and defaults filled in. */
  type ExpressionItem =
    | (Required<Pick<ExpressionState, 'id' | 'latex' | 'color'>> &
        ExpressionState & { id: string; type: 'expression' })
    | (TableState & { id: string })
    | (TextState & { id: string })
    | (FolderState & { id: string })
    | ImageItem;

  interface GraphSettings {
    degreeMode: boolean;
    projectorMode: boolean;
    showGrid: boolean;
    polarMode: boolean;
    showXAxis: boolean;
    showYAxis: boolean;
    xAxisNumbers: boolean;
    yAxisNumbers: boolean;
    polarNumbers: boolean;
    xAxisStep: number;
    yAxisStep: number;
    xAxisMinorSubdivisions: number;
    yAxisMinorSubdivisions: number;
    xAxisArrowMode: AxisArrowMode;
    yAxisArrowMode: AxisArrowMode;
    xAxisLabel: string;
    yAxisLabel: string;
    fontSize: number;
    invertedColors: boolean;
    language: string;
  }

  type ObserverCallback = (name: string, target: unknown) => void;

  /** `calc.settings`: each setting as a read-only property, observable by name (namespaced names allowed). */
  type SettingsObject = Readonly<GraphSettings> & {
    /** @example calc.settings.observe('xAxisLabel.mine', () => console.log(calc.settings.xAxisLabel)) */
    observe(name: string, callback: ObserverCallback): void;
    unobserve(name: string): void;
  };

  interface GraphingCalculatorOptions extends Partial<GraphSettings> {
    keypad?: boolean;
    graphpaper?: boolean;
    expressions?: boolean;
    settingsMenu?: boolean;
    zoomButtons?: boolean;
    expressionsTopbar?: boolean;
    pointsOfInterest?: boolean;
    trace?: boolean;
    border?: boolean;
    lockViewport?: boolean;
    expressionsCollapsed?: boolean;
    administerSecretFolders?: boolean;
    images?: boolean;
    imageUploadCallback?: (file: File, callback: (error: Error | null, url?: string) => void) => void;
    folders?: boolean;
    notes?: boolean;
    links?: boolean;
    qwertyKeyboard?: boolean;
    restrictedFunctions?: boolean;
    pasteGraphLink?: boolean;
    pasteTableData?: boolean;
    clearIntoDegreeMode?: boolean;
    colors?: Record<string, string>;
    autosize?: boolean;
    plotSingleVariableImplicitEquations?: boolean;
  }

  interface MathBounds {
    left: number;
    right: number;
    bottom: number;
    top: number;
  }

  interface Rectangle extends MathBounds {
    width: number;
    height: number;
  }

  interface GraphpaperBounds {
    mathCoordinates: Rectangle;
    /** Pixels relative to the top left of the constructor's element. */
    pixelCoordinates: Rectangle;
  }

  interface ExpressionAnalysis {
    isGraphable: boolean;
    isError: boolean;
    errorMessage?: string;
    evaluationDisplayed?: boolean;
    evaluation?: { type: 'Number'; value: number } | { type: 'ListOfNumber'; value: number[] };
  }

  /** The saved state: versioned and JSON-serializable. */
  interface SavedState {
    version: number;
    graph: { viewport: { xmin: number; ymin: number; xmax: number; ymax: number } } & Partial<GraphSettings>;
    expressions: { list: Array<Record<string, unknown>> };
  }

  interface ScreenshotOptions {
    width?: number;
    height?: number;
    targetPixelRatio?: number;
    /** Keep axis numbers in images smaller than 256 px on a side (left out by default). */
    preserveAxisNumbers?: boolean;
  }

  interface AsyncScreenshotOptions extends ScreenshotOptions {
    mode?: ScreenshotMode;
    mathBounds?: MathBounds;
    /** 'svg' calls back with SVG markup of the same picture instead of a PNG data URI. */
    format?: 'png' | 'svg';
    /** true draws the points' labels (default false: clean images unless asked; `screenshot` keeps them, as on screen). @example { format: 'svg', showLabels: true } */
    showLabels?: boolean;
  }

  interface PointCoordinates {
    x?: number;
    y?: number;
  }

  /** @example const helper = calc.HelperExpression({ latex: 'a+1' }); helper.observe('numericValue', () => console.log(helper.numericValue)) */
  interface HelperExpression {
    readonly latex: string;
    /** undefined until first evaluated; NaN when the expression has no numeric value. */
    readonly numericValue: number | undefined;
    readonly listValue: number[] | undefined;
    observe(property: 'numericValue' | 'listValue' | string, callback: ObserverCallback): void;
    unobserve(property: string): void;
  }

  interface GraphingCalculator {
    destroy(): void;
    getState(): SavedState;
    /** Throws an Error (calculator unchanged) for a state that cannot be loaded. */
    setState(
      state: SavedState | Record<string, unknown> | string,
      options?: { allowUndo?: boolean; remapColors?: boolean },
    ): void;
    setBlank(options?: { allowUndo?: boolean }): void;
    setDefaultState(state: SavedState | Record<string, unknown> | string): void;
    undo(): void;
    redo(): void;
    clearHistory(): void;
    screenshot(options?: ScreenshotOptions): string;
    asyncScreenshot(callback: (dataUri: string) => void): void;
    asyncScreenshot(options: AsyncScreenshotOptions, callback: (dataUri: string) => void): void;
    isProjectionUniform(): boolean;
    observeEvent(
      name: 'change' | 'graphReset' | string,
      callback: (name: string, event: { isUserInitiated: boolean }) => void,
    ): void;
    unobserveEvent(name: string): void;
    setExpression(state: ExpressionState | TableState | TextState | FolderState): void;
    setExpressions(states: Array<ExpressionState | TableState | TextState | FolderState>): void;
    removeExpression(state: { id: string | number }): void;
    removeExpressions(states: Array<{ id: string | number }>): void;
    removeSelected(): void;
    getExpressions(): ExpressionItem[];
    readonly expressionAnalysis: Readonly<Record<string, ExpressionAnalysis>>;
    HelperExpression(expression: { latex: string }): HelperExpression;
    updateSettings(settings: Partial<GraphSettings>): void;
    /** @deprecated use updateSettings */
    setGraphSettings(settings: Partial<GraphSettings>): void;
    readonly settings: SettingsObject;
    /** @deprecated use settings */
    readonly graphSettings: SettingsObject;
    resize(): void;
    setMathBounds(bounds: MathBounds): void;
    readonly graphpaperBounds: GraphpaperBounds;
    mathToPixels(coordinates: PointCoordinates): PointCoordinates;
    pixelsToMath(coordinates: PointCoordinates): PointCoordinates;
    observe(
      property: 'graphpaperBounds' | 'expressionAnalysis' | 'isAnyExpressionSelected' | string,
      callback: () => void,
    ): void;
    unobserve(property: string): void;
    focusFirstExpression(): void;
    readonly isAnyExpressionSelected: boolean;
    readonly colors: Readonly<Record<string, string>>;
  }

  interface GraphingCalculatorConstructor {
    (element?: HTMLElement, options?: GraphingCalculatorOptions): GraphingCalculator;
    new (element?: HTMLElement, options?: GraphingCalculatorOptions): GraphingCalculator;
  }

  interface Namespace {
    GraphingCalculator: GraphingCalculatorConstructor;
    readonly enabledFeatures: Readonly<{
      GraphingCalculator: boolean;
      FourFunctionCalculator: boolean;
      ScientificCalculator: boolean;
    }>;
    readonly supportedLanguages: readonly string[];
    imageFileToDataURL(file: File, callback: (error: Error | null, dataUrl?: string) => void): void;
    readonly Colors: Readonly<{
      RED: string;
      BLUE: string;
      GREEN: string;
      PURPLE: string;
      ORANGE: string;
      BLACK: string;
    }>;
    readonly FontSizes: Readonly<{ VERY_SMALL: 9; SMALL: 12; MEDIUM: 16; LARGE: 20; VERY_LARGE: 24 }>;
    readonly DragModes: Readonly<{ X: 'X'; Y: 'Y'; XY: 'XY'; NONE: 'NONE'; AUTO: 'AUTO' }>;
    readonly ColumnModes: Readonly<{
      POINTS: 'POINTS';
      LINES: 'LINES';
      POINTS_AND_LINES: 'POINTS_AND_LINES';
    }>;
    readonly AxisArrowModes: Readonly<{ NONE: 'NONE'; POSITIVE: 'POSITIVE'; BOTH: 'BOTH' }>;
    readonly Styles: Readonly<{
      POINT: 'point';
      OPEN: 'open';
      CROSS: 'cross';
      SOLID: 'solid';
      DASHED: 'dashed';
      DOTTED: 'dotted';
    }>;
  }
}

declare const Lib: Lib.Namespace;
