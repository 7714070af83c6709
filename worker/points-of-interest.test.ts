import { describe, expect, it } from 'vitest';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { createEngineService } from './engine-service';
import type { PointOfInterest, UpdateRequest } from './protocol';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 800, heightPixels: 560 };

async function pointsOf(latexes: readonly string[], otherIds: string[] = []): Promise<PointOfInterest[]> {
  const service = createEngineService(loadEngineForNode);
  const request: UpdateRequest = {
    calculatorId: 1,
    generation: 1,
    expressions: latexes.map((latex, index) => ({ id: `e${index}`, latex, hidden: false })),
    degreeMode: false,
    viewport: VIEWPORT,
  };
  await service.update(request);
  return service.pointsOfInterest({ calculatorId: 1, id: 'e0', otherIds, viewport: VIEWPORT });
}

function ofKind(points: readonly PointOfInterest[], kind: PointOfInterest['kind']) {
  return points.filter((point) => point.kind === kind).sort((first, second) => first.x - second.x);
}

describe('points of interest', () => {
  it('finds the intercepts and the extremum of a parabola to ~1e-9', async () => {
    const points = await pointsOf(['y=x^2-2']);
    const roots = ofKind(points, 'x-intercept');
    expect(roots).toHaveLength(2);
    expect(Math.abs(roots[0].x + Math.SQRT2)).toBeLessThan(1e-9);
    expect(Math.abs(roots[1].x - Math.SQRT2)).toBeLessThan(1e-9);
    expect(roots.every((point) => point.y === 0)).toBe(true);
    expect(ofKind(points, 'y-intercept')).toEqual([{ kind: 'y-intercept', x: 0, y: -2 }]);
    const [minimum] = ofKind(points, 'extremum');
    expect(Math.abs(minimum.x)).toBeLessThan(1e-9);
    expect(Math.abs(minimum.y + 2)).toBeLessThan(1e-12);
  });

  it('finds the extrema of sin x and leaves out the poles of tan x', async () => {
    const sine = await pointsOf(['y=\\sin x']);
    const extrema = ofKind(sine, 'extremum');
    // ±π/2, ±3π/2, ±5π/2 lie in −10..10.
    expect(extrema).toHaveLength(6);
    expect(Math.abs(extrema[3].x - Math.PI / 2)).toBeLessThan(1e-9);
    expect(Math.abs(extrema[3].y - 1)).toBeLessThan(1e-12);
    // An asymmetric top: x³ − 3x has its maximum at −1 and its minimum at 1.
    const cubic = ofKind(await pointsOf(['y=x^3-3x']), 'extremum');
    expect(cubic.map((point) => [point.x, point.y])).toEqual([
      [expect.closeTo(-1, 9), expect.closeTo(2, 12)],
      [expect.closeTo(1, 9), expect.closeTo(-2, 12)],
    ]);
    const tangent = ofKind(await pointsOf(['y=\\tan x']), 'x-intercept');
    // Roots at kπ only (−3π..3π), none at the poles (k + ½)π.
    expect(tangent.map((point) => Math.round(point.x / Math.PI) || 0)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    for (const point of tangent)
      expect(Math.abs(point.x - Math.round(point.x / Math.PI) * Math.PI)).toBeLessThan(1e-9);
  });

  it('finds intersections with the other drawn functions only', async () => {
    const latexes = ['y=x^2', 'y=x+2', 'y=-x+6'];
    const withLine = ofKind(await pointsOf(latexes, ['e1']), 'intersection');
    expect(withLine.map((point) => [point.x, point.y, point.otherId])).toEqual([
      [expect.closeTo(-1, 9), expect.closeTo(1, 9), 'e1'],
      [expect.closeTo(2, 9), expect.closeTo(4, 9), 'e1'],
    ]);
    // y = −x + 6 meets the parabola at (2, 4) and at (−3, 9), which is above the view (y ≤ 7).
    const withBoth = ofKind(await pointsOf(latexes, ['e1', 'e2']), 'intersection');
    expect(withBoth.map((point) => point.otherId)).toEqual(['e1', 'e1', 'e2']);
  });

  it('reads x = f(y) with the axes exchanged, and knows nothing of parametric curves', async () => {
    const sideways = await pointsOf(['x=y^2-4']);
    expect(ofKind(sideways, 'y-intercept').map((point) => point.y)).toEqual([
      expect.closeTo(-2, 9),
      expect.closeTo(2, 9),
    ]);
    expect(ofKind(sideways, 'x-intercept')).toEqual([{ kind: 'x-intercept', x: -4, y: 0 }]);
    expect(await pointsOf(['(\\cos t,\\sin t)'])).toEqual([]);
  });

  it('finds where an implicit curve it cannot solve crosses the axes', async () => {
    // x⁴ + y⁴ = 16 is quartic: no branches, the implicit sampler draws it.
    const points = await pointsOf(['x^4+y^4=16']);
    expect(ofKind(points, 'x-intercept').map((point) => [point.x, point.y])).toEqual([
      [expect.closeTo(-2, 9), 0],
      [expect.closeTo(2, 9), 0],
    ]);
    expect(ofKind(points, 'y-intercept').map((point) => [point.x, point.y])).toEqual([
      [0, expect.closeTo(-2, 9)],
      [0, expect.closeTo(2, 9)],
    ]);
    expect(ofKind(points, 'extremum')).toEqual([]);
    // tan(35.6x) = y: the roots of tan on the x axis, not its poles.
    const tangent = ofKind(await pointsOf(['\\tan(35.6x)=y+y^3']), 'x-intercept');
    expect(tangent.length).toBe(Math.floor(10 / (Math.PI / 35.6)) * 2 + 1);
    for (const point of tangent) expect(Math.abs(Math.tan(35.6 * point.x))).toBeLessThan(1e-6);
  });

  it('puts no intersection dots on two curves that coincide, and keeps real crossings beside them', async () => {
    const coinciding = await pointsOf(['y=\\int_0^x\\cos(t)dt', 'y=\\sin(x)'], ['e1']);
    expect(ofKind(coinciding, 'intersection')).toEqual([]);
    const crossing = await pointsOf(['y=\\int_0^x\\cos(t)dt', 'y=\\frac{x}{5}'], ['e1']);
    expect(ofKind(crossing, 'intersection').length).toBeGreaterThanOrEqual(3);
  });

  it('puts no dots on the same curve entered twice, nor along a stretch two curves share', async () => {
    for (const twice of ['y=x^2', 'y=\\sin(x)', 'x^2+y^2=25', 'x=y^2']) {
      expect(ofKind(await pointsOf([twice, twice], ['e1']), 'intersection'), twice).toEqual([]);
    }
    // |x| and x share the ray x ≥ 0: no dots along it or at its start; x/2 still crosses |x| at 0 only.
    expect(ofKind(await pointsOf(['y=\\left|x\\right|', 'y=x'], ['e1']), 'intersection')).toEqual([]);
    const crossing = ofKind(
      await pointsOf(['y=\\left|x\\right|', 'y=\\frac{x}{2}+1'], ['e1']),
      'intersection',
    );
    expect(crossing.map((point) => [point.x, point.y])).toEqual([
      [expect.closeTo(-2 / 3, 9), expect.closeTo(2 / 3, 9)],
      [expect.closeTo(2, 9), expect.closeTo(2, 9)],
    ]);
  });
});
