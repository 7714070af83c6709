import { describe, expect, it } from 'vitest';
import { loadEngineForNode } from '../engine-wasm/load-node';
import { createEngineService } from './engine-service';
import type { FillGeometry, UpdateRequest } from './protocol';

const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 800, heightPixels: 560 };
const PIXEL = (VIEWPORT.xmax - VIEWPORT.xmin) / VIEWPORT.widthPixels;

let generation = 0;
function request(latexes: readonly string[]): UpdateRequest {
  return {
    calculatorId: 7,
    generation: generation++,
    expressions: latexes.map((latex, index) => ({ id: `e${index}`, latex, hidden: false })),
    degreeMode: false,
    viewport: VIEWPORT,
  };
}

/** Whether the point lies in one of the fill's triangles (all of them are axis-aligned box halves). */
function covers(fill: FillGeometry, x: number, y: number): boolean {
  const { triangles, originX, originY } = fill;
  for (let offset = 0; offset < triangles.length; offset += 12) {
    const left = triangles[offset] + originX;
    const bottom = triangles[offset + 1] + originY;
    const right = triangles[offset + 4] + originX;
    const top = triangles[offset + 5] + originY;
    if (x >= left && x <= right && y >= bottom && y <= top) return true;
  }
  return false;
}

function area(fill: FillGeometry): number {
  let total = 0;
  for (let offset = 0; offset < fill.triangles.length; offset += 12) {
    total +=
      (fill.triangles[offset + 4] - fill.triangles[offset]) *
      (fill.triangles[offset + 5] - fill.triangles[offset + 1]);
  }
  return total;
}

describe('inequality regions and implicit curves in the worker', () => {
  const service = createEngineService(loadEngineForNode);

  it('shades the disc x^2+y^2<9 to within a pixel of its boundary, dashed boundary', async () => {
    const result = await service.update(request(['x^2+y^2<9']));
    const [fill] = result.fills ?? [];
    expect(fill.id).toBe('e0');
    expect(Math.abs(area(fill) - Math.PI * 9)).toBeLessThan(2 * Math.PI * 3 * PIXEL);
    for (let angle = 0; angle < 2 * Math.PI; angle += 0.1) {
      expect(covers(fill, 2.9 * Math.cos(angle), 2.9 * Math.sin(angle))).toBe(true);
      expect(covers(fill, 3.1 * Math.cos(angle), 3.1 * Math.sin(angle))).toBe(false);
    }
    expect(result.curves.length).toBeGreaterThan(0);
    expect(result.curves.every((curve) => curve.strictBoundary === true)).toBe(true);
  });

  it('shades above y=sin(x) and intersects several conditions', async () => {
    const result = await service.update(request(['y\\ge\\sin(x)', '|x|+|y|\\le 3']));
    const [above, diamond] = result.fills ?? [];
    expect(covers(above, 1, Math.sin(1) + 0.1)).toBe(true);
    expect(covers(above, 1, Math.sin(1) - 0.1)).toBe(false);
    expect(covers(above, -9, 6.5)).toBe(true);
    expect(result.curves.filter((curve) => curve.id === 'e0').every((curve) => !curve.strictBoundary)).toBe(
      true,
    );
    expect(covers(diamond, 1.4, 1.4)).toBe(true);
    expect(covers(diamond, 1.6, 1.6)).toBe(false);
    expect(Math.abs(area(diamond) - 18)).toBeLessThan(4 * 3 * Math.SQRT2 * PIXEL);
  });

  it('draws implicit curves that cannot be solved for x or y through the quadtree sampler', async () => {
    const result = await service.update(request(['x^3+y^3=3xy']));
    const [curve] = result.curves;
    expect(curve.segmentCount).toBeGreaterThan(100);
    // Every vertex lies near the folium: |F| small relative to its gradient.
    for (let index = 0; index < curve.polyline.length; index += 2) {
      const x = curve.polyline[index] + curve.originX;
      const y = curve.polyline[index + 1] + curve.originY;
      if (!Number.isFinite(x)) continue;
      const value = x ** 3 + y ** 3 - 3 * x * y;
      const gradient = Math.hypot(3 * x * x - 3 * y, 3 * y * y - 3 * x);
      expect(Math.abs(value) / Math.max(gradient, 1e-9)).toBeLessThan(PIXEL);
    }
  });
});
