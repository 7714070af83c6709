/**
 * Braille in the graphing calculator (issue 25), with the basic calculators' tables (ui/basic): the
 * constructor option `brailleMode` ('nemeth' or 'ueb'; 'none', the default, turns braille off, as for the
 * basic calculators) gives every math row an `aria-braillelabel`, its LaTeX in that code, which screen
 * readers send to a refreshable display; `sixKeyInput: true` (only with a braille mode, the spec's rule)
 * makes the home-row keys F D S J K L dots 1–6 in a focused math row, chorded as on a Perkins brailler.
 * Chords typed into a row are read into linear text (`BrailleReader`), made LaTeX with the basic
 * calculators' reader (`y=x^(2)` → `y=x^{2}`) and appended to what the row held when they began, so
 * a row is edited by braille as by typing: one `input` event per cell, one undo step per row.
 */
import { readMath, toLatex, type BrailleMode } from '../api/basic/index';
import { attachSixKeyInput, BrailleReader, brailleOf } from './basic/index';

export type RowBrailleMode = Exclude<BrailleMode, 'none'>;

/** The `brailleMode` option, when it asks for braille. */
export function brailleModeOf(options: Readonly<Record<string, unknown>>): RowBrailleMode | undefined {
  const mode = options.brailleMode;
  return mode === 'nemeth' || mode === 'ueb' ? mode : undefined;
}

/** A row's LaTeX in braille; '' for what the basic calculators' reader does not know (`\left\{`, lists). */
export function brailleOfLatex(latex: string, mode: RowBrailleMode): string {
  try {
    return latex.trim() === '' ? '' : brailleOf(latex, mode);
  } catch {
    return '';
  }
}

/** Six-key input in whichever math row of `list` has the focus; returns the detach. */
export function attachSixKeyRows(list: HTMLElement, mode: RowBrailleMode): () => void {
  let attached: { field: Element; detach(): void } | undefined;
  const onFocus = (event: FocusEvent) => {
    const field = (event.target as Element).closest?.('.calc-ui-row math-field') as
      (HTMLElement & { value: string }) | null;
    if (!field || attached?.field === field) return;
    attached?.detach();
    let reader = new BrailleReader(mode);
    let base = '';
    let typed = '';
    let shown: string | undefined;
    const input = attachSixKeyInput(field, (cell) => {
      // Edited some other way since the last chord: braille goes on after what the row holds now.
      if (field.value !== shown) {
        base = field.value;
        typed = '';
        reader = new BrailleReader(mode);
      }
      typed += reader.read(cell);
      const unclosed = typed.split('(').length - typed.split(')').length;
      let latex: string;
      try {
        latex = toLatex(readMath(typed + ')'.repeat(Math.max(0, unclosed))));
      } catch {
        return; // half a symbol (a prefix cell waits for the next one)
      }
      field.value = base + latex;
      shown = field.value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    attached = { field, detach: () => input.detach() };
  };
  list.addEventListener('focusin', onFocus);
  return () => {
    list.removeEventListener('focusin', onFocus);
    attached?.detach();
  };
}
