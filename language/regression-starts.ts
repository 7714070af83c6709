/**
 * Starting values for a nonlinear regression, read off the model's tree and the data: the fitter scores
 * every combination of these candidates (linear parameters need none: they are projected out) and starts
 * Levenberg–Marquardt from the best few.
 *
 * A parameter's role decides its candidates:
 * - a rate, multiplying data (e^{−bx₁}, bx₁): magnitudes of 1/scale of the data;
 * - a frequency, a rate inside sin, cos or tan: a dense ladder from half a period over the data's range
 *   up to the sampling limit, because the sum of squares of a sine has a local minimum at every few
 *   hundredths of the true frequency (a grid of magnitudes alone lands in the wrong one);
 * - a phase, added inside a trigonometric function: quarter turns;
 * - a location, added to or subtracted from data (x₁ − a): the data's quantiles;
 * - a scale, dividing data (x₁/c): the data's magnitudes;
 * - an exponent of data (x₁^b): small powers; a base raised to data (b^{x₁}): near 1, and e^{±1/scale};
 * - anything else (a coefficient of another parameter's term, as a in c/(1+ae^{−bx₁})): magnitudes from
 *   10⁻³ to 10³ of both signs.
 */
import { OPERATIONS } from './operations';
import type { ProgramNode } from './program';
import { childrenOfProgram, readerOf, type ProgramLeaf } from './program-tree';
import type { CompiledRegression } from './regression-model';

type Role = 'rate' | 'frequency' | 'phase' | 'location' | 'scale' | 'exponent' | 'base' | 'coefficient';

const MAGNITUDES = [0.001, 0.01, 0.1, 1, 10, 100, 1000];
/** The functions of an angle (the registry's `angle: 'argument'`): their argument's parameter is a frequency. */
const TRIGONOMETRIC: ReadonlySet<string> = new Set(
  OPERATIONS.filter((operation) => operation.angle === 'argument').map((operation) => operation.name),
);
/** Frequencies tried at most (with a phase, times four, the grid stays within the fitter's limit). */
const MAX_FREQUENCIES = 400;

interface DataScale {
  /** Largest magnitude. */
  readonly magnitude: number;
  readonly range: number;
  /** Smallest gap between neighbouring distinct values. */
  readonly spacing: number;
  readonly quantiles: readonly number[];
}

function scaleOf(values: Float64Array): DataScale {
  const sorted = Float64Array.from(values).sort();
  const count = sorted.length;
  const magnitude = Math.max(Math.abs(sorted[0] ?? 0), Math.abs(sorted[count - 1] ?? 0));
  const range = (sorted[count - 1] ?? 0) - (sorted[0] ?? 0);
  let spacing = Infinity;
  for (let index = 1; index < count; index++) {
    const gap = sorted[index] - sorted[index - 1];
    if (gap > 0 && gap < spacing) spacing = gap;
  }
  const quantile = (p: number) => sorted[Math.round(p * (count - 1))];
  return { magnitude, range, spacing, quantiles: [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map(quantile) };
}

/** Candidate values for each parameter (empty for linear ones), over the rows the fit uses. */
export function candidateValues(
  compiled: CompiledRegression,
  rows: Int32Array,
  observations: Float64Array,
): number[][] {
  const scales = [...compiled.data.values()].map((column) =>
    scaleOf(Float64Array.from(rows, (row) => column[row])),
  );
  if (scales.length === 0) scales.push(scaleOf(observations));
  const roles = rolesOf(compiled);
  return compiled.parameters.map((_, index) => {
    if (compiled.linear[index]) return [];
    const values = new Set<number>();
    const add = (value: number) => {
      if (Number.isFinite(value)) values.add(Number(value.toPrecision(12)));
    };
    const found = roles[index];
    if (found.size === 0) found.add('coefficient');
    // In degree mode trigonometric arguments are degrees: frequencies and phases 180/π times larger.
    const angle = (role: Role) =>
      compiled.degreeMode && (role === 'frequency' || role === 'phase') ? 180 / Math.PI : 1;
    for (const role of found) {
      for (const scale of scales)
        candidatesFor(role, scale, rows.length).forEach((value) => add(value * angle(role)));
    }
    return [...values];
  });
}

function candidatesFor(role: Role, scale: DataScale, count: number): number[] {
  const size = scale.magnitude > 0 ? scale.magnitude : 1;
  const range = scale.range > 0 ? scale.range : size;
  switch (role) {
    case 'rate':
      return [0.03, 0.1, 0.3, 1, 3, 10].flatMap((factor) => [factor / size, -factor / size]);
    case 'frequency': {
      // ω = kπ/(2·range): from a quarter period over the range up to the sampling limit π/spacing.
      const step = Math.PI / (2 * range);
      const highest = Number.isFinite(scale.spacing) ? Math.PI / scale.spacing : step * count;
      const steps = Math.max(1, Math.min(MAX_FREQUENCIES, Math.floor(highest / step)));
      return Array.from({ length: steps }, (_, index) => (index + 1) * step);
    }
    case 'phase':
      return [0, Math.PI / 4, Math.PI / 2, (3 * Math.PI) / 4];
    case 'location':
      return scale.quantiles.flatMap((value) => [value, -value]);
    case 'scale':
      return [...scale.quantiles.filter((value) => value !== 0), size, range].flatMap((value) => [
        value,
        -value,
      ]);
    case 'exponent':
      return [-3, -2, -1, -0.5, 0.5, 1, 2, 3];
    case 'base':
      return [
        0.1,
        0.5,
        0.8,
        0.9,
        0.95,
        0.99,
        1.01,
        1.05,
        1.1,
        1.25,
        1.5,
        2,
        3,
        10,
        Math.exp(1 / size),
        Math.exp(-1 / size),
      ];
    case 'coefficient':
      return MAGNITUDES.flatMap((magnitude) => [magnitude, -magnitude]);
  }
}

/** Each parameter's roles, from the operations its leaf sits under. */
function rolesOf(compiled: CompiledRegression): Set<Role>[] {
  const parents = new Map<ProgramNode, ProgramNode[]>();
  const seen = new Set<ProgramNode>();
  const pending = [compiled.model];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const child of childrenOfProgram(node)) {
      parents.set(child, [...(parents.get(child) ?? []), node]);
      pending.push(child);
    }
  }
  const dataReaders = [...compiled.data.keys()].map((variable) =>
    readerOf({ kind: 'variable', variable } as ProgramLeaf),
  );
  const parameterReaders = compiled.parameters.map((variable) =>
    readerOf({ kind: 'variable', variable } as ProgramLeaf),
  );
  const readsData = (node: ProgramNode) => dataReaders.some((reads) => reads(node));
  const readsParameter = (node: ProgramNode) => parameterReaders.some((reads) => reads(node));
  /** Inside a trigonometric function, through any chain of parents. */
  const underTrigonometry = (node: ProgramNode): boolean => {
    const stack = [node];
    const visited = new Set<ProgramNode>();
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (visited.has(current)) continue;
      visited.add(current);
      for (const parent of parents.get(current) ?? []) {
        if (parent.kind === 'operation' && TRIGONOMETRIC.has(parent.operation)) return true;
        stack.push(parent);
      }
    }
    return false;
  };

  return compiled.parameters.map((variable) => {
    const roles = new Set<Role>();
    const leaves = [...seen].filter((node) => node.kind === 'variable' && node.variable === variable);
    for (const leaf of leaves) {
      // A negated parameter plays the same role (e^{−bx₁}).
      const uses: ProgramNode[] = [leaf];
      for (const parent of parents.get(leaf) ?? []) {
        if (parent.kind === 'operation' && parent.operation === 'NEG') uses.push(parent);
      }
      for (const use of uses) {
        for (const parent of parents.get(use) ?? []) {
          if (parent.kind !== 'operation') continue;
          const [first, second] = parent.operands;
          const sibling = first === use ? second : first;
          const pureData = sibling !== undefined && readsData(sibling) && !readsParameter(sibling);
          switch (parent.operation) {
            case 'MUL':
              if (pureData) roles.add(underTrigonometry(parent) ? 'frequency' : 'rate');
              break;
            case 'DIV':
              if (pureData) roles.add(second === use ? 'scale' : 'rate');
              break;
            case 'ADD':
            case 'SUB':
              if (sibling && readsData(sibling)) roles.add(underTrigonometry(parent) ? 'phase' : 'location');
              break;
            case 'POW':
              roles.add(second === use ? 'exponent' : 'base');
              break;
          }
        }
      }
    }
    return roles;
  });
}

/**
 * Whether ln f is simpler than f: f a product or quotient of factors, one of them a power or an exponential
 * that holds a parameter (a·b^{x₁}, a·e^{bx₁}, a·x₁^b), the others parameters or data. Log mode is then
 * offered.
 */
export function isLogLinearizable(compiled: CompiledRegression): boolean {
  const readers = compiled.parameters.map((variable) =>
    readerOf({ kind: 'variable', variable } as ProgramLeaf),
  );
  const readsParameter = (node: ProgramNode) => readers.some((reads) => reads(node));
  let exponential = false;
  const factors = [compiled.model];
  while (factors.length > 0) {
    const node = factors.pop()!;
    if (!readsParameter(node) || node.kind === 'variable') continue;
    if (node.kind !== 'operation') return false;
    if (node.operation === 'MUL' || node.operation === 'DIV') {
      factors.push(...node.operands);
    } else if (node.operation === 'POW' || node.operation === 'EXP') {
      exponential = true;
    } else {
      return false;
    }
  }
  return exponential;
}
