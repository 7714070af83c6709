/**
 * Nemeth Code (1972 revision) for what the calculators show. Sources, checked by the tests: the Nemeth
 * Code book's rules as taught by APH's Nemeth tutorial (nemeth.aphtech.org) and BrailleBrain
 * (braillebrain.aphtech.org/nemeth): numerals in the lower cells after the numeric indicator ⠼ at the
 * start or after a space (also after a leading minus); + ⠬, − ⠤, × ⠈⠡, · ⠡, ÷ ⠨⠌; = spaced ⠀⠨⠅⠀;
 * ( ⠷ ) ⠾; superscript ⠘ and return to the baseline ⠐; radical ⠜ … termination ⠻, index ⠣;
 * fraction ⠹ … ⠌ … ⠼; decimal point ⠨; % ⠈⠴; ! ⠯; π ⠨⠏; a function name is followed by a space.
 */
import { BLANK, letterCells } from './braille-cells';
import type { MathItem, Operator } from '../../api/basic/index';

const DIGITS = '⠴⠂⠆⠒⠲⠢⠖⠶⠦⠔';

const OPERATORS: Readonly<Record<Operator, string>> = {
  '+': '⠬',
  '-': '⠤',
  times: '⠈⠡',
  cdot: '⠡',
  div: '⠨⠌',
  '/': '⠸⠌',
  '=': `${BLANK}⠨⠅${BLANK}`,
  ',': '⠠',
  '!': '⠯',
  '%': '⠈⠴',
  '|': '⠳',
  '<': `${BLANK}⠐⠅${BLANK}`,
  '>': `${BLANK}⠨⠂${BLANK}`,
};

/** The level indicator that returns to `level`: the baseline indicator ⠐, or ⠘ repeated. */
function levelIndicator(level: number): string {
  return level === 0 ? '⠐' : '⠘'.repeat(level);
}

class NemethWriter {
  private out = '';
  /** A minus that begins the line or follows a space: the numeral after it takes the numeric indicator. */
  private leadingMinus = false;

  private atSpace(): boolean {
    return this.out.length === 0 || this.out.endsWith(BLANK);
  }

  write(items: readonly MathItem[], level: number, nested: boolean): void {
    let pendingLevel: number | undefined;
    for (const item of items) {
      const spaced = item.kind === 'operator' && OPERATORS[item.operator].startsWith(BLANK);
      if (pendingLevel !== undefined && !(spaced && pendingLevel === 0))
        this.out += levelIndicator(pendingLevel);
      pendingLevel = undefined;
      const startsLine = this.atSpace();
      this.item(item, level);
      this.leadingMinus = item.kind === 'operator' && item.operator === '-' && startsLine;
      if (item.kind === 'power' || (item.kind === 'subscript' && !isNumericSubscript(item)))
        pendingLevel = level;
    }
    // Closing symbols (parenthesis, termination indicator, fraction line) are on the level they opened on.
    if (pendingLevel !== undefined && nested) this.out += levelIndicator(pendingLevel);
  }

  private number(text: string, level: number): void {
    const numeric = level === 0 && (this.atSpace() || this.leadingMinus);
    this.out +=
      (numeric ? '⠼' : '') + [...text].map((char) => (char === '.' ? '⠨' : DIGITS[Number(char)])).join('');
  }

  private item(item: MathItem, level: number): void {
    switch (item.kind) {
      case 'number':
        return this.number(item.text, level);
      case 'letter':
        this.out += letterCells(item.name);
        return;
      case 'constant':
        this.out += item.name === 'pi' ? '⠨⠏' : letterCells('e');
        return;
      case 'answer':
        this.out += '⠁⠝⠎';
        return;
      case 'function':
        this.out += [...item.name].map(letterCells).join('');
        // log₂: a subscript to an abbreviation always takes the indicator ⠰; the space returns to the baseline.
        if (item.base) {
          this.out += '⠰';
          this.write(item.base, level, false);
        }
        this.out += BLANK;
        return;
      case 'operator':
        this.out += OPERATORS[item.operator];
        return;
      case 'power':
        this.out += '⠘'.repeat(level + 1);
        this.write(item.exponent, level + 1, false);
        return;
      case 'subscript':
        this.subscript(item.items, level);
        return;
      case 'root':
        if (item.index) {
          this.out += '⠣';
          this.write(item.index, level, true);
        }
        this.out += '⠜';
        this.write(item.body, level, true);
        this.out += '⠻';
        return;
      case 'group':
        this.out += '⠷';
        this.write(item.items, level, true);
        if (item.closed) this.out += '⠾';
        return;
      case 'braces':
        this.write(item.items, level, true);
        return;
      case 'fraction':
        this.out += '⠹';
        this.write(item.numerator, level, true);
        this.out += '⠌';
        this.write(item.denominator, level, true);
        this.out += '⠼';
        return;
      case 'raw':
        this.out += '⠿';
        return;
    }
  }

  /** A numeral subscript to a letter needs no indicator (x₁ is ⠭⠂); others take ⠰. */
  private subscript(items: readonly MathItem[], level: number): void {
    if (isNumericSubscript({ kind: 'subscript', items })) {
      this.out += [...(items[0] as { text: string }).text]
        .map((char) => DIGITS[Number(char)] ?? '⠨')
        .join('');
      return;
    }
    this.out += '⠰';
    this.write(items, level, false);
  }

  result(): string {
    return this.out;
  }
}

function isNumericSubscript(item: { kind: 'subscript'; items: readonly MathItem[] }): boolean {
  return item.items.length === 1 && item.items[0].kind === 'number';
}

export function toNemeth(items: readonly MathItem[]): string {
  // A single letter standing alone takes the English letter indicator, so it is not read as a word.
  if (items.length === 1 && items[0].kind === 'letter') return `⠰${letterCells(items[0].name)}`;
  const writer = new NemethWriter();
  writer.write(items, 0, false);
  return writer.result();
}
