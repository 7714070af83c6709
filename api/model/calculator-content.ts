/**
 * What a graph is made of: the expression list and the graph settings, plus the viewport the host keeps.
 * Every change to it goes through here, so one place records undo steps, tells the 'change' event and
 * asks the host to redraw. No DOM: the host (the calculator) owns the viewport, the engine and the
 * renderer, and is told what changed.
 */
import { ChangeEvents } from './change-events';
import { createColorRemapper } from './color-remap';
import { ExpressionList, type ListSnapshot } from './expression-list';
import { SETTING_NAMES, settingsChanges, type GraphSettings, type SettingName } from './graph-settings';
import { History } from './history';
import { writeState, type SavedState } from './saved-state';
import { readState, type ReadState } from './state-reader';
import type { FolderState, TextState } from './types';
import type { MathBounds } from './viewport';

export interface ContentHost {
  viewport(): MathBounds;
  /** Shows these bounds; undefined means the home viewport (the default state's, or about −10..10). */
  setViewport(bounds: MathBounds | undefined): void;
  /** The list or settings changed: sync the engine and renderer, tell settings observers. */
  contentChanged(change: { expressions: boolean; settings: readonly SettingName[] }): void;
  /** 'change' or 'graphReset' is being told: the calculator's own channel hears it first (ui-channel.ts). */
  eventTold?(event: 'change' | 'graphReset'): void;
}

export interface ContentSnapshot {
  readonly list: ListSnapshot;
  readonly settings: Readonly<GraphSettings>;
  /** The graph's random seed (a loaded state's; '' otherwise), with each expression's keying `random`. */
  readonly randomSeed: string;
}

export interface SetStateOptions {
  allowUndo?: boolean;
  remapColors?: boolean;
}

export class CalculatorContent {
  readonly list: ExpressionList;
  readonly history = new History<ContentSnapshot>();
  readonly events: ChangeEvents;
  #settings: GraphSettings;
  #randomSeed = '';
  #defaultState: ReadState | undefined;

  constructor(
    private readonly host: ContentHost,
    private readonly palette: () => readonly string[],
    settings: GraphSettings,
    events: readonly string[],
    private readonly clearIntoDegreeMode: () => boolean,
  ) {
    this.list = new ExpressionList(palette);
    this.#settings = { ...settings };
    this.events = new ChangeEvents(events, (event) => host.eventTold?.(event));
  }

  get settings(): Readonly<GraphSettings> {
    return this.#settings;
  }

  get randomSeed(): string {
    return this.#randomSeed;
  }

  get hasDefaultState(): boolean {
    return this.#defaultState !== undefined;
  }

  get defaultViewport(): MathBounds | undefined {
    return this.#defaultState?.viewport;
  }

  snapshot(): ContentSnapshot {
    return { list: this.list.snapshot(), settings: this.#settings, randomSeed: this.#randomSeed };
  }

  /** Runs one change; when it changed anything, records an undo step and tells 'change'. */
  change(apply: () => void, options: { coalesceKey?: string; isUserInitiated?: boolean } = {}): boolean {
    const before = this.snapshot();
    apply();
    // Whatever the change, members follow their folder and name one that exists (list-folders.ts).
    this.list.normalize();
    if (!this.#apply(before, this.snapshot(), options.isUserInitiated)) return false;
    this.history.record(before, options.coalesceKey);
    return true;
  }

  setExpressions(inputs: readonly unknown[]): void {
    this.change(() => {
      for (const input of inputs) this.list.set(input);
    });
  }

  /**
   * The user typed into an expression: successive keystrokes into one expression are one undo step. A
   * row made by the list UI is created by its first keystroke, in `color`, so undo takes the row and its
   * typing back together.
   */
  typeLatex(id: string, latex: string, color?: string): void {
    this.change(() => this.list.set(color === undefined ? { id, latex } : { id, latex, color }), {
      coalesceKey: `latex:${id}`,
      isUserInitiated: true,
    });
  }

  /** The user typed into a note or a folder's title (`state` holds the new text): coalesced as typeLatex. */
  typeText(state: TextState | FolderState): void {
    this.change(() => this.list.set(state), { coalesceKey: `text:${state.id}`, isUserInitiated: true });
  }

  /**
   * A person made items at a place (Enter in a middle row; "add slider: all"): one undo step. Each
   * joins at the end, then moves to `toIndex` and on; one the list rejects takes no place.
   */
  insertItems(inputs: readonly ({ id: string } & Record<string, unknown>)[], toIndex: number): void {
    this.change(
      () => {
        let index = toIndex;
        for (const input of inputs)
          if (this.list.set(input) !== 'rejected') this.list.move(input.id, index++);
      },
      { isUserInitiated: true },
    );
  }

  /**
   * A person moved an item into a folder (`folderId`), out of one (`null`) or within its place
   * (omitted), to list index `toIndex`: one undo step. A folder moves with its members.
   */
  moveItem(id: string, toIndex: number, folderId?: string | null): void {
    this.change(() => this.list.move(id, toIndex, folderId), { isUserInitiated: true });
  }

  /** Deletes a folder with its members, or alone (its members stay, outside any folder): one undo step. */
  removeFolder(id: string, options: { withMembers: boolean }): void {
    this.change(() => this.list.removeFolder(id, options.withMembers === true), { isUserInitiated: true });
  }

  removeExpressions(inputs: readonly unknown[]): void {
    this.change(() => {
      for (const input of inputs) this.list.remove(input);
    });
  }

  removeSelected(): void {
    const id = this.list.selectedId;
    if (id !== undefined) this.removeExpressions([{ id }]);
  }

  updateSettings(update: unknown, aliases: Readonly<Record<string, string>> = {}): void {
    const changes = settingsChanges(this.#settings, update, aliases);
    if (Object.keys(changes).length === 0) return;
    this.change(() => {
      this.#settings = { ...this.#settings, ...changes };
    });
  }

  getState(): SavedState {
    return writeState(this.list.list(), this.#settings, this.host.viewport(), this.#randomSeed);
  }

  /** Loads a state; throws (leaving everything as it was) when it cannot mean anything. */
  setState(input: unknown, options: SetStateOptions = {}): void {
    const { allowUndo, remapColors } = readFlags(options);
    const remap = remapColors ? createColorRemapper(this.palette()) : undefined;
    const read = readState(input, this.palette(), remap);
    this.#load(read, allowUndo);
  }

  setBlank(options: { allowUndo?: boolean } = {}): void {
    this.#load(this.#blankState(), readFlags(options).allowUndo);
  }

  /** Blank content; degree mode after clearing follows the clearIntoDegreeMode option. */
  #blankState(): ReadState {
    const blank = readState({}, this.palette());
    return { ...blank, settings: { ...blank.settings, degreeMode: this.clearIntoDegreeMode() } };
  }

  /** Checks and keeps the state the UI's Reset restores and whose viewport the home button shows. */
  setDefaultState(input: unknown): void {
    this.#defaultState = readState(input, this.palette());
    this.defaultStateListener?.();
  }

  /**
   * Told when a default state is kept: the list UI's 'Delete All' becomes 'Reset'. Not a 'change'
   * event, since the content itself did not change.
   */
  defaultStateListener: (() => void) | undefined;

  /** The list's 'Delete All' (no default state) or 'Reset' (with one), as the user clicks it. */
  resetByUser(): void {
    if (this.#defaultState) this.#load(this.#defaultState, true, true);
    else this.#load(this.#blankState(), true, true);
    this.events.graphReset();
  }

  undo(): void {
    const previous = this.history.undo(this.snapshot());
    if (previous) this.#apply(this.snapshot(), this.#restore(previous), false);
  }

  redo(): void {
    const next = this.history.redo(this.snapshot());
    if (next) this.#apply(this.snapshot(), this.#restore(next), false);
  }

  close(): void {
    this.events.close();
    this.history.clear();
  }

  #load(read: ReadState, allowUndo: boolean, isUserInitiated = false): void {
    const before = this.snapshot();
    this.#restore({
      list: read.list,
      settings: { ...this.#settings, ...read.settings },
      randomSeed: read.randomSeed,
    });
    this.#apply(before, this.snapshot(), isUserInitiated, true);
    this.host.setViewport(read.viewport);
    if (allowUndo) this.history.record(before);
    else this.history.clear();
  }

  #restore(snapshot: ContentSnapshot): ContentSnapshot {
    this.list.restore(snapshot.list);
    this.#settings = { ...snapshot.settings };
    this.#randomSeed = snapshot.randomSeed;
    return this.snapshot();
  }

  /** Tells the host and the 'change' observers what differs between two snapshots. */
  #apply(before: ContentSnapshot, after: ContentSnapshot, isUserInitiated = false, force = false): boolean {
    const expressions =
      before.randomSeed !== after.randomSeed ||
      before.list.items.length !== after.list.items.length ||
      before.list.items.some((item, index) => item !== after.list.items[index]);
    const settings = SETTING_NAMES.filter((name) => before.settings[name] !== after.settings[name]);
    if (!expressions && settings.length === 0 && !force) return false;
    this.host.contentChanged({ expressions, settings });
    this.events.changed(isUserInitiated);
    return expressions || settings.length > 0;
  }
}

/** The Boolean options of setState/setBlank; an options object that cannot be read means none. */
function readFlags(options: unknown): { allowUndo: boolean; remapColors: boolean } {
  try {
    const given = (options ?? {}) as SetStateOptions;
    return { allowUndo: given.allowUndo === true, remapColors: given.remapColors === true };
  } catch {
    return { allowUndo: false, remapColors: false };
  }
}
