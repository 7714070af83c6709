/**
 * The calculus half of the language: every registry operation's derivative rule against central
 * differences, textbook derivatives against their hand-derived formulas, higher derivatives, definite
 * integrals against closed forms, and the notations' edge cases (`d` as a variable, prime marks, errors).
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpressionList } from './analyze-list';
import { differentiate } from './derivative';
import { emitProgram } from './emit';
import { evaluateReference } from './evaluate-reference';
import { OPERATIONS } from './operations';
import type { EngineProgram, ProgramNode } from './program';
import { constant, OperationBudget, operate } from './values';

const SCOPES_AND_LEAVES = new Set(['CONST', 'INPUT', 'INTEGRAL', 'SUM_RANGE', 'PRODUCT_RANGE']);
const X: ProgramNode = { kind: 'input', input: 'x' };
const budget = () => new OperationBudget({ start: 0, end: 0 });

function analyze(...latex: string[]) {
  const results = analyzeExpressionList(
    latex.map((text, index) => ({ id: String(index), latex: text })),
    { degreeMode: false },
  );
  return results.get(String(latex.length - 1))!;
}

/** The value of the last entry: an evaluation's number. */
function valueOf(...latex: string[]): number {
  const entry = analyze(...latex);
  if (entry.effect.kind !== 'evaluation')
    throw new Error(`${latex.join('; ')}: ${JSON.stringify(entry.error ?? entry.effect.kind)}`);
  return entry.effect.value as number;
}

/** The last entry's one explicit program of x. */
function curveOf(...latex: string[]): EngineProgram {
  const entry = analyze(...latex);
  if (entry.effect.kind !== 'explicit')
    throw new Error(`${latex.join('; ')}: ${JSON.stringify(entry.error ?? entry.effect.kind)}`);
  return entry.effect.programs[0];
}

function expectRelative(actual: number, expected: number, tolerance: number, context: string): void {
  expect(Math.abs(actual - expected), `${context}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.max(1, Math.abs(expected)),
  );
}

/** f′(x) by Richardson-extrapolated central differences (error O(h⁴)). */
const DIFFERENCE_STEP = 1e-4;

function centralDifference(f: (x: number) => number, x: number): number {
  const h = DIFFERENCE_STEP * Math.max(1, Math.abs(x));
  const d1 = (f(x + h) - f(x - h)) / (2 * h);
  const d2 = (f(x + h / 2) - f(x - h / 2)) / h;
  return (4 * d2 - d1) / 3;
}

describe('derivative rules in the registry', () => {
  it('every operation but constants, inputs and scopes carries a derivative rule', () => {
    const lacking = OPERATIONS.filter(
      (operation) =>
        !SCOPES_AND_LEAVES.has(operation.name) && !operation.bytecodeOnly && !operation.derivative,
    );
    expect(lacking.map((operation) => operation.name)).toEqual([]);
  });

  // Each operation as a function of x, the other operands fixed (integers too: gcd, lcm and the order of
  // ψ⁽ⁿ⁾ want them). Points spread over [−6, 6] by the golden ratio; where the function is undefined near
  // the point, or bends more than a smooth function can at the difference's step (a kink or a jump within
  // reach), the point is skipped.
  const SECOND_OPERANDS = [0.7, 2.5, 2];
  const POINTS = Array.from({ length: 80 }, (_, index) => -6 + 12 * (((index + 1) * 0.6180339887498949) % 1));
  const cases = OPERATIONS.filter((operation) => operation.derivative && operation.reference).flatMap(
    (operation) => {
      if (operation.arity === 1) return [{ name: operation.name, tree: operate(operation.name, [X]) }];
      if (operation.arity === 2) {
        return SECOND_OPERANDS.flatMap((other) => [
          { name: `${operation.name}(x, ${other})`, tree: operate(operation.name, [X, constant(other)]) },
          { name: `${operation.name}(${other}, x)`, tree: operate(operation.name, [constant(other), X]) },
        ]);
      }
      const condition = operate('GREATER', [X, constant(1)]);
      const branches = [operate('SQUARE', [X]), operate('MUL', [constant(3), X])];
      return [
        { name: `${operation.name}(x>1, x², 3x)`, tree: operate(operation.name, [condition, ...branches]) },
      ];
    },
  );
  const checkedPoints = new Map<string, number>();

  it.each(cases.map((entry) => [entry.name, entry.tree] as const))(
    '%s against central differences',
    (name, tree) => {
      const f = (x: number) => evaluateReference(emitProgram(tree), { x });
      const derivative = emitProgram(differentiate(tree, { kind: 'input', input: 'x' }, budget()));
      let checked = 0;
      for (const x of POINTS) {
        const h = 1e-3 * Math.max(1, Math.abs(x));
        const values = [x - h, x - h / 2, x, x + h / 2, x + h].map(f);
        if (values.some((value) => !Number.isFinite(value) || Math.abs(value) > 1e6)) continue;
        const bend = Math.abs(values[0] - 2 * values[2] + values[4]);
        if (bend > 1e-3 * Math.max(1, Math.abs(values[2]))) continue;
        const exact = evaluateReference(derivative, { x });
        // At a point of a step function where the difference sees no jump, the rule must say 0 or undefined.
        if (!Number.isFinite(exact)) continue;
        checked++;
        expectRelative(exact, centralDifference(f, x), 1e-6, `${name} at x = ${x}`);
      }
      checkedPoints.set(name, checked);
    },
  );

  it('checked nearly every operation at many points', () => {
    const unchecked = [...checkedPoints].filter(([, count]) => count < 10).map(([name]) => name);
    // gcd and lcm of a non-integer, and ψ of a non-integer order, are undefined everywhere; the t and χ²
    // laws have no derivative by their parameter, and their quantiles are defined on [0, 1] only (checked
    // below).
    expect(
      unchecked.every((name) =>
        /^(GCD|LCM|POLYGAMMA|NCR|NPR)\(|^(TDIST|CHISQ)_(CDF\(x,|QUANTILE\()/.test(name),
      ),
      unchecked.join(', '),
    ).toBe(true);
    expect(checkedPoints.size - unchecked.length).toBeGreaterThanOrEqual(cases.length * 0.75);
  });

  it('differentiates the t and χ² quantiles in p, and nothing by the parameter', () => {
    for (const name of ['TDIST_QUANTILE', 'CHISQ_QUANTILE'] as const) {
      for (const parameter of [0.7, 3, 40]) {
        const tree = operate(name, [constant(parameter), X]);
        const f = (x: number) => evaluateReference(emitProgram(tree), { x });
        const derivative = emitProgram(differentiate(tree, { kind: 'input', input: 'x' }, budget()));
        for (const p of [0.01, 0.2, 0.45, 0.6, 0.9, 0.97]) {
          expectRelative(
            evaluateReference(derivative, { x: p }),
            centralDifference(f, p),
            1e-6,
            `${name} ${p}`,
          );
        }
      }
      const byParameter = operate(name, [X, constant(0.3)]);
      const derivative = emitProgram(differentiate(byParameter, { kind: 'input', input: 'x' }, budget()));
      expect(evaluateReference(derivative, { x: 3 })).toBeNaN();
    }
  });

  it('gives gcd and lcm no derivative where they vary', () => {
    const gcd = emitProgram(
      differentiate(operate('GCD', [X, constant(4)]), { kind: 'input', input: 'x' }, budget()),
    );
    expect(evaluateReference(gcd, { x: 6 })).toBeNaN();
  });
});

describe('textbook derivatives, exact to 1e-12', () => {
  // [function of x, its derivative written by hand]
  const TEXTBOOK: [string, string][] = [
    ['x^2', '2x'],
    ['x^5-3x^2+7', '5x^4-6x'],
    ['\\sqrt{x}', '\\frac{1}{2\\sqrt{x}}'],
    ['\\frac{1}{x}', '-\\frac{1}{x^2}'],
    ['x^{\\frac{1}{3}}', '\\frac{1}{3}x^{-\\frac{2}{3}}'],
    ['\\sin(x)', '\\cos(x)'],
    ['\\cos(x)', '-\\sin(x)'],
    ['\\tan(x)', '\\sec(x)^2'],
    ['\\cot(x)', '-\\csc(x)^2'],
    ['\\sec(x)', '\\sec(x)\\tan(x)'],
    ['\\csc(x)', '-\\csc(x)\\cot(x)'],
    ['e^x', 'e^x'],
    ['e^{3x}', '3e^{3x}'],
    ['2^x', '2^x\\ln(2)'],
    ['\\ln(x)', '\\frac{1}{x}'],
    ['\\log(x)', '\\frac{1}{x\\ln(10)}'],
    ['\\log_2(x)', '\\frac{1}{x\\ln(2)}'],
    ['\\arcsin(x)', '\\frac{1}{\\sqrt{1-x^2}}'],
    ['\\arccos(x)', '-\\frac{1}{\\sqrt{1-x^2}}'],
    ['\\arctan(x)', '\\frac{1}{1+x^2}'],
    ['\\sinh(x)', '\\cosh(x)'],
    ['\\cosh(x)', '\\sinh(x)'],
    ['\\tanh(x)', '1-\\tanh(x)^2'],
    ['\\operatorname{arcsinh}(x)', '\\frac{1}{\\sqrt{x^2+1}}'],
    ['x\\sin(x)', '\\sin(x)+x\\cos(x)'],
    ['x^2e^x', '2xe^x+x^2e^x'],
    ['\\frac{x}{x^2+1}', '\\frac{1-x^2}{(x^2+1)^2}'],
    ['\\frac{\\sin(x)}{x}', '\\frac{x\\cos(x)-\\sin(x)}{x^2}'],
    ['\\sin(x^2)', '2x\\cos(x^2)'],
    ['\\sin(\\cos(x))', '-\\cos(\\cos(x))\\sin(x)'],
    ['e^{\\sin(x)}', '\\cos(x)e^{\\sin(x)}'],
    ['\\ln(\\ln(x))', '\\frac{1}{x\\ln(x)}'],
    ['\\sqrt{1+x^2}', '\\frac{x}{\\sqrt{1+x^2}}'],
    ['(3x+1)^5', '15(3x+1)^4'],
    ['x^x', 'x^x(\\ln(x)+1)'],
    ['x^{\\sin(x)}', 'x^{\\sin(x)}\\left(\\cos(x)\\ln(x)+\\frac{\\sin(x)}{x}\\right)'],
    ['\\arctan(\\frac{1}{x})', '-\\frac{1}{1+x^2}'],
    ['\\left|x\\right|', '\\frac{x}{\\left|x\\right|}'],
    ['\\sin(x)\\cos(x)', '\\cos(x)^2-\\sin(x)^2'],
    ['\\frac{e^x-e^{-x}}{2}', '\\frac{e^x+e^{-x}}{2}'],
    ['\\operatorname{arcsec}(x)', '\\frac{1}{\\left|x\\right|\\sqrt{x^2-1}}'],
    ['\\operatorname{sech}(x)', '-\\operatorname{sech}(x)\\tanh(x)'],
  ];
  const POINTS = [0.3, 0.9, 1.7, 2.4, 3.1];

  it.each(TEXTBOOK)('d/dx %s = %s', (f, derivative) => {
    const symbolic = curveOf(`y=\\frac{d}{dx}\\left(${f}\\right)`);
    const byHand = curveOf(`y=${derivative}`);
    let checked = 0;
    for (const x of [...POINTS, ...POINTS.map((point) => -point)]) {
      const expected = evaluateReference(byHand, { x });
      if (!Number.isFinite(expected)) continue;
      checked++;
      expectRelative(evaluateReference(symbolic, { x }), expected, 1e-12, `x = ${x}`);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('differentiates through nested user functions and definitions (chain rule)', () => {
    const entries = ['f(x)=x^3', 'g(x)=\\sin(f(x))', 'h(x)=g(2x)+f(x)'];
    const program = curveOf(...entries, "y=h'(x)");
    for (const x of [-1.2, 0.4, 1.1]) {
      const expected = Math.cos(8 * x ** 3) * 24 * x ** 2 + 3 * x ** 2;
      expectRelative(evaluateReference(program, { x }), expected, 1e-12, `x = ${x}`);
    }
  });

  it('takes second and third derivatives by primes and by d²/dx²', () => {
    expect(valueOf('f(x)=x^4', "f''(2)")).toBe(48);
    expect(valueOf('f(x)=x^4', "f'''(2)")).toBe(48);
    expect(valueOf('f(x)=x^4', 'f^{\\prime\\prime\\prime}(1)')).toBe(24);
    const second = curveOf('y=\\frac{d^2}{dx^2}\\sin(x)');
    const nested = curveOf('y=\\frac{d}{dx}\\frac{d}{dx}\\frac{d}{dx}e^{2x}');
    for (const x of [0.2, 1.3]) {
      expectRelative(evaluateReference(second, { x }), -Math.sin(x), 1e-12, `sin'' at ${x}`);
      expectRelative(evaluateReference(nested, { x }), 8 * Math.exp(2 * x), 1e-12, `(e^2x)''' at ${x}`);
    }
  });

  it('differentiates by a slider, through the definitions that use it', () => {
    expect(valueOf('a=3', 'b=a^2', 'c=b+a', '\\frac{d}{da}c')).toBe(7);
    expect(valueOf('a=2', '\\frac{d}{da}(x+a^3)')).toBe(12);
  });

  it('is 0 by a variable the body does not read, and undefined at kinks', () => {
    expect(valueOf('\\frac{d}{dy}(3+\\pi)')).toBe(0);
    const absolute = curveOf('y=\\frac{d}{dx}\\left|x\\right|');
    expect(evaluateReference(absolute, { x: 0 })).toBeNaN();
    expect(evaluateReference(absolute, { x: -2 })).toBe(-1);
    const floor = curveOf('y=\\frac{d}{dx}\\lfloor x\\rfloor');
    expect(evaluateReference(floor, { x: 2 })).toBeNaN();
    expect(evaluateReference(floor, { x: 2.5 })).toBe(0);
    const piecewise = curveOf('y=\\frac{d}{dx}\\left\\{x<0:-x^2,x^3\\right\\}');
    expect(evaluateReference(piecewise, { x: -1 })).toBe(2);
    expect(evaluateReference(piecewise, { x: 2 })).toBe(12);
    const restricted = curveOf('y=\\frac{d}{dx}x^2\\left\\{0<x<1\\right\\}');
    expect(evaluateReference(restricted, { x: 0.5 })).toBe(1);
    expect(evaluateReference(restricted, { x: 2 })).toBeNaN();
  });

  it('keeps derivative programs small: shared parts and identities simplified', () => {
    expect(Array.from(curveOf('y=\\frac{d}{dx}x^2').code).length).toBeLessThanOrEqual(5);
    expect(Array.from(curveOf('y=\\frac{d}{dx}(3x+2)').code)).toEqual(Array.from(curveOf('y=3').code));
  });
});

describe('definite integrals against closed forms, within 1e-10', () => {
  const INTEGRALS: [string, number][] = [
    ['\\int_0^1x^2dx', 1 / 3],
    ['\\int_0^1\\ln x\\,dx', -1],
    ['\\int_0^1x^{-1/2}dx', 2],
    ['\\int_0^{100}\\sin x\\,dx', 1 - Math.cos(100)],
    ['\\int_{-\\infty}^{\\infty}e^{-x^2}dx', Math.sqrt(Math.PI)],
    ['\\int_1^{\\infty}x^{-2}dx', 1],
    ['\\int_0^{\\infty}e^{-x}dx', 1],
    ['\\int_{-\\infty}^{0}e^{x}dx', 1],
    ['\\int_0^{\\pi}\\sin(x)dx', 2],
    ['\\int_0^1\\frac{1}{1+x^2}dx', Math.PI / 4],
    ['\\int_{-1}^{1}\\sqrt{1-x^2}dx', Math.PI / 2],
    ['\\int_0^2(x^3-2x+1)dx', 4 - 4 + 2],
    ['\\int_1^e\\frac{1}{x}dx', 1],
    ['\\int_0^1e^xdx', Math.E - 1],
    ['\\int_0^{\\frac{\\pi}{2}}\\cos(x)^2dx', Math.PI / 4],
    ['\\int_0^1x e^{x}dx', 1],
    ['\\int_0^{\\pi}x\\sin(x)dx', Math.PI],
    ['\\int_1^2\\ln(x)dx', 2 * Math.log(2) - 1],
    ['\\int_0^1\\frac{1}{\\sqrt{x}}+1\\,dx', 3],
    ['\\int_0^{\\infty}\\frac{1}{1+x^2}dx', Math.PI / 2],
    ['\\int_{-\\infty}^{\\infty}\\frac{1}{1+x^2}dx', Math.PI],
    ['\\int_0^{\\infty}x^2e^{-x}dx', 2],
    ['\\int_0^1\\sqrt{x}\\ln(x)dx', -4 / 9],
    ['\\int_0^1\\int_0^s t\\,dt\\,ds', 1 / 6],
    ['\\int_1^0x\\,dx', -0.5],
    ['\\int_2^2\\frac{1}{x-2}dx', 0],
    ['\\int_0^{2\\pi}\\sin(x)^2\\,\\mathrm{d}x', Math.PI],
    ['\\int_{0}^{1}\\arctan(x)d x', Math.PI / 4 - Math.log(2) / 2],
    ['\\int_0^{10}\\lfloor x\\rfloor dx', 45],
    ['\\int_0^1\\int_0^1 xy\\,dx\\,dy', 0.25],
    ['\\int_0^3\\left|x-1\\right|dx', 2.5],
  ];

  it.each(INTEGRALS)('%s = %d', (latex, expected) => {
    expectRelative(valueOf(latex), expected, 1e-10, latex);
  });

  it.each([
    '\\int_0^1x^{-1}dx',
    '\\int_{-1}^{1}\\frac{1}{x}dx',
    '\\int_{-1}^{1}\\sqrt{x}dx',
    '\\int_1^{\\infty}\\frac{1}{x}dx',
    '\\int_0^{\\infty}\\sin(x)dx',
  ])('%s is undefined, not a wrong number', (latex) => {
    expect(valueOf(latex)).toBeNaN();
  });

  it('graphs an integral with a variable bound: ∫₀ˣ cos t dt is sin x', () => {
    const program = curveOf('y=\\int_0^x\\cos(t)dt');
    for (const x of [-3, -0.5, 0, 1, 2.5])
      expectRelative(evaluateReference(program, { x }), Math.sin(x), 1e-12, `x = ${x}`);
  });

  it('integrates with sliders and other functions in the bounds and body, and broadcasts lists', () => {
    expectRelative(valueOf('a=2', 'f(x)=x^2', '\\int_0^{a}f(t)dt'), 8 / 3, 1e-12, 'slider bound');
    const entry = analyze('\\int_0^{[1,2,3]}t\\,dt');
    if (entry.effect.kind !== 'evaluation') throw new Error(JSON.stringify(entry.error));
    const values = entry.effect.value as number[];
    [0.5, 2, 4.5].forEach((expected, index) =>
      expectRelative(values[index], expected, 1e-14, `item ${index}`),
    );
  });

  it('differentiates an integral by its bound (the fundamental theorem)', () => {
    const program = curveOf('y=\\frac{d}{dx}\\int_1^{x^2}\\ln(t)dt');
    for (const x of [1.5, 2, 3])
      expectRelative(evaluateReference(program, { x }), 2 * x * Math.log(x * x), 1e-12, `x = ${x}`);
  });
});

describe('notation', () => {
  it('keeps d an ordinary variable outside integrals and derivatives', () => {
    expect(valueOf('d=3', 'd^2')).toBe(9);
    expect(valueOf('d=3', 'dx=1', '2d')).toBe(6);
    expect(valueOf('d=2', '\\int_0^1 d\\cdot t\\,dt')).toBe(1);
  });

  it('sums with a bound that varies per point graph as functions', () => {
    const program = curveOf('y=\\sum_{n=1}^{x}n');
    expect(evaluateReference(program, { x: 4 })).toBe(10);
    expect(evaluateReference(program, { x: 4.4 })).toBe(10);
    expect(evaluateReference(program, { x: 0 })).toBe(0);
    const product = curveOf('y=\\prod_{k=1}^{x}k');
    expect(evaluateReference(product, { x: 5 })).toBe(120);
  });

  it.each([
    ["f(x,y)=xy\nf'(2)", 'invalid-derivative'],
    ["k=2\nk'(1)", 'invalid-derivative'],
    ['\\int_0^1x^2', 'missing-differential'],
    ['t=1\n\\int_0^t t\\,dt', 'invalid-integral'],
    ['\\frac{d}{dt}t^2', 'undefined-variable'],
  ])('%s is the error %s', (entries, code) => {
    const entry = analyze(...entries.split('\n'));
    expect(entry.error?.code, JSON.stringify(entry.error)).toBe(code);
  });
});
