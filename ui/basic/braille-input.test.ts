import { describe, expect, it } from 'vitest';
import { brailleOf } from './braille';
import { cell, dotsOf } from './braille-cells';
import { readBraille } from './braille-input';
import { readMath, toLatex } from '../../api/basic/index';

const sameMath = (a: string, b: string) => expect(toLatex(readMath(a))).toBe(toLatex(readMath(b)));

describe('braille cells', () => {
  it('maps dots to Unicode braille and back', () => {
    expect(cell(3, 4, 5, 6)).toBe('⠼');
    expect(cell()).toBe('⠀');
    expect(dotsOf('⠬')).toEqual([3, 4, 6]);
  });
});

describe('reading typed braille back', () => {
  it.each([
    ['⠼⠆⠬⠒⠈⠡⠲', '2+3×4'],
    ['⠼⠂⠲⠨⠌⠆', '14÷2'],
    ['⠼⠆⠨⠢⠤⠂', '2.5−1'],
    ['⠜⠲⠔⠻', '√(49)'],
    ['⠷⠆⠬⠒⠾⠘⠆⠐⠬⠂', '(2+3)^(2)+1'],
    ['⠼⠆⠘⠒', '2^(3)'],
    ['⠼⠢⠴⠈⠴', '50%'],
    ['⠼⠖⠯', '6!'],
    ['⠎⠊⠝⠀⠼⠒⠴', 'sin30'],
  ])('Nemeth %s is %s', (cells, text) => {
    expect(readBraille(cells, 'nemeth')).toBe(text);
  });

  it.each([
    ['⠼⠃⠐⠖⠼⠉⠐⠦⠼⠙', '2+3×4'],
    ['⠼⠁⠚⠐⠌⠼⠑', '10÷5'],
    ['⠼⠃⠲⠑⠐⠤⠼⠁', '2.5−1'],
    ['⠰⠩⠼⠁⠋⠬', '√(16)'],
    ['⠼⠊⠔⠼⠃', '9^2'],
    ['⠼⠑⠚⠨⠴', '50%'],
    ['⠼⠃⠰⠁', '2a'],
    ['⠐⠣⠼⠃⠐⠖⠼⠉⠐⠜', '(2+3)'],
  ])('UEB %s is %s', (cells, text) => {
    expect(readBraille(cells, 'ueb')).toBe(text);
  });

  it('reads back what both codes write for every keypad symbol', () => {
    for (const text of ['7×8÷2', '(1+2)−3', '2.5+0.5', '√(9)', '50%', '5!', 'π', '2^3', 'ans+1']) {
      for (const mode of ['nemeth', 'ueb'] as const) sameMath(readBraille(brailleOf(text, mode), mode), text);
    }
  });
});
