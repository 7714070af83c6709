/**
 * The face of a four-function or scientific calculator: it mounts the view (basic-view.ts) on the page's
 * element, draws the model (api/basic/) whenever the model says what changed, and turns what the person
 * does (typing, keypad keys, six-key braille chords, recalling an entry, the settings menu) into the
 * model's calls. The keypad's page (numbers or letters), the inverse functions and the place in the
 * history that ArrowUp/ArrowDown reached are the face's own state: they are not content.
 */
import { createTranslator, ENGLISH_CATALOG, type Catalogs, type Translator } from '../../i18n/index';
import { formatNumber, type BasicCalculator, type BasicDisplay } from '../../api/basic/index';
import { brailleEquation, brailleOf } from './braille';
import { BrailleReader } from './braille-input';
import { BasicView } from './basic-view';
import { entryViews, outcomeText } from './entry-views';
import { fourFunctionKeys, letterKeys, scientificKeys, type KeyDefinition } from './keypads';
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
        onInput: () => this.typed(this.view.input.value),
        onKey: (key) => this.pressKey(key),
        onEnter: () => void model.enter(),
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
    this.view.input.focus();
  }

  destroy(): void {
    this.resizeObserver?.disconnect();
    this.sixKey?.input.detach();
    this.view.destroy();
  }

  /** Types text as if at the keyboard (replacing the input); for tests and assistive input. */
  typeText(text: string): void {
    this.view.input.value = text;
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
    const input = this.model.currentContent.input;
    if (this.view.input.value !== input) this.view.input.value = input;
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

  private typed(text: string): void {
    this.historyPosition = undefined;
    this.model.type(text);
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
      input: attachSixKeyInput(this.view.input, (cell) => {
        const text = reader.read(cell);
        if (text) this.insert(text);
      }),
    };
  }

  private recall(index: number, part: 'expression' | 'result'): void {
    const entry = this.model.currentContent.entries[index];
    if (!entry) return;
    if (part === 'expression') this.typeText(entry.text);
    else if (entry.outcome.kind === 'value' && Number.isFinite(entry.outcome.value))
      this.insert(formatNumber(entry.outcome.value).text);
    this.view.input.focus();
  }

  private stepHistory(step: -1 | 1): void {
    const entries = this.model.currentContent.entries;
    const position = Math.min(entries.length, Math.max(0, (this.historyPosition ?? entries.length) + step));
    if (position === (this.historyPosition ?? entries.length)) return;
    this.typeText(position < entries.length ? entries[position].text : '');
    this.historyPosition = position;
  }

  private insert(text: string): void {
    const input = this.view.input;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    input.setRangeText(text, start, end, 'end');
    this.typed(input.value);
  }

  private pressKey(key: KeyDefinition): void {
    if (key.insert !== undefined) {
      this.insert(key.insert);
      return;
    }
    const input = this.view.input;
    const caret = input.selectionStart ?? input.value.length;
    switch (key.action) {
      case 'enter':
        void this.model.enter();
        return;
      case 'clear':
        this.typeText('');
        return;
      case 'backspace': {
        const end = input.selectionEnd ?? caret;
        if (end > caret) input.setRangeText('', caret, end, 'end');
        else if (caret > 0) input.setRangeText('', caret - 1, caret, 'end');
        this.typed(input.value);
        return;
      }
      case 'left':
      case 'right': {
        const moved = Math.min(input.value.length, Math.max(0, caret + (key.action === 'left' ? -1 : 1)));
        input.setSelectionRange(moved, moved);
        return;
      }
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
