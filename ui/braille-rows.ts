/**
 * Braille in the graphing calculator (issue 25), with the basic calculators' tables (ui/basic): the
 * setting `brailleMode` ('nemeth' or 'ueb'; 'none', the default, turns braille off, as for the basic
 * calculators) gives every math row an `aria-braillelabel`, its LaTeX in that code, which screen
 * readers send to a refreshable display; `sixKeyInput: true` (only with a braille mode, the spec's rule,
 * kept by api/model/graph-settings.ts) makes the home-row keys F D S J K L dots 1–6 in a focused math
 * row, chorded as on a Perkins brailler. Both are settings (constructor or `updateSettings`), and the UI
 * follows them while it runs (`followSixKeyRows`; the descriptions re-read `brailleMode` on each change).
 * Chords typed into a row are read into linear text (`BrailleReader`), made LaTeX with the basic
 * calculators' reader (`y=x^(2)` → `y=x^{2}`) and put in at the caret (over the selection) of the row
 * as it was when they began, so a row is edited by braille as by typing: one `input` event per cell, one
 * undo step per row.
 */
import { readMath, toLatex, type BrailleMode } from '../api/basic/index';
import { attachSixKeyInput, BrailleReader, brailleOf } from './basic/index';
import type { CalculatorUiController } from './controller';

export type RowBrailleMode = Exclude<BrailleMode, 'none'>;

/** The `brailleMode` setting, when it asks for braille. */
export function brailleModeOf(settings: { readonly brailleMode: BrailleMode }): RowBrailleMode | undefined {
  const mode = settings.brailleMode;
  return mode === 'nemeth' || mode === 'ueb' ? mode : undefined;
}

/**
 * Six-key input in the list's math rows while the settings ask for it (`sixKeyInput` with a
 * `brailleMode`): attached, re-attached in another code, detached as `updateSettings` changes them.
 * Returns the stop.
 */
export function followSixKeyRows(
  controller: Pick<CalculatorUiController, 'getSettings' | 'subscribe'>,
  list: HTMLElement,
): () => void {
  let mode: RowBrailleMode | undefined;
  let detach: (() => void) | undefined;
  const follow = () => {
    const settings = controller.getSettings();
    const wanted = settings.sixKeyInput ? brailleModeOf(settings) : undefined;
    if (wanted === mode) return;
    detach?.();
    mode = wanted;
    detach = wanted ? attachSixKeyRows(list, wanted) : undefined;
  };
  const unsubscribe = controller.subscribe((change) => {
    if (change === 'settings') follow();
  });
  follow();
  return () => {
    unsubscribe();
    detach?.();
  };
}

/** A row's LaTeX in braille; '' for what the basic calculators' reader does not know (`\left\{`, lists). */
export function brailleOfLatex(latex: string, mode: RowBrailleMode): string {
  try {
    return latex.trim() === '' ? '' : brailleOf(latex, mode);
  } catch {
    return '';
  }
}

type RowField = HTMLElement & {
  value: string;
  position: number;
  readonly lastOffset: number;
  readonly selection: { readonly ranges: readonly (readonly [number, number])[] };
  getValue(start: number, end: number, format: 'latex'): string;
};

/**
 * The row's LaTeX before and after its selection (MathLive's offsets), where braille goes in; the
 * whole row before when the caret is inside a structure (an exponent, a fraction), whose halves are
 * not LaTeX apart: braille then goes on after the row, as before.
 */
function aroundSelection(field: RowField): [before: string, after: string, atomsAfter: number] {
  const range = field.selection.ranges[0] ?? [field.lastOffset, field.lastOffset];
  const start = Math.min(range[0], range[1]);
  const end = Math.max(range[0], range[1]);
  const before = field.getValue(0, start, 'latex');
  const after = field.getValue(end, field.lastOffset, 'latex');
  const whole = field.getValue(0, field.lastOffset, 'latex');
  const selected = field.getValue(start, end, 'latex');
  return before + selected + after === whole ? [before, after, field.lastOffset - end] : [field.value, '', 0];
}

/** Six-key input in whichever math row of `list` has the focus; returns the detach. */
export function attachSixKeyRows(list: HTMLElement, mode: RowBrailleMode): () => void {
  let attached: { field: Element; detach(): void } | undefined;
  const onFocus = (event: FocusEvent) => {
    const field = (event.target as Element).closest?.('.calc-ui-row math-field') as RowField | null;
    if (!field || attached?.field === field) return;
    attached?.detach();
    let reader = new BrailleReader(mode);
    let before = '';
    let after = '';
    let atomsAfter = 0;
    let typed = '';
    let shown: string | undefined;
    const input = attachSixKeyInput(field, (cell) => {
      // Edited some other way since the last chord: braille goes in at the caret (over the selection).
      if (field.value !== shown) {
        [before, after, atomsAfter] = aroundSelection(field);
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
      field.value = before + latex + after;
      // Setting the value puts the caret at the end; it goes back before what followed it.
      if (atomsAfter > 0) field.position = Math.max(0, field.lastOffset - atomsAfter);
      shown = field.value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    attached = { field, detach: () => input.detach() };
  };
  list.addEventListener('focusin', onFocus);
  // Turned on while a row has the focus: that row types braille from the next chord.
  const focused = list.ownerDocument.activeElement;
  if (focused && list.contains(focused)) onFocus({ target: focused } as unknown as FocusEvent);
  return () => {
    list.removeEventListener('focusin', onFocus);
    attached?.detach();
  };
}
