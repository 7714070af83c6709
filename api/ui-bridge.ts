/**
 * What the list UI (ui/calculator-adapter.ts, `CalculatorForUi`) needs from a calculator: the public
 * calls in v1.1 shape whatever the page's line, plus what pages do not get (typing coalesced into one
 * undo step, selection, the list's Reset, zoom buttons, the graph element, image upload). The type is
 * matched structurally, so neither folder imports the other's internals.
 */
import { latexConstant } from '../language/index';
import type { GraphSettings } from './model/graph-settings';
import type { GraphingCalculator } from './graphing-calculator';
import type { UiSignalDetail } from './ui-channel';
import { imageFileToDataURL } from './output/image-file';
import { outputForLine } from './model/line-shapes';
import type { ImageUploadCallback } from './model/options';
import { classifyLatex } from './model/row-shapes';
import type { FolderState, TextState } from './model/types';
import { LINES } from './model/version-lines';

export function createCalculatorForUi(core: GraphingCalculator) {
  const content = core.content;
  return {
    getExpressions: () => content.list.list().map((item) => outputForLine(item, LINES['v1.1'])),
    setExpression: (state: unknown) => content.setExpressions([state]),
    removeExpression: (state: { id: string }) => content.removeExpressions([state]),
    typeLatex: (id: string, latex: string, color?: string) => content.typeLatex(id, latex, color),
    typeText: (state: TextState | FolderState) => content.typeText(state),
    moveItem: (id: string, toIndex: number, folderId?: string | null) =>
      content.moveItem(id, toIndex, folderId),
    removeFolder: (id: string, options: { withMembers: boolean }) => content.removeFolder(id, options),
    insertItems: (states: readonly { id: string }[], index: number) => content.insertItems(states, index),
    get expressionAnalysis() {
      return core.expressionAnalysis;
    },
    get settings(): Readonly<GraphSettings> {
      return content.settings;
    },
    updateSettings: (update: Partial<GraphSettings>) => content.updateSettings(update),
    undo: () => content.undo(),
    redo: () => content.redo(),
    canUndo: () => content.history.canUndo,
    canRedo: () => content.history.canRedo,
    getState: () => content.getState(),
    setState: (state: unknown, options?: { allowUndo?: boolean }) => content.setState(state, options),
    hasDefaultState: () => content.hasDefaultState,
    observeDefaultState: (callback: (() => void) | undefined) => {
      content.defaultStateListener = callback;
    },
    resetByUser: () => content.resetByUser(),
    // The list's private channel (ui-channel.ts), never the page's observers: whatever the page
    // unobserves, and whatever events its line offers, the list hears every change.
    observe: (property: string, callback: () => void) => core.uiChannel.listen(property, callback),
    unobserve: (property: string) => core.uiChannel.stop(property),
    observeEvent: (name: string, callback: (detail?: UiSignalDetail) => void) =>
      core.uiChannel.listen(name, callback),
    unobserveEvent: (name: string) => core.uiChannel.stop(name),
    get colors(): Readonly<Record<string, string>> {
      return { ...((core.options.values.colors as Record<string, string> | undefined) ?? core.line.palette) };
    },
    get graphElement() {
      return core.graphElement;
    },
    get translator() {
      return core.translator;
    },
    get mathBounds() {
      return core.mathBounds;
    },
    setMathBounds: (bounds: { left: number; right: number; bottom: number; top: number }) =>
      core.setMathBounds(bounds),
    zoom: (factor: number) => core.zoomAboutCenter(factor),
    zoomHome: () => core.showHome(),
    resize: () => core.resize(),
    selectedId: () => content.list.selectedId,
    select: (id: string | undefined) => core.select(id),
    readNumber: (latex: string) => latexConstant(latex),
    readShape: (latex: string) => classifyLatex(latex),
    uploadImage(file: File): Promise<string> {
      const upload =
        (core.options.values.imageUploadCallback as ImageUploadCallback | undefined) ?? imageFileToDataURL;
      return new Promise((resolve, reject) =>
        upload(file, (error, url) =>
          error || typeof url !== 'string' ? reject(error ?? new Error('No URL.')) : resolve(url),
        ),
      );
    },
  };
}
