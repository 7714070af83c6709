/**
 * The UI's strings: every label goes through the calculator's translator (i18n/), and is set again when
 * the `language` setting changes. Parts that live as long as the UI (top bar, menus, keypad) register
 * their labelling with `bind`; rows label themselves in their `update`, which the list calls for every
 * row after a language change, so a removed row leaves nothing behind here.
 */
import { textDirection, type MessageValues, type Translator } from '../i18n/index';

export interface UiText {
  format(id: string, values?: MessageValues): string;
  /** The language shown (English when the requested one was not loaded). */
  readonly language: string;
  readonly direction: 'ltr' | 'rtl';
  /** Runs `apply` now and again after every language change. */
  bind(apply: () => void): void;
}

export interface UiTextController extends UiText {
  /** Switches to `translator`; returns false when it is the one already in use. */
  setTranslator(translator: Translator): boolean;
}

export function createUiText(initial: Translator): UiTextController {
  let translator = initial;
  const appliers: (() => void)[] = [];
  return {
    format: (id, values) => translator.format(id, values),
    get language() {
      return translator.language;
    },
    get direction() {
      return textDirection(translator.language);
    },
    bind(apply) {
      appliers.push(apply);
      apply();
    },
    setTranslator(next) {
      if (next === translator) return false;
      translator = next;
      appliers.forEach((apply) => apply());
      return true;
    },
  };
}

/**
 * Marks a UI root with the language and its direction. Right-to-left languages mirror the frame (list,
 * menus, keypad blocks) through `dir`; the parts that hold math or numbers set `dir="ltr"` themselves.
 */
export function applyDirection(root: HTMLElement, language: string): void {
  root.lang = language;
  root.dir = textDirection(language);
}
