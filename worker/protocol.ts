/**
 * The whole protocol between the API (main thread) and the engine worker. The worker exposes exactly
 * `EngineApi` through Comlink; the API layer only ever sees `Remote<EngineApi>`.
 *
 * Calls are coarse: one `update` per change of the expression list, settings or viewport. Geometry comes
 * back in typed arrays that are transferred, never cloned.
 */

/** What the worker needs to know about one expression of the list. */
export interface ExpressionInput {
  readonly id: string;
  readonly latex: string;
  readonly hidden: boolean;
  /** A regression fitted in log mode (the expression's `isLogModeRegression`). */
  readonly isLogModeRegression?: boolean;
  /** The name a regression's residuals should have (the expression's `residualVariable`, `e_{1}`). */
  readonly residualVariable?: string;
  /**
   * The expression state's `domain` as LaTeX. The worker evaluates it (numbers, e, π, τ; no variables) for
   * a parametric or polar curve, reporting bounds that are not numbers as the expression's error
   * (`invalid-domain`); absent: the language's defaults (t in [0, 1], θ in [0, 12π]).
   */
  readonly parameterDomainLatex?: { readonly min: string; readonly max: string };
  /** A list of points joined by lines in order (the expression's `lines`); absent: not joined. */
  readonly lines?: boolean;
  /** A parametric curve's interior shaded (the expression's `fill`); absent: not shaded. */
  readonly fill?: boolean;
  /** The expression's random seed (state's `randomSeed`, changed by a re-randomize); absent: its id. */
  readonly randomSeed?: string;
  /** A histogram's bar heights (the expression's `vizProps.histogramMode`); absent: counts. */
  readonly histogramMode?: 'count' | 'relative' | 'density';
  /**
   * True: a box plot's values beyond 1.5 IQR drawn as points, its whiskers short of them; absent: whiskers
   * to the extremes and no points, the best-known product's default.
   */
  readonly showBoxplotOutliers?: boolean;
}

/** The region to sample, in math units, and its size on screen in CSS pixels. */
export interface SamplingViewport {
  readonly xmin: number;
  readonly xmax: number;
  readonly ymin: number;
  readonly ymax: number;
  readonly widthPixels: number;
  readonly heightPixels: number;
}

/** One column of a table, as the worker needs it (styles stay on the main thread). */
export interface TableColumnInput {
  /** The header: a variable (a column of explicit values) or an expression of the first column's variable. */
  readonly latex: string;
  /** The cells as LaTeX; empty or absent for a computed column. */
  readonly values: readonly string[];
  readonly hidden: boolean;
  /** Whether the column's points are drawn, and whether they are joined by lines (columnMode resolved). */
  readonly points: boolean;
  readonly lines: boolean;
}

/** A table of the expression list: its first column is the x of every other column's points. */
export interface TableInput {
  readonly id: string;
  readonly columns: readonly TableColumnInput[];
}

export interface UpdateRequest {
  /** Which calculator this is: one worker may serve several calculators of a page. */
  readonly calculatorId: number;
  /** Monotonic per calculator; the worker drops work for a generation older than the newest seen. */
  readonly generation: number;
  readonly expressions: readonly ExpressionInput[];
  readonly degreeMode: boolean;
  /** The calculator's random seed (the state's `graph.randomSeed`): with each expression's it keys `random`. */
  readonly randomSeed?: string;
  readonly viewport: SamplingViewport;
  /** Tables of the list; their columns of values define list variables (`x_1`) for every expression. */
  readonly tables?: readonly TableInput[];
  /** The option of that name: false leaves equations in one variable (`x^2=4`) undrawn; absent: true. */
  readonly plotSingleVariableImplicitEquations?: boolean;
  /**
   * Progressive drawing: implicit curves and inequalities not sampled for this view yet come back at a
   * third of the resolution, fast, with `coarse` set on the result; the caller then asks again without
   * this flag for the full picture. Absent: everything at full resolution.
   */
  readonly coarseFirst?: boolean;
}

/** Analysis of one expression, shaped as the spec's `expressionAnalysis` values. */
export interface ExpressionAnalysis {
  isGraphable: boolean;
  isError: boolean;
  errorMessage?: string;
  /** Stable machine-readable error code, for localization and tests. */
  errorCode?: string;
  /** The LaTeX the error's span covers: the culprit a localized message names (`error.<code>`'s `{source}`). */
  errorSource?: string;
  /** For errors naming undefined variables: the names as LaTeX (`a`, `a_{1}`), for the UI's slider offers. */
  undefinedNames?: string[];
  evaluationDisplayed?: boolean;
  evaluation?: { type: 'Number'; value: number } | { type: 'ListOfNumber'; value: number[] };
  /** A regression (`y_1\sim mx_1+b`): what its row shows. */
  regression?: RegressionAnalysis;
  /**
   * Tables only: per column, in order, its error if any and, for a computed column, the computed
   * values (the UI shows them in the column's cells).
   */
  columns?: TableColumnAnalysis[];
}

/**
 * `ExpressionAnalysis` as the worker sends it: a list's values packed, since structured clone copies a
 * Float64Array as one block but an array of 100,000 numbers item by item (~10 ms on each side). The API
 * unpacks it once per result (`analysisFromWire`).
 */
export type WireExpressionAnalysis = Omit<ExpressionAnalysis, 'evaluation'> & {
  evaluation?: { type: 'Number'; value: number } | { type: 'ListOfNumber'; value: Float64Array };
};

export function analysisFromWire(
  wire: Readonly<Record<string, WireExpressionAnalysis>>,
): Record<string, ExpressionAnalysis> {
  const analysis: Record<string, ExpressionAnalysis> = {};
  for (const [id, entry] of Object.entries(wire)) {
    const evaluation = entry.evaluation;
    if (evaluation?.type !== 'ListOfNumber') {
      analysis[id] = entry as ExpressionAnalysis;
      continue;
    }
    // A loop, not Array.from: that walks a typed array through its iterator, ten times slower.
    const value = new Array<number>(evaluation.value.length);
    for (let index = 0; index < value.length; index++) value[index] = evaluation.value[index];
    analysis[id] = { ...entry, evaluation: { type: 'ListOfNumber', value } };
  }
  return analysis;
}

/** A regression's fit, as its row shows it (language/analysis-types.ts `RegressionInfo`). */
export interface RegressionAnalysis {
  /** Fitted parameters in order of appearance, names as LaTeX (`m`, `a_{1}`). */
  parameters: { name: string; value: number }[];
  /** The list of residuals y − f the regression defines (`e_{1}`). */
  residualVariable: string;
  /**
   * 'correlation': a linear model with an intercept, r² (and r for a line); 'determination': any other
   * model, R² (negative when it fits worse than the mean) and the RMSE (in log mode, of ln y against ln f).
   */
  statistics:
    | { kind: 'correlation'; rSquared: number; r?: number }
    | { kind: 'determination'; rSquared: number; rootMeanSquareError: number; logMode: boolean };
  pointCount: number;
  /** False: the best parameters found, without convergence. */
  converged: boolean;
  /** Parameters the data cannot tell apart from the others (given 0). */
  dependentParameters: string[];
  logMode: boolean;
  logModeAvailable: boolean;
  /** The one list the model reads (`x_{1}`): the x of a residual plot. */
  predictor?: string;
}

export interface TableColumnAnalysis {
  isError: boolean;
  errorMessage?: string;
  errorCode?: string;
  /** The part of the header the error is about (see `ExpressionAnalysis.errorSource`). */
  errorSource?: string;
  /** A computed column's values, one per row (NaN where undefined). */
  values?: number[];
}

/**
 * A sampled curve, ready to draw.
 *
 * Coordinates are float32 offsets from `originX`/`originY` (float64), so that curves far from the origin
 * keep their precision on the GPU: the renderer subtracts the camera position from the origin in float64.
 */
export interface CurveGeometry {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  /** Polyline vertices (x, y pairs); a pair of NaN breaks the line. */
  readonly polyline: Float32Array;
  /**
   * Segments the polyline draws: consecutive vertex pairs with no break. The renderer builds its quads
   * from the polyline at the scale it draws at (a run continues across a break that repeats its last
   * vertex: the implicit sampler starts a new run wherever a segment does not continue the one before).
   */
  readonly segmentCount: number;
  /** The boundary of a strict inequality (`<`, `>`): drawn dashed, since its points are not in the region. */
  readonly strictBoundary?: boolean;
  /** A table's column (index into its columns) whose lines these are; styled by that column. */
  readonly column?: number;
}

/** Points to draw for one entry (`(1,2)`, `[(1,2),(3,4)]`). */
export interface PointsGeometry {
  readonly id: string;
  /** Math coordinates in float64, for labels and anything that reads values. */
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Ready to draw: float32 (x, y) offsets from the float64 origin, as the renderer takes them. */
  readonly originX: number;
  readonly originY: number;
  readonly positions: Float32Array;
  /** A table's column (index into its columns) whose points these are; styled by that column. */
  readonly column?: number;
}

/**
 * The shaded region of an inequality or the interior of a polygon: triangles as float32 (x, y) offsets
 * from the float64 origin.
 */
export interface FillGeometry {
  readonly id: string;
  readonly originX: number;
  readonly originY: number;
  /** 3 vertices per triangle, 2 floats per vertex. */
  readonly triangles: Float32Array;
}

export interface UpdateResult {
  readonly calculatorId: number;
  readonly generation: number;
  /** False when a newer generation arrived before this one finished: the API drops the result. */
  readonly current: boolean;
  readonly analysis: Record<string, WireExpressionAnalysis>;
  /** Several curves may share one id (`y=[1,2,3]x` is three curves). */
  readonly curves: CurveGeometry[];
  /** Added with the list analysis; older readers ignore it. */
  readonly points?: PointsGeometry[];
  /** Inequality regions and polygon interiors; several may share one id only if an entry ever has several regions. */
  readonly fills?: FillGeometry[];
  /** The region the curves were sampled for (larger than the visible viewport, so a pan has geometry). */
  readonly sampledViewport: SamplingViewport;
  /** Some geometry is a coarse first picture (`coarseFirst`): ask again for the full one. */
  readonly coarse?: boolean;
}

/** Which function's points of interest to find, over which region. */
export interface PointsOfInterestRequest {
  readonly calculatorId: number;
  /** The expression whose points are wanted; it is read from the newest analyzed list. */
  readonly id: string;
  /** The other expressions drawn now: intersections with them count. */
  readonly otherIds: readonly string[];
  /** The visible region; widthPixels and heightPixels are not used. */
  readonly viewport: SamplingViewport;
}

export type PointOfInterestKind = 'x-intercept' | 'y-intercept' | 'extremum' | 'intersection';

/** A point of interest: roots to about 1e-12 of the span, the x of an extremum to about 1e-9. */
export interface PointOfInterest {
  readonly kind: PointOfInterestKind;
  readonly x: number;
  readonly y: number;
  /** For an intersection: the other expression. */
  readonly otherId?: string;
}

export interface EngineApi {
  update(request: UpdateRequest): Promise<UpdateResult>;
  /**
   * The x- and y-intercepts, local extrema and intersections with other drawn functions of one
   * expression (functions of x or of y, solved implicit equations included) in the visible region.
   */
  pointsOfInterest(request: PointsOfInterestRequest): Promise<PointOfInterest[]>;
  /** Forget a destroyed calculator's caches. */
  release(calculatorId: number): Promise<void>;
}

/** A step of the worker's work that may run long, named so the main thread can tell which one stuck. */
export type EngineStep = 'analysis' | 'entry' | 'points-of-interest';

/**
 * Posted by the worker right before each step that may run long: the analysis of a request (and the
 * engine's first instantiation), each entry or table sampled afresh, a points-of-interest search. The main
 * thread's watchdog (api/engine/engine-host.ts) hears from it that the worker lives; when the worker falls silent
 * past its budget, the last progress names the step, and the entry, that never finished.
 */
export interface EngineProgress {
  readonly calculatorId: number;
  /** The update's generation; -1 for a points-of-interest search. */
  readonly generation: number;
  readonly step: EngineStep;
  /** The entry (expression or table id) of an 'entry' or 'points-of-interest' step. */
  readonly entryId?: string;
}

/**
 * How progress travels: a plain `postMessage` beside Comlink's. It carries no `id`, and Comlink's side
 * ignores messages without one.
 */
export interface EngineProgressMessage {
  readonly engineProgress: EngineProgress;
}

export function isEngineProgressMessage(data: unknown): data is EngineProgressMessage {
  return typeof data === 'object' && data !== null && 'engineProgress' in data;
}
