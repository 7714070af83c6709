/**
 * What a row draws, in words a screen reader can say (issue 25): the row's LaTeX is parsed with the
 * calculator's own language and, where it is a polynomial in x and y of degree two or less (or y equal to
 * one in x), read exactly from its coefficients: a line's slope and intercept, a parabola's vertex and
 * roots, a circle's center and radius. Everything else is named by its form (a function of x, a
 * parametric or polar curve, an implicit curve, a point or list of points) without numbers it would have
 * to guess. Coefficients are found by exact arithmetic on the tree, not by sampling. It lives in api/,
 * where the language already is, and reaches ui/descriptions through the bridge (`readShape`): the UI
 * does not carry the parser (its size share, test/ui-size.browser.test.ts).
 */
import { parseLatex } from '../../language/index';
import type { ExpressionNode } from '../../language/ast';

export type Shape =
  | { kind: 'point'; x: number; y: number }
  | { kind: 'points'; count: number }
  | { kind: 'horizontalLine'; y: number }
  | { kind: 'verticalLine'; x: number }
  | { kind: 'line'; slope: number; intercept: number }
  | { kind: 'parabola'; upward: boolean; vertexX: number; vertexY: number; roots: number[] }
  | { kind: 'circle'; centerX: number; centerY: number; radius: number }
  | { kind: 'polynomial'; degree: number }
  | { kind: 'function' | 'parametric' | 'polar' | 'implicit' | 'inequality' | 'other' };

/** A polynomial in x and y: coefficient by `x power * 8 + y power`, powers up to 7. */
type Polynomial = Map<number, number>;

const CONSTANTS: Readonly<Record<string, number>> = {
  '\\pi': Math.PI,
  pi: Math.PI,
  e: Math.E,
  '\\tau': 2 * Math.PI,
};

function combine(a: Polynomial, b: Polynomial, sign: number): Polynomial {
  const sum = new Map(a);
  for (const [key, value] of b) sum.set(key, (sum.get(key) ?? 0) + sign * value);
  return sum;
}

function multiply(a: Polynomial, b: Polynomial): Polynomial | undefined {
  const product: Polynomial = new Map();
  for (const [keyA, valueA] of a)
    for (const [keyB, valueB] of b) {
      const powerX = (keyA >> 3) + (keyB >> 3);
      const powerY = (keyA & 7) + (keyB & 7);
      if (powerX > 7 || powerY > 7) return undefined;
      const key = powerX * 8 + powerY;
      product.set(key, (product.get(key) ?? 0) + valueA * valueB);
    }
  return product;
}

/** The tree as a polynomial in x and y, or undefined when it is not one (or names other variables). */
function polynomialOf(node: ExpressionNode): Polynomial | undefined {
  switch (node.type) {
    case 'number':
      return new Map([[0, node.value]]);
    case 'identifier':
      if (node.name === 'x') return new Map([[8, 1]]);
      if (node.name === 'y') return new Map([[1, 1]]);
      return node.name in CONSTANTS ? new Map([[0, CONSTANTS[node.name]]]) : undefined;
    case 'negate': {
      const operand = polynomialOf(node.operand);
      return operand && combine(new Map(), operand, -1);
    }
    case 'binary': {
      const left = polynomialOf(node.left);
      const right = polynomialOf(node.right);
      if (!left || !right) return undefined;
      if (node.operator === '+' || node.operator === '-')
        return combine(left, right, node.operator === '+' ? 1 : -1);
      if (node.operator === '*') return multiply(left, right);
      const divisor = right.size === 1 ? right.get(0) : undefined;
      if (node.operator === '/') return divisor ? combine(new Map(), left, 1 / divisor) : undefined;
      // `^`: a whole power from 0 to 7.
      if (divisor === undefined || !Number.isInteger(divisor) || divisor < 0 || divisor > 7) return undefined;
      let power: Polynomial | undefined = new Map([[0, 1]]);
      for (let count = 0; count < divisor && power; count++) power = multiply(power, left);
      return power;
    }
    default:
      return undefined;
  }
}

const coefficient = (polynomial: Polynomial, powerX: number, powerY: number) =>
  polynomial.get(powerX * 8 + powerY) ?? 0;

function degreeOf(polynomial: Polynomial): number {
  let degree = 0;
  for (const [key, value] of polynomial) if (value !== 0) degree = Math.max(degree, (key >> 3) + (key & 7));
  return degree;
}

function mentions(node: unknown, name: string): boolean {
  if (!node || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  if (record.type === 'identifier' && record.name === name) return true;
  return Object.values(record).some((value) =>
    Array.isArray(value) ? value.some((item) => mentions(item, name)) : mentions(value, name),
  );
}

/** `P(x, y) = 0` read as a line, parabola in x, or circle; undefined when it is none of them. */
function shapeOfPolynomial(polynomial: Polynomial): Shape | undefined {
  const degree = degreeOf(polynomial);
  const yTerms = [...polynomial].filter(([key, value]) => value !== 0 && (key & 7) > 0);
  const linearY = coefficient(polynomial, 0, 1);
  // y appears only as c·y: y is a polynomial in x.
  if (yTerms.length === 1 && linearY !== 0) {
    const inX = (power: number) => -coefficient(polynomial, power, 0) / linearY;
    const degreeInX = degree;
    if (degreeInX === 1 && inX(1) === 0) return { kind: 'horizontalLine', y: inX(0) };
    if (degreeInX === 1) return { kind: 'line', slope: inX(1), intercept: inX(0) };
    if (degreeInX === 2) {
      const [a, b, c] = [inX(2), inX(1), inX(0)];
      const vertexX = -b / (2 * a) + 0; // + 0: no −0 to say
      const discriminant = b * b - 4 * a * c;
      const roots =
        discriminant < 0
          ? []
          : discriminant === 0
            ? [vertexX]
            : [(-b - Math.sqrt(discriminant)) / (2 * a), (-b + Math.sqrt(discriminant)) / (2 * a)].sort(
                (p, q) => p - q,
              );
      return { kind: 'parabola', upward: a > 0, vertexX, vertexY: c - (b * b) / (4 * a), roots };
    }
    return { kind: 'polynomial', degree: degreeInX };
  }
  if (yTerms.length === 0 && degree === 1) {
    return { kind: 'verticalLine', x: -coefficient(polynomial, 0, 0) / coefficient(polynomial, 1, 0) };
  }
  const a = coefficient(polynomial, 2, 0);
  if (degree === 2 && a !== 0 && a === coefficient(polynomial, 0, 2) && coefficient(polynomial, 1, 1) === 0) {
    const centerX = -coefficient(polynomial, 1, 0) / (2 * a) + 0;
    const centerY = -coefficient(polynomial, 0, 1) / (2 * a) + 0;
    const squared = centerX * centerX + centerY * centerY - coefficient(polynomial, 0, 0) / a;
    if (squared > 0) return { kind: 'circle', centerX, centerY, radius: Math.sqrt(squared) };
  }
  return undefined;
}

/** The shape a row's LaTeX draws; `other` for what cannot be read (errors included). */
export function classifyLatex(latex: string): Shape {
  let statement;
  try {
    statement = parseLatex(latex);
  } catch {
    return { kind: 'other' };
  }
  if (statement.type === 'expression') {
    const expression = statement.expression;
    if (expression.type === 'comparison') return { kind: 'inequality' };
    if (expression.type === 'tuple' && expression.elements.length === 2) {
      if (mentions(expression, 't')) return { kind: 'parametric' };
      const [x, y] = expression.elements.map(polynomialOf);
      const xValue = x?.size === 1 ? x.get(0) : undefined;
      const yValue = y?.size === 1 ? y.get(0) : undefined;
      return xValue !== undefined && yValue !== undefined
        ? { kind: 'point', x: xValue, y: yValue }
        : { kind: 'other' };
    }
    if (expression.type === 'list' && expression.elements.every((element) => element.type === 'tuple'))
      return { kind: 'points', count: expression.elements.length };
    return { kind: 'other' };
  }
  if (statement.type !== 'equation') return { kind: 'other' };
  const { left, right } = statement;
  if (left.type === 'identifier' && left.name === 'r') return { kind: 'polar' };
  const polynomial = [polynomialOf(left), polynomialOf(right)];
  if (polynomial[0] && polynomial[1]) {
    const shape = shapeOfPolynomial(combine(polynomial[0], polynomial[1], -1));
    if (shape) return shape;
  }
  if (left.type === 'identifier' && left.name === 'y' && !mentions(right, 'y')) return { kind: 'function' };
  return mentions(statement, 'x') || mentions(statement, 'y') ? { kind: 'implicit' } : { kind: 'other' };
}
