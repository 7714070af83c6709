/**
 * The DOM of a basic calculator: a top bar (settings, clear history), the history of entries with their
 * results, the input with its live result, the braille output and the keypad. It draws what it is
 * given and reports what the person does; the decisions are the calculator's (basic-calculator.ts).
 *
 * Right to left (ar, he, fa, ur): the top bar and the settings menu mirror with `dir="rtl"`; the input,
 * the history's entries and the keypad stay left to right, because they are math (`2+3=5`, 7 8 9), as
 * on the physical calculators sold in those languages.
 */
import type { Translator } from '../../i18n/index';
import { displayableLatex } from '../latex-safety';
import { createMathField, type MathField } from '../math-field';
import { applyDirection } from '../ui-text';
import type { BasicOptions, BrailleMode } from '../../api/basic/index';
import { addBasicStyles } from './basic-styles';
import type { KeyDefinition } from './keypads';
import { renderKeypad } from './keypad-view';
import { createSettingsMenu, type SettingsMenu } from './settings-menu';

export interface ViewHandlers {
  /** The person edited the input: its LaTeX now. */
  onInput(latex: string): void;
  onKey(key: KeyDefinition): void;
  onEnter(): void;
  /** Reuse an entry: its typed text ('expression') or its answer ('result'). */
  onRecall(index: number, part: 'expression' | 'result'): void;
  onClearHistory(): void;
  onSettings(change: Partial<BasicOptions>): void;
  /** Up (-1) or down (+1) through the history's entries, as a shell recalls commands. */
  onHistoryStep(step: -1 | 1): void;
}

export interface EntryView {
  readonly text: string;
  /** The entry as typed, in LaTeX, typeset in the history. */
  readonly latex: string;
  readonly result: string;
  readonly isError: boolean;
  /** A number (shown after '=' and reusable), rather than an error or a definition's note. */
  readonly isValue: boolean;
  readonly braille?: string;
}

/**
 * Names a student types on a handheld that the language spells otherwise (api/basic/math-tokens.ts reads
 * them in linear text too): without these, `asin` would end as a·sin.
 */
const BASIC_SHORTCUTS: Readonly<Record<string, string>> = {
  asin: '\\arcsin',
  acos: '\\arccos',
  atan: '\\arctan',
  ans: '\\operatorname{ans}',
};

/** Below this container height the history is hidden so the keypad keeps usable keys. */
const SHORT_HEIGHT_PX = 320;

export class BasicView {
  readonly root: HTMLElement;
  /** The input: the graphing list's math field (ui/math-field.ts), with its shortcuts. */
  readonly field: MathField;
  private readonly history: HTMLOListElement;
  private readonly preview: HTMLElement;
  private readonly braille: HTMLOutputElement;
  private readonly keypad: HTMLElement;
  private readonly settingsButton: HTMLButtonElement;
  private readonly settings: SettingsMenu;
  private readonly title: HTMLElement;
  private readonly clearHistory: HTMLButtonElement;
  private brailleMode: BrailleMode = 'none';

  constructor(
    private readonly container: HTMLElement,
    private readonly scientific: boolean,
    private readonly handlers: ViewHandlers,
    private translator: Translator,
  ) {
    const document = container.ownerDocument;
    addBasicStyles(document);
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
      const created = document.createElement(tag);
      created.className = className;
      return created;
    };
    this.root = element('div', 'lib-basic');
    this.root.dataset.calculator = scientific ? 'scientific' : 'fourFunction';
    this.root.setAttribute('role', 'application');

    const top = element('div', 'lib-basic-top');
    this.title = element('span', 'lib-basic-title');
    this.clearHistory = element('button', 'lib-basic-clear-history');
    this.clearHistory.type = 'button';
    this.clearHistory.addEventListener('click', () => handlers.onClearHistory());
    this.settingsButton = element('button', 'lib-basic-settings-button');
    this.settingsButton.type = 'button';
    this.settingsButton.textContent = '⚙';
    this.settingsButton.setAttribute('aria-expanded', 'false');
    this.settings = createSettingsMenu(document, scientific, (change) => handlers.onSettings(change));
    this.settingsButton.addEventListener('click', () => {
      this.settings.toggle();
      this.settingsButton.setAttribute('aria-expanded', String(!this.settings.element.hidden));
    });
    this.settings.element.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      this.settings.element.hidden = true;
      this.settingsButton.setAttribute('aria-expanded', 'false');
      this.settingsButton.focus();
    });
    top.append(this.title, this.clearHistory, this.settingsButton);

    this.history = element('ol', 'lib-basic-history');
    this.history.dir = 'ltr';

    const editor = element('div', 'lib-basic-editor');
    this.field = createMathField('', '', (latex) => handlers.onInput(latex));
    const input = this.field.element;
    input.classList.add('lib-basic-input');
    // After the field's own table is set (createMathField's mount listener runs first).
    input.addEventListener(
      'mount',
      () => (input.inlineShortcuts = { ...input.inlineShortcuts, ...BASIC_SHORTCUTS }),
      { once: true },
    );
    // Capture: Enter evaluates before MathLive's own handler sees it.
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' || event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        handlers.onEnter();
      },
      { capture: true },
    );
    // Up and down past the field's top or bottom line step through the history, as a shell recalls
    // commands; inside a fraction or an exponent they move the caret, as MathLive does.
    input.addEventListener('move-out', (event) => {
      const direction = (event as CustomEvent<{ direction: string }>).detail.direction;
      if (direction !== 'upward' && direction !== 'downward') return;
      event.preventDefault();
      handlers.onHistoryStep(direction === 'upward' ? -1 : 1);
    });
    this.preview = element('div', 'lib-basic-preview');
    this.preview.setAttribute('role', 'status');
    this.preview.setAttribute('aria-live', 'polite');
    // A value reads left to right; an error message in the direction of its own words.
    this.preview.dir = 'auto';
    // Not a live region: spoken braille patterns on every keystroke would drown the spoken result. It is
    // in the Tab order instead, so a screen reader user moves to it and the display shows its cells.
    this.braille = element('output', 'lib-braille lib-basic-braille');
    this.braille.dir = 'ltr';
    this.braille.tabIndex = 0;
    this.braille.hidden = true;
    editor.append(input, this.preview, this.braille);

    this.keypad = element('div', 'lib-basic-keypad');
    this.keypad.setAttribute('role', 'group');
    this.keypad.dir = 'ltr';

    this.root.append(top, this.history, editor, this.keypad, this.settings.element);
    this.applyLanguage(translator);
    container.appendChild(this.root);
  }

  /** Labels everything this view owns in the translator's language, and sets the direction. */
  applyLanguage(translator: Translator): void {
    this.translator = translator;
    const format = (id: string) => translator.format(id);
    applyDirection(this.root, translator.language);
    this.root.setAttribute(
      'aria-label',
      format(this.scientific ? 'basic.scientificCalculator' : 'basic.fourFunctionCalculator'),
    );
    this.title.textContent = format(this.scientific ? 'basic.scientificTitle' : 'basic.fourFunctionTitle');
    this.clearHistory.textContent = format('basic.clearHistory');
    this.settingsButton.setAttribute('aria-label', format('ui.settings'));
    this.history.setAttribute('aria-label', format('basic.history'));
    this.field.element.setAttribute('aria-label', format('ui.expression'));
    this.keypad.setAttribute('aria-label', format('ui.keypad'));
    this.braille.setAttribute(
      'aria-label',
      translator.format('basic.brailleOutput', { code: this.brailleMode }),
    );
    this.settings.applyLanguage(translator);
  }

  renderHistory(entries: readonly EntryView[]): void {
    const document = this.container.ownerDocument;
    this.history.replaceChildren(
      ...entries.map((entry, index) => {
        const item = document.createElement('li');
        item.className = entry.isError ? 'lib-basic-entry lib-entry-error' : 'lib-basic-entry';
        const expression = document.createElement('button');
        expression.type = 'button';
        expression.className = 'lib-entry-expression';
        // MathLive's static typesetting element (registered with the math field): the entry as typed.
        const math = document.createElement('math-span');
        math.textContent = displayableLatex(entry.latex);
        expression.appendChild(math);
        expression.setAttribute('aria-label', this.translator.format('basic.reuse', { entry: entry.text }));
        expression.addEventListener('click', () => this.handlers.onRecall(index, 'expression'));
        const result = document.createElement('button');
        result.type = 'button';
        result.className = 'lib-entry-result';
        result.textContent = entry.isValue ? `= ${entry.result}` : entry.result;
        result.disabled = !entry.isValue;
        // An error is words in the calculator's language inside a left-to-right history.
        if (entry.isError) result.dir = 'auto';
        result.addEventListener('click', () => this.handlers.onRecall(index, 'result'));
        item.append(expression, result);
        if (entry.braille !== undefined) {
          const braille = document.createElement('div');
          braille.className = 'lib-braille lib-entry-braille';
          braille.textContent = entry.braille;
          item.appendChild(braille);
        }
        return item;
      }),
    );
    this.history.scrollTop = this.history.scrollHeight;
  }

  renderPreview(text: string, isError: boolean): void {
    this.preview.textContent = text;
    this.preview.classList.toggle('lib-preview-error', isError);
  }

  /** Braille of the input and its result in `mode`'s code; undefined hides the output (mode 'none'). */
  renderBraille(cells: string | undefined, mode: BrailleMode): void {
    this.brailleMode = mode;
    this.braille.hidden = cells === undefined;
    this.braille.textContent = cells ?? '';
    this.braille.setAttribute('aria-label', this.translator.format('basic.brailleOutput', { code: mode }));
  }

  renderKeypad(rows: readonly (readonly KeyDefinition[])[]): void {
    renderKeypad(this.keypad, rows, this.translator, (key) => this.handlers.onKey(key));
  }

  applyOptions(options: BasicOptions): void {
    this.root.classList.toggle('lib-inverted', options.invertedColors);
    this.root.classList.toggle('lib-projector', options.projectorMode);
    // Projector mode: one and a half times the font, the way classroom projection settings enlarge text.
    this.root.style.fontSize = `${options.fontSize * (options.projectorMode ? 1.5 : 1)}px`;
    this.settingsButton.hidden = !options.settingsMenu;
    if (!options.settingsMenu) this.settings.element.hidden = true;
    this.settings.show(options);
  }

  /** Lays the calculator out for its container's current size. */
  resize(): void {
    const height = this.container.clientHeight;
    this.root.classList.toggle('lib-short', height > 0 && height < SHORT_HEIGHT_PX);
  }

  destroy(): void {
    this.root.remove();
  }
}
