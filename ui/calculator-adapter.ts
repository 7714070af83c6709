/**
 * The controller over a calculator: what `api/` hands to `mountGraphingCalculatorUi`. It needs the
 * public calculator's calls plus the few a list UI needs that pages do not get (selection, coalesced
 * typing, the list's Reset, the graph element, zoom); `CalculatorForUi` names them all, so the adapter
 * depends on no file of `api/` and the API is free to arrange its internals.
 */
import type { Shape } from '../api/model/row-shapes';
import type { Translator } from '../i18n/index';
import type {
  CalculatorUiController,
  UiAnalysis,
  UiChange,
  UiChangeDetail,
  UiFolderItem,
  UiGraphSettings,
  UiItem,
  UiMathBounds,
  UiTextItem,
} from './controller';

export interface CalculatorForUi {
  getExpressions(): Record<string, unknown>[];
  setExpression(state: unknown): void;
  removeExpression(state: { id: string }): void;
  /**
   * A keystroke's LaTeX: successive keystrokes into one row are one undo step. With `color`, the
   * keystroke that creates the row (the list's blank row, a row just added): it is in the same step.
   */
  typeLatex(id: string, latex: string, color?: string): void;
  /** A keystroke in a note's text or a folder's title: successive ones into one item are one undo step. */
  typeText(state: { id: string; type: 'text' | 'folder' }): void;
  /** Moves an item to a list position, into a folder (`folderId`) or out of one (`null`): one undo step. */
  moveItem(id: string, toIndex: number, folderId?: string | null): void;
  /** Deletes a folder with its members, or alone: one undo step. */
  removeFolder(id: string, options: { withMembers: boolean }): void;
  /** Sets new items and moves them to list positions from `index` on: one undo step. */
  insertItems(states: readonly { id: string }[], index: number): void;
  readonly expressionAnalysis: Record<string, UiAnalysis>;
  /** Every graph setting in the registry's spelling (v1.1's, whatever the page's line). */
  readonly settings: Readonly<UiGraphSettings>;
  updateSettings(update: Partial<UiGraphSettings>): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  getState(): unknown;
  /** Throws on a state that cannot be loaded. */
  setState(state: unknown, options?: { allowUndo?: boolean }): void;
  hasDefaultState(): boolean;
  /** Calls `callback` when `setDefaultState` keeps a state (undefined: stops). */
  observeDefaultState(callback: (() => void) | undefined): void;
  /** 'Delete All' / 'Reset' as a person clicks it (fires 'graphReset'). */
  resetByUser(): void;
  observe(property: string, callback: () => void): void;
  unobserve(property: string): void;
  /** 'change' says whether the page made it alone (`UiChangeDetail`). */
  observeEvent(name: string, callback: (detail?: UiChangeDetail) => void): void;
  unobserveEvent(name: string): void;
  readonly colors: Readonly<Record<string, string>>;
  readonly graphElement: HTMLElement;
  /** The translator of the `language` setting, with error messages of `expressionAnalysis` in it. */
  readonly translator: Translator;
  /** The viewport's math bounds (read without a layout). */
  readonly mathBounds: UiMathBounds;
  setMathBounds(bounds: UiMathBounds): void;
  zoom(factor: number): void;
  zoomHome(): void;
  resize(): void;
  selectedId(): string | undefined;
  select(id: string | undefined): void;
  uploadImage(file: File): Promise<string>;
  readNumber(latex: string): number;
  readShape(latex: string): Shape;
}

/** Observer names of our own, so a page's observers and ours are removed separately. */
const NAMESPACE = 'calculatorUi';

/** Whether `next` is `current` with only `field` changed (item fields come in the model's fixed order). */
function onlyFieldChanged<T extends object>(current: T, next: T, field: keyof T): boolean {
  return JSON.stringify({ ...current, [field]: next[field] }) === JSON.stringify(next);
}

export function createCalculatorUiController(calculator: CalculatorForUi): CalculatorUiController {
  const listeners = new Set<(change: UiChange, detail?: UiChangeDetail) => void>();
  const emitWith = (detail: UiChangeDetail | undefined, ...changes: UiChange[]) =>
    changes.forEach((change) => listeners.forEach((listener) => listener(change, detail)));
  const emit = (...changes: UiChange[]) => emitWith(undefined, ...changes);
  let idCounter = 0;

  const items = (): UiItem[] => calculator.getExpressions() as unknown as UiItem[];

  return {
    getItems: items,
    setItem(item) {
      const current = items().find((existing) => existing.id === item.id);
      const onlyLatexChanged =
        current?.type === 'expression' &&
        item.type === 'expression' &&
        JSON.stringify({ ...current, latex: item.latex }) === JSON.stringify(item);
      // A row the person makes (the blank row, Add expression) is its first keystroke: one undo step.
      const isNewRow =
        current === undefined &&
        item.type === 'expression' &&
        Object.keys(item).every((key) => ['type', 'id', 'latex', 'color'].includes(key));
      // Typing into a note or a folder's title: a typed word is one undo step, as in a math row.
      const typedText =
        (current?.type === 'text' && item.type === 'text' && onlyFieldChanged(current, item, 'text')) ||
        (current?.type === 'folder' && item.type === 'folder' && onlyFieldChanged(current, item, 'title'));
      if (onlyLatexChanged) calculator.typeLatex(item.id, item.latex);
      else if (typedText) calculator.typeText(item as UiTextItem | UiFolderItem);
      else if (isNewRow) calculator.typeLatex(item.id, item.latex, item.color);
      else calculator.setExpression(item);
    },
    removeItem: (id) => calculator.removeExpression({ id }),
    insertItems: (items, index) => calculator.insertItems(items, index),
    moveItem: (id, toIndex, folderId) => calculator.moveItem(id, toIndex, folderId),
    removeFolder: (id, options) => calculator.removeFolder(id, options),
    createId() {
      const taken = new Set(items().map((item) => item.id));
      let id: string;
      do id = `ui${++idCounter}`;
      while (taken.has(id));
      return id;
    },
    nextColor(ahead = 0) {
      const palette = Object.values(calculator.colors);
      const used = items().filter((item) => item.type === 'expression' || item.type === 'table').length;
      return palette[(used + ahead) % palette.length] ?? '#000000';
    },
    getColors: () => calculator.colors,
    getAnalysis: (id) => calculator.expressionAnalysis[id],
    getSettings: () => ({ ...calculator.settings }),
    updateSettings: (update) => calculator.updateSettings(update),
    undo: () => calculator.undo(),
    redo: () => calculator.redo(),
    canUndo: () => calculator.canUndo(),
    canRedo: () => calculator.canRedo(),
    hasDefaultState: () => calculator.hasDefaultState(),
    resetFromUser: () => calculator.resetByUser(),
    loadState(state) {
      try {
        calculator.setState(state, { allowUndo: true });
        return true;
      } catch {
        return false;
      }
    },
    getState: () => calculator.getState(),
    graphElement: calculator.graphElement,
    getTranslator: () => calculator.translator,
    getMathBounds() {
      const { left, right, bottom, top } = calculator.mathBounds;
      return { left, right, bottom, top };
    },
    setMathBounds: (bounds) => calculator.setMathBounds(bounds),
    zoom: (factor) => calculator.zoom(factor),
    zoomHome: () => calculator.zoomHome(),
    resize: () => calculator.resize(),
    getSelectedId: () => calculator.selectedId(),
    select: (id) => calculator.select(id),
    uploadImage: (file) => calculator.uploadImage(file),
    readNumber: (latex) => calculator.readNumber(latex),
    readShape: (latex) => calculator.readShape(latex),
    subscribe(listener) {
      if (listeners.size === 0) {
        calculator.observeEvent(`change.${NAMESPACE}`, (detail) =>
          emitWith(detail, 'items', 'settings', 'history', 'defaultState'),
        );
        calculator.observe(`expressionAnalysis.${NAMESPACE}`, () => emit('analysis'));
        calculator.observe(`isAnyExpressionSelected.${NAMESPACE}`, () => emit('selection'));
        calculator.observe(`graphpaperBounds.${NAMESPACE}`, () => emit('viewport'));
        calculator.observeDefaultState(() => emit('defaultState'));
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        calculator.unobserveEvent(`change.${NAMESPACE}`);
        calculator.unobserve(`expressionAnalysis.${NAMESPACE}`);
        calculator.unobserve(`isAnyExpressionSelected.${NAMESPACE}`);
        calculator.unobserve(`graphpaperBounds.${NAMESPACE}`);
        calculator.observeDefaultState(undefined);
      };
    },
  };
}
