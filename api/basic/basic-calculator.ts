/**
 * A four-function or scientific calculator's model: the content (history, input, angle mode) with undo
 * and 'change' events, its options, and evaluation by the engine worker. It has no DOM: its face
 * (ui/basic/) draws what `display` is told changed and reports what the person does through `type`,
 * `enter`, `clearEntries` and `changeSettings`. The page's operations (the spec's "BasicCalculator
 * operations") reach it through api/surface/basic-calculators.ts.
 */
import { History } from '../model/history';
import {
  resolveBasicOptions,
  updateBasicOptions,
  type BasicLine,
  type BasicOptions,
  type Report,
} from './basic-options';
import { BLANK_CONTENT, contextAfter, readState, writeState, type BasicContent } from './basic-state';
import { ChangeObservers } from './change-observers';
import {
  EntryEvaluator,
  resolveAnswer,
  type EngineUpdate,
  type EntryOutcome,
  type ErrorOutcome,
} from './evaluation';
import { readMath, type MathItem } from './math-items';
import { toDisplayText, toLatex } from './math-latex';
import { disallowedReason, fourFunctionRules, SCIENTIFIC_RULES, type EntryRules } from './math-rules';

export const WHEN_IDLE = Symbol.for('calculator.whenIdle');

/** The calculator's share of the page's engine worker (api/engine/engine-client.ts's lease). */
export interface EngineConnection {
  readonly calculatorId: number;
  update: EngineUpdate;
  release(): void;
}

/** What the face is told: it reads the rest from the calculator. */
export interface BasicDisplay {
  /** The content or the options changed: history, input, angle mode, any option. */
  showContent(): void;
  /** The live result under the input changed (or the input did, while typing). */
  showPreview(): void;
}

interface PreparedEntry {
  readonly items: readonly MathItem[];
  readonly latex: string;
}

export class BasicCalculator {
  readonly scientific: boolean;
  readonly events = new ChangeObservers();
  /** The face, set once it is mounted. */
  display: BasicDisplay | undefined;
  private options: BasicOptions;
  private content: BasicContent;
  /** The API's undo history, the same coalescing of typing as the graphing calculator's. */
  private readonly undoStack = new History<BasicContent>();
  private readonly evaluator: EntryEvaluator;
  private readonly pending = new Set<Promise<unknown>>();
  private previewGeneration = 0;
  private destroyed = false;
  /** What the line under the input shows: nothing, a live value, a definition's note or an error. */
  private previewOutcome: EntryOutcome | undefined;

  constructor(
    options: unknown,
    readonly line: BasicLine,
    private readonly engine: EngineConnection,
    private readonly report: Report = (message) => console.error(message),
  ) {
    this.scientific = line.kind === 'ScientificCalculator';
    this.options = resolveBasicOptions(line, options, report);
    this.content = { ...BLANK_CONTENT, degreeMode: this.scientific && this.options.degreeMode };
    this.evaluator = new EntryEvaluator(engine.update, engine.calculatorId);
  }

  get currentOptions(): BasicOptions {
    return this.options;
  }

  get currentContent(): BasicContent {
    return this.content;
  }

  get preview(): EntryOutcome | undefined {
    return this.previewOutcome;
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

  updateSettings(settings: unknown): void {
    this.changeSettings(settings, false);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.display = undefined;
    this.events.close();
    this.engine.release();
  }

  /** Resolves when every evaluation started so far has been shown. */
  async [WHEN_IDLE](): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** The person typed: `input` is the whole input now (one undo step per burst of typing). */
  type(input: string): void {
    if (input === this.content.input) return;
    this.undoStack.record(this.content, 'input');
    this.content = { ...this.content, input };
    this.events.changed(true);
    this.refreshPreview();
  }

  /** Enter: the input joins the history with its result, or the preview says why it cannot. */
  enter(): Promise<void> {
    return this.track(this.commit());
  }

  /** The person's "clear history" (one undo step; the API's clearHistory clears the undo history). */
  clearEntries(): void {
    this.replaceContent({ ...this.content, entries: [] }, true);
  }

  changeSettings(settings: unknown, userInitiated: boolean): void {
    this.options = updateBasicOptions(this.line, this.options, settings, this.report);
    const degreeMode = this.scientific && this.options.degreeMode;
    if (degreeMode !== this.content.degreeMode)
      this.replaceContent({ ...this.content, degreeMode }, userInitiated);
    else this.display?.showContent();
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
    const context = contextAfter(this.content, this.options.functionDefinition);
    void this.track(
      this.evaluator.evaluate(prepared.latex, context).then((outcome) => {
        if (generation !== this.previewGeneration || this.destroyed) return;
        // While typing, an unfinished entry is not an error worth announcing: show nothing instead.
        if (outcome.kind !== 'error') this.showPreview(outcome);
      }),
    );
  }

  private showPreview(outcome: EntryOutcome | undefined): void {
    this.previewOutcome = outcome;
    this.display?.showPreview();
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
      input: text,
      latex: resolveAnswer(prepared.latex, context.answer ?? 0),
      outcome,
    };
    const input = this.content.input === text ? '' : this.content.input;
    this.replaceContent({ ...this.content, entries: [...this.content.entries, entry], input }, true);
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
    this.events.changed(userInitiated);
    this.display?.showContent();
    this.refreshPreview();
  }
}
