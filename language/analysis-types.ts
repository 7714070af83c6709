/**
 * The results of analyzing the expression list: per entry, what it does (its effect), what it defines,
 * and its error. Programs are bytecode for the WASM VM (format: `operations.ts`).
 */
import type { RegressionStatistics } from './fit/fit-statistics';
import type { LanguageErrorCode } from './parse-error';
import type { EngineProgram } from './program';

export interface AnalysisError {
  readonly code: LanguageErrorCode;
  readonly message: string;
  /** Span in UTF-16 offsets into the entry's LaTeX, end exclusive. */
  readonly start: number;
  readonly end: number;
  /** For `undefined-variable`: every undefined name, in order, as LaTeX (`a`, `a_{1}`, `\alpha`). */
  readonly undefinedNames?: readonly string[];
}

/** What an entry defines for the rest of the list. */
export type DefinitionInfo =
  | {
      readonly kind: 'variable';
      readonly name: string;
      /** A plain number (`a=1`, `b=-2.5`): the UI may show it as a slider. */
      readonly sliderCandidate: boolean;
      /** The value, when it is known before graphing (a number or a list of numbers). */
      readonly value?: number | readonly number[];
    }
  | { readonly kind: 'function'; readonly name: string; readonly parameters: readonly string[] };

/** Explicit curves dependent = f(other), each program reading the other variable from input slot x. */
export interface ExplicitBranches {
  readonly dependent: 'x' | 'y';
  readonly programs: readonly EngineProgram[];
}

export interface ParameterDomain {
  readonly min: number;
  readonly max: number;
}

/**
 * What an entry does. Program inputs: `explicit` programs read slot x as the independent variable (the
 * graph's x for `y=f(x)`, its y for `x=f(y)`); `parametric` programs read t; `polar` programs read θ from
 * slot t; `implicit` and `inequality` programs read x and y.
 */
export type ListEffect =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly error: AnalysisError }
  /** A number or a list of numbers, known without graphing. */
  | { readonly kind: 'evaluation'; readonly value: number | readonly number[] }
  /** One curve per program: `y=f(x)` (dependent 'y') or `x=f(y)` (dependent 'x'). */
  | { readonly kind: 'explicit'; readonly dependent: 'x' | 'y'; readonly programs: readonly EngineProgram[] }
  | {
      readonly kind: 'parametric';
      readonly curves: readonly { readonly x: EngineProgram; readonly y: EngineProgram }[];
      readonly domain: ParameterDomain;
    }
  | { readonly kind: 'polar'; readonly programs: readonly EngineProgram[]; readonly domain: ParameterDomain }
  /**
   * The curve F(x,y)=0 of an equation written left=right, F = left − right. When F is linear or quadratic
   * in y (or else in x), `solutions` holds its explicit branches (programs as for `explicit`), which draw
   * the same set exactly.
   */
  | {
      readonly kind: 'implicit';
      readonly program: EngineProgram;
      readonly solutions?: ExplicitBranches;
    }
  /**
   * The region where every condition's program is > 0 (strict) or ≥ 0. A condition whose boundary
   * (program = 0) is linear or quadratic in y or x carries it solved as explicit curves (`boundary`).
   */
  | {
      readonly kind: 'inequality';
      readonly conditions: readonly {
        readonly program: EngineProgram;
        readonly strict: boolean;
        readonly boundary?: ExplicitBranches;
      }[];
    }
  /** Points known before graphing (a list's undefined items are NaN), coordinates packed. */
  | { readonly kind: 'points'; readonly xs: Float64Array; readonly ys: Float64Array }
  /** `\operatorname{polygon}(…)`: a closed outline through the vertices, filled. */
  | { readonly kind: 'polygon'; readonly vertices: readonly { readonly x: number; readonly y: number }[] }
  /**
   * Several closed, filled outlines: a discrete distribution's bars (one per value), and polygons whose
   * vertices broadcast over lists (`\operatorname{polygon}((0,0),(1,0),(L,1))` is one per element of L).
   */
  | {
      readonly kind: 'polygons';
      readonly polygons: readonly (readonly { readonly x: number; readonly y: number }[])[];
    }
  /**
   * `histogram`, `dotplot`, `boxplot` of a list known before graphing (classify-statistical-plot.ts), in
   * graph coordinates, packed (a histogram may have 100,000 bars): `rectangles` filled and outlined (a
   * histogram's bars, a box plot's box) as left, right, bottom, top per rectangle; `segments` (a box plot's
   * median and whiskers) as x0, y0, x1, y1 per segment; points `xs`/`ys` (a dot plot's dots, outliers).
   */
  | {
      readonly kind: 'statistical-plot';
      readonly plot: StatisticalPlotKind;
      readonly rectangles: Float64Array;
      readonly segments: Float64Array;
      readonly xs: Float64Array;
      readonly ys: Float64Array;
    }
  /** A definition with nothing to draw (`m=1`, `g(a,b)=a+b`); see the entry's `definition`. */
  | { readonly kind: 'definition' };

export type StatisticalPlotKind = 'histogram' | 'dotplot' | 'boxplot';

/** What a regression's row shows (`y_1\sim mx_1+b`); see regression-analysis.ts. */
export interface RegressionInfo {
  /** The fitted parameters in order of appearance, names as LaTeX (`m`, `a_{1}`). */
  readonly parameters: readonly { readonly name: string; readonly value: number }[];
  /** The list of residuals y − f the regression defines (`e_{1}`). */
  readonly residualVariable: string;
  readonly statistics: RegressionStatistics;
  /** Points fitted (points where a value is undefined are left out). */
  readonly pointCount: number;
  /** False: the best parameters found, without convergence. */
  readonly converged: boolean;
  /** Parameters the data cannot tell apart from the others (given 0). */
  readonly dependentParameters: readonly string[];
  readonly logMode: boolean;
  /** Log mode is offered: an exponential or power model of positive data. */
  readonly logModeAvailable: boolean;
  /** The one list the model reads, named on its own (`x_{1}`): the x of a residual plot. */
  readonly predictor?: string;
}

export interface ListEntryAnalysis {
  readonly id: string;
  readonly effect: ListEffect;
  /** A regression's parameters and statistics (its curve, if drawn, is the `explicit` effect). */
  readonly regression?: RegressionInfo;
  /** Present when the entry defines a name, whatever else it does (`a=2+x` defines a and plots it). */
  readonly definition?: DefinitionInfo;
  /** The same error as an `error` effect, for convenience. */
  readonly error?: AnalysisError;
}

export interface ExpressionListInput {
  readonly id: string;
  readonly latex: string;
  /** A regression's log mode (the expression's `isLogModeRegression`). */
  readonly isLogModeRegression?: boolean;
  /** The name a regression's residuals should have (the expression's `residualVariable`, `e_{1}`). */
  readonly residualVariable?: string;
  /**
   * A table column of explicit values: `latex` is its header, and when the header is a name other than
   * x and y (`x_1`, `a`) the entry defines that name as this list, usable anywhere in the list. Cells
   * that are not numbers are NaN. Values arrive as numbers, not LaTeX, so a column of 100,000 rows costs
   * no parsing and no list literal past the LaTeX length limit.
   */
  readonly listValues?: readonly number[];
  /**
   * The expression's own random seed, which a re-randomize changes; absent: its id. With the
   * calculator's seed (the analysis options') and a call's position it keys that call's random numbers.
   */
  readonly randomSeed?: string;
}
