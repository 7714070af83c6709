/**
 * The math editor of a row: a MathLive field set up for a library that must stay one script file.
 *
 * MathLive by default fetches fonts and sounds from URLs next to its script and brings its own virtual
 * keyboard and context menu. Here fonts come inlined (math-fonts.ts), sounds are off, and the virtual
 * keyboard and menu are hidden: the calculator has its own keypad (keypad.ts).
 *
 * Round trip: the field shows the API's LaTeX but only reports LaTeX back when the person edits, so a
 * state set through the API is never rewritten by MathLive's own serialization.
 *
 * Typing is fitted to the language in math-shortcuts.ts: every function name of the language becomes
 * that function, `int`, `sum`, `prod` make templates, primes and differentials come out as the parser
 * reads them, `d/dx` moves on to the derivative's body and operators leave exponents; pasted plain text
 * is read the same way.
 */
import { MathfieldElement } from 'mathlive';
import { displayableLatex, INERT_MARKUP_MACROS } from './latex-safety';
import { registerMathFonts } from './math-fonts';
import {
  calculatorLatex,
  calculatorShortcuts,
  insertLinearText,
  isPlainMathText,
  leaveBoxBeforeOperator,
  leaveDerivativeDenominator,
  leaveRootAfterParentheses,
} from './math-shortcuts';

let configured = false;

/** How many frames a new field may take to accept focus (MathLive mounts within one or two). */
export const FOCUS_FRAMES = 10;

/** MathLive's one-time set-up for the calculator: inlined fonts, no sounds (static-math.ts needs it too). */
export function configureMathLive(): void {
  if (configured) return;
  configured = true;
  MathfieldElement.fontsDirectory = null;
  MathfieldElement.soundsDirectory = null;
  MathfieldElement.keypressSound = null;
  MathfieldElement.plonkSound = null;
  registerMathFonts();
}

export interface MathField {
  readonly element: MathfieldElement;
  /** Shows `latex` unless it is what the field already holds (keeps the caret while typing). */
  setLatex(latex: string): void;
  getLatex(): string;
  /** Inserts at the caret, `#0` marking where the caret goes, `#?` a placeholder (MathLive's syntax). */
  insert(latex: string): void;
  /** Runs a MathLive command: 'deleteBackward', 'moveToPreviousChar', … */
  executeCommand(command: string): void;
  /**
   * Gives the field the focus; with a point (client pixels, a click on the row's static math), the caret
   * goes to the place under it, else where it was.
   */
  focus(at?: { readonly x: number; readonly y: number }): void;
}

export function createMathField(
  latex: string,
  label: string,
  onEdit: (latex: string) => void,
  onFocus: () => void = () => {},
): MathField {
  configureMathLive();
  const element = new MathfieldElement();
  element.className = 'calc-ui-math-field';
  element.mathVirtualKeyboardPolicy = 'manual';
  // The context menu offers MathLive's own insert/color/variant commands; the calculator has its keypad.
  // Its items, and the shortcuts MathLive starts from, can only be read and set once the field is in
  // the document.
  element.addEventListener(
    'mount',
    () => {
      element.menuItems = [];
      element.macros = { ...element.macros, ...INERT_MARKUP_MACROS };
      element.inlineShortcuts = calculatorShortcuts(element.inlineShortcuts);
    },
    { once: true },
  );
  element.smartMode = false;
  // `2^10` is 2¹⁰: an exponent ends at an operator (math-shortcuts.ts), not after its first digit.
  element.smartSuperscript = false;
  // Capture: the host hears the key before MathLive's own handler inside the field acts on it.
  element.addEventListener(
    'keydown',
    (event) => {
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        leaveDerivativeDenominator(element, event.key);
        leaveRootAfterParentheses(element, event.key);
        leaveBoxBeforeOperator(element, event.key);
      }
    },
    { capture: true },
  );
  // Math reads left to right in right-to-left languages too (Arabic school math aside, which the
  // spec's LaTeX does not cover).
  element.dir = 'ltr';
  element.setAttribute('aria-label', label);
  element.value = displayableLatex(latex);
  let shown = latex;
  element.addEventListener('input', () => {
    shown = calculatorLatex(element.value);
    onEdit(shown);
  });
  element.addEventListener('focusin', onFocus);
  // A paste is LaTeX from outside, held to the same allowlist as a saved state's before MathLive parses it.
  element.addEventListener(
    'paste',
    (event) => {
      const pasted =
        event.clipboardData?.getData('application/x-latex') || event.clipboardData?.getData('text/plain');
      if (!pasted) return;
      const safe = displayableLatex(pasted);
      if (safe === pasted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      element.insert(safe, { format: 'latex', focus: true });
      shown = calculatorLatex(element.value);
      onEdit(shown);
    },
    { capture: true },
  );
  // Plain text (`abs(x-3)`, `y=log(x)`, `{x<0:-x,x}`) reads as if typed: MathLive would take it as LaTeX
  // (a·b·s); its linear reader with the calculator's shortcuts makes the same functions typing makes.
  element.addEventListener(
    'paste',
    (event) => {
      const data = event.clipboardData;
      const text = data?.getData('text/plain') ?? '';
      if (!isPlainMathText(text) || data?.getData('application/x-latex')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      insertLinearText(element, text);
      shown = calculatorLatex(element.value);
      onEdit(shown);
    },
    { capture: true },
  );
  return {
    element,
    setLatex(next) {
      if (next === shown) return;
      shown = next;
      element.value = displayableLatex(next);
    },
    getLatex: () => calculatorLatex(element.value),
    insert(text) {
      // A keypad key types like its first character (`x`, `^2`); a command (`\sqrt{#0}`) like any other.
      const first = text.startsWith('\\') ? ' ' : text[0];
      leaveDerivativeDenominator(element, first);
      leaveBoxBeforeOperator(element, first);
      element.insert(text, { format: 'latex', focus: true, selectionMode: 'placeholder' });
      shown = calculatorLatex(element.value);
      onEdit(shown);
    },
    executeCommand(command) {
      element.executeCommand(command as never);
      shown = calculatorLatex(element.value);
      onEdit(shown);
    },
    // MathLive builds a field's editor some frames after it enters the document, and until then focus()
    // does nothing; a row just added asks for focus at once, so try again on the next frames.
    focus(at) {
      const document = element.ownerDocument;
      const before = document.activeElement;
      const attempt = (triesLeft: number) => {
        element.focus();
        const focused = document.activeElement === element && element.hasFocus();
        if (!focused && triesLeft > 0) {
          requestAnimationFrame(() => {
            // Something else took the focus meanwhile (Tab went on, a click elsewhere): it keeps it.
            const now = document.activeElement;
            if ([element, before, document.body, null].includes(now)) attempt(triesLeft - 1);
          });
        } else if (at) {
          const offset = element.getOffsetFromPoint(at.x, at.y);
          if (offset >= 0) element.position = offset;
        }
      };
      attempt(FOCUS_FRAMES);
    },
  };
}
