/**
 * Solving an equation F(x,y)=0 that is linear or quadratic in y (or else in x): its solution set is then a
 * few explicit curves, which the adaptive explicit sampler draws exactly, instead of an implicit curve.
 * `x^2+y^2=1` becomes y = ±√(1−x²); `xy=1` becomes y = 1/x; `y^2=x` becomes y = ±√x.
 *
 * F is read as a polynomial A·v² + B·v + C in the variable v, with coefficients free of v, by expanding
 * its operation tree; anything else (v inside sin, v in a denominator, degree above 2) is not solved.
 */
import type { ProgramNode } from './program';
import { replaceLeaves } from './program-tree';
import { constant, inputsOf, isConstant, operate } from './values';

type Coefficients = ProgramNode[];
type InputName = 'x' | 'y';

const ZERO = constant(0);

function at(coefficients: Coefficients, index: number): ProgramNode {
  return coefficients[index] ?? ZERO;
}

function add(a: Coefficients, b: Coefficients, operation: 'ADD' | 'SUB'): Coefficients {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, index) =>
    operate(operation, [at(a, index), at(b, index)]),
  );
}

function multiply(a: Coefficients, b: Coefficients): Coefficients | undefined {
  if (a.length + b.length - 1 > 3) return undefined;
  const product: ProgramNode[] = [];
  a.forEach((left, i) =>
    b.forEach((right, j) => {
      const term = operate('MUL', [left, right]);
      product[i + j] = product[i + j] ? operate('ADD', [product[i + j], term]) : term;
    }),
  );
  return product;
}

/** F as coefficients [C, B, A] in the variable, or undefined when F is not such a polynomial. */
export function polynomialIn(node: ProgramNode, variable: InputName): Coefficients | undefined {
  if (!inputsOf([node]).has(variable)) return [node];
  if (node.kind === 'input') return [ZERO, constant(1)];
  if (node.kind !== 'operation') return undefined;
  const operands = node.operands;
  switch (node.operation) {
    case 'ADD':
    case 'SUB': {
      const [left, right] = operands.map((operand) => polynomialIn(operand, variable));
      return left && right ? add(left, right, node.operation) : undefined;
    }
    case 'NEG': {
      const inner = polynomialIn(operands[0], variable);
      return inner?.map((coefficient) => operate('NEG', [coefficient]));
    }
    case 'MUL': {
      const [left, right] = operands.map((operand) => polynomialIn(operand, variable));
      return left && right ? multiply(left, right) : undefined;
    }
    case 'SQUARE': {
      const inner = polynomialIn(operands[0], variable);
      return inner ? multiply(inner, inner) : undefined;
    }
    case 'DIV': {
      if (inputsOf([operands[1]]).has(variable)) return undefined;
      const numerator = polynomialIn(operands[0], variable);
      return numerator?.map((coefficient) => operate('DIV', [coefficient, operands[1]]));
    }
    case 'POW': {
      const exponent = operands[1];
      if (!isConstant(exponent) || ![1, 2].includes(exponent.value)) return undefined;
      const base = polynomialIn(operands[0], variable);
      return base && exponent.value === 2 ? multiply(base, base) : base;
    }
    default:
      return undefined;
  }
}

/** Replaces one input by another (the solutions in x read y, which the sampler supplies in the x slot). */
function renameInput(node: ProgramNode, from: InputName, to: InputName): ProgramNode {
  const renamed: ProgramNode = { kind: 'input', input: to };
  return replaceLeaves(
    node,
    (leaf) => (leaf.kind === 'input' && leaf.input === from ? renamed : undefined),
    (original, children) =>
      original.kind === 'scope'
        ? { ...original, operands: [children[0], children[1]], body: children[2] }
        : { ...(original as Extract<ProgramNode, { kind: 'operation' }>), operands: children },
  );
}

export interface Solutions {
  /** The variable solved for: the curves are dependent = f(other), read from input slot x. */
  readonly dependent: InputName;
  readonly branches: readonly ProgramNode[];
}

/** Solves F=0 for y, else for x, when F is linear or quadratic in it with a coefficient that is not 0. */
export function solveForExplicitBranches(difference: ProgramNode): Solutions | undefined {
  for (const dependent of ['y', 'x'] as const) {
    const coefficients = polynomialIn(difference, dependent);
    if (!coefficients || coefficients.length < 2) continue;
    const [c, b, a] = [at(coefficients, 0), at(coefficients, 1), at(coefficients, 2)];
    const other: InputName = dependent === 'y' ? 'x' : 'y';
    const rename = (node: ProgramNode) => (dependent === 'y' ? node : renameInput(node, other, 'x'));
    if (isConstant(a, 0) || isConstant(a, -0)) {
      if (isConstant(b, 0) || isConstant(b, -0)) continue;
      return { dependent, branches: [rename(operate('NEG', [operate('DIV', [c, b])]))] };
    }
    // y = (−B ± √(B² − 4AC)) / 2A
    const discriminant = operate('SUB', [
      operate('SQUARE', [b]),
      operate('MUL', [constant(4), operate('MUL', [a, c])]),
    ]);
    const root = operate('SQRT', [discriminant]);
    const denominator = operate('MUL', [constant(2), a]);
    const negativeB = operate('NEG', [b]);
    const branches = [
      operate('DIV', [operate('ADD', [negativeB, root]), denominator]),
      operate('DIV', [operate('SUB', [negativeB, root]), denominator]),
    ];
    return { dependent, branches: branches.map(rename) };
  }
  return undefined;
}
