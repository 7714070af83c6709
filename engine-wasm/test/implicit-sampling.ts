/** The implicit sampler as the implicit-curve tests drive it: one view, 50 px per unit both ways. */
import { beforeAll, expect } from 'vitest';
import type { Engine, ExplicitCurve } from '../index';
import { loadEngineForNode } from '../load-node';
import { geometryProblems } from './curve-geometry';
import { assembleProgram, type ProgramNode } from './program-builder';

export const VIEWPORT = { xmin: -10, xmax: 10, ymin: -7, ymax: 7, widthPixels: 1000, heightPixels: 700 };
export const PIXELS_PER_UNIT = 50;

/**
 * Loads the engine before the file's tests (call at the top of a test file) and returns `sample`, which
 * runs the implicit sampler on F = node and checks the geometry's shape, and `engine` for other calls.
 */
export function useImplicitSampler(): {
  sample(node: ProgramNode, viewport?: typeof VIEWPORT): ExplicitCurve;
  engine(): Engine;
} {
  let engine: Engine;
  beforeAll(async () => {
    engine = await loadEngineForNode();
  });
  return {
    sample(node, viewport = VIEWPORT) {
      const curve = engine.sampleImplicit(assembleProgram(node), viewport);
      expect(geometryProblems(curve)).toEqual([]);
      return curve;
    },
    engine: () => engine,
  };
}
