/**
 * Braille for the calculators' `brailleMode`: an entry and its result in Nemeth or UEB, as Unicode
 * braille that screen readers hand to refreshable displays.
 */
import { readMath, type BrailleMode } from '../../api/basic/index';
import { BLANK } from './braille-cells';
import { toNemeth } from './braille-nemeth';
import { toUeb } from './braille-ueb';

export function brailleOf(text: string, mode: Exclude<BrailleMode, 'none'>): string {
  const items = readMath(text);
  return mode === 'nemeth' ? toNemeth(items) : toUeb(items);
}

/** `expression = result` in the code: Nemeth spaces the equals sign ⠀⠨⠅⠀, UEB spaces ⠐⠶ likewise. */
export function brailleEquation(
  expression: string,
  result: string,
  mode: Exclude<BrailleMode, 'none'>,
): string {
  return brailleOf(`${expression}=${result}`, mode);
}

export { BLANK };
