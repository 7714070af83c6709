import { describe, expect, it } from 'vitest';
import {
  add,
  assembleProgram,
  constant,
  divide,
  multiply,
  operation,
  power,
  sin,
  square,
  subtract,
  x,
  y,
} from './test/program-builder';
import { segmentsOf } from './test/curve-geometry';
import {
  countComponents,
  coveredBins,
  missedCrossings,
  verticesOf,
  verticesOffCurve,
} from './test/implicit-checks';
import { PIXELS_PER_UNIT, useImplicitSampler, VIEWPORT } from './test/implicit-sampling';

const { sample, engine } = useImplicitSampler();

describe('implicit curves F(x, y) = 0', () => {
  it('draws x^2 + y^2 = 25 within half a pixel of radius 5, all the way round, as one loop', () => {
    const curve = sample(subtract(add(square(x), square(y)), constant(25)));
    const vertices = verticesOf(curve);
    expect(vertices.length).toBeGreaterThan(1000);
    for (const [px, py] of vertices)
      expect(Math.abs(Math.hypot(px, py) - 5) * PIXELS_PER_UNIT).toBeLessThan(0.5);
    const angles = vertices.map(([px, py]) => Math.atan2(py, px));
    expect(coveredBins(angles, -Math.PI, Math.PI, 720)).toBe(720);
    expect(countComponents(curve)).toBe(1);
  });

  it('draws xy = 1 in the first and third quadrants with no segment crossing an axis', () => {
    const curve = sample(subtract(multiply(x, y), constant(1)));
    for (const { start, end } of segmentsOf(curve)) {
      expect(Math.sign(start[0])).toBe(Math.sign(end[0]));
      expect(Math.sign(start[1])).toBe(Math.sign(end[1]));
      expect(start[0] * start[1]).toBeGreaterThan(0);
    }
    expect(countComponents(curve)).toBe(2);
  });

  it('does not join y = 1/x across its pole', () => {
    // Shifted by 0.37 px, so that x = 0 falls inside leaves instead of on their edges.
    const shift = 0.37 / PIXELS_PER_UNIT;
    const viewport = { ...VIEWPORT, xmin: VIEWPORT.xmin + shift, xmax: VIEWPORT.xmax + shift };
    const curve = sample(subtract(y, divide(constant(1), x)), viewport);
    expect(curve.segmentCount).toBeGreaterThan(100);
    for (const { start, end } of segmentsOf(curve)) expect(Math.sign(start[0])).toBe(Math.sign(end[0]));
    // Near x = 0 the curve has |y| = 1/|x| > 10: anything drawn there with |y| < 6 is a false join.
    expect(verticesOf(curve).filter(([px, py]) => Math.abs(px) < 0.1 && Math.abs(py) < 6)).toEqual([]);
    expect(countComponents(curve)).toBe(2);
  });

  it('draws both diagonals of x^2 = y^2 through the origin', () => {
    const curve = sample(subtract(square(x), square(y)));
    const vertices = verticesOf(curve);
    for (const [px, py] of vertices) {
      const distance = Math.min(Math.abs(px - py), Math.abs(px + py)) / Math.SQRT2;
      expect(distance * PIXELS_PER_UNIT).toBeLessThan(0.5);
    }
    const rising = vertices.filter(([px, py]) => Math.abs(px - py) < 0.02).map(([px]) => px);
    const falling = vertices.filter(([px, py]) => Math.abs(px + py) < 0.02).map(([px]) => px);
    expect(coveredBins(rising, -7, 7, 280)).toBe(280);
    expect(coveredBins(falling, -7, 7, 280)).toBe(280);
    // Through the origin: both lines reach within half a pixel of it.
    const nearOrigin = vertices.filter(([px, py]) => Math.hypot(px, py) * PIXELS_PER_UNIT < 0.5);
    expect(nearOrigin.some(([px, py]) => px * py > 0 || px === 0)).toBe(true);
    expect(nearOrigin.some(([px, py]) => px * py < 0 || px === 0)).toBe(true);
    expect(countComponents(curve)).toBe(1);
  });

  it('draws (x - y)^2 = 0 although F never changes sign', () => {
    const curve = sample(square(subtract(x, y)));
    const vertices = verticesOf(curve);
    for (const [px, py] of vertices)
      expect((Math.abs(px - py) / Math.SQRT2) * PIXELS_PER_UNIT).toBeLessThan(0.5);
    expect(
      coveredBins(
        vertices.map(([px]) => px),
        -7,
        7,
        280,
      ),
    ).toBe(280);
  });

  it('draws y^2 = x^3 - x as its two components: the oval and the branch', () => {
    const curve = sample(add(subtract(square(y), power(x, constant(3))), x));
    const vertices = verticesOf(curve);
    for (const [px, py] of vertices) {
      // On the curve: |F| within what half a pixel of motion allows (|grad F| < 300 in the view).
      expect(Math.abs(py * py - px * px * px + px)).toBeLessThan(300 * (0.5 / PIXELS_PER_UNIT));
    }
    expect(vertices.some(([px]) => px > -1 && px < 0)).toBe(true);
    expect(vertices.some(([px]) => px > 1)).toBe(true);
    expect(vertices.some(([px]) => px > 0.01 && px < 0.99)).toBe(false);
    expect(countComponents(curve)).toBe(2);
  });

  it('gives a coarser, complete picture on a smaller budget', () => {
    // sin(x^2 + y^2) = cos(xy): its quadtree needs far more than 5000 interval evaluations to reach 4 px.
    const waves = assembleProgram(subtract(sin(add(square(x), square(y))), operation('COS', multiply(x, y))));
    const F = (px: number, py: number) => Math.sin(px * px + py * py) - Math.cos(px * py);
    const coarse = engine().sampleImplicit(waves, VIEWPORT, { maxIntervalEvaluations: 5000 });
    const coarseCost = engine().lastSampleEvaluationCount();
    const fine = engine().sampleImplicit(waves, VIEWPORT);
    expect(coarseCost).toBeLessThan(engine().lastSampleEvaluationCount() / 2);
    expect(coarse.segmentCount).toBeLessThan(fine.segmentCount);
    expect(verticesOffCurve(coarse, F, 2, VIEWPORT)).toEqual([]);
    expect(missedCrossings(coarse, F, VIEWPORT, 4, 4)).toEqual([]);
  });

  it('draws nothing where F has no zero', () => {
    expect(sample(add(add(square(x), square(y)), constant(1))).segmentCount).toBe(0);
    expect(engine().lastSampleEvaluationCount()).toBeLessThan(2000);
  });
});
