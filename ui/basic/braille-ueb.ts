/**
 * Unified English Braille for what the calculators show, following the UEB Rulebook and the
 * Guidelines for Technical Material as taught by APH's UEB Math Tutorial (uebmath.aphtech.org), whose
 * examples the tests check: numerals ⠼ + a–j, decimal point ⠲; + ⠐⠖, − ⠐⠤, × ⠐⠦, · ⠐⠲, ÷ ⠐⠌;
 * = spaced ⠀⠐⠶⠀; ( ⠐⠣ ) ⠐⠜; superscript ⠔ over the next item (braille grouping ⠣ … ⠜ around a longer
 * one); radical ⠩ … ⠬; simple numeric fraction ⠼⠁⠌⠃, general fraction ⠷ … ⠨⠌ … ⠾; % ⠨⠴; ! ⠖; π ⠨⠏.
 *
 * Grade 1 mode: ⠔ ⠩ ⠷ ⠣ also mean contractions, so they must be read in grade 1 mode. The numeric
 * indicator sets that mode for the rest of the symbols-sequence; before it, one such symbol takes the
 * grade 1 symbol indicator ⠰ and two or more put the grade 1 word indicator ⠰⠰ at the sequence's start
 * (Rulebook 5.2–5.7; tutorial lessons 5.2 and 6.5). A letter a–j right after a numeral takes ⠰, so it is
 * not read as a digit (Rulebook 6.5).
 */
import { BLANK, letterCells } from './braille-cells';
import type { MathItem, Operator } from '../../api/basic/index';

const DIGITS = '⠚⠁⠃⠉⠙⠑⠋⠛⠓⠊';

const OPERATORS: Readonly<Record<Operator, string>> = {
  '+': '⠐⠖',
  '-': '⠐⠤',
  times: '⠐⠦',
  cdot: '⠐⠲',
  div: '⠐⠌',
  '/': '⠸⠌',
  '=': '⠐⠶',
  ',': '⠂',
  '!': '⠖',
  '%': '⠨⠴',
  '|': '⠸⠳',
  '<': '⠈⠣',
  '>': '⠈⠜',
};

/** Signs of comparison are spaced (a space also ends the symbols-sequence). */
const SPACED: ReadonlySet<Operator> = new Set(['=', '<', '>']);

interface Piece {
  readonly cells: string;
  /** A symbol with a grade 2 meaning that must be read in grade 1 mode. */
  readonly needsGrade1?: boolean;
  /** A one-letter variable: alone in its sequence it stands alone. */
  readonly isLetter?: boolean;
}

class UebWriter {
  private readonly sequences: Piece[][] = [[]];
  private numeric = false;
  private grade1 = false;
  private readonly needing: Piece[] = [];

  private get current(): Piece[] {
    return this.sequences[this.sequences.length - 1];
  }

  private push(cells: string, needsGrade1 = false, isLetter = false): void {
    const piece = { cells, needsGrade1, isLetter };
    if (needsGrade1 && !this.grade1) this.needing.push(piece);
    this.current.push(piece);
    this.numeric = false;
  }

  private space(): void {
    this.finishSequence();
    this.sequences.push([]);
    this.numeric = false;
    this.grade1 = false;
  }

  private finishSequence(): void {
    const sequence = this.current;
    const needing = this.needing.splice(0);
    if (needing.length >= 2) sequence.unshift({ cells: '⠰⠰' });
    else if (needing.length === 1) {
      const index = sequence.indexOf(needing[0]);
      sequence.splice(index, 1, { cells: `⠰${needing[0].cells}` });
    }
    // A lone letter a sequence is made of stands alone: ⠰ keeps it from reading as a wordsign.
    if (sequence.length === 1 && sequence[0].isLetter) sequence[0] = { cells: `⠰${sequence[0].cells}` };
  }

  private letters(text: string, isLetter = false): void {
    const first = text[0].toLowerCase();
    const afterNumeral = this.numeric && first >= 'a' && first <= 'j';
    this.push(
      (afterNumeral ? '⠰' : '') + [...text].map(letterCells).join(''),
      false,
      isLetter && !afterNumeral,
    );
  }

  write(items: readonly MathItem[]): void {
    for (const item of items) this.item(item);
  }

  private number(text: string): void {
    const cells = [...text].map((char) => (char === '.' ? '⠲' : DIGITS[Number(char)])).join('');
    this.push(`⠼${cells}`);
    this.numeric = true;
    this.grade1 = true;
  }

  /** The item after ⠔: one item as it is, anything longer in braille grouping indicators. */
  private superscriptItem(items: readonly MathItem[]): void {
    const signed = items[0]?.kind === 'operator' && (items[0].operator === '-' || items[0].operator === '+');
    const rest = signed ? items.slice(1) : items;
    if (rest.length === 1) {
      this.write(items);
      return;
    }
    this.push('⠣', true);
    this.write(items);
    this.push('⠜');
  }

  private item(item: MathItem): void {
    switch (item.kind) {
      case 'number':
        return this.number(item.text);
      case 'letter':
        this.letters(item.name, true);
        return;
      case 'constant':
        if (item.name === 'pi') this.push('⠨⠏');
        else this.letters('e');
        return;
      case 'answer':
        return this.letters('ans');
      case 'function':
        this.letters(item.name);
        if (item.base) {
          this.push('⠢', true);
          this.superscriptItem(item.base);
        }
        return;
      case 'operator':
        if (SPACED.has(item.operator)) {
          this.space();
          this.push(OPERATORS[item.operator]);
          this.space();
        } else this.push(OPERATORS[item.operator]);
        return;
      case 'power':
        this.push('⠔', true);
        this.superscriptItem(item.exponent);
        return;
      case 'subscript':
        this.push('⠢', true);
        this.superscriptItem(item.items);
        return;
      case 'root':
        this.push('⠩', true);
        if (item.index) {
          this.push('⠔', true);
          this.superscriptItem(item.index);
        }
        this.write(item.body);
        this.push('⠬');
        return;
      case 'group':
        this.push('⠐⠣');
        this.write(item.items);
        if (item.closed) this.push('⠐⠜');
        return;
      case 'braces':
        return this.write(item.items);
      case 'fraction':
        return this.fraction(item.numerator, item.denominator);
      case 'raw':
        this.push('⠿');
        return;
    }
  }

  private fraction(numerator: readonly MathItem[], denominator: readonly MathItem[]): void {
    const digitsOnly = (items: readonly MathItem[]) =>
      items.length === 1 && items[0].kind === 'number' && !items[0].text.includes('.');
    if (digitsOnly(numerator) && digitsOnly(denominator)) {
      const digits = (items: readonly MathItem[]) =>
        [...(items[0] as { text: string }).text].map((char) => DIGITS[Number(char)]).join('');
      this.push(`⠼${digits(numerator)}⠌${digits(denominator)}`);
      this.numeric = true;
      this.grade1 = true;
      return;
    }
    this.push('⠷', true);
    this.write(numerator);
    this.push('⠨⠌');
    this.write(denominator);
    this.push('⠾');
  }

  result(): string {
    this.finishSequence();
    return this.sequences.map((sequence) => sequence.map((piece) => piece.cells).join('')).join(BLANK);
  }
}

export function toUeb(items: readonly MathItem[]): string {
  const writer = new UebWriter();
  writer.write(items);
  return writer.result();
}
