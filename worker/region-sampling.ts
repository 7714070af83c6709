/**
 * The shaded region of an inequality (every condition's program > 0, or ≥ 0 when not strict) as
 * triangles for the renderer.
 *
 * A quadtree over the viewport, decided by the engine's sound interval arithmetic: a box whose interval
 * lies wholly on one side of 0 is inside or outside everywhere and is not split again, so large uniform
 * areas cost one evaluation and become two triangles. Only boxes that straddle a boundary are split, down
 * to leaves of one pixel, where the centre's point value decides. Each level is one batched call into the
 * WASM VM per condition, so the per-box cost is the VM's, not the worker boundary's.
 */
import type { Engine, EngineProgram } from '../engine-wasm/index';
import type { FillGeometry, SamplingViewport } from './protocol';

export interface RegionCondition {
  readonly program: EngineProgram;
  readonly strict: boolean;
}

/** Boxes of the first level are this many pixels wide: coarse enough to be cheap, fine enough that a
 * boundary between two first-level box centres is rarely missed by both interval tests. */
const FIRST_LEVEL_PIXELS = 32;
/** Leaves: one pixel, so the shading's edge is within half a pixel of the boundary. */
const LEAF_PIXELS = 1;
/** Interval evaluations one region may cost; beyond it, undecided boxes are decided by their centre. */
const MAX_BOX_EVALUATIONS = 400_000;

const enum Verdict {
  Outside = 0,
  Inside = 1,
  Undecided = 2,
}

interface BoxLevel {
  readonly xlo: Float64Array;
  readonly xhi: Float64Array;
  readonly ylo: Float64Array;
  readonly yhi: Float64Array;
}

export function sampleRegion(
  engine: Engine,
  id: string,
  conditions: readonly RegionCondition[],
  viewport: SamplingViewport,
): FillGeometry {
  const originX = (viewport.xmin + viewport.xmax) / 2;
  const originY = (viewport.ymin + viewport.ymax) / 2;
  const inside: number[] = [];
  const keep = (level: BoxLevel, index: number) =>
    inside.push(level.xlo[index], level.xhi[index], level.ylo[index], level.yhi[index]);

  let level = firstLevel(viewport);
  let boxPixels = FIRST_LEVEL_PIXELS;
  let budget = MAX_BOX_EVALUATIONS;
  while (level.xlo.length > 0) {
    const count = level.xlo.length;
    const atLeaf = boxPixels <= LEAF_PIXELS || budget < count * conditions.length;
    const verdicts = atLeaf
      ? decideByCentre(engine, conditions, level)
      : decideByInterval(engine, conditions, level);
    budget -= count * conditions.length;
    const undecided: number[] = [];
    for (let index = 0; index < count; index++) {
      if (verdicts[index] === Verdict.Inside) keep(level, index);
      else if (verdicts[index] === Verdict.Undecided) undecided.push(index);
    }
    if (atLeaf) break;
    level = splitBoxes(level, undecided);
    boxPixels /= 2;
  }

  const triangles = new Float32Array((inside.length / 4) * 12);
  for (let box = 0, offset = 0; box < inside.length; box += 4, offset += 12) {
    const left = inside[box] - originX;
    const right = inside[box + 1] - originX;
    const bottom = inside[box + 2] - originY;
    const top = inside[box + 3] - originY;
    triangles.set([left, bottom, right, bottom, right, top, left, bottom, right, top, left, top], offset);
  }
  return { id, originX, originY, triangles };
}

/** Square boxes of FIRST_LEVEL_PIXELS covering the viewport (the last row and column may reach past it). */
function firstLevel(viewport: SamplingViewport): BoxLevel {
  const columns = Math.max(1, Math.ceil(viewport.widthPixels / FIRST_LEVEL_PIXELS));
  const rows = Math.max(1, Math.ceil(viewport.heightPixels / FIRST_LEVEL_PIXELS));
  const width = ((viewport.xmax - viewport.xmin) / viewport.widthPixels) * FIRST_LEVEL_PIXELS;
  const height = ((viewport.ymax - viewport.ymin) / viewport.heightPixels) * FIRST_LEVEL_PIXELS;
  const count = columns * rows;
  const level = emptyLevel(count);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const index = row * columns + column;
      level.xlo[index] = viewport.xmin + column * width;
      level.xhi[index] = viewport.xmin + (column + 1) * width;
      level.ylo[index] = viewport.ymin + row * height;
      level.yhi[index] = viewport.ymin + (row + 1) * height;
    }
  }
  return level;
}

function emptyLevel(count: number): BoxLevel {
  return {
    xlo: new Float64Array(count),
    xhi: new Float64Array(count),
    ylo: new Float64Array(count),
    yhi: new Float64Array(count),
  };
}

function splitBoxes(level: BoxLevel, parents: readonly number[]): BoxLevel {
  const next = emptyLevel(parents.length * 4);
  parents.forEach((parent, order) => {
    const xmid = (level.xlo[parent] + level.xhi[parent]) / 2;
    const ymid = (level.ylo[parent] + level.yhi[parent]) / 2;
    // Quarters in the order lower-left, lower-right, upper-left, upper-right.
    for (let quarter = 0; quarter < 4; quarter++) {
      const index = order * 4 + quarter;
      const right = (quarter & 1) === 1;
      const upper = quarter >= 2;
      next.xlo[index] = right ? xmid : level.xlo[parent];
      next.xhi[index] = right ? level.xhi[parent] : xmid;
      next.ylo[index] = upper ? ymid : level.ylo[parent];
      next.yhi[index] = upper ? level.yhi[parent] : ymid;
    }
  });
  return next;
}

/**
 * A box is inside when every condition holds on all of it, outside when one condition fails on all of it
 * (or is undefined on all of it), else undecided. A possibly undefined box is never called inside.
 */
function decideByInterval(
  engine: Engine,
  conditions: readonly RegionCondition[],
  level: BoxLevel,
): Uint8Array {
  const count = level.xlo.length;
  const verdicts = new Uint8Array(count).fill(Verdict.Inside);
  const undefinedFlag = engine.intervalFlags.possiblyUndefined;
  for (const condition of conditions) {
    const values = engine.evaluateIntervals(condition.program, {
      x: { lo: level.xlo, hi: level.xhi },
      y: { lo: level.ylo, hi: level.yhi },
    });
    for (let index = 0; index < count; index++) {
      if (verdicts[index] === Verdict.Outside) continue;
      const lo = values.lo[index];
      const hi = values.hi[index];
      const partlyUndefined = (values.flags[index] & undefinedFlag) !== 0;
      const nowhereDefined = Number.isNaN(lo) && Number.isNaN(hi);
      const failsEverywhere = condition.strict ? hi <= 0 : hi < 0;
      const holdsEverywhere = condition.strict ? lo > 0 : lo >= 0;
      if (nowhereDefined || (failsEverywhere && !partlyUndefined)) verdicts[index] = Verdict.Outside;
      else if (!holdsEverywhere || partlyUndefined) verdicts[index] = Verdict.Undecided;
    }
  }
  return verdicts;
}

function decideByCentre(engine: Engine, conditions: readonly RegionCondition[], level: BoxLevel): Uint8Array {
  const count = level.xlo.length;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    x[index] = (level.xlo[index] + level.xhi[index]) / 2;
    y[index] = (level.ylo[index] + level.yhi[index]) / 2;
  }
  const verdicts = new Uint8Array(count).fill(Verdict.Inside);
  for (const condition of conditions) {
    const values = engine.evaluate(condition.program, { x, y });
    for (let index = 0; index < count; index++) {
      const value = values[index];
      const holds = condition.strict ? value > 0 : value >= 0;
      if (!holds) verdicts[index] = Verdict.Outside;
    }
  }
  return verdicts;
}
