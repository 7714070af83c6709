/**
 * Discrete quantiles per point in the VM (language/distribution-programs.ts builds them from the law's
 * constant cdf values): the same k as distributions.ts finds for a p known before graphing, at every cdf
 * value, just above it, and in both deep tails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeExpressionList } from '../language/analyze-list';
import { cumulative, quantile, type Distribution } from '../language/distributions';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const op = (name: string) => `\\operatorname{${name}}`;

describe('quantile(D, x) of a discrete law in the VM', () => {
  it('is the folded quantile for every p', () => {
    const laws: [string, Distribution][] = [
      [`${op('poissondist')}(4.5)`, { name: 'poisson', parameters: [4.5] }],
      [`${op('poissondist')}(2500)`, { name: 'poisson', parameters: [2500] }],
      [`${op('binomialdist')}(30,0.02)`, { name: 'binomial', parameters: [30, 0.02] }],
      [`${op('binomialdist')}(500,0.5)`, { name: 'binomial', parameters: [500, 0.5] }],
    ];
    for (const [latex, law] of laws) {
      const effect = analyzeExpressionList([{ id: 'q', latex: `y=${op('quantile')}(${latex},x)` }], {
        degreeMode: false,
      }).get('q')!.effect;
      if (effect.kind !== 'explicit') throw new Error(`${latex}: ${effect.kind}`);
      const ps = [0, 1, 1e-300, 1e-100, 1e-9, 0.3, 0.5, 0.999, 1 - 2 ** -53];
      const median = quantile(law, 0.5);
      for (let k = Math.max(0, median - 200); k < median + 200; k++) {
        const lower = cumulative(law, k);
        ps.push(lower, lower * (1 + 1e-12), lower * (1 - 1e-12));
      }
      const inside = ps.filter((p) => p >= 0 && p <= 1);
      const values = engine.evaluate(effect.programs[0], { x: Float64Array.from(inside) });
      inside.forEach((p, index) => expect(values[index], `${latex} at ${p}`).toBe(quantile(law, p)));
    }
  });
});
