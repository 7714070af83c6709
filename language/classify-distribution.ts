/**
 * A distribution as an entry of its own (`\operatorname{normaldist}(0,1)`, `D=\operatorname{binomialdist}(10)`)
 * graphs its density: a continuous law as the curve y = pdf(x), a discrete law as bars of width 1 centred
 * on the whole numbers, each bar's height its probability (so each bar's area is that probability, as in
 * a histogram of the law, and a normal approximation drawn over it matches in area).
 *
 * Bars are drawn where the law has all but 1e-12 of its mass (at most 10,000 of them), leaving out those
 * too small to see in any view that shows the tallest.
 */
import type { ListEffect } from './analysis-types';
import { densityNode } from './distribution-programs';
import { density, isDiscrete, isValid, quantile, type Distribution } from './distributions';
import { emitProgram } from './emit';
import type { ProgramNode } from './program';
import { constant, OperationBudget } from './values';

const INPUT_X: ProgramNode = { kind: 'input', input: 'x' };
const MAX_BARS = 10_000;
const TAIL = 1e-12;

export function graphOfDistribution(
  distribution: Distribution,
  span: { start: number; end: number },
): ListEffect {
  const budget = new OperationBudget(span);
  if (!isDiscrete(distribution)) {
    const node = isValid(distribution) ? densityNode(distribution, INPUT_X, budget) : constant(NaN);
    return { kind: 'explicit', dependent: 'y', programs: [emitProgram(node)] };
  }
  if (!isValid(distribution)) return { kind: 'polygons', polygons: [] };
  const first = quantile(distribution, TAIL);
  const last = Math.min(quantile(distribution, 1 - TAIL), first + MAX_BARS - 1);
  const masses: { k: number; mass: number }[] = [];
  let tallest = 0;
  for (let k = first; k <= last; k++) {
    const mass = density(distribution, k);
    masses.push({ k, mass });
    tallest = Math.max(tallest, mass);
  }
  const polygons = masses
    .filter(({ mass }) => mass > tallest * 1e-9)
    .map(({ k, mass }) => [
      { x: k - 0.5, y: 0 },
      { x: k + 0.5, y: 0 },
      { x: k + 0.5, y: mass },
      { x: k - 0.5, y: mass },
    ]);
  return { kind: 'polygons', polygons };
}
