import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../engine-wasm/index';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { analyzeExpressionList } from '../language/index';
import { sampleEffect } from './curve-sampling';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 1000, heightPixels: 700 };

function sampleLatex(latex: string) {
  const effect = analyzeExpressionList([{ id: 'a', latex }], { degreeMode: false }).get('a')?.effect;
  if (!effect) throw new Error(`no analysis for ${latex}`);
  return sampleEffect(engine, 'a', effect, VIEWPORT);
}

describe('implicit equations solved for y', () => {
  it('draws their explicit branches where they have extent', () => {
    const curves = sampleLatex('x^2+y^2=25');
    expect(curves).toHaveLength(2);
    for (const curve of curves) expect(curve.segmentCount).toBeGreaterThan(100);
  });

  /** Every drawn vertex within half a pixel (50 px per unit) of the origin, and at least one drawn. */
  function expectDotAtOrigin(curves: ReturnType<typeof sampleLatex>) {
    expect(curves).toHaveLength(1);
    const [curve] = curves;
    expect(curve.segmentCount).toBeGreaterThan(0);
    for (let index = 0; index < curve.polyline.length; index += 2) {
      if (Number.isNaN(curve.polyline[index])) continue;
      const x = curve.originX + curve.polyline[index];
      const y = curve.originY + curve.polyline[index + 1];
      expect(Math.hypot(x, y) * 50).toBeLessThan(0.5);
    }
  }

  it('draws x^2 + y^2 = 0, whose branches exist at x = 0 alone, as a dot at the origin, either way round', () => {
    expectDotAtOrigin(sampleLatex('x^2+y^2=0'));
    // F = -(x^2 + y^2): an exact zero at a grid point whose neighbours are negative.
    expectDotAtOrigin(sampleLatex('0=x^2+y^2'));
    expectDotAtOrigin(sampleLatex('-x^2-y^2=0'));
  });

  it('draws the region x^2 + y^2 <= 0 as its one point, solid, and x^2 + y^2 < 0 as nothing', () => {
    const solid = sampleLatex('x^2+y^2\\le 0');
    expectDotAtOrigin(solid);
    expect(solid[0].strictBoundary).toBe(false);
    expect(sampleLatex('x^2+y^2<0').every((curve) => curve.segmentCount === 0)).toBe(true);
  });
});
