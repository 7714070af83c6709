/**
 * Scopes (integrals, and sums and products with bounds that vary): building their nodes, and their plain
 * TypeScript semantics.
 *
 * A scope whose bounds and body read no input and no outer variable is a constant, and lowering folds it
 * here (`\int_0^1 x^2dx` is the number 1/3, usable as a slider's value); everything that varies per point
 * is left to the WASM VM (engine-wasm/), which runs the same bytecode. The quadrature below is therefore
 * the reference the VM is tested against as well as the folder of constants: adaptive Gauss–Kronrod
 * (7/15 points, QUADPACK's QK15 nodes and weights), bisecting the interval of largest error estimate until
 * the total estimate is below 1e-13 of the result, infinite ranges mapped onto finite ones. An integral
 * that does not converge within MAX_SUBINTERVALS (divergent: ∫₀¹ dx/x), or whose integrand is undefined or
 * infinite at a node, is NaN: never a wrong finite number.
 */
import { operationForName } from './operations';
import type { BoundVariable, ProgramNode, ScopeNode, ScopeOperation } from './program';
import { freeVariables } from './program-tree';
import { constant, inputsOf } from './values';

/** Terms one range sum or product may have per point; more is undefined (the VM's limit too). */
export const MAX_RANGE_TERMS = 1_000_000;
const MAX_SUBINTERVALS = 2000;
const RELATIVE_TOLERANCE = 1e-13;
/** Error accepted from pieces floating point cannot halve, relative to the result. */
const FROZEN_TOLERANCE = 1e-6;

/** A scope node, folded to a constant when nothing in it varies. */
export function makeScope(
  operation: ScopeOperation,
  variable: BoundVariable,
  lower: ProgramNode,
  upper: ProgramNode,
  body: ProgramNode,
): ProgramNode {
  const node: ScopeNode = { kind: 'scope', operation, variable, operands: [lower, upper], body };
  if (lower.kind !== 'constant' || upper.kind !== 'constant') return node;
  if (inputsOf([body]).size > 0) return node;
  const free = freeVariables(body);
  free.delete(variable);
  if (free.size > 0) return node;
  return constant(evaluateTree(node, new Map()));
}

/** The value of a tree that reads no input, with the bound variables `values` gives. */
export function evaluateTree(root: ProgramNode, values: ReadonlyMap<BoundVariable, number>): number {
  const known = new Map<ProgramNode, number>();
  const evaluate = (node: ProgramNode): number => {
    switch (node.kind) {
      case 'constant':
        return node.value;
      case 'input':
        return NaN;
      case 'variable':
        return values.get(node.variable) ?? NaN;
      default: {
        let value = known.get(node);
        if (value === undefined) {
          value = node.kind === 'scope' ? evaluateScope(node, values) : evaluateOperation(node, evaluate);
          known.set(node, value);
        }
        return value;
      }
    }
  };
  return evaluate(root);
}

function evaluateOperation(
  node: Extract<ProgramNode, { kind: 'operation' }>,
  evaluate: (node: ProgramNode) => number,
): number {
  const reference = operationForName(node.operation)?.reference;
  return reference ? reference(...node.operands.map(evaluate)) : NaN;
}

function evaluateScope(node: ScopeNode, outer: ReadonlyMap<BoundVariable, number>): number {
  const [lower, upper] = node.operands.map((operand) => evaluateTree(operand, outer));
  const values = new Map(outer);
  const body = (value: number) => evaluateTree(node.body, values.set(node.variable, value));
  return node.operation === 'INTEGRAL'
    ? integrate(body, lower, upper)
    : rangeFold(body, lower, upper, node.operation === 'SUM_RANGE');
}

/** Σ or Π of f(n) for n = round(from) … round(to); NaN for non-finite bounds or too many terms. */
export function rangeFold(f: (n: number) => number, from: number, to: number, isSum: boolean): number {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return NaN;
  const first = Math.round(from);
  const last = Math.round(to);
  if (last - first + 1 > MAX_RANGE_TERMS) return NaN;
  let result = isSum ? 0 : 1;
  for (let n = first; n <= last; n++) result = isSum ? result + f(n) : result * f(n);
  return result;
}

// QUADPACK qk15: Kronrod nodes (positive half, descending), their weights, and the 7-point Gauss weights
// of the odd-indexed nodes.
const KRONROD_NODES = [
  0.9914553711208126, 0.9491079123427585, 0.8648644233597691, 0.7415311855993945, 0.5860872354676911,
  0.4058451513773972, 0.20778495500789848, 0,
];
const KRONROD_WEIGHTS = [
  0.022935322010529224, 0.06309209262997856, 0.10479001032225019, 0.14065325971552592, 0.1690047266392679,
  0.19035057806478542, 0.20443294007529889, 0.20948214108472782,
];
const GAUSS_WEIGHTS = [0.1294849661688697, 0.27970539148927664, 0.3818300505051189, 0.4179591836734694];

interface Piece {
  readonly a: number;
  readonly b: number;
  readonly value: number;
  readonly error: number;
  readonly magnitude: number;
}

const bits = new Float64Array(1);
const words = new BigInt64Array(bits.buffer);

/** The next double towards +∞ (direction 1) or −∞ (−1) from a finite x. */
function nextDouble(x: number, direction: 1 | -1): number {
  if (x === 0) return direction * Number.MIN_VALUE;
  bits[0] = x;
  words[0] += x > 0 === direction > 0 ? 1n : -1n;
  return bits[0];
}

/**
 * ∫ f over [a, b] by one 15-point Kronrod rule; undefined when f is undefined or infinite at a node. Nodes
 * stay strictly inside: on a piece a few ulps wide one would otherwise round onto a singular end.
 */
function kronrodPiece(f: (t: number) => number, a: number, b: number): Piece | undefined {
  const centre = (a + b) / 2;
  const half = (b - a) / 2;
  const inside = nextDouble(a, 1);
  const insideEnd = nextDouble(b, -1);
  const at = (t: number) => f(t <= a ? inside : t >= b ? insideEnd : t);
  let kronrod = 0;
  let gauss = 0;
  let magnitude = 0;
  for (let index = 0; index < KRONROD_NODES.length; index++) {
    const offset = half * KRONROD_NODES[index];
    const values = offset === 0 ? [at(centre)] : [at(centre - offset), at(centre + offset)];
    for (const value of values) {
      if (!Number.isFinite(value)) return undefined;
      kronrod += KRONROD_WEIGHTS[index] * value;
      magnitude += KRONROD_WEIGHTS[index] * Math.abs(value);
      if (index % 2 === 1) gauss += GAUSS_WEIGHTS[(index - 1) / 2] * value;
    }
  }
  return {
    a,
    b,
    value: kronrod * half,
    error: Math.abs((kronrod - gauss) * half),
    magnitude: magnitude * Math.abs(half),
  };
}

/** ∫ f(t) dt from a to b (either may be infinite); NaN when undefined or divergent. */
export function integrate(f: (t: number) => number, a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  if (a === b) return 0;
  if (a > b) return -integrate(f, b, a);
  if (a === -Infinity && b === Infinity) {
    // t = s/(1−s²) maps (−1, 1) onto the line.
    return integrateFinite(
      (s) => {
        const denominator = 1 - s * s;
        return (f(s / denominator) * (1 + s * s)) / (denominator * denominator);
      },
      -1,
      1,
    );
  }
  if (b === Infinity) return integrateFinite((s) => f(a + s / (1 - s)) / ((1 - s) * (1 - s)), 0, 1);
  if (a === -Infinity) return integrateFinite((s) => f(b - (1 - s) / s) / (s * s), 0, 1);
  return integrateFinite(f, a, b);
}

function integrateFinite(f: (t: number) => number, a: number, b: number): number {
  const first = kronrodPiece(f, a, b);
  if (!first) return NaN;
  const pieces: Piece[] = [first];
  // Pieces too narrow to halve in floating point (a singular end at 1, where doubles are sparse) stay as
  // they are; their error is accepted only while it is far below the result (see below).
  const frozen = new Set<Piece>();
  let total = first.value;
  let error = first.error;
  let frozenError = 0;
  let magnitude = first.magnitude;
  while (error - frozenError > Math.max(RELATIVE_TOLERANCE * Math.abs(total), 1e-15 * magnitude)) {
    if (pieces.length >= MAX_SUBINTERVALS) return NaN;
    let worst = -1;
    for (let index = 0; index < pieces.length; index++) {
      if (!frozen.has(pieces[index]) && (worst < 0 || pieces[index].error > pieces[worst].error))
        worst = index;
    }
    if (worst < 0) break;
    const piece = pieces[worst];
    const middle = (piece.a + piece.b) / 2;
    if (!(middle > piece.a && middle < piece.b)) {
      frozen.add(piece);
      frozenError += piece.error;
      continue;
    }
    const left = kronrodPiece(f, piece.a, middle);
    const right = kronrodPiece(f, middle, piece.b);
    if (!left || !right) return NaN;
    pieces[worst] = left;
    pieces.push(right);
    total += left.value + right.value - piece.value;
    error += left.error + right.error - piece.error;
    magnitude += left.magnitude + right.magnitude - piece.magnitude;
  }
  // Where floating point stopped the refinement, a convergent integral (1/√(1−x²) at 1) has an error
  // near 1e-8 of its value, a divergent one (1/(1−x) at 1) one of its own size: only the first is a value.
  if (frozenError > FROZEN_TOLERANCE * Math.abs(total)) return NaN;
  // The running sums drift by rounding over many updates: the result is summed afresh.
  return pieces.reduce((sum, piece) => sum + piece.value, 0);
}
