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

  it('draws x^2 + y^2 = 0, whose branches exist at x = 0 alone, as a dot at the origin', () => {
    const curves = sampleLatex('x^2+y^2=0');
    expect(curves).toHaveLength(1);
    const [curve] = curves;
    expect(curve.segmentCount).toBeGreaterThan(0);
    for (let index = 0; index < curve.polyline.length; index += 2) {
      if (Number.isNaN(curve.polyline[index])) continue;
      const x = curve.originX + curve.polyline[index];
      const y = curve.originY + curve.polyline[index + 1];
      expect(Math.hypot(x, y) * 50).toBeLessThan(0.5);
    }
  });
});
