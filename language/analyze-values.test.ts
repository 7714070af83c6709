/**
 * Table-driven meaning of the language: each LaTeX string is analyzed, compiled and run by the reference
 * interpreter, and compared with the same function written in plain TypeScript.
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze';
import { evaluateReference } from './evaluate-reference';
import { OPERATIONS, realPower } from './operations';

const SAMPLE_XS = [-2.5, -1, -0.3, 0, 0.7, 1, 3.2];
const DEGREE = Math.PI / 180;

function expectClose(actual: number, expected: number, context: string): void {
  if (Number.isNaN(expected) || !Number.isFinite(expected)) {
    expect(actual, context).toBe(expected);
    return;
  }
  const tolerance = 1e-12 * Math.max(1, Math.abs(expected));
  expect(Math.abs(actual - expected), `${context}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

function graph(latex: string, degreeMode = false) {
  const result = analyzeExpression(latex, { degreeMode });
  expect(result.error, latex).toBeUndefined();
  if (result.effect.kind !== 'explicit') throw new Error(`${latex}: ${result.effect.kind}, not explicit`);
  return result.effect.program;
}

function evaluate(latex: string, degreeMode = false): number {
  const result = analyzeExpression(latex, { degreeMode });
  expect(result.error, latex).toBeUndefined();
  if (result.effect.kind !== 'evaluation')
    throw new Error(`${latex}: ${result.effect.kind}, not an evaluation`);
  return evaluateReference(result.effect.program);
}

describe('evaluations (no free variables)', () => {
  it.each<[string, number]>([
    ['1.5', 1.5],
    ['.5', 0.5],
    ['2.', 2],
    ['1 + 2', 3],
    ['1-2-3', -4],
    ['2*3', 6],
    ['2\\cdot3', 6],
    ['2\\times3', 6],
    ['7\\div2', 3.5],
    ['6/3/2', 1],
    ['10-2\\cdot3', 4],
    ['2^3', 8],
    ['2^{10}', 1024],
    ['2^{3^2}', 512],
    ['{2^3}^2', 64],
    ['(2^3)^2', 64],
    ['-2^2', -4],
    ['(-2)^2', 4],
    ['2^{-1}', 0.5],
    ['--2', 2],
    ['+2', 2],
    ['2\\cdot-3', -6],
    ['\\frac{1}{2}', 0.5],
    ['\\frac12', 0.5],
    ['\\frac123', 1.5],
    ['\\frac{1}{2}+\\frac{1}{3}', 1 / 2 + 1 / 3],
    ['\\dfrac{3}{4}', 0.75],
    ['2(3+4)', 14],
    ['(1+2)(3+4)', 21],
    ['2\\ 3', 6],
    ['2\\quad 3', 6],
    ['\\sqrt{16}', 4],
    ['\\sqrt2', Math.SQRT2],
    ['\\sqrt[3]{27}', 3],
    ['\\sqrt[3]{-8}', -2],
    ['\\sqrt[4]{16}', 2],
    ['\\sqrt[2]{9}', 3],
    ['\\sqrt{-1}', NaN],
    ['(-8)^{1/3}', -2],
    ['\\pi', Math.PI],
    ['2\\pi', 2 * Math.PI],
    ['\\tau', 2 * Math.PI],
    ['e', Math.E],
    ['e^2', Math.exp(2)],
    ['\\ln e', 1],
    ['\\log 100', 2],
    ['\\log_2 8', Math.log(8) / Math.log(2)],
    ['\\log_{10}1000', Math.log(1000) / Math.log(10)],
    ['\\exp(1)', Math.E],
    ['|-3|', 3],
    ['\\left|-3\\right|', 3],
    ['||-3|-5|', 2],
    ['\\sin\\pi', Math.sin(Math.PI)],
    ['\\cos0', 1],
    ['\\sin(\\frac{\\pi}{2})', 1],
    ['\\arcsin1', Math.PI / 2],
    ['\\sin^{-1}(1)', Math.PI / 2],
    ['\\cos^{-1}(0)', Math.PI / 2],
    ['\\tan^{-1}1', Math.PI / 4],
    ['\\sinh 0', 0],
    ['\\cosh 0', 1],
    ['\\tanh 1', Math.tanh(1)],
    ['\\cot(\\frac{\\pi}{4})', 1 / Math.tan(Math.PI / 4)],
    ['\\sec 0', 1],
    ['\\csc(\\frac{\\pi}{2})', 1],
    ['1/0', Infinity],
    ['-1/0', -Infinity],
    ['0/0', NaN],
    ['\\infty', Infinity],
    ['2π', 2 * Math.PI],
  ])('%s = %d', (latex, expected) => {
    expectClose(evaluate(latex), expected, latex);
  });
});

describe('graphs of x, at sample points', () => {
  it.each<[string, (x: number) => number]>([
    ['x', (x) => x],
    ['y=x', (x) => x],
    ['2x', (x) => 2 * x],
    ['2x+1', (x) => 2 * x + 1],
    ['y=2x+1', (x) => 2 * x + 1],
    ['2x+1=y', (x) => 2 * x + 1],
    ['y=3', () => 3],
    ['x^2', (x) => x * x],
    ['-x^2', (x) => -(x * x)],
    ['(-x)^2', (x) => x * x],
    ['x^{10}', (x) => x ** 10],
    ['x^{-2}', (x) => x ** -2],
    ['x^23', (x) => 3 * x * x],
    ['2^{x+1}', (x) => 2 ** (x + 1)],
    ['2^x3', (x) => 3 * 2 ** x],
    ['e^x', Math.exp],
    ['e^{-x^2}', (x) => Math.exp(-(x * x))],
    ['xe^x', (x) => x * Math.exp(x)],
    ['ex', (x) => Math.E * x],
    ['\\pi x', (x) => Math.PI * x],
    ['2\\pi x', (x) => 2 * Math.PI * x],
    ['\\frac{1}{x}', (x) => 1 / x],
    ['\\frac{x+1}{x-1}', (x) => (x + 1) / (x - 1)],
    ['\\frac{1}{2}x', (x) => x / 2],
    ['1/2x', (x) => x / 2],
    ['x/2', (x) => x / 2],
    ['\\frac{x}{2}^2', (x) => (x / 2) ** 2],
    ['\\sqrt{x}', Math.sqrt],
    ['\\sqrt x', Math.sqrt],
    ['\\sqrt2x', (x) => Math.SQRT2 * x],
    ['\\sqrt{x^2+1}', (x) => Math.sqrt(x * x + 1)],
    ['\\sqrt[3]{x}', (x) => realPower(x, 1 / 3)],
    ['x^{1/3}', (x) => realPower(x, 1 / 3)],
    ['x^{\\frac{2}{3}}', (x) => realPower(x, 2 / 3)],
    ['\\sqrt{|x|}', (x) => Math.sqrt(Math.abs(x))],
    ['x^x', (x) => realPower(x, x)],
    ['x^{x}', (x) => realPower(x, x)],
    ['-2x', (x) => -2 * x],
    ['-x+1', (x) => -x + 1],
    ['1-x-x', (x) => 1 - x - x],
    ['x-(x-1)', () => 1],
    ['x^2-2x+1', (x) => x * x - 2 * x + 1],
    ['xx', (x) => x * x],
    ['xxx', (x) => x * x * x],
    ['x^2x', (x) => x ** 3],
    ['2x^2', (x) => 2 * x * x],
    ['x(x+1)', (x) => x * (x + 1)],
    ['(x+1)(x-1)', (x) => (x + 1) * (x - 1)],
    ['(x+1)x', (x) => (x + 1) * x],
    ['x\\cdot x', (x) => x * x],
    ['x\\times2', (x) => 2 * x],
    ['x\\div2', (x) => x / 2],
    ['\\frac{x}{2}x', (x) => (x / 2) * x],
    ['{x+1}^2', (x) => (x + 1) ** 2],
    ['\\left(x+1\\right)^2', (x) => (x + 1) ** 2],
    ['\\left(x\\right)', (x) => x],
    ['\\sin x', Math.sin],
    ['\\sin(x)', Math.sin],
    ['\\sin 2x', (x) => Math.sin(2 * x)],
    ['\\sin2x', (x) => Math.sin(2 * x)],
    ['\\sin^2 x', (x) => Math.sin(x) ** 2],
    ['\\sin^2(x)', (x) => Math.sin(x) ** 2],
    ['\\sin(x)^2', (x) => Math.sin(x) ** 2],
    ['\\sin x^2', (x) => Math.sin(x * x)],
    ['\\sin x\\cos x', (x) => Math.sin(x) * Math.cos(x)],
    ['\\sin x+1', (x) => Math.sin(x) + 1],
    ['\\sin(x)+\\cos(x)', (x) => Math.sin(x) + Math.cos(x)],
    ['3\\sin x', (x) => 3 * Math.sin(x)],
    ['3\\sin 2x', (x) => 3 * Math.sin(2 * x)],
    ['\\sin\\pi x', (x) => Math.sin(Math.PI * x)],
    ['\\sin 2\\pi x', (x) => Math.sin(2 * Math.PI * x)],
    ['\\sin(2x)(x+1)', (x) => Math.sin(2 * x) * (x + 1)],
    ['\\sin\\frac{x}{2}', (x) => Math.sin(x / 2)],
    ['\\sin -x', (x) => Math.sin(-x)],
    ['\\sin\\sin x', (x) => Math.sin(Math.sin(x))],
    ['\\cos^3 x', (x) => Math.cos(x) ** 3],
    ['\\sin\\left(x\\right)', Math.sin],
    ['\\sin^2\\left(x\\right)+\\cos^2\\left(x\\right)', (x) => Math.sin(x) ** 2 + Math.cos(x) ** 2],
    ['\\frac{\\sin x}{x}', (x) => Math.sin(x) / x],
    ['x\\sin\\frac{1}{x}', (x) => x * Math.sin(1 / x)],
    ['\\sin(1/x)', (x) => Math.sin(1 / x)],
    ['\\tan x', Math.tan],
    ['\\cot x', (x) => 1 / Math.tan(x)],
    ['\\sec x', (x) => 1 / Math.cos(x)],
    ['\\csc x', (x) => 1 / Math.sin(x)],
    ['\\arcsin x', Math.asin],
    ['\\arccos x', Math.acos],
    ['\\arctan x', Math.atan],
    ['\\sin^{-1}x', Math.asin],
    ['\\sinh x', Math.sinh],
    ['\\cosh x', Math.cosh],
    ['\\tanh x', Math.tanh],
    ['\\ln x', Math.log],
    ['\\ln|x|', (x) => Math.log(Math.abs(x))],
    ['\\log x', Math.log10],
    ['\\log_2 x', (x) => Math.log(x) / Math.log(2)],
    ['\\log_{x+4}16', (x) => Math.log(16) / Math.log(x + 4)],
    ['\\exp x', Math.exp],
    ['\\exp(x^2)', (x) => Math.exp(x * x)],
    ['|x|', Math.abs],
    ['|x-1|', (x) => Math.abs(x - 1)],
    ['|x|+|x-2|', (x) => Math.abs(x) + Math.abs(x - 2)],
    ['|x||x|', (x) => Math.abs(x) * Math.abs(x)],
    ['2|x|', (x) => 2 * Math.abs(x)],
    ['x|x|', (x) => x * Math.abs(x)],
    ['\\left|x\\right|', Math.abs],
    ['\\operatorname{abs}(x)', Math.abs],
    ['\\operatorname{sin}(x)', Math.sin],
    ['y=\\sqrt{1-x^2}', (x) => Math.sqrt(1 - x * x)],
    ['y = x^{2} - 1', (x) => x * x - 1],
  ])('%s', (latex, reference) => {
    const program = graph(latex);
    for (const x of SAMPLE_XS)
      expectClose(evaluateReference(program, { x }), reference(x), `${latex} at x=${x}`);
  });
});

describe('degree mode', () => {
  it.each<[string, number]>([
    ['\\sin 30', Math.sin(30 * DEGREE)],
    ['\\cos(60)', Math.cos(60 * DEGREE)],
    ['\\tan 45', Math.tan(45 * DEGREE)],
    ['\\cot 45', 1 / Math.tan(45 * DEGREE)],
    ['\\sin\\pi', Math.sin(Math.PI * DEGREE)],
    ['\\arcsin(0.5)', Math.asin(0.5) / DEGREE],
    ['\\sin^{-1}(1)', 90],
    ['\\arctan 1', 45],
    ['\\sinh 1', Math.sinh(1)],
    ['\\ln e', 1],
  ])('%s', (latex, expected) => {
    expectClose(evaluate(latex, true), expected, latex);
  });

  it('converts the argument of trig functions of x', () => {
    const program = graph('\\sin x+\\cos^2 x', true);
    for (const x of [0, 30, 45, 90, 180, -270]) {
      expectClose(
        evaluateReference(program, { x }),
        Math.sin(x * DEGREE) + Math.cos(x * DEGREE) ** 2,
        `at x=${x}`,
      );
    }
  });

  it('converts the result of inverse trig functions of x', () => {
    const program = graph('\\arccos x', true);
    for (const x of [-1, -0.5, 0, 0.5, 1]) {
      expectClose(evaluateReference(program, { x }), Math.acos(x) / DEGREE, `at x=${x}`);
    }
  });

  it('leaves radians alone when degree mode is off', () => {
    expectClose(evaluate('\\sin 30', false), Math.sin(30), 'radians');
  });
});

describe('every function of the registry', () => {
  const functions = OPERATIONS.filter((operation) => operation.latex.length > 0);

  it.each(functions.flatMap((operation) => operation.latex.map((command) => [command, operation] as const)))(
    '%s and its \\operatorname form call the registry reference with every argument',
    (command, operation) => {
      // Two-argument operations get a second argument that is not an integer, so none of them is trivial.
      const second = 1.7;
      const args = operation.arity === 2 ? `(x,${second})` : '(x)';
      // `\sqrt` takes its argument in braces, as in LaTeX.
      const direct = command === '\\sqrt' ? '\\sqrt{x}' : `${command}${args}`;
      for (const latex of [direct, `\\operatorname{${command.slice(1)}}${args}`]) {
        const program = graph(latex);
        for (const x of [-0.6, 0.3, 2]) {
          const expected = operation.arity === 2 ? operation.reference!(x, second) : operation.reference!(x);
          expectClose(evaluateReference(program, { x }), expected, latex);
        }
      }
    },
  );
});
