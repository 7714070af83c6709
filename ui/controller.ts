/**
 * What the UI needs from a calculator: the door between `ui/` (DOM) and `api/` (model, engine, history).
 * `api/` implements this with a small adapter over its calculator object (ui/README.md says how), and
 * that is the only implementation: the browser tests drive the UI of the served calculator, so the UI is
 * never tested against a model the API would refuse.
 */

import type {
  ExpressionState,
  FolderState,
  ImageState,
  ItemState,
  TableColumn,
  TableState,
  TextState,
} from '../api/model/types';
import type { GraphSettings } from '../api/model/graph-settings';
import type { Shape } from '../api/model/row-shapes';
import type { Translator } from '../i18n/index';

/*
 * The items are the API's own types (api/model/types.ts), imported as types only: the UI holds no copy of the
 * item model that could drift from what the calculator accepts, saves and draws. The `Ui…` names stay as
 * the UI's words for them.
 */
export type UiExpressionItem = ExpressionState;
export type UiTableColumn = TableColumn;
export type UiTableItem = TableState;
/** A folder: its members (`folderId`) follow it in the list; hidden from people without `administerSecretFolders` when secret. */
export type UiFolderItem = FolderState;
/** A note: plain text, shown as text (never parsed as markup). */
export type UiTextItem = TextState;
export type UiImageItem = ImageState;
export type UiItem = ItemState;

/** What the engine concluded about one row. */
export interface UiAnalysis {
  isError: boolean;
  errorMessage?: string;
  /** Whether the row's value is worth showing beside it (`= 3`); false for definitions like `a=3`. */
  evaluationDisplayed?: boolean;
  evaluation?: { type: 'Number'; value: number } | { type: 'ListOfNumber'; value: number[] };
  /** For an error naming undefined variables: their LaTeX (`m`, `a_{1}`), offered as sliders. */
  undefinedNames?: string[];
  /** A regression's fit (`y_1\sim mx_1+b`): shown in its row (`regression-box.ts`). */
  regression?: UiRegression;
}

/** A regression's fit as its row shows it (the worker's `RegressionAnalysis`). */
export interface UiRegression {
  parameters: { name: string; value: number }[];
  residualVariable: string;
  statistics:
    | { kind: 'correlation'; rSquared: number; r?: number }
    | { kind: 'determination'; rSquared: number; rootMeanSquareError: number; logMode: boolean };
  converged: boolean;
  dependentParameters: string[];
  logMode: boolean;
  logModeAvailable: boolean;
  predictor?: string;
}

/**
 * The graph settings, as the settings registry defines them (api/model/graph-settings.ts): the menu reads and
 * edits them by the spec's names. `language` is the setting as the page set it (the UI shows
 * `getTranslator().language`).
 */
export type UiGraphSettings = GraphSettings;

/** The graph paper's math bounds, as `setMathBounds` takes them. */
export interface UiMathBounds {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** What changed, so each part of the UI redraws only what it shows (`viewport`: a pan, zoom or resize). */
export type UiChange =
  'items' | 'analysis' | 'settings' | 'history' | 'selection' | 'defaultState' | 'viewport';

/**
 * Beside a change: `fromPage` when the page alone made it, through the API's list edits (setExpression,
 * setExpressions, removeExpressions), not the list itself or a person on the graph.
 */
export interface UiChangeDetail {
  readonly fromPage: boolean;
}

export interface CalculatorUiController {
  /** The items in list order, secret ones included (the UI decides what to show). */
  getItems(): UiItem[];
  /** Creates the item, or replaces the item with its id; new items go to the end of the list. */
  setItem(item: UiItem): void;
  removeItem(id: string): void;
  /**
   * Makes `items` at list positions `index`, `index + 1`, … (Enter in a middle row; "add slider: all"):
   * one undo step however many there are.
   */
  insertItems(items: readonly UiItem[], index: number): void;
  /**
   * Moves an item to list position `toIndex` (a dragged row, Alt+Shift+↑/↓): one undo step. `folderId`
   * puts it into that folder, `null` takes it out of its folder; omitted, it keeps its folder. A folder
   * moves with its members; the model keeps every folder's members right after it.
   */
  moveItem(id: string, toIndex: number, folderId?: string | null): void;
  /** Deletes a folder with its members, or alone (its members stay, outside any folder): one undo step. */
  removeFolder(id: string, options: { withMembers: boolean }): void;
  /** A fresh id for an item the person adds. */
  createId(): string;
  /** The color the next new row gets (the palette cycles); `ahead` rows later, when rows are made together. */
  nextColor(ahead?: number): string;
  /** The calculator's palette (`colors` option or the six defaults) as name → hex, for the style menu. */
  getColors(): Readonly<Record<string, string>>;
  /** The latest analysis of a row, or undefined while it is pending. */
  getAnalysis(id: string): UiAnalysis | undefined;

  getSettings(): UiGraphSettings;
  updateSettings(update: Partial<UiGraphSettings>): void;

  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;

  /** Whether a default state was set (`setDefaultState`): the top bar then says 'Reset', not 'Delete All'. */
  hasDefaultState(): boolean;
  /** 'Delete All' / 'Reset': empties the list or restores the default state, then fires 'graphReset'. */
  resetFromUser(): void;
  /** Replaces the whole content with a saved state (pasted graph links); returns false when it is invalid. */
  loadState(state: unknown): boolean;
  /** The saved state, for the share link format. */
  getState(): unknown;

  /** The element the graph is drawn into; the UI places it in its graph area. */
  readonly graphElement: HTMLElement;
  /** The graph paper's math bounds now. */
  getMathBounds(): UiMathBounds;
  /** `setMathBounds`: bounds with right <= left or top <= bottom leave the view unchanged (the spec). */
  setMathBounds(bounds: UiMathBounds): void;
  /** Zooms about the center of the graph paper: factor < 1 zooms in. */
  zoom(factor: number): void;
  /** Back to the default viewport (the default state's when one is set). */
  zoomHome(): void;
  /** Tells the graph its area changed size. */
  resize(): void;

  /** The selected item's id, if any (`isAnyExpressionSelected`). */
  getSelectedId(): string | undefined;
  select(id: string | undefined): void;

  /**
   * The translator of the `language` setting; the same object until the language changes, so the UI
   * re-labels itself when it gets a different one.
   */
  getTranslator(): Translator;

  /** Stores an uploaded image (the `imageUploadCallback` option) and resolves to its URL. */
  uploadImage(file: File): Promise<string>;

  /**
   * The number a LaTeX bound denotes (a slider's min, max, step: numbers, e, \pi, \tau, as the spec
   * allows), NaN for anything else: the calculator reads it with its expression language, which the UI
   * does not carry itself.
   */
  readNumber(latex: string): number;
  /** What a row's LaTeX draws, for its description (api/model/row-shapes.ts: the language reads it). */
  readShape(latex: string): Shape;

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: (change: UiChange, detail?: UiChangeDetail) => void): () => void;
}
