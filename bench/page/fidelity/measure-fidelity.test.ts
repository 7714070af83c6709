import { describe, expect, it } from 'vitest';
import { pixelX, pixelY, VIEW } from '../view';
import type { DrawnGeometry } from './drawn-geometry';
import { combineFidelity, measureFidelity } from './measure-fidelity';
import { sampleExplicitReference } from './reference-explicit';
import { sampleImplicitReference } from './reference-implicit';

/** y = f(x) drawn as a polyline through `count` exact samples over the view, in pixels. */
function polylineOf(f: (x: number) => number, count: number, from = VIEW.xmin, to = VIEW.xmax): Float64Array {
  const run = new Float64Array(count * 2);
  for (let index = 0; index < count; index++) {
    const x = from + ((to - from) * index) / (count - 1);
    run[index * 2] = pixelX(VIEW, x);
    run[index * 2 + 1] = pixelY(VIEW, f(x));
  }
  return run;
}

const lines = (...runs: Float64Array[]): DrawnGeometry => ({ runs, boxes: new Float64Array(0) });

describe('measureFidelity', () => {
  const sine = sampleExplicitReference(Math.sin, VIEW);

  it('finds a dense exact drawing of sin(x) on the curve and covering it', () => {
    // 1999 samples: vertices fall between the reference's grid points, so only the segments find them.
    const [fidelity] = measureFidelity(sine, [lines(polylineOf(Math.sin, 1999))], VIEW);
    expect(fidelity.maxVertexErrorPx).toBeLessThan(0.01);
    expect(fidelity.maxInkErrorPx).toBeLessThan(0.2);
    expect(fidelity.coverage).toBe(1);
    expect(fidelity.drawnVertices).toBe(1999);
  });

  it('measures the chord error of a coarse drawing: exact vertices, ink off the curve', () => {
    // 21 samples, 50 px apart: chords of sin (amplitude 50 px) sag about 50·(1−cos(0.5)) ≈ 6 px.
    const [fidelity] = measureFidelity(sine, [lines(polylineOf(Math.sin, 21))], VIEW);
    expect(fidelity.maxVertexErrorPx).toBeLessThan(0.01);
    expect(fidelity.maxInkErrorPx).toBeGreaterThan(3);
    expect(fidelity.maxInkErrorPx).toBeLessThan(8);
  });

  it('counts a drawing of half the curve as half covered', () => {
    const [fidelity] = measureFidelity(sine, [lines(polylineOf(Math.sin, 1001, -10, 0))], VIEW);
    expect(fidelity.coverage).toBeGreaterThan(0.45);
    expect(fidelity.coverage).toBeLessThan(0.55);
  });

  it('catches a false join across a jump through the ink, not the vertices', () => {
    const floor = sampleExplicitReference(Math.floor, VIEW);
    // One polyline over all steps, risers included: every vertex lies on a step.
    const joined = polylineOf(Math.floor, 4001);
    const [fidelity] = measureFidelity(floor, [lines(joined)], VIEW);
    expect(fidelity.maxVertexErrorPx).toBeLessThan(0.01);
    // Half a riser (50 px) away from both steps.
    expect(fidelity.maxInkErrorPx).toBeGreaterThan(20);
  });

  it('measures boxes as filled ink', () => {
    const boxes: number[] = [];
    for (let px = 0; px < 1000; px++) {
      const y = pixelY(VIEW, Math.sin(VIEW.xmin + px / 50));
      boxes.push(px, y - 3, px + 1, y + 3);
    }
    const [fidelity] = measureFidelity(sine, [{ runs: [], boxes: Float64Array.from(boxes) }], VIEW);
    expect(fidelity.maxVertexErrorPx).toBeNull();
    expect(fidelity.maxInkErrorPx).toBeGreaterThan(2);
    expect(fidelity.maxInkErrorPx).toBeLessThan(4.5);
    expect(fidelity.coverage).toBe(1);
  });

  it('reports nothing drawn as zero coverage', () => {
    const [fidelity] = measureFidelity(sine, [lines()], VIEW);
    expect(fidelity.coverage).toBe(0);
    expect(fidelity.maxInkErrorPx).toBeNull();
  });

  it('measures implicit curves against their zero set and combines curves', () => {
    const circle = sampleImplicitReference((x, y) => x * x + y * y - 25, VIEW);
    const exact = lines(
      Float64Array.from({ length: 722 }, (_, index) => {
        const angle = ((index >> 1) / 360) * 2 * Math.PI;
        return index % 2 === 0 ? pixelX(VIEW, 5 * Math.cos(angle)) : pixelY(VIEW, 5 * Math.sin(angle));
      }),
    );
    const shifted = lines(exact.runs[0].map((value, index) => (index % 2 === 0 ? value + 10 : value)));
    const [good, bad] = measureFidelity(circle, [exact, shifted], VIEW);
    expect(good.maxVertexErrorPx).toBeLessThan(0.01);
    expect(good.coverage).toBeGreaterThan(0.99);
    expect(bad.maxVertexErrorPx).toBeGreaterThan(9);
    expect(bad.coverage).toBeLessThan(0.5);
    const combined = combineFidelity([good, bad]);
    expect(combined.maxVertexErrorPx).toBe(bad.maxVertexErrorPx);
    expect(combined.coverage).toBeCloseTo(
      (good.coveredPoints + bad.coveredPoints) / (2 * good.referencePoints),
    );
  });
});

describe('sampleExplicitReference', () => {
  it('leaves isolated values out of coverage', () => {
    const power = sampleExplicitReference((x) => Math.pow(x, x), VIEW);
    const counted = [];
    for (let index = 0; index < power.pointCount; index++) {
      if (power.counted[index]) counted.push(power.points[index * 2]);
    }
    // x^x is real only for x > 0 here (x = 0 at pixel 500): the isolated integer values do not count.
    expect(Math.min(...counted)).toBeGreaterThanOrEqual(500);
  });

  it('follows a pole out to the margin and does not join across it', () => {
    const tangent = sampleExplicitReference(Math.tan, VIEW);
    const pole = pixelX(VIEW, Math.PI / 2);
    let highest = Infinity;
    for (let index = 0; index < tangent.pointCount; index++) {
      if (Math.abs(tangent.points[index * 2] - pole) < 10)
        highest = Math.min(highest, tangent.points[index * 2 + 1]);
    }
    expect(highest).toBeLessThan(-60);
    for (let index = 0; index < tangent.segmentCount; index++) {
      const [ax, ay, bx, by] = tangent.segments.subarray(index * 4, index * 4 + 4);
      expect(Math.hypot(bx - ax, by - ay)).toBeLessThanOrEqual(0.5);
    }
  });
});
