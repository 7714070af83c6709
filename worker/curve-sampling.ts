/**
 * Geometry for an entry's effect: explicit curves through the engine's adaptive sampler (x=f(y) is
 * sampled as y=f(x) with the axes exchanged), parametric and polar curves by evaluating the programs in
 * the WASM VM over a uniform grid of the parameter. Implicit curves linear or quadratic in y or x are drawn
 * through their solved explicit branches (exact to the explicit sampler's precision), others by the
 * engine's implicit quadtree sampler; the boundaries of inequalities likewise, marked when strict so the
 * renderer dashes them. The regions themselves are region-sampling.ts's.
 */
import type { Engine, EngineProgram } from '../engine-wasm/index';
import type { ExplicitBranches, ListEffect, ParameterDomain } from '../language/index';
import { curveThrough } from './point-geometry';
import type { CurveGeometry, SamplingViewport } from './protocol';

/** Parameter samples per parametric curve, and per polar curve (whose default domain is 6 turns). */
const PARAMETRIC_SAMPLES = 1_024;
const POLAR_SAMPLES = 4_096;

export function sampleEffect(
  engine: Engine,
  id: string,
  effect: ListEffect,
  viewport: SamplingViewport,
): CurveGeometry[] {
  switch (effect.kind) {
    case 'explicit':
      return effect.programs.map((program) =>
        effect.dependent === 'y'
          ? { id, ...engine.sampleExplicit(program, viewport) }
          : exchangeAxes({ id, ...engine.sampleExplicit(program, exchangedViewport(viewport)) }),
      );
    case 'parametric':
      return effect.curves.map((curve) => {
        const t = parameterGrid(effect.domain, PARAMETRIC_SAMPLES);
        return buildCurve(id, evaluateAt(engine, curve.x, t), evaluateAt(engine, curve.y, t), viewport);
      });
    case 'polar':
      return effect.programs.map((program) => {
        const theta = parameterGrid(effect.domain, POLAR_SAMPLES);
        const radius = evaluateAt(engine, program, theta);
        const xs = radius.map((r, index) => r * Math.cos(theta[index]));
        const ys = radius.map((r, index) => r * Math.sin(theta[index]));
        return buildCurve(id, xs, ys, viewport);
      });
    case 'implicit':
      return effect.solutions
        ? solvedOrImplicit(engine, id, effect.solutions, effect.program, viewport)
        : [{ id, ...engine.sampleImplicit(effect.program, viewport) }];
    case 'inequality':
      return effect.conditions.flatMap((condition) => {
        // A strict condition's boundary is not part of the region: x^2 + y^2 < 0 has no lone dot to show.
        const boundary = !condition.boundary
          ? [{ id, ...engine.sampleImplicit(condition.program, viewport) }]
          : condition.strict
            ? sampleEffect(engine, id, { kind: 'explicit', ...condition.boundary }, viewport)
            : solvedOrImplicit(engine, id, condition.boundary, condition.program, viewport);
        return boundary.map((curve) => ({ ...curve, strictBoundary: condition.strict }));
      });
    default:
      return [];
  }
}

/**
 * The solved branches of F = 0, or where they draw nothing the implicit sampler: branches lose what has
 * no extent along x, as x^2 + y^2 = 0 solves to y = ±sqrt(-x^2), defined at x = 0 alone, which no sampler
 * of x hits; the implicit sampler draws such an isolated zero as a dot, and with nothing in view its
 * culling costs well under 1 ms.
 */
function solvedOrImplicit(
  engine: Engine,
  id: string,
  solutions: ExplicitBranches,
  program: EngineProgram,
  viewport: SamplingViewport,
): CurveGeometry[] {
  const branches = sampleEffect(engine, id, { kind: 'explicit', ...solutions }, viewport);
  if (branches.some((curve) => curve.segmentCount > 0)) return branches;
  return [{ id, ...engine.sampleImplicit(program, viewport) }];
}

function exchangedViewport(viewport: SamplingViewport): SamplingViewport {
  return {
    xmin: viewport.ymin,
    xmax: viewport.ymax,
    ymin: viewport.xmin,
    ymax: viewport.xmax,
    widthPixels: viewport.heightPixels,
    heightPixels: viewport.widthPixels,
  };
}

/** Mirrors sampled geometry across the diagonal: (x, y) becomes (y, x) in the origin and the polyline. */
export function exchangeAxes(curve: CurveGeometry): CurveGeometry {
  const polyline = new Float32Array(curve.polyline.length);
  for (let index = 0; index + 1 < polyline.length; index += 2) {
    polyline[index] = curve.polyline[index + 1];
    polyline[index + 1] = curve.polyline[index];
  }
  return {
    id: curve.id,
    originX: curve.originY,
    originY: curve.originX,
    polyline,
    segmentCount: curve.segmentCount,
  };
}

function parameterGrid(domain: ParameterDomain, samples: number): Float64Array {
  const grid = new Float64Array(samples + 1);
  for (let index = 0; index <= samples; index++) {
    grid[index] = domain.min + ((domain.max - domain.min) * index) / samples;
  }
  return grid;
}

/** Runs a program of the parameter (input slot t) at every grid point, in the WASM VM. */
function evaluateAt(engine: Engine, program: EngineProgram, parameter: Float64Array): Float64Array {
  return engine.evaluate(program, { x: new Float64Array(parameter.length), t: parameter });
}

/**
 * A polyline through the points, broken at undefined points, as CurveGeometry relative to `curveOrigin`
 * (float32 keeps its precision near the origin it is relative to).
 */
export function buildCurve(
  id: string,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  viewport: SamplingViewport,
): CurveGeometry {
  return curveThrough(id, xs, ys, curveOrigin(viewport));
}

/**
 * The origin of a parametric or polar curve's offsets: near the view, for float32's precision, but on a
 * lattice as coarse as the view is large. Their samples do not depend on the view, so a pan keeps the
 * sampled curve (the worker's cache compares origins) until the view has moved about its own size;
 * offsets then stay within a few views, a ten-millionth of a view from float64.
 */
export function curveOrigin(viewport: SamplingViewport): { x: number; y: number } {
  const center = { x: (viewport.xmin + viewport.xmax) / 2, y: (viewport.ymin + viewport.ymax) / 2 };
  const step =
    2 ** Math.ceil(Math.log2(Math.max(viewport.xmax - viewport.xmin, viewport.ymax - viewport.ymin)));
  if (!(step > 0 && Number.isFinite(step))) return center;
  return { x: Math.round(center.x / step) * step, y: Math.round(center.y / step) * step };
}
