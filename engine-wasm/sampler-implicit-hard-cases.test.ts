/**
 * The implicit curves that defeat other plotters, each checked against F itself: every drawn vertex within
 * half a pixel of a zero of F, every sign change of F on a fine grid drawn, and the right components and
 * crossings (issue 5's list).
 */
import { describe, expect, it } from 'vitest';
import type { ExplicitCurve } from './index';
import { realPower } from '../language/operations';
import {
  add,
  constant,
  multiply,
  operation,
  power,
  sin,
  square,
  subtract,
  tan,
  x,
  y,
  type ProgramNode,
} from './test/program-builder';
import {
  countComponents,
  coveredBins,
  missedCrossings,
  verticesOf,
  verticesOffCurve,
} from './test/implicit-checks';
import { PIXELS_PER_UNIT, useImplicitSampler, VIEWPORT } from './test/implicit-sampling';

const { sample } = useImplicitSampler();
const cos = (a: ProgramNode) => operation('COS', a);

/** Vertices near a point (math units), within `pixels`. */
function verticesNear(curve: ExplicitCurve, [cx, cy]: readonly [number, number], pixels: number) {
  return verticesOf(curve).filter(([px, py]) => Math.hypot(px - cx, py - cy) * PIXELS_PER_UNIT <= pixels);
}

describe('implicit curves: the hard cases', () => {
  it('draws (x^2 + y^2)^2 = x^2 - y^2 as one loop crossing itself at the origin', () => {
    const F = (px: number, py: number) => (px * px + py * py) ** 2 - (px * px - py * py);
    const curve = sample(subtract(square(add(square(x), square(y))), subtract(square(x), square(y))));
    expect(verticesOffCurve(curve, F, 0.5, VIEWPORT)).toEqual([]);
    expect(missedCrossings(curve, F, VIEWPORT, 0.25, 1)).toEqual([]);
    expect(countComponents(curve)).toBe(1);
    // Both lobes' branches run through the origin: vertices on both diagonals' sides within a pixel.
    const nearOrigin = verticesNear(curve, [0, 0], 1.5);
    expect(nearOrigin.some(([px, py]) => px * py > 0)).toBe(true);
    expect(nearOrigin.some(([px, py]) => px * py < 0)).toBe(true);
  });

  it('draws y sin x = x cos y: the whole y axis, crossed by the branch y = cos y', () => {
    const F = (px: number, py: number) => py * Math.sin(px) - px * Math.cos(py);
    const curve = sample(subtract(multiply(y, sin(x)), multiply(x, cos(y))));
    expect(verticesOffCurve(curve, F, 0.5, VIEWPORT)).toEqual([]);
    expect(missedCrossings(curve, F, VIEWPORT, 0.25, 1)).toEqual([]);
    // F(0, y) = 0 for every y: no sign change across much of it, still drawn from bottom to top.
    const onAxis = verticesOf(curve).filter(([px]) => Math.abs(px) * PIXELS_PER_UNIT < 0.5);
    expect(
      coveredBins(
        onAxis.map(([, py]) => py),
        -7,
        7,
        140,
      ),
    ).toBe(140);
    // Near the axis F ≈ x (y − cos y): the crossing at y = 0.739…, where the other branch leaves the axis.
    const crossing = verticesNear(curve, [0, 0.7390851332151607], 2);
    expect(crossing.some(([px]) => Math.abs(px) * PIXELS_PER_UNIT > 0.5)).toBe(true);
  });

  it('draws \\sin(x^2 + y^2) = \\cos(xy): every sign change of a 1 px grid, within half a pixel', () => {
    const F = (px: number, py: number) => Math.sin(px * px + py * py) - Math.cos(px * py);
    const curve = sample(subtract(sin(add(square(x), square(y))), cos(multiply(x, y))));
    expect(verticesOffCurve(curve, F, 0.5, VIEWPORT)).toEqual([]);
    expect(missedCrossings(curve, F, VIEWPORT, 1, 1)).toEqual([]);
  }, 20000);

  it('draws x^y = y^x as the diagonal and the branch through (2, 4) and (4, 2), crossing at (e, e)', () => {
    const F = (px: number, py: number) => realPower(px, py) - realPower(py, px);
    const curve = sample(subtract(power(x, y), power(y, x)));
    expect(verticesOffCurve(curve, F, 0.5, VIEWPORT)).toEqual([]);
    // Where x or y is negative, F has values only on a nowhere dense set (odd-denominator exponents):
    // no curve is drawn there.
    const negative = verticesOf(curve).filter(([px, py]) => Math.min(px, py) * PIXELS_PER_UNIT < -0.5);
    expect(negative.slice(0, 5)).toEqual([]);
    const vertices = verticesOf(curve);
    const diagonal = vertices.filter(([px, py]) => Math.abs(px - py) * PIXELS_PER_UNIT < 0.5);
    expect(
      coveredBins(
        diagonal.map(([px]) => px),
        0.1,
        7,
        69,
      ),
    ).toBe(69);
    // The other branch, away from where it meets the diagonal at (e, e).
    const branch = vertices.filter(([px, py]) => Math.abs(px - py) > 0.2).map(([px]) => px);
    expect(coveredBins(branch, 1.6, 2.5, 9)).toBe(9);
    expect(coveredBins(branch, 3, 10, 70)).toBe(70);
    expect(countComponents(curve)).toBe(1);
    expect(verticesNear(curve, [Math.E, Math.E], 1).length).toBeGreaterThan(2);
  });

  it('draws \\tan(35.6x) = 0 as exactly its 227 vertical lines, nothing at the poles', () => {
    const spacing = Math.PI / 35.6;
    const curve = sample(tan(multiply(constant(35.6), x)));
    const lines = new Map<number, number[]>();
    for (const [px, py] of verticesOf(curve)) {
      const line = Math.round(px / spacing);
      expect(Math.abs(px - line * spacing) * PIXELS_PER_UNIT).toBeLessThan(0.5);
      const heights = lines.get(line);
      if (heights) heights.push(py);
      else lines.set(line, [py]);
    }
    // The sampler may draw a little past the view's right and top edges: the lines inside are counted,
    // and every line drawn is one component, nothing else.
    expect([...lines.keys()].filter((line) => Math.abs(line * spacing) <= 10)).toHaveLength(227);
    for (const heights of lines.values()) expect(coveredBins(heights, -7, 7, 70)).toBe(70);
    expect(countComponents(curve)).toBe(lines.size);
  });

  it('draws x^2 + y^2 = 0 as a dot at the origin, and such a zero or a tiny loop between grid points', () => {
    const curve = sample(add(square(x), square(y)));
    expect(curve.segmentCount).toBeGreaterThan(0);
    for (const [px, py] of verticesOf(curve)) expect(Math.hypot(px, py) * PIXELS_PER_UNIT).toBeLessThan(0.5);
    expect(countComponents(curve)).toBe(1);
    // Off the grid: (x - 0.013)^2 + (y + 0.0271)^2 = 0, a zero between grid points.
    const [cx, cy] = [0.013, -0.0271];
    const shifted = sample(add(square(subtract(x, constant(cx))), square(subtract(y, constant(cy)))));
    expect(shifted.segmentCount).toBeGreaterThan(0);
    for (const [px, py] of verticesOf(shifted)) {
      expect(Math.hypot(px - cx, py - cy) * PIXELS_PER_UNIT).toBeLessThan(0.5);
    }
    // A loop 0.3 px across between grid points: F < 0 inside it, > 0 at every grid point.
    const loop = sample(
      subtract(add(square(subtract(x, constant(cx))), square(subtract(y, constant(cy)))), constant(1e-5)),
    );
    expect(loop.segmentCount).toBeGreaterThan(0);
    for (const [px, py] of verticesOf(loop)) {
      expect(Math.hypot(px - cx, py - cy) * PIXELS_PER_UNIT).toBeLessThan(0.5);
    }
  });

  it('draws y^2 = x^3 - x and xy = 1 within half a pixel, every crossing of F drawn', () => {
    const cubic = (px: number, py: number) => py * py - px * px * px + px;
    const cubicCurve = sample(add(subtract(square(y), power(x, constant(3))), x));
    expect(verticesOffCurve(cubicCurve, cubic, 0.5, VIEWPORT)).toEqual([]);
    expect(missedCrossings(cubicCurve, cubic, VIEWPORT, 0.25, 1)).toEqual([]);
    const hyperbola = (px: number, py: number) => px * py - 1;
    const hyperbolaCurve = sample(subtract(multiply(x, y), constant(1)));
    expect(verticesOffCurve(hyperbolaCurve, hyperbola, 0.5, VIEWPORT)).toEqual([]);
    expect(missedCrossings(hyperbolaCurve, hyperbola, VIEWPORT, 0.25, 1)).toEqual([]);
  });
});
