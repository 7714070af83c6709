/**
 * A four-function or scientific calculator: the content (history, input, angle mode) with undo and
 * 'change' events, evaluation by the engine worker, and the view. Public operations are the spec's
 * "BasicCalculator operations"; the page reaches them through api/basic-calculators.ts.
 */
import {
  resolveBasicOptions,
  updateBasicOptions,
  type BasicLine,
  type BasicOptions,
  type Report,
} from './basic-options';
import { createTranslator, ENGLISH_CATALOG, type Catalogs, type Translator } from '../../i18n/index';
import { brailleEquation, brailleOf } from './braille';
import { BrailleReader } from './braille-input';
import { BLANK_CONTENT, contextAfter, readState, writeState, type BasicContent } from './basic-state';
import { BasicView } from './basic-view';
import { entryViews, outcomeText } from './entry-views';
import { ChangeObservers } from './change-observers';
import {
  EntryEvaluator,
  resolveAnswer,
  type EngineUpdate,
  type EntryOutcome,
  type ErrorOutcome,
} from './evaluation';
import { fourFunctionKeys, letterKeys, scientificKeys, type KeyDefinition } from './keypads';
import { readMath, type MathItem } from './math-items';
import { toDisplayText, toLatex } from './math-latex';
import { disallowedReason, fourFunctionRules, SCIENTIFIC_RULES, type EntryRules } from './math-rules';
import { formatNumber } from './number-format';
import { attachSixKeyInput, type SixKeyInput } from './six-key-input';
import type { History } from '../../api/history';

export const WHEN_IDLE = Symbol.for('calculator.whenIdle');

/** The calculator's share of the page's engine worker (api/engine-client.ts's lease). */
export interface EngineConnection {
  readonly calculatorId: number;
  update: EngineUpdate;
  release(): void;
}

interface PreparedEntry {
  readonly items: readonly MathItem[];
  readonly latex: string;
}

export class BasicCalculator {
  readonly scientific: boolean;
  readonly events = new ChangeObservers();
  private options: BasicOptions;
  private content: BasicContent;
  private readonly evaluator: EntryEvaluator;
  private readonly view: BasicView;
  private readonly pending = new Set<Promise<unknown>>();
  private previewGeneration = 0;
  private lettersShown = false;
  private inverse = false;
  private destroyed = false;
  private resizeObserver: ResizeObserver | undefined;
  private sixKey: { input: SixKeyInput; mode: string } | undefined;
  /** What the line under the input shows: nothing, a live value, a definition's note or an error. */
  private preview: EntryOutcome | undefined;
  /** The `language` setting's translator (English when that language was not loaded into the page). */
  private translator: Translator;

  constructor(
    element: unknown,
    options: unknown,
    readonly line: BasicLine,
    private readonly engine: EngineConnection,
    /** The API's undo history (api/history.ts), the same coalescing of typing as the graphing calculator. */
    private readonly undoStack: History<BasicContent>,
    /** The catalogs bundled into the page (`lang`). */
    private readonly catalogs: Catalogs = { en: ENGLISH_CATALOG },
    private readonly report: Report = (message) => console.error(message),
  ) {
    if (
      !element ||
      typeof (element as HTMLElement).appendChild !== 'function' ||
      !(element as HTMLElement).ownerDocument
    )
      throw new TypeError(`${line.kind} needs a DOM element to fill.`);
    this.scientific = line.kind === 'ScientificCalculator';
    this.options = resolveBasicOptions(line, options, report);
    this.content = { ...BLANK_CONTENT, degreeMode: this.scientific && this.options.degreeMode };
    this.evaluator = new EntryEvaluator(engine.update, engine.calculatorId);
    this.translator = createTranslator(catalogs, this.options.language);
    this.view = new BasicView(
      element as HTMLElement,
      this.scientific,
      {
        onInput: () => this.typed(this.view.input.value),
        onKey: (key) => this.pressKey(key),
        onEnter: () => void this.track(this.commit()),
        onRecall: (index, part) => this.recall(index, part),
        onClearHistory: () => this.replaceContent({ ...this.content, entries: [] }, true),
        onSettings: (change) => this.changeSettings(change, true),
        onHistoryStep: (step) => this.stepHistory(step),
      },
      this.translator,
    );
    this.view.applyOptions(this.options);
    this.render();
    this.view.resize();
    const automatic = line.automaticResize && (!this.scientific || this.options.autosize);
    if (automatic && typeof ResizeObserver === 'function') {
      this.resizeObserver = new ResizeObserver(() => this.view.resize());
      this.resizeObserver.observe(element as HTMLElement);
    }
  }

  get currentOptions(): BasicOptions {
    return this.options;
  }

  /** True (with a console warning) when the calculator was destroyed: the operation does nothing. */
  isDestroyed(operation: string): boolean {
    if (this.destroyed) console.warn(`${operation}() was called on a destroyed calculator; it does nothing.`);
    return this.destroyed;
  }

  getState(): unknown {
    return writeState(this.scientific, this.content);
  }

  setState(state: unknown, options?: { allowUndo?: boolean }): void {
    const content = readState(state, this.scientific);
    this.replaceContent(content, false, options?.allowUndo === true);
  }

  setBlank(options?: { allowUndo?: boolean }): void {
    const blank = { ...BLANK_CONTENT, degreeMode: this.scientific && this.options.degreeMode };
    this.replaceContent(blank, false, options?.allowUndo === true);
  }

  undo(): void {
    const previous = this.undoStack.undo(this.content);
    if (previous) this.show(previous, true);
  }

  redo(): void {
    const next = this.undoStack.redo(this.content);
    if (next) this.show(next, true);
  }

  clearHistory(): void {
    this.undoStack.clear();
  }

  resize(): void {
    this.view.resize();
  }

  focusFirstExpression(): void {
    this.view.input.focus();
  }

  updateSettings(settings: unknown): void {
    this.changeSettings(settings, false);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.resizeObserver?.disconnect();
    this.sixKey?.input.detach();
    this.events.close();
    this.view.destroy();
    this.engine.release();
  }

  /** Resolves when every evaluation started so far has been shown. */
  async [WHEN_IDLE](): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Types text as if at the keyboard (replacing the input); for tests and assistive input. */
  typeText(text: string): void {
    this.view.input.value = text;
    this.typed(text);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  private rules(): EntryRules {
    return this.scientific ? SCIENTIFIC_RULES : fourFunctionRules(this.options.additionalFunctions);
  }

  /** Reads typed text; an error outcome is the reason it cannot be entered here. */
  private prepare(text: string): PreparedEntry | ErrorOutcome {
    const items = readMath(text);
    const reason = disallowedReason(items, this.rules());
    return reason ?? { items, latex: toLatex(items) };
  }

  private evaluate(prepared: PreparedEntry): Promise<EntryOutcome> {
    return this.evaluator.evaluate(
      prepared.latex,
      contextAfter(this.content, this.options.functionDefinition),
    );
  }

  private typed(text: string): void {
    this.historyPosition = undefined;
    if (text === this.content.input) return;
    this.undoStack.record(this.content, 'input');
    this.content = { ...this.content, input: text };
    this.events.changed(true);
    this.refreshPreview();
  }

  private refreshPreview(): void {
    const generation = ++this.previewGeneration;
    const text = this.content.input;
    this.showPreview(undefined);
    if (text.trim() === '') return;
    const prepared = this.prepare(text);
    if ('kind' in prepared) {
      this.showPreview(prepared);
      return;
    }
    void this.track(
      this.evaluate(prepared).then((outcome) => {
        if (generation !== this.previewGeneration || this.destroyed) return;
        // While typing, an unfinished entry is not an error worth announcing: show nothing instead.
        if (outcome.kind !== 'error') this.showPreview(outcome);
      }),
    );
  }

  /** The live result (or why there is none) and the braille of the input with it. */
  private showPreview(outcome: EntryOutcome | undefined): void {
    this.preview = outcome;
    this.renderPreview();
    this.renderBraille();
  }

  private renderPreview(): void {
    const outcome = this.preview;
    if (outcome === undefined) return this.view.renderPreview('', false);
    const text = outcomeText(outcome, this.translator);
    this.view.renderPreview(outcome.kind === 'value' ? `= ${text}` : text, outcome.kind === 'error');
  }

  private renderBraille(): void {
    const mode = this.options.brailleMode;
    if (mode === 'none') {
      this.view.renderBraille(undefined, mode);
      return;
    }
    const input = this.content.input;
    const preview = this.preview;
    const cells =
      preview?.kind === 'value'
        ? brailleEquation(input, outcomeText(preview, this.translator), mode)
        : brailleOf(input, mode);
    this.view.renderBraille(cells, mode);
  }

  /** Six-key input follows the options: attached while on, read with the current braille code. */
  private updateSixKey(): void {
    const mode = this.options.brailleMode;
    const wanted = this.options.sixKeyInput && mode !== 'none' ? mode : undefined;
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

  private async commit(): Promise<void> {
    const text = this.content.input;
    if (text.trim() === '') return;
    const prepared = this.prepare(text);
    if ('kind' in prepared) {
      this.showPreview(prepared);
      return;
    }
    const context = contextAfter(this.content, this.options.functionDefinition);
    const outcome = await this.evaluator.evaluate(prepared.latex, context);
    if (this.destroyed) return;
    if (outcome.kind === 'error') {
      this.previewGeneration++;
      this.showPreview(outcome);
      return;
    }
    const entry = {
      text: toDisplayText(prepared.items),
      latex: resolveAnswer(prepared.latex, context.answer ?? 0),
      outcome,
    };
    const input = this.content.input === text ? '' : this.content.input;
    this.replaceContent({ ...this.content, entries: [...this.content.entries, entry], input }, true);
  }

  private recall(index: number, part: 'expression' | 'result'): void {
    const entry = this.content.entries[index];
    if (!entry) return;
    if (part === 'expression') this.typeText(entry.text);
    else if (entry.outcome.kind === 'value' && Number.isFinite(entry.outcome.value))
      this.insert(formatNumber(entry.outcome.value).text);
    this.view.input.focus();
  }

  /** Where ArrowUp/ArrowDown stand in the history (entries.length: the text being typed). */
  private historyPosition: number | undefined;

  private stepHistory(step: -1 | 1): void {
    const entries = this.content.entries;
    const position = Math.min(entries.length, Math.max(0, (this.historyPosition ?? entries.length) + step));
    if (position === (this.historyPosition ?? entries.length)) return;
    this.historyPosition = position;
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
        void this.track(this.commit());
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
        this.changeSettings({ degreeMode: !this.content.degreeMode }, true);
        return;
      default:
        return;
    }
  }

  private changeSettings(settings: unknown, userInitiated: boolean): void {
    const next = updateBasicOptions(this.line, this.options, settings, this.report);
    const languageChanged = next.language !== this.options.language;
    this.options = next;
    if (languageChanged) {
      this.translator = createTranslator(this.catalogs, next.language);
      this.view.applyLanguage(this.translator);
      this.renderPreview();
    }
    this.view.applyOptions(next);
    const degreeMode = this.scientific && next.degreeMode;
    if (degreeMode !== this.content.degreeMode)
      this.replaceContent({ ...this.content, degreeMode }, userInitiated);
    else this.render();
  }

  /** Changes the content as one undo step (or with the undo history cleared) and tells observers. */
  private replaceContent(content: BasicContent, userInitiated: boolean, keepUndo = true): void {
    if (keepUndo) this.undoStack.record(this.content);
    else this.undoStack.clear();
    this.show(content, userInitiated);
  }

  private show(content: BasicContent, userInitiated: boolean): void {
    this.content = content;
    if (this.scientific) this.options = { ...this.options, degreeMode: content.degreeMode };
    this.view.applyOptions(this.options);
    this.events.changed(userInitiated);
    this.render();
    this.refreshPreview();
  }

  private renderKeypad(): void {
    if (!this.scientific) this.view.renderKeypad(fourFunctionKeys(this.options.additionalFunctions));
    else if (this.lettersShown) this.view.renderKeypad(letterKeys(this.options.qwertyKeyboard));
    else this.view.renderKeypad(scientificKeys(this.inverse, this.content.degreeMode));
  }

  private render(): void {
    this.view.renderHistory(entryViews(this.content.entries, this.options.brailleMode, this.translator));
    if (this.view.input.value !== this.content.input) this.view.input.value = this.content.input;
    this.renderKeypad();
    this.renderBraille();
    this.updateSixKey();
  }
}
