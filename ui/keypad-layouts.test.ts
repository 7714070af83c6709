import { describe, expect, it } from 'vitest';
import { functionGroups, functionKey, letterRows } from './keypad-layouts';

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
  });
});
