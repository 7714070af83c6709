import type REGL from 'regl';
import { describe, expect, it } from 'vitest';
import { SEGMENT_CORNERS } from '../../worker/protocol';
import { describeCurveSegments } from './curve-segments';

describe('describeCurveSegments', () => {
  it('passes SEGMENT_CORNERS to the vertex shader as end and side columns', () => {
    const fakeRegl = { prop: (name: string) => ({ name }) } as unknown as REGL.Regl;
    const { uniforms, vert } = describeCurveSegments(fakeRegl);
    const ends = [...uniforms.cornerEndsLow, ...uniforms.cornerEndsHigh];
    const sides = [...uniforms.cornerSidesLow, ...uniforms.cornerSidesHigh];
    expect(ends.map((end, corner) => [end, sides[corner]])).toEqual(
      SEGMENT_CORNERS.map((entry) => [...entry]),
    );
    for (const name of ['cornerEndsLow', 'cornerEndsHigh', 'cornerSidesLow', 'cornerSidesHigh']) {
      expect(vert).toContain(`uniform vec3 ${name};`);
    }
  });
});
