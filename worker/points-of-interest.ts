/**
 * Points of interest of one graphed function over the visible range: where it crosses the axes, its
 * local extrema, and where it crosses the other visible functions.
 *
 * Strategy: every branch v = f(u) (u = x for `y=…`, u = y for `x=…`; solved implicit equations count)
 * is evaluated by the VM on a uniform grid of the visible u range. A sign change of f (or of f − g for
 * an intersection) brackets a root; a change of the sign of the differences brackets an extremum. Each
 * bracket is refined by evaluating a small grid inside it, batched (one VM call per step, dispatch paid
 * once), and keeping the sub-interval that still holds the sign change or the best value; a few steps
 * take a bracket from a pixel to ~1e-12 of the span. A "root" whose function values grow while the
 * bracket shrinks is a pole (tan x at π/2) and is dropped.
 *
 * An implicit equation F(x, y) = 0 that could not be solved for a branch has its axis crossings only:
 * the roots of F(x, 0) and of F(0, y) found the same way (a curve that touches an axis without crossing
 * it, F keeping its sign, is not found).
 */
import type { Engine, EngineProgram } from '../engine-wasm/index';
import type { ListEffect, ListEntryAnalysis } from '../language/index';
import type { PointOfInterest, PointsOfInterestRequest } from './protocol';

/** Grid of the first pass: about a sample per pixel of a large graph paper. */
const GRID_SAMPLES = 1_024;
/** Points per refinement step: each step shrinks a bracket by this factor. */
const REFINE_SAMPLES = 32;
const REFINE_STEPS = 12;
/** A graph paper cannot show more dots than this usefully (sin x zoomed far out has thousands of zeros). */
const MAX_POINTS = 400;
/**
 * Two curves whose difference stays within this share of their size are one curve drawn twice (y = sin x
 * and y = ∫₀ˣ cos t dt): the sign changes of their difference are rounding noise, not intersections.
 */
const COINCIDENCE = 1e-9;

interface Branch {
  /** The dependent variable: 'y' for y = f(x), 'x' for x = f(y). */
  readonly dependent: 'x' | 'y';
  readonly program: EngineProgram;
}

function branchesOf(effect: ListEffect): Branch[] {
  if (effect.kind === 'explicit')
    return effect.programs.map((program) => ({ dependent: effect.dependent, program }));
  if (effect.kind === 'implicit' && effect.solutions) {
    const { dependent, programs } = effect.solutions;
    return programs.map((program) => ({ dependent, program }));
  }
  return [];
}

type Evaluate = (us: Float64Array) => Float64Array;

function uniformGrid(min: number, max: number, count: number): Float64Array {
  const grid = new Float64Array(count);
  for (let index = 0; index < count; index++) grid[index] = min + ((max - min) * index) / (count - 1);
  return grid;
}

/**
 * Narrows a sign change of h on [low, high] (h(low) = lowValue, known from the grid); undefined when it
 * turns out to be a pole or a jump.
 */
function refineRoot(
  h: Evaluate,
  low: number,
  high: number,
  lowValue: number,
  startMagnitude: number,
): number | undefined {
  for (let step = 0; step < REFINE_STEPS; step++) {
    const grid = uniformGrid(low, high, REFINE_SAMPLES);
    const values = h(grid);
    let found = false;
    for (let index = 0; index + 1 < REFINE_SAMPLES; index++) {
      const first = index === 0 ? lowValue : values[index];
      const second = values[index + 1];
      if (second === 0) return grid[index + 1];
      if (Math.sign(first) !== Math.sign(second) && Number.isFinite(first) && Number.isFinite(second)) {
        low = grid[index];
        high = grid[index + 1];
        lowValue = first;
        found = true;
        break;
      }
    }
    if (!found) return undefined;
    if (high - low <= 1e-15 * Math.max(1, Math.abs(low))) break;
  }
  const highValue = h(Float64Array.of(high))[0];
  // At a root the values shrink with the bracket; across a pole or a jump they stay large or grow.
  if (Math.min(Math.abs(lowValue), Math.abs(highValue)) > 1e-6 * startMagnitude) return undefined;
  // The secant inside the last bracket.
  const root = low - (lowValue * (high - low)) / (highValue - lowValue);
  return Number.isFinite(root) ? root : (low + high) / 2;
}

/**
 * Narrows a local maximum (sign 1) or minimum (sign −1) of f on [low, high]. Near the top, f is flat to
 * within rounding over a stretch ~sqrt(ε) wide; the top is the middle of that stretch (exact for a
 * symmetric top, far better than the first of the equal values, which is off by the stretch's half width).
 */
function refineExtremum(f: Evaluate, low: number, high: number, sign: number): number {
  for (let step = 0; step < REFINE_STEPS; step++) {
    const grid = uniformGrid(low, high, REFINE_SAMPLES);
    const values = f(grid);
    let best = -Infinity;
    for (const value of values) if (sign * value > best) best = sign * value;
    const tolerance = 4 * Number.EPSILON * Math.abs(best);
    let first = -1;
    let last = -1;
    values.forEach((value, index) => {
      if (sign * value < best - tolerance) return;
      if (first < 0) first = index;
      last = index;
    });
    if (last - first >= REFINE_SAMPLES / 2) return (grid[first] + grid[last]) / 2;
    low = grid[Math.max(0, first - 1)];
    high = grid[Math.min(REFINE_SAMPLES - 1, last + 1)];
    if (high - low <= 1e-15 * Math.max(1, Math.abs(low))) break;
  }
  return (low + high) / 2;
}

/** Roots of h over the grid (its values given), refined. */
function rootsOn(h: Evaluate, grid: Float64Array, values: Float64Array): number[] {
  const roots: number[] = [];
  for (let index = 0; index + 1 < grid.length && roots.length < MAX_POINTS; index++) {
    const first = values[index];
    const second = values[index + 1];
    if (!Number.isFinite(first) || !Number.isFinite(second)) continue;
    if (first === 0) {
      roots.push(grid[index]);
      continue;
    }
    if (second === 0 || Math.sign(first) === Math.sign(second)) continue;
    const root = refineRoot(
      h,
      grid[index],
      grid[index + 1],
      first,
      Math.max(Math.abs(first), Math.abs(second)),
    );
    if (root !== undefined) roots.push(root);
  }
  return roots;
}

function extremaOn(f: Evaluate, grid: Float64Array, values: Float64Array): number[] {
  const extrema: number[] = [];
  for (let index = 1; index + 1 < grid.length && extrema.length < MAX_POINTS; index++) {
    const before = values[index] - values[index - 1];
    const after = values[index + 1] - values[index];
    if (!Number.isFinite(before) || !Number.isFinite(after)) continue;
    // Strict on the left, not on the right: a top between two equal samples (a grid symmetric about
    // it) is found once, at the first of the pair; a constant stretch is no extremum.
    const maximum = before > 0 && after <= 0;
    const minimum = before < 0 && after >= 0;
    if (!maximum && !minimum) continue;
    extrema.push(refineExtremum(f, grid[index - 1], grid[index + 1], maximum ? 1 : -1));
  }
  return extrema;
}

/** A point of branch coordinates (u, v) in the plane's (x, y). */
function toPlane(branch: Branch, u: number, v: number): { x: number; y: number } {
  return branch.dependent === 'y' ? { x: u, y: v } : { x: v, y: u };
}

export function findPointsOfInterest(
  engine: Engine,
  entries: ReadonlyMap<string, ListEntryAnalysis>,
  request: PointsOfInterestRequest,
): PointOfInterest[] {
  const entry = entries.get(request.id);
  if (!entry) return [];
  const { viewport } = request;
  const found: PointOfInterest[] = [];
  const add = (point: PointOfInterest) => {
    if (found.length >= MAX_POINTS || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
    const inside =
      point.x >= viewport.xmin &&
      point.x <= viewport.xmax &&
      point.y >= viewport.ymin &&
      point.y <= viewport.ymax;
    if (inside) found.push(point);
  };
  const others = request.otherIds.flatMap((id) =>
    id === request.id
      ? []
      : branchesOf(entries.get(id)?.effect ?? { kind: 'none' }).map((branch) => ({ id, branch })),
  );
  if (entry.effect.kind === 'implicit' && !entry.effect.solutions) {
    addImplicitIntercepts(engine, entry.effect.program, viewport, add);
  }
  for (const branch of branchesOf(entry.effect)) {
    const f: Evaluate = (us) => engine.evaluate(branch.program, { x: us });
    const [min, max] =
      branch.dependent === 'y' ? [viewport.xmin, viewport.xmax] : [viewport.ymin, viewport.ymax];
    const grid = uniformGrid(min, max, GRID_SAMPLES);
    const values = f(grid);
    // Crossing the independent axis (v = 0) and the dependent one (u = 0).
    for (const root of rootsOn(f, grid, values)) {
      add({ kind: branch.dependent === 'y' ? 'x-intercept' : 'y-intercept', ...toPlane(branch, root, 0) });
    }
    if (min <= 0 && max >= 0) {
      const atZero = f(Float64Array.of(0))[0];
      add({ kind: branch.dependent === 'y' ? 'y-intercept' : 'x-intercept', ...toPlane(branch, 0, atZero) });
    }
    for (const u of extremaOn(f, grid, values)) {
      add({ kind: 'extremum', ...toPlane(branch, u, f(Float64Array.of(u))[0]) });
    }
    for (const other of others) {
      if (other.branch.dependent !== branch.dependent) continue;
      const g: Evaluate = (us) => engine.evaluate(other.branch.program, { x: us });
      const h: Evaluate = (us) => {
        const first = f(us);
        const second = g(us);
        return first.map((value, index) => value - second[index]);
      };
      const differences = h(grid);
      const coincides = (index: number) =>
        Math.abs(differences[index]) <= COINCIDENCE * Math.max(1, Math.abs(values[index]));
      // The same curve twice (y=x^2 entered twice, a circle's upper half against the other's): no dots.
      if (differences.every((difference, index) => !Number.isFinite(difference) || coincides(index)))
        continue;
      for (const u of rootsOn(h, grid, differences)) {
        // A root among samples where the curves coincide is the edge or noise of a shared stretch (y=|x|
        // and y=x for x ≥ 0; sin x and ∫₀ˣ cos t dt): a real crossing has at most one such sample near it.
        const index = Math.round(((u - min) / (max - min)) * (grid.length - 1));
        let coincident = 0;
        for (let near = Math.max(0, index - 2); near <= Math.min(grid.length - 1, index + 2); near++) {
          if (coincides(near)) coincident++;
        }
        if (coincident >= 2) continue;
        add({ kind: 'intersection', otherId: other.id, ...toPlane(branch, u, f(Float64Array.of(u))[0]) });
      }
    }
  }
  return withoutDuplicates(found, viewport);
}

/** Where F(x, y) = 0 crosses the axes: F along y = 0 over the visible x, and along x = 0 over the visible y. */
function addImplicitIntercepts(
  engine: Engine,
  program: EngineProgram,
  viewport: PointsOfInterestRequest['viewport'],
  add: (point: PointOfInterest) => void,
): void {
  const alongXAxis: Evaluate = (xs) => engine.evaluate(program, { x: xs, y: new Float64Array(xs.length) });
  const alongYAxis: Evaluate = (ys) => engine.evaluate(program, { x: new Float64Array(ys.length), y: ys });
  if (viewport.ymin <= 0 && viewport.ymax >= 0) {
    const grid = uniformGrid(viewport.xmin, viewport.xmax, GRID_SAMPLES);
    for (const x of rootsOn(alongXAxis, grid, alongXAxis(grid))) add({ kind: 'x-intercept', x, y: 0 });
  }
  if (viewport.xmin <= 0 && viewport.xmax >= 0) {
    const grid = uniformGrid(viewport.ymin, viewport.ymax, GRID_SAMPLES);
    for (const y of rootsOn(alongYAxis, grid, alongYAxis(grid))) add({ kind: 'y-intercept', x: 0, y });
  }
}

/** Two points closer than a millionth of the view (a root found from two grid cells) are one. */
function withoutDuplicates(
  points: readonly PointOfInterest[],
  viewport: PointsOfInterestRequest['viewport'],
): PointOfInterest[] {
  const toleranceX = (viewport.xmax - viewport.xmin) * 1e-6;
  const toleranceY = (viewport.ymax - viewport.ymin) * 1e-6;
  const kept: PointOfInterest[] = [];
  for (const point of points) {
    const duplicate = kept.some(
      (other) =>
        other.kind === point.kind &&
        other.otherId === point.otherId &&
        Math.abs(other.x - point.x) <= toleranceX &&
        Math.abs(other.y - point.y) <= toleranceY,
    );
    if (!duplicate) kept.push(point);
  }
  return kept;
}
