import { describe, expect, it } from 'vitest';
import { layoutAxisGrid } from './grid-layout';

describe('layoutAxisGrid', () => {
  it('places the first major line at or before the buffer start, with the axis at math 0', () => {
    const layout = layoutAxisGrid(-9.5, 10.5, 1000, 1);
    expect(layout.spacing.majorStep).toBe(2);
    expect(layout.majorStepPixels).toBe(100);
    // −10 is the last major line before −9.5: 0.5 units = 25 px before the start.
    expect(layout.majorPhasePixels).toBe(-25);
    expect(layout.axisPixels).toBe(475);
    expect(layout.minorOpacity).toBe(1);
  });

  it('chooses the step in CSS pixels and positions in device pixels', () => {
    const layout = layoutAxisGrid(-10, 10, 2000, 2);
    expect(layout.spacing.majorStep).toBe(2);
    expect(layout.majorStepPixels).toBe(200);
    expect(layout.axisPixels).toBe(1000);
  });

  it('keeps phases small far from the origin and clamps the axis position', () => {
    const layout = layoutAxisGrid(1e12 + 0.3, 1e12 + 20.3, 1000, 1);
    expect(layout.majorPhasePixels).toBeLessThanOrEqual(0);
    expect(layout.majorPhasePixels).toBeGreaterThan(-layout.majorStepPixels);
    expect(layout.axisPixels).toBe(-1e7);
  });

  it('fades minor lines that crowd together', () => {
    // 12.8 px per unit: a step of 5 (64 px), its fifths only 12.8 px apart.
    const crowded = layoutAxisGrid(0, 1000 / 12.8, 1000, 1);
    expect(crowded.spacing.majorStep).toBe(5);
    expect(crowded.minorOpacity).toBeCloseTo((12.8 - 6) / 14, 10);
  });
});

describe('layoutAxisGrid with user settings', () => {
  it('uses the user step and subdivisions', () => {
    const layout = layoutAxisGrid(-10, 10, 1000, 1, 0.5, 1);
    expect(layout.spacing.majorStep).toBe(0.5);
    expect(layout.spacing.minorSubdivisions).toBe(1);
    expect(layout.majorStepPixels).toBe(25);
    expect(layout.majorPhasePixels).toBe(-0);
  });

  it('falls back to the automatic step when the user step is too small to display', () => {
    expect(layoutAxisGrid(-10, 10, 1000, 1, 0.01, 0).spacing.majorStep).toBe(2);
  });
});
