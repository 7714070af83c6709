/**
 * TDIST_CDF, TDIST_QUANTILE, CHISQ_CDF and CHISQ_QUANTILE in the VM (assembly/t-chi-square.ts): against
 * mpmath at 60 digits (language/test-data/distributions-mpmath.ts) within 1e-12 relative, deep tails
 * included; against their reference (language/t-chi-square.ts, what folds) within a few ulps; graphed
 * through the language (`quantile(tdist(3), x)`) at p = 1e-300 and 1 − 1e-15; and their interval
 * kernels, which must contain the point values of every box.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeExpressionList } from '../language/analyze-list';
import type { OperationName } from '../language/operations';
import { chiSquareCumulative, chiSquareQuantile, tCumulative, tQuantile } from '../language/t-chi-square';
import { CHISQ_CDF, CHISQ_QUANTILE, T_CDF, T_QUANTILE } from '../language/test-data/distributions-mpmath';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import { assembleProgram, operation, x, y } from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

type LawOperation = 'TDIST_CDF' | 'TDIST_QUANTILE' | 'CHISQ_CDF' | 'CHISQ_QUANTILE';

const REFERENCES: Record<LawOperation, (parameter: number, value: number) => number> = {
  TDIST_CDF: tCumulative,
  TDIST_QUANTILE: tQuantile,
  CHISQ_CDF: chiSquareCumulative,
  CHISQ_QUANTILE: chiSquareQuantile,
};

/** The operation at (parameter, value) pairs: the parameter in x, the value in y. */
function run(name: OperationName, pairs: readonly (readonly number[])[]): Float64Array {
  return engine.evaluate(assembleProgram(operation(name, x, y)), {
    x: Float64Array.from(pairs, ([parameter]) => parameter),
    y: Float64Array.from(pairs, ([, value]) => value),
  });
}

function relativeError(actual: number, expected: number): number {
  if (Object.is(actual, expected)) return 0;
  if (expected === 0) return Math.abs(actual);
  return Math.abs((actual - expected) / expected);
}

/** The worst relative error of the VM over rows [parameter, value, expected, …], and its row. */
function worstAgainst(name: OperationName, rows: readonly (readonly number[])[]) {
  const values = run(name, rows);
  let worst = { error: 0, row: [] as readonly number[] };
  rows.forEach((row, index) => {
    const error = relativeError(values[index], row[2]);
    if (!(error <= worst.error)) worst = { error, row };
  });
  return worst;
}

describe('the t and χ² laws per point against mpmath, within 1e-12 relative', () => {
  it('t cdf, ν from ½ to 10⁶, x from −10¹⁰ to 40', () => {
    const found = worstAgainst('TDIST_CDF', T_CDF);
    expect(found.error, `worst at ${found.row}`).toBeLessThan(1e-12);
  });

  it('t quantile, p from 1e-300 (−3.2e299 for ν = 1) to ½', () => {
    const found = worstAgainst('TDIST_QUANTILE', T_QUANTILE);
    expect(found.error, `worst at ${found.row}`).toBeLessThan(1e-12);
  });

  it('χ² cdf, k from ½ to 1000, lower tails from 1e-10', () => {
    const found = worstAgainst('CHISQ_CDF', CHISQ_CDF);
    expect(found.error, `worst at ${found.row}`).toBeLessThan(1e-12);
  });

  it('χ² quantile, p from 1e-100 (1.57e-200 for k = 1) to the upper tail', () => {
    const found = worstAgainst('CHISQ_QUANTILE', CHISQ_QUANTILE);
    expect(found.error, `worst at ${found.row}`).toBeLessThan(1e-12);
  });

  it('closed forms: ν = 1 is Cauchy, ν = 2 is algebraic, χ² with 2 dof is exponential', () => {
    const cauchy = [-1e10, -300, -3, -0.2, 0, 0.7, 5, 1e8];
    run(
      'TDIST_CDF',
      cauchy.map((value) => [1, value]),
    ).forEach((value, index) => {
      // ½ + arctan(t)/π, from the small tail's side: arctan(1/|t|)/π.
      const t = cauchy[index];
      const tail = Math.atan(1 / Math.abs(t)) / Math.PI;
      const expected = t === 0 ? 0.5 : t < 0 ? tail : 1 - tail;
      expect(relativeError(value, expected), `Cauchy at ${t}`).toBeLessThan(1e-14);
    });
    const ps = [1e-300, 1e-100, 1e-15, 0.01, 0.3, 0.9, 1 - 1e-15];
    run(
      'TDIST_QUANTILE',
      ps.map((p) => [2, p]),
    ).forEach((value, index) => {
      // F(t) = ½ + t/(2√(t²+2)), so t = (2p − 1)/√(2p(1 − p)); below ½ as −1/√(2p(1−p))·(1 − 2p).
      const p = ps[index];
      const expected = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
      expect(relativeError(value, expected), `ν = 2 at ${p}`).toBeLessThan(p > 0.5 ? 1e-11 : 1e-13);
    });
    run(
      'CHISQ_QUANTILE',
      ps.map((p) => [2, p]),
    ).forEach((value, index) => {
      // P(X ≤ x) = 1 − e^(−x/2), x = −2·ln(1 − p).
      const p = ps[index];
      expect(relativeError(value, -2 * Math.log1p(-p)), `χ²₂ at ${p}`).toBeLessThan(1e-13);
    });
  });

  it('undefined parameters and probabilities, and the ends of the range', () => {
    const pairs = [
      [0, 0.5],
      [-1, 0.5],
      [NaN, 0.5],
      [3, NaN],
      [3, -0.1],
      [3, 1.1],
      [3, 0],
      [3, 1],
    ];
    expect(Array.from(run('TDIST_QUANTILE', pairs))).toEqual([
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      -Infinity,
      Infinity,
    ]);
    expect(Array.from(run('CHISQ_QUANTILE', pairs))).toEqual([NaN, NaN, NaN, NaN, NaN, NaN, 0, Infinity]);
    const cdfs = [
      [0, 1],
      [3, NaN],
      [3, -Infinity],
      [3, Infinity],
    ];
    expect(Array.from(run('TDIST_CDF', cdfs))).toEqual([NaN, NaN, 0, 1]);
    expect(Array.from(run('CHISQ_CDF', [...cdfs, [3, -2]]))).toEqual([NaN, NaN, 0, 1, 0]);
  });
});

describe('the VM against the reference (what folds)', () => {
  // musl's exp, log and pow here, V8's there: an ulp apart, amplified by the exponent (ν·ln|t| reaches
  // hundreds in the deep tails), so within 1e-12 rather than a few ulps.
  it('agrees within 1e-12 relative at random parameters and arguments', () => {
    const random = createRandom(74);
    const count = 3000;
    const parameters = Array.from({ length: count }, () => 10 ** (-0.5 + 3.5 * random()));
    const cases: [LawOperation, number[]][] = [
      ['TDIST_CDF', parameters.map(() => (random() - 0.5) * 10 ** (6 * random()))],
      ['CHISQ_CDF', parameters.map((k) => k * 4 * random())],
      ['TDIST_QUANTILE', parameters.map(() => 10 ** (-300 * random() ** 3))],
      ['CHISQ_QUANTILE', parameters.map(() => (random() < 0.5 ? 10 ** (-200 * random() ** 3) : random()))],
    ];
    for (const [name, values] of cases) {
      const pairs = parameters.map((parameter, index) => [parameter, values[index]]);
      const vm = run(name, pairs);
      pairs.forEach(([parameter, value], index) => {
        const expected = REFERENCES[name](parameter, value);
        if (!(relativeError(vm[index], expected) <= 1e-12)) {
          expect.fail(`${name}(${parameter}, ${value}): VM ${vm[index]}, reference ${expected}`);
        }
      });
    }
  });

  it('agrees for t laws with ν from 10⁶ to 10³⁰⁰ (the backward fraction from |t| = 1 out)', () => {
    const pairs = [1e6, 1e9, 1e12, 1e15, 1e20, 1e300].flatMap((nu) =>
      [-40, -8, -2.5, -1.7, -1, -0.5, 0.3, 3].map((value) => [nu, value]),
    );
    const quantiles = pairs.map(([nu], index) => [nu, [1e-300, 1e-8, 0.01, 0.3, 0.6, 0.999][index % 6]]);
    for (const [name, rows] of [
      ['TDIST_CDF', pairs],
      ['TDIST_QUANTILE', quantiles],
    ] as const) {
      const vm = run(name, rows);
      rows.forEach(([nu, value], index) => {
        const expected = REFERENCES[name](nu, value);
        if (!(relativeError(vm[index], expected) <= 1e-12)) {
          expect.fail(`${name}(${nu}, ${value}): VM ${vm[index]}, reference ${expected}`);
        }
      });
    }
  });

  it('agrees at every pair of special values (NaN, ±∞, 0, ±1, the extremes of the doubles)', () => {
    const special = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 0.5, 5e-324, 1e-300, 1.7976931348623157e308];
    const pairs = special.flatMap((a) => special.map((b) => [a, b]));
    for (const name of Object.keys(REFERENCES) as LawOperation[]) {
      const vm = run(name, pairs);
      pairs.forEach(([a, b], index) => {
        const expected = REFERENCES[name](a, b);
        if (!(
          relativeError(vm[index], expected) <= 1e-12 ||
          (Number.isNaN(vm[index]) && Number.isNaN(expected))
        )) {
          expect.fail(`${name}(${a}, ${b}): VM ${vm[index]}, reference ${expected}`);
        }
      });
    }
  });
});

describe('graphed through the language', () => {
  function curve(latex: string): (points: number[]) => Float64Array {
    const effect = analyzeExpressionList([{ id: 'q', latex }], { degreeMode: false }).get('q')!.effect;
    if (effect.kind !== 'explicit') throw new Error(`${latex}: ${JSON.stringify(effect)}`);
    return (points) => engine.evaluate(effect.programs[0], { x: Float64Array.from(points) });
  }

  it('y = quantile(tdist(3), x) and y = quantile(chisqdist(4), x) in the deep tails', () => {
    const ps = [1e-300, 1e-15, 0.025, 0.5, 0.975, 1 - 1e-15];
    const t = curve('y=\\operatorname{quantile}(\\operatorname{tdist}(3),x)')(ps);
    const chi = curve('y=\\operatorname{quantile}(\\operatorname{chisqdist}(4),x)')(ps);
    ps.forEach((p, index) => {
      expect(relativeError(t[index], tQuantile(3, p)), `t at ${p}`).toBeLessThan(1e-14);
      expect(relativeError(chi[index], chiSquareQuantile(4, p)), `χ² at ${p}`).toBeLessThan(1e-14);
    });
    // 1e-300 is −6.9e99, on the power-law tail.
    expect(t[0]).toBeLessThan(-1e99);
    // Above ½ by symmetry, at the p the upper tail really has (1 − (1 − 1e-15) is 9.99e-16).
    expect(relativeError(t[5], -tQuantile(3, 1 - ps[5]))).toBeLessThan(1e-14);
    expect(t[5]).toBeGreaterThan(1e5);
  });

  it('y = cdf(chisqdist(4), x): 1 − (1 + x/2)e^(−x/2), both sides of the mean', () => {
    const points = [0.001, 0.5, 4, 12, 60];
    const values = curve('y=\\operatorname{cdf}(\\operatorname{chisqdist}(4),x)')(points);
    points.forEach((point, index) => {
      // For k = 4, P(X ≤ x) = 1 − (1 + h)e^(−h) with h = x/2; below 1 by its series Σ (−1)ⁿ(n−1)hⁿ/n!.
      const h = point / 2;
      let series = 0;
      for (let n = 2, power = h, factorial = 1; n < 30; n++) {
        power *= h;
        factorial *= n;
        series += ((n % 2 === 0 ? 1 : -1) * (n - 1) * power) / factorial;
      }
      const expected = h < 1 ? series : 1 - (1 + h) * Math.exp(-h);
      expect(relativeError(values[index], expected), `at ${point}`).toBeLessThan(1e-12);
    });
  });
});

describe('over intervals', () => {
  it('contains the point values of every box, for a fixed parameter', () => {
    const random = createRandom(75);
    const count = 1500;
    for (const name of Object.keys(REFERENCES) as LawOperation[]) {
      const quantile = name.endsWith('QUANTILE');
      const parameter = 0.5 + 20 * random();
      const lows = Float64Array.from({ length: count }, () => (quantile ? random() : (random() - 0.3) * 30));
      const highs = Float64Array.from(lows, (low) => low + 10 ** (-12 + 11 * random()));
      const program = assembleProgram(operation(name, { kind: 'constant', value: parameter }, x));
      const boxes = engine.evaluateIntervals(program, { x: { lo: lows, hi: highs } });
      const shares = [0, 0.3, 0.7, 1];
      const inner = Float64Array.from({ length: count * shares.length }, (_, index) => {
        const box = Math.floor(index / shares.length);
        return lows[box] + (highs[box] - lows[box]) * shares[index % shares.length];
      });
      const values = engine.evaluate(program, { x: inner });
      values.forEach((value, index) => {
        const box = Math.floor(index / shares.length);
        if (Number.isNaN(value)) {
          if (!(boxes.flags[box] & 2) && !Number.isNaN(boxes.lo[box]))
            expect.fail(`${name}: NaN not flagged`);
        } else if (!(boxes.lo[box] <= value && value <= boxes.hi[box])) {
          expect.fail(
            `${name}(${parameter}, ${inner[index]}) = ${value} outside [${boxes.lo[box]}, ${boxes.hi[box]}]`,
          );
        }
      });
    }
  });
});
