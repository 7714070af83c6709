/**
 * Densities, cdfs and quantiles of distributions at a value that varies per point (`pdf(D, x)` graphed),
 * as trees of registry operations the WASM VM runs. Values known before graphing never come here: they
 * are folded by distributions.ts, which is more accurate.
 *
 * What each is made of, and how exact it is:
 * - densities: closed forms (exp, pow, ln Γ); a Poisson or binomial mass is exp of a sum of ln Γ terms,
 *   with ln Γ as ln(Γ(z)) below 100 and Stirling's series above (relative error ≈ 1e-15·|exponent|).
 * - normal cdf and quantile: Cody's erfc and AS 241 (normal-functions.ts), the same construction that
 *   distributions.ts folds, so per point they agree with it to the last bit before its Newton step.
 * - uniform: comparisons and clamps.
 * - Poisson and binomial cdfs: a SUM_RANGE scope over k = 0 … ⌊x⌋ of the mass (at most 10⁶ terms).
 * - t and χ² cdfs and quantiles: one registry operation each (TDIST_CDF, TDIST_QUANTILE, CHISQ_CDF,
 *   CHISQ_QUANTILE), whose reference is t-chi-square.ts and which the VM repeats step for step: the
 *   incomplete beta and gamma functions, and Newton's method on them for the quantiles (in a tree it
 *   would repeat x about five times per step and exceed the program-size limit).
 * - Poisson and binomial quantiles: the law's cdf values are constants, so the quantile per point is
 *   the first of them plus how many lie below p, the same k as distributions.ts finds (at most 4096
 *   values; past that p must be known before graphing).
 */
import { cumulative, quantile, type Distribution } from './distributions';
import { logGamma } from './special-functions';
import type { ErfBuilder } from './erf';
import { buildErfc, buildNormalQuantile } from './normal-functions';
import type { BoundVariable, ProgramNode } from './program';
import { makeScope } from './scopes';
import { constant, operate, type OperationBudget } from './values';

type Builder = ErfBuilder<ProgramNode>;

/** A builder of program nodes, folded where constant, counted against the entry's budget. */
function nodeBuilder(budget: OperationBudget): Builder {
  return {
    constant: (value) => ({ kind: 'constant', value }),
    apply: (operation, ...operands) => operate(operation, operands, budget),
  };
}

const LN_SQRT_2PI = 0.9189385332046728;

/** ln Γ(z) for z > 0: ln of Γ below 100, Stirling's series above (its next term is below 1e-20 there). */
function logGammaNode(build: Builder, z: ProgramNode): ProgramNode {
  const { apply, constant: c } = build;
  const inverse = apply('DIV', c(1), z);
  const inverseSquare = apply('MUL', inverse, inverse);
  const series = apply(
    'MUL',
    inverse,
    apply(
      'SUB',
      c(1 / 12),
      apply('MUL', inverseSquare, apply('SUB', c(1 / 360), apply('MUL', inverseSquare, c(1 / 1260)))),
    ),
  );
  const stirling = apply(
    'ADD',
    apply('SUB', apply('MUL', apply('SUB', z, c(0.5)), apply('LN', z)), z),
    apply('ADD', c(LN_SQRT_2PI), series),
  );
  return apply('SELECT', apply('LESS', z, c(100)), apply('LN', apply('GAMMA', z)), stirling);
}

/** 1 where x is a whole number in [low, high], else 0. */
function onSupport(build: Builder, x: ProgramNode, low: number, high: number): ProgramNode {
  const { apply, constant: c } = build;
  const whole = apply('EQUAL', x, apply('FLOOR', x));
  const inside = apply('MUL', apply('GREATER_EQUAL', x, c(low)), apply('LESS_EQUAL', x, c(high)));
  return apply('MUL', whole, inside);
}

export function densityNode(
  distribution: Distribution,
  x: ProgramNode,
  budget: OperationBudget,
): ProgramNode {
  const build = nodeBuilder(budget);
  const { apply, constant: c } = build;
  const [first, second] = distribution.parameters;
  switch (distribution.name) {
    case 'normal': {
      const z = apply('DIV', apply('SUB', x, c(first)), c(second));
      return apply(
        'DIV',
        apply('EXP', apply('MUL', c(-0.5), apply('MUL', z, z))),
        c(second * Math.sqrt(2 * Math.PI)),
      );
    }
    case 't': {
      const scale = Math.exp(logGamma((first + 1) / 2) - logGamma(first / 2)) / Math.sqrt(first * Math.PI);
      const base = apply('ADD', c(1), apply('DIV', apply('MUL', x, x), c(first)));
      return apply('MUL', c(scale), apply('POW', base, c(-(first + 1) / 2)));
    }
    case 'chisquare': {
      const shape = first / 2;
      const exponent = apply(
        'SUB',
        apply('SUB', apply('MUL', c(shape - 1), apply('LN', apply('DIV', x, c(2)))), apply('DIV', x, c(2))),
        c(logGamma(shape)),
      );
      const atZero = shape < 1 ? Infinity : shape === 1 ? 0.5 : 0;
      const elsewhere = apply('SELECT', apply('EQUAL', x, c(0)), c(atZero), c(0));
      return apply(
        'SELECT',
        apply('GREATER', x, c(0)),
        apply('DIV', apply('EXP', exponent), c(2)),
        elsewhere,
      );
    }
    case 'uniform': {
      const inside = apply('MUL', apply('GREATER_EQUAL', x, c(first)), apply('LESS_EQUAL', x, c(second)));
      return apply('SELECT', inside, c(1 / (second - first)), c(0));
    }
    case 'poisson': {
      if (first === 0) return apply('EQUAL', x, c(0));
      const exponent = apply(
        'SUB',
        apply('SUB', apply('MUL', x, c(Math.log(first))), c(first)),
        logGammaNode(build, apply('ADD', x, c(1))),
      );
      return apply('SELECT', onSupport(build, x, 0, Infinity), apply('EXP', exponent), c(0));
    }
    case 'binomial': {
      const n = first;
      if (second === 0) return apply('EQUAL', x, c(0));
      if (second === 1) return apply('EQUAL', x, c(n));
      const rest = apply('SUB', c(n), x);
      const exponent = apply(
        'ADD',
        apply(
          'SUB',
          apply('SUB', c(logGamma(n + 1)), logGammaNode(build, apply('ADD', x, c(1)))),
          logGammaNode(build, apply('ADD', rest, c(1))),
        ),
        apply('ADD', apply('MUL', x, c(Math.log(second))), apply('MUL', rest, c(Math.log1p(-second)))),
      );
      return apply('SELECT', onSupport(build, x, 0, n), apply('EXP', exponent), c(0));
    }
  }
}

export function cumulativeNode(
  distribution: Distribution,
  x: ProgramNode,
  budget: OperationBudget,
): ProgramNode {
  const build = nodeBuilder(budget);
  const { apply, constant: c } = build;
  const [first, second] = distribution.parameters;
  switch (distribution.name) {
    case 'normal': {
      const z = apply('DIV', apply('SUB', c(first), x), c(second * Math.SQRT2));
      return apply('MUL', c(0.5), buildErfc(build, z));
    }
    case 'uniform': {
      const fraction = apply('DIV', apply('SUB', x, c(first)), c(second - first));
      return apply('MIN', c(1), apply('MAX', c(0), fraction));
    }
    case 't':
      return apply('TDIST_CDF', c(first), x);
    case 'chisquare':
      return apply('CHISQ_CDF', c(first), x);
    case 'poisson':
    case 'binomial': {
      const variable: BoundVariable = { name: 'k' };
      const body = densityNode(distribution, { kind: 'variable', variable }, budget);
      const floor = apply('FLOOR', x);
      const last = distribution.name === 'binomial' ? apply('MIN', floor, c(first)) : floor;
      // Below 0 the range is empty; SUM_RANGE rounds its bounds, which are whole numbers here.
      const sum = makeScope('SUM_RANGE', variable, constant(0), apply('MAX', last, c(-1)), body);
      return apply('SELECT', apply('LESS', x, c(0)), c(0), sum);
    }
  }
}

/** P(a < X ≤ b) per point (for a discrete law P(a ≤ X ≤ b)). */
export function probabilityBetweenNode(
  distribution: Distribution,
  a: ProgramNode,
  b: ProgramNode,
  budget: OperationBudget,
): ProgramNode {
  const build = nodeBuilder(budget);
  const discrete = distribution.name === 'poisson' || distribution.name === 'binomial';
  const from = discrete ? build.apply('SUB', build.apply('CEIL', a), build.constant(1)) : a;
  return build.apply(
    'SUB',
    cumulativeNode(distribution, b, budget),
    cumulativeNode(distribution, from, budget),
  );
}

/**
 * Most cdf values a per-point discrete quantile compares with (two operations each per point): Poisson
 * laws to λ ≈ 7,000 and binomial laws to n·p(1−p) ≈ 7,000 (the values span about 47 standard deviations).
 */
export const MAX_QUANTILE_THRESHOLDS = 4096;

/** Sums terms as a balanced tree, so thousands of them stay a shallow program. */
function balancedSum(build: Builder, terms: ProgramNode[]): ProgramNode {
  if (terms.length === 0) return build.constant(0);
  let level = terms;
  while (level.length > 1) {
    const next: ProgramNode[] = [];
    for (let index = 0; index < level.length; index += 2) {
      next.push(index + 1 < level.length ? build.apply('ADD', level[index], level[index + 1]) : level[index]);
    }
    level = next;
  }
  return level[0];
}

/**
 * The least k with P(X ≤ k) ≥ p per point, as distributions.ts finds it for a p known before graphing (the
 * same 64-ulp allowance): the parameters are constants, so the cdf values P(X ≤ k) are too, from the
 * first that is not 0 to the answer for the largest p below 1, and the quantile is the first of them plus
 * how many lie below p. Undefined past MAX_QUANTILE_THRESHOLDS values.
 */
function discreteQuantileNode(
  distribution: Distribution,
  p: ProgramNode,
  build: Builder,
): ProgramNode | undefined {
  const { apply, constant: c } = build;
  const first = quantile(distribution, Number.MIN_VALUE);
  const last = quantile(distribution, 1 - 2 ** -53);
  if (!(last - first <= MAX_QUANTILE_THRESHOLDS)) return undefined;
  const fuzzed = apply('MUL', p, c(1 - 64 * 2.220446049250313e-16));
  const below: ProgramNode[] = [];
  for (let k = first; k < last; k++) below.push(apply('LESS', c(cumulative(distribution, k)), fuzzed));
  const highest = distribution.name === 'binomial' ? distribution.parameters[0] : Infinity;
  const inside = apply('ADD', c(first), balancedSum(build, below));
  const ends = apply(
    'SELECT',
    apply('EQUAL', p, c(0)),
    c(0),
    apply('SELECT', apply('EQUAL', p, c(1)), c(highest), inside),
  );
  const valid = apply('MUL', apply('GREATER_EQUAL', p, c(0)), apply('LESS_EQUAL', p, c(1)));
  return apply('SELECT', valid, ends, c(NaN));
}

/**
 * The quantile per point, built from registry operations; undefined for a discrete law with more than
 * MAX_QUANTILE_THRESHOLDS cdf values.
 */
export function quantileNode(
  distribution: Distribution,
  p: ProgramNode,
  budget: OperationBudget,
): ProgramNode | undefined {
  const build = nodeBuilder(budget);
  const { apply, constant: c } = build;
  const [first, second] = distribution.parameters;
  if (distribution.name === 'poisson' || distribution.name === 'binomial') {
    return discreteQuantileNode(distribution, p, build);
  }
  if (distribution.name === 'normal') {
    return apply('ADD', c(first), apply('MUL', c(second), buildNormalQuantile(build, p)));
  }
  if (distribution.name === 'uniform') {
    const inside = apply('MUL', apply('GREATER_EQUAL', p, c(0)), apply('LESS_EQUAL', p, c(1)));
    return apply('SELECT', inside, apply('ADD', c(first), apply('MUL', p, c(second - first))), c(NaN));
  }
  return apply(distribution.name === 't' ? 'TDIST_QUANTILE' : 'CHISQ_QUANTILE', c(first), p);
}
