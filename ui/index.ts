/**
 * The door of `ui/`: mounts the graphing calculator's face (expression list, top bar, settings, zoom
 * buttons, keypad) into an element and drives a calculator through `CalculatorUiController`.
 */
import { mountAudioTrace } from './audio-trace/index';
import { followSixKeyRows } from './braille-rows';
import type { CalculatorUiController, UiItem } from './controller';
import { mountDescriptions } from './descriptions/index';
import { attachGraphKeys } from './graph-keys';
import { createButton, createElement, setLabel } from './dom';
import { createExpressionList } from './expression-list';
import { createKeypad } from './keypad';
import { createLayout } from './layout';
import { handleListPaste } from './list-paste';
import { createSettingsMenu } from './settings-menu';
import { installStyles } from './styles';
import { createTopBar } from './top-bar';
import { resolveUiOptions } from './ui-options';
import { applyDirection, createUiText } from './ui-text';
import { createZoomButtons } from './zoom-buttons';

export type * from './controller';
export type { UiOptions } from './ui-options';
export { DEFAULT_UI_OPTIONS, resolveUiOptions } from './ui-options';
export { readGraphLink, writeGraphLink, parseTableData } from './paste-data';
export { createCalculatorUiController, type CalculatorForUi } from './calculator-adapter';

export interface UiHandle {
  /** The UI's root element (inside the element it was mounted into). */
  readonly element: HTMLElement;
  /** `focusFirstExpression()`: focuses the first row (nothing is focused at load). */
  focusFirstExpression(): void;
  /** Adds an item at the end of the list and focuses it. */
  addItem(item: UiItem): void;
  /** Re-reads the container width (the layout switches at 450px). */
  resize(): void;
  destroy(): void;
}

export function mountGraphingCalculatorUi(
  container: HTMLElement,
  controller: CalculatorUiController,
  rawOptions: Readonly<Record<string, unknown>> = {},
): UiHandle {
  const options = resolveUiOptions(rawOptions);
  installStyles(container.ownerDocument);
  const text = createUiText(controller.getTranslator());
  const layout = createLayout(options, text, () => controller.resize());
  text.bind(() => applyDirection(layout.root, text.language));
  const keypad = options.keypad ? createKeypad(options, text, () => enterFromKeypad()) : undefined;
  const list = createExpressionList(controller, options, text, (field) => {
    keypad?.setTarget(field);
    // On touch screens the keypad is the keyboard: it opens with the first math field focused.
    if (keypad && keypad.element.hidden && window.matchMedia?.('(pointer: coarse)').matches) toggleKeypad();
  });
  const topBar = options.expressionsTopbar
    ? createTopBar(controller, options, text, {
        add: (item) => list.add(item),
        collapse: () => layout.setCollapsed(true),
      })
    : undefined;
  const settings = options.settingsMenu
    ? createSettingsMenu(controller, text, options.lockViewport)
    : undefined;

  if (topBar) layout.listPanel.append(topBar.element);
  layout.listPanel.append(list.element, list.announcer);
  const keypadToggle = keypad
    ? createButton('calc-ui-keypad-toggle', '⌨', '', () => toggleKeypad())
    : undefined;
  if (keypad && keypadToggle) {
    keypad.element.hidden = true;
    text.bind(() => labelKeypadToggle());
    keypadToggle.addEventListener('mousedown', (event) => event.preventDefault());
    layout.listPanel.append(createElement('div', 'calc-ui-list-bottom', {}, [keypadToggle]));
    layout.keypadSlot.append(keypad.element);
  }
  if (settings) layout.graphControls.append(settings.element);
  // Zoom buttons are a way to zoom, which lockViewport takes from the person.
  if (options.zoomButtons && !options.lockViewport)
    layout.graphControls.append(createZoomButtons(controller, text));
  const graph = controller.graphElement;
  graph.classList.add('calc-ui-graph');
  // The graph paper is not mirrored: the x axis grows rightwards and its numbers read left to right.
  graph.dir = 'ltr';
  layout.graphArea.prepend(graph);
  const audioTrace = mountAudioTrace(graph, text);
  const graphKeys = attachGraphKeys(controller, text, options.lockViewport);
  layout.graphArea.append(audioTrace.announcer, graphKeys.panel);
  layout.graphControls.append(graphKeys.button);
  // Alt+T in a row traces that row by ear (capture: MathLive would type a character).
  layout.listPanel.addEventListener(
    'keydown',
    (event) => {
      const id = (event.target as Element).closest?.('li[data-id]')?.getAttribute('data-id');
      if (!event.altKey || event.code !== 'KeyT' || !id) return;
      event.preventDefault();
      event.stopPropagation();
      controller.select(id);
      audioTrace.start();
    },
    true,
  );
  // Capture phase: the math field handles pastes itself, so the list must look first.
  layout.listPanel.addEventListener(
    'paste',
    (event) => handleListPaste(event, controller, options, list.add),
    true,
  );
  container.append(layout.root);

  /** The menu's state, and projector mode's larger list text (the graph's is the renderer's). */
  function showSettings(): void {
    // A new language: every part labels itself again, rows through the list's render.
    if (text.setTranslator(controller.getTranslator())) {
      list.render();
      list.renderAnalysis();
    }
    settings?.render();
    layout.root.dataset.projector = String(controller.getSettings().projectorMode === true);
  }

  function toggleKeypad(): void {
    if (!keypad) return;
    renderListNow();
    keypad.element.hidden = !keypad.element.hidden;
    // On a phone the list keeps its room and the graph shrinks (styles.ts), and the row being edited
    // scrolls into the list's view: the keypad took the lower half of the screen, where that row was.
    layout.root.dataset.keypad = String(!keypad.element.hidden);
    labelKeypadToggle();
    controller.resize();
    if (!keypad.element.hidden) list.revealEditedRow();
  }

  /** The toggle says what a press does, from whether the keypad is shown. */
  function labelKeypadToggle(): void {
    if (!keypad || !keypadToggle) return;
    const shown = !keypad.element.hidden;
    keypadToggle.setAttribute('aria-expanded', String(shown));
    setLabel(keypadToggle, text.format(shown ? 'ui.hideKeypad' : 'ui.showKeypad'));
  }

  function enterFromKeypad(): void {
    renderListNow();
    list.advanceFromSelected();
  }

  // The page's own list edits (setExpression… through the API) reach the rows at the next animation frame,
  // once however many came before it: the DOM shows them at that frame's paint either way, and a page that
  // edits and takes asyncScreenshots in a loop (issue 23) no longer waits for each row's typesetting before
  // the worker's answer is taken. The list's own edits render at once: its focus and caret follow the rows.
  let listFrame: number | undefined;
  const renderPageEdits = () => {
    listFrame = undefined;
    list.render();
    list.renderAnalysis();
  };
  const renderListNow = () => {
    if (listFrame === undefined) return;
    cancelAnimationFrame(listFrame);
    renderPageEdits();
  };
  const unsubscribe = controller.subscribe((change, detail) => {
    if (change === 'items' && detail?.fromPage === true) {
      listFrame ??= requestAnimationFrame(renderPageEdits);
    } else if (change === 'items') {
      if (listFrame === undefined) list.render();
      else renderListNow();
    } else if (change === 'analysis' && listFrame === undefined) list.renderAnalysis();
    else if (change === 'selection') list.renderSelection();
    else if (change === 'settings') showSettings();
    if (change === 'items' || change === 'history' || change === 'defaultState') topBar?.render();
  });
  const resizeObserver =
    typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => resize());
  resizeObserver?.observe(container);

  function resize(): void {
    if (layout.applyWidth(container.clientWidth)) controller.resize();
  }

  list.render();
  list.renderAnalysis();
  topBar?.render();
  showSettings();
  resize();
  // After the list's first render and its listener: the rows a change renders exist when described.
  const stopDescriptions = mountDescriptions(controller, list.element, text);
  const stopSixKey = followSixKeyRows(controller, list.element);

  return {
    element: layout.root,
    focusFirstExpression: () => {
      renderListNow();
      list.focusFirst();
    },
    addItem: (item) => {
      renderListNow();
      list.add(item);
    },
    resize,
    destroy() {
      if (listFrame !== undefined) cancelAnimationFrame(listFrame);
      unsubscribe();
      stopDescriptions();
      stopSixKey();
      graphKeys.destroy();
      audioTrace.destroy();
      resizeObserver?.disconnect();
      layout.root.remove();
    },
  };
}
