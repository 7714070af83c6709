/**
 * The workloads of the issue, each written once per library in that library's own syntax, with the
 * float64 truth the fidelity figures are measured against. `null` means the library has no public way to
 * express it (reported as "not supported", never skipped silently).
 */
import { integralFromZero } from './fidelity/reference-integral';

export interface EvaluationWorkload {
  readonly title: string;
  readonly ours: string;
  readonly mathjs: string;
  readonly functionPlot: string;
  readonly jsxgraph: string;
  readonly javascript: (x: number) => number;
}

export const EVALUATION: EvaluationWorkload = {
  title: 'x^2+\\sin(3x)\\cdot e^{-x}',
  ours: 'x^2+\\sin(3x)\\cdot e^{-x}',
  mathjs: 'x^2+sin(3x)*e^(-x)',
  functionPlot: 'x^2+sin(3*x)*exp(-x)',
  jsxgraph: 'x^2+sin(3*x)*exp(-x)',
  javascript: (x) => x * x + Math.sin(3 * x) * Math.exp(-x),
};

export interface ExplicitWorkload {
  readonly id: string;
  readonly title: string;
  readonly ours: string;
  readonly functionPlot: string;
  readonly jsxgraph: string;
  /**
   * The true function. x^x uses Math.pow, real only for x > 0 (and at integers): for negative x the real
   * values of x^x form a dust of points with odd denominators, which no plotter can show as a curve.
   */
  readonly truth: (x: number) => number;
}

export const EXPLICIT_WORKLOADS: readonly ExplicitWorkload[] = [
  {
    id: 'sin',
    title: '\\sin(x)',
    ours: 'y=\\sin(x)',
    functionPlot: 'sin(x)',
    jsxgraph: 'sin(x)',
    truth: Math.sin,
  },
  {
    id: 'tan',
    title: '\\tan(x)',
    ours: 'y=\\tan(x)',
    functionPlot: 'tan(x)',
    jsxgraph: 'tan(x)',
    truth: Math.tan,
  },
  {
    id: 'reciprocal',
    title: '\\frac{1}{x}',
    ours: 'y=\\frac{1}{x}',
    functionPlot: '1/x',
    jsxgraph: '1/x',
    truth: (x) => 1 / x,
  },
  {
    id: 'sin-reciprocal',
    title: '\\sin(\\frac{1}{x})',
    ours: 'y=\\sin(\\frac{1}{x})',
    functionPlot: 'sin(1/x)',
    jsxgraph: 'sin(1/x)',
    truth: (x) => Math.sin(1 / x),
  },
  {
    id: 'floor',
    title: '\\lfloor x\\rfloor',
    ours: 'y=\\lfloor x\\rfloor',
    functionPlot: 'floor(x)',
    jsxgraph: 'floor(x)',
    truth: Math.floor,
  },
  {
    id: 'power-tower',
    title: 'x^x',
    ours: 'y=x^x',
    functionPlot: 'x^x',
    jsxgraph: 'x^x',
    truth: (x) => Math.pow(x, x),
  },
];

/** The 100 curves of the re-sampling workload: y = sin(kx) + k/10, k = 1..100. */
export const MANY_CURVES = Array.from({ length: 100 }, (_, index) => {
  const k = index + 1;
  return {
    ours: `y=\\sin(${k}x)+${k / 10}`,
    functionPlot: `sin(${k}*x)+${k / 10}`,
    jsxgraph: `sin(${k}*x)+${k / 10}`,
  };
});

export interface ImplicitWorkload {
  readonly id: string;
  readonly title: string;
  readonly ours: string;
  /** F(x, y) whose zero set is the curve. */
  readonly functionPlot: string | null;
  readonly jsxgraph: string | null;
  readonly truth: (x: number, y: number) => number;
}

export const IMPLICIT_WORKLOADS: readonly ImplicitWorkload[] = [
  {
    id: 'circle',
    title: 'x^2+y^2=25',
    ours: 'x^2+y^2=25',
    functionPlot: 'x^2+y^2-25',
    jsxgraph: 'x^2+y^2-25',
    truth: (x, y) => x * x + y * y - 25,
  },
  {
    id: 'power-symmetry',
    title: 'x^y=y^x',
    ours: 'x^y=y^x',
    functionPlot: 'x^y-y^x',
    jsxgraph: 'x^y-y^x',
    truth: (x, y) => Math.pow(x, y) - Math.pow(y, x),
  },
  {
    id: 'trig-waves',
    title: '\\sin(x^2+y^2)=\\cos(xy)',
    ours: '\\sin(x^2+y^2)=\\cos(xy)',
    functionPlot: 'sin(x^2+y^2)-cos(x*y)',
    jsxgraph: 'sin(x^2+y^2)-cos(x*y)',
    truth: (x, y) => Math.sin(x * x + y * y) - Math.cos(x * y),
  },
  {
    id: 'trig-products',
    title: 'y\\sin(x)=x\\cos(y)',
    ours: 'y\\sin(x)=x\\cos(y)',
    functionPlot: 'y*sin(x)-x*cos(y)',
    jsxgraph: 'y*sin(x)-x*cos(y)',
    truth: (x, y) => y * Math.sin(x) - x * Math.cos(y),
  },
  {
    id: 'folium',
    title: 'x^3+y^3=3xy',
    ours: 'x^3+y^3=3xy',
    functionPlot: 'x^3+y^3-3*x*y',
    jsxgraph: 'x^3+y^3-3*x*y',
    truth: (x, y) => x * x * x + y * y * y - 3 * x * y,
  },
];

export interface InequalityWorkload {
  readonly id: string;
  readonly title: string;
  readonly ours: string;
  /** JSXGraph's `inequality` element shades one side of a functiongraph (inverse: the side above). */
  readonly jsxgraph: { readonly functiongraph: string; readonly above: boolean } | null;
  /** The boundary, as an explicit or implicit truth. */
  readonly boundary:
    | { readonly kind: 'explicit'; readonly f: (x: number) => number }
    | { readonly kind: 'implicit'; readonly F: (x: number, y: number) => number };
}

export const INEQUALITY_WORKLOADS: readonly InequalityWorkload[] = [
  {
    id: 'above-sine',
    title: 'y>\\sin(x)',
    ours: 'y>\\sin(x)',
    jsxgraph: { functiongraph: 'sin(x)', above: true },
    boundary: { kind: 'explicit', f: Math.sin },
  },
  {
    id: 'disk',
    title: 'x^2+y^2<9',
    ours: 'x^2+y^2<9',
    jsxgraph: null,
    boundary: { kind: 'implicit', F: (x, y) => x * x + y * y - 9 },
  },
];

/**
 * The derivative workload: d/dx of a formula that needs the product, chain and quotient rules, written
 * (1) as our derivative, (2) as the textbook result of those rules written out by hand (product rule in
 * the numerator, quotient rule around it, nothing simplified), (3) as math.js differentiates it. The
 * truth is the same derivative simplified by hand to few roundings: e^{-x}·x·(2s + x(1+x²)(3c − s)) / (1+x²)².
 */
export interface DerivativeWorkload {
  readonly title: string;
  readonly ours: string;
  readonly oursByHand: string;
  /** The function, for `math.derivative(…, 'x')`. */
  readonly mathjs: string;
  readonly javascript: (x: number) => number;
}

export const DERIVATIVE: DerivativeWorkload = {
  title: '\\frac{d}{dx}\\frac{x^2\\sin(3x)e^{-x}}{1+x^2}',
  ours: 'y=\\frac{d}{dx}\\left(\\frac{x^2\\sin(3x)e^{-x}}{1+x^2}\\right)',
  oursByHand:
    'y=\\frac{\\left(2x\\sin(3x)e^{-x}+3x^2\\cos(3x)e^{-x}-x^2\\sin(3x)e^{-x}\\right)\\left(1+x^2\\right)-2x\\cdot x^2\\sin(3x)e^{-x}}{\\left(1+x^2\\right)^2}',
  mathjs: 'x^2*sin(3x)*e^(-x)/(1+x^2)',
  javascript: (x) => {
    const s = Math.sin(3 * x);
    const c = Math.cos(3 * x);
    const q = 1 + x * x;
    return (Math.exp(-x) * x * (2 * s + x * q * (3 * c - s))) / (q * q);
  },
};

/** The integral curve: y = ∫₀ˣ sin(t²) dt (a Fresnel integral), its truth by reference-integral.ts. */
export interface IntegralCurveWorkload {
  readonly title: string;
  readonly ours: string;
  /** What a JSXGraph user writes: its documented numeric integration, `JXG.Math.Numerics.I`, per x. */
  readonly integrand: (t: number) => number;
  readonly truth: (x: number) => number;
}

export const INTEGRAL_CURVE: IntegralCurveWorkload = {
  title: '\\int_0^x\\sin(t^2)dt',
  ours: 'y=\\int_0^x\\sin(t^2)dt',
  integrand: (t) => Math.sin(t * t),
  truth: integralFromZero((t) => Math.sin(t * t)),
};
