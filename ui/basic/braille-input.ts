/**
 * Reading braille typed cell by cell (six-key input) back into the calculator's linear text, for
 * Nemeth or UEB: the inverse of braille-nemeth.ts and braille-ueb.ts for every key the calculators
 * offer. Multi-cell symbols start with a prefix cell (⠈ ⠨ ⠸ ⠐ ⠰), so a prefix waits for the next cell.
 * A superscript is typed as `^(` and closed by Nemeth's baseline indicator; in UEB it covers the next
 * item, as `^` does in the linear text.
 */
import type { BrailleMode } from '../../api/basic/index';
import { BLANK, LETTERS } from './braille-cells';

const LETTER_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LETTERS).map(([letter, cells]) => [cells, letter]),
);
const NEMETH_DIGIT_OF: Readonly<Record<string, string>> = Object.fromEntries(
  [...'⠴⠂⠆⠒⠲⠢⠖⠶⠦⠔'].map((cells, digit) => [cells, String(digit)]),
);
const UEB_DIGIT_OF: Readonly<Record<string, string>> = Object.fromEntries(
  [...'⠚⠁⠃⠉⠙⠑⠋⠛⠓⠊'].map((cells, digit) => [cells, String(digit)]),
);

const NEMETH_SYMBOLS: Readonly<Record<string, string>> = {
  '⠬': '+',
  '⠤': '−',
  '⠈⠡': '×',
  '⠡': '×',
  '⠨⠌': '÷',
  '⠸⠌': '/',
  '⠨⠅': '=',
  '⠷': '(',
  '⠾': ')',
  '⠜': '√(',
  '⠻': ')',
  '⠯': '!',
  '⠈⠴': '%',
  '⠨⠏': 'π',
  '⠳': '|',
  '⠠': ',',
  '⠼': '',
  '⠰': '',
};

const UEB_SYMBOLS: Readonly<Record<string, string>> = {
  '⠐⠖': '+',
  '⠐⠤': '−',
  '⠐⠦': '×',
  '⠐⠲': '×',
  '⠐⠌': '÷',
  '⠸⠌': '/',
  '⠐⠶': '=',
  '⠐⠣': '(',
  '⠐⠜': ')',
  '⠔': '^',
  '⠩': '√(',
  '⠬': ')',
  '⠣': '(',
  '⠜': ')',
  '⠷': '(',
  '⠨⠌': ')/(',
  '⠾': ')',
  '⠖': '!',
  '⠨⠴': '%',
  '⠨⠏': 'π',
  '⠸⠳': '|',
  '⠂': ',',
  '⠰⠰': '',
};

const PREFIXES: Readonly<Record<Exclude<BrailleMode, 'none'>, ReadonlySet<string>>> = {
  nemeth: new Set(['⠈', '⠨', '⠸']),
  ueb: new Set(['⠐', '⠨', '⠸', '⠰']),
};

export class BrailleReader {
  private pending = '';
  private numeric = false;
  /** Nemeth superscripts opened (`^(`) and not yet closed by the baseline indicator. */
  private openLevels = 0;

  constructor(private readonly mode: Exclude<BrailleMode, 'none'>) {}

  /** Text to insert for this cell ('' while a prefix waits for the cell that completes it). */
  read(cell: string): string {
    if (cell === BLANK) {
      const flushed = this.flush();
      this.numeric = false;
      return flushed;
    }
    const sequence = this.pending + cell;
    this.pending = '';
    return this.mode === 'nemeth' ? this.nemeth(sequence) : this.ueb(sequence);
  }

  /** Whatever a waiting prefix means on its own; a space also returns Nemeth to the baseline. */
  flush(): string {
    const waiting = this.pending;
    this.pending = '';
    if (this.mode !== 'nemeth') return '';
    const closing = ')'.repeat(this.openLevels);
    this.openLevels = 0;
    return (waiting === '⠨' ? '.' : '') + closing;
  }

  private nemeth(sequence: string): string {
    if (sequence.length === 1 && PREFIXES.nemeth.has(sequence)) {
      this.pending = sequence;
      return '';
    }
    if (sequence === '⠘') {
      this.openLevels++;
      return '^(';
    }
    if (sequence === '⠐') {
      const closing = this.openLevels > 0 ? ')' : '';
      this.openLevels = 0;
      return closing;
    }
    if (sequence in NEMETH_SYMBOLS) return NEMETH_SYMBOLS[sequence];
    // ⠨ before a digit is the decimal point.
    if (sequence.length === 2 && sequence[0] === '⠨' && sequence[1] in NEMETH_DIGIT_OF)
      return `.${NEMETH_DIGIT_OF[sequence[1]]}`;
    if (sequence in NEMETH_DIGIT_OF) return NEMETH_DIGIT_OF[sequence];
    if (sequence in LETTER_OF) return LETTER_OF[sequence];
    return sequence.length > 1 ? this.flushInto(sequence) : '';
  }

  private ueb(sequence: string): string {
    if (sequence === '⠼') {
      this.numeric = true;
      return '';
    }
    if (sequence.length === 1 && PREFIXES.ueb.has(sequence)) {
      this.pending = sequence;
      return '';
    }
    if (this.numeric && sequence in UEB_DIGIT_OF) return UEB_DIGIT_OF[sequence];
    if (this.numeric && sequence === '⠲') return '.';
    this.numeric = false;
    if (sequence in UEB_SYMBOLS) return UEB_SYMBOLS[sequence];
    // ⠰ before a letter: grade 1 (a letter, not a digit, after a numeral).
    if (sequence.length === 2 && sequence[0] === '⠰') return this.ueb(sequence[1]);
    if (sequence in LETTER_OF) return LETTER_OF[sequence];
    return sequence.length > 1 ? this.flushInto(sequence) : '';
  }

  /** An unknown prefix pair: the prefix is dropped and the second cell read on its own. */
  private flushInto(sequence: string): string {
    return this.read(sequence[sequence.length - 1]);
  }
}

/** Reads a whole string of cells (for tests and pasted braille). */
export function readBraille(cells: string, mode: Exclude<BrailleMode, 'none'>): string {
  const reader = new BrailleReader(mode);
  return [...cells].map((cell) => reader.read(cell)).join('') + reader.flush();
}
