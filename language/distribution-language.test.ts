/**
 * Distributions, their functions, distance, midpoint and polygons of lists through the language: values
 * known before graphing fold to what distributions.ts computes; per-point programs (run by
 * evaluateReference, the oracle of the VM) agree with the folded values; a distribution's own row graphs
 * its density (bars for discrete laws); and the errors say what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from './analyze-list';
import type { ListEffect } from './analysis-types';
import { cumulative, density, quantile, type Distribution } from './distributions';
import { evaluateReference } from './evaluate-reference';

function effectOf(latex: string, others: readonly string[] = []): ListEffect {
  const inputs = [
    { id: 'entry', latex },
    ...others.map((other, index) => ({ id: `other ${index}`, latex: other })),
  ];
  return analyzeExpressionList(inputs, { degreeMode: false }).get('entry')!.effect;
}

function valueOf(latex: string, others: readonly string[] = []): number | readonly number[] {
  const effect = effectOf(latex, others);
  if (effect.kind !== 'evaluation') throw new Error(`${latex}: ${JSON.stringify(effect)}`);
  return effect.value;
}

/** The per-point program of `y=…` as a function of x. */
function curveOf(latex: string): (x: number) => number {
  const effect = effectOf(`y=${latex}`);
  if (effect.kind !== 'explicit') throw new Error(`${latex}: ${JSON.stringify(effect)}`);
  return (x) => evaluateReference(effect.programs[0], { x });
}

function curveAt(latex: string, x: number): number {
  return curveOf(latex)(x);
}

function errorOf(latex: string): { code: string; message: string } {
  const effect = effectOf(latex);
  if (effect.kind !== 'error') throw new Error(`${latex} is not an error`);
  return effect.error;
}

function relativeError(actual: number, expected: number): number {
  return expected === actual ? 0 : Math.abs((actual - expected) / expected);
}

const op = (name: string) => `\\operatorname{${name}}`;
const LAWS: readonly [string, Distribution][] = [
  [`${op('normaldist')}(1,2)`, { name: 'normal', parameters: [1, 2] }],
  [`${op('normaldist')}()`, { name: 'normal', parameters: [0, 1] }],
  [`${op('tdist')}(3)`, { name: 't', parameters: [3] }],
  [`${op('chisqdist')}(4)`, { name: 'chisquare', parameters: [4] }],
  [`${op('uniformdist')}(-1,3)`, { name: 'uniform', parameters: [-1, 3] }],
  [`${op('poissondist')}(4.5)`, { name: 'poisson', parameters: [4.5] }],
  [`${op('binomialdist')}(20,0.3)`, { name: 'binomial', parameters: [20, 0.3] }],
  [`${op('binomialdist')}(9)`, { name: 'binomial', parameters: [9, 0.5] }],
];

describe('functions of distributions, folded', () => {
  it('pdf, cdf and quantile give what distributions.ts computes, and broadcast over lists', () => {
    for (const [latex, law] of LAWS) {
      expect(valueOf(`${op('pdf')}(${latex},2)`)).toBe(density(law, 2));
      expect(valueOf(`${op('cdf')}(${latex},1.5)`)).toBe(cumulative(law, 1.5));
      expect(valueOf(`${op('quantile')}(${latex},0.3)`)).toBe(quantile(law, 0.3));
      expect(valueOf(`${op('inversecdf')}(${latex},0.3)`)).toBe(quantile(law, 0.3));
    }
    expect(valueOf(`${op('cdf')}(${op('normaldist')}(),[-1,0,1])`)).toEqual(
      [-1, 0, 1].map((x) => cumulative(LAWS[1][1], x)),
    );
    expect(valueOf(`${op('cdf')}(${op('normaldist')}(),-1,1)`)).toBeCloseTo(0.6826894921370859, 15);
    // Discrete: both ends count, P(2 ≤ X ≤ 4).
    const binomial = LAWS[7][1];
    expect(valueOf(`${op('cdf')}(${op('binomialdist')}(9),2,4)`)).toBeCloseTo(
      cumulative(binomial, 4) - cumulative(binomial, 1),
      15,
    );
  });

  it('means, medians, standard deviations and variances, through a definition', () => {
    const others = [`D=${op('normaldist')}(3,2)`];
    expect(valueOf(`${op('mean')}(D)`, others)).toBe(3);
    expect(valueOf(`${op('median')}(D)`, others)).toBe(3);
    expect(valueOf(`${op('stdev')}(D)`, others)).toBe(2);
    expect(valueOf(`${op('var')}(D)`, others)).toBe(4);
    expect(valueOf(`${op('mean')}(${op('binomialdist')}(10,0.3))`)).toBeCloseTo(3, 14);
    // A list still takes the list functions.
    expect(valueOf(`${op('mean')}([1,2,3])`)).toBe(2);
    expect(valueOf(`${op('quantile')}([1,2,3,4],0.5)`)).toBe(2.5);
  });
});

describe('per point, as programs', () => {
  const at = [-7.5, -3, -1, -0.2, 0, 0.4, 1, 2, 3.7, 6, 12];

  it('densities agree with the folded values', () => {
    for (const [latex, law] of LAWS) {
      for (const x of [...at, 0, 1, 2, 3, 5, 8]) {
        const folded = density(law, x);
        const program = curveAt(`${op('pdf')}(${latex},x)`, x);
        if (folded === 0 || !Number.isFinite(folded)) expect(program, `${latex} at ${x}`).toBe(folded);
        else expect(relativeError(program, folded), `${latex} at ${x}`).toBeLessThan(1e-13);
      }
    }
  });

  it('cdfs agree: normal and uniform exactly built, t and χ² one operation, sums to 1e-13', () => {
    const tolerance: Record<string, number> = {
      normal: 1e-14,
      uniform: 0,
      poisson: 1e-13,
      binomial: 1e-13,
      t: 0,
      chisquare: 0,
    };
    for (const [latex, law] of LAWS) {
      for (const x of at) {
        const folded = cumulative(law, x);
        const program = curveAt(`${op('cdf')}(${latex},x)`, x);
        if (folded === 0) expect(program, `${latex} at ${x}`).toBe(0);
        else
          expect(relativeError(program, folded), `${latex} at ${x}`).toBeLessThanOrEqual(tolerance[law.name]);
      }
    }
    // The deep normal tail per point: cdf(−30) = 4.9e-198.
    expect(
      relativeError(curveAt(`${op('cdf')}(${op('normaldist')}(),x)`, -30), 4.906713927148187e-198),
    ).toBeLessThan(1e-12);
  });

  it('quantiles per point: normal and uniform built, t and χ² one operation each', () => {
    for (const p of [1e-300, 1e-9, 0.01, 0.3, 0.5, 0.8, 0.999]) {
      expect(
        relativeError(curveAt(`${op('quantile')}(${op('normaldist')}(1,2),x)`, p), quantile(LAWS[0][1], p)),
      ).toBeLessThan(1e-13);
      expect(curveAt(`${op('quantile')}(${op('uniformdist')}(-1,3),x)`, p)).toBeCloseTo(-1 + 4 * p, 14);
    }
    expect(curveAt(`${op('quantile')}(${op('normaldist')}(),x)`, 0)).toBe(-Infinity);
    expect(curveAt(`${op('quantile')}(${op('normaldist')}(),x)`, 1.5)).toBeNaN();
    // t and χ²: TDIST_QUANTILE and CHISQ_QUANTILE, whose reference is what folds, so the same numbers.
    for (const p of [0, 1e-300, 1e-9, 0.01, 0.3, 0.5, 0.8, 0.999, 1 - 1e-15, 1]) {
      expect(curveAt(`${op('quantile')}(${op('tdist')}(3),x)`, p)).toBe(quantile(LAWS[2][1], p));
      expect(curveAt(`${op('quantile')}(${op('chisqdist')}(4),x)`, p)).toBe(quantile(LAWS[3][1], p));
    }
    expect(curveAt(`${op('quantile')}(${op('tdist')}(3),x)`, 1.5)).toBeNaN();
    expect(curveAt(`${op('quantile')}(${op('chisqdist')}(4),x)`, -0.5)).toBeNaN();
  });

  it('discrete quantiles per point are the folded ones, to the last k, in both deep tails', () => {
    const laws: [string, Distribution][] = [
      [`${op('poissondist')}(3)`, { name: 'poisson', parameters: [3] }],
      [`${op('poissondist')}(2500)`, { name: 'poisson', parameters: [2500] }],
      [`${op('binomialdist')}(10,0.3)`, { name: 'binomial', parameters: [10, 0.3] }],
      [`${op('binomialdist')}(1000,0.999)`, { name: 'binomial', parameters: [1000, 0.999] }],
      [`${op('binomialdist')}(40,0.5)`, { name: 'binomial', parameters: [40, 0.5] }],
    ];
    for (const [latex, law] of laws) {
      // Every cdf value itself (where quantile(cdf(k)) = k hangs on the 64-ulp allowance), a hair above
      // it, and p across the range down to 1e-300.
      const ps = [0, 1, 1e-300, 1e-200, 1e-30, 1e-9, 0.01, 0.3, 0.5, 0.8, 0.999, 1 - 1e-12, 1 - 2 ** -53];
      for (let k = 0; k < 60; k++) {
        const lower = cumulative(law, Math.round(quantile(law, 0.5)) - 30 + k);
        ps.push(lower, lower * (1 + 1e-12));
      }
      const curve = curveOf(`${op('quantile')}(${latex},x)`);
      for (const p of ps.filter((value) => value >= 0 && value <= 1)) {
        expect(curve(p), `${latex} at p = ${p}`).toBe(quantile(law, p));
      }
      expect(curve(-0.1)).toBeNaN();
      expect(curve(NaN)).toBeNaN();
    }
    // Past 4096 cdf values (λ ≈ 7,000) a varying p is refused rather than built as a huge program.
    expect(errorOf(`y=${op('quantile')}(${op('poissondist')}(10^5),x)`).message).toMatch(
      /known before graphing/,
    );
  });
});

describe('a distribution on its own row', () => {
  it('a continuous law graphs y = pdf(x)', () => {
    const effect = effectOf(`${op('normaldist')}(0,1)`);
    expect(effect.kind).toBe('explicit');
    if (effect.kind !== 'explicit') return;
    expect(evaluateReference(effect.programs[0], { x: 0 })).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
    expect(effectOf(`D=${op('tdist')}(2)`).kind).toBe('explicit');
  });

  it('a discrete law graphs a bar of width 1 per value, its height the probability', () => {
    const effect = effectOf(`${op('binomialdist')}(4,0.5)`);
    expect(effect.kind).toBe('polygons');
    if (effect.kind !== 'polygons') return;
    expect(effect.polygons).toHaveLength(5);
    expect(effect.polygons[2]).toEqual([
      { x: 1.5, y: 0 },
      { x: 2.5, y: 0 },
      { x: 2.5, y: 0.375 },
      { x: 1.5, y: 0.375 },
    ]);
    const poisson = effectOf(`${op('poissondist')}(3)`);
    expect(poisson.kind === 'polygons' && poisson.polygons.length).toBeGreaterThan(10);
  });
});

describe('errors', () => {
  it('name what is wrong', () => {
    expect(errorOf(`${op('normaldist')}(0,1)+1`).message).toMatch(/A distribution is not a number/);
    expect(errorOf(`${op('tdist')}()`).code).toBe('wrong-argument-count');
    expect(errorOf(`${op('normaldist')}(1,2,3)`).code).toBe('wrong-argument-count');
    expect(errorOf(`y=${op('pdf')}(${op('normaldist')}(x,1),0)`).message).toMatch(/known before graphing/);
    expect(errorOf(`${op('pdf')}(3,1)`).message).toMatch(/needs a distribution/);
    expect(errorOf(`${op('normaldist')}([1,2])`).code).toBe('type-error');
    expect(errorOf(`${op('sin')}(${op('normaldist')}())`).code).toBe('type-error');
    expect(valueOf(`${op('cdf')}(${op('normaldist')}(0,-1),0)`)).toBeNaN();
  });
});

describe('geometry helpers', () => {
  it('distance and midpoint of points, broadcast over lists', () => {
    expect(valueOf(`${op('distance')}((0,0),(3,4))`)).toBe(5);
    expect(valueOf(`${op('distance')}((1,1),[(4,5),(1,2)])`)).toEqual([5, 1]);
    const midpoint = effectOf(`${op('midpoint')}((0,0),(3,4))`);
    expect(midpoint.kind === 'points' && [midpoint.xs[0], midpoint.ys[0]]).toEqual([1.5, 2]);
    expect(curveAt(`${op('distance')}((x,0),(0,1))`, 3)).toBeCloseTo(Math.sqrt(10), 15);
    expect(errorOf(`${op('distance')}(1,2)`).message).toMatch(/two points/);
  });

  it('polygon of point lists: one polygon per element', () => {
    const effect = effectOf(`${op('polygon')}((0,0),(1,0),(L,1))`, ['L=[1,2,3]']);
    expect(effect.kind).toBe('polygons');
    if (effect.kind !== 'polygons') return;
    expect(effect.polygons).toHaveLength(3);
    expect(effect.polygons[1][2]).toEqual({ x: 2, y: 1 });
    expect(effectOf(`${op('polygon')}([(0,0),(1,0),(0,1)])`).kind).toBe('polygon');
    expect(effectOf(`${op('polygon')}([0,1,0],[0,0,1])`).kind).toBe('polygon');
  });
});
