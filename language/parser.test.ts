import { describe, expect, it } from 'vitest';
import { formatTree, type ExpressionNode, type StatementNode } from './ast';
import { parseLatex } from './parser';

function tree(latex: string): string {
  return formatTree(parseLatex(latex));
}

function expressionOf(statement: StatementNode): ExpressionNode {
  if (statement.type !== 'expression') throw new Error(`not an expression: ${statement.type}`);
  return statement.expression;
}

describe('parseLatex: precedence and associativity', () => {
  it.each([
    ['1+2\\cdot3', '(+ 1 (* 2 3))'],
    ['1\\cdot2+3', '(+ (* 1 2) 3)'],
    ['1-2-3', '(- (- 1 2) 3)'],
    ['8/4/2', '(/ (/ 8 4) 2)'],
    ['2\\times3\\div4', '(/ (* 2 3) 4)'],
    ['1+2^3', '(+ 1 (^ 2 3))'],
    ['-x^2', '(- (^ x 2))'],
    ['-x+1', '(+ (- x) 1)'],
    ['1--x', '(- 1 (- x))'],
    ['2\\cdot-3', '(* 2 (- 3))'],
    ['+x', 'x'],
    ['2^{x+1}', '(^ 2 (+ x 1))'],
    ['2^{3^2}', '(^ 2 (^ 3 2))'],
    ['{x^2}^3', '(^ (^ x 2) 3)'],
    ['(x+1)^2', '(^ (+ x 1) 2)'],
    ['x^23', '(* (^ x 2) 3)'],
    ['x^{23}', '(^ x 23)'],
    ['x^\\pi', '(^ x \\pi)'],
    ['\\frac12', '(/ 1 2)'],
    ['\\frac123', '(* (/ 1 2) 3)'],
    ['\\frac{x+1}{2}', '(/ (+ x 1) 2)'],
    ['\\frac\\pi2', '(/ \\pi 2)'],
    ['\\sqrt x', '(sqrt x)'],
    ['\\sqrt2x', '(* (sqrt 2) x)'],
    ['\\sqrt[3]{x}', '(sqrt x 3)'],
    ['y=x^2', '(= y (^ x 2))'],
    ['', ''],
  ])('%s', (latex, expected) => {
    expect(tree(latex)).toBe(expected);
  });
});

describe('parseLatex: implicit multiplication', () => {
  it.each([
    ['2x', '(* 2 x)'],
    ['2\\pi x', '(* (* 2 \\pi) x)'],
    ['xy', '(* x y)'],
    ['ln(x)', '(* l (apply n x))'],
    ['x(x+1)', '(apply x (+ x 1))'],
    ['(x+1)(x-1)', '(* (+ x 1) (- x 1))'],
    ['3\\sin x', '(* 3 (sin x))'],
    ['2x^2', '(* 2 (^ x 2))'],
    ['-2x', '(* (- 2) x)'],
    ['1/2x', '(* (/ 1 2) x)'],
    ['\\frac{1}{2}x', '(* (/ 1 2) x)'],
    ['a_1b', '(* a_{1} b)'],
    ['2 3', '(* 2 3)'],
    ['x\\left(x\\right)', '(apply x x)'],
  ])('%s', (latex, expected) => {
    expect(tree(latex)).toBe(expected);
  });
});

describe('parseLatex: functions', () => {
  it.each([
    ['\\sin(x)', '(sin x)'],
    ['\\sin x', '(sin x)'],
    ['\\sin 2x', '(sin (* 2 x))'],
    ['\\sin x y', '(sin (* x y))'],
    ['\\sin x^2', '(sin (^ x 2))'],
    ['\\sin -x', '(sin (- x))'],
    ['\\sin\\pi x', '(sin (* \\pi x))'],
    ['\\sin x\\cos x', '(* (sin x) (cos x))'],
    ['\\sin x+1', '(+ (sin x) 1)'],
    ['\\sin x\\cdot y', '(* (sin x) y)'],
    ['\\sin(x)y', '(* (sin x) y)'],
    ['\\sin(x)^2', '(^ (sin x) 2)'],
    ['\\sin^2 x', '(^ (sin x) 2)'],
    ['\\sin^2(x)', '(^ (sin x) 2)'],
    ['\\sin^{-1}x', '(arcsin x)'],
    ['\\cos^{-1}(x)', '(arccos x)'],
    ['\\sin\\sin x', '(sin (sin x))'],
    ['\\sin\\frac{x}{2}', '(sin (/ x 2))'],
    ['\\sin\\left(x\\right)', '(sin x)'],
    ['\\log_2 x', '(log x 2)'],
    ['\\log_{10}(x)', '(log x 10)'],
    ['\\ln^2 x', '(^ (ln x) 2)'],
    ['\\operatorname{abs}(x)', '(abs x)'],
    ['\\operatorname{sin}x', '(sin x)'],
    // As MathLive writes a name it sets upright; and its spelling of typed braces.
    ['\\operatorname{\\mathrm{abs}}\\left(x\\right)', '(abs x)'],
    ['y=\\left\\lbrace x<0:-x,x\\right\\rbrace', '(= y (piecewise [(x < 0) (- x)] x))'],
    ['\\arctan x', '(arctan x)'],
  ])('%s', (latex, expected) => {
    expect(tree(latex)).toBe(expected);
  });
});

describe('parseLatex: absolute values and identifiers', () => {
  it.each([
    ['|x|', '(abs x)'],
    ['|x||y|', '(* (abs x) (abs y))'],
    ['||x|-1|', '(abs (- (abs x) 1))'],
    ['2|x|', '(* 2 (abs x))'],
    ['|(|x|)|', '(abs (abs x))'],
    ['\\left|x\\right|', '(abs x)'],
    ['\\left|\\left|x\\right|-1\\right|', '(abs (- (abs x) 1))'],
    ['\\alpha', '\\alpha'],
    ['\\alpha_{12}', '\\alpha_{12}'],
    ['a_{b2}', 'a_{b2}'],
    ['x_1', 'x_{1}'],
    ['\\infty', 'Infinity'],
  ])('%s', (latex, expected) => {
    expect(tree(latex)).toBe(expected);
  });
});

describe('parseLatex: spans', () => {
  it('spans a fraction from its command to its closing brace', () => {
    expect(expressionOf(parseLatex('1+\\frac{1}{2}'))).toMatchObject({
      type: 'binary',
      operator: '+',
      start: 0,
      end: 13,
      right: { type: 'binary', operator: '/', start: 2, end: 13 },
    });
  });

  it('spans a subscripted identifier whole', () => {
    expect(expressionOf(parseLatex('2a_{12}'))).toMatchObject({
      right: { type: 'identifier', name: 'a_{12}', start: 1, end: 7 },
    });
  });

  it('spans a function call through its closing parenthesis', () => {
    expect(expressionOf(parseLatex('\\sin(x)+1'))).toMatchObject({
      left: {
        type: 'call',
        name: 'sin',
        start: 0,
        end: 7,
        arguments: [{ type: 'identifier', start: 5, end: 6 }],
      },
    });
  });

  it('spans an equation from side to side', () => {
    expect(parseLatex(' y = x ')).toMatchObject({ type: 'equation', start: 1, end: 6 });
  });

  it('marks implicit multiplication', () => {
    expect(expressionOf(parseLatex('2x'))).toMatchObject({ implicit: true });
    expect(expressionOf(parseLatex('2*x'))).toMatchObject({ implicit: false });
  });
});
