import { describe, expect, it } from 'vitest';
import { formatTree, parseLatex } from '../language';
import { functionGroups, functionKey, letterRows } from './keypad-layouts';

/** `template` with its slots (`#0`, `#?`) filled in order, as a person fills them. */
const fill = (template: string, ...slots: string[]) => {
  let slot = 0;
  return template.replace(/#[0?]/g, () => slots[slot++]);
};

describe('keypad layouts', () => {
  it('orders letters as QWERTY or alphabetically, 26 each', () => {
    const qwerty = letterRows(true)
      .flat()
      .map((key) => key.label)
      .join('');
    const alphabetical = letterRows(false)
      .flat()
      .map((key) => key.label)
      .join('');
    expect(qwerty.startsWith('qwertyuiop')).toBe(true);
    expect(alphabetical).toBe('abcdefghijklmnopqrstuvwxyz');
    expect([...qwerty].sort().join('')).toBe(alphabetical);
  });

  it('trims the functions menu when restricted', () => {
    const all = functionGroups(false).flatMap((group) => group.names);
    const restricted = functionGroups(true).flatMap((group) => group.names);
    expect(all).toContain('median');
    expect(restricted).not.toContain('median');
    expect(restricted).toContain('sin');
    expect(restricted.length).toBeLessThan(all.length);
  });

  it('writes functions the way the parser reads them', () => {
    expect(functionKey('sin').insert).toBe('\\sin\\left(#0\\right)');
    expect(functionKey('mean').insert).toBe('\\operatorname{mean}\\left(#0\\right)');
    for (const name of functionGroups(false).flatMap((group) => group.names)) {
      if (['derivative', 'integral', 'sum', 'product'].includes(name)) continue;
      const latex = fill(functionKey(name).insert!, '[1,2,3]');
      expect(formatTree(parseLatex(latex)), name).toMatch(new RegExp(`^\\(${name} `));
    }
  });

  it('offers calculus templates the language reads once their slots are filled', () => {
    const calculus = functionGroups(false).find((group) => group.titleId === 'ui.functionsCalculus');
    expect(calculus?.names).toEqual(['derivative', 'integral', 'sum', 'product']);
    const template = (name: string) => functionKey(name).insert!;
    expect(formatTree(parseLatex(fill(template('derivative'), 'x^2')))).toMatch(/^\(d\/dx /);
    expect(formatTree(parseLatex(fill(template('integral'), '0', '1', 'x^2', 'x')))).toMatch(/^\(int x 0 1 /);
    expect(formatTree(parseLatex(fill(template('sum'), '1', '10', 'n^2')))).toMatch(/^\(sum n 1 10 /);
    expect(formatTree(parseLatex(fill(template('product'), '1', '5', 'n')))).toMatch(/^\(product n 1 5 /);
    expect(functionGroups(true).flatMap((group) => group.names)).not.toContain('integral');
  });
});
