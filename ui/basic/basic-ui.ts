/**
 * The face of a four-function or scientific calculator: it mounts the view (basic-view.ts) on the page's
 * element, draws the model (api/basic/) whenever the model says what changed, and turns what the person
 * does (typing, keypad keys, six-key braille chords, recalling an entry, the settings menu) into the
 * model's calls. The keypad's page (numbers or letters), the inverse functions and the place in the
 * history that ArrowUp/ArrowDown reached are the face's own state: they are not content.
 */
import { createTranslator, ENGLISH_CATALOG, type Catalogs, type Translator } from '../../i18n/index';
import {
  formatNumber,
  readMath,
  toDisplayLatex,
  type BasicCalculator,
  type BasicDisplay,
} from '../../api/basic/index';
import { brailleEquation, brailleOf } from './braille';
import { isPlainMathText } from '../math-shortcuts';
import { BrailleReader } from './braille-input';
import { BasicView } from './basic-view';
import { entryViews, outcomeText } from './entry-views';
import { fourFunctionKeys, letterKeys, linearLatex, scientificKeys, type KeyDefinition } from './keypads';
import { attachSixKeyInput, type SixKeyInput } from './six-key-input';

export class BasicCalculatorUi implements BasicDisplay {
  private readonly view: BasicView;
  private readonly scientific: boolean;
  private translator: Translator;
  /** The `language` setting the translator was made for (it may have fallen back to English). */
  private language: string;
  private lettersShown = false;
  private inverse = false;
  private resizeObserver: ResizeObserver | undefined;
  private sixKey: { input: SixKeyInput; mode: string } | undefined;
  /** Where ArrowUp/ArrowDown stand in the history (entries.length: the text being typed). */
  private historyPosition: number | undefined;
  /** The content's input the math field shows (its own LaTeX once the person edits). */
  private fieldInput = '';

  constructor(
    element: HTMLElement,
    readonly model: BasicCalculator,
    /** The catalogs bundled into the page (`lang`). */
    private readonly catalogs: Catalogs = { en: ENGLISH_CATALOG },
  ) {
    this.scientific = model.scientific;
    const options = model.currentOptions;
    this.language = options.language;
    this.translator = createTranslator(catalogs, options.language);
    this.view = new BasicView(
      element,
      this.scientific,
      {
        onInput: (latex) => this.typed(latex),
        onKey: (key) => this.pressKey(key),
        onEnter: () => this.enter(),
        onRecall: (index, part) => this.recall(index, part),
        onClearHistory: () => model.clearEntries(),
        onSettings: (change) => model.changeSettings(change, true),
        onHistoryStep: (step) => this.stepHistory(step),
      },
      this.translator,
    );
    model.display = this;
    this.showContent();
    this.view.resize();
    const automatic = model.line.automaticResize && (!this.scientific || options.autosize);
    if (automatic && typeof ResizeObserver === 'function') {
      this.resizeObserver = new ResizeObserver(() => this.view.resize());
      this.resizeObserver.observe(element);
    }
  }

  resize(): void {
    this.view.resize();
  }

  focus(): void {
    this.field.focus();
  }

  destroy(): void {
    this.resizeObserver?.disconnect();
    this.sixKey?.input.detach();
    this.view.destroy();
  }

  /** Replaces the input with linear text or LaTeX (`2^10`, `\\sqrt{2}`), as a paste; for tests and recall. */
  typeText(text: string): void {
    this.showInput(text);
    this.typed(text);
  }

  showContent(): void {
    const options = this.model.currentOptions;
    if (options.language !== this.language) {
      this.language = options.language;
      this.translator = createTranslator(this.catalogs, options.language);
      this.view.applyLanguage(this.translator);
    }
    this.view.applyOptions(options);
    this.view.renderHistory(
      entryViews(this.model.currentContent.entries, options.brailleMode, this.translator),
    );
    this.showInput(this.model.currentContent.input);
    this.renderKeypad();
    this.showPreview();
    this.updateSixKey();
  }

  /** The live result (or why there is none) and the braille of the input with it. */
  showPreview(): void {
    const outcome = this.model.preview;
    if (outcome === undefined) this.view.renderPreview('', false);
    else {
      const text = outcomeText(outcome, this.translator);
      this.view.renderPreview(outcome.kind === 'value' ? `= ${text}` : text, outcome.kind === 'error');
    }
    this.renderBraille();
  }

  /**
   * Enter evaluates what the field shows: MathLive may report the last keystrokes' edit after the key
   * that follows them (a word that may still become a longer shortcut), so it is read here first.
   */
  private enter(): void {
    this.typed(this.field.getLatex());
    void this.model.enter();
  }

  private typed(text: string): void {
    this.historyPosition = undefined;
    this.fieldInput = text;
    this.model.type(text);
  }

  /**
   * Shows `input` typeset, unless the field shows it already (so typing keeps its caret): LaTeX (the
   * field's own, recalled) as it is, linear text (`2^10`, `sqrt(2)` from a state or `typeText`) as read.
   */
  private showInput(input: string): void {
    if (input === this.fieldInput) return;
    this.fieldInput = input;
    this.field.setLatex(isPlainMathText(input) ? toDisplayLatex(readMath(input)) : input);
  }

  private renderBraille(): void {
    const mode = this.model.currentOptions.brailleMode;
    if (mode === 'none') {
      this.view.renderBraille(undefined, mode);
      return;
    }
    const input = this.model.currentContent.input;
    const preview = this.model.preview;
    const cells =
      preview?.kind === 'value'
        ? brailleEquation(input, outcomeText(preview, this.translator), mode)
        : brailleOf(input, mode);
    this.view.renderBraille(cells, mode);
  }

  /** Six-key input follows the options: attached while on, read with the current braille code. */
  private updateSixKey(): void {
    const options = this.model.currentOptions;
    const mode = options.brailleMode;
    const wanted = options.sixKeyInput && mode !== 'none' ? mode : undefined;
    if (this.sixKey?.mode === wanted) return;
    this.sixKey?.input.detach();
    this.sixKey = undefined;
    if (!wanted) return;
    const reader = new BrailleReader(wanted);
    this.sixKey = {
      mode: wanted,
      input: attachSixKeyInput(this.field.element, (cell) => {
        const text = reader.read(cell);
        if (text) this.insert(text);
      }),
    };
  }

  private recall(index: number, part: 'expression' | 'result'): void {
    const entry = this.model.currentContent.entries[index];
    if (!entry) return;
    if (part === 'expression') this.typeText(entry.input ?? entry.text);
    else if (entry.outcome.kind === 'value' && Number.isFinite(entry.outcome.value))
      this.field.insert(formatNumber(entry.outcome.value).latex);
    this.field.focus();
  }

  private stepHistory(step: -1 | 1): void {
    const entries = this.model.currentContent.entries;
    const position = Math.min(entries.length, Math.max(0, (this.historyPosition ?? entries.length) + step));
    if (position === (this.historyPosition ?? entries.length)) return;
    const entry = entries[position];
    this.typeText(entry ? (entry.input ?? entry.text) : '');
    this.historyPosition = position;
  }

  /** Types a key's or a braille chord's linear text (`7`, `×`, `sin(`, `)`) into the math field. */
  private insert(text: string): void {
    if (text === ')') this.closeBracket();
    else if (/^\)\/\($/.test(text)) {
      // UEB's fraction line between two groups: (a)/(b).
      this.closeBracket();
      this.field.insert('/');
      this.field.insert(linearLatex('('));
    } else this.field.insert(linearLatex(text));
  }

  /**
   * `)` ends what the keys opened, as on a handheld: the parentheses, a function's argument, a root's
   * radicand (`√` `4` `)`); with nothing open it is a parenthesis.
   */
  private closeBracket(): void {
    const { field } = this;
    const before = field.element.position;
    field.executeCommand('moveAfterParent');
    if (field.element.position === before) field.insert(')');
  }

  private get field() {
    return this.view.field;
  }

  private pressKey(key: KeyDefinition): void {
    if (key.insert !== undefined) {
      this.insert(key.insert);
      return;
    }
    switch (key.action) {
      case 'enter':
        this.enter();
        return;
      case 'clear':
        this.typeText('');
        return;
      case 'backspace':
        this.field.executeCommand('deleteBackward');
        return;
      case 'left':
      case 'right':
        this.field.executeCommand(key.action === 'left' ? 'moveToPreviousChar' : 'moveToNextChar');
        return;
      case 'letters':
      case 'numbers':
        this.lettersShown = key.action === 'letters';
        this.renderKeypad();
        return;
      case 'inverse':
        this.inverse = !this.inverse;
        this.renderKeypad();
        return;
      case 'toggle-angle':
        this.model.changeSettings({ degreeMode: !this.model.currentContent.degreeMode }, true);
        return;
      default:
        return;
    }
  }

  private renderKeypad(): void {
    const options = this.model.currentOptions;
    if (!this.scientific) this.view.renderKeypad(fourFunctionKeys(options.additionalFunctions));
    else if (this.lettersShown) this.view.renderKeypad(letterKeys(options.qwertyKeyboard));
    else this.view.renderKeypad(scientificKeys(this.inverse, this.model.currentContent.degreeMode));
  }
}
