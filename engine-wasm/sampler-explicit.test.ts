import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine, ExplicitCurve, ExplicitViewport } from './index';
import { loadEngineForNode } from './load-node';
import {
  abs,
  add,
  assembleProgram,
  constant,
  divide,
  ln,
  multiply,
  power,
  type ProgramNode,
  sin,
  sqrt,
  square,
  subtract,
  tan,
  x,
} from './test/program-builder';
import {
  geometryProblems,
  pixelDistanceToSegment,
  runsOf,
  segmentsOf,
  type Point,
} from './test/curve-geometry';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

/** The reference view: 50 px per unit both ways. */
const VIEW: ExplicitViewport = {
  xmin: -10,
  xmax: 10,
  ymin: -7,
  ymax: 7,
  widthPixels: 1000,
  heightPixels: 700,
};

function sample(node: ProgramNode, viewport: ExplicitViewport = VIEW): ExplicitCurve {
  const curve = engine.sampleExplicit(assembleProgram(node), viewport);
  expect(geometryProblems(curve)).toEqual([]);
  return curve;
}

const pixelsPerX = (viewport: ExplicitViewport) => viewport.widthPixels / (viewport.xmax - viewport.xmin);

/** Largest pixel distance from the true curve to the drawn segments, over the visible part. */
function worstDeviation(
  curve: ExplicitCurve,
  f: (value: number) => number,
  viewport: ExplicitViewport,
): number {
  let worst = 0;
  for (const segment of segmentsOf(curve)) {
    for (let step = 1; step < 8; step++) {
      const along = segment.start[0] + ((segment.end[0] - segment.start[0]) * step) / 8;
      const value = f(along);
      // Off the view, or undefined: float32 offsets may put a vertex a rounding step outside the domain.
      if (!(value >= viewport.ymin && value <= viewport.ymax)) continue;
      worst = Math.max(worst, pixelDistanceToSegment([along, value], segment, viewport));
    }
  }
  return worst;
}

/**
 * Segments whose x-interval contains `at`, beyond float32 rounding of the offsets (1e-3 px; a float32
 * step at |offset| 10 is 1e-6 units, 5e-5 px here).
 */
function segmentsAcross(curve: ExplicitCurve, at: number, viewport: ExplicitViewport = VIEW): Point[][] {
  const margin = 1e-3 / pixelsPerX(viewport);
  return segmentsOf(curve)
    .filter(
      ({ start, end }) =>
        Math.min(start[0], end[0]) < at - margin && Math.max(start[0], end[0]) > at + margin,
    )
    .map(({ start, end }) => [start, end]);
}

describe('sampleExplicit', () => {
  it('follows y = x^2 within half a pixel', () => {
    const curve = sample(square(x));
    const square_ = (value: number) => value * value;
    for (const [vertexX, vertexY] of runsOf(curve).flat()) {
      if (vertexY <= VIEW.ymax) expect(Math.abs(vertexY - square_(vertexX)) * 50).toBeLessThan(0.5);
    }
    expect(worstDeviation(curve, square_, VIEW)).toBeLessThan(0.5);
    // The visible arc, x in [-sqrt 7, sqrt 7], is drawn in one piece that leaves the view on both sides.
    const runs = runsOf(curve);
    expect(runs).toHaveLength(1);
    expect(runs[0][0][1]).toBeGreaterThan(VIEW.ymax);
    expect(runs[0].at(-1)![1]).toBeGreaterThan(VIEW.ymax);
  });

  it('refines where the curve bends and not where it is straight', () => {
    const line = sample(add(multiply(constant(0.3), x), constant(1)));
    const wave = sample(multiply(constant(5), sin(multiply(constant(4), x))));
    expect(line.polyline.length / 2).toBeLessThanOrEqual(VIEW.widthPixels / 2 + 1);
    expect(wave.polyline.length / 2).toBeGreaterThan(line.polyline.length / 2);
    expect(worstDeviation(wave, (value) => 5 * Math.sin(4 * value), VIEW)).toBeLessThan(0.5);
  });

  it('reaches both edges of the view', () => {
    const curve = sample(sin(x));
    const points = runsOf(curve).flat();
    const halfPixel = 0.5 / pixelsPerX(VIEW);
    expect(points[0][0]).toBeLessThanOrEqual(VIEW.xmin + halfPixel);
    expect(points.at(-1)![0]).toBeGreaterThanOrEqual(VIEW.xmax - halfPixel);
    expect(runsOf(curve)).toHaveLength(1);
  });

  it('never joins tan(x) across an asymptote, and runs off-screen on both sides of each', () => {
    const curve = sample(tan(x));
    const runs = runsOf(curve);
    for (let k = -3; k <= 2; k++) {
      const asymptote = Math.PI / 2 + k * Math.PI;
      expect(segmentsAcross(curve, asymptote)).toEqual([]);
      // tan leaves the view 7 px from its asymptote (atan(1/7) units): look within 10 px.
      const nearby = runs.flat().filter(([vertexX]) => Math.abs(vertexX - asymptote) * 50 < 10);
      expect(nearby.some(([vertexX, vertexY]) => vertexX < asymptote && vertexY > VIEW.ymax)).toBe(true);
      expect(nearby.some(([vertexX, vertexY]) => vertexX > asymptote && vertexY < VIEW.ymin)).toBe(true);
    }
    expect(runs).toHaveLength(7);
  });

  it('never joins 1/x across 0, whether or not the grid hits 0', () => {
    for (const viewport of [VIEW, { ...VIEW, xmin: -10.3, xmax: 9.7 }]) {
      const curve = sample(divide(constant(1), x), viewport);
      expect(segmentsAcross(curve, 0, viewport)).toEqual([]);
      expect(runsOf(curve)).toHaveLength(2);
      const points = runsOf(curve).flat();
      expect(points.some(([vertexX, vertexY]) => vertexX < 0 && vertexY < viewport.ymin)).toBe(true);
      expect(points.some(([vertexX, vertexY]) => vertexX > 0 && vertexY > viewport.ymax)).toBe(true);
    }
  });

  it('never joins 1/(x^2 - 1) across x = -1 or x = 1', () => {
    const curve = sample(divide(constant(1), subtract(square(x), constant(1))), {
      ...VIEW,
      xmin: -9.9,
      xmax: 10.1,
    });
    expect(segmentsAcross(curve, -1)).toEqual([]);
    expect(segmentsAcross(curve, 1)).toEqual([]);
    expect(runsOf(curve)).toHaveLength(3);
    // The middle branch peaks at (0, -1), drawn accurately.
    expect(worstDeviation(curve, (value) => 1 / (value * value - 1), VIEW)).toBeLessThan(0.5);
  });

  it('breaks at jumps between finite values: x/|x| + |x-2|/(x-2)', () => {
    const step = add(divide(x, abs(x)), divide(abs(subtract(x, constant(2))), subtract(x, constant(2))));
    // An offset grid whose bisection never lands exactly on 0 or 2, where the terms are NaN.
    const curve = sample(step, { ...VIEW, xmin: -10.1234567, xmax: 9.8765433 });
    expect(segmentsAcross(curve, 0)).toEqual([]);
    expect(segmentsAcross(curve, 2)).toEqual([]);
    const runs = runsOf(curve);
    expect(runs).toHaveLength(3);
    expect(runs.map((run) => run.every(([, value]) => value === run[0][1]))).toEqual([true, true, true]);
    expect(runs.map((run) => run[0][1])).toEqual([-2, 0, 2]);
    // Each flat piece ends within a hair of its jump.
    expect(Math.abs(runs[0].at(-1)![0]) * 50).toBeLessThan(0.01);
    expect(Math.abs(runs[1][0][0]) * 50).toBeLessThan(0.01);
    expect(Math.abs(runs[1].at(-1)![0] - 2) * 50).toBeLessThan(0.01);
  });

  it('runs sqrt(x) into (0, 0) and samples nothing where it is undefined', () => {
    for (const viewport of [VIEW, { ...VIEW, xmin: -7.77, xmax: 12.23 }]) {
      const curve = sample(sqrt(x), viewport);
      const points = runsOf(curve).flat();
      const scale = pixelsPerX(viewport);
      expect(Math.hypot(points[0][0] * scale, points[0][1] * 50)).toBeLessThan(0.5);
      // float32 offsets from the origin may land a rounding step left of 0, never more.
      expect(Math.min(...points.map(([vertexX]) => vertexX)) * scale).toBeGreaterThan(-1e-3);
      expect(points.at(-1)![0]).toBe(viewport.xmax);
      expect(worstDeviation(curve, Math.sqrt, viewport)).toBeLessThan(0.5);
    }
  });

  it('runs ln(x) down out of the view at its domain edge', () => {
    const curve = sample(ln(x), { ...VIEW, xmin: -9.91, xmax: 10.09 });
    const points = runsOf(curve).flat();
    expect(points[0][1]).toBeLessThan(VIEW.ymin);
    expect(points[0][0] * 50).toBeGreaterThan(-1e-3);
    expect(points[0][0] * 50).toBeLessThan(0.5);
  });

  it('joins a continuous curve with a vertical tangent: x^(1/3)', () => {
    const curve = sample(power(x, constant(1 / 3)), { ...VIEW, xmin: -10.07, xmax: 9.93 });
    expect(runsOf(curve)).toHaveLength(1);
    expect(worstDeviation(curve, Math.cbrt, VIEW)).toBeLessThan(0.5);
  });

  it('spends little on x^x where it is a dust of points (x < 0), drawing it where it is a curve', () => {
    // For x < 0, x^x is real at the rationals with an odd denominator only: every interval holds holes.
    const curve = sample(power(x, x));
    expect(engine.lastSampleEvaluationCount()).toBeLessThan(3000);
    expect(
      runsOf(curve)
        .flat()
        .every(([vertexX]) => vertexX > -1e-6),
    ).toBe(true);
    expect(worstDeviation(curve, (value) => Math.pow(value, value), VIEW)).toBeLessThan(0.5);
    // The same dust, and nothing else: (-1)^x draws nothing.
    expect(sample(power(constant(-1), x)).segmentCount).toBe(0);
    expect(engine.lastSampleEvaluationCount()).toBeLessThan(3000);
  });

  it('stays within the point budget on sin(1/x) ', () => {
    const viewport = { ...VIEW, xmin: -1, xmax: 1, ymin: -1.5, ymax: 1.5 };
    const curve = sample(sin(divide(constant(1), x)), viewport);
    expect(engine.lastSampleEvaluationCount()).toBeLessThanOrEqual(engine.limits.maxCurvePoints);
    expect(curve.polyline.length / 2).toBeLessThanOrEqual(2 * engine.limits.maxCurvePoints);
    // Away from the oscillation the curve is still accurate.
    const outer = segmentsOf(curve).filter(({ start }) => Math.abs(start[0]) > 0.3);
    const scaleX = pixelsPerX(viewport);
    for (const segment of outer) {
      const middle = (segment.start[0] + segment.end[0]) / 2;
      expect(pixelDistanceToSegment([middle, Math.sin(1 / middle)], segment, viewport)).toBeLessThan(0.5);
      expect(Math.abs(segment.end[0] - segment.start[0]) * scaleX).toBeLessThanOrEqual(2.0001);
    }
  });

  it('stops at the point budget on a wide view full of asymptotes, still never joining across one', () => {
    // tan(50x) over 16000 px: 3183 asymptotes, each pinned over 22 levels, need more than the budget.
    const viewport = { xmin: -100, xmax: 100, ymin: -7, ymax: 7, widthPixels: 16000, heightPixels: 700 };
    const curve = sample(tan(multiply(constant(50), x)), viewport);
    expect(engine.lastSampleEvaluationCount()).toBe(engine.limits.maxCurvePoints);
    const period = Math.PI / 50;
    const margin = 1e-3 / pixelsPerX(viewport);
    for (const { start, end } of segmentsOf(curve)) {
      // The asymptote k period + period/2 nearest above the segment's start must lie beyond its end.
      const next = (Math.floor((start[0] - period / 2) / period) + 1) * period + period / 2;
      expect(end[0]).toBeLessThan(next + margin);
    }
    expect(runsOf(curve).length).toBeGreaterThanOrEqual(3183);
  });

  it('keeps precision far from the origin (float32 offsets from a float64 origin)', () => {
    const viewport = {
      xmin: 1e6,
      xmax: 1e6 + 2,
      ymin: 5e6,
      ymax: 5e6 + 1.4,
      widthPixels: 1000,
      heightPixels: 700,
    };
    // y = x^2 / 2e5 + 5e6 - 5: passes through the view with visible bend.
    const node = add(divide(square(subtract(x, constant(1e6 + 1))), constant(2)), constant(5e6 + 0.2));
    const curve = sample(node, viewport);
    expect(curve.originX).toBe(1e6 + 1);
    expect(curve.originY).toBe(5e6 + 0.7);
    const f = (value: number) => (value - (1e6 + 1)) ** 2 / 2 + 5e6 + 0.2;
    expect(worstDeviation(curve, f, viewport)).toBeLessThan(0.5);
  });

  it('draws nothing for a curve entirely off-screen or undefined, and for an empty viewport', () => {
    expect(sample(add(x, constant(100))).segmentCount).toBe(0);
    expect(sample(sqrt(subtract(constant(-1), square(x)))).polyline.length).toBe(0);
    const empty = sample(x, { ...VIEW, xmax: VIEW.xmin });
    expect(empty.polyline.length).toBe(0);
    expect(empty.segmentCount).toBe(0);
  });

  it('settles the intervals f64 cannot split, jump suspects among them, far from the origin', () => {
    // Doubles near 10^15 are 1/8 apart and the grid 1/25: most intervals, flagged or not, have no midpoint.
    const far = { ...VIEW, xmin: 1e15, xmax: 1e15 + 20 };
    expect(sample(tan(multiply(constant(100), x)), far).segmentCount).toBeGreaterThan(0);
    expect(sample(sqrt(sin(multiply(constant(20), x))), far).segmentCount).toBeGreaterThan(0);
    expect(engine.lastSampleEvaluationCount()).toBeLessThan(2000);
  });

  it('culls a curve that one interval evaluation puts wholly beyond the view, sampling no point', () => {
    // sin(20x) + 8.5 lies in [7.5, 9.5], 25 px and more above ymax; 7 - x^2 / 100 - 7.5 below ymin.
    expect(sample(add(sin(multiply(constant(20), x)), constant(8.5))).polyline.length).toBe(0);
    expect(engine.lastSampleEvaluationCount()).toBe(1);
    expect(sample(subtract(constant(-7.5), divide(square(x), constant(100)))).polyline.length).toBe(0);
    expect(engine.lastSampleEvaluationCount()).toBe(1);
    // 2.5 px above the edge a thick line still shows: sampled as before, as is a curve crossing the edge.
    const justAbove = sample(add(multiply(constant(0.001), x), constant(7.05)));
    expect(justAbove.segmentCount).toBeGreaterThan(0);
    const crossing = sample(add(sin(multiply(constant(20), x)), constant(7.5)));
    expect(crossing.segmentCount).toBeGreaterThan(0);
    expect(worstDeviation(crossing, (value) => Math.sin(20 * value) + 7.5, VIEW)).toBeLessThan(0.5);
  });

  it('returns fresh arrays that later calls leave alone', () => {
    const first = sample(sin(x));
    const polyline = Array.from(first.polyline);
    sample(tan(x));
    engine.evaluate(assembleProgram(x), { x: new Float64Array(200000) });
    expect(Array.from(first.polyline)).toEqual(polyline);
  });
});
