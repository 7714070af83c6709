/**
 * The interval kernels of sin and cos on boxes narrower than 2pi (interval-trigonometry.ts: one lattice
 * of extrema, two candidates of each kind): an extremum inside a box, or just
 * inside its edge, must make that bound exactly +-1; a box that holds none must get the ends' values
 * (not +-1); and every bound must contain the point VM's values at dense points of the box.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './index';
import { loadEngineForNode } from './load-node';
import { assembleProgram, operation, x } from './test/program-builder';
import { createRandom } from './test/numeric';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngineForNode();
});

interface Kernel {
  readonly name: 'SIN' | 'COS';
  /** Where the extremum of lattice index n lies (maxima at even n, minima at odd n), to double precision. */
  readonly extremum: (n: number) => number;
}

const KERNELS: readonly Kernel[] = [
  { name: 'SIN', extremum: (n) => Math.PI / 2 + n * Math.PI },
  { name: 'COS', extremum: (n) => n * Math.PI },
];

/** Lattice indices from small to 10^5 (arguments to ~3 * 10^5), both signs, both parities. */
const INDICES = [-100001, -3000, -41, -2, -1, 0, 1, 2, 3, 17, 64, 1001, 31830, 99998, 99999];
const DENSE_POINTS = 65;

function intervalsOf(name: Kernel['name'], lows: number[], highs: number[]) {
  return engine.evaluateIntervals(assembleProgram(operation(name, x)), {
    x: { lo: Float64Array.from(lows), hi: Float64Array.from(highs) },
  });
}

describe.each(KERNELS)('interval $name on boxes narrower than 2pi', ({ name, extremum }) => {
  it('reaches +-1 exactly when the box holds an extremum, the ends otherwise', () => {
    const lows: number[] = [];
    const highs: number[] = [];
    const expected: { n: number; holds: boolean }[] = [];
    const random = createRandom(7);
    for (const n of INDICES) {
      const at = extremum(n);
      // Holding it: wholly around, ending 1e-9 past it on either side, up to just under 2pi wide.
      for (const [below, above] of [
        [1e-3, 1e-3],
        [1e-9, 0.5],
        [0.5, 1e-9],
        [1.5, 0.05],
        [random() * 0.7, random() * 0.7],
        [1e-9, 2 * Math.PI - 0.01],
        [2 * Math.PI - 0.01, 1e-9],
        [random() * 3, random() * 3],
      ]) {
        lows.push(at - below);
        highs.push(at + above);
        expected.push({ n, holds: true });
      }
      // Not holding it: ending 1e-4 short of it on either side, as wide as the gap to the next allows.
      for (const [from, to] of [
        [1e-4, 0.3],
        [1e-4, Math.PI / 2 - 1e-3],
        [-0.3, -1e-4],
        [-(Math.PI - 1e-4), -(Math.PI / 2 + 1e-4)],
        [1e-4, 2 * Math.PI - 1e-3],
        [-(2 * Math.PI - 1e-3), -1e-4],
      ]) {
        lows.push(at + from);
        highs.push(at + to);
        expected.push({ n, holds: false });
      }
    }
    const result = intervalsOf(name, lows, highs);
    expected.forEach(({ n, holds }, box) => {
      const where = `${name}[${lows[box]}, ${highs[box]}] (lattice index ${n})`;
      const maximum = n % 2 === 0;
      const bound = maximum ? result.hi[box] : result.lo[box];
      if (holds) expect(bound, where).toBe(maximum ? 1 : -1);
      else expect(Math.abs(bound), where).toBeLessThan(1);
    });
  });

  it('contains the point values of random narrow boxes', () => {
    const random = createRandom(11);
    const lows: number[] = [];
    const highs: number[] = [];
    for (let box = 0; box < 2000; box++) {
      const centre = (random() - 0.5) * 10 ** (1 + 5 * random());
      const width = 2 * Math.PI * random() ** 3;
      lows.push(centre);
      highs.push(centre + width);
    }
    const result = intervalsOf(name, lows, highs);
    const points: number[] = [];
    lows.forEach((low, box) => {
      for (let point = 0; point < DENSE_POINTS; point++) {
        points.push(
          point === DENSE_POINTS - 1 ? highs[box] : low + ((highs[box] - low) * point) / (DENSE_POINTS - 1),
        );
      }
    });
    const values = engine.evaluate(assembleProgram(operation(name, x)), { x: Float64Array.from(points) });
    let outside = 0;
    values.forEach((value, index) => {
      const box = Math.floor(index / DENSE_POINTS);
      if (!(result.lo[box] <= value && value <= result.hi[box])) outside++;
    });
    expect(outside).toBe(0);
  });
});
