/**
 * The public surface of the calculator library as TypeScript interfaces: `Lib`, its constructors, the
 * graphing and basic calculator objects, their options, settings and observables. The runtime objects are
 * typed by these interfaces (`lib.ts`, `public-surface.ts`, `basic-calculators.ts`), so the compiler
 * checks every method against them, and the shipped declarations are generated from this file
 * (`package/declarations.ts`: one per version line, each member list filtered by `version-lines.ts`).
 *
 * The interfaces describe the newest line (v1.1) plus the members older lines had and v1.1 dropped
 * (`Legacy…`): a line's declarations `Pick` what its table row lists. Every member carries an `@example`
 * written as a statement that runs in a page where `Lib` is loaded, `element` is an empty `<div>` and
 * `calculator` a graphing calculator made by `Lib.GraphingCalculator(element)`; the reference test runs
 * each of them (test/package-reference.browser.test.ts).
 */
import type {
  GraphpaperBounds,
  ItemState,
  MathBoundsArgument,
  PointCoordinates,
  ScreenshotOptions,
} from '../model/types';

// The item model and the geometry types are public too: `getExpressions` returns them.
export type * from '../model/types';

/** Four sides of a math rectangle (`setMathBounds`, `asyncScreenshot`'s `mathBounds`). @example calculator.setMathBounds({ left: -5, right: 5, bottom: -5, top: 5 }); */
export type MathBounds = MathBoundsArgument;
/** Curve styles (`Lib.Styles.SOLID`, `DASHED`, `DOTTED`). */
export type LineStyle = 'solid' | 'dashed' | 'dotted';
/** Point styles (`Lib.Styles.POINT`, `OPEN`, `CROSS`). */
export type PointStyle = 'point' | 'open' | 'cross';
/** How a point may be dragged (`Lib.DragModes`); AUTO applies the calculator's own rules. */
export type DragMode = 'X' | 'Y' | 'XY' | 'NONE' | 'AUTO';
/** How a table column draws (`Lib.ColumnModes`; deprecated in v1.1 for `points` and `lines`). */
export type ColumnMode = 'POINTS' | 'LINES' | 'POINTS_AND_LINES';
/** Arrows at the ends of an axis (`Lib.AxisArrowModes`). */
export type AxisArrowMode = 'NONE' | 'POSITIVE' | 'BOTH';
/** How `asyncScreenshot` fits `mathBounds` into the image. */
export type ScreenshotMode = 'contain' | 'stretch' | 'preserveX' | 'preserveY';
/** Braille notation of a basic calculator's input and output. */
export type BrailleMode = 'nemeth' | 'ueb' | 'none';
/** Extra keys of the four-function calculator's top bar. */
export type AdditionalFunction = 'exponent' | 'percent' | 'sqrt';
/** A bound in `sliderBounds` or `domain`: LaTeX (v0.8 on; a step may be `''`), or a Number (v0.5). */
export type Bound = string | number;

/**
 * An expression as `setExpression` takes it: only `latex` is needed for a new one; the fields left out
 * keep their values (or defaults). `getExpressions` returns {@link ExpressionState}, every default filled in.
 * @example calculator.setExpression({ id: 'parabola', latex: 'y=x^2', color: Lib.Colors.RED });
 */
export interface ExpressionInput {
  /** @example calculator.setExpression({ type: 'expression', latex: 'y=2x' }); */
  type?: 'expression';
  /** Any non-empty string (a number is read as its string); omitted: a fresh id. @example calculator.setExpression({ id: 'line', latex: 'y=x' }); */
  id?: string | number;
  /** The expression in LaTeX. @example calculator.setExpression({ id: 'circle', latex: 'x^2+y^2=4' }); */
  latex?: string;
  /** A CSS hex color. @example calculator.setExpression({ latex: 'y=x', color: '#2d70b3' }); */
  color?: string;
  /** Hides the graph (the row stays). @example calculator.setExpression({ latex: 'y=x', hidden: true }); */
  hidden?: boolean;
  /** Leaves the row out of the list (the graph is drawn). @example calculator.setExpression({ latex: 'y=x', secret: true }); */
  secret?: boolean;
  /** Curve style. @example calculator.setExpression({ latex: 'y=\\sin x', lineStyle: Lib.Styles.DASHED }); */
  lineStyle?: LineStyle;
  /** Point style (OPEN and CROSS apply to static points). @example calculator.setExpression({ latex: '(1,2)', pointStyle: Lib.Styles.OPEN, dragMode: Lib.DragModes.NONE }); */
  pointStyle?: PointStyle;
  /** Interior opacity of a polygon, region or parametric curve, 0..1; default 0.4. @example calculator.setExpression({ latex: 'y<x', fillOpacity: 0.2 }); */
  fillOpacity?: number;
  /** Curve thickness in pixels; default 2.5. @example calculator.setExpression({ latex: 'y=x', lineWidth: 5 }); */
  lineWidth?: number;
  /** Curve opacity, 0..1; default 1. @example calculator.setExpression({ latex: 'y=x', lineOpacity: 0.5 }); */
  lineOpacity?: number;
  /** Point diameter in pixels; default 9 (crosses 11). @example calculator.setExpression({ latex: '(1,1)', pointSize: 14 }); */
  pointSize?: number;
  /** Draw the points of a point list. @example calculator.setExpression({ latex: '[(1,1),(2,3)]', points: true }); */
  points?: boolean;
  /** Join the points of a point list by segments. @example calculator.setExpression({ latex: '[(1,1),(2,3)]', lines: true }); */
  lines?: boolean;
  /** Fill a polygon or parametric curve. @example calculator.setExpression({ latex: '\\operatorname{polygon}((0,0),(1,0),(0,1))', fill: false }); */
  fill?: boolean;
  /** Fit a regression in log mode, where its model offers it. @example calculator.setExpression({ latex: 'y_1\\sim ab^{x_1}', isLogModeRegression: true }); */
  isLogModeRegression?: boolean;
  /** The name of a regression's residual list. @example calculator.setExpression({ latex: 'y_1\\sim mx_1+b', residualVariable: 'e_{2}' }); */
  residualVariable?: string;
  /** A histogram's bar heights and whether a box plot draws outliers as points (default: counts, false, as the best-known product). @example calculator.setExpression({ latex: '\\operatorname{histogram}([1,2,2,3],1)', vizProps: { histogramMode: 'density' } }); */
  vizProps?: { histogramMode?: 'count' | 'relative' | 'density'; showBoxplotOutliers?: boolean };
  /** A slider's bounds (LaTeX; `step: ''` is continuous). @example calculator.setExpression({ latex: 'a=3', sliderBounds: { min: '0', max: '10', step: '1' } }); */
  sliderBounds?: { min?: Bound; max?: Bound; step?: Bound };
  /** A parametric curve's parameter bounds. @example calculator.setExpression({ latex: '(\\cos t,\\sin t)', domain: { min: '0', max: '\\pi' } }); */
  domain?: { min?: Bound; max?: Bound };
  /** How the point may be dragged. @example calculator.setExpression({ latex: 'A=(1,2)', dragMode: Lib.DragModes.X }); */
  dragMode?: DragMode;
  /** A point's label; '' restores the default (its coordinates). @example calculator.setExpression({ latex: '(1,2)', label: 'Start', showLabel: true }); */
  label?: string;
  /** Show the point's label. @example calculator.setExpression({ latex: '(2,1)', showLabel: true }); */
  showLabel?: boolean;
  /** The seed of the expression's random numbers. @example calculator.setExpression({ latex: 'L=\\operatorname{random}(5)', randomSeed: '7f3a' }); */
  randomSeed?: string;
  /** The folder it sits in; an id naming no folder is dropped. @example calculator.setExpressions([{ type: 'folder', id: 'f', title: 'Lines' }, { latex: 'y=x', folderId: 'f' }]); */
  folderId?: string;
}

/** Fields of older lines that v1.1 replaced. */
export interface LegacyExpressionFields {
  /** v0.9: one style for curves and points (v1.1: `lineStyle`, `pointStyle`). @example calculator.setExpression({ latex: 'y=x' }); */
  style?: LineStyle | PointStyle | 'normal';
}

/** A table as `setExpression` takes it. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_1', values: ['1', '2'] }, { latex: 'y_1', values: ['3', '4'] }] }); */
export interface TableInput {
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_1', values: ['1'] }] }); */
  type: 'table';
  /** @example calculator.setExpression({ type: 'table', id: 'data', columns: [{ latex: 'x_1', values: ['1'] }] }); */
  id?: string | number;
  /** The columns, the first one the x values. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_1', values: ['0', '1'] }, { latex: 'y_1', values: ['1', '0'], lines: true }] }); */
  columns: TableColumnInput[];
  /** @example calculator.setExpressions([{ type: 'folder', id: 'g', title: 'Data' }, { type: 'table', folderId: 'g', columns: [{ latex: 'x_1', values: ['1'] }] }]); */
  folderId?: string;
}

/** A column of a table. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_1', values: ['1', '2', '3'] }] }); */
export interface TableColumnInput {
  /** The header: a variable or an expression of earlier columns. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_2', values: ['1'] }, { latex: 'x_2^2' }] }); */
  latex: string;
  /** The cells, as LaTeX. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_3', values: ['1', '\\pi'] }] }); */
  values?: string[];
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_4', values: ['1'] }, { latex: 'y_4', values: ['1'], color: '#388c46' }] }); */
  color?: string;
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_5', values: ['1'] }, { latex: 'y_5', values: ['1'], hidden: true }] }); */
  hidden?: boolean;
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_6', values: ['1'] }, { latex: 'y_6', values: ['1'], pointStyle: Lib.Styles.CROSS }] }); */
  pointStyle?: PointStyle;
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_7', values: ['1', '2'] }, { latex: 'y_7', values: ['1', '2'], lines: true, lineStyle: Lib.Styles.DOTTED }] }); */
  lineStyle?: LineStyle;
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_8', values: ['1'] }, { latex: 'y_8', values: ['1'], points: false, lines: true }] }); */
  points?: boolean;
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'x_9', values: ['1', '2'] }, { latex: 'y_9', values: ['2', '1'], lines: true }] }); */
  lines?: boolean;
  /** @deprecated use `points` and `lines`. @example calculator.setExpression({ type: 'table', columns: [{ latex: 'a_1', values: ['1'] }, { latex: 'b_1', values: ['1'], columnMode: Lib.ColumnModes.POINTS }] }); */
  columnMode?: ColumnMode;
  /** @example calculator.setExpression({ type: 'table', columns: [{ latex: 'a_2', values: ['1'] }, { latex: 'b_2', values: ['1'], dragMode: Lib.DragModes.Y }] }); */
  dragMode?: DragMode;
}

/** A note: plain text, never markup. @example calculator.setExpression({ type: 'text', id: 'n', text: 'Drag the point.' }); */
export interface TextInput {
  /** @example calculator.setExpression({ type: 'text', text: 'Hello' }); */
  type: 'text';
  /** @example calculator.setExpression({ type: 'text', id: 'intro', text: 'Hello' }); */
  id?: string | number;
  /** @example calculator.setExpression({ type: 'text', text: 'See https://example.com' }); */
  text: string;
  /** @example calculator.setExpressions([{ type: 'folder', id: 'h', title: 'Notes' }, { type: 'text', folderId: 'h', text: 'Hi' }]); */
  folderId?: string;
  /** @example calculator.setExpression({ type: 'text', text: 'For teachers', secret: true }); */
  secret?: boolean;
}

/** A folder; items join it by `folderId`. @example calculator.setExpression({ type: 'folder', id: 'f', title: 'Circles' }); */
export interface FolderInput {
  /** @example calculator.setExpression({ type: 'folder', title: 'Circles' }); */
  type: 'folder';
  /** @example calculator.setExpression({ type: 'folder', id: 'circles', title: 'Circles' }); */
  id?: string | number;
  /** @example calculator.setExpression({ type: 'folder', title: 'Circles' }); */
  title: string;
  /** The list shows the folder's row alone. @example calculator.setExpression({ type: 'folder', title: 'Circles', collapsed: true }); */
  collapsed?: boolean;
  /** Hides the graphs of every item in the folder. @example calculator.setExpression({ type: 'folder', title: 'Circles', hidden: true }); */
  hidden?: boolean;
  /** Shown only with `administerSecretFolders`. @example calculator.setExpression({ type: 'folder', title: 'Answers', secret: true }); */
  secret?: boolean;
}

/** Anything `setExpression` takes, for the expression shape `Expression` of a version line. */
export type ItemInput<Expression extends object = ExpressionInput> =
  Expression | TableInput | TextInput | FolderInput;

/** Graph settings: `updateSettings` takes any of them, `settings` reads them (v1.1 names). */
export interface GraphSettings {
  /** Trig arguments in degrees. @example calculator.updateSettings({ degreeMode: true }); */
  degreeMode: boolean;
  /** Larger fonts and line thickness. @example calculator.updateSettings({ projectorMode: true }); */
  projectorMode: boolean;
  /** @example calculator.updateSettings({ showGrid: false }); */
  showGrid: boolean;
  /** A polar grid instead of the cartesian one. @example calculator.updateSettings({ polarMode: true }); */
  polarMode: boolean;
  /** @example calculator.updateSettings({ showXAxis: false }); */
  showXAxis: boolean;
  /** @example calculator.updateSettings({ showYAxis: false }); */
  showYAxis: boolean;
  /** @example calculator.updateSettings({ xAxisNumbers: false }); */
  xAxisNumbers: boolean;
  /** @example calculator.updateSettings({ yAxisNumbers: false }); */
  yAxisNumbers: boolean;
  /** Numbers at successive angles (polar mode). @example calculator.updateSettings({ polarMode: true, polarNumbers: false }); */
  polarNumbers: boolean;
  /** Tick spacing; 0 is automatic. @example calculator.updateSettings({ xAxisStep: 2 }); */
  xAxisStep: number;
  /** @example calculator.updateSettings({ yAxisStep: 0.5 }); */
  yAxisStep: number;
  /** Subdivisions between ticks, 0..5 (0 automatic). @example calculator.updateSettings({ xAxisMinorSubdivisions: 4 }); */
  xAxisMinorSubdivisions: number;
  /** @example calculator.updateSettings({ yAxisMinorSubdivisions: 1 }); */
  yAxisMinorSubdivisions: number;
  /** @example calculator.updateSettings({ xAxisArrowMode: Lib.AxisArrowModes.POSITIVE }); */
  xAxisArrowMode: AxisArrowMode;
  /** @example calculator.updateSettings({ yAxisArrowMode: Lib.AxisArrowModes.BOTH }); */
  yAxisArrowMode: AxisArrowMode;
  /** @example calculator.updateSettings({ xAxisLabel: 'time (s)' }); */
  xAxisLabel: string;
  /** @example calculator.updateSettings({ yAxisLabel: 'height (m)' }); */
  yAxisLabel: string;
  /** Base font size in pixels. @example calculator.updateSettings({ fontSize: Lib.FontSizes.LARGE }); */
  fontSize: number;
  /** @example calculator.updateSettings({ invertedColors: true }); */
  invertedColors: boolean;
  /** A code of `Lib.supportedLanguages`. @example calculator.updateSettings({ language: 'en' }); */
  language: string;
  /** Each math row's braille for a refreshable display ('none': no braille). @example Lib.GraphingCalculator(element, { brailleMode: 'nemeth' }); */
  brailleMode: BrailleMode;
  /** Six-dot Braille input on S D F J K L in a math row (needs a brailleMode). @example calculator.updateSettings({ brailleMode: 'ueb', sixKeyInput: true }); */
  sixKeyInput: boolean;
}

/** Settings of v0.5 that later lines renamed. */
export interface LegacyGraphSettings {
  /** v0.5's name of `xAxisMinorSubdivisions`. @example calculator.updateSettings({ xAxisMinorSubdivisions: 2 }); */
  xAxisMinorGridLines: number;
  /** v0.5's name of `yAxisMinorSubdivisions`. @example calculator.updateSettings({ yAxisMinorSubdivisions: 2 }); */
  yAxisMinorGridLines: number;
}

/** What an observer is called with: the observed name and the object observed. */
export type ObserverCallback = (name: string, target: unknown) => void;

/** `calculator.settings`: each setting as a read-only property, observable by (namespaced) name. */
export type SettingsObject<Settings extends object = GraphSettings> = Readonly<Settings> & {
  /** @example calculator.settings.observe('xAxisLabel.mine', () => console.log(calculator.settings.xAxisLabel)); */
  observe(name: string, callback: ObserverCallback): void;
  /** @example calculator.settings.unobserve('xAxisLabel.mine'); */
  unobserve(name: string): void;
};

/** Options of the graphing calculator (v1.1), the constructor's second argument; graph settings may be given too. */
export interface GraphingCalculatorOptionFields {
  /** On-screen keypad. @example Lib.GraphingCalculator(element, { keypad: false }); */
  keypad?: boolean;
  /** @example Lib.GraphingCalculator(element, { graphpaper: false }); */
  graphpaper?: boolean;
  /** The expression list. @example Lib.GraphingCalculator(element, { expressions: false }); */
  expressions?: boolean;
  /** @example Lib.GraphingCalculator(element, { settingsMenu: false }); */
  settingsMenu?: boolean;
  /** @example Lib.GraphingCalculator(element, { zoomButtons: false }); */
  zoomButtons?: boolean;
  /** @example Lib.GraphingCalculator(element, { expressionsTopbar: false }); */
  expressionsTopbar?: boolean;
  /** Clickable gray points of interest. @example Lib.GraphingCalculator(element, { pointsOfInterest: false }); */
  pointsOfInterest?: boolean;
  /** Tracing curves. @example Lib.GraphingCalculator(element, { trace: false }); */
  trace?: boolean;
  /** 1px gray border. @example Lib.GraphingCalculator(element, { border: false }); */
  border?: boolean;
  /** No user pan or zoom. @example Lib.GraphingCalculator(element, { lockViewport: true }); */
  lockViewport?: boolean;
  /** @example Lib.GraphingCalculator(element, { expressionsCollapsed: true }); */
  expressionsCollapsed?: boolean;
  /** @example Lib.GraphingCalculator(element, { administerSecretFolders: true }); */
  administerSecretFolders?: boolean;
  /** @example Lib.GraphingCalculator(element, { images: false }); */
  images?: boolean;
  /** Stores an uploaded image and calls back with its URL. @example Lib.GraphingCalculator(element, { imageUploadCallback: (file, callback) => Lib.imageFileToDataURL(file, callback) }); */
  imageUploadCallback?: (file: File, callback: (error: Error | null, url?: string) => void) => void;
  /** @example Lib.GraphingCalculator(element, { folders: false }); */
  folders?: boolean;
  /** @example Lib.GraphingCalculator(element, { notes: false }); */
  notes?: boolean;
  /** @example Lib.GraphingCalculator(element, { links: false }); */
  links?: boolean;
  /** @example Lib.GraphingCalculator(element, { qwertyKeyboard: false }); */
  qwertyKeyboard?: boolean;
  /** @example Lib.GraphingCalculator(element, { restrictedFunctions: true }); */
  restrictedFunctions?: boolean;
  /** @example Lib.GraphingCalculator(element, { pasteGraphLink: true }); */
  pasteGraphLink?: boolean;
  /** @example Lib.GraphingCalculator(element, { pasteTableData: false }); */
  pasteTableData?: boolean;
  /** @example Lib.GraphingCalculator(element, { clearIntoDegreeMode: true }); */
  clearIntoDegreeMode?: boolean;
  /** The palette new expressions cycle through. @example Lib.GraphingCalculator(element, { colors: { A: '#ff0000', B: '#0000ff' } }); */
  colors?: Record<string, string>;
  /** Follow the container's size; when false call `resize()`. @example Lib.GraphingCalculator(element, { autosize: false }); */
  autosize?: boolean;
  /** @example Lib.GraphingCalculator(element, { plotSingleVariableImplicitEquations: false }); */
  plotSingleVariableImplicitEquations?: boolean;
}

/** Options of older lines that v1.1 dropped. */
export interface LegacyGraphingOptionFields {
  /** v0.5 only. @example Lib.GraphingCalculator(element, { solutions: false }); */
  solutions?: boolean;
  /** v0.8 and v0.9. @example Lib.GraphingCalculator(element, { singleVariableSolutions: false }); */
  singleVariableSolutions?: boolean;
}

/** The graphing calculator's options with its line's graph settings beside them. */
export type GraphingOptions<Settings extends object = GraphSettings> = GraphingCalculatorOptionFields &
  Partial<Settings>;

/** What the calculator found of one expression. @example calculator.observe('expressionAnalysis', () => console.log(calculator.expressionAnalysis)); */
export interface ExpressionAnalysis {
  /** @example calculator.observe('expressionAnalysis.a', () => console.log(calculator.expressionAnalysis['1']?.isGraphable)); */
  isGraphable: boolean;
  /** @example calculator.observe('expressionAnalysis.b', () => console.log(calculator.expressionAnalysis['1']?.isError)); */
  isError: boolean;
  /** Localized. @example calculator.observe('expressionAnalysis.c', () => console.log(calculator.expressionAnalysis['1']?.errorMessage)); */
  errorMessage?: string;
  /** @example calculator.observe('expressionAnalysis.d', () => console.log(calculator.expressionAnalysis['1']?.evaluationDisplayed)); */
  evaluationDisplayed?: boolean;
  /** @example calculator.observe('expressionAnalysis.e', () => console.log(calculator.expressionAnalysis['1']?.evaluation)); */
  evaluation?: { type: 'Number'; value: number } | { type: 'ListOfNumber'; value: number[] };
}

/** The saved state: versioned and JSON-serializable (opaque by contract). @example localStorage.setItem('graph', JSON.stringify(calculator.getState())); */
export interface SavedState {
  /** @example console.log(calculator.getState().version); */
  version: number;
  /** @example console.log(calculator.getState().graph.viewport); */
  graph: { viewport: { xmin: number; ymin: number; xmax: number; ymax: number } } & Partial<GraphSettings>;
  /** @example console.log(calculator.getState().expressions.list.length); */
  expressions: { list: Array<Record<string, unknown>> };
}

/** Options of `setState`. @example calculator.setState(calculator.getState(), { allowUndo: true, remapColors: true }); */
export interface SetStateOptions {
  /** Keep undo/redo history. @example calculator.setState(calculator.getState(), { allowUndo: true }); */
  allowUndo?: boolean;
  /** Map the state's colors to the nearest of the calculator's palette. @example calculator.setState(calculator.getState(), { remapColors: true }); */
  remapColors?: boolean;
}

/** Options of `asyncScreenshot`. @example calculator.asyncScreenshot({ mode: 'stretch', mathBounds: { left: 0, right: 1, bottom: 0, top: 1 } }, (uri) => console.log(uri.length)); */
export interface AsyncScreenshotOptions extends ScreenshotOptions {
  /** @example calculator.asyncScreenshot({ mode: 'preserveX' }, (uri) => console.log(uri.length)); */
  mode?: ScreenshotMode;
  /** A region to shoot, visible or not. @example calculator.asyncScreenshot({ mathBounds: { left: 0, right: 10, bottom: 0, top: 10 } }, (uri) => console.log(uri.length)); */
  mathBounds?: Partial<MathBounds>;
  /** 'svg' calls back with SVG markup instead of a PNG data URI. @example calculator.asyncScreenshot({ format: 'svg' }, (svg) => console.log(svg.slice(0, 4))); */
  format?: 'png' | 'svg';
  /** Draw the points' labels (default false). @example calculator.asyncScreenshot({ showLabels: true }, (uri) => console.log(uri.length)); */
  showLabels?: boolean;
}

/** Options of `setBlank`. @example calculator.setBlank({ allowUndo: true }); */
export interface UndoOptions {
  /** Keep undo/redo history. @example calculator.setBlank({ allowUndo: true }); */
  allowUndo?: boolean;
}

/** What `observeEvent` observers receive. @example calculator.observeEvent('change.log', (name, event) => console.log(name, event.isUserInitiated)); */
export interface ChangeEvent {
  /** Whether a person (rather than the page's script) made the change. @example calculator.observeEvent('change.user', (_name, event) => console.log(event.isUserInitiated)); */
  isUserInitiated: boolean;
}

/** An observer of `observeEvent`. */
export type EventCallback = (name: string, event: ChangeEvent) => void;

/**
 * An expression evaluated by the calculator but not shown in the list.
 * @example const helper = calculator.HelperExpression({ latex: '2+3' }); helper.observe('numericValue', () => console.log(helper.numericValue));
 */
export interface HelperExpression {
  /** @example console.log(calculator.HelperExpression({ latex: 'a+1' }).latex); */
  readonly latex: string;
  /** undefined until evaluated; NaN when the expression has no numeric value. @example const sum = calculator.HelperExpression({ latex: '1+1' }); sum.observe('numericValue', () => console.log(sum.numericValue)); */
  readonly numericValue: number | undefined;
  /** v1.1: a list's values. @example const list = calculator.HelperExpression({ latex: '[1,2,3]' }); list.observe('listValue', () => console.log(list.listValue)); */
  readonly listValue: number[] | undefined;
  /** @example const value = calculator.HelperExpression({ latex: '2' }); value.observe('numericValue.mine', () => console.log(value.numericValue)); */
  observe(property: 'numericValue' | 'listValue' | (string & {}), callback: ObserverCallback): void;
  /** @example const value = calculator.HelperExpression({ latex: '2' }); value.unobserve('numericValue'); */
  unobserve(property: string): void;
}

/**
 * The graphing calculator object (v1.1 members). `Expression` and `Settings` are the shapes of a
 * version line (the declarations of older lines pass their own; v1.1 uses the defaults).
 * @example const calc = Lib.GraphingCalculator(element); calc.setExpression({ latex: 'y=x^2' });
 */
export interface GraphingCalculatorApi<
  Expression extends object = ExpressionInput,
  Settings extends object = GraphSettings,
> {
  /** Frees the calculator; later calls warn and do nothing. @example Lib.GraphingCalculator(document.createElement('div')).destroy(); */
  destroy(): void;
  /** The state, for `setState`. @example const saved = JSON.stringify(calculator.getState()); */
  getState(): SavedState;
  /** Resets the calculator to a state; throws an Error (calculator unchanged) for one it cannot load. @example calculator.setState(calculator.getState()); */
  setState(state: SavedState | Record<string, unknown> | string, options?: SetStateOptions): void;
  /** Empties the calculator. @example calculator.setBlank(); */
  setBlank(options?: UndoOptions): void;
  /** The state the home button and a reset return to. @example calculator.setDefaultState(calculator.getState()); */
  setDefaultState(state: SavedState | Record<string, unknown> | string): void;
  /** @example calculator.setExpression({ latex: 'y=x' }); calculator.undo(); */
  undo(): void;
  /** @example calculator.setExpression({ latex: 'y=x' }); calculator.undo(); calculator.redo(); */
  redo(): void;
  /** @example calculator.clearHistory(); */
  clearHistory(): void;
  /** A PNG data URI of the graph now. @example const image = new Image(); image.src = calculator.screenshot({ width: 200, height: 150 }); */
  screenshot(options?: ScreenshotOptions): string;
  /** Waits until every expression is evaluated, then calls back with a PNG data URI (or SVG). @example calculator.asyncScreenshot((uri) => console.log(uri.length)); */
  asyncScreenshot(callback: (dataUri: string) => void): void;
  /** @example calculator.asyncScreenshot({ width: 100, height: 100 }, (uri) => console.log(uri.length)); */
  asyncScreenshot(options: AsyncScreenshotOptions, callback: (dataUri: string) => void): void;
  /** Whether one unit is as long on both axes. @example console.log(calculator.isProjectionUniform()); */
  isProjectionUniform(): boolean;
  /** Observes 'change' or 'graphReset' (namespaced names like 'change.mine' allowed). @example calculator.observeEvent('change.save', () => localStorage.setItem('graph', JSON.stringify(calculator.getState()))); */
  observeEvent(name: 'change' | 'graphReset' | (string & {}), callback: EventCallback): void;
  /** @example calculator.unobserveEvent('change.save'); */
  unobserveEvent(name: string): void;
  /** Adds the item, or changes the one with its id. @example calculator.setExpression({ id: 'graph1', latex: 'y=x^2' }); */
  setExpression(state: ItemInput<Expression>): void;
  /** setExpression for each, in order. @example calculator.setExpressions([{ latex: 'y=x' }, { latex: 'y=-x' }]); */
  setExpressions(states: ItemInput<Expression>[]): void;
  /** @example calculator.setExpression({ id: 'gone', latex: 'y=1' }); calculator.removeExpression({ id: 'gone' }); */
  removeExpression(state: { id: string | number }): void;
  /** @example calculator.removeExpressions([{ id: 'a' }, { id: 'b' }]); */
  removeExpressions(states: { id: string | number }[]): void;
  /** Removes the selected expression(s). @example calculator.removeSelected(); */
  removeSelected(): void;
  /** The list's items with their defaults. @example console.log(calculator.getExpressions().map((item) => item.id)); */
  getExpressions(): ItemState[];
  /** Observable: keyed by expression id. @example calculator.observe('expressionAnalysis', () => console.log(Object.keys(calculator.expressionAnalysis))); */
  readonly expressionAnalysis: Readonly<Record<string, ExpressionAnalysis>>;
  /** @example const area = calculator.HelperExpression({ latex: '\\int_0^1 x dx' }); area.observe('numericValue', () => console.log(area.numericValue)); */
  HelperExpression(expression: { latex: string }): HelperExpression;
  /** Changes the given settings only. @example calculator.updateSettings({ showGrid: false, xAxisLabel: 'x' }); */
  updateSettings(settings: Partial<Settings>): void;
  /** @deprecated use `updateSettings`. @example calculator.setGraphSettings({ showGrid: true }); */
  setGraphSettings(settings: Partial<Settings>): void;
  /** Observable settings. @example console.log(calculator.settings.degreeMode); */
  readonly settings: SettingsObject<Settings>;
  /** @deprecated use `settings`. @example console.log(calculator.graphSettings.showGrid); */
  readonly graphSettings: SettingsObject<Settings>;
  /** Fits the calculator to its container (automatic unless `autosize: false`). @example calculator.resize(); */
  resize(): void;
  /** Sets the viewport. @example calculator.setMathBounds({ left: -10, right: 10, bottom: -6, top: 6 }); */
  setMathBounds(bounds: MathBounds): void;
  /** Observable: changes on pan and zoom. @example calculator.observe('graphpaperBounds', () => console.log(calculator.graphpaperBounds.mathCoordinates)); */
  readonly graphpaperBounds: GraphpaperBounds;
  /** @example console.log(calculator.mathToPixels({ x: 0, y: 0 })); */
  mathToPixels(coordinates: PointCoordinates): PointCoordinates;
  /** @example console.log(calculator.pixelsToMath({ x: 100, y: 100 })); */
  pixelsToMath(coordinates: PointCoordinates): PointCoordinates;
  /** Observes a property ('graphpaperBounds', 'expressionAnalysis', 'isAnyExpressionSelected'), namespaced names allowed. @example calculator.observe('isAnyExpressionSelected.mine', () => console.log(calculator.isAnyExpressionSelected)); */
  observe(
    property: 'graphpaperBounds' | 'expressionAnalysis' | 'isAnyExpressionSelected' | (string & {}),
    callback: ObserverCallback,
  ): void;
  /** @example calculator.unobserve('isAnyExpressionSelected.mine'); */
  unobserve(property: string): void;
  /** @example calculator.focusFirstExpression(); */
  focusFirstExpression(): void;
  /** Observable. @example console.log(calculator.isAnyExpressionSelected); */
  readonly isAnyExpressionSelected: boolean;
  /** The calculator's palette. @example console.log(calculator.colors.RED); */
  readonly colors: Readonly<Record<string, string>>;
}

/** Members of older lines that v1.1 dropped. */
export interface LegacyCalculatorMembers {
  /** v0.5 to v0.9: observable, undefined while no expression is focused. @example console.log(calculator.isAnyExpressionSelected); */
  readonly focusedMathEditor: unknown;
}

/** A constructor: call it or use `new`. */
export interface CalculatorConstructor<Calculator, Options> {
  /** @example const calc = Lib.GraphingCalculator(element, { keypad: false }); */
  (element?: HTMLElement, options?: Options): Calculator;
  /** @example const calc = new Lib.GraphingCalculator(element); */
  new (element?: HTMLElement, options?: Options): Calculator;
}

/** Options of the basic calculators (each kind reads its own, `LibNamespace` says which). */
export interface BasicCalculatorOptions {
  /** Four-function: extra top-bar functions (1 or 2). @example Lib.FourFunctionCalculator(element, { additionalFunctions: ['exponent', 'percent'] }); */
  additionalFunctions?: AdditionalFunction | AdditionalFunction[];
  /** @example Lib.ScientificCalculator(element, { invertedColors: true }); */
  invertedColors?: boolean;
  /** @example Lib.ScientificCalculator(element, { settingsMenu: false }); */
  settingsMenu?: boolean;
  /** @example Lib.ScientificCalculator(element, { brailleMode: 'nemeth' }); */
  brailleMode?: BrailleMode;
  /** Six-dot Braille input on S D F J K L (needs a brailleMode). @example Lib.ScientificCalculator(element, { brailleMode: 'ueb', sixKeyInput: true }); */
  sixKeyInput?: boolean;
  /** @example Lib.ScientificCalculator(element, { projectorMode: true }); */
  projectorMode?: boolean;
  /** Scientific: QWERTY layout. @example Lib.ScientificCalculator(element, { qwertyKeyboard: false }); */
  qwertyKeyboard?: boolean;
  /** Scientific: degrees for trig. @example Lib.ScientificCalculator(element, { degreeMode: true }); */
  degreeMode?: boolean;
  /** Scientific: allow `f(x)=2x`. @example Lib.ScientificCalculator(element, { functionDefinition: false }); */
  functionDefinition?: boolean;
  /** Scientific: follow the container's size. @example Lib.ScientificCalculator(element, { autosize: false }); */
  autosize?: boolean;
  /** Settings may be given as options too. @example Lib.ScientificCalculator(element, { fontSize: Lib.FontSizes.SMALL }); */
  fontSize?: number;
  /** @example Lib.ScientificCalculator(element, { language: 'en' }); */
  language?: string;
}

/** Settings `updateSettings` takes on a basic calculator (degreeMode: scientific only). */
export type BasicCalculatorSettings = Pick<
  BasicCalculatorOptions,
  'fontSize' | 'invertedColors' | 'brailleMode' | 'sixKeyInput' | 'projectorMode' | 'degreeMode' | 'language'
>;

/**
 * The four-function or scientific calculator object (v1.1 members).
 * @example const scientific = Lib.ScientificCalculator(element); scientific.observeEvent('change', () => console.log(scientific.getState()));
 */
export interface BasicCalculatorApi<Settings extends object = BasicCalculatorSettings> {
  /** @example const basic = Lib.ScientificCalculator(element); console.log(basic.getState()); */
  getState(): unknown;
  /** Throws an Error (calculator unchanged) for a state it cannot load. @example const basic = Lib.ScientificCalculator(element); basic.setState(basic.getState()); */
  setState(state: unknown, options?: UndoOptions): void;
  /** @example Lib.ScientificCalculator(element).setBlank({ allowUndo: true }); */
  setBlank(options?: UndoOptions): void;
  /** @example Lib.ScientificCalculator(element).undo(); */
  undo(): void;
  /** @example Lib.ScientificCalculator(element).redo(); */
  redo(): void;
  /** @example Lib.ScientificCalculator(element).clearHistory(); */
  clearHistory(): void;
  /** @example Lib.ScientificCalculator(element).resize(); */
  resize(): void;
  /** @example Lib.FourFunctionCalculator(element).focusFirstExpression(); */
  focusFirstExpression(): void;
  /** @example Lib.FourFunctionCalculator(element).observeEvent('change', (name, event) => console.log(event.isUserInitiated)); */
  observeEvent(name: 'change' | (string & {}), callback: EventCallback): void;
  /** @example Lib.FourFunctionCalculator(element).unobserveEvent('change'); */
  unobserveEvent(name: string): void;
  /** @example Lib.FourFunctionCalculator(element).destroy(); */
  destroy(): void;
  /** @example Lib.ScientificCalculator(element).updateSettings({ degreeMode: true, fontSize: 20 }); */
  updateSettings(settings: Partial<Settings>): void;
}

/** Which calculators the API key enables. @example console.log(Lib.enabledFeatures.GraphingCalculator); */
export interface EnabledFeatures {
  /** @example console.log(Lib.enabledFeatures.GraphingCalculator); */
  readonly GraphingCalculator: boolean;
  /** @example console.log(Lib.enabledFeatures.FourFunctionCalculator); */
  readonly FourFunctionCalculator: boolean;
  /** @example console.log(Lib.enabledFeatures.ScientificCalculator); */
  readonly ScientificCalculator: boolean;
}

/** The palette's names. @example calculator.setExpression({ latex: 'y=x', color: Lib.Colors.GREEN }); */
export interface ColorPalette {
  /** @example console.log(Lib.Colors.RED); */
  readonly RED: string;
  /** @example console.log(Lib.Colors.BLUE); */
  readonly BLUE: string;
  /** @example console.log(Lib.Colors.GREEN); */
  readonly GREEN: string;
  /** @example console.log(Lib.Colors.PURPLE); */
  readonly PURPLE: string;
  /** @example console.log(Lib.Colors.ORANGE); */
  readonly ORANGE: string;
  /** @example console.log(Lib.Colors.BLACK); */
  readonly BLACK: string;
}

/** Members of `Lib` besides the constructors (v1.1). */
export interface LibraryMembers {
  /** @example if (Lib.enabledFeatures.ScientificCalculator) Lib.ScientificCalculator(element); */
  readonly enabledFeatures: EnabledFeatures;
  /** The language codes loaded into the page (the script's `lang`). @example console.log(Lib.supportedLanguages.join(', ')); */
  readonly supportedLanguages: readonly string[];
  /** Reads an image file as a data URL, honoring EXIF orientation and recompressing large images. @example Lib.imageFileToDataURL(new File([], 'empty.png'), (error, url) => console.log(error ? error.message : url)); */
  imageFileToDataURL(file: File, callback: (error: Error | null, dataUrl?: string) => void): void;
  /** @example calculator.setExpression({ latex: 'y=x', color: Lib.Colors.PURPLE }); */
  readonly Colors: ColorPalette;
  /** @example calculator.updateSettings({ fontSize: Lib.FontSizes.SMALL }); */
  readonly FontSizes: Readonly<{ VERY_SMALL: 9; SMALL: 12; MEDIUM: 16; LARGE: 20; VERY_LARGE: 24 }>;
  /** @example calculator.setExpression({ latex: 'B=(0,1)', dragMode: Lib.DragModes.Y }); */
  readonly DragModes: Readonly<{ X: 'X'; Y: 'Y'; XY: 'XY'; NONE: 'NONE'; AUTO: 'AUTO' }>;
  /** @example console.log(Lib.ColumnModes.POINTS_AND_LINES); */
  readonly ColumnModes: Readonly<{ POINTS: 'POINTS'; LINES: 'LINES'; POINTS_AND_LINES: 'POINTS_AND_LINES' }>;
  /** @example calculator.updateSettings({ xAxisArrowMode: Lib.AxisArrowModes.BOTH }); */
  readonly AxisArrowModes: Readonly<{ NONE: 'NONE'; POSITIVE: 'POSITIVE'; BOTH: 'BOTH' }>;
  /** @example calculator.setExpression({ latex: 'y=x', lineStyle: Lib.Styles.DOTTED }); */
  readonly Styles: Readonly<{
    POINT: 'point';
    OPEN: 'open';
    CROSS: 'cross';
    SOLID: 'solid';
    DASHED: 'dashed';
    DOTTED: 'dotted';
  }>;
}

/** Options of the four-function calculator (v1.1). */
export type FourFunctionOptions = Pick<
  BasicCalculatorOptions,
  'additionalFunctions' | 'invertedColors' | 'settingsMenu' | 'brailleMode' | 'sixKeyInput' | 'projectorMode'
> &
  Partial<Omit<BasicCalculatorSettings, 'degreeMode'>>;

/** Options of the scientific calculator (v1.1). */
export type ScientificOptions = Omit<BasicCalculatorOptions, 'additionalFunctions'>;

/**
 * `Lib` of the v1.1 line: the constructors and the library members. The package's default export and the
 * script's global `Lib` have this shape (older lines: their own declarations).
 * @example const calc = Lib.GraphingCalculator(element, { expressions: false }); calc.setExpression({ latex: 'y=x^2' });
 */
export interface LibNamespace extends LibraryMembers {
  /** @example const calc = Lib.GraphingCalculator(element); calc.setExpression({ latex: 'y=\\sin x' }); */
  GraphingCalculator: CalculatorConstructor<GraphingCalculatorApi, GraphingOptions>;
  /** @example const basic = Lib.FourFunctionCalculator(element, { additionalFunctions: 'percent' }); */
  FourFunctionCalculator: CalculatorConstructor<
    BasicCalculatorApi<Omit<BasicCalculatorSettings, 'degreeMode'>>,
    FourFunctionOptions
  >;
  /** @example const scientific = Lib.ScientificCalculator(element, { degreeMode: true }); */
  ScientificCalculator: CalculatorConstructor<BasicCalculatorApi, ScientificOptions>;
}
