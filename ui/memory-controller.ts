/**
 * A calculator held in memory: the same contract `api/` implements, with an undo history of snapshots
 * and no engine (analysis is whatever `setAnalysis` was given). The browser tests drive the UI through it;
 * it is also the reference for what each controller call must do.
 */
import { createTranslator, ENGLISH_CATALOG, type Catalogs, type Translator } from '../i18n/index';
import type { CalculatorUiController, UiAnalysis, UiChange, UiGraphSettings, UiItem } from './controller';

const PALETTE = ['#c74440', '#2d70b3', '#388c46', '#6042a6', '#fa7e19', '#000000'];

export const DEFAULT_GRAPH_SETTINGS: Readonly<UiGraphSettings> = {
  showGrid: true,
  showXAxis: true,
  showYAxis: true,
  xAxisNumbers: true,
  yAxisNumbers: true,
  xAxisStep: 0,
  yAxisStep: 0,
  xAxisLabel: '',
  yAxisLabel: '',
  polarMode: false,
  degreeMode: false,
  projectorMode: false,
  language: 'en',
};

interface Snapshot {
  items: UiItem[];
  settings: UiGraphSettings;
}

export class MemoryController implements CalculatorUiController {
  readonly graphElement: HTMLElement;
  /** What the test can read back: every event and call the UI made that has no other trace. */
  readonly log: string[] = [];
  /** Viewport half-width in math units, changed by zoom. */
  viewportHalfWidth = 10;
  #items: UiItem[] = [];
  #settings: UiGraphSettings = { ...DEFAULT_GRAPH_SETTINGS };
  #analysis = new Map<string, UiAnalysis>();
  #undo: Snapshot[] = [];
  #redo: Snapshot[] = [];
  #defaultState: Snapshot | undefined;
  #selected: string | undefined;
  #nextId = 1;
  #colorIndex = 0;
  #listeners = new Set<(change: UiChange) => void>();
  readonly #catalogs: Catalogs;
  #translator: Translator | undefined;

  /** `catalogs`: the languages the page loaded (English alone by default), as `lang` bundles them. */
  constructor(items: UiItem[] = [], catalogs: Catalogs = { en: ENGLISH_CATALOG }) {
    this.#items = items.map((item) => structuredClone(item));
    this.#catalogs = catalogs;
    this.graphElement = document.createElement('div');
    this.graphElement.style.background = '#fafafa';
  }

  getItems(): UiItem[] {
    return this.#items.map((item) => structuredClone(item));
  }

  setItem(item: UiItem): void {
    this.#record();
    const position = this.#items.findIndex((existing) => existing.id === item.id);
    if (position >= 0) this.#items[position] = structuredClone(item);
    else this.#items.push(structuredClone(item));
    this.#emit('items');
  }

  removeItem(id: string): void {
    if (!this.#items.some((item) => item.id === id)) return;
    this.#record();
    this.#items = this.#items.filter((item) => item.id !== id);
    if (this.#selected === id) this.select(undefined);
    this.#emit('items');
  }

  insertItem(item: UiItem, index: number): void {
    this.#record();
    this.#items.splice(index, 0, structuredClone(item));
    this.#emit('items');
  }

  /** Moves without the model's folder ordering: the real calculator (api/list-folders.ts) is the reference. */
  moveItem(id: string, toIndex: number, folderId?: string | null): void {
    const from = this.#items.findIndex((item) => item.id === id);
    if (from < 0) return;
    this.#record();
    const [moved] = this.#items.splice(from, 1);
    if (moved.type !== 'folder' && folderId !== undefined) {
      if (folderId === null) delete moved.folderId;
      else moved.folderId = folderId;
    }
    this.#items.splice(toIndex, 0, moved);
    this.#emit('items');
  }

  removeFolder(id: string, options: { withMembers: boolean }): void {
    if (!this.#items.some((item) => item.id === id && item.type === 'folder')) return;
    this.#record();
    this.#items = this.#items.flatMap((item) => {
      if (item.id === id) return [];
      if (item.type === 'folder' || item.folderId !== id) return [item];
      if (options.withMembers) return [];
      const rest = { ...item };
      delete rest.folderId;
      return [rest];
    });
    this.#emit('items');
  }

  createId(): string {
    while (this.#items.some((item) => item.id === `item${this.#nextId}`)) this.#nextId++;
    return `item${this.#nextId++}`;
  }

  nextColor(): string {
    return PALETTE[this.#colorIndex++ % PALETTE.length];
  }

  getAnalysis(id: string): UiAnalysis | undefined {
    return this.#analysis.get(id);
  }

  /** Test hook: what the engine would have said about a row. */
  setAnalysis(id: string, analysis: UiAnalysis): void {
    this.#analysis.set(id, analysis);
    this.#emit('analysis');
  }

  getSettings(): UiGraphSettings {
    return { ...this.#settings };
  }

  updateSettings(update: Partial<UiGraphSettings>): void {
    this.#record();
    this.#settings = { ...this.#settings, ...update };
    this.#emit('settings');
  }

  undo(): void {
    const previous = this.#undo.pop();
    if (!previous) return;
    this.#redo.push(this.#snapshot());
    this.#restore(previous);
  }

  redo(): void {
    const next = this.#redo.pop();
    if (!next) return;
    this.#undo.push(this.#snapshot());
    this.#restore(next);
  }

  canUndo(): boolean {
    return this.#undo.length > 0;
  }

  canRedo(): boolean {
    return this.#redo.length > 0;
  }

  /** As the API's `setDefaultState`: the list becomes that state and 'Delete All' becomes 'Reset'. */
  setDefaultState(items: UiItem[]): void {
    this.#defaultState = { items: structuredClone(items), settings: { ...this.#settings } };
    this.#emit('defaultState');
  }

  hasDefaultState(): boolean {
    return this.#defaultState !== undefined;
  }

  resetFromUser(): void {
    this.#record();
    this.#restore(this.#defaultState ?? { items: [], settings: { ...DEFAULT_GRAPH_SETTINGS } }, false);
    this.log.push('graphReset');
  }

  loadState(state: unknown): boolean {
    const items = (state as { items?: unknown })?.items;
    if (!Array.isArray(items)) return false;
    this.#record();
    this.#restore({ items: items as UiItem[], settings: this.#settings }, false);
    this.log.push('loadState');
    return true;
  }

  getState(): unknown {
    return { items: this.getItems() };
  }

  zoom(factor: number): void {
    this.viewportHalfWidth *= factor;
    this.log.push(`zoom ${factor}`);
  }

  zoomHome(): void {
    this.viewportHalfWidth = 10;
    this.log.push('zoomHome');
  }

  resize(): void {
    this.log.push('resize');
  }

  getSelectedId(): string | undefined {
    return this.#selected;
  }

  select(id: string | undefined): void {
    if (this.#selected === id) return;
    this.#selected = id;
    this.#emit('selection');
  }

  getTranslator(): Translator {
    const language = this.#settings.language;
    if (this.#translator === undefined || this.#translatorFor !== language) {
      this.#translatorFor = language;
      this.#translator = createTranslator(this.#catalogs, language);
    }
    return this.#translator;
  }

  #translatorFor = '';

  /** Plain numbers only: the in-memory controller has no expression language. */
  readNumber(latex: string): number {
    return latex.trim() === '' ? NaN : Number(latex);
  }

  uploadImage(file: File): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
  }

  subscribe(listener: (change: UiChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #snapshot(): Snapshot {
    return { items: this.getItems(), settings: { ...this.#settings } };
  }

  #record(): void {
    this.#undo.push(this.#snapshot());
    this.#redo = [];
    this.#emit('history');
  }

  #restore(snapshot: Snapshot, history = true): void {
    this.#items = structuredClone(snapshot.items);
    this.#settings = { ...snapshot.settings };
    this.#emit('items');
    this.#emit('settings');
    if (history) this.#emit('history');
  }

  #emit(change: UiChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}
