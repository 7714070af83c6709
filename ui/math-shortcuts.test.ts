import { describe, expect, it } from 'vitest';
import { formatTree, functionNames, GREEK_LETTERS, parseLatex } from '../language';
import { calculatorLatex, calculatorShortcuts, functionCommand, isPlainMathText } from './math-shortcuts';

const valueOf = (shortcut: unknown) =>
  typeof shortcut === 'string' ? shortcut : (shortcut as { value: string }).value;

describe('calculator shortcuts', () => {
  const defaults = {
    dx: { after: 'digit', value: '\\differentialD x' },
    xx: '\\times',
    oo: { after: 'nothing', value: '\\infty' },
    log: '\\log_{#?}',
    "''": '^{\\doubleprime}',
    int: '\\int',
    xi: { after: 'nothing+digit', value: '\\xi' },
  };
  const shortcuts = calculatorShortcuts(defaults);

  it('makes every function of the language a function the language calls, argument in parentheses', () => {
    const names = functionNames().filter((name) => name !== 'sqrt' && name !== 'Gamma');
    expect(names.length).toBeGreaterThan(80);
    for (const name of names) {
      const latex = `${valueOf(shortcuts[name])}\\left(x\\right)`;
      expect(formatTree(parseLatex(latex)), name).toMatch(new RegExp(`^\\(${name} x\\)$`));
    }
    expect(shortcuts.log).toBe('\\log');
    expect(shortcuts.abs).toBe('\\operatorname{abs}');
    expect(shortcuts.normaldist).toBe('\\operatorname{normaldist}');
    expect(functionCommand('sin')).toBe('\\sin');
  });

  it('keeps only what the product has: letters stay letters', () => {
    for (const typed of ['xx', 'oo', 'ii', 'ee', 'dx', 'dy', 'dt', 'in', 'and', 'or', 'cm', 'lim', 'det'])
      expect(shortcuts, typed).not.toHaveProperty(typed);
    for (const [typed, shortcut] of Object.entries(shortcuts)) {
      const latex = valueOf(shortcut).replace(/#\?/g, '1');
      // Whatever the context, the language knows every command the table writes (primes: on a name).
      const base = latex.startsWith('^') ? 'f' : '2';
      let code: string | undefined;
      try {
        parseLatex(`y=${base}${latex}\\left(x\\right)`);
      } catch (error) {
        code = (error as { code?: string }).code;
      }
      expect(code, typed).not.toBe('unknown-command');
    }
  });

  it('types Greek letters, keeping MathLive’s rule on what may come before', () => {
    for (const name of GREEK_LETTERS.keys()) expect(valueOf(shortcuts[name])).toBe(`\\${name}`);
    expect(shortcuts.xi).toEqual(defaults.xi);
  });

  it('types differentials as letters, which the language reads inside and outside integrals', () => {
    expect(formatTree(parseLatex('\\int_{0}^{1}2dx'))).toBe('(int x 0 1 2)');
  });

  it('writes a double prime as the language reads it', () => {
    expect(formatTree(parseLatex(`f${shortcuts["''"]}\\left(x\\right)`))).toBe("(apply f'' x)");
    expect(shortcuts["''"]).toBe('^{\\prime\\prime}');
  });

  it('makes templates of int, sum, prod and the roots', () => {
    expect(shortcuts.int).toBe('\\int_{#?}^{#?}');
    expect(shortcuts.sum).toBe('\\sum_{#?}^{#?}');
    expect(shortcuts.prod).toBe('\\prod_{#?}^{#?}');
    expect(shortcuts.nthroot).toBe('\\sqrt[#?]{#?}');
    expect(formatTree(parseLatex('\\sqrt[3]{8}'))).toMatch(/^\(/);
  });

  it('stores function names as typed through the API, and tells linear text from LaTeX', () => {
    expect(calculatorLatex('y=\\operatorname{\\mathrm{abs}}\\left(x\\right)')).toBe(
      'y=\\operatorname{abs}\\left(x\\right)',
    );
    expect(isPlainMathText('y=abs(x-3)')).toBe(true);
    expect(isPlainMathText('y=\\sin x')).toBe(false);
    expect(isPlainMathText('1\n2')).toBe(false);
  });
});
