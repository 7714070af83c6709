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
  /**
   * The parameter range of a parametric (t) or polar (θ) curve, already evaluated from the expression
   * state's `domain`; absent: the language's defaults (t in [0, 1], θ in [0, 12π]).
   */
  readonly parameterDomain?: { readonly min: number; readonly max: number };
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

export interface UpdateRequest {
  /** Which calculator this is: one worker may serve several calculators of a page. */
  readonly calculatorId: number;
  /** Monotonic per calculator; the worker drops work for a generation older than the newest seen. */
  readonly generation: number;
  readonly expressions: readonly ExpressionInput[];
  readonly degreeMode: boolean;
  readonly viewport: SamplingViewport;
}

/** Analysis of one expression, shaped as the spec's `expressionAnalysis` values. */
export interface ExpressionAnalysis {
  isGraphable: boolean;
  isError: boolean;
  errorMessage?: string;
  /** Stable machine-readable error code, for localization and tests. */
  errorCode?: string;
  /** For errors naming undefined variables: the names as LaTeX (`a`, `a_{1}`), for the UI's slider offers. */
  undefinedNames?: string[];
  evaluationDisplayed?: boolean;
  evaluation?: { type: 'Number'; value: number } | { type: 'ListOfNumber'; value: number[] };
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
   * Expanded triangle geometry: every segment is 6 vertices (two triangles) of SEGMENT_VERTEX_FLOATS floats:
   * start x, start y, end x, end y, corner. Corner 0..5 tells the vertex shader which end (0: start, 1: end)
   * and which side (-1, +1) of the segment the vertex is pushed to: see `SEGMENT_CORNERS`.
   */
  readonly segments: Float32Array;
  readonly segmentCount: number;
  /** The boundary of a strict inequality (`<`, `>`): drawn dashed, since its points are not in the region. */
  readonly strictBoundary?: boolean;
}

export const SEGMENT_VERTEX_FLOATS = 5;
export const SEGMENT_VERTICES = 6;

/** For each corner index: [end (0 start, 1 end), side (-1 or +1)]. Two triangles: (0,1,2) and (3,4,5). */
export const SEGMENT_CORNERS: readonly (readonly [number, number])[] = [
  [0, -1],
  [0, 1],
  [1, -1],
  [1, -1],
  [0, 1],
  [1, 1],
];

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
}

/** The shaded region of an inequality: triangles as float32 (x, y) offsets from the float64 origin. */
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
  readonly analysis: Record<string, ExpressionAnalysis>;
  /** Several curves may share one id (`y=[1,2,3]x` is three curves). */
  readonly curves: CurveGeometry[];
  /** Added with the list analysis; older readers ignore it. */
  readonly points?: PointsGeometry[];
  /** Inequality regions; several may share one id only if an entry ever has several regions. */
  readonly fills?: FillGeometry[];
  /** The region the curves were sampled for (larger than the visible viewport, so a pan has geometry). */
  readonly sampledViewport: SamplingViewport;
}

export interface EngineApi {
  update(request: UpdateRequest): Promise<UpdateResult>;
  /** Forget a destroyed calculator's caches. */
  release(calculatorId: number): Promise<void>;
}
